package org.crowdstudio.engine.sim;

import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

import org.crowdstudio.engine.spi.StepObserver;

/**
 * Runs a {@link Simulation} on its own thread and lets another thread (the workbench's user
 * interface, a script) direct it: play, pause, single steps, and changes — a global value such as
 * GlobalInterest, a user-controlled agent's velocity, a replaced pipeline — that are applied
 * between two steps, in the order they were asked for. The caller never waits for a step.
 *
 * <p>Changes take effect at a step boundary, never in the middle of a step, so a run with the
 * same changes at the same steps gives the same trajectories as any other.
 */
public final class LiveSimulation implements AutoCloseable {

    private final Simulation simulation;
    private final Thread thread;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition wake = lock.newCondition();
    private final Queue<PendingChange> changes = new ArrayDeque<>();
    private final Queue<CompletableFuture<Long>> stepRequests = new ArrayDeque<>();
    private boolean playing;
    private boolean closed;
    private double pace;
    private volatile Throwable failure;

    /**
     * @param simulation the simulation to run; from now on only this driver's thread touches it
     */
    public LiveSimulation(Simulation simulation) {
        this.simulation = simulation;
        this.thread = new Thread(this::run, "crowdstudio-live-simulation");
        this.thread.setDaemon(true);
        this.thread.start();
    }

    /** Steps continuously until {@link #pause()}. */
    public void play() {
        signal(() -> playing = true);
    }

    /** Stops after the step under way. */
    public void pause() {
        signal(() -> playing = false);
    }

    public boolean isPlaying() {
        lock.lock();
        try {
            return playing;
        } finally {
            lock.unlock();
        }
    }

    /**
     * Sets how fast it plays: 1 in real time (one time step of simulated time per time step of wall
     * time), 2 twice as fast, 0 as fast as the machine can.
     */
    public void setPace(double realTimeFactor) {
        if (!(realTimeFactor >= 0) || Double.isInfinite(realTimeFactor)) {
            throw new IllegalArgumentException("pace must be zero or a positive factor of real time, not " + realTimeFactor);
        }
        signal(() -> pace = realTimeFactor);
    }

    /**
     * Takes one step, whether playing or paused.
     *
     * @return completes with the step count after that step
     */
    public CompletableFuture<Long> step() {
        CompletableFuture<Long> done = new CompletableFuture<>();
        signal(() -> stepRequests.add(done));
        return done;
    }

    /**
     * Applies a change before the next step, on the simulation's thread. A change asked for before
     * {@link #close()} is still applied.
     *
     * @return completes when the change has been applied, or exceptionally if the change threw or
     *         the simulation failed first
     * @throws IllegalStateException if the simulation has been closed
     */
    public CompletableFuture<Void> change(Consumer<Simulation> change) {
        PendingChange pending = new PendingChange(change, new CompletableFuture<>());
        signal(() -> changes.add(pending));
        return pending.applied();
    }

    /**
     * Sets a global value (e.g. "globalInterest") from the next step on, and holds it there: a
     * timeline curve keying it leaves it alone until {@link #releaseGlobal}.
     */
    public CompletableFuture<Void> setGlobal(String name, double value) {
        return change(simulation -> simulation.globals().hold(name, value));
    }

    /** Hands a global value back to the timeline's curve from the next step on. */
    public CompletableFuture<Void> releaseGlobal(String name) {
        return change(simulation -> simulation.globals().release(name));
    }

    /**
     * Fires the timeline's artist event of that name (a fire alarm button) before the next step.
     *
     * @return completes when it has fired, or exceptionally if the timeline has no such event
     */
    public CompletableFuture<Void> fire(String eventName) {
        return change(simulation -> simulation.timeline().fire(eventName, simulation));
    }

    /** Sets the velocity of a user-controlled agent, by id, from the next step on. */
    public CompletableFuture<Void> setUserVelocity(int agent, double velocityX, double velocityY) {
        return change(simulation -> simulation.crowd().setUserVelocity(agent, velocityX, velocityY));
    }

    /** Hands a user-controlled agent, by id, back to its own goals or route from the next step on. */
    public CompletableFuture<Void> releaseUserVelocity(int agent) {
        return change(simulation -> simulation.crowd().releaseUserVelocity(agent));
    }

    /** Lets an observer see every following step, on the simulation's thread. */
    public CompletableFuture<Void> addObserver(StepObserver observer) {
        return change(simulation -> simulation.addObserver(observer));
    }

    public CompletableFuture<Void> removeObserver(StepObserver observer) {
        return change(simulation -> simulation.removeObserver(observer));
    }

    /** @return what stopped the simulation thread, if it failed */
    public Throwable failure() {
        return failure;
    }

    private void signal(Runnable update) {
        lock.lock();
        try {
            if (closed) {
                throw new IllegalStateException("the simulation has been closed");
            }
            update.run();
            wake.signalAll();
        } finally {
            lock.unlock();
        }
    }

    private void run() {
        try {
            long next = System.nanoTime();
            while (true) {
                PendingChange change;
                CompletableFuture<Long> request = null;
                double currentPace;
                lock.lock();
                try {
                    while (!closed && changes.isEmpty() && stepRequests.isEmpty() && !playing) {
                        wake.await();
                        next = System.nanoTime();
                    }
                    change = changes.poll();
                    if (closed && change == null) {
                        return;
                    }
                    if (change == null) {
                        request = stepRequests.poll();
                    }
                    currentPace = pace;
                } finally {
                    lock.unlock();
                }
                if (change != null) {
                    change.applyTo(simulation);
                    continue;
                }
                simulation.step();
                if (request != null) {
                    request.complete(simulation.stepCount());
                } else if (currentPace > 0) {
                    next += (long) (simulation.timeStep() / currentPace * 1e9);
                    waitUntil(next);
                }
            }
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException | Error failed) {
            failure = failed;
            failPending(failed);
        }
    }

    /** Sleeps until the pace allows the next step, waking early for pause, close or a change. */
    private void waitUntil(long deadline) throws InterruptedException {
        lock.lock();
        try {
            long remaining = deadline - System.nanoTime();
            while (remaining > 0 && !closed && playing && changes.isEmpty() && stepRequests.isEmpty()) {
                remaining = wake.awaitNanos(remaining);
            }
        } finally {
            lock.unlock();
        }
    }

    private void failPending(Throwable failed) {
        lock.lock();
        try {
            closed = true;
            for (CompletableFuture<Long> request : stepRequests) {
                request.completeExceptionally(failed);
            }
            stepRequests.clear();
            for (PendingChange change : changes) {
                change.applied().completeExceptionally(failed);
            }
            changes.clear();
        } finally {
            lock.unlock();
        }
    }

    /** Stops the thread after the step under way and releases the simulation's threads. */
    @Override
    public void close() {
        lock.lock();
        try {
            closed = true;
            wake.signalAll();
        } finally {
            lock.unlock();
        }
        try {
            thread.join(TimeUnit.SECONDS.toMillis(10));
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        failPending(new IllegalStateException("the simulation has been closed"));
        simulation.close();
    }

    /** A change waiting for the next step boundary, and who is told when it has been applied. */
    private record PendingChange(Consumer<Simulation> change, CompletableFuture<Void> applied) {

        void applyTo(Simulation simulation) {
            try {
                change.accept(simulation);
                applied.complete(null);
            } catch (RuntimeException rejected) {
                applied.completeExceptionally(rejected);
            }
        }
    }
}
