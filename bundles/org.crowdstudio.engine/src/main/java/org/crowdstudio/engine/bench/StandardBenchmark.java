package org.crowdstudio.engine.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;

import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.World;

/**
 * The standard benchmark: N agents placed uniformly at random in a square at 0.5 agents/m², each
 * walking to the point mirrored through the square's centre with goal reaching and ORCA (radius
 * 0.3 m, preferred speed 1.3 m/s, max speed 1.8 m/s, neighbour distance 5 m, 10 neighbours, time
 * horizons 2 s, dt 0.1 s). Every crossing path meets the whole crowd in the middle, so the later
 * steps are the dense, expensive ones.
 */
public final class StandardBenchmark {

    public static final double DENSITY = 0.5;
    public static final double RADIUS = 0.3;
    public static final double PREFERRED_SPEED = 1.3;
    public static final double MAX_SPEED = 1.8;
    public static final double TIME_STEP = 0.1;
    public static final int WARM_UP_STEPS = 10;
    /**
     * Steps of the JVM warm-up in all: 400 of one crowd, then 200 of a second, fresh one
     * ({@link #warmUpJvm(Supplier, IntConsumer)} says why).
     */
    public static final int JVM_WARM_UP_STEPS = 600;
    /** Steps of the first crowd of the JVM warm-up: long enough for the compiler to finish with the hot loop. */
    private static final int FIRST_CROWD_STEPS = 400;
    /**
     * A size's timed steps are repeated on fresh crowds until about this many agent-steps are timed:
     * 50 steps of 1,000 agents take a few tens of milliseconds, and one hiccup of the machine
     * (another process on one of its cores, a collection) would be the reading.
     */
    public static final long TIMED_AGENT_STEPS = 500_000;
    /** The most rounds a size is timed in; odd, as the median round is the result. */
    public static final int MAX_ROUNDS = 9;
    /** The crowd size the JVM is warmed up on. */
    public static final int JVM_WARM_UP_AGENTS = 2000;
    private static final double ARRIVAL_RADIUS = 0.5;
    private static final double AGENT_STIFFNESS = 5000.0 / 80;
    private static final Map<String, Object> ORCA_PARAMETERS = Map.of("neighbourDistance", 5.0, "maxNeighbours", 10,
            "timeHorizon", 2.0, "obstacleTimeHorizon", 2.0);

    private final AlgorithmRegistry algorithms;

    /**
     * The result for one crowd size; times are wall-clock over the timed steps only.
     *
     * @param millisPerStep the median round's
     * @param rounds how many rounds of the same steps, each on a fresh crowd, were timed
     * @param fastestMillisPerStep the fastest round's
     * @param slowestMillisPerStep the slowest round's
     */
    public record Result(int agents, int threads, int steps, double millisPerStep, long bytesPerAgent, int rounds,
            double fastestMillisPerStep, double slowestMillisPerStep) {

        public double stepsPerSecond() {
            return 1000 / millisPerStep;
        }

        public double nanosPerAgentStep() {
            return millisPerStep * 1e6 / agents;
        }
    }

    /** @param algorithms must hold {@code goal-reaching} and {@code orca} */
    public StandardBenchmark(AlgorithmRegistry algorithms) {
        this.algorithms = algorithms;
    }

    /**
     * Builds the crowd for N agents, steps it {@link #WARM_UP_STEPS} times, then times {@code steps}
     * steps; for a small crowd, again on fresh crowds ({@link #rounds}), and the median round is the
     * result. Every round steps the same crowd through the same steps.
     *
     * @param progress told the number of steps done so far (warm-up and every round included) after
     *        each step, out of {@code rounds(agents, steps) * (WARM_UP_STEPS + steps)}
     * @throws IllegalStateException if goal reaching or ORCA is not installed
     */
    public Result run(int agents, int threads, int steps, long seed, IntConsumer progress) {
        int rounds = rounds(agents, steps);
        double[] millisPerStep = new double[rounds];
        long bytesPerAgent = 0;
        int done = 0;
        for (int round = 0; round < rounds; round++) {
            // A collection before every round, so that no round inherits the garbage of the one
            // before; the heap it measures counts in the first round only.
            long heapBefore = usedHeap();
            try (Simulation simulation = simulation(agents, threads, seed)) {
                for (int step = 0; step < WARM_UP_STEPS; step++) {
                    simulation.step();
                    progress.accept(++done);
                }
                if (round == 0) {
                    bytesPerAgent = Math.max(0, usedHeap() - heapBefore) / Math.max(1, agents);
                }
                long start = System.nanoTime();
                for (int step = 0; step < steps; step++) {
                    simulation.step();
                    progress.accept(++done);
                }
                millisPerStep[round] = (System.nanoTime() - start) / 1e6 / Math.max(1, steps);
            }
        }
        return new Result(agents, threads, steps, TimedInTurns.median(millisPerStep), bytesPerAgent, rounds,
                Arrays.stream(millisPerStep).min().orElseThrow(), Arrays.stream(millisPerStep).max().orElseThrow());
    }

    /**
     * How many rounds a size is timed in: enough for about {@link #TIMED_AGENT_STEPS} agent-steps,
     * at most {@link #MAX_ROUNDS}, and an odd number, so that one round is the median.
     */
    public static int rounds(int agents, int steps) {
        long perRound = Math.max(1, (long) agents * steps);
        int rounds = Math.clamp((TIMED_AGENT_STEPS + perRound - 1) / perRound, 1, MAX_ROUNDS);
        return rounds % 2 == 1 ? rounds : rounds + 1;
    }

