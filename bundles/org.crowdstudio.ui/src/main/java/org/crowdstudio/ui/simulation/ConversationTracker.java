package org.crowdstudio.ui.simulation;

import java.util.Arrays;
import java.util.function.Consumer;

import org.crowdstudio.engine.spi.SimulationEvent;

/**
 * Knows who is talking to whom from the social layer's conversation events, so the view can draw
 * conversations and count the socialising agents without asking the layer for its state.
 */
final class ConversationTracker implements Consumer<SimulationEvent> {

    private final int[] partner;

    ConversationTracker(int agents) {
        partner = new int[agents];
        Arrays.fill(partner, -1);
    }

    @Override
    public synchronized void accept(SimulationEvent event) {
        if (event.agentA() < 0 || event.agentB() < 0 || event.agentA() >= partner.length || event.agentB() >= partner.length) {
            return;
        }
        switch (event.event()) {
            case "conversation-start" -> {
                partner[event.agentA()] = event.agentB();
                partner[event.agentB()] = event.agentA();
            }
            case "conversation-end" -> {
                if (partner[event.agentA()] == event.agentB()) {
                    partner[event.agentA()] = -1;
                }
                if (partner[event.agentB()] == event.agentA()) {
                    partner[event.agentB()] = -1;
                }
            }
            default -> {
                // other events do not change who talks
            }
        }
    }

    /** A copy of every agent's partner (-1 for none). */
    synchronized int[] partners() {
        return partner.clone();
    }
}
