/**
 * What a method contributes to the simulation view: overlays drawn over the running crowd.
 *
 * <p>A {@link org.crowdstudio.ui.simulation.spi.SimulationOverlay} captures what it draws on the
 * simulation's thread after each step, as an immutable snapshot that travels with that step's
 * frame, and paints it on the UI thread, so drawing never reads a crowd that is being stepped.
 * The view finds every overlay through {@link org.crowdstudio.ui.simulation.spi.SimulationOverlays}:
 * the extension point {@code org.crowdstudio.ui.simulationOverlays} inside Equinox,
 * {@link java.util.ServiceLoader} on a plain classpath. The view never names a method.
 */
package org.crowdstudio.ui.simulation.spi;
