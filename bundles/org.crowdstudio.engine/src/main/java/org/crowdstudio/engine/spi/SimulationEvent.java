package org.crowdstudio.engine.spi;

/**
 * Something that happened during a simulation that a user wants listed: two agents began a
 * conversation, a fire alarm sounded. Algorithms and the timeline publish them through the
 * {@link World}; the command line writes them as CSV and the workbench shows them.
 *
 * @param time simulation time in seconds at the start of the step in which it happened
 * @param event what happened, lower-case words joined by hyphens, e.g. {@code conversation-start}
 * @param agentA the first agent involved, or {@link #NO_AGENT}
 * @param agentB the second agent involved, or {@link #NO_AGENT}
 * @param kind what sort, e.g. {@code stop-and-talk}, or the name of a timeline event; may be empty
 */
public record SimulationEvent(double time, String event, int agentA, int agentB, String kind) {

    /** Stands for an agent where an event involves fewer than two. */
    public static final int NO_AGENT = -1;

    public SimulationEvent {
        if (event == null || event.isBlank()) {
            throw new IllegalArgumentException("an event needs a name");
        }
        kind = kind == null ? "" : kind;
    }
}
