package org.crowdstudio.steering.social;

/**
 * A conversation starting or ending.
 *
 * @param time simulation time in seconds
 * @param started true when it starts, false when it ends
 * @param first the agent with the lower id (the dominant one when pair walking)
 * @param second the other agent
 */
public record ConversationEvent(double time, boolean started, int first, int second, ConversationKind kind) {
}
