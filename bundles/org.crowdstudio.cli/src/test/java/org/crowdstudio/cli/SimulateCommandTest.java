package org.crowdstudio.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.crowdstudio.engine.spi.AgentView;
import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.io.ScenarioWriter;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.AllClearEvent;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.FireAlarmEvent;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.PlaceKind;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.model.scenario.Waypoint;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code crowdstudio simulate}: trajectories, summary, formats and refusals. */
class SimulateCommandTest {

    private static final ScenarioFactory MODEL = ScenarioFactory.eINSTANCE;

    @TempDir
    Path folder;

    private StringWriter out = new StringWriter();
    private StringWriter err = new StringWriter();

    /** {@code walk}: straight to the goal at preferred speed, slowing to stop on it. */
    private static final class Walk implements SteeringAlgorithm<VelocitySource> {
        @Override
        public AlgorithmDescriptor<VelocitySource> descriptor() {
            return new AlgorithmDescriptor<>("walk", Stage.VELOCITY_SOURCE, "Walk", "Straight to the goal.", List.of());
        }

        @Override
        public VelocitySource create(Parameters parameters, World world) {
            return Walk::propose;
        }

        private static boolean propose(AgentView agent, double[] velocity) {
            if (!agent.hasGoal()) {
                return false;
            }
            double dx = agent.goalX() - agent.x();
            double dy = agent.goalY() - agent.y();
            double distance = Math.hypot(dx, dy);
            double speed = Math.min(agent.preferredSpeed(), distance / agent.timeStep());
            velocity[0] = distance > 0 ? dx / distance * speed : 0;
            velocity[1] = distance > 0 ? dy / distance * speed : 0;
            return true;
        }
    }

    private int run(String... args) {
        out = new StringWriter();
        err = new StringWriter();
        AlgorithmRegistry algorithms = new AlgorithmRegistry();
        algorithms.register(new Walk());
        CliEnvironment environment = new CliEnvironment(new ProductInfo("0.1.0", ""), Optional.empty(), (id, applicationArgs) -> 0, algorithms);
        return CrowdStudioCli.execute(args, environment, new PrintWriter(out), new PrintWriter(err));
    }

    private static Vector2 vector(double x, double y) {
        Vector2 vector = MODEL.createVector2();
        vector.setX(x);
        vector.setY(y);
        return vector;
    }

    /** Two agents walking 4 m east to their own waypoints, 3 m apart, with the given source algorithm. */
    private Path scenario(String algorithm) throws Exception {
        Scenario scenario = MODEL.createScenario();
        scenario.setId("s");
        scenario.setName("Two walkers");
        scenario.setSettings(MODEL.createSimulationSettings());
        scenario.getSettings().setDuration(5);
        scenario.setEnvironment(MODEL.createEnvironment());
        scenario.getEnvironment().setMin(vector(-10, -10));
        scenario.getEnvironment().setMax(vector(10, 10));
        BehaviourProfile walker = MODEL.createBehaviourProfile();
        walker.setId("walker");
        walker.setName("Walker");
        walker.setPipeline(MODEL.createSteeringPipeline());
        org.crowdstudio.model.scenario.VelocitySource source = MODEL.createVelocitySource();
        source.setAlgorithmId(algorithm);
        walker.getPipeline().getVelocitySources().add(source);
        scenario.getProfiles().add(walker);
        for (int a = 0; a < 2; a++) {
            Waypoint goal = MODEL.createWaypoint();
            goal.setId("goal" + a);
            goal.setName("Goal " + a);
            goal.setPosition(vector(4, 3 * a));
            scenario.getEnvironment().getPlaces().add(goal);
            Agent agent = MODEL.createAgent();
            agent.setId("agent" + a);
            agent.setName("Agent " + a);
            agent.setProfile(walker);
            agent.setPosition(vector(0, 3 * a));
            agent.getGoals().add(goal);
            scenario.getAgents().add(agent);
        }
        Path file = folder.resolve(algorithm + ".crowd");
        ScenarioWriter.save(scenario, file);
        return file;
    }

