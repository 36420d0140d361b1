package org.crowdstudio.engine.spi;

/**
 * Sets a temporary waypoint in place of an agent's goal for one step (pipeline step 2): the hook
 * the social layer uses to send two agents towards each other or a walking partner to its side.
 * While a waypoint is set, {@link AgentView#goalX()} and {@link AgentView#goalY()} return it, so
 * every preferred-velocity source steers there; {@link AgentView#destinationX()} still gives the
 * goal from the agent's own sequence. Called from several threads at once, like every stage.
 */
public interface WaypointModifier {

    /**
     * @param agent the agent
     * @param out receives the waypoint: out[0], out[1] in metres, and in out[2] the pace: the
     *        fraction of its preferred speed the agent walks at this step, 1 on entry (a pair
     *        walker ahead of its partner slows down with it)
     * @return false to leave the agent's goal and pace as they are this step
     */
    boolean modify(AgentView agent, double[] out);
}
