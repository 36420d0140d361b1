package org.crowdstudio.ui.sweep;

import java.nio.file.Files;
import java.nio.file.Path;

import org.crowdstudio.sweep.SweepRecord;
import org.crowdstudio.sweep.SweepTables;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * Sweep Scenario…: the Sweep dialog for the scenario of the active editor, then the sweep as a job
 * (shown in the Progress view, where it can be cancelled) and, when it ends, its results.
 */
public final class SweepScenarioHandler extends AbstractHandler {

    static final String PROGRESS_VIEW = "org.eclipse.ui.views.ProgressView";

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
        IEditorPart active = window.getActivePage().getActiveEditor();
        if (!(active instanceof ScenarioEditor editor) || editor.file() == null) {
            MessageDialog.openInformation(window.getShell(), Messages.SweepDialog_title,
                    Messages.SweepScenarioHandler_noScenario);
            return null;
        }
        if (editor.isDirty()) {
            if (!MessageDialog.openQuestion(window.getShell(), Messages.SweepDialog_title,
                    Messages.SweepScenarioHandler_saveFirst)) {
                return null;
            }
            editor.doSave(new NullProgressMonitor());
            if (editor.isDirty()) {
                return null;
            }
        }
        double duration = editor.scenario().getSettings() == null ? 60 : editor.scenario().getSettings().getDuration();
        SweepDialog dialog = new SweepDialog(window.getShell(), editor.file(), SweepablePaths.of(editor.scenario()),
                duration);
        if (dialog.open() == Window.OK) {
            start(window, dialog.request());
        }
        return null;
    }

    /** @return the argument as a shell takes it whole: quoted where it holds anything but plain characters */
    private static String quoted(String argument) {
        return argument.matches("[A-Za-z0-9_./:=,+-]+") ? argument : "'" + argument.replace("'", "'\\''") + "'";
    }

    /** Starts the sweep as a job and shows it in the Progress view; its results open when it ends. */
    static SweepJob start(IWorkbenchWindow window, SweepRequest request) {
        String launcher = System.getProperty(SweepJob.LAUNCHER_PROPERTY);
        if (launcher == null || !Files.isExecutable(Path.of(launcher))) {
            MessageDialog.openError(window.getShell(), Messages.SweepDialog_title,
                    NLS.bind(Messages.SweepScenarioHandler_noLauncher, "crowdstudio " + String.join(" ",
                            request.arguments())));
            return null;
        }
        SweepJob job = new SweepJob(request, Path.of(launcher));
        job.addJobChangeListener(new JobChangeAdapter() {
            @Override
            public void done(IJobChangeEvent event) {
                boolean hasRuns = Files.exists(request.out().resolve(SweepRecord.FILE)) && Files.exists(request.out()
                        .resolve(SweepTables.RUNS));
                if (!hasRuns || event.getResult().getSeverity() == IStatus.ERROR || !PlatformUI.isWorkbenchRunning()) {
                    return;
                }
                IWorkbench workbench = PlatformUI.getWorkbench();
                // On the job's thread: the results open on the UI thread, unless the window or the
                // workbench is closing.
                workbench.getDisplay().asyncExec(() -> {
                    if (!workbench.isClosing() && window.getShell() != null && !window.getShell().isDisposed()) {
                        OpenSweepResultsHandler.open(window, request.out());
                    }
                });
            }
        });
        try {
            window.getActivePage().showView(PROGRESS_VIEW);
        } catch (PartInitException noProgressView) {
            // The job still runs; the status line shows it.
        }
        job.schedule();
        return job;
    }
}
