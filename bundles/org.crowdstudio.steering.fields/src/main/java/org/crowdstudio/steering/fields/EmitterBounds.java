package org.crowdstudio.steering.fields;

import java.util.List;
import java.util.stream.IntStream;

import org.crowdstudio.engine.spi.PhaseView;
import org.crowdstudio.fields.BoundField;
import org.crowdstudio.fields.FieldParameter;
import org.crowdstudio.fields.FieldScene;
import org.crowdstudio.fields.SourceFrame;

/**
 * For the fields agents emit whose domain moves or changes size with its parameter, the circle in
 * the world that holds each emitting agent's domain this step, worked out once per step after
 * {@link SourceMotion}. A receiver outside it is outside that source's field, so it skips the
 * frame mapping and the keyframe look-up. A speed-parametric personal space ahead of a walker
 * covers about half of the disk of its reach; without this every receiver in reach paid for a
 * full look-up. The test only skips sources whose field would not contain the receiver, so the
 * sum is the same to the bit.
 *
 * <p>Fields keyed by the receiver's local density or turned by a rotation link are not tracked:
 * their domain depends on more than the source, so their sources keep the plain reach test.
 */
final class EmitterBounds {

    /** Widens each circle by this fraction so that rounding in the world/frame mapping never skips a source on the border. */
    private static final double MARGIN = 1e-9;

    private final FieldScene scene;
    private final SourceMotion motion;
    /** Per binding: {centre x, centre y, radius²} per agent, or null when the binding is not tracked. */
    private final double[][] circles;
    private final int[] tracked;
    private final ThreadLocal<Scratch> scratch = ThreadLocal.withInitial(Scratch::new);

    EmitterBounds(FieldScene scene, SourceMotion motion) {
        this.scene = scene;
        this.motion = motion;
        List<BoundField> bindings = scene.bindings();
        circles = new double[bindings.size()][];
        for (int b = 0; b < bindings.size(); b++) {
            if (worthTracking(bindings.get(b))) {
                circles[b] = new double[3 * scene.agentCount()];
            }
        }
        tracked = IntStream.range(0, circles.length).filter(b -> circles[b] != null).toArray();
    }

    /** A field whose enclosing circle is tighter than its reach, with a domain that depends on its source alone. */
    private static boolean worthTracking(BoundField field) {
        FieldParameter parameter = field.parameter();
        if (field.sourceAgentCount() == 0
                || !(parameter == FieldParameter.NONE || parameter == FieldParameter.SOURCE_SPEED || parameter == FieldParameter.SIMULATION_TIME)) {
            return false;
        }
        if (field.shape().keyframeCount() > 1) {
            return true;
        }
        double[] circle = new double[3];
        field.shape().enclosingCircle(0, circle);
        return Math.hypot(circle[0], circle[1]) + circle[2] < field.reach() * (1 - MARGIN);
    }

    /** @return whether any binding is tracked: if none is, there is nothing to work out */
    boolean anyTracked() {
        return tracked.length > 0;
    }

    /** Works this step's values out; run by {@link WorldFields}, the fields' one step phase. */
    void beforeStep(PhaseView crowd) {
        int agents = Math.min(scene.agentCount(), crowd.size());
        double time = crowd.time();
        crowd.forEachAgent(agent -> {
            if (agent >= agents) {
                return;
            }
            Scratch s = scratch.get();
            for (int b : tracked) {
                BoundField field = scene.binding(b);
                if (field.emittedBy(agent)) {
                    place(field, circles[b], crowd.handleOf(agent), crowd.x(agent), crowd.y(agent), time, s);
                }
            }
        });
    }

    /** Places the circle of the emitting agent with this handle (the order receivers read circles in). */
    private void place(BoundField field, double[] into, int handle, double x, double y, double time, Scratch s) {
        double parameter = field.parameter() == FieldParameter.SOURCE_SPEED ? motion.speed(handle)
                : field.parameter() == FieldParameter.SIMULATION_TIME ? time : 0;
        field.shape().enclosingCircle(parameter, s.circle);
        s.frame.placeFacingUnit(x, y, motion.facingX(handle), motion.facingY(handle));
        double radius = s.circle[2] * (1 + MARGIN) + MARGIN;
        into[3 * handle] = s.frame.worldX(s.circle[0], s.circle[1]);
        into[3 * handle + 1] = s.frame.worldY(s.circle[0], s.circle[1]);
        into[3 * handle + 2] = radius * radius;
    }

    /**
     * @return false if the receiver at (x, y) is certainly outside the field of binding b emitted
     *         by the agent with this handle; true if it may be inside, or the binding is not tracked
     */
    boolean mayContain(int b, int handle, double x, double y) {
        double[] circle = circles[b];
        if (circle == null) {
            return true;
        }
        double dx = x - circle[3 * handle];
        double dy = y - circle[3 * handle + 1];
        return dx * dx + dy * dy <= circle[3 * handle + 2];
    }

    /** Per-thread working memory. */
    private static final class Scratch {
        final SourceFrame frame = new SourceFrame();
        final double[] circle = new double[3];
    }
}
