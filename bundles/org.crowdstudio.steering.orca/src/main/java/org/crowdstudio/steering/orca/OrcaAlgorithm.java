package org.crowdstudio.steering.orca;

import java.util.List;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.World;

/** The built-in ORCA velocity solver, {@code orca}. */
public final class OrcaAlgorithm implements SteeringAlgorithm<VelocitySolver> {

    /** The id scenarios use. */
    public static final String ID = "orca";

    public static final ParameterDescriptor<Double> NEIGHBOUR_DISTANCE = ParameterDescriptor.real("neighbourDistance", 5, 0, 100, "m",
            "How far away other agents are taken into account.");

    public static final ParameterDescriptor<Long> MAX_NEIGHBOURS = ParameterDescriptor.integer("maxNeighbours", 10, 1, 1000,
            "At most this many nearest agents are avoided.");

    public static final ParameterDescriptor<Double> TIME_HORIZON = ParameterDescriptor.real("timeHorizon", 2, 0.01, 60, "s",
            "How far ahead collisions with agents are avoided.");

    public static final ParameterDescriptor<Double> OBSTACLE_TIME_HORIZON = ParameterDescriptor.real("obstacleTimeHorizon", 2, 0.01, 60, "s",
            "How far ahead collisions with obstacles are avoided.");

    private static final AlgorithmDescriptor<VelocitySolver> DESCRIPTOR = new AlgorithmDescriptor<>(ID, Stage.VELOCITY_SOLVER, "ORCA",
            "Optimal reciprocal collision avoidance (van den Berg et al. 2011): the velocity nearest the preferred one that avoids "
                    + "neighbours and obstacles for a time horizon.",
            List.of(NEIGHBOUR_DISTANCE, MAX_NEIGHBOURS, TIME_HORIZON, OBSTACLE_TIME_HORIZON))
            .includedInNewProfiles();

    @Override
    public AlgorithmDescriptor<VelocitySolver> descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public VelocitySolver create(Parameters parameters, World world) {
        return new OrcaVelocitySolver(parameters.get(NEIGHBOUR_DISTANCE), Math.toIntExact(parameters.get(MAX_NEIGHBOURS)),
                parameters.get(TIME_HORIZON), parameters.get(OBSTACLE_TIME_HORIZON), new Obstacles(world.obstacles()));
    }
}
