package org.crowdstudio.steering.fields;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.crowdstudio.fields.ActivationRule;
import org.crowdstudio.fields.FieldScene;
import org.junit.jupiter.api.Test;

/** Activation rules per receiver: the museum's enter-field timers and time windows. */
class FieldActivationTest {

    private static final int CORRIDOR = 0;
    private static final int PAINTING = 1;
    private static final int EVENING = 2;

    private final FieldActivation activation = new FieldActivation(new FieldScene(List.of(),
            List.of(new ActivationRule.EnterField(PAINTING, CORRIDOR, 8, true), new ActivationRule.TimeWindow(EVENING, 10, 20)), 2));

    @Test
    void enteringAFieldSilencesAnotherForItsDurationThenItself() {
        assertThat(activation.active(0, CORRIDOR, 5)).as("before entering").isTrue();
        assertThat(activation.awaitsEntry(0, PAINTING)).isTrue();

        activation.entered(0, PAINTING, 5);

        assertThat(activation.awaitsEntry(0, PAINTING)).as("only the first entry counts").isFalse();
        assertThat(activation.active(0, CORRIDOR, 5)).as("corridor, on entering").isFalse();
        assertThat(activation.active(0, CORRIDOR, 12.9)).as("corridor, 7.9 s later").isFalse();
        assertThat(activation.active(0, PAINTING, 12.9)).as("painting, while the timer runs").isTrue();
        assertThat(activation.active(0, CORRIDOR, 13)).as("corridor, once the 8 s are over").isTrue();
        assertThat(activation.active(0, PAINTING, 13)).as("painting, once the 8 s are over").isFalse();
        assertThat(activation.active(0, PAINTING, 1000)).as("painting, for good").isFalse();

        activation.entered(0, PAINTING, 500);
        assertThat(activation.active(0, CORRIDOR, 501)).as("a second entry starts no timer").isTrue();
    }

    @Test
    void timersArePerReceiver() {
        activation.entered(0, PAINTING, 5);

        assertThat(activation.active(1, CORRIDOR, 6)).as("another agent still hears the corridor").isTrue();
        assertThat(activation.awaitsEntry(1, PAINTING)).isTrue();
    }

    @Test
    void aTimeWindowBoundsAField() {
        assertThat(activation.active(0, EVENING, 9.9)).isFalse();
        assertThat(activation.active(0, EVENING, 10)).isTrue();
        assertThat(activation.active(0, EVENING, 19.9)).isTrue();
        assertThat(activation.active(0, EVENING, 20)).isFalse();
        assertThat(activation.active(0, CORRIDOR, 25)).as("a field without a window is always on").isTrue();
    }
}
