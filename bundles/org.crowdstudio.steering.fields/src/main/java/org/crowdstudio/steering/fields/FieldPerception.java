package org.crowdstudio.steering.fields;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.crowdstudio.engine.spi.AgentReport;
import org.crowdstudio.engine.spi.AgentView;
import org.crowdstudio.fields.BoundField;
import org.crowdstudio.fields.FieldParameter;
import org.crowdstudio.fields.FieldScene;
import org.crowdstudio.fields.SourceFrame;

/**
 * What one receiver perceives of the fields of one kind (velocity or orientation) bound to it
 * (IF paper §4.2–4.4): for every source of every active binding, the receiver's position is mapped
 * into the source's frame (or, with the rotation link, a frame turned towards the linked object),
 * the field is sampled there at the current parameter value, and the vector is turned back into
 * the world. The vectors of every field that contains the receiver are averaged with the
 * bindings' weights (eq. 1). An agent never perceives a field it emits. Safe to call from many
 * threads: scratch is per thread.
 */
final class FieldPerception {

    /** Room for the agents counted for local density; the count is exact even when they do not all fit. */
    private static final int DENSITY_ROOM = 64;
    /** Room at first for the filed sources around a receiver: a personal space in a dense crowd has a dozen candidates. */
    private static final int HOLDING_ROOM = 64;

    private final FieldScene scene;
    private final boolean orientation;
    private final FieldActivation activation;
    private final SourceMotion motion;
    private final EmitterBounds bounds;
    private final FiledSources filed;
    private final double densityRadius;
    /** Per agent, the bindings of this perception's kind it receives. */
    private final int[][] received;
    private final ThreadLocal<Scratch> scratch = ThreadLocal.withInitial(Scratch::new);

    /** Per-thread working memory and the running sums of one perception. */
    private static final class Scratch {
        final SourceFrame frame = new SourceFrame();
        final double[] sample = new double[3];
        /** Runs of slots of a {@link SourceGrid} to visit. */
        final int[] ranges = new int[SourceGrid.RANGES_ROOM];
        /** The slots among them whose circle holds the receiver; grows to the most candidates seen. */
        private int[] holding = new int[HOLDING_ROOM];
        final int[] counted = new int[DENSITY_ROOM];
        double sumX;
        double sumY;
        double sumWeight;
        boolean contained;
        double density;

        /** @return room for at least this many slots */
        int[] holding(int slots) {
            if (holding.length < slots) {
                holding = new int[Math.max(slots, 2 * holding.length)];
            }
            return holding;
        }
    }

    /**
     * @param orientation true for orientation fields, false for velocity fields
     * @param densityRadius radius (m) around the receiver in which agents are counted for local density
     */
    FieldPerception(FieldRuntime runtime, boolean orientation, double densityRadius) {
        this.scene = runtime.scene();
        this.orientation = orientation;
        this.activation = runtime.activation();
        this.motion = runtime.motion();
        this.bounds = runtime.bounds();
        this.filed = runtime.filed();
        this.densityRadius = densityRadius;
        this.received = receivedOfKind(scene, orientation);
    }

    /**
     * Per agent, the bindings of this kind it receives. Agents that receive the same bindings
     * share one array in the scene, and here too, so this costs a reference per agent.
     */
    private static int[][] receivedOfKind(FieldScene scene, boolean orientation) {
        Map<int[], int[]> ofKind = new IdentityHashMap<>();
        int[][] received = new int[scene.agentCount()][];
        for (int agent = 0; agent < received.length; agent++) {
            received[agent] = ofKind.computeIfAbsent(scene.receivedBy(agent),
                    all -> Arrays.stream(all).filter(b -> scene.binding(b).shape().isOrientation() == orientation).toArray());
        }
        return received;
    }

