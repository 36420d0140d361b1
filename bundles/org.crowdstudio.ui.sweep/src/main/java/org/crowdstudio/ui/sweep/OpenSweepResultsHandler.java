package org.crowdstudio.ui.sweep;

import java.nio.file.Files;
import java.nio.file.Path;

import org.crowdstudio.sweep.SweepRecord;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.filesystem.EFS;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.ide.IDE;

/** File > Open Sweep Results…: picks the folder a sweep wrote and opens its results. */
public final class OpenSweepResultsHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
        DirectoryDialog dialog = new DirectoryDialog(window.getShell());
        dialog.setText(Messages.OpenSweepResultsHandler_title);
        dialog.setMessage(Messages.OpenSweepResultsHandler_message);
        String chosen = dialog.open();
        if (chosen != null) {
            open(window, Path.of(chosen));
        }
        return null;
    }

    /** Opens the results of the sweep in the folder; says why in a dialog if there are none. */
    public static void open(IWorkbenchWindow window, Path folder) {
        Path record = folder.resolve(SweepRecord.FILE);
        if (!Files.isRegularFile(record)) {
            MessageDialog.openError(window.getShell(), Messages.OpenSweepResultsHandler_title,
                    NLS.bind(Messages.OpenSweepResultsHandler_noSweep, folder, SweepRecord.FILE));
            return;
        }
        try {
            IDE.openEditor(window.getActivePage(), EFS.getLocalFileSystem().getStore(record.toUri()).toURI(),
                    SweepResultsEditor.ID, true);
        } catch (PartInitException cannotOpen) {
            MessageDialog.openError(window.getShell(), Messages.OpenSweepResultsHandler_title, cannotOpen.getMessage());
        }
    }
}
