package org.crowdstudio.engine.spi;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The steering algorithms known to a runtime, by id, with the bundle each comes from and what
 * could not be loaded. There is one registry and two ways of filling it: {@link
 * #fromServiceLoader(ClassLoader)} on a plain classpath, and the Equinox integration bundle reading
 * the extension point inside the workbench. A plug-in that cannot be loaded is left out and said
 * so ({@link #leftOut()}); the others work. Safe to use from many threads.
 */
public final class AlgorithmRegistry {

    private record Entry(SteeringAlgorithm<?> algorithm, AlgorithmOrigin origin) {
    }

    private final Map<String, Entry> algorithms = new ConcurrentHashMap<>();
    private final List<String> leftOut = new ArrayList<>();

    /**
     * A registry with every algorithm the class loader's {@code META-INF/services} declare; one
     * that cannot be loaded, or whose descriptor fails, is left out with the reason.
     */
    public static AlgorithmRegistry fromServiceLoader(ClassLoader loader) {
        AlgorithmRegistry registry = new AlgorithmRegistry();
        @SuppressWarnings("rawtypes")
        var found = ServiceLoader.load(SteeringAlgorithm.class, loader).stream().iterator();
        while (true) {
            try {
                // hasNext() loads the next provider's class: a missing superclass fails there, not in next().
                if (!found.hasNext()) {
                    break;
                }
                var provider = found.next();
                registry.register(provider.get(), AlgorithmOrigin.of(provider.type()));
            } catch (ServiceConfigurationError | RuntimeException | LinkageError broken) {
                registry.leaveOut("a steering algorithm on the class path is left out: " + broken);
            }
        }
        return registry;
    }

    /** Registers an algorithm whose origin is not known. */
    public void register(SteeringAlgorithm<?> algorithm) {
        register(algorithm, AlgorithmOrigin.UNKNOWN);
    }

    /**
     * @throws IllegalStateException if another algorithm already has the same id: two plug-ins
     *         must not silently shadow each other
     * @throws IllegalArgumentException if its descriptor cannot be read
     */
    public void register(SteeringAlgorithm<?> algorithm, AlgorithmOrigin origin) {
        AlgorithmDescriptor<?> descriptor;
        try {
            descriptor = algorithm.descriptor();
        } catch (RuntimeException broken) {
            throw new IllegalArgumentException(algorithm.getClass().getName() + " of " + origin + " has no readable descriptor: " + broken, broken);
        }
        if (descriptor == null) {
            throw new IllegalArgumentException(algorithm.getClass().getName() + " of " + origin + " has no descriptor");
        }
        String id = descriptor.id();
        Entry previous = algorithms.putIfAbsent(id, new Entry(algorithm, origin));
        if (previous != null && previous.algorithm() != algorithm) {
            throw new IllegalStateException("two algorithms are called '" + id + "': " + previous.algorithm().getClass().getName() + " of "
                    + previous.origin() + " and " + algorithm.getClass().getName() + " of " + origin);
        }
    }

    /** Records a contribution that could not be loaded, in one sentence that names it and why. */
    public synchronized void leaveOut(String problem) {
        leftOut.add(problem);
    }

    /** @return what could not be loaded, one sentence each, in the order found */
    public synchronized List<String> leftOut() {
        return List.copyOf(leftOut);
    }

    /** Removes an algorithm, e.g. when its plug-in is uninstalled. */
    public void unregister(String id) {
        algorithms.remove(id);
    }

    /** @return the algorithm with this id, if installed */
    public Optional<SteeringAlgorithm<?>> find(String id) {
        return Optional.ofNullable(algorithms.get(id)).map(Entry::algorithm);
    }

    /**
     * @return the algorithm with this id if it fills this stage, typed for it; empty if none is
     *         installed or it fills another stage
     */
    @SuppressWarnings("unchecked")
    public <T> Optional<SteeringAlgorithm<T>> find(String id, Stage<T> stage) {
        // The descriptor's Stage<T> and the algorithm's SteeringAlgorithm<T> share T by declaration.
        return find(id).filter(algorithm -> algorithm.descriptor().stage() == stage).map(algorithm -> (SteeringAlgorithm<T>) algorithm);
    }

    /**
     * A new instance of the installed algorithm with this id for this stage, the given parameters
     * set and the rest at their defaults: what benchmarks and tools build a pipeline from by hand.
     *
     * @throws IllegalStateException naming the algorithm if it is not installed or fills another stage
     * @throws IllegalArgumentException naming the parameter if one is unknown or out of range
     */
    public <T> T create(String id, Stage<T> stage, Map<String, ?> parameters, World world) {
        SteeringAlgorithm<T> algorithm = find(id, stage).orElseThrow(() -> new IllegalStateException(
                "algorithm '" + id + "' " + (find(id).isPresent() ? "is not a " + stage.label() : "is not installed")));
        return algorithm.create(Parameters.of(algorithm.descriptor(), parameters), world);
    }

    /** @return the bundle the algorithm with this id comes from */
    public AlgorithmOrigin origin(String id) {
        return Optional.ofNullable(algorithms.get(id)).map(Entry::origin).orElse(AlgorithmOrigin.UNKNOWN);
    }

    /** @return every installed algorithm's descriptor, sorted by stage then id */
    public List<AlgorithmDescriptor<?>> descriptors() {
        return algorithms.values().stream().<AlgorithmDescriptor<?>>map(entry -> entry.algorithm().descriptor())
                .sorted(Comparator.<AlgorithmDescriptor<?>, Stage<?>>comparing(AlgorithmDescriptor::stage).thenComparing(AlgorithmDescriptor::id))
                .toList();
    }

    /** @return whether no algorithm is installed */
    public boolean isEmpty() {
        return algorithms.isEmpty();
    }
}
