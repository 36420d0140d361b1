package org.crowdstudio.compiler.anisotropic;

import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.compiler.spi.SceneCompilation;
import org.crowdstudio.compiler.spi.SeededRandom;
import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.steering.anisotropic.AnisotropicScene;

/** Translates one scenario's anisotropic fields; problems go to the compilation. */
final class AnisotropicSceneTranslator {

    private final SceneCompilation compilation;

    AnisotropicSceneTranslator(SceneCompilation compilation) {
        this.compilation = compilation;
    }

    AnisotropicScene compile() {
        List<AnisotropicScene.Field> fields = new ArrayList<>();
        for (AnisotropicField field : compilation.scenario().getAnisotropicFields()) {
            try {
                fields.add(new AnisotropicScene.Field(field.getName(), AnisotropicFieldGrids.of(field), field.getInertia(), field.getAcceleration(), field.getGain(),
                        field.getSpeedRelaxation(), preferredSpeeds(field)));
            } catch (IllegalArgumentException invalid) {
                compilation.problem(field, invalid.getMessage());
            }
        }
        return new AnisotropicScene(fields);
    }

    /** v_prop of every agent for this field, drawn from the field's distribution with a seed of the run and the field. */
    private double[] preferredSpeeds(AnisotropicField field) {
        double[] speeds = new double[compilation.agentCount()];
        SeededRandom random = new SeededRandom(compilation.seed() * 0x9E3779B97F4A7C15L ^ (field.getId() == null ? 0 : field.getId().hashCode()));
        for (int agent = 0; agent < speeds.length; agent++) {
            speeds[agent] = field.getPreferredSpeed() == null ? compilation.crowd().preferredSpeed(agent) : Math.max(0, random.sample(field.getPreferredSpeed()));
        }
        return speeds;
    }
}
