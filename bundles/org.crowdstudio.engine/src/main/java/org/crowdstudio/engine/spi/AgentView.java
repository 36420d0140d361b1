package org.crowdstudio.engine.spi;

/**
 * What a steering stage sees of the agent it is computing, during one step: the state at the
 * start of the step (never the half-updated next state, so that results do not depend on the
 * order or the threads agents are computed in), its neighbours, and the step's time.
 */
public interface AgentView {

    /** @return the agent's id: its index in the order agents were added, stable for the whole run */
    int index();

    /**
     * @return the agent's place in the kernel's current order, 0 to the crowd's size − 1: agents
     *         near each other have near places. It changes between steps when the kernel regroups
     *         its agents; a stage that keeps state by it implements {@link SlotOrdered} to follow.
     *         A view whose agents are never regrouped answers the id.
     */
    default int slot() {
        return index();
    }

    double x();

    double y();

    double vx();

    double vy();

    /** @return facing direction in radians at the start of the step, counter-clockwise from +x */
    double heading();

    /** @return body radius in metres */
    double radius();

    /** @return preferred speed in m/s */
    double preferredSpeed();

    /** @return maximum speed in m/s */
    double maxSpeed();

    /** @return whether the agent has somewhere to go this step: a temporary waypoint or a goal */
    boolean hasGoal();

    /** @return where the agent heads this step: a waypoint modifier's temporary waypoint, else its current goal */
    double goalX();

    double goalY();

    /**
     * @return whether the agent has goals of its own or was sent somewhere (an evacuation); one that
     *         has reached the last of them holds it (pushed off, it walks back), so this stays true
     */
    boolean hasDestination();

    /**
     * @return the current goal of the agent's own goal sequence (the last one once arrived), or the
     *         place it was sent to, whatever waypoint modifiers say
     */
    double destinationX();

    double destinationY();

    /** @return whether a user (a joystick, the workbench, a script) steers this agent */
    boolean hasUserVelocity();

    /** @return the velocity the user set last, x (m/s); 0 if none */
    double userVx();

    double userVy();

    /** @return simulation time in seconds at the start of the step */
    double time();

    /** @return the time step in seconds */
    double timeStep();

    /** @return the number of steps taken before this one */
    long step();

    /**
     * The nearest other agents within {@code radius}, nearest first, at most {@code max}.
     *
     * @param out receives neighbour handles, to pass to {@link #x(int)} and the other accessors;
     *            they are valid during this step only (the kernel moves agents around in memory
     *            between steps to keep neighbours close)
     * @return how many were found
     */
    int nearestNeighbours(double radius, int max, int[] out);

    /**
     * Every other agent within {@code radius}, unsorted: cheaper than {@link #nearestNeighbours}
     * when all of them are wanted, e.g. every emitter of a field near the agent, or a count for the
     * local density. The order is the same in every run and for any thread count.
     *
     * @param out receives neighbour handles, as many as fit; entries past the count returned may be
     *        overwritten too
     * @return how many there are; if more than {@code out.length}, only the first ones were written
     */
    int neighboursWithin(double radius, int[] out);

    /** State of another agent, by a handle from {@link #nearestNeighbours}, at the start of the step. */
    double x(int agent);

    double y(int agent);

    double vx(int agent);

    double vy(int agent);

    double radius(int agent);

    double heading(int agent);

    /** @return the stable id of another agent, by handle */
    int id(int agent);

    /**
     * The handle of any agent by its stable id, for the accessors above: how a field receiver
     * finds the agent that emits the field. Valid during this step only, like every handle.
     *
     * @param id an agent id, from 0 to the number of agents minus one
     */
    int handleOf(int id);

    /**
     * A number in [0, 1) that depends only on the scenario seed, this agent, the step and the
     * purpose, so that randomness is identical for any thread count and in every run.
     */
    double random(int purpose);

    /**
     * The report of this agent's step when the artist inspects it, else null. A stage that can
     * say what it did (the fields perceived, a conversation) adds rows while it computes.
     */
    default AgentReport report() {
        return null;
    }
}
