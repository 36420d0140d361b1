package org.crowdstudio.engine.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Random;

import org.crowdstudio.engine.spi.Bounds;
import org.crowdstudio.engine.spi.GlobalValues;
import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.World;
import org.junit.jupiter.api.Test;

class SimulationTest {

    private static final Pipeline WALK_WITH_CONTACTS = new Pipeline(List.of(new TowardsGoalForTests()), new double[] {1}, true, null, 62.5);

    /** 600 agents in a 30 m square, each going to the point mirrored through the centre. */
    private static Crowd crossingCrowd() {
        Random random = new Random(7);
        Crowd.Builder builder = new Crowd.Builder();
        for (int i = 0; i < 600; i++) {
            double x = random.nextDouble() * 30 - 15;
            double y = random.nextDouble() * 30 - 15;
            builder.add(x, y, 0, 0.3, 1.3, 1.8, 1, 0, new double[] {-x, -y, 0.3}, false);
        }
        return builder.build();
    }

    private static double[][] run(int threads, int steps) {
        Crowd crowd = crossingCrowd();
        try (Simulation simulation = new Simulation(crowd, List.of(WALK_WITH_CONTACTS), 0.1, 42, threads)) {
            for (int s = 0; s < steps; s++) {
                simulation.step();
            }
        }
        return new double[][] {crowd.x.clone(), crowd.y.clone(), crowd.vx.clone(), crowd.vy.clone(), crowd.heading.clone()};
    }

    @Test
    void agentsStopAtTheEnvironmentsEdgeAndSlideAlongIt() {
        // One agent heads for a goal beyond the east edge, another diagonally for the north-east corner's outside.
        Crowd.Builder builder = new Crowd.Builder();
        builder.add(5, 2, 0, 0.3, 1.3, 1.8, 1, 0, new double[] {20, 2, 0.1}, false);
        builder.add(2, 6, 0, 0.3, 1.3, 1.8, 1, 0, new double[] {30, 12, 0.1}, false);
        Crowd crowd = builder.build();
        World world = new World(List.of(), new GlobalValues(), new Bounds(0, 0, 10, 10));
        try (Simulation simulation = new Simulation(crowd, List.of(WALK_WITH_CONTACTS), world, 0.1, 1, 1)) {
            for (int s = 0; s < 200; s++) {
                simulation.step();
                for (int i = 0; i < crowd.size(); i++) {
                    assertThat(crowd.x(i)).as("agent %d's x at step %d", i, s).isBetween(0.3, 9.7);
                    assertThat(crowd.y(i)).as("agent %d's y at step %d", i, s).isBetween(0.3, 9.7);
                }
            }
        }
        assertThat(crowd.x(0)).as("stopped at the east edge").isCloseTo(9.7, within(1e-9));
        assertThat(crowd.y(0)).isCloseTo(2, within(1e-3));
        assertThat(crowd.vx(0)).as("no velocity into the edge").isLessThanOrEqualTo(0);
        assertThat(crowd.x(1)).as("slid along the north edge into the corner").isCloseTo(9.7, within(1e-9));
        assertThat(crowd.y(1)).isCloseTo(9.7, within(1e-9));
    }

    @Test
    void trajectoriesAreBitIdenticalForAnyNumberOfThreadsAndEveryRun() {
        double[][] single = run(1, 60);

        assertThat(run(2, 60)).isDeepEqualTo(single);
        assertThat(run(8, 60)).isDeepEqualTo(single);
        assertThat(run(2, 60)).isDeepEqualTo(single);
        // And the crowd really moved: this is not a comparison of starting positions.
        assertThat(single[0]).isNotEqualTo(crossingCrowd().x);
    }

