package org.crowdstudio.engine.spi;

/**
 * The state of every agent after a step, by agent id (the order agents were added in), for
 * observers: recorders, statistics, views. Read it during {@link StepObserver#stepped} only; it
 * changes with the next step.
 */
public interface CrowdState {

    int size();

    double x(int agent);

    double y(int agent);

    double vx(int agent);

    double vy(int agent);

    /** @return facing direction in radians, counter-clockwise from +x */
    double heading(int agent);

    double radius(int agent);

    /** @return whether the agent has goals and a last one to reach: it was given goals and does not loop */
    boolean seeksGoal(int agent);

    /** @return whether the agent has reached its last goal (and does not loop) */
    boolean arrived(int agent);
}
