package org.crowdstudio.engine.spi;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The steering algorithms known to a runtime, by id. There is one registry and two ways of filling
 * it: {@link #fromServiceLoader(ClassLoader)} on a plain classpath, and the Equinox integration
 * bundle reading the extension point inside the workbench. Safe to use from many threads.
 */
public final class AlgorithmRegistry {

    private final Map<String, SteeringAlgorithm> algorithms = new ConcurrentHashMap<>();

    /** A registry with every algorithm the class loader's {@code META-INF/services} declare. */
    public static AlgorithmRegistry fromServiceLoader(ClassLoader loader) {
        AlgorithmRegistry registry = new AlgorithmRegistry();
        for (SteeringAlgorithm algorithm : ServiceLoader.load(SteeringAlgorithm.class, loader)) {
            registry.register(algorithm);
        }
        return registry;
    }

    /**
     * @throws IllegalStateException if another algorithm already has the same id: two plug-ins
     *         must not silently shadow each other
     */
    public void register(SteeringAlgorithm algorithm) {
        String id = algorithm.descriptor().id();
        SteeringAlgorithm previous = algorithms.putIfAbsent(id, algorithm);
        if (previous != null && previous != algorithm) {
            throw new IllegalStateException("two algorithms are called '" + id + "': " + previous.getClass().getName() + " and "
                    + algorithm.getClass().getName());
        }
    }

    /** Removes an algorithm, e.g. when its plug-in is uninstalled. */
    public void unregister(String id) {
        algorithms.remove(id);
    }

    /** @return the algorithm with this id, if installed */
    public Optional<SteeringAlgorithm> find(String id) {
        return Optional.ofNullable(algorithms.get(id));
    }

    /** @return every installed algorithm's descriptor, sorted by stage then id */
    public List<AlgorithmDescriptor> descriptors() {
        return algorithms.values().stream().map(SteeringAlgorithm::descriptor)
                .sorted(Comparator.comparing(AlgorithmDescriptor::stage).thenComparing(AlgorithmDescriptor::id)).toList();
    }

    /** @return whether no algorithm is installed */
    public boolean isEmpty() {
        return algorithms.isEmpty();
    }
}
