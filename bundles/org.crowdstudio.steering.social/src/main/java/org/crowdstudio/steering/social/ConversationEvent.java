package org.crowdstudio.steering.social;

import org.crowdstudio.engine.spi.SimulationEvent;

/**
 * A conversation starting or ending.
 *
 * @param time simulation time in seconds
 * @param started true when it starts, false when it ends
 * @param first the agent with the lower id (the dominant one when pair walking)
 * @param second the other agent
 */
public record ConversationEvent(double time, boolean started, int first, int second, ConversationKind kind) {

    /** As published to the world's event listeners. */
    public static final String STARTED = "conversation-start";
    public static final String ENDED = "conversation-end";

    /** @return this event as listed with every other simulation event */
    public SimulationEvent asSimulationEvent() {
        return new SimulationEvent(time, started ? STARTED : ENDED, first, second, kind.label());
    }
}