    /**
     * @param out receives the combined vector (m/s for velocity, a unit direction for orientation)
     * @return false if no active field of this kind contains the agent; out is then unchanged
     */
    boolean perceive(AgentView agent, double[] out) {
        int self = agent.index();
        if (self >= scene.agentCount()) {
            return false;
        }
        int[] bindings = received[self];
        if (bindings.length == 0) {
            return false;
        }
        Scratch s = scratch.get();
        s.density = Double.NaN;
        double time = agent.time();
        // Timers first, so that a field entered this step already takes effect in this step's sum.
        for (int b = 0; b < bindings.length && activation.hasEnterRules(); b++) {
            BoundField field = scene.binding(bindings[b]);
            if (activation.awaitsEntry(self, field.field())) {
                sum(agent, bindings[b], field, s);
                if (s.contained) {
                    activation.entered(self, field.field(), time);
                }
            }
        }
        double sumX = 0;
        double sumY = 0;
        double sumWeight = 0;
        AgentReport report = agent.report();
        List<double[]> perceived = report == null ? null : new ArrayList<>();
        for (int b : bindings) {
            BoundField field = scene.binding(b);
            if (!activation.active(self, field.field(), time)) {
                if (report != null) {
                    report.add(section(), field.name(), "ignored now (activation rule)");
                }
                continue;
            }
            sum(agent, b, field, s);
            sumX += s.sumX;
            sumY += s.sumY;
            sumWeight += s.sumWeight;
            if (report != null && s.sumWeight > 0) {
                perceived.add(new double[] {b, s.sumX / s.sumWeight, s.sumY / s.sumWeight, s.sumWeight});
            }
        }
        if (report != null) {
            report(report, perceived, sumWeight);
        }
        if (!(sumWeight > 0)) {
            return false;
        }
        out[0] = sumX / sumWeight;
        out[1] = sumY / sumWeight;
        if (orientation) {
            double length = Math.sqrt(out[0] * out[0] + out[1] * out[1]);
            if (length < 1e-12) {
                return false;
            }
            out[0] /= length;
            out[1] /= length;
        }
        return true;
    }

    private String section() {
        return orientation ? "Orientation fields" : "Interaction fields";
    }

    /** Each perceived field's own vector and its share of the weighted average (IF paper eq. 1). */
    private void report(AgentReport report, List<double[]> perceived, double totalWeight) {
        String unit = orientation ? "" : "m/s";
        for (double[] field : perceived) {
            report.add(section(), scene.binding((int) field[0]).name(),
                    AgentReport.vector(field[1], field[2], unit) + String.format(Locale.ROOT, " · %.0f %% of the sum", 100 * field[3] / totalWeight));
        }
        if (perceived.isEmpty()) {
            report.add(section(), "(none)", "the agent is inside no active field of this kind");
        }
    }

    /** Sums the weighted vectors of binding b over every source whose field contains the agent, into s. */
    private void sum(AgentView agent, int b, BoundField field, Scratch s) {
        s.sumX = 0;
        s.sumY = 0;
        s.sumWeight = 0;
        s.contained = false;
        int self = agent.index();
        SourceGrid agents = filed.agents(b);
        if (agents != null) {
            addFiledSources(agent, field, agents, s);
        } else {
            for (int k = 0; k < field.sourceAgentCount(); k++) {
                int id = field.sourceAgent(k);
                if (id != self) {
                    addAgentSource(agent, b, field, agent.handleOf(id), s);
                }
            }
        }
        SourceGrid statics = filed.statics(b);
        if (statics != null) {
            addFiledSources(agent, field, statics, s);
        } else {
            for (int k = 0; k < field.fixedSourceCount(); k++) {
                double sourceX = field.fixedX(k);
                double sourceY = field.fixedY(k);
                if (reaches(agent, field, sourceX, sourceY)) {
                    add(agent, field, sourceX, sourceY, field.fixedFacingX(k), field.fixedFacingY(k), 0, s);
                }
            }
        }
        if (field.environment()) {
            s.frame.placeFacing(0, 0, 0, -1);
            sample(agent, field, s.frame, parameter(agent, field, 0, 0, 0, s), field.weight(), s);
        }
    }

