package org.crowdstudio.engine.spi;

/**
 * Work done once per step before any agent is stepped, on one thread: decisions that involve
 * several agents at once and so cannot be taken per agent in parallel (the social layer pairs
 * agents into conversations here, each agent in at most one). It sees the state at the start of
 * the step, as every stage does, and keeps its results for the stages to read during the step;
 * since it runs alone, they do not depend on the number of threads.
 *
 * <p>Registered with {@link World#addStepPhase}, once per world: algorithms that share a phase
 * register it where they create their shared state ({@link World#shared}).
 */
@FunctionalInterface
public interface StepPhase {

    /** @param crowd the state at the start of the step, by agent id */
    void beforeStep(PhaseView crowd);
}
