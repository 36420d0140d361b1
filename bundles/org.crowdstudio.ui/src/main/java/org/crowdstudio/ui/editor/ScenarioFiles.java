package org.crowdstudio.ui.editor;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.crowdstudio.ui.Messages;
import org.eclipse.core.filesystem.EFS;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;

/** Scenario files opened in the workbench from outside it: the command line, another call of {@code crowdstudio}. */
public final class ScenarioFiles {

    private ScenarioFiles() {
    }

    /**
     * Opens each file in a scenario editor of the window, bringing the window to the front; a file
     * that is missing or cannot be read is told in one dialog, by name and reason. Call on the UI thread.
     */
    public static void open(IWorkbenchWindow window, List<Path> files) {
        IWorkbenchPage page = window.getActivePage();
        if (page == null || files.isEmpty()) {
            return;
        }
        StringBuilder problems = new StringBuilder();
        for (Path file : files) {
            if (!Files.isRegularFile(file)) {
                problems.append(file).append(Messages.ScenarioFiles_noSuchFile);
                continue;
            }
            try {
                IDE.openEditorOnFileStore(page, EFS.getLocalFileSystem().getStore(file.toAbsolutePath().toUri()));
            } catch (PartInitException cannotOpen) {
                problems.append(file).append(": ").append(cannotOpen.getMessage()).append('\n');
            }
        }
        window.getShell().forceActive();
        if (!problems.isEmpty()) {
            MessageDialog.openError(window.getShell(), Messages.OpenScenarioHandler_openScenario, problems.toString().strip());
        }
    }
}
