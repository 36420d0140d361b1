package org.crowdstudio.steering.groups;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

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
 * What groups cost in a step: the standard benchmark's crowd, goal reaching and plain ORCA, beside
 * the same crowd split into groups and steered by the velocity-connection solver. Agents near each
 * other in space (consecutive in the order of 3 m cells) form groups of 2, 3 and 4 in turn, as
 * pedestrians in small groups do (VC paper §4.2: n^c = 1 for 2 and 3, 2 for 4, r^max = 1 m), and
 * the first 90 form one large group with Table 2's parameters. The two crowds are timed in turns
 * of a few steps, so that a drift in the machine's speed hits both alike.
 */
public final class GroupBenchmark {

    /** Members of the one large group. */
    public static final int LARGE_GROUP = 90;
    private static final double CELL = 3;
    private static final int[] SMALL_GROUP_SIZES = {2, 3, 4};
    private static final Map<String, Object> ORCA_PARAMETERS = Map.of("neighbourDistance", 5.0, "maxNeighbours", 10,
            "timeHorizon", 2.0, "obstacleTimeHorizon", 2.0);
    private static final ConnectionParameters PEDESTRIANS = new ConnectionParameters(1, 0, 1, 1, 2, 0.5, 0.2, 0.05, 0.8);
    private static final ConnectionParameters PEDESTRIANS_OF_FOUR = new ConnectionParameters(2, 0, 1, 1, 2, 0.5, 0.2, 0.05, 0.8);

    private final AlgorithmRegistry algorithms;

    /**
     * Step times of plain ORCA and of the grouped crowd, each the median of its timed turns.
     *
     * @param groups how many groups the crowd was split into
     */
    public record Result(int agents, int groups, double orcaMillisPerStep, double groupsMillisPerStep) {

        public double groupsStepsPerSecond() {
            return 1000 / groupsMillisPerStep;
        }

        public double orcaNanosPerAgentStep() {
            return orcaMillisPerStep * 1e6 / agents;
        }

        public double groupsNanosPerAgentStep() {
            return groupsMillisPerStep * 1e6 / agents;
        }

        /** @return the grouped crowd's cost per agent over plain ORCA's */
        public double costRatio() {
            return groupsMillisPerStep / orcaMillisPerStep;
        }
    }

    /** @param algorithms must hold {@code goal-reaching}, {@code orca} and {@code velocity-connection} */
    public GroupBenchmark(AlgorithmRegistry algorithms) {
        this.algorithms = algorithms;
    }

    /** @param progress told the steps done so far, out of twice ({@link StandardBenchmark#WARM_UP_STEPS} + steps) */
    public Result run(int agents, int threads, int steps, long seed, IntConsumer progress) {
        GroupScene scene = scene(StandardBenchmark.crowd(agents, seed));
        try (Simulation orca = simulation(agents, threads, seed, null); Simulation grouped = simulation(agents, threads, seed, scene)) {
            TimedInTurns.Result timed = TimedInTurns.time(orca, grouped, steps, progress);
            return new Result(agents, scene.groups().size(), timed.firstMillisPerStep(), timed.secondMillisPerStep());
        }
    }

    /**
     * Steps the grouped crowd on a small crowd long enough for the JIT compiler to finish with the
     * solver, as {@link StandardBenchmark#warmUpJvm} does for ORCA.
     *
     * @param progress told the steps done so far, out of {@link StandardBenchmark#JVM_WARM_UP_STEPS}
     */
    public void warmUpJvm(int threads, IntConsumer progress) {
        int agents = StandardBenchmark.JVM_WARM_UP_AGENTS;
        StandardBenchmark.warmUpJvm(() -> simulation(agents, threads, 0, scene(StandardBenchmark.crowd(agents, 0))),
                progress);
    }

    /** The crowd's groups: the first {@value #LARGE_GROUP} agents in cell order, then 2, 3, 4, 2, ... neighbours at a time. */
    static GroupScene scene(Crowd crowd) {
        int agents = crowd.size();
        Integer[] order = IntStream.range(0, agents).boxed().toArray(Integer[]::new);
        Arrays.sort(order, Comparator.<Integer>comparingInt(agent -> (int) Math.floor(crowd.y(agent) / CELL))
                .thenComparingInt(agent -> (int) Math.floor(crowd.x(agent) / CELL)).thenComparingInt(agent -> agent));
        ConnectionParameters[] profile = new ConnectionParameters[agents];
        Arrays.fill(profile, PEDESTRIANS);
        List<GroupScene.Group> groups = new ArrayList<>();
        int next = Math.min(agents, LARGE_GROUP);
        groups.add(new GroupScene.Group("large", ids(order, 0, next), new int[0], 1, 1, Formation.ISOTROPIC, ConnectionParameters.PAPER));
        for (int g = 0; next < agents; g++) {
            int size = Math.min(SMALL_GROUP_SIZES[g % SMALL_GROUP_SIZES.length], agents - next);
            if (size < 2) {
                break;
            }
            groups.add(new GroupScene.Group("small " + (g + 1), ids(order, next, next + size), new int[0], 1, 1, Formation.ISOTROPIC,
                    size == 4 ? PEDESTRIANS_OF_FOUR : PEDESTRIANS));
            next += size;
        }
        return new GroupScene(profile, groups, List.of());
    }

    private static int[] ids(Integer[] order, int from, int to) {
        return Arrays.stream(order, from, to).mapToInt(Integer::intValue).toArray();
    }

    private Simulation simulation(int agents, int threads, long seed, GroupScene groups) {
        World world = World.empty();
        if (groups != null) {
            world.attach(GroupScene.class, groups);
        }
        VelocitySource source = algorithms.create("goal-reaching", Stage.VELOCITY_SOURCE, Map.of(), world);
        VelocitySolver solver = groups == null
                ? algorithms.create("orca", Stage.VELOCITY_SOLVER, ORCA_PARAMETERS, world)
                : algorithms.create(VelocityConnectionAlgorithm.ID, Stage.VELOCITY_SOLVER, Map.of(), world);
        Pipeline pipeline = new Pipeline(List.of(), List.of(source), new double[] {1}, true, solver, null, Pipeline.AGENT_STIFFNESS, 0);
        return new Simulation(StandardBenchmark.crowd(agents, seed), List.of(pipeline), world, StandardBenchmark.TIME_STEP, seed, threads);
    }
}
