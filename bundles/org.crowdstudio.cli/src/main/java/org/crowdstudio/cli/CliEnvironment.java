package org.crowdstudio.cli;

import java.util.Optional;

import org.crowdstudio.engine.spi.AlgorithmRegistry;

/**
 * What the commands need from the runtime they run in, so that they stay plain Java and testable
 * without Equinox.
 *
 * @param product what {@code version} reports
 * @param installation the installed product, if the runtime is one (absent on a plain classpath)
 * @param applications runs other Equinox applications, such as the p2 director
 * @param algorithms the installed steering algorithms, against which scenarios are validated
 */
public record CliEnvironment(ProductInfo product, Optional<Installation> installation, ApplicationRunner applications,
        AlgorithmRegistry algorithms) {

    /** An environment with no steering algorithm installed. */
    public CliEnvironment(ProductInfo product, Optional<Installation> installation, ApplicationRunner applications) {
        this(product, installation, applications, new AlgorithmRegistry());
    }
}
