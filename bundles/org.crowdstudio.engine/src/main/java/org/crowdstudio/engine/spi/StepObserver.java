package org.crowdstudio.engine.spi;

/**
 * Sees every step without changing it: a trajectory recorder, statistics, the workbench's view.
 * Called on the simulation's thread after each step, in the order observers were added; a slow
 * observer slows the simulation, so views copy what they need and draw elsewhere.
 */
public interface StepObserver {

    /**
     * @param step the number of steps taken so far (1 after the first step)
     * @param time simulation time in seconds after the step
     * @param state every agent's state after the step
     */
    void stepped(long step, double time, CrowdState state);
}
