package org.crowdstudio.engine;

/**
 * The fixed-step clock of a simulation run.
 *
 * <p>Simulation time is always derived as {@code step * timeStep}, never accumulated by adding the
 * time step once per step: repeated addition drifts (0.1 has no exact binary form), and the drift
 * would make time-keyed behaviour (keyframes, events, activation windows) depend on how a run was
 * paused or resumed. Deriving it keeps the time of step {@code n} identical in every run.
 */
public final class SimulationClock {

    /** The default time step of the papers' simulations, in seconds. */
    public static final double DEFAULT_TIME_STEP = 0.1;

    private final double timeStep;
    private long step;

    /**
     * @param timeStep the fixed time step in seconds; finite and greater than zero
     * @throws IllegalArgumentException if the time step is not a positive finite number
     */
    public SimulationClock(double timeStep) {
        if (!(timeStep > 0) || !Double.isFinite(timeStep)) {
            throw new IllegalArgumentException("time step must be a positive number of seconds, got " + timeStep);
        }
        this.timeStep = timeStep;
    }

    /** @return the fixed time step in seconds */
    public double timeStep() {
        return timeStep;
    }

    /** @return the number of steps taken so far */
    public long step() {
        return step;
    }

    /** @return the simulation time in seconds at the current step */
    public double time() {
        return timeAt(step);
    }

    /** @return the simulation time in seconds at the given step */
    public double timeAt(long stepIndex) {
        return stepIndex * timeStep;
    }

    /** Advances the clock by one step. */
    public void advance() {
        step++;
    }

    /**
     * The number of whole steps needed to cover a duration: a duration that is a multiple of the
     * time step up to rounding error (10 s at 0.1 s) gives exactly that many steps, not one more.
     *
     * @param durationSeconds a duration in seconds, zero or more
     * @return the number of steps, rounded up for a partial step
     */
    public long stepsFor(double durationSeconds) {
        if (!(durationSeconds >= 0) || !Double.isFinite(durationSeconds)) {
            throw new IllegalArgumentException("duration must be zero or more seconds, got " + durationSeconds);
        }
        double steps = durationSeconds / timeStep;
        long nearest = Math.round(steps);
        if (Math.abs(steps - nearest) <= 1e-9 * Math.max(1, nearest)) {
            return nearest;
        }
        return (long) Math.ceil(steps);
    }
}
