package org.crowdstudio.ui.fields;

import java.util.function.Consumer;

import org.crowdstudio.compiler.fields.KeyframeBaker;
import org.crowdstudio.fields.FieldGrid;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.Keyframe;
import org.crowdstudio.ui.canvas.LatestOnly;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Bakes the keyframe being sketched off the UI thread, so drawing never waits for it. The model is
 * copied on the caller's (UI) thread and the copy baked on a worker; when edits come faster than
 * bakes, only the latest is delivered.
 */
final class FieldPreview implements AutoCloseable {

    /** A bake's outcome: the grid, or why there is none. */
    record Result(long generation, FieldGrid grid, String problem) {
    }

    private final LatestOnly<Result> baker = new LatestOnly<>("crowdstudio-field-preview");

    /**
     * Bakes the keyframe as it is now. Call on the thread that owns the model.
     *
     * @param deliver called on the worker with the result, unless a newer request came meanwhile
     */
    void request(InteractionField field, Keyframe keyframe, Consumer<Result> deliver) {
        InteractionField fieldCopy = EcoreUtil.copy(field);
        Keyframe keyframeCopy = fieldCopy.getKeyframes().get(field.getKeyframes().indexOf(keyframe));
        baker.request(generation -> {
            try {
                return new Result(generation, KeyframeBaker.grid(fieldCopy, keyframeCopy), null);
            } catch (IllegalArgumentException invalid) {
                return new Result(generation, null, invalid.getMessage());
            }
        }, deliver);
    }

    /** @return the generation of the newest request, to drop results that arrive after a newer one */
    long latestGeneration() {
        return baker.latestGeneration();
    }

    @Override
    public void close() {
        baker.close();
    }
}
