package org.crowdstudio.ui.anisotropic;

import java.util.function.Consumer;

import org.crowdstudio.compiler.anisotropic.AnisotropicFieldGrids;
import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.steering.anisotropic.DirectionField;
import org.crowdstudio.steering.anisotropic.FieldDivergence;
import org.crowdstudio.ui.canvas.LatestOnly;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.graphics.ImageData;

/**
 * Bakes the field being painted off the UI thread, so the brush never waits for it: the field is
 * copied on the UI thread and the copy baked, and coloured, on a worker. When strokes come faster
 * than bakes, only the newest is delivered.
 */
final class FieldBake implements AutoCloseable {

    /**
     * A bake's outcome: the distributions and their colours, or why there are none; and when a
     * field to compare with was given, the divergence from it and its map (null when the grids differ,
     * {@code problem} then says how).
     */
    record Result(DirectionField field, ImageData colours, FieldDivergence divergence, ImageData divergenceMap, String problem) {
    }

    private final LatestOnly<Result> baker = new LatestOnly<>("crowdstudio-anisotropic-bake");

    /**
     * Bakes the field as it is now. Call on the thread that owns the model.
     *
     * @param comparedWith a field to measure the divergence from (AF paper eq. 9), or null
     * @param deliver called on the worker with the result, unless a newer request came meanwhile
     */
    void request(AnisotropicField field, DirectionField comparedWith, Consumer<Result> deliver) {
        AnisotropicField copy = EcoreUtil.copy(field);
        baker.request(generation -> bake(copy, comparedWith), deliver);
    }

    private static Result bake(AnisotropicField copy, DirectionField comparedWith) {
        DirectionField baked;
        try {
            baked = AnisotropicFieldGrids.of(copy);
        } catch (IllegalArgumentException invalid) {
            return new Result(null, null, null, null, NLS.bind(Messages.FieldBake_cannotBakeThisField0, invalid.getMessage()));
        }
        ImageData colours = FieldColours.imageOf(baked);
        try {
            FieldDivergence divergence = comparedWith == null ? null : new FieldDivergence(baked, comparedWith);
            return new Result(baked, colours, divergence, divergence == null ? null : DivergenceImage.of(divergence), null);
        } catch (IllegalArgumentException differentGrids) {
            return new Result(baked, colours, null, null, NLS.bind(Messages.FieldBake_cannotCompare0, differentGrids.getMessage()));
        }
    }

    @Override
    public void close() {
        baker.close();
    }
}
