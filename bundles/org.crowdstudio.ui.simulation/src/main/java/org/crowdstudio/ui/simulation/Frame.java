package org.crowdstudio.ui.simulation;

import java.util.Map;

import org.crowdstudio.engine.spi.AgentReport;
import org.crowdstudio.ui.simulation.spi.CrowdFrame;

/**
 * What the view draws of one step, copied on the simulation's thread so drawing never reads a
 * crowd that is being stepped.
 *
 * @param step steps taken
 * @param time simulation time in seconds
 * @param positions x y of every agent by id, side by side
 * @param velocities vx vy of every agent by id, side by side
 * @param headings every agent's facing, radians
 * @param radii every agent's body radius
 * @param goals x y of the goal each agent heads for, side by side; NaN for an agent without one
 * @param partners each agent's conversation partner, or -1
 * @param walkingTogether whether each agent walks beside its partner (pair walking) rather than stands to talk
 * @param report the inspected agent's report of this step, or null
 * @param overlays the shown contributed overlays' snapshots of this step, by overlay id
 */
record Frame(long step, double time, double[] positions, double[] velocities, double[] headings, double[] radii, double[] goals, int[] partners,
        boolean[] walkingTogether, AgentReport report, Map<String, Object> overlays) implements CrowdFrame {

    Frame {
        overlays = Map.copyOf(overlays);
    }

    /** The same step with the overlays' snapshots captured again (an overlay was turned on while the run is paused). */
    Frame withOverlays(Map<String, Object> captured) {
        return new Frame(step, time, positions, velocities, headings, radii, goals, partners, walkingTogether, report, captured);
    }

    @Override
    public int inspectedAgent() {
        return report == null ? -1 : report.agent();
    }

    @Override
    public int size() {
        return headings.length;
    }

    @Override
    public double x(int agent) {
        return positions[2 * agent];
    }

    @Override
    public double y(int agent) {
        return positions[2 * agent + 1];
    }

    @Override
    public double radius(int agent) {
        return radii[agent];
    }

    @Override
    public double heading(int agent) {
        return headings[agent];
    }

    /** The fraction of agents talking or walking with a partner (TA paper Fig. 4's "socialising"). */
    double socialisingFraction() {
        int socialising = 0;
        for (int partner : partners) {
            socialising += partner >= 0 ? 1 : 0;
        }
        return size() == 0 ? 0 : (double) socialising / size();
    }

    /** The fraction of agents walking beside a partner. */
    double pairWalkingFraction() {
        int walking = 0;
        for (boolean together : walkingTogether) {
            walking += together ? 1 : 0;
        }
        return size() == 0 ? 0 : (double) walking / size();
    }

    /** The agents' mean speed, m/s. */
    double meanSpeed() {
        double sum = 0;
        for (int agent = 0; agent < size(); agent++) {
            sum += speed(agent);
        }
        return size() == 0 ? 0 : sum / size();
    }

    /** An agent's speed, m/s; a plain square root, as this runs for every agent at every step. */
    @Override
    public double speed(int agent) {
        double vx = velocities[2 * agent];
        double vy = velocities[2 * agent + 1];
        return Math.sqrt(vx * vx + vy * vy);
    }

    /** The agent whose centre is nearest (x, y), if within {@code slack} metres of its body; else -1. */
    int agentAt(double x, double y, double slack) {
        int found = -1;
        double best = Double.POSITIVE_INFINITY;
        for (int agent = 0; agent < size(); agent++) {
            double distance = Math.hypot(positions[2 * agent] - x, positions[2 * agent + 1] - y);
            if (distance <= radii[agent] + slack && distance < best) {
                best = distance;
                found = agent;
            }
        }
        return found;
    }
}
