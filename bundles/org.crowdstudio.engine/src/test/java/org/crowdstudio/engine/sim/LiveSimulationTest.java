package org.crowdstudio.engine.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.offset;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.crowdstudio.engine.spi.CrowdState;
import org.crowdstudio.engine.spi.GlobalValues;
import org.crowdstudio.engine.spi.StepObserver;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.World;
import org.junit.jupiter.api.Test;

/** Directing a running simulation from another thread, as the workbench does. */
class LiveSimulationTest {

    /** Follows the user's velocity when there is one, scaled by the global "speedFactor". */
    private static Simulation userSteered(Crowd crowd) {
        GlobalValues globals = new GlobalValues();
        int factor = globals.handle("speedFactor", 1);
        VelocitySource user = (agent, out) -> {
            if (!agent.hasUserVelocity()) {
                return false;
            }
            out[0] = agent.userVx() * globals.value(factor);
            out[1] = agent.userVy() * globals.value(factor);
            return true;
        };
        return new Simulation(crowd, List.of(new Pipeline(List.of(user), new double[] {1}, true, null, 0)), new World(List.of(), globals), 0.1,
                1, 2);
    }

    private static Crowd twoAgents() {
        Crowd.Builder builder = new Crowd.Builder();
        builder.add(0, 0, 0, 0.3, 1.3, 1.8, 1, 0, new double[0], false);
        builder.add(0, 10, 0, 0.3, 1.3, 1.8, 1, 0, new double[0], false);
        return builder.build();
    }

    @Test
    void pausedItStepsOnlyWhenAskedAndAppliesChangesBetweenSteps() throws Exception {
        Crowd crowd = twoAgents();
        List<Double> observedX = new CopyOnWriteArrayList<>();
        try (LiveSimulation live = new LiveSimulation(userSteered(crowd))) {
            live.addObserver((step, time, state) -> observedX.add(state.x(0)));
            live.setUserVelocity(0, 1, 0);
            assertThat(live.step().get(5, TimeUnit.SECONDS)).isEqualTo(1);
            live.setGlobal("speedFactor", 0.5);
            assertThat(live.step().get(5, TimeUnit.SECONDS)).isEqualTo(2);
            Thread.sleep(100);
            assertThat(observedX).as("paused: no step without asking").hasSize(2);
        }
        // Agent 0 moved 0.1 m, then 0.05 m; agent 1 has no user velocity and stands.
        assertThat(observedX.get(0)).isCloseTo(0.1, offset(1e-12));
        assertThat(observedX.get(1)).isCloseTo(0.15, offset(1e-12));
        assertThat(crowd.x(1)).isZero();
    }

    @Test
    void playRunsUntilPausedAndTheSameChangesAtTheSameStepsGiveTheSameTrajectories() throws Exception {
        Crowd played = twoAgents();
        try (LiveSimulation live = new LiveSimulation(userSteered(played))) {
            live.setUserVelocity(1, 0, -1);
            live.play();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (live.step().get(5, TimeUnit.SECONDS) < 50 && System.nanoTime() < deadline) {
                Thread.onSpinWait();
            }
            live.pause();
            long stopped = live.step().get(5, TimeUnit.SECONDS);
            Thread.sleep(100);
            assertThat(live.isPlaying()).isFalse();
            assertThat(live.step().get(5, TimeUnit.SECONDS)).as("paused: nothing ran in between").isEqualTo(stopped + 1);
            stopped++;

            // Replay the same inputs step by step on a fresh crowd: bit-identical.
            Crowd replayed = twoAgents();
            try (Simulation simulation = userSteered(replayed)) {
                simulation.crowd().setUserVelocity(1, 0, -1);
                for (long s = 0; s < stopped; s++) {
                    simulation.step();
                }
            }
            assertThat(played.y(1)).isEqualTo(replayed.y(1)).isLessThan(10);
        }
    }

    @Test
    void aFailingChangeIsReportedToItsCallerAndTheSimulationGoesOn() throws Exception {
        try (LiveSimulation live = new LiveSimulation(userSteered(twoAgents()))) {
            var rejected = live.setGlobal("speedFactor", Double.NaN);
            assertThat(rejected).failsWithin(5, TimeUnit.SECONDS);
            assertThat(live.step().get(5, TimeUnit.SECONDS)).isEqualTo(1);
        }
    }

    @Test
    void changesAskedForBeforeCloseAreAppliedAndLaterOnesRefused() throws Exception {
        Crowd crowd = twoAgents();
        List<Long> observed = new CopyOnWriteArrayList<>();
        LiveSimulation live = new LiveSimulation(userSteered(crowd));
        live.play();
        // An observer removed just before close (a recording being finished) must hear no more steps.
        RecordingObserver observer = new RecordingObserver(observed);
        live.addObserver(observer).get(5, TimeUnit.SECONDS);
        var removed = live.removeObserver(observer);
        live.close();
        assertThat(removed).succeedsWithin(0, TimeUnit.SECONDS);
        int heard = observed.size();
        Thread.sleep(50);
        assertThat(observed).hasSize(heard);
        assertThatThrownBy(() -> live.setGlobal("speedFactor", 2))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("closed");
    }

    private record RecordingObserver(List<Long> steps) implements StepObserver {
        @Override
        public void stepped(long step, double time, CrowdState state) {
            steps.add(step);
        }
    }
}