    /** One round of a benchmark family's timing, on a fresh crowd. */
    public interface Round<R> {

        /**
         * @param rounds how many rounds the size is timed in, for the result to say
         * @param progress told the steps done so far in this round, out of {@link #WARM_UP_STEPS} + steps
         */
        R time(int rounds, IntConsumer progress);
    }

    /**
     * Times another family's crowd as {@link #run} times the standard one: a small crowd in
     * {@link #rounds} on fresh crowds, with a collection before each, and the median round is the
     * result, all of its figures from that one round.
     *
     * @param progress told the steps done so far, out of {@link #rounds} times ({@link #WARM_UP_STEPS} + steps)
     */
    public static <R> R timeInRounds(int agents, int steps, IntConsumer progress, Round<R> round,
            ToDoubleFunction<R> millisPerStep) {
        int rounds = rounds(agents, steps);
        List<R> timed = new ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            int before = r * (WARM_UP_STEPS + steps);
            // As in run: no round inherits the garbage of the one before.
            System.gc();
            timed.add(round.time(rounds, done -> progress.accept(before + done)));
        }
        return medianRound(timed, millisPerStep);
    }

    /**
     * The round whose time per step is the median.
     *
     * @param rounds an odd number of rounds, so that one of them is the median
     */
    private static <R> R medianRound(List<R> rounds, ToDoubleFunction<R> millisPerStep) {
        List<R> sorted = new ArrayList<>(rounds);
        sorted.sort(Comparator.comparingDouble(millisPerStep));
        return sorted.get(sorted.size() / 2);
    }

    /**
     * The benchmark's crowd of N agents ready to step, for other benchmarks that need a crowd at
     * work (the workbench's drawing benchmark).
     *
     * @throws IllegalStateException if goal reaching or ORCA is not installed
     */
    public Simulation simulation(int agents, int threads, long seed) {
        return new Simulation(crowd(agents, seed), List.of(pipeline()), TIME_STEP, seed, threads);
    }

    /**
     * Runs a small crowd long enough for the JIT compiler to finish with the hot loop. Without it,
     * the first sizes measure compilation (on two cores the compiler threads compete with the
     * simulation threads) rather than the simulation.
     *
     * @param progress told the steps done so far, out of {@link #JVM_WARM_UP_STEPS}
     */
    public void warmUpJvm(int threads, IntConsumer progress) {
        warmUpJvm(() -> new Simulation(crowd(JVM_WARM_UP_AGENTS, 0), List.of(pipeline()), TIME_STEP, 0, threads),
                progress);
    }

    /**
     * Steps a benchmark's own crowd, then a second, fresh one, {@link #JVM_WARM_UP_STEPS} steps in
     * all, so that the JIT compiler is done with its code before it is timed: every benchmark
     * family warms up this way. Why a second crowd: code compiled on the first has never seen a
     * stage's per-thread scratch made ({@link ThreadLocal} on the new simulation's threads) or the
     * grid grow; the first simulation after it does both, which throws the compiled step away
     * (an uncommon trap), and without the second crowd the first size timed would run on
     * recompiling code: 1,000 agents on two threads took 250 to 300 steps to reach full speed.
     *
     * @param crowd makes the crowd, each time a new simulation
     * @param progress told the steps done so far, out of {@link #JVM_WARM_UP_STEPS}
     */
    public static void warmUpJvm(Supplier<Simulation> crowd, IntConsumer progress) {
        int done = 0;
        for (int steps : new int[] {FIRST_CROWD_STEPS, JVM_WARM_UP_STEPS - FIRST_CROWD_STEPS}) {
            try (Simulation simulation = crowd.get()) {
                for (int step = 0; step < steps; step++) {
                    simulation.step();
                    progress.accept(++done);
                }
            }
        }
    }

    /** The side of the square that holds N agents at the benchmark's density. */
    public static double side(int agents) {
        return Math.sqrt(agents / DENSITY);
    }

    /** N agents uniformly at random in the square [0, side)², each bound for its mirror image. */
    public static Crowd crowd(int agents, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double side = side(agents);
        Crowd.Builder builder = new Crowd.Builder();
        for (int i = 0; i < agents; i++) {
            double x = random.nextDouble() * side;
            double y = random.nextDouble() * side;
            double goalX = side - x;
            double goalY = side - y;
            builder.add(x, y, StrictMath.atan2(goalY - y, goalX - x), RADIUS, PREFERRED_SPEED, MAX_SPEED, 1, 0,
                    new double[] {goalX, goalY, ARRIVAL_RADIUS}, false);
        }
        return builder.build();
    }

    private Pipeline pipeline() {
        World world = World.empty();
        VelocitySource source = algorithms.create("goal-reaching", Stage.VELOCITY_SOURCE, Map.of(), world);
        VelocitySolver solver = algorithms.create("orca", Stage.VELOCITY_SOLVER, ORCA_PARAMETERS, world);
        return new Pipeline(List.of(source), new double[] {1}, true, solver, AGENT_STIFFNESS);
    }

    /** Heap in use after a collection: good enough to tell bytes per agent at 10,000 agents and up. */
    private static long usedHeap() {
        Runtime runtime = Runtime.getRuntime();
        System.gc();
        return runtime.totalMemory() - runtime.freeMemory();
    }
}
