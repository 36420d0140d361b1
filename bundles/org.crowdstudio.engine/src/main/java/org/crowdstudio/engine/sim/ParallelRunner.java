package org.crowdstudio.engine.sim;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntConsumer;

/**
 * Runs chunks of work on a fixed set of threads, the caller included, and returns when all are
 * done. Chunks are handed out from a shared counter: which thread runs which chunk varies, so the
 * work of a chunk must not depend on it. Nothing is allocated per run.
 *
 * <p>Only as many workers as there are chunks beyond the caller's first are woken, and a worker
 * that has not started when every chunk is taken is called off: a small crowd stepped with many
 * threads does not wait for threads that would find no work. A waiting worker, and the caller
 * waiting for the workers, spin for a few microseconds before they park, since a step hands work
 * out several times and waking a parked thread costs tens of microseconds; the spin is short, so
 * that on a machine with few cores a waiting thread does not hold a core that the step's
 * one-thread phases need.
 */
final class ParallelRunner implements AutoCloseable {

    /** How long a worker waits for the next run before it parks, nanoseconds. */
    private static final long WORKER_SPIN_NANOS = 20_000;
    /** How long the caller waits for the workers to finish before it parks, nanoseconds. */
    private static final long CALLER_SPIN_NANOS = 100_000;

    private final Worker[] workers;
    private final AtomicInteger nextChunk = new AtomicInteger();
    /** Workers of this run that have not finished yet. */
    private final AtomicInteger running = new AtomicInteger();
    private volatile IntConsumer body;
    private volatile int chunks;
    private volatile Thread caller;
    private volatile boolean closed;
    private volatile Throwable failure;

    ParallelRunner(int threads) {
        int workerCount = Math.max(0, threads - 1);
        workers = new Worker[workerCount];
        for (int w = 0; w < workerCount; w++) {
            workers[w] = new Worker();
            workers[w].thread = new Thread(workers[w], "crowdstudio-step-" + (w + 1));
            workers[w].thread.setDaemon(true);
            workers[w].thread.start();
        }
    }

    /** @return the threads work is spread over, the caller included */
    int threads() {
        return workers.length + 1;
    }

    /** Runs {@code body} for chunks 0 .. chunkCount - 1 and waits for all of them. */
    void run(int chunkCount, IntConsumer work) {
        int helpers = Math.min(workers.length, chunkCount - 1);
        if (helpers <= 0) {
            for (int chunk = 0; chunk < chunkCount; chunk++) {
                work.accept(chunk);
            }
            return;
        }
        body = work;
        chunks = chunkCount;
        nextChunk.set(0);
        failure = null;
        caller = Thread.currentThread();
        running.set(helpers);
        for (int w = 0; w < helpers; w++) {
            workers[w].wake();
        }
        drain();
        // Every chunk is taken: a worker that has not started yet would find nothing.
        for (int w = 0; w < helpers; w++) {
            if (workers[w].callOff()) {
                running.decrementAndGet();
            }
        }
        awaitWorkers();
        Throwable failed = failure;
        if (failed instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (failed instanceof Error error) {
            throw error;
        }
    }

    private void awaitWorkers() {
        long spinUntil = System.nanoTime() + CALLER_SPIN_NANOS;
        while (running.get() > 0) {
            if (System.nanoTime() < spinUntil) {
                Thread.onSpinWait();
            } else {
                LockSupport.park(this);
            }
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

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (Worker worker : workers) {
            worker.wake();
        }
    }

    /** One helper thread: waits to be woken, drains chunks with the others, reports that it is done. */
    private final class Worker implements Runnable {

        private static final int IDLE = 0;
        private static final int WOKEN = 1;
        private static final int WORKING = 2;

        private Thread thread;
        /** IDLE, WOKEN by the caller, or WORKING once it took the run; the caller may turn WOKEN back to IDLE. */
        private final AtomicInteger state = new AtomicInteger(IDLE);

        void wake() {
            state.set(WOKEN);
            LockSupport.unpark(thread);
        }

        /** @return whether the worker had not started this run and now will not */
        boolean callOff() {
            return state.compareAndSet(WOKEN, IDLE);
        }

        @Override
        public void run() {
            while (true) {
                long spinUntil = System.nanoTime() + WORKER_SPIN_NANOS;
                while (state.get() != WOKEN) {
                    if (System.nanoTime() < spinUntil) {
                        Thread.onSpinWait();
                    } else {
                        LockSupport.park(this);
                    }
                }
                if (closed) {
                    return;
                }
                if (!state.compareAndSet(WOKEN, WORKING)) {
                    // Called off before it started.
                    continue;
                }
                drain();
                state.set(IDLE);
                if (running.decrementAndGet() == 0) {
                    LockSupport.unpark(caller);
                }
            }
        }
    }
}
