package org.crowdstudio.compiler.spi;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;

/**
 * Reads the extension point {@code org.crowdstudio.compiler.scenes} into a {@link SceneCompilers}.
 * Only loaded inside Equinox; a contribution that cannot be loaded is left out and logged, so one
 * broken plug-in does not take the others down.
 */
final class ExtensionSceneCompilers {

    private static final String BUNDLE = "org.crowdstudio.compiler";

    private ExtensionSceneCompilers() {
    }

    static SceneCompilers read() {
        SceneCompilers registry = new SceneCompilers();
        for (IConfigurationElement element : Platform.getExtensionRegistry().getConfigurationElementsFor(SceneCompilers.EXTENSION_POINT)) {
            try {
                registry.register((SceneCompiler) element.createExecutableExtension("class"));
            } catch (CoreException | ClassCastException | IllegalStateException broken) {
                String problem = "scene compiler " + element.getAttribute("class") + " of " + element.getContributor().getName()
                        + " is left out: " + broken.getMessage();
                registry.leftOut(problem);
                ILog.of(Platform.getBundle(BUNDLE)).log(Status.error(problem, broken));
            }
        }
        return registry;
    }
}
