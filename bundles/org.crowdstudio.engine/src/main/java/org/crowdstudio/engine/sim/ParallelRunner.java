package org.crowdstudio.engine.sim;

import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * Runs chunks of work on a fixed set of threads, the caller included, and returns when all are
 * done. Chunks are handed out from a shared counter: which thread runs which chunk varies, so the
 * work of a chunk must not depend on it. Nothing is allocated per run.
 */
final class ParallelRunner implements AutoCloseable {

    private final Thread[] workers;
    private final CyclicBarrier start;
    private final CyclicBarrier end;
    private final AtomicInteger nextChunk = new AtomicInteger();
    private volatile IntConsumer body;
    private volatile int chunks;
    private volatile boolean closed;
    private volatile Throwable failure;

    ParallelRunner(int threads) {
        int workerCount = Math.max(0, threads - 1);
        start = new CyclicBarrier(workerCount + 1);
        end = new CyclicBarrier(workerCount + 1);
        workers = new Thread[workerCount];
        for (int w = 0; w < workerCount; w++) {
            workers[w] = new Thread(this::work, "crowdstudio-step-" + (w + 1));
            workers[w].setDaemon(true);
            workers[w].start();
        }
    }

    /** Runs {@code body} for chunks 0 .. chunkCount - 1 and waits for all of them. */
    void run(int chunkCount, IntConsumer work) {
        body = work;
        chunks = chunkCount;
        nextChunk.set(0);
        failure = null;
        await(start);
        drain();
        await(end);
        Throwable failed = failure;
        if (failed instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (failed instanceof Error error) {
            throw error;
        }
    }

    private void work() {
        while (true) {
            await(start);
            if (closed) {
                return;
            }
            drain();
            await(end);
        }
    }

    private void drain() {
        int chunk;
        while ((chunk = nextChunk.getAndIncrement()) < chunks) {
            try {
                body.accept(chunk);
            } catch (Throwable thrown) {
                failure = thrown;
            }
        }
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("simulation threads interrupted", interrupted);
        } catch (BrokenBarrierException broken) {
            throw new IllegalStateException("simulation threads stopped", broken);
        }
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (workers.length > 0) {
            await(start);
        }
    }
}
