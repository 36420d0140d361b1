package org.crowdstudio.ui.editor;

import java.nio.file.Path;
import java.util.List;

import org.crowdstudio.ui.Messages;
import org.eclipse.core.filesystem.EFS;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.CompoundContributionItem;
import org.eclipse.ui.ide.IDE;

/** The File menu's recent scenarios: "1 corridor.crowd" and so on, with the path as the tooltip; one click opens it. */
public final class RecentFilesMenu extends CompoundContributionItem {

    @Override
    protected IContributionItem[] getContributionItems() {
        List<Path> files = RecentFiles.list();
        if (files.isEmpty()) {
            return new IContributionItem[0];
        }
        IContributionItem[] items = new IContributionItem[files.size() + 1];
        for (int i = 0; i < files.size(); i++) {
            Path file = files.get(i);
            // The file name's own ampersands are doubled so that SWT shows them instead of taking them for mnemonics.
            Action open = new Action("&" + (i + 1) + " " + file.getFileName().toString().replace("&", "&&")) {
                @Override
                public void run() {
                    open(file);
                }
            };
            open.setToolTipText(file.toString());
            items[i] = new ActionContributionItem(open);
        }
        items[files.size()] = new Separator();
        return items;
    }

    private static void open(Path file) {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = window == null ? null : window.getActivePage();
        if (page == null) {
            return;
        }
        try {
            IDE.openEditorOnFileStore(page, EFS.getLocalFileSystem().getStore(file.toUri()));
        } catch (PartInitException cannotOpen) {
            MessageDialog.openError(window.getShell(), Messages.RecentFilesMenu_openRecentScenario, NLS.bind(Messages.RecentFilesMenu_0CannotBeOpened1,
                    file, cannotOpen.getMessage()));
        }
    }
}
