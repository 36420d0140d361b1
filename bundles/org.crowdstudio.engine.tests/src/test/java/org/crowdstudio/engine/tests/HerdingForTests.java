package org.crowdstudio.engine.tests;

import java.util.List;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.World;

/** A velocity solver contributed through the extension point, as a team's plug-in would. */
public final class HerdingForTests implements SteeringAlgorithm<VelocitySolver> {

    static final ParameterDescriptor<Double> COHESION = ParameterDescriptor.real("cohesion", 0.5, 0, 1, "", "How strongly agents keep together.");

    @Override
    public AlgorithmDescriptor<VelocitySolver> descriptor() {
        return new AlgorithmDescriptor<>("test-herding", Stage.VELOCITY_SOLVER, "Herding (tests)", "Keeps close to the herd.", List.of(COHESION));
    }

    @Override
    public VelocitySolver create(Parameters parameters, World world) {
        double cohesion = parameters.get(COHESION);
        return (agent, preferredVx, preferredVy, out) -> {
            out[0] = preferredVx * (1 - cohesion);
            out[1] = preferredVy * (1 - cohesion);
        };
    }
}
