package org.crowdstudio.ui.canvas;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.LongFunction;

/**
 * Work on a picture of the model (a baked preview, say) done on a worker thread of its own, so a
 * canvas never waits for it. When requests come faster than the worker finishes them, only the
 * newest is done and delivered: an artist dragging a brush sees the latest stroke, not a queue of
 * old ones. The caller copies what the work reads on its own thread before asking.
 *
 * @param <R> what the work makes
 */
public final class LatestOnly<R> implements AutoCloseable {

    private final ExecutorService worker;
    private final AtomicLong latest = new AtomicLong();

    /** @param threadName the worker thread's name, for thread dumps */
    public LatestOnly(String threadName) {
        worker = Executors.newSingleThreadExecutor(runnable -> {
            Thread thread = new Thread(runnable, threadName);
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * @param work what to make, given this request's generation; runs on the worker, unless a newer request comes first
     * @param deliver called on the worker with what was made, unless a newer request came meanwhile
     * @return this request's generation
     */
    public long request(LongFunction<R> work, Consumer<R> deliver) {
        long generation = latest.incrementAndGet();
        worker.execute(() -> {
            if (generation != latest.get()) {
                return;
            }
            R made = work.apply(generation);
            if (generation == latest.get()) {
                deliver.accept(made);
            }
        });
        return generation;
    }

    /**
     * Like {@link #request}, except that work once started is always delivered, even if a newer
     * request came meanwhile (which then waits for it, and replaces any request waiting before it).
     * For work asked for again and again, as a playing animation asks for each frame's picture: a
     * worker whose results were dropped whenever a newer request came would deliver nothing while
     * requests come faster than it works.
     *
     * @param deliver called on the worker with what was made
     */
    public void requestFinishingInFlight(LongFunction<R> work, Consumer<R> deliver) {
        long generation = latest.incrementAndGet();
        worker.execute(() -> {
            if (generation == latest.get()) {
                deliver.accept(work.apply(generation));
            }
        });
    }

    /** @return the generation of the newest request, to drop a delivery that arrives after a newer one was asked for */
    public long latestGeneration() {
        return latest.get();
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