    /** Adds the filed sources of a field whose circle holds the receiver (an agent's own field excepted). */
    private void addFiledSources(AgentView agent, BoundField field, SourceGrid grid, Scratch s) {
        double x = agent.x();
        double y = agent.y();
        int[] ranges = s.ranges;
        int written = grid.candidates(x, y, ranges);
        int[] holding = s.holding(SourceGrid.slotsIn(ranges, written));
        int found = grid.holding(ranges, written, x, y, agent.index(), holding);
        for (int h = 0; h < found; h++) {
            int slot = holding[h];
            add(agent, field, grid.x(slot), grid.y(slot), grid.facingX(slot), grid.facingY(slot), grid.speed(slot), s);
        }
    }

    private void addAgentSource(AgentView agent, int b, BoundField field, int handle, Scratch s) {
        double sourceX = agent.x(handle);
        double sourceY = agent.y(handle);
        if (!reaches(agent, field, sourceX, sourceY) || !bounds.mayContain(b, handle, agent.x(), agent.y())) {
            return;
        }
        add(agent, field, sourceX, sourceY, motion.facingX(handle), motion.facingY(handle), motion.speed(handle), s);
    }

    /** Whether the receiver is near enough a source at (sourceX, sourceY) to be in some keyframe's domain. */
    private static boolean reaches(AgentView agent, BoundField field, double sourceX, double sourceY) {
        double dx = agent.x() - sourceX;
        double dy = agent.y() - sourceY;
        double reach = field.reach();
        return dx * dx + dy * dy <= reach * reach;
    }

    /** Adds one source's vector, the source facing the unit vector (facingX, facingY). */
    private void add(AgentView agent, BoundField field, double sourceX, double sourceY, double facingX, double facingY, double speed,
            Scratch s) {
        SourceFrame frame = s.frame;
        if (field.parameter() != FieldParameter.LINKED_ANGLE || !frame.placeLinked(sourceX, sourceY, linkedX(agent, field), linkedY(agent, field))) {
            frame.placeFacingUnit(sourceX, sourceY, facingX, facingY);
        }
        double weight = field.weightGrowsNearSource() ? field.weightAt(Math.hypot(agent.x() - sourceX, agent.y() - sourceY)) : field.weight();
        sample(agent, field, frame, parameter(agent, field, sourceX, sourceY, speed, s), weight, s);
    }

    private static void sample(AgentView agent, BoundField field, SourceFrame frame, double parameter, double bindingWeight, Scratch s) {
        double[] sample = s.sample;
        double x = agent.x();
        double y = agent.y();
        if (!field.shape().sample(parameter, frame.localX(x, y), frame.localY(x, y), sample)) {
            return;
        }
        s.contained = true;
        double weight = bindingWeight * sample[2];
        s.sumX += weight * frame.worldVx(sample[0], sample[1]);
        s.sumY += weight * frame.worldVy(sample[0], sample[1]);
        s.sumWeight += weight;
    }

    /** The value the field's keyframes are indexed by, for one source. */
    private double parameter(AgentView agent, BoundField field, double sourceX, double sourceY, double speed, Scratch s) {
        return switch (field.parameter()) {
            case NONE, LINKED_ANGLE -> 0;
            case SOURCE_SPEED -> speed;
            case SIMULATION_TIME -> agent.time();
            case LOCAL_DENSITY -> density(agent, s);
            case LINKED_DISTANCE -> Math.hypot(linkedX(agent, field) - sourceX, linkedY(agent, field) - sourceY);
        };
    }

    /** Other agents per m² within the density radius of the receiver, counted once per perception. */
    private double density(AgentView agent, Scratch s) {
        if (Double.isNaN(s.density)) {
            // The count is exact even when the handles do not all fit.
            s.density = agent.neighboursWithin(densityRadius, s.counted) / (Math.PI * densityRadius * densityRadius);
        }
        return s.density;
    }

    private static double linkedX(AgentView agent, BoundField field) {
        return field.linksAgent() ? agent.x(agent.handleOf(field.linkedAgent())) : field.linkedX();
    }

    private static double linkedY(AgentView agent, BoundField field) {
        return field.linksAgent() ? agent.y(agent.handleOf(field.linkedAgent())) : field.linkedY();
    }
}
