package org.crowdstudio.steering.goal;

import java.util.List;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.World;

/** The built-in goal-reaching velocity source, {@code goal-reaching}. */
public final class GoalReachingAlgorithm implements SteeringAlgorithm {

    /** The id scenarios use. */
    public static final String ID = "goal-reaching";

    private static final AlgorithmDescriptor DESCRIPTOR = new AlgorithmDescriptor(ID, Stage.VELOCITY_SOURCE, "Goal reaching",
            "Walks straight to the current goal at preferred speed and on through the goal sequence.",
            List.of(ParameterDescriptor.real("perturbation", 1e-4, 0, 0.01, "m/s",
                    "A tiny random change of the preferred velocity that lets avoidance break perfectly symmetric encounters.")));

    @Override
    public AlgorithmDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public Object create(Parameters parameters, World world) {
        return new GoalReaching(parameters.real("perturbation"));
    }
}
