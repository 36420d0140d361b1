package org.crowdstudio.steering.fields;

import java.util.List;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.World;

/**
 * The interaction-field velocity source, {@code interaction-fields}: the weighted average of the
 * velocity fields bound to the agent that contain it (IF paper eq. 1). With it as the only source
 * and no solver a profile is the paper's IFs-Only; with goal reaching averaged in, IFs+GoalReaching;
 * with ORCA as solver, IFs+RVO (§6.1).
 */
public final class InteractionFieldsAlgorithm implements SteeringAlgorithm<VelocitySource> {

    /** The id scenarios use. */
    public static final String ID = "interaction-fields";

    public static final ParameterDescriptor<Double> DENSITY_RADIUS = ParameterDescriptor.real("densityRadius", 2, 0.5, 20, "m",
            "For fields keyed by local density: the radius around the receiver in which other agents are counted.");

    private static final AlgorithmDescriptor<VelocitySource> DESCRIPTOR = new AlgorithmDescriptor<>(ID, Stage.VELOCITY_SOURCE,
            "Interaction fields",
            "The velocity the interaction fields bound to the agent prescribe where it stands: each field mapped from its source's "
                    + "frame, weighted average of every field that contains the agent. Proposes nothing outside every field.",
            List.of(DENSITY_RADIUS));

    @Override
    public AlgorithmDescriptor<VelocitySource> descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public VelocitySource create(Parameters parameters, World world) {
        FieldRuntime runtime = WorldFields.runtimeOf(world);
        FieldPerception perception = new FieldPerception(runtime, false, parameters.get(DENSITY_RADIUS));
        return perception::perceive;
    }
}
