package org.crowdstudio.compiler.anisotropic;

import org.crowdstudio.compiler.spi.SceneCompilation;
import org.crowdstudio.compiler.spi.SceneCompiler;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.steering.anisotropic.AnisotropicScene;

/**
 * The anisotropic fields' scene compiler (AF paper §3): each of the scenario's fields becomes a
 * grid of direction distributions, from its stored distributions when it has them, else from its
 * brush strokes and trajectories, with each agent's preferred speed for it drawn from the field's
 * distribution. A live edit attaches the edited fields to the running world; the sources created
 * after it walk by them.
 */
public final class AnisotropicSceneCompiler implements SceneCompiler {

    /** The id of this scene compiler. */
    public static final String ID = "anisotropic-field";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public void compile(SceneCompilation scene) {
        if (!scene.scenario().getAnisotropicFields().isEmpty()) {
            scene.world().attach(AnisotropicScene.class, new AnisotropicSceneTranslator(scene).compile());
        }
    }

    @Override
    public void applyLive(World running, World edited) {
        edited.attachment(AnisotropicScene.class).ifPresent(fields -> running.attach(AnisotropicScene.class, fields));
    }
}
