package org.crowdstudio.ui.simulation.spi;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;

/**
 * Reads the extension point {@code org.crowdstudio.ui.simulationOverlays} into a
 * {@link SimulationOverlays}. A contribution that cannot be loaded (a missing class, one that is
 * no overlay, a repeated id) is left out and logged, so one broken plug-in does not take the others
 * down.
 */
final class ExtensionSimulationOverlays {

    private static final String BUNDLE = "org.crowdstudio.ui";

    private ExtensionSimulationOverlays() {
    }

    static SimulationOverlays read() {
        SimulationOverlays registry = new SimulationOverlays();
        for (IConfigurationElement element : Platform.getExtensionRegistry().getConfigurationElementsFor(SimulationOverlays.EXTENSION_POINT)) {
            try {
                registry.register((SimulationOverlay<?>) element.createExecutableExtension("class"));
            } catch (CoreException | ClassCastException | IllegalStateException | IllegalArgumentException broken) {
                String problem = "simulation overlay " + element.getAttribute("class") + " of " + element.getContributor().getName()
                        + " is left out: " + broken.getMessage();
                registry.leftOut(problem);
                ILog.of(Platform.getBundle(BUNDLE)).log(Status.error(problem, broken));
            }
        }
        return registry;
    }
}
