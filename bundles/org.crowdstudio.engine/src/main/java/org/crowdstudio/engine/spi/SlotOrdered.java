package org.crowdstudio.engine.spi;

/**
 * A stage that keeps per-agent state by {@link AgentView#slot()}, the kernel's order of its
 * agents, rather than by id. Agents are stepped in slot order, and agents that stand near each
 * other have near slots, so state kept by slot is read from memory in the order the step walks
 * it; state kept by id is a cache miss per agent in a large crowd. Every few steps the kernel
 * regroups its agents so that slots keep following where they stand, and tells every stage of the
 * simulation's pipelines and every step phase that implements this interface, once each, so that
 * its state follows them. Slot-keyed state must belong to exactly one such object: two stages
 * sharing one array would each move it, and a stage out of every pipeline for a while misses
 * regroupings.
 */
public interface SlotOrdered {

    /**
     * Called on the stepping thread, between steps, before any stage runs for the next one; the
     * stage moves its per-slot state as the kernel moved its agents.
     *
     * @param order the agent now in slot s was in slot {@code order[s]}; to be read, not kept
     */
    void regrouped(int[] order);
}
