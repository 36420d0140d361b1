package org.crowdstudio.ui.simulation.spi;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

import org.crowdstudio.ui.Messages;
import org.crowdstudio.ui.spi.Contributions;
import org.eclipse.core.runtime.Platform;
import org.eclipse.osgi.util.NLS;

/**
 * The simulation overlays known to a runtime. As with steering algorithms, one registry has two
 * ways of being filled: the extension point {@code org.crowdstudio.ui.simulationOverlays} inside
 * Equinox, and {@link ServiceLoader} on a plain classpath ({@link #installed()} picks the one that
 * applies). Safe to use from many threads.
 */
public final class SimulationOverlays {

    /** The extension point overlays are contributed to inside Equinox. */
    public static final String EXTENSION_POINT = "org.crowdstudio.ui.simulationOverlays";

    private static SimulationOverlays installed;

    private final Contributions<SimulationOverlay<?>> overlays = new Contributions<>(Messages.SimulationOverlays_simulationOverlay,
            SimulationOverlay::id);

    /**
     * Every overlay of this runtime, found once: inside Equinox from the extension point, else from
     * the {@code META-INF/services} this class's loader sees.
     */
    public static synchronized SimulationOverlays installed() {
        if (installed == null) {
            if (Platform.isRunning()) {
                installed = new SimulationOverlays();
                installed.overlays.readExtensionPoint(EXTENSION_POINT, SimulationOverlay.class, installed::register);
            } else {
                installed = fromServiceLoader(SimulationOverlays.class.getClassLoader());
            }
        }
        return installed;
    }

    /** A registry with every overlay the class loader's {@code META-INF/services} declare. */
    @SuppressWarnings("rawtypes")
    public static SimulationOverlays fromServiceLoader(ClassLoader loader) {
        SimulationOverlays registry = new SimulationOverlays();
        for (SimulationOverlay overlay : ServiceLoader.load(SimulationOverlay.class, loader)) {
            registry.register(overlay);
        }
        return registry;
    }

    /** A registry of exactly these, e.g. in a test. */
    public static SimulationOverlays of(SimulationOverlay<?>... overlays) {
        SimulationOverlays registry = new SimulationOverlays();
        for (SimulationOverlay<?> overlay : overlays) {
            registry.register(overlay);
        }
        return registry;
    }

    /**
     * @throws IllegalArgumentException if the overlay has no id or no label
     * @throws IllegalStateException if another overlay has the same id
     */
    public void register(SimulationOverlay<?> overlay) {
        if (overlay.id() != null && !overlay.id().isBlank() && (overlay.label() == null || overlay.label().isBlank())) {
            throw new IllegalArgumentException(NLS.bind(Messages.SimulationOverlays_theSimulationOverlay01,
                    overlay.id(), overlay.getClass().getName()));
        }
        overlays.register(overlay);
    }

    /** @return every overlay, in the order the view's menu lists them: by label, then id */
    public List<SimulationOverlay<?>> all() {
        return overlays.sorted(Comparator.comparing((SimulationOverlay<?> overlay) -> overlay.label()).thenComparing(SimulationOverlay::id));
    }

    /** @return the overlay with this id, if there is one */
    public Optional<SimulationOverlay<?>> find(String id) {
        return overlays.find(id);
    }

    /** @return what could not be loaded, one sentence per contribution */
    public List<String> problems() {
        return overlays.problems();
    }
}
