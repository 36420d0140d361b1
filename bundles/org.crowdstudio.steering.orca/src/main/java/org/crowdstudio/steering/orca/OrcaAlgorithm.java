package org.crowdstudio.steering.orca;

import java.util.List;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.World;

/** The built-in ORCA velocity solver, {@code orca}. */
public final class OrcaAlgorithm implements SteeringAlgorithm {

    /** The id scenarios use. */
    public static final String ID = "orca";

    private static final AlgorithmDescriptor DESCRIPTOR = new AlgorithmDescriptor(ID, Stage.VELOCITY_SOLVER, "ORCA",
            "Optimal reciprocal collision avoidance (van den Berg et al. 2011): the velocity nearest the preferred one that avoids "
                    + "neighbours and obstacles for a time horizon.",
            List.of(ParameterDescriptor.real("neighbourDistance", 5, 0, 100, "m", "How far away other agents are taken into account."),
                    ParameterDescriptor.integer("maxNeighbours", 10, 1, 1000, "At most this many nearest agents are avoided."),
                    ParameterDescriptor.real("timeHorizon", 2, 0.01, 60, "s", "How far ahead collisions with agents are avoided."),
                    ParameterDescriptor.real("obstacleTimeHorizon", 2, 0.01, 60, "s", "How far ahead collisions with obstacles are avoided.")))
            .includedInNewProfiles();

    @Override
    public AlgorithmDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public Object create(Parameters parameters, World world) {
        return new OrcaVelocitySolver(parameters.real("neighbourDistance"), (int) parameters.integer("maxNeighbours"),
                parameters.real("timeHorizon"), parameters.real("obstacleTimeHorizon"), new Obstacles(world.obstacles()));
    }
}