    @Test
    void agentsKeepTheirIdsWhileTheKernelRegroupsThemInMemory() {
        // Each agent walks east at its own speed; across several regroupings, the agent asked for
        // by id must be the one that started there, at the speed it was given, with its own body
        // and profile.
        VelocitySource east = (agent, out) -> {
            out[0] = agent.preferredSpeed();
            out[1] = 0;
            return true;
        };
        Random random = new Random(3);
        Crowd.Builder builder = new Crowd.Builder();
        double[] startX = new double[500];
        double[] startY = new double[500];
        for (int i = 0; i < 500; i++) {
            startX[i] = random.nextDouble() * 200;
            startY[i] = random.nextDouble() * 200;
            // A first goal reached after about a second's walk, then one far ahead; every third agent loops them.
            double speed = 0.5 + i * 0.002;
            double[] goals = {startX[i] + speed, startY[i], 0.2, startX[i] + 10_000 + i, startY[i] + i, 0.2};
            builder.add(startX[i], startY[i], 0, 0.2 + i * 1e-4, speed, 2 + i * 1e-3, 1 + i * 0.01, i % 2, goals,
                    i % 3 == 0);
        }
        Crowd crowd = builder.build();
        Pipeline walkEast = new Pipeline(List.of(east), new double[] {1}, true, null, 0);
        try (Simulation simulation = new Simulation(crowd, List.of(walkEast, walkEast), 0.1, 1, 2)) {
            for (int s = 0; s < 35; s++) {
                simulation.step();
            }
        }
        for (int i = 0; i < 500; i++) {
            assertThat(crowd.x(i)).as("agent " + i).isCloseTo(startX[i] + (0.5 + i * 0.002) * 3.5, org.assertj.core.api.Assertions.within(1e-9));
            assertThat(crowd.y(i)).as("agent " + i).isEqualTo(startY[i]);
            assertThat(crowd.radius(i)).as("agent %d's radius", i).isEqualTo(0.2 + i * 1e-4);
            assertThat(crowd.maxSpeed(i)).as("agent %d's maximum speed", i).isEqualTo(2 + i * 1e-3);
            assertThat(crowd.mass(i)).as("agent %d's mass", i).isEqualTo(1 + i * 0.01);
            assertThat(crowd.pipelineIndex(i)).as("agent %d's profile", i).isEqualTo(i % 2);
            assertThat(crowd.vx(i)).as("agent %d's velocity", i).isCloseTo(0.5 + i * 0.002, within(1e-9));
            assertThat(crowd.heading(i)).as("agent %d's heading", i).isZero();
            assertThat(crowd.currentGoalX(i)).as("agent %d's goal: its second, after reaching its first", i)
                    .isEqualTo(startX[i] + 10_000 + i);
            assertThat(crowd.seeksGoal(i)).as("agent %d seeks a last goal unless it loops them", i)
                    .isEqualTo(i % 3 != 0);
        }
    }

    @Test
    void contactForcesPushOverlappingAgentsApart() {
        Crowd.Builder builder = new Crowd.Builder();
        builder.add(0, 0, 0, 0.3, 1.3, 1.8, 1, 0, new double[0], false);
        builder.add(0.3, 0, 0, 0.3, 1.3, 1.8, 1, 0, new double[0], false);
        Crowd crowd = builder.build();
        try (Simulation simulation = new Simulation(crowd, List.of(WALK_WITH_CONTACTS), 0.1, 1, 1)) {
            for (int s = 0; s < 20; s++) {
                simulation.step();
            }
        }
        assertThat(crowd.x(1) - crowd.x(0)).isGreaterThanOrEqualTo(0.6);
        assertThat(crowd.y(0)).isZero();
    }

    @Test
    void contactForcesReachEveryTouchingAgentWhateverTheSolverPerceived() {
        // Three overlapping agents in a row. The middle one is pushed equally from both sides and
        // stays put; the outer ones are pushed outwards by the same amount. The solver perceives
        // fewer or more neighbours than touch the middle agent; the contacts must not depend on it.
        for (int perceived : new int[] {0, 1, 2, 10}) {
            VelocitySolver standStill = (agent, preferredVx, preferredVy, out) -> {
                int[] neighbours = new int[Math.max(1, perceived)];
                agent.nearestNeighbours(5, perceived, neighbours);
                out[0] = 0;
                out[1] = 0;
            };
            Crowd.Builder builder = new Crowd.Builder();
            builder.add(0, 0, 0, 0.3, 1.3, 1.8, 1, 0, new double[0], false);
            builder.add(0.4, 0, 0, 0.3, 1.3, 1.8, 1, 0, new double[0], false);
            builder.add(0.8, 0, 0, 0.3, 1.3, 1.8, 1, 0, new double[0], false);
            Crowd crowd = builder.build();
            Pipeline pipeline = new Pipeline(List.of(new TowardsGoalForTests()), new double[] {1}, true, standStill, 62.5);
            try (Simulation simulation = new Simulation(crowd, List.of(pipeline), 0.1, 1, 1)) {
                simulation.step();
            }
            assertThat(crowd.x(1)).as("middle agent, solver perceiving " + perceived).isCloseTo(0.4, within(1e-12));
            assertThat(crowd.x(0)).as("left agent, solver perceiving " + perceived).isNegative();
            assertThat(0.8 - crowd.x(2)).as("right agent, solver perceiving " + perceived).isCloseTo(crowd.x(0), within(1e-12));
        }
    }

    @Test
    void noAgentEverMovesFasterThanItsMaxSpeed() {
        VelocitySource sprint = (agent, out) -> {
            out[0] = 10;
            out[1] = 0;
            return true;
        };
        Crowd.Builder builder = new Crowd.Builder();
        builder.add(0, 0, 0, 0.3, 1.3, 1.8, 1, 0, new double[0], false);
        Crowd crowd = builder.build();
        try (Simulation simulation = new Simulation(crowd, List.of(new Pipeline(List.of(sprint), new double[] {1}, true, null, 0)), 0.1, 1, 1)) {
            simulation.step();
            simulation.step();
        }
        assertThat(Math.hypot(crowd.vx(0), crowd.vy(0))).isCloseTo(1.8, org.assertj.core.api.Assertions.within(1e-12));
        assertThat(crowd.x(0)).isCloseTo(0.36, org.assertj.core.api.Assertions.within(1e-12));
    }

