package org.crowdstudio.steering.fields;

import org.crowdstudio.engine.spi.World;
import org.crowdstudio.fields.FieldScene;

/**
 * The fields of one simulation as its steering stages share them: the compiled scene, the
 * activation state and the emitting agents' motion, worked out once per step. A world without
 * compiled fields (an algorithm set up by hand) has none.
 */
record FieldRuntime(FieldScene scene, FieldActivation activation, SourceMotion motion) {

    /** The runtime of the world's compiled fields, created once per world and shared by every stage. */
    static FieldRuntime of(World world) {
        return world.shared(FieldRuntime.class, () -> {
            FieldScene scene = world.attachment(FieldScene.class).orElse(FieldScene.empty(0));
            SourceMotion motion = new SourceMotion(scene);
            if (motion.anyEmitter()) {
                world.addStepPhase(motion);
            }
            return new FieldRuntime(scene, new FieldActivation(scene), motion);
        });
    }
}
