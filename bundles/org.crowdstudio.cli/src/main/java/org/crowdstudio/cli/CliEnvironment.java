package org.crowdstudio.cli;

import java.util.Optional;

/**
 * What the commands need from the runtime they run in, so that they stay plain Java and testable
 * without Equinox.
 *
 * @param product what {@code version} reports
 * @param installation the installed product, if the runtime is one (absent on a plain classpath)
 * @param applications runs other Equinox applications, such as the p2 director
 */
public record CliEnvironment(ProductInfo product, Optional<Installation> installation, ApplicationRunner applications) {
}
