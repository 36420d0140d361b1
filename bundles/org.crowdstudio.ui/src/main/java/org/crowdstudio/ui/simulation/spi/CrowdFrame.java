package org.crowdstudio.ui.simulation.spi;

/**
 * One step of a run as the simulation view draws it: every agent's position, body and facing by
 * agent id, copied on the simulation's thread. Overlays place what they draw with it, so their
 * marks sit on the agents of the very step the view shows.
 */
public interface CrowdFrame {

    /** @return steps taken */
    long step();

    /** @return simulation time in seconds */
    double time();

    /** @return how many agents there are; ids run from 0 to size() − 1 */
    int size();

    /** @return the agent's x, metres */
    double x(int agent);

    /** @return the agent's y, metres */
    double y(int agent);

    /** @return the agent's body radius, metres */
    double radius(int agent);

    /** @return where the agent faces, radians */
    double heading(int agent);

    /** @return how fast the agent walks, m/s */
    double speed(int agent);

    /** @return the agent the artist inspects in the view, or -1 */
    default int inspectedAgent() {
        return -1;
    }
}
