package org.crowdstudio.sweep;

import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;

import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.RunMeasure;

/**
 * The algorithms and run measures on this classpath, found once per JVM through ServiceLoader: a
 * sweep's driver and each of a cluster's executors do many runs.
 */
final class InstalledMethods {

    static final AlgorithmRegistry ALGORITHMS =
            AlgorithmRegistry.fromServiceLoader(InstalledMethods.class.getClassLoader());

    /** In the order of their class names, so that their columns come in one order everywhere. */
    static final List<RunMeasure> MEASURES = ServiceLoader.load(RunMeasure.class,
            InstalledMethods.class.getClassLoader()).stream()
            .map(ServiceLoader.Provider::get)
            .sorted(Comparator.comparing(measure -> measure.getClass().getName()))
            .toList();

    private InstalledMethods() {
    }
}
