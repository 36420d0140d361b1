package org.crowdstudio.compiler;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.offset;

import java.util.Arrays;
import java.util.List;

import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.AlgorithmOrigin;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.GoalRule;
import org.crowdstudio.model.scenario.Region;
import org.crowdstudio.model.scenario.Waypoint;
import org.junit.jupiter.api.Test;

class ScenarioCompilerTest {

    private final ScenarioCompiler compiler = new ScenarioCompiler(TestAlgorithms.registry());

    @Test
    void explicitAgentsWalkTheirGoalSequenceWithTheProfilesAlgorithms() throws Exception {
        Scenarios s = new Scenarios();
        BehaviourProfile walker = s.profile("Walker", "walk", "scale", Scenarios.real("factor", 0.5));
        Waypoint first = s.waypoint("First", 5, 0);
        Waypoint second = s.waypoint("Second", 5, 5);
        s.agent("Ada", walker, 0, 0, first, second);

        CompiledScenario compiled = compiler.compile(s.scenario);
        Crowd crowd = compiled.crowd();
        assertThat(compiled.agentLabels()).containsExactly("Ada");
        assertThat(compiled.steps()).isEqualTo(600);
        try (Simulation simulation = compiled.newSimulation(1)) {
            simulation.step();
            assertThat(crowd.vx(0)).as("the solver's factor 0.5 of 1.3 m/s").isCloseTo(0.65, offset(1e-9));
            for (int step = 0; step < 400 && !crowd.arrived(0); step++) {
                simulation.step();
            }
        }
        assertThat(crowd.arrived(0)).isTrue();
        assertThat(crowd.x(0)).isCloseTo(5, offset(0.5));
        assertThat(crowd.y(0)).isCloseTo(5, offset(0.5));
    }

    @Test
    void anAlgorithmThatIsNotInstalledIsNamedWithItsPlaceAndWhatIsInstalled() {
        Scenarios s = new Scenarios();
        BehaviourProfile hider = s.profile("Hider", "interaction-fields", null);
        s.agent("Hider", hider, 0, 0);

        assertThatThrownBy(() -> compiler.compile(s.scenario)).isInstanceOfSatisfying(ScenarioCompileException.class,
                failure -> assertThat(failure.problems()).extracting(CompileProblem::toString).containsExactly(
                        "profiles[Hider].pipeline.velocitySources[0]: algorithm 'interaction-fields' is not installed (installed velocity sources: walk)"));
    }

    @Test
    void aSolverInTheSourcesPlaceAndAParameterOutOfRangeAreBothReported() {
        Scenarios s = new Scenarios();
        s.profile("Confused", "scale", null);
        s.profile("Fast", "walk", "scale", Scenarios.real("factor", 3));

        assertThatThrownBy(() -> compiler.compile(s.scenario)).isInstanceOfSatisfying(ScenarioCompileException.class,
                failure -> assertThat(failure.problems()).extracting(CompileProblem::toString).containsExactly(
                        "profiles[Confused].pipeline.velocitySources[0]: 'scale' is a velocity solver, not a velocity source",
                        "profiles[Fast].pipeline.velocitySolver: parameter 'factor' of 'scale' must be within [0.0, 1.0], not 3.0"));
    }

