package org.crowdstudio.ui.simulation;

import org.crowdstudio.engine.spi.AgentReport;

/**
 * What the view draws of one step, copied on the simulation's thread so drawing never reads a
 * crowd that is being stepped.
 *
 * @param step steps taken
 * @param time simulation time in seconds
 * @param positions x y of every agent by id, side by side
 * @param headings every agent's facing, radians
 * @param radii every agent's body radius
 * @param partners each agent's conversation partner, or -1
 * @param talking how many agents are in a conversation
 * @param report the inspected agent's report of this step, or null
 */
record Frame(long step, double time, double[] positions, double[] headings, double[] radii, int[] partners, int talking, AgentReport report) {

    int size() {
        return headings.length;
    }

    /** The fraction of agents talking or walking with a partner (TA paper Fig. 4's "socialising"). */
    double socialisingFraction() {
        return size() == 0 ? 0 : (double) talking / size();
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
