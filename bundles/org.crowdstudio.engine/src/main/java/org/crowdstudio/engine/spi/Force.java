package org.crowdstudio.engine.spi;

/**
 * Adds an acceleration to an agent (pipeline step 5), next to the kernel's own contact forces:
 * wind, a push from a crowd crush model, a pull towards a formation. Called from several threads
 * at once.
 */
public interface Force {

    /**
     * @param agent the agent
     * @param newVx the new velocity the solver chose, x (m/s)
     * @param newVy the new velocity the solver chose, y (m/s)
     * @param acceleration add the force per unit mass (m/s²) to acceleration[0], acceleration[1]
     */
    void accelerate(AgentView agent, double newVx, double newVy, double[] acceleration);
}
