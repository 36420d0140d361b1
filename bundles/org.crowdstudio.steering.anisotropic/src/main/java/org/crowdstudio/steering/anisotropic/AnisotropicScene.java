package org.crowdstudio.steering.anisotropic;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A scenario's anisotropic fields in runtime form, attached to the world by the scene compiler:
 * each field's grid, its parameters (AF paper eq. 1–4) and each agent's preferred speed v_prop
 * for it. Immutable.
 */
public final class AnisotropicScene {

    /**
     * One field.
     *
     * @param inertia δ of eq. 4: how strongly directions near the agent's current one are preferred
     * @param acceleration ρ of eq. 1, m/s²
     * @param gain k_AF of eq. 2
     * @param speedRelaxation l of eq. 3, in [0, 1]: the share of the gap to v_prop closed per 0.1 s
     * @param preferredSpeeds v_prop per agent id, m/s
     */
    public record Field(String name, DirectionField grid, double inertia, double acceleration, double gain, double speedRelaxation,
            double[] preferredSpeeds) {
    }

    private static final AnisotropicScene EMPTY = new AnisotropicScene(List.of());

    private final Map<String, Field> byName = new LinkedHashMap<>();

    public AnisotropicScene(List<Field> fields) {
        for (Field field : fields) {
            byName.put(field.name(), field);
        }
    }

    public static AnisotropicScene empty() {
        return EMPTY;
    }

    public Optional<Field> field(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    public List<Field> fields() {
        return List.copyOf(byName.values());
    }
}
