package org.crowdstudio.steering.fields;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

import org.crowdstudio.engine.bench.StandardBenchmark;
import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.OrientationPolicy;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
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
 * navigation field of the environment, a speed-parametric field every agent emits (found through
 * the neighbour grid), a field 100 leaders emit, an orientation field from 25 static sources and a
 * rotation-linked field from 25 static sources.
 */
public final class FieldOverheadBenchmark {

    /** Fields bound to every agent. */
    public static final int FIELDS = 5;
    private static final int LEADERS = 100;
    private static final double FIELD_WEIGHT = 1e-6;
    private static final int STATIC_SOURCES = 25;
    private static final Map<String, Object> ORCA_PARAMETERS = Map.of("neighbourDistance", 5.0, "maxNeighbours", 10,
            "timeHorizon", 2.0, "obstacleTimeHorizon", 2.0);

    private final AlgorithmRegistry algorithms;

    /** Step times without and with the fields, wall-clock over the timed steps. */
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
     * @param progress told the steps done so far, out of twice ({@link StandardBenchmark#WARM_UP_STEPS} + steps)
     */
    public Result run(int agents, int threads, int steps, long seed, IntConsumer progress) {
        double baseline = time(agents, threads, steps, seed, false, done -> progress.accept(done));
        double withFields = time(agents, threads, steps, seed, true, done -> progress.accept(StandardBenchmark.WARM_UP_STEPS + steps + done));
        return new Result(agents, FIELDS, baseline, withFields);
    }

    /**
     * Runs the crowd with the fields on {@link StandardBenchmark#JVM_WARM_UP_STEPS} steps of a
     * small crowd, so that the first size measured is the look-ups and not the JIT compiler
     * compiling them, as {@link StandardBenchmark#warmUpJvm} does for the standard crowd.
     *
     * @param progress told the steps done so far, out of {@link StandardBenchmark#JVM_WARM_UP_STEPS}
     */
    public void warmUpJvm(int threads, IntConsumer progress) {
        try (Simulation simulation = simulation(StandardBenchmark.JVM_WARM_UP_AGENTS, threads, 0, true)) {
            for (int step = 0; step < StandardBenchmark.JVM_WARM_UP_STEPS; step++) {
                simulation.step();
                progress.accept(step + 1);
            }
        }
    }

    private double time(int agents, int threads, int steps, long seed, boolean fields, IntConsumer progress) {
        try (Simulation simulation = simulation(agents, threads, seed, fields)) {
            for (int step = 0; step < StandardBenchmark.WARM_UP_STEPS; step++) {
                simulation.step();
                progress.accept(step + 1);
            }
            long start = System.nanoTime();
            for (int step = 0; step < steps; step++) {
                simulation.step();
                progress.accept(StandardBenchmark.WARM_UP_STEPS + step + 1);
            }
            return (System.nanoTime() - start) / 1e6 / Math.max(1, steps);
        }
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
        sources.add((VelocitySource) create("goal-reaching", Map.of(), world));
        OrientationPolicy orientation = null;
        if (fields) {
            sources.add((VelocitySource) create(InteractionFieldsAlgorithm.ID, Map.of(), world));
            orientation = (OrientationPolicy) create(FieldOrientationAlgorithm.ID, Map.of(), world);
        }
        // The fields' weight is tiny: every look-up is made and averaged in, but the crowd walks
        // as in the standard benchmark, so the difference is the fields' cost, not a denser crowd's.
        double[] weights = fields ? new double[] {1, FIELD_WEIGHT} : new double[] {1};
        VelocitySolver solver = (VelocitySolver) create("orca", ORCA_PARAMETERS, world);
        return new Pipeline(List.of(), sources, weights, true, solver, List.of(), orientation, Pipeline.AGENT_STIFFNESS, 0);
    }

    private Object create(String id, Map<String, ?> parameters, World world) {
        SteeringAlgorithm algorithm = algorithms.find(id)
                .orElseThrow(() -> new IllegalStateException("the field benchmark needs the '" + id + "' algorithm, which is not installed"));
        return algorithm.create(Parameters.of(algorithm.descriptor(), parameters), world);
    }

    /** The five fields, every agent a receiver of each. */
    static FieldScene scene(int agents) {
        double side = StandardBenchmark.side(agents);
        int[] everyone = IntStream.range(0, agents).toArray();
        int[] leaders = IntStream.range(0, Math.min(LEADERS, agents)).toArray();
        double[] statics = new double[3 * STATIC_SOURCES];
        int perRow = (int) Math.sqrt(STATIC_SOURCES);
        for (int s = 0; s < STATIC_SOURCES; s++) {
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
