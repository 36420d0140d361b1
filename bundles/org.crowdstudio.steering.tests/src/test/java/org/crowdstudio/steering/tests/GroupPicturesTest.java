package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

import javax.imageio.ImageIO;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.model.scenario.Scenario;
import org.junit.jupiter.api.Test;

/**
 * Pictures of the VC paper's analysis scenes for docs/GROUPS.md, written to target/group-pictures:
 * each picture is taken at a moment whose measure the test also checks, so that what the page
 * shows is what the measures say.
 */
class GroupPicturesTest {

    private static final Path OUT = Path.of("target", "group-pictures");

    @Test
    void counterFlowWithFewAndManyConnections() throws IOException {
        Crowd few = picture("sim-cflow", scenario -> GroupParameterAnalysisTest.neighbours(scenario, 1), 26, "cflow-nc1", 20, 6, 70, 24, 12, 90);
        assertThat(GroupMeasures.subgroups(few, GroupMeasures.firstIds(90))).as("n^c = 1 at 26 s: subgroups").isGreaterThanOrEqualTo(2);
        Crowd many = picture("sim-cflow", scenario -> GroupParameterAnalysisTest.neighbours(scenario, 45), 26, "cflow-nc45", 20, 6, 70, 24, 12, 90);
        assertThat(GroupMeasures.largestShare(many, GroupMeasures.firstIds(90))).as("n^c = 45 at 26 s: largest share").isGreaterThanOrEqualTo(0.95);
        picture("sim-cflow", scenario -> GroupParameterAnalysisTest.solver(scenario, "orca"), 26, "cflow-orca", 20, 6, 70, 24, 12, 90);
    }

    @Test
    void speedsWithFewAndManyConnections() throws IOException {
        Crowd few = picture("sim-speed", scenario -> GroupParameterAnalysisTest.neighbours(scenario, 2), 40, "speed-nc2", 0, 0, 80, 30, 9, 90);
        assertThat(GroupMeasures.clusters(few, GroupMeasures.firstIds(90)).stream().filter(cluster -> cluster.size() >= 3).count())
                .as("n^c = 2 at 40 s: clusters of three or more").isGreaterThanOrEqualTo(3);
        Crowd many = picture("sim-speed", scenario -> GroupParameterAnalysisTest.neighbours(scenario, 20), 40, "speed-nc20", 0, 0, 80, 30, 9, 90);
        assertThat(GroupMeasures.clusters(many, GroupMeasures.firstIds(90)).get(0).size()).as("n^c = 20 at 40 s: the largest cluster").isGreaterThanOrEqualTo(86);
    }

    @Test
    void aLeaderWithOneFourAndFortyConnections() throws IOException {
        for (int connections : new int[] {1, 4, 40}) {
            Crowd crowd = picture("sim-leader", scenario -> GroupParameterAnalysisTest.neighbours(scenario, connections), 100, "leader-nc" + connections,
                    0, 0, 70, 30, 9, 80);
            long pastHalfWay = java.util.stream.IntStream.range(0, 80).filter(id -> crowd.x(id) > 40).count();
            if (connections == 4) {
                assertThat(pastHalfWay).as("n^c = 4 at 100 s: followers on the far side").isEqualTo(80);
            } else {
                assertThat(pastHalfWay).as("n^c = %d at 100 s: followers on the far side", connections).isLessThan(80);
            }
        }
    }

    @Test
    void abreastAndIsotropicSmallGroups() throws IOException {
        Scenario scenario = PaperExamples.read("pedestrians-in-small-groups");
        Crowd abreast = picture("pedestrians-in-small-groups", changed -> { }, 30, "pedestrians-abreast", 0, 0, 60, 16, 12, Integer.MAX_VALUE);
        Crowd isotropic = picture("pedestrians-in-small-groups", changed -> changed.getGroups().forEach(group -> group.setFormation(null)), 30,
                "pedestrians-isotropic", 0, 0, 60, 16, 12, Integer.MAX_VALUE);
        assertThat(lineAbreast(abreast, scenario)).as("at 30 s, groups in a line across their way, abreast (isotropic: %d)",
                lineAbreast(isotropic, scenario)).isGreaterThan(lineAbreast(isotropic, scenario));
    }

    @Test
    void aSquareBecomesAQueueAndASquareAgain() throws IOException {
        Crowd square = picture("square-to-queue", scenario -> { }, 3, "square-3s", 0, 4, 60, 16, 10, 16);
        assertThat(spanX(square)).as("the square at 3 s, length").isLessThan(4.5);
        Crowd queue = picture("square-to-queue", scenario -> { }, 24, "square-24s", 0, 4, 60, 16, 10, 16);
        // In the corridor single file walkers keep the pace of the crowd ahead (goal reaching's density pace): a queue of 16 over 8 m.
        assertThat(spanX(queue)).as("the queue at 24 s, length").isGreaterThan(8);
        Crowd again = picture("square-to-queue", scenario -> { }, 50, "square-50s", 40, 4, 100, 16, 10, 16);
        assertThat(spanX(again)).as("the square again at 50 s, length").isLessThan(5);
    }

    /**
     * Runs the example, changed, to the given time and writes its picture.
     *
     * @param grouped the first this many agents are the group's, drawn blue; the rest grey (the leader red in SimLeader)
     */
    private static Crowd picture(String example, Consumer<Scenario> change, double seconds, String name, double minX, double minY, double maxX,
            double maxY, double scale, int grouped) throws IOException {
        Scenario scenario = PaperExamples.read(example);
        change.accept(scenario);
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        try (Simulation simulation = compiled.newSimulation(2)) {
            while (simulation.time() < seconds - 1e-9) {
                simulation.step();
            }
            Crowd crowd = simulation.crowd();
            int leader = example.equals("sim-leader") ? PaperExamples.id(scenario, "Leader") : -1;
            Color[] colours = new Color[crowd.size()];
            for (int id = 0; id < crowd.size(); id++) {
                colours[id] = id == leader ? CrowdPicture.LEADER : id < grouped ? CrowdPicture.GROUP : CrowdPicture.OTHERS;
            }
            Files.createDirectories(OUT);
            ImageIO.write(new CrowdPicture(scenario, minX, minY, maxX, maxY, scale).agents(crowd, id -> colours[id]).image(), "png",
                    OUT.resolve(name + ".png").toFile());
            return crowd;
        }
    }

    /** How many groups stand in a line across their way: each two members' line within 45° of square to their mean velocity. */
    private static long lineAbreast(Crowd crowd, Scenario scenario) {
        return scenario.getGroups().stream().filter(group -> {
            int[] ids = group.getMembers().stream().mapToInt(agent -> scenario.getAgents().indexOf(agent)).toArray();
            double vx = java.util.Arrays.stream(ids).mapToDouble(crowd::vx).sum();
            double vy = java.util.Arrays.stream(ids).mapToDouble(crowd::vy).sum();
            for (int a = 0; a < ids.length; a++) {
                for (int b = a + 1; b < ids.length; b++) {
                    double dx = crowd.x(ids[b]) - crowd.x(ids[a]);
                    double dy = crowd.y(ids[b]) - crowd.y(ids[a]);
                    if (Math.abs(dx * vx + dy * vy) > Math.sqrt(0.5) * Math.hypot(dx, dy) * Math.hypot(vx, vy)) {
                        return false;
                    }
                }
            }
            return true;
        }).count();
    }

    private static double spanX(Crowd crowd) {
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (int id = 0; id < 16; id++) {
            low = Math.min(low, crowd.x(id));
            high = Math.max(high, crowd.x(id));
        }
        return high - low;
    }
}