    @Test
    void aPluginWhoseCreateThrowsIsNamedWithItsBundleAndOtherScenariosStillRun() throws Exception {
        AlgorithmRegistry algorithms = TestAlgorithms.registry();
        algorithms.register(new SteeringAlgorithm<VelocitySource>() {
            @Override
            public AlgorithmDescriptor<VelocitySource> descriptor() {
                return new AlgorithmDescriptor<>("faulty", Stage.VELOCITY_SOURCE, "Faulty", "Throws.", List.of());
            }

            @Override
            public VelocitySource create(Parameters parameters, World world) {
                throw new NullPointerException("no field was set up");
            }
        }, new AlgorithmOrigin("com.example.faulty", "2.0.0.v1"));
        ScenarioCompiler withPlugin = new ScenarioCompiler(algorithms);
        Scenarios broken = new Scenarios();
        broken.agent("Ada", broken.profile("Tester", "faulty", null), 0, 0);
        Scenarios fine = new Scenarios();
        fine.agent("Bo", fine.profile("Walker", "walk", null), 0, 0, fine.waypoint("There", 5, 0));

        assertThatThrownBy(() -> withPlugin.compile(broken.scenario)).isInstanceOfSatisfying(ScenarioCompileException.class,
                failure -> assertThat(failure.problems()).extracting(CompileProblem::toString).containsExactly(
                        "profiles[Tester].pipeline.velocitySources[0]: algorithm 'faulty' of bundle com.example.faulty 2.0.0.v1 could not be set up: "
                                + "java.lang.NullPointerException: no field was set up"));
        assertThat(withPlugin.compile(fine.scenario).crowd().size()).as("a scenario without the faulty plug-in").isEqualTo(1);
    }

    @Test
    void aPopulationIsPlacedInsideItsRegionWithoutOverlapAndOutsideObstaclesTheSameWayForTheSameSeed() throws Exception {
        Scenarios s = new Scenarios();
        BehaviourProfile walker = s.profile("Walker", "walk", null);
        // A clockwise square region with a crate in its middle.
        Region plaza = s.region("Plaza", 0, 0, 0, 10, 10, 10, 10, 0);
        s.obstacle("Crate", 4, 4, 6, 4, 6, 6, 4, 6);
        s.agent("Ada", walker, 1, 1);
        s.population("Crowd", walker, 120, plaza, GoalRule.NONE);

        Crowd crowd = compiler.compile(s.scenario, 7).crowd();
        assertThat(crowd.size()).isEqualTo(121);
        for (int i = 0; i < crowd.size(); i++) {
            assertThat(crowd.x(i)).isBetween(0.3, 9.7);
            assertThat(crowd.y(i)).isBetween(0.3, 9.7);
            boolean inCrate = crowd.x(i) > 4 - 0.3 && crowd.x(i) < 6 + 0.3 && crowd.y(i) > 4 - 0.3 && crowd.y(i) < 6 + 0.3;
            assertThat(inCrate).as("agent %d at %f, %f touches the crate", i, crowd.x(i), crowd.y(i)).isFalse();
        }
        assertNoOverlap(crowd);
        assertPlacedBySeed(s, crowd, 7, 60);
    }

    @Test
    void aDenseCrowdIsPackedEvenlyUpToThreeBodiesPerSquareMetre() throws Exception {
        Scenarios s = new Scenarios();
        BehaviourProfile walker = s.profile("Walker", "walk", null);
        Region square = s.region("Square", 0, 0, 20, 0, 20, 10, 0, 10);
        s.population("Concert", walker, 600, square, GoalRule.NONE);

        Crowd crowd = compiler.compile(s.scenario, 3).crowd();
        assertThat(crowd.size()).isEqualTo(600);
        int[] perCell = new int[50];
        for (int i = 0; i < crowd.size(); i++) {
            assertThat(crowd.x(i)).isBetween(0.3 - 1e-9, 19.7 + 1e-9);
            assertThat(crowd.y(i)).isBetween(0.3 - 1e-9, 9.7 + 1e-9);
            perCell[(int) Math.min(9, crowd.x(i) / 2) * 5 + (int) Math.min(4, crowd.y(i) / 2)]++;
        }
        assertNoOverlap(crowd);
        // Spread evenly, not in clumps: every 2 m × 2 m cell holds about its share of 12.
        assertThat(Arrays.stream(perCell).min().orElseThrow()).as("fewest in a cell of %s", Arrays.toString(perCell)).isGreaterThanOrEqualTo(8);
        assertThat(Arrays.stream(perCell).max().orElseThrow()).as("most in a cell of %s", Arrays.toString(perCell)).isLessThanOrEqualTo(16);
        assertPlacedBySeed(s, crowd, 3, 300);
    }

