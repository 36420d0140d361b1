package org.crowdstudio.engine.spi;

import java.util.function.IntConsumer;
import java.util.function.IntPredicate;

/**
 * What a {@link StepPhase} sees: every agent's state at the start of the step by id, each one's
 * own goal, and the neighbour grid.
 */
public interface PhaseView extends CrowdState {

    /** @return the simulation time at the start of the step, in seconds */
    double time();

    /** @return seconds per step */
    double timeStep();

    /**
     * The agent's handle in this step, as {@link AgentView#handleOf} gives it: agents near each
     * other in space have near handles, so per-agent data a phase keeps by handle is read with
     * few cache misses by stages that visit an agent's neighbours.
     */
    int handleOf(int agent);

    /** @return whether the agent has a goal of its own (the one it is heading for, or holds once arrived) or was sent somewhere */
    boolean hasDestination(int agent);

    /** @return x of the agent's own goal, or of the place it was sent to; NaN without either */
    double destinationX(int agent);

    /** @return y of the agent's own goal; NaN without one */
    double destinationY(int agent);

    /**
     * The ids of the other agents whose centres lie within {@code radius} of the agent's, in the
     * grid's order (the same for the same state, whatever the thread count).
     *
     * @param out receives as many ids as fit; entries past the count returned may be overwritten too
     * @return how many there are, which may exceed out.length
     */
    int neighboursWithin(int agent, double radius, int[] out);

    /**
     * Every pair of agents among {@code among} whose centres lie within {@code radius} of each
     * other, each pair once, worked out on the simulation's threads. A pair is packed in a long:
     * the lower id in the high 32 bits, the higher id in the low 32 bits. The order is the grid's,
     * the same for the same state whatever the thread count.
     *
     * @param among which agents (by id) take part; called from several threads, so it must only read
     */
    long[] pairsWithin(double radius, IntPredicate among);

    /**
     * Runs {@code work} for every agent id, spread over the simulation's threads, and returns when
     * all are done. For work done once per agent per step, such as what every other agent will
     * read of it: each call may write only the entries of its own agent. Agents come in the order
     * of their handles ({@link #handleOf}), so the work reads their state, and writes data it
     * keeps by handle, in sequence.
     */
    void forEachAgent(IntConsumer work);

    /**
     * Runs {@code work} for parts 0 to {@code parts} − 1, spread over the simulation's threads, and
     * returns when all are done. For work a phase splits into parts that touch disjoint data; which
     * thread runs which part varies, so a part's work must not depend on it. Here, one after the
     * other on the calling thread.
     */
    default void forEachPart(int parts, IntConsumer work) {
        for (int part = 0; part < parts; part++) {
            work.accept(part);
        }
    }
}
