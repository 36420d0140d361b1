package org.crowdstudio.engine.spi;

/**
 * A preferred-velocity source (pipeline step 3): goal reaching, interaction fields, anisotropic
 * fields, user control. Called for many agents at once from several threads: implementations keep
 * no per-agent state in fields, or keep it per agent index.
 */
public interface VelocitySource {

    /**
     * @param agent the agent
     * @param out receives the proposed velocity (m/s): out[0], out[1]
     * @return false if the source proposes nothing for this agent now (e.g. outside every field);
     *         it then takes no part in the combination
     */
    boolean propose(AgentView agent, double[] out);
}
