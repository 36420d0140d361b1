package org.crowdstudio.steering.groups;

import java.util.List;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.World;

/**
 * The built-in velocity-connection solver, {@code velocity-connection} (Ren et al., Group Modeling:
 * a Unified Velocity-based Approach, CGF 2017): collision avoidance by velocity obstacles plus
 * velocity connections that keep related agents together. Who relates to whom, and each agent's
 * connection parameters (the paper's Table 2), come from the scenario's groups and profiles
 * through the world's {@link GroupScene}; the parameters here are the solver's own.
 */
public final class VelocityConnectionAlgorithm implements SteeringAlgorithm<VelocitySolver> {

    /** The id scenarios use. */
    public static final String ID = "velocity-connection";

    public static final ParameterDescriptor<Double> NEIGHBOUR_DISTANCE = ParameterDescriptor.real("neighbourDistance", 5, 0, 100, "m",
            "How far away other agents are avoided.");

    public static final ParameterDescriptor<Long> MAX_NEIGHBOURS = ParameterDescriptor.integer("maxNeighbours", 10, 1, 1000,
            "At most this many nearest agents are avoided.");

    public static final ParameterDescriptor<Double> OBSTACLE_TIME_HORIZON = ParameterDescriptor.real("obstacleTimeHorizon", 1, 0.01, 60, "s",
            "How far ahead collisions with walls are avoided.");

    public static final ParameterDescriptor<Double> INFLUENCE_DECAY = ParameterDescriptor.real("influenceDecay", 4, 0, 20, "",
            "How much a strong relation outweighs distance when connection neighbours are chosen: the relation distance "
            + "is the distance times exp(−decay · e_ij) (eq. 1). With 4, a leader of weight 1 is chosen over members of "
            + "weight 0.5 up to 7.4 times as far away; 0: the nearest related agents, whatever their weight.");

    public static final ParameterDescriptor<Double> VELOCITY_INERTIA = ParameterDescriptor.real("velocityInertia", 0.05, 0, 1, "",
            "Weight of keeping the current velocity, beside the paper's preferences: between two near-equal choices the "
            + "agent keeps the one it has instead of switching at every step. 0: the paper's eq. 13 alone.");

    private static final AlgorithmDescriptor<VelocitySolver> DESCRIPTOR = new AlgorithmDescriptor<>(ID, Stage.VELOCITY_SOLVER,
            "Velocity connection (groups)",
            "Avoids neighbours and walls with velocity obstacles while staying near the agent's connection neighbours chosen from its groups "
                    + "and relations (VC paper eq. 6–13); the groups' and profiles' group parameters set n^c, r^max, w_g and w_v.",
            List.of(NEIGHBOUR_DISTANCE, MAX_NEIGHBOURS, OBSTACLE_TIME_HORIZON, INFLUENCE_DECAY, VELOCITY_INERTIA));

    @Override
    public AlgorithmDescriptor<VelocitySolver> descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public VelocitySolver create(Parameters parameters, World world) {
        return new VelocityConnectionSolver(WorldGroups.of(world), parameters.get(NEIGHBOUR_DISTANCE),
                Math.toIntExact(parameters.get(MAX_NEIGHBOURS)),
                parameters.get(OBSTACLE_TIME_HORIZON), parameters.get(INFLUENCE_DECAY), parameters.get(VELOCITY_INERTIA));
    }
}
