package org.crowdstudio.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SimulationClockTest {

    @Test
    void timeAfterManyStepsDoesNotDrift() {
        SimulationClock clock = new SimulationClock(0.1);
        double accumulated = 0;
        for (int i = 0; i < 1_000_000; i++) {
            clock.advance();
            accumulated += 0.1;
        }
        // Accumulating 0.1 a million times is visibly off; the clock is exact to one rounding.
        assertThat(accumulated).isNotEqualTo(100_000.0);
        assertThat(clock.time()).isEqualTo(100_000.0);
        assertThat(clock.step()).isEqualTo(1_000_000L);
    }

    @Test
    void timeOfAStepIsTheSameWhicheverWayItWasReached() {
        SimulationClock stepped = new SimulationClock(0.1);
        for (int i = 0; i < 37; i++) {
            stepped.advance();
        }
        assertThat(stepped.time()).isEqualTo(new SimulationClock(0.1).timeAt(37));
    }

    @Test
    void durationsThatAreWholeMultiplesGiveExactlyThatManySteps() {
        SimulationClock clock = new SimulationClock(0.1);
        assertThat(clock.stepsFor(10.0)).isEqualTo(100);
        assertThat(clock.stepsFor(0.3)).isEqualTo(3);
        assertThat(clock.stepsFor(0.0)).isZero();
        assertThat(clock.stepsFor(0.25)).isEqualTo(3);
    }

    @Test
    void rejectsMeaninglessTimeSteps() {
        assertThatThrownBy(() -> new SimulationClock(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("positive");
        assertThatThrownBy(() -> new SimulationClock(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SimulationClock(-0.1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SimulationClock(0.1).stepsFor(-1)).isInstanceOf(IllegalArgumentException.class);
    }
}
