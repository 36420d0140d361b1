package org.crowdstudio.ui.simulation;

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
 */
record Frame(long step, double time, double[] positions, double[] headings, double[] radii, int[] partners, int talking) {

    int size() {
        return headings.length;
    }

    /** The fraction of agents talking or walking with a partner (TA paper Fig. 4's "socialising"). */
    double socialisingFraction() {
        return size() == 0 ? 0 : (double) talking / size();
    }
}
