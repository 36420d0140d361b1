package org.crowdstudio.engine.spi;

import java.util.List;
import java.util.Optional;

/**
 * A method's own measure of a whole run, beside the statistics every run has: a group's cohesion,
 * how long conversations last. Sweeps report it per run and plot it against what they vary.
 *
 * <p>Found through {@link java.util.ServiceLoader}
 * ({@code META-INF/services/org.crowdstudio.engine.spi.RunMeasure}), so a method's bundle brings
 * its own measures and the sweep never names a method.
 */
public interface RunMeasure {

    /**
     * @return the names of the values it gives, in order: lower case words joined by underscores,
     *         with the unit last where there is one ({@code group_speed_mps}); the same for every run
     */
    List<String> columns();

    /**
     * Called once the run is compiled, before its first step.
     *
     * @return what records this run, or empty when the run has nothing this measure looks at (no
     *         groups, say)
     */
    Optional<Recorder> start(World world, CrowdState state);

    /** Watches one run step by step and sums it up at the end. */
    interface Recorder extends StepObserver {

        /** @return one value per {@link RunMeasure#columns() column}, NaN where the run gave none */
        double[] values();
    }
}
