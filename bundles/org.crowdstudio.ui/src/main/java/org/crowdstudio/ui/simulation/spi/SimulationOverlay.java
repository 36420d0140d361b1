package org.crowdstudio.ui.simulation.spi;

import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.ui.canvas.MetreView;
import org.eclipse.swt.graphics.GC;

/**
 * Something a method draws over the running crowd in the simulation view, which the artist shows
 * or hides from the view's menu and tool bar: a method's groups, say, or its connections.
 *
 * <p>While it is shown, {@link #capture} runs on the simulation's thread after every step (and
 * once when it is turned on) and returns what it needs of that step as an immutable snapshot; the
 * view keeps the snapshot with the step's frame and hands both to {@link #paint} (under the agents)
 * and {@link #paintOver} (over them) on the UI thread.
 * Nothing else of the simulation may be read while painting. Implementations need a public
 * no-argument constructor; one instance serves every view and run, so it keeps no state of a run.
 *
 * @param <S> the snapshot of one step
 */
public interface SimulationOverlay<S> {

    /** @return a stable identifier, unique among overlays, e.g. {@code groups} */
    String id();

    /** @return the name of the overlay in the view's menu, e.g. "Groups" */
    String label();

    /** @return one sentence for the menu's tooltip: what is drawn */
    String description();

    /**
     * What the overlay draws of the step just taken. Runs on the simulation's thread, between
     * steps, so it may read the simulation and its world; it must not change them.
     *
     * @param frame the step's agents, as they will be drawn
     * @return an immutable snapshot, or null when this run has nothing of the kind to draw
     */
    S capture(Simulation simulation, CrowdFrame frame);

    /**
     * Draws a snapshot over the floor, the obstacles, trails and goals, under the agents. Runs on
     * the UI thread.
     *
     * @param view the metre-to-pixel transform of the canvas
     * @param frame the step the snapshot was captured at
     */
    void paint(GC gc, MetreView view, CrowdFrame frame, S snapshot);

    /**
     * Draws what must not hide under a neighbour's body (a marker, a legend) over the agents,
     * after {@link #paint}. Runs on the UI thread; draws nothing unless overridden.
     */
    default void paintOver(GC gc, MetreView view, CrowdFrame frame, S snapshot) {
    }
}
