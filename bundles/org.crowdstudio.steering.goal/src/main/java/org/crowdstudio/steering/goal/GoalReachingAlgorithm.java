package org.crowdstudio.steering.goal;

import java.util.List;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.World;

/** The built-in goal-reaching velocity source, {@code goal-reaching}. */
public final class GoalReachingAlgorithm implements SteeringAlgorithm<VelocitySource> {

    /** The id scenarios use. */
    public static final String ID = "goal-reaching";

    public static final ParameterDescriptor<Double> PERTURBATION = ParameterDescriptor.real("perturbation", 1e-4, 0, 0.01, "m/s",
            "A tiny random change of the preferred velocity that lets avoidance break perfectly symmetric encounters.");

    public static final ParameterDescriptor<Double> SIDE_PREFERENCE = ParameterDescriptor.real("sidePreference", 0, -30, 30, "°",
            "Keep-right convention: the walking direction turns this much to the right of the goal (negative: to the left), "
            + "so that people meeting head-on pass on the same side and crowds crossing in the middle form a "
            + "roundabout instead of a jam. 0 walks straight at the goal.");

    public static final ParameterDescriptor<Double> SIDE_PREFERENCE_FADE = ParameterDescriptor.real("sidePreferenceFade", 5, 0, 100, "m",
            "Within this distance of the goal the side preference shrinks to nothing, so that agents walk straight onto their goal.");

    public static final ParameterDescriptor<Boolean> DENSITY_PACE = ParameterDescriptor.bool("densityPace", true,
            "Walks slower in a dense crowd, as people do: the pace follows the empirical speed–density relation (Weidmann) "
            + "for the density within 2 m, from the preferred speed up to 0.5 people per m² down to 0.82 of it at 1 per m², "
            + "0.47 at 2 and 0.26 at 3. Off: the preferred speed whatever the crowd.");

    private static final AlgorithmDescriptor<VelocitySource> DESCRIPTOR = new AlgorithmDescriptor<>(ID, Stage.VELOCITY_SOURCE, "Goal reaching",
            "Walks to the current goal at preferred speed and on through the goal sequence.",
            List.of(PERTURBATION, SIDE_PREFERENCE, SIDE_PREFERENCE_FADE, DENSITY_PACE))
            .includedInNewProfiles();

    @Override
    public AlgorithmDescriptor<VelocitySource> descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public VelocitySource create(Parameters parameters, World world) {
        return new GoalReaching(parameters.get(PERTURBATION), Math.toRadians(parameters.get(SIDE_PREFERENCE)),
                parameters.get(SIDE_PREFERENCE_FADE), parameters.get(DENSITY_PACE) ? new DensityPace(world.obstacles()) : null);
    }
}
