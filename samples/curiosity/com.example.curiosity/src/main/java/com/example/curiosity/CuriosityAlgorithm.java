package com.example.curiosity;

import java.util.List;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.World;

/**
 * Curiosity: people with time on their hands. They stroll about, notice a point of interest (a
 * street musician, a fountain, a market stall), walk over, stay a while looking, get bored and
 * stroll on, leaving aside what they saw not long ago. Ambient crowds in squares, parks and
 * museums, without a goal or a waypoint to place.
 */
public final class CuriosityAlgorithm implements SteeringAlgorithm<VelocitySource> {

    /** The id scenarios use. */
    public static final String ID = "curiosity";

    public static final ParameterDescriptor<Double> NOTICE_DISTANCE = ParameterDescriptor.real("noticeDistance", 12, 1, 100, "m",
            "How far away a stroller notices a point of interest and walks over.");

    public static final ParameterDescriptor<Double> LINGER_TIME = ParameterDescriptor.real("lingerTime", 12, 0, 300, "s",
            "How long a stroller stays at a point of interest before it gets bored; each one stays between half and one and a "
                    + "half times this.");

    public static final ParameterDescriptor<Double> MEMORY = ParameterDescriptor.real("memory", 90, 0, 3600, "s",
            "How long a stroller remembers a point of interest it has seen and walks past it instead.");

    public static final ParameterDescriptor<Double> STROLL_SPEED = ParameterDescriptor.real("strollSpeed", 0.7, 0.1, 1, "",
            "The strolling pace, as a share of the profile's preferred speed; walking over to a point of interest is at the full speed.");

    public static final ParameterDescriptor<Double> WANDER = ParameterDescriptor.real("wander", 30, 0, 180, "°/s",
            "How quickly the direction of a stroll drifts.");

    private static final AlgorithmDescriptor<VelocitySource> DESCRIPTOR = new AlgorithmDescriptor<>(ID, Stage.VELOCITY_SOURCE, "Curiosity",
            "Strolls about, walks over to the points of interest it notices (places of kind Interest), stays a while and strolls on.",
            List.of(NOTICE_DISTANCE, LINGER_TIME, MEMORY, STROLL_SPEED, WANDER));

    @Override
    public AlgorithmDescriptor<VelocitySource> descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public VelocitySource create(Parameters parameters, World world) {
        CuriosityScene scene = world.attachment(CuriosityScene.class).orElseThrow(() -> new IllegalArgumentException(
                "Curiosity needs its scene data: the bundle com.example.curiosity compiles it with the scenario"));
        // Shared by every profile that strolls, and kept by the world through live edits.
        CuriosityState state = world.shared(CuriosityState.class, () -> new CuriosityState(scene.agentCount(), scene.attractions().size()));
        state.fit(scene.attractions().size());
        return new Curiosity(scene, state, world.bounds().orElse(null), parameters.get(NOTICE_DISTANCE), parameters.get(LINGER_TIME),
                parameters.get(MEMORY), parameters.get(STROLL_SPEED), Math.toRadians(parameters.get(WANDER)));
    }
}
