package org.crowdstudio.steering.fields;

import java.util.List;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.OrientationPolicy;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.World;

/**
 * The interaction-field orientation policy, {@code interaction-field-orientation}: where
 * orientation fields bound to the agent contain it, it faces their weighted, normalised average
 * (IF paper §4.1); elsewhere the kernel's default orientation applies.
 */
public final class FieldOrientationAlgorithm implements SteeringAlgorithm<OrientationPolicy> {

    /** The id scenarios use. */
    public static final String ID = "interaction-field-orientation";

    private static final AlgorithmDescriptor<OrientationPolicy> DESCRIPTOR = new AlgorithmDescriptor<>(ID, Stage.ORIENTATION,
            "Interaction field orientation",
            "Faces where the orientation fields bound to the agent point, where they propose a direction; elsewhere the direction of walking.",
            List.of(InteractionFieldsAlgorithm.DENSITY_RADIUS));

    @Override
    public AlgorithmDescriptor<OrientationPolicy> descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public OrientationPolicy create(Parameters parameters, World world) {
        FieldRuntime runtime = WorldFields.runtimeOf(world);
        FieldPerception perception = new FieldPerception(runtime, true,
                parameters.get(InteractionFieldsAlgorithm.DENSITY_RADIUS));
        return (agent, preferredVx, preferredVy, newVx, newVy, facing) -> perception.perceive(agent, facing);
    }
}
