package org.crowdstudio.steering.anisotropic;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;

import org.crowdstudio.engine.bench.StandardBenchmark;
import org.crowdstudio.engine.bench.TimedInTurns;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.World;

/**
 * What an anisotropic field costs in a step (AF paper §5.1): the standard benchmark's crowd on a
 * field of city blocks, every 10 m a street both ways in both directions, so that each cell offers
 * two to four directions. The field alone with no solver (the paper's macroscopic mode) is timed in
 * turns with the same crowd keeping its velocity and no solver: the difference is the field's own
 * cost, since without a solver a step's other work does not depend on where agents walk. Up to
 * 10,000 agents the field with ORCA is timed too, and the field's share of that step is its own
 * cost over the whole.
 */
public final class AnisotropicBenchmark {

    /** Cells of 1 m: the streets are 10 m apart, and 100,000 agents' square stays within a field's size limit. */
    private static final double CELL = 1;
    private static final double STREET_SPACING = 10;
    private static final int BINS = 16;
    private static final Map<String, Object> ORCA_PARAMETERS = Map.of("neighbourDistance", 5.0, "maxNeighbours", 10, "timeHorizon", 2.0,
            "obstacleTimeHorizon", 2.0);

    /**
     * Where the field's share is worked out (with ORCA), its three timings run at least this many
     * steps: the field's own cost is the difference of two timings of about a millisecond at 10,000
     * agents, and over the bench's usual 50 steps a shared machine's noise decided it (a share of
     * 10–16 % in runs whose 500-step medians read 7–10 %). At 10,000 agents they take some five
     * seconds in all.
     */
    static final int SHARE_STEPS = 500;

    private final AlgorithmRegistry algorithms;

    /**
     * @param macroscopicMillisPerStep the field alone, no solver
     * @param keepingMillisPerStep the crowd keeping its velocity, no solver
     * @param withOrcaMillisPerStep the field with ORCA, NaN when not timed
     */
    public record Result(int agents, double macroscopicMillisPerStep, double keepingMillisPerStep, double withOrcaMillisPerStep) {

        public double macroscopicStepsPerSecond() {
            return 1000 / macroscopicMillisPerStep;
        }

        /** @return the field's own cost, ms per step: what it adds to a step without a solver */
        public double fieldMillisPerStep() {
            return Math.max(0, macroscopicMillisPerStep - keepingMillisPerStep);
        }

        /** @return the share of an AF+ORCA step the field takes */
        public double fieldShare() {
            return fieldMillisPerStep() / withOrcaMillisPerStep;
        }
    }

    /** @param algorithms must hold {@code orca} */
    public AnisotropicBenchmark(AlgorithmRegistry algorithms) {
        this.algorithms = algorithms;
    }

    /**
     * @param withOrca whether to time AF+ORCA too (else it is NaN)
     * @param progress told the steps done so far, out of {@link #totalSteps}
     */
    public Result run(int agents, int threads, int steps, long seed, boolean withOrca, IntConsumer progress) {
        AnisotropicScene scene = scene(agents);
        int timedSteps = timedSteps(steps, withOrca);
        TimedInTurns.Result alone;
        try (Simulation field = simulation(agents, threads, seed, scene, false, true);
                Simulation keeping = simulation(agents, threads, seed, scene, false, false)) {
            alone = TimedInTurns.time(field, keeping, timedSteps, progress);
        }
        if (!withOrca) {
            return new Result(agents, alone.firstMillisPerStep(), alone.secondMillisPerStep(), Double.NaN);
        }
        int done = 2 * (StandardBenchmark.WARM_UP_STEPS + timedSteps);
        try (Simulation withOrcaSimulation = simulation(agents, threads, seed, scene, true, true)) {
            double withOrcaMillis = timed(withOrcaSimulation, timedSteps, step -> progress.accept(done + step));
            return new Result(agents, alone.firstMillisPerStep(), alone.secondMillisPerStep(), withOrcaMillis);
        }
    }

