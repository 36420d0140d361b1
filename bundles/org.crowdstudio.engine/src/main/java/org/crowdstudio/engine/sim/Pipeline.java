package org.crowdstudio.engine.sim;

import java.util.List;

import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.VelocitySource;

/**
 * The compiled steering pipeline of one behaviour profile.
 *
 * @param sources preferred-velocity sources
 * @param weights their weights, one per source
 * @param averaged true: weighted average of the sources that propose (IF paper eq. 1); false: weighted sum
 * @param solver the velocity solver, or null: the new velocity is the preferred one
 * @param agentStiffness contact force coefficient between agents, per unit mass (0: no contact forces)
 */
public record Pipeline(List<VelocitySource> sources, double[] weights, boolean averaged, VelocitySolver solver, double agentStiffness) {

    public Pipeline {
        sources = List.copyOf(sources);
        if (weights.length != sources.size()) {
            throw new IllegalArgumentException(sources.size() + " sources but " + weights.length + " weights");
        }
        weights = weights.clone();
    }
}
