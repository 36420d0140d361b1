package org.crowdstudio.steering.fields;

import org.crowdstudio.engine.spi.PhaseView;
import org.crowdstudio.fields.BoundField;
import org.crowdstudio.fields.FieldScene;

/**
 * Where every agent that emits a field stands and faces and how fast it walks, worked out once
 * per step before agents are stepped. Every receiver near an emitting agent maps itself into that
 * agent's frame; without this, each would take the cosine and sine of the same heading again,
 * which cost a third of a field look-up. Kept by the agents' handles in this step, not their ids:
 * receivers visit the sources near them, whose handles are near too, so their reads hit the
 * cache; and {@link FiledSources} files emitters reading handle after handle.
 */
final class SourceMotion {

    private final boolean[] emits;
    /** The id of the agent with each handle this step, for every agent; -1 for an agent the scene does not know. */
    private final int[] idOfHandle;
    private final double[] x;
    private final double[] y;
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
        idOfHandle = new int[agents];
        x = new double[agents];
        y = new double[agents];
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

    /** Works this step's values of one agent out; run by {@link WorldFields}, the fields' one step phase, for every agent. */
    void update(PhaseView crowd, int agent) {
        int handle = crowd.handleOf(agent);
        if (handle < idOfHandle.length) {
            idOfHandle[handle] = agent < emits.length ? agent : -1;
        }
        if (agent < emits.length && emits[agent]) {
            double heading = crowd.heading(agent);
            double vx = crowd.vx(agent);
            double vy = crowd.vy(agent);
            x[handle] = crowd.x(agent);
            y[handle] = crowd.y(agent);
            facingX[handle] = Math.cos(heading);
            facingY[handle] = Math.sin(heading);
            speed[handle] = Math.sqrt(vx * vx + vy * vy);
        }
    }

    /** @return how many handles {@link #idOf} knows: the agents of the scene */
    int handles() {
        return idOfHandle.length;
    }

    /** @return the id of the agent with this handle in this step, or -1 if the scene does not know it */
    int idOf(int handle) {
        return idOfHandle[handle];
    }

    /** @return x of the emitting agent with this handle at the start of this step */
    double x(int handle) {
        return x[handle];
    }

    double y(int handle) {
        return y[handle];
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
