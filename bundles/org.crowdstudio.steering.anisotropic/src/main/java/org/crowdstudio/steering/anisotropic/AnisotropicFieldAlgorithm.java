package org.crowdstudio.steering.anisotropic;

import java.util.List;
import java.util.stream.Collectors;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.World;

/**
 * The anisotropic-field velocity source, {@code anisotropic-field} (AF paper §3): each step the
 * agent draws a direction from the distribution of the cell it stands in, weighted towards the
 * way it walks (behaviour inertia, eq. 4), accelerates that way (eq. 1–2) and relaxes its speed
 * towards its preferred speed (eq. 3). As the only source with ORCA or social forces as solver a
 * profile is the paper's AF+RVO or AF+SFM; with no solver, its macroscopic mode (§5.1).
 */
public final class AnisotropicFieldAlgorithm implements SteeringAlgorithm<VelocitySource> {

    /** The id scenarios use. */
    public static final String ID = "anisotropic-field";

    public static final ParameterDescriptor<String> FIELD = ParameterDescriptor.text("field", "",
            "The anisotropic field to walk by, by name; empty: the scenario's only one.");

    private static final AlgorithmDescriptor<VelocitySource> DESCRIPTOR = new AlgorithmDescriptor<>(ID, Stage.VELOCITY_SOURCE,
            "Anisotropic field",
            "Walks by the directions the field offers where the agent stands: a direction drawn each step from its cell's distribution, "
                    + "favouring the agent's current way (behaviour inertia), at the agent's preferred speed for the field. "
                    + "Proposes nothing outside the field.",
            List.of(FIELD));

    @Override
    public AlgorithmDescriptor<VelocitySource> descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public VelocitySource create(Parameters parameters, World world) {
        AnisotropicScene scene = world.attachment(AnisotropicScene.class).orElse(AnisotropicScene.empty());
        return new AnisotropicSteering(field(scene, parameters.get(FIELD)));
    }

    private static AnisotropicScene.Field field(AnisotropicScene scene, String name) {
        List<AnisotropicScene.Field> fields = scene.fields();
        if (name == null || name.isBlank()) {
            if (fields.size() == 1) {
                return fields.getFirst();
            }
            throw new IllegalArgumentException("parameter 'field' names no anisotropic field, and the scenario has "
                    + (fields.isEmpty() ? "none" : fields.size() + ": " + names(fields)));
        }
        return scene.field(name).orElseThrow(() -> new IllegalArgumentException("parameter 'field' names '" + name
                + "', but the scenario has no anisotropic field of that name (" + (fields.isEmpty() ? "it has none" : "it has: " + names(fields)) + ")"));
    }

    private static String names(List<AnisotropicScene.Field> fields) {
        return fields.stream().map(field -> "'" + field.name() + "'").collect(Collectors.joining(", "));
    }
}
