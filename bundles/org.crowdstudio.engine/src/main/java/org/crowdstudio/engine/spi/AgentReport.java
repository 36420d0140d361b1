package org.crowdstudio.engine.spi;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What the steering stages did for one agent in one step, in words and numbers an artist reads:
 * rows of label and value grouped in sections ("Interaction fields", "Social"). Only the agent
 * being inspected gets one (see {@link AgentView#report()}); stages add rows while they compute
 * that agent, so the report shows exactly what the step used and inspecting never changes a run.
 */
public final class AgentReport {

    /** One line of the report. */
    public record Row(String section, String label, String value) {
    }

    private final int agent;
    private final long step;
    private final double time;
    private final List<Row> rows = new ArrayList<>();

    /**
     * @param agent the agent's id
     * @param step the step the report was made in
     * @param time the simulation time at the start of that step
     */
    public AgentReport(int agent, long step, double time) {
        this.agent = agent;
        this.step = step;
        this.time = time;
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
