package org.crowdstudio.engine.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;

import org.crowdstudio.engine.spi.Bounds;
import org.crowdstudio.engine.spi.GlobalValues;
import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.World;
import org.junit.jupiter.api.Test;

class ContactResolutionTest {

    /** A solver that avoids no one: whatever keeps these bodies apart is the kernel. */
    private static final VelocitySolver AVOIDS_NOTHING = (agent, preferredVx, preferredVy, out) -> {
        out[0] = preferredVx;
        out[1] = preferredVy;
    };
    private static final Pipeline SOLID = new Pipeline(List.of(), List.of(new TowardsGoalForTests()), new double[] {1}, true, AVOIDS_NOTHING,
            null, Pipeline.AGENT_STIFFNESS, Pipeline.OBSTACLE_STIFFNESS);
    /** The same walkers steered without a solver: soft bodies, pushed apart by contact forces only. */
    private static final Pipeline SOFT = new Pipeline(List.of(), List.of(new TowardsGoalForTests()), new double[] {1}, true, null, null,
            Pipeline.AGENT_STIFFNESS, Pipeline.OBSTACLE_STIFFNESS);

    @Test
    void twoRunnersHeadOnNeverSinkIntoEachOtherDeeperThanTheGive() {
        assertThat(deepestHeadOn(SOLID)).as("deepest overlap of two solid runners (m)").isLessThanOrEqualTo(ContactResolution.GIVE + 1e-9);
        // Without a solver the bodies are soft: the same run sinks them far deeper, so the bound above is the resolution's doing.
        assertThat(deepestHeadOn(SOFT)).as("deepest overlap of two soft runners (m)").isGreaterThan(0.15);
    }

    private static double deepestHeadOn(Pipeline pipeline) {
        Crowd.Builder builder = new Crowd.Builder();
        builder.add(-3, 0.01, 0, 0.3, 2, 2.5, 80, 0, new double[] {3, 0, 0.1}, false);
        builder.add(3, -0.01, Math.PI, 0.3, 2, 2.5, 80, 0, new double[] {-3, 0, 0.1}, false);
        Crowd crowd = builder.build();
        double deepest = 0;
        try (Simulation simulation = new Simulation(crowd, List.of(pipeline), 0.1, 1, 1)) {
            for (int s = 0; s < 40; s++) {
                simulation.step();
                deepest = Math.max(deepest, 0.6 - Math.hypot(crowd.x(0) - crowd.x(1), crowd.y(0) - crowd.y(1)));
            }
        }
        return deepest;
    }

    @Test
    void aRunnerIntoAWallStopsWithinTheGiveOfIt() {
        // A pillar from x = 1 to 3 in the runner's way; it runs at 2.5 m/s for a goal behind it.
        World world = new World(List.<double[]>of(new double[] {1, -5, 3, -5, 3, 5, 1, 5}), new GlobalValues());
        Crowd.Builder builder = new Crowd.Builder();
        builder.add(-2, 0, 0, 0.3, 2.5, 2.5, 80, 0, new double[] {6, 0, 0.1}, false);
        Crowd crowd = builder.build();
        double farthestEast = Double.NEGATIVE_INFINITY;
        try (Simulation simulation = new Simulation(crowd, List.of(SOLID), world, 0.1, 1, 1)) {
            for (int s = 0; s < 40; s++) {
                simulation.step();
                farthestEast = Math.max(farthestEast, crowd.x(0));
            }
        }
        assertThat(farthestEast).as("the runner's farthest x; the wall is at x = 1").isBetween(1 - 0.3 - 0.01, 1 - 0.3 + ContactResolution.GIVE + 1e-9);
    }

    @Test
    void twoStreamsPushedApartComeOutTheSameForAnyThreadCount() {
        double[][] single = counterflow(SOLID, 1);

        assertThat(counterflow(SOLID, 2)).isDeepEqualTo(single);
        assertThat(counterflow(SOLID, 8)).isDeepEqualTo(single);
        // The soft streams differ from these only in not being pushed apart: the resolution did work here.
        assertThat(counterflow(SOFT, 1)[0]).isNotEqualTo(single[0]);
    }

    @Test
    void aLargeCrowdIsPushedApartTheSameForAnyThreadCount() {
        double[][] single = crossing(1);

        assertThat(crossing(2)).isDeepEqualTo(single);
        assertThat(crossing(4)).isDeepEqualTo(single);
    }

    /** 6,000 solid walkers from all over a 70 m square, each to the point mirrored through its centre; their positions after 6 s. */
    private static double[][] crossing(int threads) {
        Random random = new Random(11);
        Crowd.Builder builder = new Crowd.Builder();
        for (int i = 0; i < 6000; i++) {
            double x = random.nextDouble() * 70 - 35;
            double y = random.nextDouble() * 70 - 35;
            builder.add(x, y, 0, 0.3, 1.3, 1.8, 80, 0, new double[] {-x, -y, 0.1}, false);
        }
        Crowd crowd = builder.build();
        try (Simulation simulation = new Simulation(crowd, List.of(SOLID), 0.1, 5, threads)) {
            for (int s = 0; s < 60; s++) {
                simulation.step();
            }
        }
        return new double[][] {crowd.x.clone(), crowd.y.clone()};
    }

    /** 200 walkers each way along a 6 m wide corridor, meeting head-on in its middle; their positions after 12 s. */
    private static double[][] counterflow(Pipeline pipeline, int threads) {
        Random random = new Random(7);
        Crowd.Builder builder = new Crowd.Builder();
        for (int i = 0; i < 400; i++) {
            boolean eastbound = i % 2 == 0;
            double x = (eastbound ? -1 : 1) * (2 + random.nextDouble() * 18);
            double y = random.nextDouble() * 5 - 2.5;
            builder.add(x, y, 0, 0.3, 1.3, 1.8, 80, 0, new double[] {eastbound ? 30 : -30, y, 0.1}, false);
        }
        Crowd crowd = builder.build();
        World corridor = new World(List.of(), new GlobalValues(), new Bounds(-40, -3, 40, 3));
        try (Simulation simulation = new Simulation(crowd, List.of(pipeline), corridor, 0.1, 42, threads)) {
            for (int s = 0; s < 120; s++) {
                simulation.step();
            }
        }
        return new double[][] {crowd.x.clone(), crowd.y.clone()};
    }
}
