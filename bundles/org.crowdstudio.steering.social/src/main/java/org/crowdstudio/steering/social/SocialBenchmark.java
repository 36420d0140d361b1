package org.crowdstudio.steering.social;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.IntConsumer;

import org.crowdstudio.engine.bench.StandardBenchmark;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.PhaseView;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.StepPhase;
import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.WaypointModifier;
import org.crowdstudio.engine.spi.World;

/**
 * What the social layer costs in a step (TA paper §7: under 3 % of the frame, 4,000 agents at
 * 23.5 frames/s): the standard benchmark's crowd, goal reaching and ORCA, with {@code social-ta}
 * on top. Everyone takes part, in a good mood, with friendship angles drawn round the circle, so
 * that many pairs are near and many talk. The layer's step phase is timed on its own.
 */
public final class SocialBenchmark {

    private static final Map<String, Object> ORCA_PARAMETERS = Map.of("neighbourDistance", 5.0, "maxNeighbours", 10,
            "timeHorizon", 2.0, "obstacleTimeHorizon", 2.0);
    private static final double AGENT_STIFFNESS = 5000.0 / 80;

    private final AlgorithmRegistry algorithms;

    /**
     * @param millisPerStep the whole step, wall-clock over the timed steps
     * @param layerMillisPerStep the social layer's step phase alone
     * @param socialisingFraction the share of agents socialising, averaged over the timed steps
     * @param rounds how many rounds of the same steps, each on a fresh crowd, were timed; the
     *        figures are the median round's
     */
    public record Result(int agents, double millisPerStep, double layerMillisPerStep, double socialisingFraction,
            int rounds) {

        public double stepsPerSecond() {
            return 1000 / millisPerStep;
        }

        /** @return the share of the step the social layer's phase takes, in per cent */
        public double layerPercent() {
            return 100 * layerMillisPerStep / millisPerStep;
        }
    }

    /** @param algorithms must hold {@code goal-reaching}, {@code orca} and {@code social-ta} */
    public SocialBenchmark(AlgorithmRegistry algorithms) {
        this.algorithms = algorithms;
    }

    /**
     * Times the socialising crowd as {@link StandardBenchmark#run} times the standard one
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

    private Result runOnce(int agents, int threads, int steps, long seed, int rounds, IntConsumer progress) {
        World world = World.empty();
        TimedPhase timed = timedLayer(world, agents, seed);
        try (Simulation simulation = simulation(world, agents, threads, seed)) {
            for (int step = 0; step < StandardBenchmark.WARM_UP_STEPS; step++) {
                simulation.step();
                progress.accept(step + 1);
            }
            timed.nanos = 0;
            double socialising = 0;
            long start = System.nanoTime();
            for (int step = 0; step < steps; step++) {
                simulation.step();
                socialising += timed.layer.socialisingFraction();
                progress.accept(StandardBenchmark.WARM_UP_STEPS + step + 1);
            }
            double millis = (System.nanoTime() - start) / 1e6 / Math.max(1, steps);
            double layerMillis = timed.nanos / 1e6 / Math.max(1, steps);
            return new Result(agents, millis, layerMillis, socialising / Math.max(1, steps), rounds);
        }
    }

    /**
     * Runs the socialising crowd long enough for the JIT compiler to finish with the layer, as
     * {@link StandardBenchmark#warmUpJvm} does for the crowd beneath it: otherwise the first size
     * measured (on one thread, with several thread counts asked for) measures compilation.
     *
     * @param progress told the steps done so far, out of {@link StandardBenchmark#JVM_WARM_UP_STEPS}
     */
    public void warmUpJvm(int threads, IntConsumer progress) {
        int agents = StandardBenchmark.JVM_WARM_UP_AGENTS;
        StandardBenchmark.warmUpJvm(() -> {
            World world = World.empty();
            timedLayer(world, agents, 0);
            return simulation(world, agents, threads, 0);
        }, progress);
    }

    /** The scene and its layer, added to the world as a phase that times itself. */
    private static TimedPhase timedLayer(World world, int agents, long seed) {
        world.attach(SocialScene.class, scene(agents, seed));
        // The layer is created here, before the algorithm asks for it, so that its phase can be timed.
        SocialLayer layer = world.shared(SocialLayer.class,
                () -> new SocialLayer(world.attachment(SocialScene.class).orElseThrow(), world.globals()));
        TimedPhase timed = new TimedPhase(layer);
        world.addStepPhase(timed);
        return timed;
    }

    private Simulation simulation(World world, int agents, int threads, long seed) {
        Crowd crowd = StandardBenchmark.crowd(agents, seed);
        return new Simulation(crowd, List.of(pipeline(world)), world, StandardBenchmark.TIME_STEP, seed, threads);
    }

    /**
     * The benchmark's social scene for its crowd of N agents: everyone takes part and is in a good
     * mood (0.8–1); friendship angles uniform round the circle.
     */
    public static SocialScene scene(int agents, long seed) {
        SplittableRandom random = new SplittableRandom(seed ^ 0x50C1A1L);
        double[] angles = new double[agents];
        double[] moods = new double[agents];
        boolean[] everyone = new boolean[agents];
        for (int agent = 0; agent < agents; agent++) {
            angles[agent] = random.nextDouble() * 2 * Math.PI;
            moods[agent] = 0.8 + 0.2 * random.nextDouble();
            everyone[agent] = true;
        }
        return new SocialScene(angles, moods, everyone, SocialRules.DEFAULT);
    }

    private Pipeline pipeline(World world) {
        WaypointModifier social = algorithms.create(SocialScene.ALGORITHM_ID, Stage.WAYPOINT_MODIFIER, Map.of(), world);
        VelocitySource goal = algorithms.create("goal-reaching", Stage.VELOCITY_SOURCE, Map.of(), world);
        VelocitySolver orca = algorithms.create("orca", Stage.VELOCITY_SOLVER, ORCA_PARAMETERS, world);
        return new Pipeline(List.of(social), List.of(goal), new double[] {1}, true, orca, null, AGENT_STIFFNESS, 0);
    }

    /** The layer's phase, with the time it takes added up. */
    private static final class TimedPhase implements StepPhase {
        final SocialLayer layer;
        long nanos;

        TimedPhase(SocialLayer layer) {
            this.layer = layer;
        }

        @Override
        public void beforeStep(PhaseView crowd) {
            long start = System.nanoTime();
            layer.beforeStep(crowd);
            nanos += System.nanoTime() - start;
        }
    }
}
