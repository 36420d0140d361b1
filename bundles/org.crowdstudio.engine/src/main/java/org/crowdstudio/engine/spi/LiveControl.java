package org.crowdstudio.engine.spi;

/**
 * A global value the artist may change while the simulation runs, as a method declares it for the
 * workbench's slider: which value, what to call it, its range and what it does. Declaring changes
 * nothing in the run; the slider sets the value with {@link GlobalValues#hold}.
 *
 * @param name the global value's name ({@link GlobalValues#handle})
 * @param label what the slider is called
 * @param min the slider's lowest value
 * @param max the slider's highest value
 * @param description what the value does, for the slider's tool tip
 */
public record LiveControl(String name, String label, double min, double max, String description) {

    public LiveControl {
        if (name == null || name.isBlank() || label == null || label.isBlank()) {
            throw new IllegalArgumentException("a live control needs a name and a label");
        }
        if (!(min < max) || !Double.isFinite(min) || !Double.isFinite(max)) {
            throw new IllegalArgumentException("the live control '" + name + "' needs finite min < max, not " + min + " to " + max);
        }
    }
}
