package org.crowdstudio.steering.fields;

import org.crowdstudio.engine.spi.PhaseView;
import org.crowdstudio.engine.spi.StepPhase;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.fields.FieldScene;

/**
 * The interaction fields of one world, shared by every stage that reads them, and the step phase
 * that works out the emitting agents' motion and domains before each step and files the emitters
 * of the fields many agents emit ({@link FiledSources}). It follows the
 * world's {@link FieldScene} attachment: when an edited scene is attached to a running world (an
 * artist changed a sketch) the stages created next run on it, without a restart. A world without
 * compiled fields (an algorithm set up by hand) has an empty scene.
 */
final class WorldFields implements StepPhase {

    private final World world;
    private volatile FieldRuntime current;

    private WorldFields(World world) {
        this.world = world;
    }

    /**
     * The runtime of the world's current scene, for a stage being created. Stages are created
     * when a simulation is compiled and, after an edit, between steps on the simulation's thread.
     */
    static FieldRuntime runtimeOf(World world) {
        WorldFields fields = world.shared(WorldFields.class, () -> {
            WorldFields created = new WorldFields(world);
            world.addStepPhase(created);
            return created;
        });
        return fields.follow();
    }

    private synchronized FieldRuntime follow() {
        FieldScene scene = world.attachment(FieldScene.class).orElse(null);
        if (current == null || (scene != null && scene != current.scene())) {
            current = FieldRuntime.of(scene == null ? FieldScene.empty(0) : scene, current);
        }
        return current;
    }

    @Override
    public void beforeStep(PhaseView crowd) {
        FieldRuntime runtime = current;
        if (runtime.motion().anyEmitter()) {
            SourceMotion motion = runtime.motion();
            EmitterBounds bounds = runtime.bounds();
            // One pass over the agents: an agent's circle is placed from its own facing and speed, worked out just before.
            crowd.forEachAgent(agent -> {
                motion.update(crowd, agent);
                bounds.update(crowd, agent);
            });
            // After the circles: emitters are filed by them.
            if (runtime.filed().anyAgentsFiled()) {
                runtime.filed().beforeStep(crowd);
            }
        }
    }
}
