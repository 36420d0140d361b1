package org.crowdstudio.engine.tests;

import java.util.List;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.SteeringAlgorithm;

/** A velocity solver contributed through the extension point, as a team's plug-in would. */
public final class HerdingForTests implements SteeringAlgorithm {

    @Override
    public AlgorithmDescriptor descriptor() {
        return new AlgorithmDescriptor("test-herding", Stage.VELOCITY_SOLVER, "Herding (tests)", "Keeps close to the herd.",
                List.of(ParameterDescriptor.real("cohesion", 0.5, 0, 1, "", "How strongly agents keep together.")));
    }
}
