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
 *
 * <p>A run asked for from inside a chunk (a stage that hands out work of its own) runs its chunks
 * one after the other on the thread that asks: the threads are all busy with the outer run.
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
    /** Whether a run is handed out to the workers now: a run asked for meanwhile runs on its own thread. */
    private volatile boolean handingOut;
    private volatile boolean closed;
    /** The first failure of the run, with any later ones suppressed in it; guarded by this. */
    private Throwable failure;

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
        if (helpers <= 0 || handingOut || closed) {
            for (int chunk = 0; chunk < chunkCount; chunk++) {
                work.accept(chunk);
            }
            return;
        }
        handingOut = true;
        try {
            body = work;
            chunks = chunkCount;
            nextChunk.set(0);
            synchronized (this) {
                failure = null;
            }
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
        } finally {
            body = null;
            handingOut = false;
        }
        rethrowFailure();
    }

    private void rethrowFailure() {
        Throwable failed;
        synchronized (this) {
            failed = failure;
        }
        if (failed instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (failed instanceof Error error) {
            throw error;
        }
        if (failed != null) {
            throw new IllegalStateException("a simulation thread failed", failed);
        }
    }

    /** Waits until every woken worker is done; an interrupt is kept for after the run, which cannot stop half way. */
    private void awaitWorkers() {
        boolean interrupted = false;
        long spinUntil = System.nanoTime() + CALLER_SPIN_NANOS;
        while (running.get() > 0) {
            if (System.nanoTime() < spinUntil) {
                Thread.onSpinWait();
            } else {
                LockSupport.park(this);
                // A set interrupt flag makes park return at once: clear it, so that waiting does not spin.
                interrupted |= Thread.interrupted();
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private void drain() {
        IntConsumer work = body;
        int count = chunks;
        int chunk;
        while ((chunk = nextChunk.getAndIncrement()) < count) {
            try {
                work.accept(chunk);
            } catch (Throwable thrown) {
                recordFailure(thrown);
            }
        }
    }

    private synchronized void recordFailure(Throwable thrown) {
        if (failure == null) {
            failure = thrown;
        } else if (failure != thrown) {
            failure.addSuppressed(thrown);
        }
    }

    /** Ends the workers. Meant for between runs; during one, each worker ends after its chunks. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (Worker worker : workers) {
            LockSupport.unpark(worker.thread);
        }
    }

    /** @return how many workers have not ended yet */
    int workersAlive() {
        int alive = 0;
        for (Worker worker : workers) {
            alive += worker.thread.isAlive() ? 1 : 0;
        }
        return alive;
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
                while (state.get() != WOKEN && !closed) {
                    if (System.nanoTime() < spinUntil) {
                        Thread.onSpinWait();
                    } else {
                        LockSupport.park(this);
                        // Nobody should interrupt these threads; if one does, keep parking rather than spinning.
                        Thread.interrupted();
                    }
                }
                if (closed) {
                    // Left WOKEN if it was woken for a run: the caller calls it off.
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
