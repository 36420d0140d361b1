package org.crowdstudio.engine.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicIntegerArray;

import org.crowdstudio.engine.spi.GlobalValues;
import org.crowdstudio.engine.spi.OrientationPolicy;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.WaypointModifier;
import org.crowdstudio.engine.spi.World;
import org.junit.jupiter.api.Test;

/** Waypoint modifiers, orientation policies, obstacle contacts and observers in the frame pipeline. */
class PipelineStagesTest {

    private static final VelocitySource TOWARDS_GOAL = new TowardsGoalForTests();

    private static Pipeline pipeline(List<WaypointModifier> modifiers, OrientationPolicy orientation, double wallStiffness) {
        return new Pipeline(modifiers, List.of(TOWARDS_GOAL), new double[] {1}, true, null, orientation, Pipeline.AGENT_STIFFNESS,
                wallStiffness);
    }

    private static Crowd walker(double x, double y, double goalX, double goalY) {
        Crowd.Builder builder = new Crowd.Builder();
        builder.add(x, y, 0, 0.3, 1.3, 1.8, 1, 0, new double[] {goalX, goalY, 0.2}, false);
        return builder.build();
    }

    @Test
    void aTemporaryWaypointDivertsTheAgentWhileItsOwnDestinationStays() {
        // The modifier sends the agent north while t < 3 s, then lets it go east to its goal.
        double[] destinationSeen = new double[2];
        WaypointModifier northFirst = (agent, out) -> {
            destinationSeen[0] = agent.destinationX();
            destinationSeen[1] = agent.destinationY();
            out[0] = agent.x();
            out[1] = 100;
            return agent.time() < 3;
        };
        Crowd crowd = walker(0, 0, 10, 0);
        try (Simulation simulation = new Simulation(crowd, List.of(pipeline(List.of(northFirst), null, 0)), 0.1, 1, 1)) {
            for (int s = 0; s < 30; s++) {
                simulation.step();
            }
            assertThat(crowd.x(0)).isCloseTo(0, offset(0.01));
            assertThat(crowd.y(0)).isGreaterThan(3);
            assertThat(destinationSeen).containsExactly(10, 0);
            for (int s = 0; s < 200 && !crowd.arrived(0); s++) {
                simulation.step();
            }
            assertThat(crowd.arrived(0)).as("reached its own goal once the waypoint was lifted").isTrue();
        }
    }

    @Test
    void aWaypointsPaceSlowsTheAgentAndAPaceOutOfRangeIsIgnored() {
        double[] speeds = new double[3];
        double[] paces = {0.5, Double.NaN, 3};
        for (int p = 0; p < paces.length; p++) {
            double pace = paces[p];
            WaypointModifier pacing = (agent, out) -> {
                out[0] = agent.destinationX();
                out[1] = agent.destinationY();
                out[2] = pace;
                return true;
            };
            Crowd crowd = walker(0, 0, 20, 0);
            try (Simulation simulation = new Simulation(crowd, List.of(pipeline(List.of(pacing), null, 0)), 0.1, 1, 1)) {
                simulation.step();
            }
            speeds[p] = Math.hypot(crowd.vx(0), crowd.vy(0));
        }
        assertThat(speeds[0]).as("half of 1.3 m/s").isCloseTo(0.65, offset(1e-3));
        assertThat(speeds[1]).as("NaN: the preferred speed").isCloseTo(1.3, offset(1e-3));
        assertThat(speeds[2]).as("above 1: the preferred speed, not faster").isCloseTo(1.3, offset(1e-3));
    }

