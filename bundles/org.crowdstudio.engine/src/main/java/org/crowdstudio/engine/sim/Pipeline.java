package org.crowdstudio.engine.sim;

import java.util.List;
import java.util.stream.IntStream;

import org.crowdstudio.engine.spi.OrientationPolicy;
import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.WaypointModifier;

/**
 * The compiled steering pipeline of one behaviour profile (IF paper §4.3).
 *
 * @param waypointModifiers stages that may set a temporary waypoint, asked in order; the first that does wins
 * @param sources preferred-velocity sources
 * @param weights their weights, one per source
 * @param averaged true: weighted average of the sources that propose (IF paper eq. 1); false: weighted sum
 * @param solver the velocity solver, or null: the new velocity is the preferred one
 * @param orientation the orientation policy, or null: the average of preferred and new velocity
 * @param agentStiffness contact force coefficient between agents, per unit mass (0: no contact forces)
 * @param obstacleStiffness contact force coefficient between agents and obstacles, per unit mass (0: none)
 * @param sourceNames a name per source, as an inspected agent's report shows it
 */
public record Pipeline(List<WaypointModifier> waypointModifiers, List<VelocitySource> sources, double[] weights, boolean averaged,
        VelocitySolver solver, OrientationPolicy orientation, double agentStiffness, double obstacleStiffness,
        List<String> sourceNames) {

    /** Helbing et al. 2000 as the IF paper uses it: K = 5000 between agents, 2500 with walls, for 80 kg. */
    public static final double AGENT_STIFFNESS = 5000.0 / 80;
    public static final double OBSTACLE_STIFFNESS = 2500.0 / 80;

    public Pipeline {
        waypointModifiers = List.copyOf(waypointModifiers);
        sources = List.copyOf(sources);
        if (weights.length != sources.size()) {
            throw new IllegalArgumentException(sources.size() + " sources but " + weights.length + " weights");
        }
        weights = weights.clone();
        sourceNames = List.copyOf(sourceNames);
        if (sourceNames.size() != sources.size()) {
            throw new IllegalArgumentException(sources.size() + " sources but " + sourceNames.size() + " source names");
        }
    }

    /** A pipeline whose sources are named by their position ("source 1", ...). */
    public Pipeline(List<WaypointModifier> waypointModifiers, List<VelocitySource> sources, double[] weights, boolean averaged,
            VelocitySolver solver, OrientationPolicy orientation, double agentStiffness, double obstacleStiffness) {
        this(waypointModifiers, sources, weights, averaged, solver, orientation, agentStiffness, obstacleStiffness,
                IntStream.rangeClosed(1, sources.size()).mapToObj(number -> "source " + number).toList());
    }

    /** Sources, a solver and contact forces between agents only: no waypoint modifiers or orientation policy. */
    public Pipeline(List<VelocitySource> sources, double[] weights, boolean averaged, VelocitySolver solver, double agentStiffness) {
        this(List.of(), sources, weights, averaged, solver, null, agentStiffness, 0);
    }
}