    @Test
    void agentsVisitTheirGoalsInOrder() {
        Crowd.Builder builder = new Crowd.Builder();
        builder.add(0, 0, 0, 0.3, 1.3, 1.8, 1, 0, new double[] {5, 0, 0.2, 5, 5, 0.2}, false);
        Crowd crowd = builder.build();
        double closestToFirst = Double.POSITIVE_INFINITY;
        try (Simulation simulation = new Simulation(crowd, List.of(WALK_WITH_CONTACTS), 0.1, 1, 1)) {
            for (int s = 0; s < 150 && !crowd.arrived(0); s++) {
                simulation.step();
                closestToFirst = Math.min(closestToFirst, Math.hypot(crowd.x(0) - 5, crowd.y(0)));
            }
        }
        assertThat(closestToFirst).isLessThanOrEqualTo(0.2);
        assertThat(crowd.arrived(0)).isTrue();
        assertThat(Math.hypot(crowd.x(0) - 5, crowd.y(0) - 5)).isLessThanOrEqualTo(0.2);
    }

    @Test
    void aPileUpLargerThanAnyBeforeIsPushedApart() {
        // Twenty agents on top of each other, perceived all at once by the solver: every one of them
        // touches every other, more than the kernel's first guess of room for contacts.
        VelocitySolver perceiveAll = (agent, preferredVx, preferredVy, out) -> {
            agent.nearestNeighbours(5, 30, new int[30]);
            out[0] = 0;
            out[1] = 0;
        };
        Crowd.Builder builder = new Crowd.Builder();
        for (int i = 0; i < 20; i++) {
            double angle = 2 * Math.PI * i / 20;
            builder.add(0.1 * Math.cos(angle), 0.1 * Math.sin(angle), 0, 0.3, 1.3, 1.8, 1, 0, new double[0], false);
        }
        Crowd crowd = builder.build();
        try (Simulation simulation = new Simulation(crowd, List.of(new Pipeline(List.of(), new double[0], true, perceiveAll, 62.5)), 0.1, 1, 2)) {
            for (int s = 0; s < 30; s++) {
                simulation.step();
            }
        }
        for (int i = 0; i < 20; i++) {
            assertThat(Math.hypot(crowd.x(i), crowd.y(i))).as("agent %d's distance from the pile's centre", i).isGreaterThan(0.5);
        }
    }

    @Test
    void anArrivedAgentPushedOffItsGoalWalksBackToIt() {
        // The first agent stands on its goal at the origin. A user-driven agent, blind to others,
        // walks straight through that spot, shoving it aside through contact forces; once it has
        // passed, the first agent returns and stands on its goal again.
        VelocitySource bulldozer = (agent, out) -> {
            out[0] = agent.index() == 1 ? 1.0 : 0;
            out[1] = 0;
            return agent.index() == 1;
        };
        Crowd.Builder builder = new Crowd.Builder();
        builder.add(0.05, 0.1, 0, 0.3, 1.3, 1.8, 1, 0, new double[] {0, 0, 0.2}, false);
        builder.add(-3, 0, 0, 0.3, 1.3, 1.8, 1, 1, new double[0], false);
        Crowd crowd = builder.build();
        Pipeline stander = new Pipeline(List.of(new TowardsGoalForTests()), new double[] {1}, true, null, 62.5);
        Pipeline pusher = new Pipeline(List.of(bulldozer), new double[] {1}, true, null, 0);
        double furthest = 0;
        try (Simulation simulation = new Simulation(crowd, List.of(stander, pusher), 0.1, 1, 1)) {
            for (int s = 0; s < 120; s++) {
                simulation.step();
                furthest = Math.max(furthest, Math.hypot(crowd.x(0), crowd.y(0)));
            }
        }
        assertThat(crowd.arrived(0)).isTrue();
        assertThat(furthest).as("how far the agent was shoved").isGreaterThan(0.3);
        assertThat(Math.hypot(crowd.x(0), crowd.y(0))).as("back on its goal").isLessThan(0.01);
    }

    @Test
    void sourcesAreAveragedByWeightOverThoseThatPropose() {
        VelocitySource east = (agent, out) -> {
            out[0] = 1;
            out[1] = 0;
            return true;
        };
        VelocitySource north = (agent, out) -> {
            out[0] = 0;
            out[1] = 1;
            return true;
        };
        VelocitySource silent = (agent, out) -> false;
        Crowd.Builder builder = new Crowd.Builder();
        builder.add(0, 0, 0, 0.3, 1.3, 1.8, 1, 0, new double[0], false);
        Crowd crowd = builder.build();
        Pipeline pipeline = new Pipeline(List.of(east, north, silent), new double[] {1, 3, 100}, true, null, 0);
        try (Simulation simulation = new Simulation(crowd, List.of(pipeline), 0.1, 1, 1)) {
            simulation.step();
        }
        assertThat(crowd.vx(0)).isEqualTo(0.25);
        assertThat(crowd.vy(0)).isEqualTo(0.75);
        assertThat(crowd.heading(0)).isEqualTo(Math.atan2(0.75, 0.25));
    }
}
