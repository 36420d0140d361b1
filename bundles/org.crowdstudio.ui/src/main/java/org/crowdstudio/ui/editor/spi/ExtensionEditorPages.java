package org.crowdstudio.ui.editor.spi;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;

/**
 * Reads the extension point {@code org.crowdstudio.ui.editorPages} into {@link EditorPages}. A
 * contribution that cannot be loaded (a missing class, one that is no page, a repeated id) is left
 * out and logged, so one broken plug-in does not take the editor down.
 */
final class ExtensionEditorPages {

    private static final String BUNDLE = "org.crowdstudio.ui";

    private ExtensionEditorPages() {
    }

    static EditorPages read() {
        EditorPages registry = new EditorPages();
        for (IConfigurationElement element : Platform.getExtensionRegistry().getConfigurationElementsFor(EditorPages.EXTENSION_POINT)) {
            try {
                registry.register((EditorPage) element.createExecutableExtension("class"));
            } catch (CoreException | ClassCastException | IllegalStateException | IllegalArgumentException broken) {
                String problem = "editor page " + element.getAttribute("class") + " of " + element.getContributor().getName() + " is left out: "
                        + broken.getMessage();
                registry.leftOut(problem);
                ILog.of(Platform.getBundle(BUNDLE)).log(Status.error(problem, broken));
            }
        }
        return registry;
    }
}