    @Test
    void aStepPhaseSeesTheStartOfEveryStepByIdAndItsDecisionsReachTheAgents() {
        // 60 agents on a line walking east; every 10 steps the kernel regroups them by cell, so
        // slots and ids part ways. Each step the phase finds, by id, who stands within 1.5 m of
        // agent 0; the waypoint modifier then stops exactly those agents.
        Crowd.Builder builder = new Crowd.Builder();
        for (int a = 0; a < 60; a++) {
            builder.add((a * 37 % 60) * 0.8, (a % 3) * 0.7, 0, 0.3, 1.3, 1.8, 1, 0, new double[] {100, (a % 3) * 0.7, 0.2}, false);
        }
        Crowd crowd = builder.build();
        World world = World.empty();
        boolean[] stopped = new boolean[60];
        List<String> mismatches = new ArrayList<>();
        world.addStepPhase(view -> {
            int[] found = new int[64];
            int count = view.neighboursWithin(0, 1.5, found);
            Arrays.fill(stopped, false);
            for (int n = 0; n < count; n++) {
                stopped[found[n]] = true;
            }
            for (int b = 1; b < view.size(); b++) {
                boolean near = Math.hypot(view.x(b) - view.x(0), view.y(b) - view.y(0)) <= 1.5;
                if (near != stopped[b]) {
                    mismatches.add("t " + view.time() + " agent " + b);
                }
            }
        });
        WaypointModifier stopNearAgentZero = (agent, out) -> {
            out[0] = agent.x();
            out[1] = agent.y();
            return stopped[agent.index()];
        };
        List<Integer> stoppedMoving = new ArrayList<>();
        try (Simulation simulation = new Simulation(crowd, List.of(pipeline(List.of(stopNearAgentZero), null, 0)), world, 0.1, 1, 2)) {
            for (int s = 0; s < 25; s++) {
                double[] before = new double[60];
                for (int a = 0; a < 60; a++) {
                    before[a] = crowd.x(a);
                }
                simulation.step();
                for (int a = 1; a < 60; a++) {
                    if (stopped[a] && Math.abs(crowd.x(a) - before[a]) < 0.01 && !stoppedMoving.contains(a)) {
                        stoppedMoving.add(a);
                    }
                }
            }
        }
        assertThat(mismatches).as("the phase's neighbours are ids, also after regrouping").isEmpty();
        assertThat(stoppedMoving).as("agents the phase picked stood still that step").isNotEmpty();
    }

    @Test
    void aStepPhaseGetsEveryNearPairOnceByIdTheSameOnOneThreadAndOnThree() {
        // 400 agents in a loose block walking east, regrouped by cell every 10 steps. Each step the
        // phase asks for the pairs within 1.2 m among the even ids; they must be what a search over
        // every pair finds, in the same order on one thread and on three.
        List<List<Long>> pairsByThreads = new ArrayList<>();
        List<String> mismatches = new ArrayList<>();
        for (int threads : new int[] {1, 3}) {
            Crowd.Builder builder = new Crowd.Builder();
            for (int a = 0; a < 400; a++) {
                double y = (a * 7 % 20) * 0.9;
                builder.add((a * 37 % 400) * 0.05 + (a % 20) * 0.9, y, 0, 0.3, 1.3, 1.8, 1, 0, new double[] {200, y, 0.2}, false);
            }
            World world = World.empty();
            List<Long> seen = new ArrayList<>();
            world.addStepPhase(view -> {
                long[] pairs = view.pairsWithin(1.2, id -> id % 2 == 0);
                List<Long> expected = new ArrayList<>();
                for (int a = 0; a < view.size(); a += 2) {
                    for (int b = a + 2; b < view.size(); b += 2) {
                        if (Math.hypot(view.x(b) - view.x(a), view.y(b) - view.y(a)) <= 1.2) {
                            expected.add((long) a << 32 | b);
                        }
                    }
                }
                List<Long> actual = Arrays.stream(pairs).boxed().sorted().toList();
                if (!actual.equals(expected)) {
                    mismatches.add(threads + " threads, t " + view.time() + ": " + actual.size() + " pairs, expected " + expected.size());
                }
                Arrays.stream(pairs).forEach(seen::add);
            });
            try (Simulation simulation = new Simulation(builder.build(), List.of(pipeline(List.of(), null, 0)), world, 0.1, 1, threads)) {
                for (int s = 0; s < 25; s++) {
                    simulation.step();
                }
            }
            pairsByThreads.add(seen);
        }
        assertThat(mismatches).as("each near pair once, lower id first").isEmpty();
        assertThat(pairsByThreads.get(0)).as("pairs found over 25 steps").hasSizeGreaterThan(1000);
        assertThat(pairsByThreads.get(1)).as("the same pairs in the same order on three threads").isEqualTo(pairsByThreads.get(0));
    }

    @Test
    void aStepPhaseWorksOutSomethingForEveryAgentOnTheSimulationsThreadsAndTheStepSeesIt() {
        // 1,000 agents on three threads: each step the phase notes every agent's position once, the
        // work spread over the threads; while stepped, each agent finds its own position noted.
        int agents = 1000;
        Crowd.Builder builder = new Crowd.Builder();
        for (int a = 0; a < agents; a++) {
            builder.add((a * 37 % agents) * 0.7, (a % 25) * 0.7, 0, 0.3, 1.3, 1.8, 1, 0, new double[] {900, (a % 25) * 0.7, 0.2}, false);
        }
        World world = World.empty();
        double[] notedX = new double[agents];
        AtomicIntegerArray visits = new AtomicIntegerArray(agents);
        world.addStepPhase(view -> view.forEachAgent(agent -> {
            notedX[agent] = view.x(agent);
            visits.incrementAndGet(agent);
        }));
        List<String> mismatches = Collections.synchronizedList(new ArrayList<>());
        WaypointModifier check = (agent, out) -> {
            if (notedX[agent.index()] != agent.x()) {
                mismatches.add("agent " + agent.index() + " at t " + agent.time());
            }
            return false;
        };
        int steps = 25;
        try (Simulation simulation = new Simulation(builder.build(), List.of(pipeline(List.of(check), null, 0)), world, 0.1, 1, 3)) {
            for (int s = 0; s < steps; s++) {
                simulation.step();
            }
        }
        assertThat(mismatches).as("every agent sees what the phase noted for it this step").isEmpty();
        for (int a = 0; a < agents; a++) {
            assertThat(visits.get(a)).as("visits of agent %d", a).isEqualTo(steps);
        }
    }

