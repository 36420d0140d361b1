package org.crowdstudio.ui.editor;

import java.nio.file.Path;

import org.crowdstudio.ui.Messages;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.filesystem.EFS;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.ide.IDE;

/** File > Open Scenario…: picks a .crowd file and opens it in the scenario editor. */
public final class OpenScenarioHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
        FileDialog dialog = new FileDialog(window.getShell(), SWT.OPEN);
        dialog.setText(Messages.OpenScenarioHandler_openScenario);
        dialog.setFilterExtensions(new String[] {"*.crowd", "*"});
        dialog.setFilterNames(new String[] {Messages.OpenScenarioHandler_crowdScenariosCrowd, Messages.OpenScenarioHandler_allFiles});
        String chosen = dialog.open();
        if (chosen != null) {
            open(window, Path.of(chosen));
        }
        return null;
    }

    /** Opens the file in the scenario editor; says why in a dialog if it cannot be opened. */
    static void open(IWorkbenchWindow window, Path file) {
        try {
            IDE.openEditorOnFileStore(window.getActivePage(), EFS.getLocalFileSystem().getStore(file.toUri()));
        } catch (PartInitException failure) {
            MessageDialog.openError(window.getShell(), NLS.bind(Messages.OpenScenarioHandler_couldNotOpen0,
                    file.getFileName()), failure.getMessage());
        }
    }
}
