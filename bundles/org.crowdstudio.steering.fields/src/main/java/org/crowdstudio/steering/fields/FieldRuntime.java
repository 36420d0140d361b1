package org.crowdstudio.steering.fields;

import org.crowdstudio.fields.FieldScene;

/**
 * The fields of one compiled scene as a simulation's steering stages share them: the scene, the
 * activation state, the emitting agents' motion and domains, and the sources of the fields that
 * have many filed in grids, worked out once per step by {@link WorldFields}.
 */
record FieldRuntime(FieldScene scene, FieldActivation activation, SourceMotion motion, EmitterBounds bounds, FiledSources filed) {

    /**
     * The runtime of a scene, taking over the activation timers of the runtime it follows when
     * the scene's activation rules and agents are the same: an artist who reshapes a painting's
     * field while the museum runs does not send every visitor back to it.
     *
     * @param previous the runtime the simulation ran with so far, or null
     */
    static FieldRuntime of(FieldScene scene, FieldRuntime previous) {
        SourceMotion motion = new SourceMotion(scene);
        boolean sameRules = previous != null && previous.scene.agentCount() == scene.agentCount() && previous.scene.rules().equals(scene.rules());
        FieldActivation activation = sameRules ? previous.activation : new FieldActivation(scene);
        EmitterBounds bounds = new EmitterBounds(scene, motion);
        return new FieldRuntime(scene, activation, motion, bounds, new FiledSources(scene, motion, bounds));
    }
}
