package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.compiler.LiveEdit;
import org.crowdstudio.compiler.ScenarioCompileException;
import org.crowdstudio.compiler.ScenarioCompiler;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.fields.FieldScene;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.GuideCurve;
import org.crowdstudio.model.scenario.RealParameter;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

/**
 * An artist changes a scenario while it runs: a sketch edit steers the running crowd from the next
 * step on, the run goes on from where it was, and stateful stages keep their state; an edit the
 * running crowd cannot take says why and waits for a restart.
 */
class LiveEditTest {

    private static final ScenarioCompiler COMPILER = new ScenarioCompiler(Crowds.ALGORITHMS);
    private static final double EDITED_MAGNITUDE = 0.3;

    /** Hide and seek with the hider in the seeker's sight, so that it runs for cover for a few seconds. */
    private static Scenario hideAndSeek() {
        Scenario scenario = PaperExamples.read("hide-and-seek");
        PaperExamples.place(PaperExamples.agent(scenario, "Seeker"), 14, 8);
        PaperExamples.place(PaperExamples.agent(scenario, "Hider"), 8 + 3 * Math.cos(Math.PI / 6), 8 + 3 * Math.sin(Math.PI / 6));
        return scenario;
    }

    @Test
    void slowerGuideCurvesSlowTheRunningHiderFromTheNextStepWithoutARestart() throws ScenarioCompileException {
        Scenario scenario = hideAndSeek();
        int hider = PaperExamples.id(scenario, "Hider");
        double fastestUnedited = fastest(scenario, hider);

        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        try (Simulation simulation = compiled.newSimulation(2)) {
            Crowd crowd = simulation.crowd();
            stepUntil(simulation, 1);
            double x = crowd.x(hider);
            double y = crowd.y(hider);
            Scenario edited = EcoreUtil.copy(scenario);
            for (GuideCurve curve : edited.getFields().get(0).getKeyframes().get(0).getSketch().getGuideCurves()) {
                curve.setMagnitude(EDITED_MAGNITUDE);
            }
            LiveEdit.Result result = COMPILER.prepareLiveEdit(edited, compiled).applyTo(simulation);
            assertThat(result.applied()).isTrue();
            assertThat(result.note()).as("all of a sketch edit is applied").isNull();

            simulation.step();
            assertThat(simulation.time()).as("the run goes on").isCloseTo(1 + compiled.timeStep(), within(1e-9));
            assertThat(Math.hypot(crowd.x(hider) - x, crowd.y(hider) - y)).as("from where the hider was")
                    .isLessThanOrEqualTo(EDITED_MAGNITUDE * compiled.timeStep() + 1e-9);
            double fastestEdited = 0;
            while (simulation.time() < 3 - 1e-9) {
                simulation.step();
                fastestEdited = Math.max(fastestEdited, Math.hypot(crowd.vx(hider), crowd.vy(hider)));
            }
            assertThat(fastestUnedited).as("without the edit the hider runs").isGreaterThan(1);
            assertThat(fastestEdited).as("with it, no faster than the edited curves").isLessThanOrEqualTo(EDITED_MAGNITUDE + 1e-9)
                    .isGreaterThan(EDITED_MAGNITUDE / 2);
        }
    }

    @Test
    void anEditThatChangesNothingLeavesTheMuseumRunAsItWasTimersIncluded() throws ScenarioCompileException {
        // Visitors stop at paintings on enter-field timers; a restarted timer would send them back.
        Scenario scenario = PaperExamples.read("museum");
        List<double[]> unedited = trajectories(scenario, false);
        List<double[]> edited = trajectories(scenario, true);

        assertThat(edited).hasSameSizeAs(unedited);
        for (int step = 0; step < unedited.size(); step++) {
            assertThat(edited.get(step)).as("positions after step %d", step + 1).containsExactly(unedited.get(step));
        }
    }

    @Test
    void aBiggerBodyIsLeftForTheRestartAndTheEditSaysSo() throws ScenarioCompileException {
        Scenario scenario = hideAndSeek();
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        Scenario wider = EcoreUtil.copy(scenario);
        wider.getProfiles().get(0).setRadius(wider.getProfiles().get(0).getRadius() + 0.1);

        try (Simulation simulation = compiled.newSimulation(1)) {
            LiveEdit.Result result = COMPILER.prepareLiveEdit(wider, compiled).applyTo(simulation);

            assertThat(result.applied()).as("the rest of the edit is applied").isTrue();
            assertThat(result.note()).contains("body sizes");
        }
    }

    @Test
    void anEditThatChangesTheCrowdOrTheObstaclesWaitsForARestart() throws ScenarioCompileException {
        Scenario scenario = hideAndSeek();
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);

