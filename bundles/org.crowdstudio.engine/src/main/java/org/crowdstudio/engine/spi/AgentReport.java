package org.crowdstudio.engine.spi;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What the steering stages did for one agent in one step, in words and numbers an artist reads:
 * rows of label and value grouped in sections ("Interaction fields", "Social"). Only the agent
 * being inspected gets one (see {@link AgentView#report()}); stages add rows while they compute
 * that agent, so the report shows exactly what the step used and inspecting never changes a run.
 * Stages may also write measures: named numbers the workbench plots over time (a pair's interest,
 * say), and may say more about one other agent the artist watches beside it, the counterpart.
 */
public final class AgentReport {

    /** One line of the report. */
    public record Row(String section, String label, String value) {
    }

    /** No counterpart is watched. */
    public static final int NO_COUNTERPART = -1;

    private final int agent;
    private final int counterpart;
    private final long step;
    private final double time;
    private final List<Row> rows = new ArrayList<>();
    private final Map<String, Double> measures = new LinkedHashMap<>();

    /**
     * @param agent the agent's id
     * @param step the step the report was made in
     * @param time the simulation time at the start of that step
     */
    public AgentReport(int agent, long step, double time) {
        this(agent, NO_COUNTERPART, step, time);
    }

    /**
     * @param agent the agent's id
     * @param counterpart the id of another agent the artist watches with it, or {@link #NO_COUNTERPART}
     * @param step the step the report was made in
     * @param time the simulation time at the start of that step
     */
    public AgentReport(int agent, int counterpart, long step, double time) {
        this.agent = agent;
        this.counterpart = counterpart;
        this.step = step;
        this.time = time;
    }

    /**
     * Records a number to plot over time, e.g. {@code Interest in agent 7}; a later value of the
     * same name replaces the earlier one.
     */
    public void measure(String name, double value) {
        measures.put(name, value);
    }

    /** The measures in the order they were first written. */
    public Map<String, Double> measures() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(measures));
    }

    /** The other agent watched with this one, or {@link #NO_COUNTERPART}. */
    public int counterpart() {
        return counterpart;
    }

    public void add(String section, String label, String value) {
        rows.add(new Row(section, label, value));
    }

    /** Adds a vector as "(x, y) unit", two decimals: what a person compares at a glance. */
    public void addVector(String section, String label, double x, double y, String unit) {
        add(section, label, vector(x, y, unit));
    }

    /** "(0.82, −0.10) m/s": two decimals, always with a dot. */
    public static String vector(double x, double y, String unit) {
        return String.format(Locale.ROOT, "(%.2f, %.2f) %s", x, y, unit).trim();
    }

    public int agent() {
        return agent;
    }

    public long step() {
        return step;
    }

    public double time() {
        return time;
    }

    public List<Row> rows() {
        return List.copyOf(rows);
    }
}
