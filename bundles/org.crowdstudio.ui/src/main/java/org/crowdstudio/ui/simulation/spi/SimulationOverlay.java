package org.crowdstudio.ui.simulation.spi;

import java.util.BitSet;
import java.util.List;

import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.World;
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

    /** @return whether the overlay is made of {@link #parts} the artist shows one by one; false by default */
    default boolean hasParts() {
        return false;
    }

    /**
     * The parts of the overlay the artist may show one by one, from a submenu of the view's menu
     * named after the overlay (each interaction field of a scene, say), in the order listed. Runs
     * on the UI thread when a run starts and after each live edit, with the world as it was
     * compiled, which it must not change. Asked only of an overlay that {@link #hasParts}.
     */
    default List<String> parts(World world) {
        return List.of();
    }

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
     * Draws the parts the artist shows of an overlay that has {@link #parts}; the whole overlay
     * ({@link #paint(GC, MetreView, CrowdFrame, Object)}) unless overridden. Runs on the UI thread.
     *
     * @param shownParts the indices, among the run's {@link #parts}, of the parts shown; never empty
     */
    default void paint(GC gc, MetreView view, CrowdFrame frame, S snapshot, BitSet shownParts) {
        paint(gc, view, frame, snapshot);
    }

    /**
     * Draws what must not hide under a neighbour's body (a marker, a legend) over the agents,
     * after {@link #paint}. Runs on the UI thread; draws nothing unless overridden.
     */
    default void paintOver(GC gc, MetreView view, CrowdFrame frame, S snapshot) {
    }
}
