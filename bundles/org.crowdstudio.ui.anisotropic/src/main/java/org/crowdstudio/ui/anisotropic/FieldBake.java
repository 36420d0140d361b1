package org.crowdstudio.ui.anisotropic;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

import org.crowdstudio.compiler.anisotropic.AnisotropicFieldGrids;
import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.steering.anisotropic.DirectionField;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.graphics.ImageData;

/**
 * Bakes the field being painted off the UI thread, so the brush never waits for it: the field is
 * copied on the UI thread and the copy baked, and coloured, on a worker. When strokes come faster
 * than bakes, only the newest is delivered.
 */
final class FieldBake implements AutoCloseable {

    /** A bake's outcome: the distributions and their colours, or why there are none. */
    record Result(DirectionField field, ImageData colours, String problem) {
    }

    private final ExecutorService baker = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "crowdstudio-anisotropic-bake");
        thread.setDaemon(true);
        return thread;
    });
    private final AtomicLong latest = new AtomicLong();

    /**
     * Bakes the field as it is now. Call on the thread that owns the model.
     *
     * @param deliver called on the worker with the result, unless a newer request came meanwhile
     */
    void request(AnisotropicField field, Consumer<Result> deliver) {
        long generation = latest.incrementAndGet();
        AnisotropicField copy = EcoreUtil.copy(field);
        baker.execute(() -> {
            if (generation != latest.get()) {
                return;
            }
            Result result;
            try {
                DirectionField baked = AnisotropicFieldGrids.of(copy);
                result = new Result(baked, FieldColours.imageOf(baked), null);
            } catch (IllegalArgumentException invalid) {
                result = new Result(null, null, invalid.getMessage());
            }
            if (generation == latest.get()) {
                deliver.accept(result);
            }
        });
    }

    @Override
    public void close() {
        baker.shutdownNow();
    }
}
