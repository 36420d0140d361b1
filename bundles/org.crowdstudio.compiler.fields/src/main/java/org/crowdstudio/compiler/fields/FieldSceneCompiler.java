package org.crowdstudio.compiler.fields;

import org.crowdstudio.compiler.spi.SceneCompilation;
import org.crowdstudio.compiler.spi.SceneCompiler;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.fields.FieldScene;

/**
 * The interaction fields' scene compiler: a scenario's fields, bindings and activation rules
 * become the {@link FieldScene} the field stages read (IF paper §4–5). A live edit attaches the
 * edited scene to the running world, where the fields' runtime follows it.
 */
public final class FieldSceneCompiler implements SceneCompiler {

    /** The id of this scene compiler. */
    public static final String ID = "interaction-fields";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public void compile(SceneCompilation scene) {
        scene.world().attach(FieldScene.class, new FieldSceneTranslator(scene).compile());
    }

    @Override
    public void applyLive(World running, World edited) {
        edited.attachment(FieldScene.class).ifPresent(fields -> running.attach(FieldScene.class, fields));
    }
}
