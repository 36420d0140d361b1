package org.crowdstudio.fields;

/**
 * When a field is active for a receiver (made data from the IF paper's scripted timers, §7.3).
 * Fields are named by their index among the scenario's field definitions, so that every binding
 * of a field follows its rules.
 */
public sealed interface ActivationRule {

    /** The field is active only from {@code start} (inclusive) to {@code end} (exclusive), in seconds. */
    record TimeWindow(int field, double start, double end) implements ActivationRule {
        public TimeWindow {
            if (!(end > start)) {
                throw new IllegalArgumentException("a time window must end after it starts: " + start + " to " + end + " s");
            }
        }
    }

    /**
     * When a receiver first enters the domain of field {@code entered}, it ignores field
     * {@code ignored} for {@code duration} seconds; after that, if {@code thenIgnoreEntered}, it
     * ignores {@code entered} for good and hears {@code ignored} again.
     */
    record EnterField(int entered, int ignored, double duration, boolean thenIgnoreEntered) implements ActivationRule {
        public EnterField {
            if (!(duration >= 0) || !Double.isFinite(duration)) {
                throw new IllegalArgumentException("an enter-field rule needs a duration of zero or more seconds, not " + duration);
            }
        }
    }
}
