package org.crowdstudio.steering.navigation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.IntConsumer;

import org.crowdstudio.engine.bench.StandardBenchmark;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.AgentView;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.Bounds;
import org.crowdstudio.engine.spi.GlobalValues;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.WaypointModifier;
import org.crowdstudio.engine.spi.World;

/**
 * What navigation costs: a walled floor plan 100 m square with 500 obstacles (a lattice of
 * counters and shelves, aisles between them) and four exits, one in the middle of each side. The
 * plan and the exits' fields are built and timed on their own; then a crowd walks to its nearest
 * exit with navigation, goal reaching and ORCA, and the time spent in the navigation stage is
 * measured inside the step: the stage's own time on every thread, summed and divided by the
 * threads, against the whole step.
 */
public final class NavigationBenchmark {

    /** The plan's side, metres. */
    public static final double SIDE = 100;
    /** Obstacles on the plan: 25 columns of 20. */
    public static final int OBSTACLES = 500;
    /** Exits, one in the middle of each side. */
    public static final int EXITS = 4;
    private static final int COLUMNS = 25;
    private static final int ROWS = 20;
    private static final double BODY = 0.3;
    private static final int BUILDS = 5;
    private static final double[][] EXIT_POINTS = {{1, SIDE / 2}, {SIDE - 1, SIDE / 2}, {SIDE / 2, 1}, {SIDE / 2, SIDE - 1}};

    private final AlgorithmRegistry algorithms;

    /**
     * @param millisPerStep a whole step
     * @param navigationMillisPerStep the navigation stage's share of a step's wall time
     * @param rounds how many rounds of the same steps, each on a fresh crowd, were timed; the
     *        figures are the median round's
     */
    public record Result(int agents, double millisPerStep, double navigationMillisPerStep, int rounds) {

        public double stepsPerSecond() {
            return 1000 / millisPerStep;
        }

        public double navigationShare() {
            return navigationMillisPerStep / millisPerStep;
        }
    }

    /** @param algorithms must hold {@code goal-reaching} and {@code orca} */
    public NavigationBenchmark(AlgorithmRegistry algorithms) {
        this.algorithms = algorithms;
    }

    /** The plan's obstacles: counters 2 m × 1.2 m, 4 m apart east–west and 5 m apart north–south. */
    public static List<double[]> obstacles() {
        List<double[]> obstacles = new ArrayList<>(OBSTACLES);
        for (int row = 0; row < ROWS; row++) {
            for (int column = 0; column < COLUMNS; column++) {
                double x = 1 + 4 * column;
                double y = 2 + 5 * row;
                obstacles.add(new double[] {x, y, x + 2, y, x + 2, y + 1.2, x, y + 1.2});
            }
        }
        return obstacles;
    }

    /** Building the plan and the four exits' fields for bodies of 0.3 m, ms: the best of {@value #BUILDS} builds after one to warm up. */
    public static double buildMillis(double cell) {
        List<double[]> obstacles = obstacles();
        Optional<Bounds> bounds = Optional.of(new Bounds(0, 0, SIDE, SIDE));
        double best = Double.POSITIVE_INFINITY;
        for (int build = 0; build <= BUILDS; build++) {
            long start = System.nanoTime();
            NavigationMap map = new NavigationMap(ClearanceGrid.of(obstacles, bounds, cell));
            for (double[] exit : EXIT_POINTS) {
                map.field(exit[0], exit[1], BODY + 0.1);
            }
            double millis = (System.nanoTime() - start) / 1e6;
            // The first build warms the JIT compiler up and is not counted.
            best = build == 0 ? best : Math.min(best, millis);
        }
        return best;
    }

    /**
     * Times the crowd as {@link StandardBenchmark#run} times the standard one
     * ({@link StandardBenchmark#timeInRounds}).
     *
     * @param progress told the steps done so far, out of {@link StandardBenchmark#rounds} times
     *        ({@link StandardBenchmark#WARM_UP_STEPS} + steps)
     */
    public Result run(int agents, int threads, int steps, long seed, IntConsumer progress) {
        return StandardBenchmark.timeInRounds(agents, steps, progress,
                (rounds, roundProgress) -> runOnce(agents, threads, steps, seed, rounds, roundProgress),
                Result::millisPerStep);
    }

    /**
     * Steps a crowd of {@link StandardBenchmark#JVM_WARM_UP_AGENTS} walking to the exits long
     * enough for the JIT compiler to finish with navigation, as the other families warm up:
     * without it the first size timed read a quarter slower than the same size timed again. The
     * stage is timed as in the runs, so that the code compiled is the code timed.
     *
     * @param progress told the steps done so far, out of {@link StandardBenchmark#JVM_WARM_UP_STEPS}
     */
    public void warmUpJvm(int threads, IntConsumer progress) {
        StandardBenchmark.warmUpJvm(() -> {
            World world = world();
            Crowd crowd = crowd(StandardBenchmark.JVM_WARM_UP_AGENTS);
            return simulation(world, crowd, new Timed(navigation(world)), threads, 0);
        }, progress);
    }