    @Test
    void writesTrajectoriesAndASummaryIdenticallyForAnyThreadCount() throws Exception {
        Path file = scenario("walk");
        Path one = folder.resolve("one.csv");
        Path two = folder.resolve("two.csv");

        assertThat(run("simulate", file.toString(), "--threads", "1", "--out", one.toString())).as(err.toString()).isZero();
        assertThat(run("simulate", file.toString(), "--threads", "2", "--out", two.toString())).isZero();

        List<String> rows = Files.readAllLines(one);
        assertThat(rows.get(0)).isEqualTo("step,time,agent_id,x,y,vx,vy,heading");
        assertThat(rows).as("the start and 50 steps (the scenario's 5 s), two agents each").hasSize(1 + 51 * 2);
        assertThat(rows.get(1)).isEqualTo("0,0.0,0,0.0,0.0,0.0,0.0,0.0");
        assertThat(rows.get(3)).startsWith("1,0.1,0,0.13");
        // Agent 1 stopped once within its waypoint's 0.5 m arrival radius.
        String[] last = rows.get(rows.size() - 1).split(",");
        assertThat(last[0] + "," + last[1] + "," + last[2]).isEqualTo("50,5.0,1");
        assertThat(Double.parseDouble(last[3])).isBetween(3.5, 4.0);
        assertThat(Double.parseDouble(last[5])).isZero();
        assertThat(Files.readAllBytes(two)).isEqualTo(Files.readAllBytes(one));
        assertThat(out.toString()).contains("2 agents, 50 steps of 0.1 s (5 s simulated)").contains("collisions: 0 (deepest overlap 0.000 m)")
                .contains("minimum distance between agents: 3.000 m").contains("at goal: 100.0 % (2 of 2)");
        assertThat(folder.resolve("one.csv.bak")).doesNotExist();
    }

    @Test
    void eventsAreListedAsCsvAndCountedInTheSummary() throws Exception {
        // The two walkers are 4 s from their goals; an alarm at 1 s sends them to an exit behind
        // them, the all clear at 3 s sends them back on their way.
        Scenario scenario = new ScenarioReader().read(scenario("walk"));
        Waypoint exit = MODEL.createWaypoint();
        exit.setId("exit");
        exit.setName("Exit");
        exit.setKind(PlaceKind.EXIT);
        exit.setPosition(vector(-5, 0));
        scenario.getEnvironment().getPlaces().add(exit);
        scenario.setTimeline(MODEL.createTimeline());
        FireAlarmEvent alarm = MODEL.createFireAlarmEvent();
        alarm.setId("alarm");
        alarm.setName("Alarm, east wing");
        alarm.setTime(1.0);
        AllClearEvent allClear = MODEL.createAllClearEvent();
        allClear.setId("clear");
        allClear.setName("All clear");
        allClear.setTime(3.0);
        scenario.getTimeline().getEvents().addAll(List.of(alarm, allClear));
        Path file = folder.resolve("alarm.crowd");
        ScenarioWriter.save(scenario, file);
        Path events = folder.resolve("events.csv");
        Path trajectories = folder.resolve("run.csv");

        assertThat(run("simulate", file.toString(), "--events", events.toString(), "--out", trajectories.toString())).as(err.toString()).isZero();

        assertThat(Files.readAllLines(events)).containsExactly("time,event,agent_a,agent_b,kind", "1.0,fire-alarm,,,\"Alarm, east wing\"",
                "3.0,all-clear,,,All clear");
        assertThat(out.toString()).contains("events: fire-alarm 1, all-clear 1 (listed in " + events + ")");
        // Walking back towards the exit between 1 s and 3 s: at 3 s they are nearer the start than at 1 s.
        List<String> rows = Files.readAllLines(trajectories);
        assertThat(x(rows, 30, 0)).isLessThan(x(rows, 10, 0));
        assertThat(x(rows, 50, 0)).isGreaterThan(x(rows, 30, 0));
    }

    /** x of an agent at a step, from trajectory CSV rows. */
    private static double x(List<String> rows, int step, int agent) {
        return Double.parseDouble(rows.stream().filter(row -> row.startsWith(step + ",")).map(row -> row.split(","))
                .filter(fields -> fields[2].equals(Integer.toString(agent))).findFirst().orElseThrow()[3]);
    }