    /** @return how many steps {@link #run} reports progress out of */
    public static int totalSteps(int steps, boolean withOrca) {
        int timedSteps = timedSteps(steps, withOrca);
        int batches = Math.max(1, timedSteps / TimedInTurns.BATCH_STEPS);
        int withOrcaSteps = StandardBenchmark.WARM_UP_STEPS + batches * TimedInTurns.BATCH_STEPS;
        return 2 * (StandardBenchmark.WARM_UP_STEPS + timedSteps) + (withOrca ? withOrcaSteps : 0);
    }

    /** @return the steps each timing runs: those asked for, at least {@link #SHARE_STEPS} where the share is worked out */
    private static int timedSteps(int steps, boolean withOrca) {
        return withOrca ? Math.max(steps, SHARE_STEPS) : steps;
    }

    /** Steps the field's crowd long enough for the JIT compiler to finish with it. */
    public void warmUpJvm(int threads, IntConsumer progress) {
        int agents = StandardBenchmark.JVM_WARM_UP_AGENTS;
        StandardBenchmark.warmUpJvm(() -> simulation(agents, threads, 0, scene(agents), true, true), progress);
    }

    /** Warm-up steps, then the median of batches of {@link TimedInTurns#BATCH_STEPS} steps, ms per step. */
    private static double timed(Simulation simulation, int steps, IntConsumer progress) {
        int done = 0;
        for (int step = 0; step < StandardBenchmark.WARM_UP_STEPS; step++) {
            simulation.step();
            progress.accept(++done);
        }
        int batches = Math.max(1, steps / TimedInTurns.BATCH_STEPS);
        double[] millis = new double[batches];
        for (int batch = 0; batch < batches; batch++) {
            long start = System.nanoTime();
            for (int step = 0; step < TimedInTurns.BATCH_STEPS; step++) {
                simulation.step();
            }
            millis[batch] = (System.nanoTime() - start) / 1e6 / TimedInTurns.BATCH_STEPS;
            done += TimedInTurns.BATCH_STEPS;
            progress.accept(done);
        }
        Arrays.sort(millis);
        return millis[batches / 2];
    }

    /** City blocks over the standard crowd's square: a street every 10 m, each way along x and along y. */
    static AnisotropicScene scene(int agents) {
        double side = StandardBenchmark.side(agents);
        int cells = (int) Math.ceil(side / CELL);
        DistributionAccumulator weights = new DistributionAccumulator(new CellGrid(0, 0, CELL, cells, cells, BINS));
        StrokeBaker streets = new StrokeBaker(weights);
        for (double at = STREET_SPACING / 2; at < side; at += STREET_SPACING) {
            streets.add(new double[] {0, at, side, at}, 1, STREET_SPACING / 2, 1.5);
            streets.add(new double[] {side, at, 0, at}, 1, STREET_SPACING / 2, 1.5);
            streets.add(new double[] {at, 0, at, side}, 1, STREET_SPACING / 2, 1.5);
            streets.add(new double[] {at, side, at, 0}, 1, STREET_SPACING / 2, 1.5);
        }
        double[] speeds = new double[agents];
        Arrays.fill(speeds, StandardBenchmark.PREFERRED_SPEED);
        return new AnisotropicScene(List.of(new AnisotropicScene.Field("City blocks", weights.normalise(), 2, 1, 1, 0.1, speeds)));
    }

    private Simulation simulation(int agents, int threads, long seed, AnisotropicScene scene, boolean orca, boolean field) {
        World world = World.empty();
        world.attach(AnisotropicScene.class, scene);
        VelocitySource source = field ? new AnisotropicSteering(scene.fields().getFirst()) : AnisotropicBenchmark::keepVelocity;
        VelocitySolver solver = orca ? algorithms.create("orca", Stage.VELOCITY_SOLVER, ORCA_PARAMETERS, world) : null;
        Crowd crowd = StandardBenchmark.crowd(agents, seed);
        Pipeline pipeline = new Pipeline(List.of(), List.of(source), new double[] {1}, true, solver, null,
                orca ? Pipeline.AGENT_STIFFNESS : 0, 0);
        return new Simulation(crowd, List.of(pipeline), world, StandardBenchmark.TIME_STEP, seed, threads);
    }

    /** The baseline's source: the agent keeps its velocity. */
    private static boolean keepVelocity(org.crowdstudio.engine.spi.AgentView agent, double[] out) {
        out[0] = agent.vx();
        out[1] = agent.vy();
        return true;
    }
}
