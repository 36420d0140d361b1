package org.crowdstudio.steering.fields;

import org.crowdstudio.engine.spi.PhaseView;
import org.crowdstudio.fields.BoundField;
import org.crowdstudio.fields.FieldScene;

/**
 * Where every agent that emits a field faces and how fast it walks, worked out once per step
 * before agents are stepped. Every receiver near an emitting agent maps itself into that agent's
 * frame; without this, each would take the cosine and sine of the same heading again, which cost
 * a third of a field look-up. Kept by the agents' handles in this step, not their ids: receivers
 * visit the sources near them, whose handles are near too, so their reads hit the cache.
 */
final class SourceMotion {

    private final boolean[] emits;
    private final double[] facingX;
    private final double[] facingY;
    private final double[] speed;

    SourceMotion(FieldScene scene) {
        int agents = scene.agentCount();
        emits = new boolean[agents];
        for (BoundField field : scene.bindings()) {
            for (int agent = 0; agent < agents; agent++) {
                emits[agent] |= field.emittedBy(agent);
            }
        }
        facingX = new double[agents];
        facingY = new double[agents];
        speed = new double[agents];
    }

    /** @return whether any agent emits a field: if none does, there is nothing to work out */
    boolean anyEmitter() {
        for (boolean emitter : emits) {
            if (emitter) {
                return true;
            }
        }
        return false;
    }

    /** Works this step's values out; run by {@link WorldFields}, the fields' one step phase. */
    void beforeStep(PhaseView crowd) {
        int agents = Math.min(emits.length, crowd.size());
        crowd.forEachAgent(agent -> {
            if (agent < agents && emits[agent]) {
                double heading = crowd.heading(agent);
                double vx = crowd.vx(agent);
                double vy = crowd.vy(agent);
                int handle = crowd.handleOf(agent);
                facingX[handle] = Math.cos(heading);
                facingY[handle] = Math.sin(heading);
                speed[handle] = Math.sqrt(vx * vx + vy * vy);
            }
        });
    }

    /** @return x of the unit vector the emitting agent, by its handle, faces at the start of this step */
    double facingX(int handle) {
        return facingX[handle];
    }

    double facingY(int handle) {
        return facingY[handle];
    }

    /** @return the emitting agent's speed at the start of this step, m/s, by its handle */
    double speed(int handle) {
        return speed[handle];
    }
}
