package org.crowdstudio.engine.spi;

/**
 * Decides where an agent faces (pipeline step 7), e.g. an orientation field looking at a painting.
 * Where it proposes nothing, the kernel's default applies: the average of the preferred and the
 * new velocity. Called from several threads at once.
 */
public interface OrientationPolicy {

    /**
     * @param agent the agent, at the start of the step
     * @param preferredVx the preferred velocity of this step, x (m/s)
     * @param preferredVy the preferred velocity of this step, y (m/s)
     * @param newVx the new velocity of this step, x (m/s)
     * @param newVy the new velocity of this step, y (m/s)
     * @param facing receives a direction to face (any length but zero): facing[0], facing[1]
     * @return false to leave the orientation to the default
     */
    boolean orient(AgentView agent, double preferredVx, double preferredVy, double newVx, double newVy, double[] facing);
}