    @Test
    void stepsDurationAndEveryChooseWhatIsRecorded() throws Exception {
        Path file = scenario("walk");
        Path csv = folder.resolve("run.csv");

        assertThat(run("simulate", file.toString(), "--duration", "2", "--every", "5", "--out", csv.toString())).isZero();
        assertThat(Files.readAllLines(csv)).extracting(row -> row.split(",")[0]).containsExactly("step", "0", "0", "5", "5", "10", "10", "15",
                "15", "20", "20");
        assertThat(run("simulate", file.toString(), "--steps", "3", "--duration", "2")).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString()).startsWith("crowdstudio: ").contains("mutually exclusive");
    }

    @Test
    void theUmansFormatWritesOneTimeXyFilePerAgent() throws Exception {
        Path file = scenario("walk");
        Path umans = folder.resolve("umans");

        assertThat(run("simulate", file.toString(), "--steps", "10", "--format", "umans", "--out", umans.toString())).isZero();

        try (var files = Files.list(umans)) {
            assertThat(files.map(path -> path.getFileName().toString()).sorted()).containsExactly("output_0.csv", "output_1.csv");
        }
        List<String> lines = Files.readAllLines(umans.resolve("output_1.csv"));
        assertThat(lines).hasSize(11);
        assertThat(lines.get(0)).isEqualTo("0.0,0.0,3.0");
        String[] afterOneSecond = lines.get(10).split(",");
        assertThat(afterOneSecond[0]).isEqualTo("1.0");
        assertThat(Double.parseDouble(afterOneSecond[1])).isCloseTo(1.3, org.assertj.core.api.Assertions.offset(1e-9));
        assertThat(afterOneSecond[2]).isEqualTo("3.0");
    }

    @Test
    void aScenarioNeedingAnAlgorithmThatIsNotInstalledIsRefusedWithItsName() throws Exception {
        Path file = scenario("interaction-fields");
        Path csv = folder.resolve("never.csv");

        assertThat(run("simulate", file.toString(), "--out", csv.toString())).isEqualTo(ExitCode.FINDINGS);
        assertThat(err.toString()).contains(file + ": profiles[Walker].pipeline.velocitySources[0]: algorithm 'interaction-fields' is not installed")
                .contains(file + ": cannot be simulated").doesNotContain("Exception");
        assertThat(csv).doesNotExist();
    }

    @Test
    void meaninglessGroupsAreRefusedWithTheSameMessagesValidateGives() throws Exception {
        Path file = scenario("walk");
        Scenario scenario = new ScenarioReader().read(file);
        Group pair = MODEL.createGroup();
        pair.setId("pair");
        pair.setName("Pair");
        pair.getMembers().add(scenario.getAgents().get(0));
        pair.getLeaders().add(scenario.getAgents().get(1));
        pair.setFormation(MODEL.createFormationConstraint());
        scenario.getGroups().add(pair);
        Relation relation = MODEL.createRelation();
        relation.setId("follows");
        relation.setFrom(scenario.getAgents().get(0));
        relation.setTo(scenario.getAgents().get(1));
        relation.setWeight(1.5);
        scenario.getRelations().add(relation);
        ScenarioWriter.save(scenario, file);
        Path csv = folder.resolve("never.csv");

        assertThat(run("simulate", file.toString(), "--out", csv.toString())).isEqualTo(ExitCode.FINDINGS);
        String refusal = err.toString();
        assertThat(refusal).contains(file + ": error: groups[Pair].leaders: leader 'Agent 1' is not a member of the group")
                .contains(file + ": error: groups[Pair].formation: a formation places members relative to each other; the group has one member")
                .contains(file + ": error: relations[0].weight: must be between 0 and 1 (is 1.5)").contains(file + ": cannot be simulated")
                .doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(csv).doesNotExist();
        assertThat(run("validate", file.toString())).isEqualTo(ExitCode.FINDINGS);
        String validation = err.toString() + out.toString();
        assertThat(validation).contains(file + ": error: groups[Pair].leaders: leader 'Agent 1' is not a member of the group")
                .contains(file + ": error: relations[0].weight: must be between 0 and 1 (is 1.5)");
    }

    @Test
    void anUnreadableFileAndBadOptionsAreUsageErrors() throws Exception {
        Path broken = Files.writeString(folder.resolve("broken.crowd"), "<crowd:Scenario formatVersion=\"1\"");

        assertThat(run("simulate", broken.toString())).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString()).contains(broken + ": could not be read").doesNotContain("Exception");
        assertThat(run("simulate", scenario("walk").toString(), "--format", "json")).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString()).startsWith("crowdstudio: --format must be csv or umans, not json");
        assertThat(run("simulate", scenario("walk").toString(), "--every", "0")).isEqualTo(ExitCode.USAGE);
    }
}