    @Test
    void anOrientationPolicyDecidesWhereTheAgentFacesAndTheDefaultFollowsTheWalk() {
        OrientationPolicy lookNorth = (agent, pvx, pvy, nvx, nvy, facing) -> {
            facing[0] = 0;
            facing[1] = 1;
            return true;
        };
        Crowd looking = walker(0, 0, 20, 0);
        Crowd walking = walker(0, 0, 20, 0);
        try (Simulation a = new Simulation(looking, List.of(pipeline(List.of(), lookNorth, 0)), 0.1, 1, 1);
                Simulation b = new Simulation(walking, List.of(pipeline(List.of(), null, 0)), 0.1, 1, 1)) {
            a.step();
            b.step();
        }
        assertThat(looking.heading(0)).isCloseTo(Math.PI / 2, offset(1e-9));
        assertThat(walking.heading(0)).isCloseTo(0, offset(1e-3));
        assertThat(looking.x(0)).as("facing does not change the walk").isEqualTo(walking.x(0));
    }

    @Test
    void wallContactForcesPushAnOverlappingAgentOutOfTheWall() {
        // A wall along y = 0 to y = -1; the agent stands 0.2 m above it, overlapping by 0.1 m, with nowhere to go.
        World world = new World(List.of(new double[] {-5, -1, 5, -1, 5, 0, -5, 0}));
        Crowd.Builder builder = new Crowd.Builder();
        builder.add(0, 0.2, 0, 0.3, 1.3, 1.8, 1, 0, new double[0], false);
        Crowd pushed = builder.build();
        Crowd.Builder same = new Crowd.Builder();
        same.add(0, 0.2, 0, 0.3, 1.3, 1.8, 1, 0, new double[0], false);
        Crowd untouched = same.build();
        try (Simulation withWalls = new Simulation(pushed, List.of(pipeline(List.of(), null, Pipeline.OBSTACLE_STIFFNESS)), world, 0.1, 1, 1);
                Simulation without = new Simulation(untouched, List.of(pipeline(List.of(), null, 0)), world, 0.1, 1, 1)) {
            for (int s = 0; s < 20; s++) {
                withWalls.step();
                without.step();
            }
        }
        assertThat(pushed.y(0)).as("pushed clear of the wall").isGreaterThanOrEqualTo(0.3 * 0.99);
        assertThat(pushed.x(0)).as("straight out, not along the wall").isCloseTo(0, offset(1e-9));
        assertThat(untouched.y(0)).as("stiffness 0 means no wall force").isEqualTo(0.2);
    }

    @Test
    void observersSeeEveryStepInOrderWithTheNewState() {
        Crowd crowd = walker(0, 0, 20, 0);
        List<String> seen = new ArrayList<>();
        try (Simulation simulation = new Simulation(crowd, List.of(pipeline(List.of(), null, 0)), 0.1, 1, 1)) {
            simulation.addObserver((step, time, state) -> seen.add(step + "@" + Math.round(time * 10) + ":" + (state.x(0) > 0)));
            for (int s = 0; s < 3; s++) {
                simulation.step();
            }
        }
        assertThat(seen).containsExactly("1@1:true", "2@2:true", "3@3:true");
    }

    @Test
    void aGlobalValueChangedBetweenStepsReachesTheAlgorithms() {
        GlobalValues globals = new GlobalValues();
        int speedFactor = globals.handle("speedFactor", 1);
        VelocitySource scaled = (agent, out) -> {
            out[0] = globals.value(speedFactor);
            out[1] = 0;
            return true;
        };
        Crowd crowd = walker(0, 0, 100, 0);
        World world = new World(List.of(), globals);
        Pipeline pipeline = new Pipeline(List.of(scaled), new double[] {1}, true, null, 0);
        try (Simulation simulation = new Simulation(crowd, List.of(pipeline), world, 0.1, 1, 1)) {
            simulation.step();
            assertThat(crowd.vx(0)).isEqualTo(1.0);
            simulation.globals().set("speedFactor", 0.5);
            simulation.step();
            assertThat(crowd.vx(0)).isEqualTo(0.5);
        }
    }
}
