package org.crowdstudio.ui.simulation;

import java.util.Arrays;
import java.util.function.Consumer;

import org.crowdstudio.engine.spi.SimulationEvent;

/**
 * Knows who is talking to whom, and which pairs walk together, from the social layer's
 * conversation events, so the view can draw conversations and count the socialising agents
 * without asking the layer for its state; and how long each conversation that ended lasted, for
 * the Plots view.
 */
final class ConversationTracker implements Consumer<SimulationEvent> {

    /** The social layer's detail of a conversation held while walking side by side. */
    private static final String PAIR_WALK = "pair-walk";

    private final int[] partner;
    private final boolean[] walking;
    private final double[] startedAt;
    private double[] lengths = new double[64];
    private int ended;

    ConversationTracker(int agents) {
        partner = new int[agents];
        walking = new boolean[agents];
        startedAt = new double[agents];
        Arrays.fill(partner, -1);
    }

    @Override
    public synchronized void accept(SimulationEvent event) {
        int a = event.agentA();
        int b = event.agentB();
        if (a < 0 || b < 0 || a >= partner.length || b >= partner.length) {
            return;
        }
        switch (event.event()) {
            case "conversation-start" -> {
                partner[a] = b;
                partner[b] = a;
                walking[a] = walking[b] = PAIR_WALK.equals(event.kind());
                startedAt[a] = event.time();
            }
            case "conversation-end" -> {
                if (partner[a] == b) {
                    recordLength(event.time() - startedAt[a]);
                }
                end(a, b);
                end(b, a);
            }
            default -> {
                // other events do not change who talks
            }
        }
    }

    private void recordLength(double length) {
        if (ended == lengths.length) {
            lengths = Arrays.copyOf(lengths, 2 * ended);
        }
        lengths[ended++] = length;
    }

    /** @return how long each conversation that ended lasted, s, in the order they ended */
    synchronized double[] lengths() {
        return Arrays.copyOf(lengths, ended);
    }

    private void end(int agent, int other) {
        if (partner[agent] == other) {
            partner[agent] = -1;
            walking[agent] = false;
        }
    }

    /**
     * Who is with whom, taken at once so partners and kinds agree.
     *
     * @param partners every agent's partner, -1 for none
     * @param walking whether each agent walks with its partner rather than standing to talk
     */
    record Snapshot(int[] partners, boolean[] walking) {
    }

    synchronized Snapshot snapshot() {
        return new Snapshot(partner.clone(), walking.clone());
    }
}
