package org.crowdstudio.steering.fields;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

import org.crowdstudio.engine.bench.StandardBenchmark;
import org.crowdstudio.engine.bench.TimedInTurns;
import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.OrientationPolicy;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.fields.BoundField;
import org.crowdstudio.fields.DiskDomain;
import org.crowdstudio.fields.Domain;
import org.crowdstudio.fields.FieldGrid;
import org.crowdstudio.fields.FieldParameter;
import org.crowdstudio.fields.FieldScene;
import org.crowdstudio.fields.GuideCurve;
import org.crowdstudio.fields.KeyframedField;
import org.crowdstudio.fields.RectangleDomain;
import org.crowdstudio.fields.Sketch;
import org.crowdstudio.fields.SketchedField;

/**
 * What interaction fields cost in a step: the standard benchmark's crowd (goal reaching and ORCA)
 * once as it is and once with five fields bound to every agent and their velocity averaged in, as
 * in the IFs+GoalReaching profile, though with a tiny weight so that the crowd walks the same way
 * and the difference is the look-ups alone. The five cover every way a source is found: a
 * navigation field of the environment, a speed-parametric field every agent emits, a field one
 * agent in a hundred emits (the leaders), an orientation field from static sources on a lattice
 * and a rotation-linked field from the same sources. Leaders and sources grow with the crowd's
 * square (100 leaders and 5 × 5 sources at 10,000 agents), so every size puts the same load of
 * fields on an agent, as the standard crowd keeps its density.
 */
public final class FieldOverheadBenchmark {

    /** Fields bound to every agent. */
    public static final int FIELDS = 5;
    /** One agent in this many is a leader. */
    private static final int AGENTS_PER_LEADER = 100;
    private static final double FIELD_WEIGHT = 1e-6;
    /** Metres between neighbouring static sources: a lattice of 5 × 5 over the square of 10,000 agents. */
    private static final double STATIC_SOURCE_SPACING = StandardBenchmark.side(10_000) / 5;
    private static final Map<String, Object> ORCA_PARAMETERS = Map.of("neighbourDistance", 5.0, "maxNeighbours", 10,
            "timeHorizon", 2.0, "obstacleTimeHorizon", 2.0);

    private final AlgorithmRegistry algorithms;

    /** Step times without and with the fields: each the median over its timed batches, wall-clock. */
    public record Result(int agents, int fields, double baselineMillisPerStep, double fieldsMillisPerStep) {

        /** @return how much longer a step takes with the fields, in per cent */
        public double overheadPercent() {
            return 100 * (fieldsMillisPerStep / baselineMillisPerStep - 1);
        }

        /** @return the share of a step with the fields that the fields take, in per cent: under 50 while they do not dominate it */
        public double fieldsSharePercent() {
            return 100 * (1 - baselineMillisPerStep / fieldsMillisPerStep);
        }

        /** @return the added time per agent and field, ns */
        public double nanosPerFieldLookup() {
            return (fieldsMillisPerStep - baselineMillisPerStep) * 1e6 / ((double) agents * fields);
        }
    }

    /** @param algorithms must hold {@code goal-reaching}, {@code orca} and the interaction-field stages */
    public FieldOverheadBenchmark(AlgorithmRegistry algorithms) {
        this.algorithms = algorithms;
    }

    /**
     * Steps both crowds, then times them in turns ({@link TimedInTurns}), so that a drift in the
     * machine's speed hits both alike.
     *
     * @param progress told the steps done so far, out of twice ({@link StandardBenchmark#WARM_UP_STEPS} + steps)
     */
    public Result run(int agents, int threads, int steps, long seed, IntConsumer progress) {
        try (Simulation baseline = simulation(agents, threads, seed, false); Simulation withFields = simulation(agents, threads, seed, true)) {
            TimedInTurns.Result timed = TimedInTurns.time(baseline, withFields, steps, progress);
            return new Result(agents, FIELDS, timed.firstMillisPerStep(), timed.secondMillisPerStep());
        }
    }

    /**
     * Runs the crowd with the fields on two small crowds, one after the other, {@link
     * StandardBenchmark#JVM_WARM_UP_STEPS} steps in all, so that the first size measured is the
     * look-ups and not the JIT compiler compiling them, as {@link StandardBenchmark#warmUpJvm} does
     * for the standard crowd.
     *
     * @param progress told the steps done so far, out of {@link StandardBenchmark#JVM_WARM_UP_STEPS}
     */
    public void warmUpJvm(int threads, IntConsumer progress) {
        StandardBenchmark.warmUpJvm(() -> simulation(StandardBenchmark.JVM_WARM_UP_AGENTS, threads, 0, true), progress);
    }

