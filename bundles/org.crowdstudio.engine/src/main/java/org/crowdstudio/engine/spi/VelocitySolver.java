package org.crowdstudio.engine.spi;

/**
 * Turns the preferred velocity into the new velocity (pipeline step 4): collision avoidance such
 * as ORCA or social forces. Called from several threads at once; per-thread scratch belongs in a
 * {@link ThreadLocal}.
 */
public interface VelocitySolver {

    /**
     * @param agent the agent
     * @param preferredVx preferred velocity, x (m/s)
     * @param preferredVy preferred velocity, y (m/s)
     * @param out receives the new velocity (m/s)
     */
    void solve(AgentView agent, double preferredVx, double preferredVy, double[] out);
}
