package org.crowdstudio.engine.equinox;

import org.crowdstudio.engine.spi.AlgorithmOrigin;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.osgi.framework.Bundle;

/**
 * The algorithm registry of the running product, filled once from the extension point
 * {@code org.crowdstudio.engine.algorithms}. A contribution that cannot be loaded (missing class,
 * duplicate id) is left out and logged, so one broken plug-in does not take the others down.
 */
public final class EquinoxAlgorithms {

    /** The extension point algorithms are contributed to. */
    public static final String EXTENSION_POINT = "org.crowdstudio.engine.algorithms";

    private static final String BUNDLE = "org.crowdstudio.engine.equinox";

    private static AlgorithmRegistry registry;

    private EquinoxAlgorithms() {
    }

    /** @return the registry of every contributed algorithm */
    public static synchronized AlgorithmRegistry registry() {
        if (registry == null) {
            registry = read();
        }
        return registry;
    }

    private static AlgorithmRegistry read() {
        AlgorithmRegistry algorithms = new AlgorithmRegistry();
        for (IConfigurationElement element : Platform.getExtensionRegistry().getConfigurationElementsFor(EXTENSION_POINT)) {
            String contributor = element.getContributor().getName();
            try {
                algorithms.register((SteeringAlgorithm<?>) element.createExecutableExtension("class"), origin(contributor));
            } catch (CoreException | RuntimeException | LinkageError broken) {
                String problem = "steering algorithm " + element.getAttribute("class") + " of bundle " + origin(contributor) + " is left out: "
                        + reason(broken);
                algorithms.leaveOut(problem);
                ILog.of(Platform.getBundle(BUNDLE)).log(Status.error(problem, broken));
            }
        }
        return algorithms;
    }

    private static AlgorithmOrigin origin(String bundleName) {
        Bundle bundle = Platform.getBundle(bundleName);
        return new AlgorithmOrigin(bundleName, bundle == null ? "" : bundle.getVersion().toString());
    }

    /** The deepest cause's message: what went wrong in the plug-in's own code, not the framework's wrapping. */
    private static String reason(Throwable broken) {
        Throwable cause = broken;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return cause == broken ? String.valueOf(broken.getMessage()) : broken.getMessage() + " (" + cause + ")";
    }
}
