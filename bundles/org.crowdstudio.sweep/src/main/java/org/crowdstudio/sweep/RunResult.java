package org.crowdstudio.sweep;

import java.io.Serializable;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * What one run of a sweep measured: the statistics {@code simulate} prints, how many events of
 * each kind happened, and every installed method's own measures, by column name. A value the run
 * could not give (no agent has a goal) is NaN.
 *
 * @param spec the run
 * @param values by column name, in the order they were measured
 * @param wallSeconds how long the run took where it ran, s
 * @param trajectories the run's trajectories as gzipped CSV, as {@code simulate} writes them; null when not kept
 */
public record RunResult(RunSpec spec, Map<String, Double> values, double wallSeconds,
        byte[] trajectories) implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Starts the columns of event counts, which follow the statistics. */
    public static final String EVENT_PREFIX = "events_";

    public RunResult {
        values = new LinkedHashMap<>(values);
    }

    /**
     * @return the column counting an event: {@code conversation-start} is counted in
     *         {@code events_conversation_start}
     */
    public static String eventColumn(String event) {
        return EVENT_PREFIX + event.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "_");
    }
}
