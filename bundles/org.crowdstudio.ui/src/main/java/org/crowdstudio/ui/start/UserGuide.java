package org.crowdstudio.ui.start;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;

import org.crowdstudio.ui.Messages;
import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.runtime.FileLocator;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.FileStoreEditorInput;
import org.osgi.framework.FrameworkUtil;

/**
 * The user guide (docs/USER-GUIDE.md, which the build copies into this bundle) opened in the
 * workbench's text editor, so that it is at hand without a browser or the network.
 */
final class UserGuide {

    /** Where the build puts the guide in the bundle. */
    static final String ENTRY = "guide/USER-GUIDE.md";

    private static final String TEXT_EDITOR = "org.eclipse.ui.DefaultTextEditor";

    private UserGuide() {
    }

    /**
     * @return the editor showing the guide
     * @throws PartInitException with a message for the artist when the guide cannot be shown
     */
    static IEditorPart open(IWorkbenchPage page) throws PartInitException {
        URL entry = FrameworkUtil.getBundle(UserGuide.class).getEntry(ENTRY);
        if (entry == null) {
            throw new PartInitException(NLS.bind(Messages.UserGuide_thisInstallationHasNoUser, ENTRY));
        }
        try {
            URL file = FileLocator.toFileURL(entry);
            return page.openEditor(new FileStoreEditorInput(EFS.getLocalFileSystem().getStore(file.toURI())), TEXT_EDITOR);
        } catch (IOException | URISyntaxException unreadable) {
            throw new PartInitException(NLS.bind(Messages.UserGuide_theUserGuideCouldNot, unreadable.getMessage()), unreadable);
        }
    }
}
