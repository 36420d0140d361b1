package org.crowdstudio.ui.sweep;

import java.nio.file.Path;
import java.util.List;

import org.crowdstudio.model.scenario.Scenario;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchWindow;

/**
 * What the workbench's tests fill in and press in the Sweep dialog, and the sweep job it starts; a
 * test fragment, never shipped.
 */
public final class SweepDialogProbe {

    private SweepDialogProbe() {
    }

    /** Opens the dialog without waiting for it to close, as Sweep Scenario… opens it for the scenario. */
    public static SweepDialog open(Shell shell, Path file, Scenario scenario) {
        SweepDialog dialog = new SweepDialog(shell, file, SweepablePaths.of(scenario), scenario.getSettings()
                .getDuration());
        dialog.setBlockOnOpen(false);
        dialog.open();
        return dialog;
    }

    public static List<String> sweepablePaths(Scenario scenario) {
        return SweepablePaths.of(scenario);
    }

    public static Combo path(SweepDialog dialog, int axis) {
        return dialog.pathChoices[axis];
    }

    public static Text values(SweepDialog dialog, int axis) {
        return dialog.valueTexts[axis];
    }

    public static Spinner runs(SweepDialog dialog) {
        return dialog.runs;
    }

    public static Text duration(SweepDialog dialog) {
        return dialog.duration;
    }

    /** Picks a Spark master in place of here. */
    public static void onCluster(SweepDialog dialog, String master) {
        dialog.onCluster.setSelection(true);
        dialog.onCluster.notifyListeners(SWT.Selection, new Event());
        dialog.master.setText(master);
    }

    public static Text out(SweepDialog dialog) {
        return dialog.out;
    }

    public static Button runButton(SweepDialog dialog) {
        return dialog.runButton();
    }

    /** Presses Run Sweep, then starts the sweep the dialog asked for as Sweep Scenario… does. */
    public static Job run(SweepDialog dialog, IWorkbenchWindow window) {
        dialog.okPressed();
        return SweepScenarioHandler.start(window, dialog.request());
    }

    /** @return the sweep's exit code: 0 done, 130 stopped, -1 still running */
    public static int exitCode(Job sweep) {
        return ((SweepJob) sweep).exitCode();
    }

    /** @return the command line the job runs, after {@code crowdstudio} */
    public static List<String> arguments(Job sweep) {
        return ((SweepJob) sweep).request().arguments();
    }
}
