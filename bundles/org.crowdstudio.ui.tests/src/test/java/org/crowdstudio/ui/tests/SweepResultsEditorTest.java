package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.tests.Screens.flushEvents;
import static org.crowdstudio.ui.tests.Screens.mainWindow;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.sweep.SweepRecord;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.simulation.SimulationView;
import org.crowdstudio.ui.sweep.OpenSweepResultsHandler;
import org.crowdstudio.ui.sweep.SweepResultsEditor;
import org.crowdstudio.ui.sweep.SweepResultsEditorProbe;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.Test;

/**
 * A technical director looks at what a sweep found: the VC paper's n^c analysis of SimCFlow, as
 * {@code crowdstudio sweep} wrote it (docs/SWEEPS.md), opened from its folder, charted by measure,
 * and one of its runs opened again and simulated.
 */
class SweepResultsEditorTest extends WorkbenchTestCase {

    private static final String NEIGHBOURS = "profiles[Group member].groupParameters.connectionNeighbours";

    @Test
    void theSweepsChartShowsEachMeasureByTheValueVariedAndARunOpensAgainWithItsValuesAndSeed() throws Exception {
        Path scenario = Scenarios.example(folder, "sim-cflow.crowd");
        Path sweep = Files.createDirectories(folder.resolve("connection-neighbours"));
        copy("sweep/runs.csv", sweep.resolve("runs.csv"));
        copy("sweep/sweep.txt", sweep.resolve("sweep.txt"));
        Files.writeString(sweep.resolve("sweep.txt"), "scenario=" + scenario + "\n", StandardCharsets.UTF_8,
                StandardOpenOption.APPEND);

        OpenSweepResultsHandler.open(mainWindow(), sweep);
        flushEvents();
        IWorkbenchPage page = mainWindow().getActivePage();
        assertThat(page.getActiveEditor()).isInstanceOf(SweepResultsEditor.class);
        SweepResultsEditor editor = (SweepResultsEditor) page.getActiveEditor();

        assertThat(SweepResultsEditorProbe.measureChoice(editor).getText()).isEqualTo("group_subgroups_mean");
        double[] subgroups = SweepResultsEditorProbe.means(editor);
        assertThat(subgroups).as("one mean per n^c: 1, 2, 3, 5, 10, 20, 45").hasSize(7);
        assertThat(subgroups[0]).as("n^c = 1").isGreaterThan(2.5);
        assertThat(subgroups[6]).as("n^c = 45: one group").isEqualTo(1.0);
        assertThat(SweepResultsEditorProbe.spreads(editor)[6]).isZero();
        assertThat(SweepResultsEditorProbe.runValues(editor)).as("a dot per run").hasSize(70);
        assertThat(SweepResultsEditorProbe.runs(editor).getItemCount()).isEqualTo(70);
        page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_MAXIMIZED);
        flushEvents();
        Screens.screenshot(mainWindow().getShell(), "sweep-results.png");
        page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_RESTORED);

        Screens.choose(SweepResultsEditorProbe.measureChoice(editor), "group_speed_mps");
        flushEvents();
        double[] speeds = SweepResultsEditorProbe.means(editor);
        assertThat(speeds[0]).as("groups walk more slowly the more they hold together").isGreaterThan(speeds[6] + 0.2);

        SweepResultsEditorProbe.openRun(editor, 69);
        flushEvents();
        IEditorPart opened = page.getActiveEditor();
        assertThat(opened).isInstanceOf(ScenarioEditor.class);
        assertThat(((ScenarioEditor) opened).file()).isEqualTo(sweep.resolve("runs").resolve("run-69.crowd")
                .toAbsolutePath().normalize());
        Scenario run = ((ScenarioEditor) opened).scenario();
        BehaviourProfile members = run.getProfiles().stream().filter(profile ->
                "Group member".equals(profile.getName())).findFirst().orElseThrow();
        assertThat(members.getGroupParameters().getConnectionNeighbours()).as(NEIGHBOURS).isEqualTo(45);
        assertThat(run.getSettings().getRandomSeed()).as("the run's seed").isEqualTo(10);
        assertThat(run.getSettings().getDuration()).isEqualTo(35.0);
        SimulationView simulation = (SimulationView) page.findView(SimulationView.ID);
        assertThat(simulation).isNotNull();
        assertThat(simulation.getPartName()).as("the Simulation view follows the run's scenario")
                .contains("run-69.crowd");
    }

    private void copy(String resource, Path target) throws Exception {
        try (InputStream in = SweepResultsEditorTest.class.getResourceAsStream(resource)) {
            Files.copy(in, target);
        }
    }
}
