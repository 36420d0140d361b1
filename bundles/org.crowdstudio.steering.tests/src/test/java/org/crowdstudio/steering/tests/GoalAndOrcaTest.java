package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Random;

import org.crowdstudio.compiler.spi.Polygons;
import org.crowdstudio.engine.bench.StandardBenchmark;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.World;
import org.junit.jupiter.api.Test;

/** Goal reaching and ORCA together in the kernel, found the way a plain-classpath runtime finds them. */
class GoalAndOrcaTest {

    /**
     * The standard crowd is cut into chunks by the thread count (fewer agents a chunk on more
     * threads), and each chunk's neighbour search starts from the last agent's answer: the
     * trajectories must not change with either.
     */
    @Test
    void theStandardCrowdWalksBitIdenticallyOnOneThreeAndSixteenThreads() {
        double[][] one = standardCrowdAfter(1);
        double[][] three = standardCrowdAfter(3);
        double[][] sixteen = standardCrowdAfter(16);

        assertThat(three).isDeepEqualTo(one);
        assertThat(sixteen).isDeepEqualTo(one);
    }

    private static double[][] standardCrowdAfter(int threads) {
        try (Simulation simulation = new StandardBenchmark(Crowds.ALGORITHMS).simulation(1000, threads, 1)) {
            for (int step = 0; step < 60; step++) {
                simulation.step();
            }
            Crowd crowd = simulation.crowd();
            double[][] positions = new double[2][crowd.size()];
            for (int agent = 0; agent < crowd.size(); agent++) {
                positions[0][agent] = crowd.x(agent);
                positions[1][agent] = crowd.y(agent);
            }
            return positions;
        }
    }

    @Test
    void theBuiltInAlgorithmsAreFoundThroughTheServiceLoader() {
        assertThat(Crowds.ALGORITHMS.descriptors()).extracting(AlgorithmDescriptor::id).contains("goal-reaching", "orca");
        assertThat(Crowds.ALGORITHMS.find("orca").orElseThrow().descriptor().parameter("timeHorizon").orElseThrow().defaultValue())
                .isEqualTo(2.0);
    }

    @Test
    void twoAgentsHeadOnPassEachOtherWithoutTouching() {
        Crowd.Builder builder = new Crowd.Builder();
        builder.add(-5, 0, 0, 0.3, 1.3, 1.8, 1, 0, new double[] {5, 0, 0.1}, false);
        builder.add(5, 0, Math.PI, 0.3, 1.3, 1.8, 1, 0, new double[] {-5, 0, 0.1}, false);
        Crowd crowd = builder.build();
        try (Simulation simulation = new Simulation(crowd, List.of(Crowds.goalAndOrca(World.empty(), Map.of())), 0.1, 1, 1)) {
            double closest = Crowds.runUntilArrived(simulation, 300);

            assertThat(Crowds.allArrived(crowd)).isTrue();
            assertThat(closest).isGreaterThanOrEqualTo(0.6 * 0.99);
        }
    }

    @Test
    void agentsNeverEnterAnObstacle() {
        // Crates in a square; agents cross it in every direction and never stand inside one.
        List<double[]> crates = List.of(new double[] {-4, -1, -2, -1, -2, 1, -4, 1}, new double[] {1, -3, 3, -3, 3, -1, 1, -1},
                new double[] {0, 2, 2, 2, 2, 4, 0, 4});
        World world = new World(crates);
        Random random = new Random(3);
        Crowd.Builder builder = new Crowd.Builder();
        for (int i = 0; i < 40; i++) {
            double angle = 2 * Math.PI * i / 40;
            double x = 9 * Math.cos(angle);
            double y = 9 * Math.sin(angle);
            builder.add(x, y, angle + Math.PI, 0.3, 1.3, 1.8, 1, 0, new double[] {-x + random.nextDouble() - 0.5, -y, 0.3}, false);
        }
        Crowd crowd = builder.build();
        try (Simulation simulation = new Simulation(crowd, List.of(Crowds.goalAndOrca(world, Map.of())), 0.1, 1, 2)) {
            for (int step = 0; step < 300; step++) {
                simulation.step();
                for (int i = 0; i < crowd.size(); i++) {
                    for (double[] crate : crates) {
                        assertThat(Polygons.contains(crate, crowd.x(i), crowd.y(i))).as("agent %d inside a crate at step %d", i, step).isFalse();
                    }
                }
            }
        }
    }

    @Test
    void withOrcaTheTrajectoriesAreStillIdenticalForAnyNumberOfThreads() {
        assertThat(crossing(2)).isDeepEqualTo(crossing(1));
    }

    private static double[][] crossing(int threads) {
        Random random = new Random(11);
        Crowd.Builder builder = new Crowd.Builder();
        for (int i = 0; i < 400; i++) {
            double x = random.nextDouble() * 24 - 12;
            double y = random.nextDouble() * 24 - 12;
            builder.add(x, y, 0, 0.3, 1.3, 1.8, 1, 0, new double[] {-x, -y, 0.3}, false);
        }
        Crowd crowd = builder.build();
        try (Simulation simulation = new Simulation(crowd, List.of(Crowds.goalAndOrca(World.empty(), Map.of())), 0.1, 5, threads)) {
            for (int step = 0; step < 40; step++) {
                simulation.step();
            }
        }
        double[][] state = new double[2][crowd.size()];
        for (int i = 0; i < crowd.size(); i++) {
            state[0][i] = crowd.x(i);
            state[1][i] = crowd.y(i);
        }
        return state;
    }
}