    private Result runOnce(int agents, int threads, int steps, long seed, int rounds, IntConsumer progress) {
        World world = world();
        Timed navigation = new Timed(navigation(world));
        Crowd crowd = crowd(agents);
        try (Simulation simulation = simulation(world, crowd, navigation, threads, seed)) {
            for (int step = 0; step < StandardBenchmark.WARM_UP_STEPS; step++) {
                simulation.step();
                progress.accept(step + 1);
            }
            navigation.nanos.reset();
            long start = System.nanoTime();
            for (int step = 0; step < steps; step++) {
                simulation.step();
                progress.accept(StandardBenchmark.WARM_UP_STEPS + step + 1);
            }
            double millis = (System.nanoTime() - start) / 1e6 / Math.max(1, steps);
            double navigationMillis = navigation.nanos.sum() / 1e6 / Math.max(1, steps) / threads;
            return new Result(crowd.size(), millis, navigationMillis, rounds);
        }
    }

    /** The walled floor plan with its obstacles. */
    private static World world() {
        return new World(obstacles(), new GlobalValues(), new Bounds(0, 0, SIDE, SIDE));
    }

    private Simulation simulation(World world, Crowd crowd, WaypointModifier navigation, int threads, long seed) {
        return new Simulation(crowd, List.of(pipeline(world, navigation)), world, StandardBenchmark.TIME_STEP, seed,
                threads);
    }

    /** Agents on a lattice over the plan's free floor, each heading for the nearest exit; as many as asked where they fit. */
    static Crowd crowd(int agents) {
        List<double[]> obstacles = obstacles();
        // Each counter keeps a body's radius and a little more clear all round it: 2.7 m × 1.9 m of floor.
        double keptOut = (2 + 2 * (BODY + 0.05)) * (1.2 + 2 * (BODY + 0.05));
        double spacing = Math.sqrt((SIDE * SIDE - OBSTACLES * keptOut) / agents);
        // A lattice holds a few points more or fewer than the area says: tighten it until all fit.
        while (freePoints(obstacles, spacing, agents).size() < agents && spacing > 2 * BODY) {
            spacing *= 0.98;
        }
        Crowd.Builder builder = new Crowd.Builder();
        for (double[] point : freePoints(obstacles, spacing, agents)) {
            double[] exit = nearestExit(point[0], point[1]);
            builder.add(point[0], point[1], 0, BODY, 1.3, 1.8, 80, 0, new double[] {exit[0], exit[1], 1.0}, false);
        }
        return builder.build();
    }

    /** The free points of a lattice over the plan, at most as many as wanted, row by row. */
    private static List<double[]> freePoints(List<double[]> obstacles, double spacing, int wanted) {
        List<double[]> points = new ArrayList<>();
        for (double y = spacing / 2; y < SIDE && points.size() < wanted; y += spacing) {
            for (double x = spacing / 2; x < SIDE && points.size() < wanted; x += spacing) {
                if (clearOf(obstacles, x, y)) {
                    points.add(new double[] {x, y});
                }
            }
        }
        return points;
    }

    private static boolean clearOf(List<double[]> obstacles, double x, double y) {
        for (double[] box : obstacles) {
            if (x > box[0] - BODY - 0.05 && x < box[2] + BODY + 0.05 && y > box[1] - BODY - 0.05 && y < box[5] + BODY + 0.05) {
                return false;
            }
        }
        return true;
    }

    private static double[] nearestExit(double x, double y) {
        double[] nearest = EXIT_POINTS[0];
        for (double[] exit : EXIT_POINTS) {
            if (Math.hypot(exit[0] - x, exit[1] - y) < Math.hypot(nearest[0] - x, nearest[1] - y)) {
                nearest = exit;
            }
        }
        return nearest;
    }

    private WaypointModifier navigation(World world) {
        NavigationAlgorithm navigation = new NavigationAlgorithm();
        return navigation.create(Parameters.defaults(navigation.descriptor()), world);
    }

    private Pipeline pipeline(World world, WaypointModifier navigation) {
        VelocitySource source = algorithms.create("goal-reaching", Stage.VELOCITY_SOURCE, Map.of(), world);
        VelocitySolver solver = algorithms.create("orca", Stage.VELOCITY_SOLVER, Map.of(), world);
        return new Pipeline(List.of(navigation), List.of(source), new double[] {1}, true, solver, null, Pipeline.AGENT_STIFFNESS,
                Pipeline.OBSTACLE_STIFFNESS);
    }

    /** The navigation stage with the time spent in it added up over every thread. */
    private static final class Timed implements WaypointModifier {

        private final WaypointModifier stage;
        private final LongAdder nanos = new LongAdder();

        Timed(WaypointModifier stage) {
            this.stage = stage;
        }

        @Override
        public boolean modify(AgentView agent, double[] out) {
            long start = System.nanoTime();
            boolean modified = stage.modify(agent, out);
            nanos.add(System.nanoTime() - start);
            return modified;
        }
    }
}