    /** Bodies of 0.3 m may touch, not overlap (a hair's rounding allowed). */
    private static void assertNoOverlap(Crowd crowd) {
        for (int i = 0; i < crowd.size(); i++) {
            for (int j = i + 1; j < crowd.size(); j++) {
                assertThat(Math.hypot(crowd.x(i) - crowd.x(j), crowd.y(i) - crowd.y(j))).as("agents %d and %d", i, j).isGreaterThanOrEqualTo(0.6 - 1e-9);
            }
        }
    }

    /** The same seed places the agent alike, another seed elsewhere. */
    private void assertPlacedBySeed(Scenarios s, Crowd crowd, long seed, int agent) throws Exception {
        assertThat(compiler.compile(s.scenario, seed).crowd().x(agent)).isEqualTo(crowd.x(agent));
        assertThat(compiler.compile(s.scenario, seed + 1).crowd().x(agent)).isNotEqualTo(crowd.x(agent));
    }

    @Test
    void aCorridorTakesACrowdTwiceAsDenseAsScatteringAllows() throws Exception {
        Scenarios s = new Scenarios();
        BehaviourProfile walker = s.profile("Walker", "walk", null);
        Region corridor = s.region("Corridor", 0, 0, 59, 0, 59, 4, 0, 4);
        s.population("Commuters", walker, 590, corridor, GoalRule.NONE);

        assertThat(compiler.compile(s.scenario).crowd().size()).as("2.5 per m² in a 4 m × 59 m corridor").isEqualTo(590);
    }

    @Test
    void aSpawnRegionTooSmallForItsPopulationIsReportedNotFilledPartly() {
        Scenarios s = new Scenarios();
        BehaviourProfile walker = s.profile("Walker", "walk", null);
        Region booth = s.region("Booth", 0, 0, 2, 0, 2, 2, 0, 2);
        s.population("Queue", walker, 50, booth, GoalRule.NONE);

        assertThatThrownBy(() -> compiler.compile(s.scenario)).isInstanceOfSatisfying(ScenarioCompileException.class,
                failure -> assertThat(failure.problems().get(0).toString()).startsWith("populations[Queue]: only ")
                        .contains("of 50 agents of radius 0.3 m fit in spawn region 'Booth'").contains("at most 3.2 per m²"));
    }

    @Test
    void goalRulesGiveEachAgentItsGoals() throws Exception {
        Scenarios s = new Scenarios();
        BehaviourProfile walker = s.profile("Walker", "walk", null);
        Region west = s.region("West", -20, -2, -16, -2, -16, 2, -20, 2);
        Waypoint westExit = s.waypoint("West exit", -30, 0);
        Waypoint eastExit = s.waypoint("East exit", 30, 0);
        s.population("Leaving", walker, 5, west, GoalRule.NEAREST_GOAL, eastExit, westExit);
        s.population("Staying", walker, 5, west, GoalRule.STAY_AT_START);

        CompiledScenario compiled = compiler.compile(s.scenario);
        Crowd crowd = compiled.crowd();
        for (int i = 0; i < 5; i++) {
            assertThat(crowd.currentGoalX(i)).as("nearest exit").isEqualTo(-30);
            assertThat(crowd.seeksGoal(i)).isTrue();
            assertThat(Math.cos(crowd.heading(i))).as("facing the goal, west").isLessThan(-0.9);
        }
        for (int i = 5; i < 10; i++) {
            assertThat(crowd.currentGoalX(i)).as("own start").isEqualTo(crowd.x(i));
            assertThat(crowd.seeksGoal(i)).as("stays: loops on its start").isFalse();
        }
        assertThat(compiled.agentLabels()).startsWith("Leaving#0").endsWith("Staying#4");
    }
}
