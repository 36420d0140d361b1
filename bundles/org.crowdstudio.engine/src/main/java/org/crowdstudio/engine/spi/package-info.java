/**
 * How steering algorithms plug into the kernel. Every algorithm declares itself with an
 * {@link org.crowdstudio.engine.spi.AlgorithmDescriptor}: its id, the pipeline {@link
 * org.crowdstudio.engine.spi.Stage} it fills, and its parameters (id, type, default, range, unit,
 * description), from which the model validates stored values and the workbench renders editors.
 * One {@link org.crowdstudio.engine.spi.AlgorithmRegistry} holds them; on a plain classpath it is
 * filled through {@link java.util.ServiceLoader}, inside Equinox by the integration bundle from the
 * extension point {@code org.crowdstudio.engine.algorithms}.
 */
package org.crowdstudio.engine.spi;
