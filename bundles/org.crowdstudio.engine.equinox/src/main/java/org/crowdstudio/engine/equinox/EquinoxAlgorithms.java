package org.crowdstudio.engine.equinox;

import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;

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
    private static final List<String> problems = new ArrayList<>();

    private EquinoxAlgorithms() {
    }

    /** @return the registry of every contributed algorithm */
    public static synchronized AlgorithmRegistry registry() {
        if (registry == null) {
            registry = read();
        }
        return registry;
    }

    /** @return what could not be loaded, one sentence per contribution */
    public static synchronized List<String> problems() {
        registry();
        return List.copyOf(problems);
    }

    private static AlgorithmRegistry read() {
        AlgorithmRegistry algorithms = new AlgorithmRegistry();
        for (IConfigurationElement element : Platform.getExtensionRegistry().getConfigurationElementsFor(EXTENSION_POINT)) {
            String contributor = element.getContributor().getName();
            try {
                algorithms.register((SteeringAlgorithm) element.createExecutableExtension("class"));
            } catch (CoreException | ClassCastException | IllegalStateException | IllegalArgumentException broken) {
                String problem = "steering algorithm " + element.getAttribute("class") + " of " + contributor + " is left out: "
                        + broken.getMessage();
                problems.add(problem);
                ILog.of(Platform.getBundle(BUNDLE)).log(Status.error(problem, broken));
            }
        }
        return algorithms;
    }
}
