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
 * sum is the same to the bit. The fields many agents emit have circles too, by which
 * {@link FiledSources} files their emitters.
 *
 * <p>Fields keyed by the receiver's local density or turned by a rotation link are not tracked:
 * their domain depends on more than the source, so their circle is the disk of the field's reach
 * around the source.
 */
final class EmitterBounds {

    /** Widens each circle by this fraction so that rounding in the world/frame mapping never skips a source on the border. */
    private static final double MARGIN = 1e-9;

    private final FieldScene scene;
    private final SourceMotion motion;
    /** Per binding: {centre x, centre y, radius²} per agent by handle, or null when the binding has none. */
    private final double[][] circles;
    /** Per binding: whether its circles are tighter than the disk of its reach around the source. */
    private final boolean[] tracked;
    private final int[] placed;
    private final ThreadLocal<Scratch> scratch = ThreadLocal.withInitial(Scratch::new);

    EmitterBounds(FieldScene scene, SourceMotion motion) {
        this.scene = scene;
        this.motion = motion;
        List<BoundField> bindings = scene.bindings();
        circles = new double[bindings.size()][];
        tracked = new boolean[bindings.size()];
        for (int b = 0; b < bindings.size(); b++) {
            tracked[b] = worthTracking(bindings.get(b));
            if (tracked[b] || FiledSources.filesAgents(bindings.get(b))) {
                circles[b] = new double[3 * scene.agentCount()];
            }
        }
        placed = IntStream.range(0, circles.length).filter(b -> circles[b] != null).toArray();
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

    /**
     * @return the largest radius of the circles of binding b: the enclosing circle's at its
     *         widest keyframe, or the field's reach when the binding is not tracked
     */
    double largestRadius(int b) {
        BoundField field = scene.binding(b);
        return widened(tracked[b] ? field.shape().largestEnclosingRadius() : field.reach());
    }

    /** @return the radius widened by the margin that keeps rounding from skipping a source on a circle's border */
    static double widened(double radius) {
        return radius * (1 + MARGIN) + MARGIN;
    }

    /**
     * Places this step's circles of one agent, after {@link SourceMotion#update} for it; run by
     * {@link WorldFields}, the fields' one step phase, for every agent.
     */
    void update(PhaseView crowd, int agent) {
        if (agent >= scene.agentCount()) {
            return;
        }
        Scratch s = null;
        for (int b : placed) {
            BoundField field = scene.binding(b);
            if (field.emittedBy(agent)) {
                s = s == null ? scratch.get() : s;
                place(b, field, crowd.handleOf(agent), crowd.x(agent), crowd.y(agent), crowd.time(), s);
            }
        }
    }

    /** Places the circle of the emitting agent with this handle (the order receivers read circles in). */
    private void place(int b, BoundField field, int handle, double x, double y, double time, Scratch s) {
        double[] into = circles[b];
        if (!tracked[b]) {
            double radius = widened(field.reach());
            into[3 * handle] = x;
            into[3 * handle + 1] = y;
            into[3 * handle + 2] = radius * radius;
            return;
        }
        double parameter = field.parameter() == FieldParameter.SOURCE_SPEED ? motion.speed(handle)
                : field.parameter() == FieldParameter.SIMULATION_TIME ? time : 0;
        field.shape().enclosingCircle(parameter, s.circle);
        s.frame.placeFacingUnit(x, y, motion.facingX(handle), motion.facingY(handle));
        double radius = widened(s.circle[2]);
        into[3 * handle] = s.frame.worldX(s.circle[0], s.circle[1]);
        into[3 * handle + 1] = s.frame.worldY(s.circle[0], s.circle[1]);
        into[3 * handle + 2] = radius * radius;
    }

    /**
     * @return false if the receiver at (x, y) is certainly outside the field of binding b emitted
     *         by the agent with this handle; true if it may be inside, or the binding has no circles
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

    double circleX(int b, int handle) {
        return circles[b][3 * handle];
    }

    double circleY(int b, int handle) {
        return circles[b][3 * handle + 1];
    }

    double circleRadiusSquared(int b, int handle) {
        return circles[b][3 * handle + 2];
    }

    /** Per-thread working memory. */
    private static final class Scratch {
        final SourceFrame frame = new SourceFrame();
        final double[] circle = new double[3];
    }
}
