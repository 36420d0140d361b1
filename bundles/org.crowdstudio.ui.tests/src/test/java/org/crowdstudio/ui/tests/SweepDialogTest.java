package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.tests.Screens.flushEvents;
import static org.crowdstudio.ui.tests.Screens.mainWindow;

import java.nio.file.Files;
import java.nio.file.Path;

import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.sweep.SweepDialog;
import org.crowdstudio.ui.sweep.SweepDialogProbe;
import org.crowdstudio.ui.sweep.SweepResultsEditor;
import org.crowdstudio.ui.sweep.SweepResultsEditorProbe;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.ui.IViewPart;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A technical director sweeps the open scenario from the workbench: the Sweep dialog picks what to
 * vary from what the parameter forms show, the sweep runs as a job the Progress view shows and can
 * cancel (the runs finished are kept), and the results open when it ends. The sweep runs as the
 * command line runs it: {@code ./crowdstudio sweep}, in a process of its own.
 */
class SweepDialogTest extends WorkbenchTestCase {

    private static final String NEIGHBOURS = "profiles[Group member].groupParameters.connectionNeighbours";

    /** The Progress view the sweeps showed goes, as an artist closes it when done. */
    @AfterEach
    void hideTheProgressView() {
        IViewPart progress = mainWindow().getActivePage().findView("org.eclipse.ui.views.ProgressView");
        if (progress != null) {
            mainWindow().getActivePage().hideView(progress);
        }
    }

    /** The sweep driver's jars, which the build makes before these tests: without them ./crowdstudio would build "
            + "first. */
    @BeforeEach
    void theSweepDriverIsBuilt() {
        Path launcher = Path.of(System.getProperty("crowdstudio.launcher"));
        assertThat(launcher.resolveSibling("bundles/org.crowdstudio.sweep.spark/target/sweep/jars"))
                .as("the sweep driver's jars").isDirectory();
    }

    @Test
    void aSweepPickedInTheDialogRunsAsAJobAndItsResultsOpen() throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, "sim-cflow.crowd"));
        assertThat(SweepDialogProbe.sweepablePaths(editor.scenario())).contains(NEIGHBOURS,
                "profiles[Individual].preferredSpeed",
                "settings.timeStep").noneMatch(path -> path.startsWith("agents"));
        SweepDialog dialog = SweepDialogProbe.open(mainWindow().getShell(), editor.file(), editor.scenario());
        flushEvents();

        Screens.choose(SweepDialogProbe.path(dialog, 0), NEIGHBOURS);
        SweepDialogProbe.values(dialog, 0).setText("1:10:4");
        flushEvents();
        assertThat(dialog.getErrorMessage()).contains("miss 10");
        assertThat(SweepDialogProbe.runButton(dialog).isEnabled()).isFalse();
        SweepDialogProbe.values(dialog, 0).setText("1,45");
        SweepDialogProbe.runs(dialog).setSelection(2);
        SweepDialogProbe.duration(dialog).setText("3");
        SweepDialogProbe.out(dialog).setText(folder.resolve("sweep").toString());
        flushEvents();
        assertThat(dialog.getErrorMessage()).isNull();
        assertThat(SweepDialogProbe.runButton(dialog).isEnabled()).isTrue();
        Screens.screenshot(dialog.getShell(), "sweep-dialog.png");

        Job sweep = SweepDialogProbe.run(dialog, mainWindow());
        assertThat(SweepDialogProbe.arguments(sweep)).containsSubsequence("sweep", "--set", NEIGHBOURS + "=1,45",
                "--runs", "2");
        Screens.waitUntil(() -> sweep.getResult() != null, 180_000, "the sweep to end");
        assertThat(sweep.getResult().getSeverity()).as(sweep.getResult().getMessage()).isEqualTo(IStatus.OK);
        assertThat(SweepDialogProbe.exitCode(sweep)).isZero();
        Screens.waitUntil(() -> mainWindow().getActivePage().getActiveEditor() instanceof SweepResultsEditor, 10_000,
                "the results to open");
        SweepResultsEditor results = (SweepResultsEditor) mainWindow().getActivePage().getActiveEditor();
        assertThat(SweepResultsEditorProbe.runs(results).getItemCount()).isEqualTo(4);
        assertThat(SweepResultsEditorProbe.means(results)).hasSize(2);
    }

    @Test
    void aSweepCancelledInTheProgressViewKeepsItsFinishedRuns() throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, "sim-cflow.crowd"));
        SweepDialog dialog = SweepDialogProbe.open(mainWindow().getShell(), editor.file(), editor.scenario());
        flushEvents();
        Screens.choose(SweepDialogProbe.path(dialog, 0), NEIGHBOURS);
        SweepDialogProbe.values(dialog, 0).setText("1:12:1");
        SweepDialogProbe.runs(dialog).setSelection(4);
        SweepDialogProbe.duration(dialog).setText("30");
        // Two cores, whatever the machine: the runs must outlast the cancel.
        SweepDialogProbe.onCluster(dialog, "local[2]");
        Path out = folder.resolve("long-sweep");
        SweepDialogProbe.out(dialog).setText(out.toString());
        flushEvents();

        Job sweep = SweepDialogProbe.run(dialog, mainWindow());
        Screens.waitUntil(() -> Files.exists(out.resolve("runs.csv")), 120_000, "the first runs to be written");
        flushEvents();
        Screens.screenshot(mainWindow().getShell(), "sweep-progress.png");
        sweep.cancel();
        Screens.waitUntil(() -> sweep.getResult() != null, 60_000, "the sweep to stop");

        assertThat(sweep.getResult().getSeverity()).isEqualTo(IStatus.CANCEL);
        assertThat(SweepDialogProbe.exitCode(sweep)).as("stopped as by Ctrl-C").isEqualTo(130);
        long kept = Files.readAllLines(out.resolve("runs.csv")).size() - 1;
        assertThat(kept).as("runs kept of 48").isBetween(1L, 47L);
        assertThat(out.resolve("summary.csv")).exists();
        Screens.waitUntil(() -> mainWindow().getActivePage().getActiveEditor() instanceof SweepResultsEditor, 10_000,
                "the results of the runs kept to open");
        assertThat(SweepResultsEditorProbe.runs((SweepResultsEditor) mainWindow().getActivePage().getActiveEditor())
                .getItemCount())
                .isEqualTo((int) kept);
    }
}