    private Simulation simulation(int agents, int threads, long seed, boolean fields) {
        World world = World.empty();
        if (fields) {
            world.attach(FieldScene.class, scene(agents));
        }
        return new Simulation(StandardBenchmark.crowd(agents, seed), List.of(pipeline(world, fields)), world, StandardBenchmark.TIME_STEP, seed,
                threads);
    }

    private Pipeline pipeline(World world, boolean fields) {
        List<VelocitySource> sources = new ArrayList<>();
        sources.add(algorithms.create("goal-reaching", Stage.VELOCITY_SOURCE, Map.of(), world));
        OrientationPolicy orientation = null;
        if (fields) {
            sources.add(algorithms.create(InteractionFieldsAlgorithm.ID, Stage.VELOCITY_SOURCE, Map.of(), world));
            orientation = algorithms.create(FieldOrientationAlgorithm.ID, Stage.ORIENTATION, Map.of(), world);
        }
        // The fields' weight is tiny: every look-up is made and averaged in, but the crowd walks
        // as in the standard benchmark, so the difference is the fields' cost, not a denser crowd's.
        double[] weights = fields ? new double[] {1, FIELD_WEIGHT} : new double[] {1};
        VelocitySolver solver = algorithms.create("orca", Stage.VELOCITY_SOLVER, ORCA_PARAMETERS, world);
        return new Pipeline(List.of(), sources, weights, true, solver, orientation, Pipeline.AGENT_STIFFNESS, 0);
    }

    /** The five fields, every agent a receiver of each. */
    static FieldScene scene(int agents) {
        double side = StandardBenchmark.side(agents);
        int[] everyone = IntStream.range(0, agents).toArray();
        int[] leaders = IntStream.range(0, Math.min(agents, Math.max(1, agents / AGENTS_PER_LEADER))).toArray();
        int perRow = (int) Math.max(1, Math.round(side / STATIC_SOURCE_SPACING));
        double[] statics = new double[3 * perRow * perRow];
        for (int s = 0; s < perRow * perRow; s++) {
            statics[3 * s] = side * (s % perRow + 0.5) / perRow;
            statics[3 * s + 1] = side * (s / perRow + 0.5) / perRow;
            statics[3 * s + 2] = s * 0.7;
        }
        double none = Double.NaN;
        List<BoundField> bindings = List.of(
                new BoundField("navigation", 0, still(new RectangleDomain(side / 2, side / 2, side, side), false), FieldParameter.NONE, 1, 1,
                        new int[0], new double[0], true, everyone, BoundField.NO_AGENT, none, none),
                new BoundField("personal space", 1, new KeyframedField(List.of(keyframe(0, new DiskDomain(0, 0, 0.8), false),
                        keyframe(StandardBenchmark.PREFERRED_SPEED, new DiskDomain(0, -0.5, 1.5), false)), false, 0), FieldParameter.SOURCE_SPEED, 1, 1,
                        everyone, new double[0], false, everyone, BoundField.NO_AGENT, none, none),
                new BoundField("leaders", 2, still(new RectangleDomain(0, 0, 4, 4), false), FieldParameter.NONE, 1, 1, leaders, new double[0], false,
                        everyone, BoundField.NO_AGENT, none, none),
                new BoundField("look", 3, still(new DiskDomain(0, 0, 8), true), FieldParameter.NONE, 1, 1, new int[0], statics, false, everyone,
                        BoundField.NO_AGENT, none, none),
                new BoundField("hide", 4, still(new RectangleDomain(0, 0, 6, 6), false), FieldParameter.LINKED_ANGLE, 1, 1, new int[0], statics, false,
                        everyone, 0, none, none));
        return new FieldScene(bindings, List.of(), agents);
    }

    private static KeyframedField still(Domain domain, boolean orientation) {
        return new KeyframedField(List.of(keyframe(0, domain, orientation)), orientation, 0);
    }

    /** Four curves across the domain, baked to 32 × 32. */
    private static KeyframedField.Keyframe keyframe(double parameter, Domain domain, boolean orientation) {
        double x0 = domain.minX();
        double x1 = domain.maxX();
        double y0 = domain.minY();
        double y1 = domain.maxY();
        Sketch sketch = Sketch.of(new GuideCurve(new double[] {x0, y0, x1, y1}, 1.2, 0), new GuideCurve(new double[] {x0, y1, x1, y0}, 1.2, 0),
                new GuideCurve(new double[] {(x0 + x1) / 2, y0, (x0 + x1) / 2, y1}, 1.0, 0),
                new GuideCurve(new double[] {x1, (y0 + y1) / 2, x0, (y0 + y1) / 2}, 1.0, 0));
        return new KeyframedField.Keyframe(parameter, domain, FieldGrid.bake(new SketchedField(sketch, domain, orientation, 1.9, 0.1), 32, 32));
    }
}
