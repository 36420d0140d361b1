package com.example.curiosity.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.compiler.ScenarioCompiler;
import org.crowdstudio.engine.equinox.EquinoxAlgorithms;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.AgentReport;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.scenario.Scenario;
import org.junit.jupiter.api.Test;

import com.example.curiosity.CuriosityAlgorithm;
import com.example.curiosity.CuriosityScene;

/**
 * What the plaza scenario promises, measured from its trajectories the way Crowd Studio's own
 * examples are tested: the scenario is read, compiled with the algorithms installed in this
 * runtime (Curiosity among them, through its extension) and simulated.
 */
class PlazaTest {

    private static final Path PLAZA = Path.of(System.getProperty("curiosity.scenarios", "../scenarios"), "plaza.crowd");
    private static final double SECONDS = 180;
    /** Sampled this often, s. */
    private static final double SAMPLE = 0.5;
    /** Standing within this of an attraction's ring counts as looking at it, m. */
    private static final double LOOKING_DEPTH = 3;

    @Test
    void curiosityIsInstalledThroughItsExtension() {
        assertThat(EquinoxAlgorithms.registry().find(CuriosityAlgorithm.ID)).isPresent();
        assertThat(EquinoxAlgorithms.registry().origin(CuriosityAlgorithm.ID).bundle()).isEqualTo("com.example.curiosity");
    }

    @Test
    void everyStrollerStopsToLookAndMostMoveOnToAnother() throws Exception {
        CompiledScenario compiled = compile();
        List<CuriosityScene.Attraction> attractions = compiled.world().attachment(CuriosityScene.class).orElseThrow().attractions();
        Crowd crowd = compiled.crowd();
        int strollers = crowd.size();
        double[][] lookedAt = new double[strollers][attractions.size()];
        int fewestLooking = strollers;
        int mostLooking = 0;
        try (Simulation simulation = compiled.newSimulation(2)) {
            double nextSample = SAMPLE;
            while (simulation.time() < SECONDS - 1e-9) {
                simulation.step();
                if (simulation.time() + 1e-9 < nextSample) {
                    continue;
                }
                nextSample += SAMPLE;
                int looking = 0;
                for (int agent = 0; agent < strollers; agent++) {
                    int at = standingAt(crowd, agent, attractions);
                    if (at >= 0) {
                        lookedAt[agent][at] += SAMPLE;
                        looking++;
                    }
                }
                if (simulation.time() > 30) {
                    fewestLooking = Math.min(fewestLooking, looking);
                    mostLooking = Math.max(mostLooking, looking);
                }
            }
        }

        int lookedLong = 0;
        int movedOn = 0;
        for (double[] times : lookedAt) {
            int places = 0;
            for (double time : times) {
                places += time >= 3 ? 1 : 0;
            }
            lookedLong += places >= 1 ? 1 : 0;
            movedOn += places >= 2 ? 1 : 0;
        }
        assertThat(lookedLong).as("of %d strollers, who stood looking at something for 3 s or more in 3 minutes", strollers)
                .isGreaterThanOrEqualTo(strollers * 9 / 10);
        // Measured: 40 of 40 looked at something, 39 at two things or more; 2 to 18 stood looking at once.
        assertThat(movedOn).as("of %d strollers, who looked at two things or more", strollers).isGreaterThanOrEqualTo(strollers * 3 / 4);
        assertThat(fewestLooking).as("fewest standing to look at once after the first half minute").isGreaterThan(0);
        assertThat(mostLooking).as("most standing to look at once: the crowd keeps circulating").isLessThan(strollers * 3 / 4);
    }

    @Test
    void theAgentInspectorSaysWhatAStrollerIsDoingAndHowMuchItHasSeen() throws Exception {
        CompiledScenario compiled = compile();
        try (Simulation simulation = compiled.newSimulation(2)) {
            simulation.inspect(0);
            for (int step = 0; step < 600; step++) {
                simulation.step();
            }
            AgentReport report = simulation.lastReport();
            assertThat(report.rows()).filteredOn(row -> row.section().equals("Curiosity")).extracting(AgentReport.Row::label)
                    .containsExactly("Doing", "Seen");
            assertThat(report.rows()).filteredOn(row -> row.label().equals("Doing")).singleElement().extracting(AgentReport.Row::value)
                    .asString().matches("strolling|walking over to .+|looking at .+, [0-9]+ s more");
            assertThat(report.measures()).containsKey("Points of interest seen");
        }
    }

    @Test
    void theSameRunForAnyNumberOfThreads() throws Exception {
        CompiledScenario one = compile();
        CompiledScenario two = compile();
        try (Simulation a = one.newSimulation(1); Simulation b = two.newSimulation(2)) {
            for (int step = 0; step < 300; step++) {
                a.step();
                b.step();
            }
        }
        for (int agent = 0; agent < one.crowd().size(); agent++) {
            assertThat(two.crowd().x(agent)).as("x of stroller %d", agent).isEqualTo(one.crowd().x(agent));
            assertThat(two.crowd().y(agent)).as("y of stroller %d", agent).isEqualTo(one.crowd().y(agent));
        }
    }

    private static CompiledScenario compile() throws Exception {
        Scenario scenario = new ScenarioReader().read(PLAZA);
        return new ScenarioCompiler(EquinoxAlgorithms.registry()).compile(scenario);
    }

    /** @return the attraction the agent stands at, nearly still, or -1 */
    private static int standingAt(Crowd crowd, int agent, List<CuriosityScene.Attraction> attractions) {
        if (Math.hypot(crowd.vx(agent), crowd.vy(agent)) > 0.3) {
            return -1;
        }
        Set<Integer> near = new HashSet<>();
        for (int a = 0; a < attractions.size(); a++) {
            CuriosityScene.Attraction attraction = attractions.get(a);
            if (Math.hypot(crowd.x(agent) - attraction.x(), crowd.y(agent) - attraction.y()) <= attraction.radius() + LOOKING_DEPTH) {
                near.add(a);
            }
        }
        return near.size() == 1 ? near.iterator().next() : -1;
    }
}