        Scenario moreAgents = EcoreUtil.copy(scenario);
        Agent walker = PaperExamples.agent(moreAgents, "Walker 1");
        Agent another = EcoreUtil.copy(walker);
        another.setId("another-walker");
        another.setName("Walker 4");
        moreAgents.getAgents().add(another);
        LiveEdit added = COMPILER.prepareLiveEdit(moreAgents, compiled);

        Scenario movedCrate = EcoreUtil.copy(scenario);
        PaperExamples.obstacle(movedCrate, "Crate A").getVertices().forEach(vertex -> vertex.setX(vertex.getX() + 1));
        LiveEdit moved = COMPILER.prepareLiveEdit(movedCrate, compiled);
        try (Simulation simulation = compiled.newSimulation(1)) {
            List<Pipeline> pipelines = pipelines(simulation, compiled);
            FieldScene fields = compiled.world().attachment(FieldScene.class).orElseThrow();
            LiveEdit.Result withAnotherAgent = added.applyTo(simulation);
            LiveEdit.Result withTheCrateMoved = moved.applyTo(simulation);

            assertThat(withAnotherAgent.applied()).isFalse();
            assertThat(withAnotherAgent.note()).contains("agents");
            assertThat(withTheCrateMoved.applied()).isFalse();
            assertThat(withTheCrateMoved.note()).contains("obstacles");
            assertThat(pipelines(simulation, compiled)).as("no pipeline of either edit reached the run").containsExactlyElementsOf(pipelines);
            assertThat(compiled.world().attachment(FieldScene.class)).as("nor their fields").containsSame(fields);
        }
    }

    /** Every agent's position after each of 300 steps; with an edit that changes nothing applied after step 100 if asked. */
    private static List<double[]> trajectories(Scenario scenario, boolean edit) throws ScenarioCompileException {
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        List<double[]> positions = new ArrayList<>();
        try (Simulation simulation = compiled.newSimulation(2)) {
            Crowd crowd = simulation.crowd();
            for (int step = 0; step < 300; step++) {
                if (edit && step == 100) {
                    // Applied, not refused: a refused edit would leave the run alone for the wrong reason.
                    assertThat(COMPILER.prepareLiveEdit(EcoreUtil.copy(scenario), compiled).applyTo(simulation).applied()).isTrue();
                }
                simulation.step();
                double[] now = new double[2 * crowd.size()];
                for (int agent = 0; agent < crowd.size(); agent++) {
                    now[2 * agent] = crowd.x(agent);
                    now[2 * agent + 1] = crowd.y(agent);
                }
                positions.add(now);
            }
        }
        return positions;
    }

    private static List<Pipeline> pipelines(Simulation simulation, CompiledScenario compiled) {
        return IntStream.range(0, compiled.pipelines().size()).mapToObj(simulation::pipeline).toList();
    }

    /** The hider's top speed from 1 s to 3 s of an unedited run. */
    private static double fastest(Scenario scenario, int hider) {
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        try (Simulation simulation = compiled.newSimulation(2)) {
            Crowd crowd = simulation.crowd();
            stepUntil(simulation, 1);
            double fastest = 0;
            while (simulation.time() < 3 - 1e-9) {
                simulation.step();
                fastest = Math.max(fastest, Math.hypot(crowd.vx(hider), crowd.vy(hider)));
            }
            return fastest;
        }
    }

    /**
     * An artist tunes navigation while the visitors leave the room: each edit replaces the
     * navigation stage, and the replaced one stops planning instead of running on beside it.
     */
    @Test
    void navigationTunedTenTimesWhileRunningPlansOnceAStepAndTheVisitorsStillGetOut() throws ScenarioCompileException {
        Scenario scenario = PaperExamples.read("door-behind");
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        try (Simulation simulation = compiled.newSimulation(2)) {
            stepUntil(simulation, 1);
            int phases = compiled.world().stepPhases().size();
            for (int edit = 1; edit <= 10; edit++) {
                Scenario edited = EcoreUtil.copy(scenario);
                RealParameter interval = ScenarioFactory.eINSTANCE.createRealParameter();
                interval.setKey("replanInterval");
                interval.setValue(0.5 + 0.1 * edit);
                edited.getProfiles().get(0).getPipeline().getWaypointModifiers().get(0).getParameters().add(interval);
                assertThat(COMPILER.prepareLiveEdit(edited, compiled).applyTo(simulation).applied()).isTrue();
                stepUntil(simulation, 1 + edit);
                assertThat(compiled.world().stepPhases()).as("phases run each step after edit %d", edit).hasSize(phases);
            }
            stepUntil(simulation, 90);
        }
        Crowd crowd = compiled.crowd();
        assertThat(IntStream.range(0, crowd.size()).filter(crowd::arrived).count()).as("of 20 visitors, at the bus stop after 90 s").isEqualTo(20);
    }

    private static void stepUntil(Simulation simulation, double seconds) {
        while (simulation.time() < seconds - 1e-9) {
            simulation.step();
        }
    }
}
