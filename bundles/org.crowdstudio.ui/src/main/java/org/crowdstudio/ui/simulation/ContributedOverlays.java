package org.crowdstudio.ui.simulation;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.ui.canvas.MetreView;
import org.crowdstudio.ui.simulation.spi.CrowdFrame;
import org.crowdstudio.ui.simulation.spi.SimulationOverlay;
import org.crowdstudio.ui.simulation.spi.SimulationOverlays;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;

/**
 * The overlays methods contribute to the simulation view, and which of them the artist shows:
 * the shown ones capture their snapshot of each step on the simulation's thread, and paint it on
 * the UI thread. An overlay that throws is turned off and its failure logged and reported, so a
 * broken contribution stops neither the run nor the view.
 */
final class ContributedOverlays {

    private final List<SimulationOverlay<?>> overlays;
    /** Read on the simulation's thread, changed on the UI thread. */
    private final Set<String> shown = ConcurrentHashMap.newKeySet();
    private final Consumer<String> failed;

    /**
     * @param failed told, on the thread where it happened, what went wrong when an overlay throws
     */
    ContributedOverlays(SimulationOverlays registry, Consumer<String> failed) {
        this.overlays = registry.all();
        this.failed = failed;
    }

    /** Every contributed overlay, in menu order. */
    List<SimulationOverlay<?>> all() {
        return overlays;
    }

    boolean shown(String id) {
        return shown.contains(id);
    }

    /** @throws IllegalArgumentException if no overlay has this id */
    void show(String id, boolean show) {
        if (overlays.stream().noneMatch(overlay -> overlay.id().equals(id))) {
            throw new IllegalArgumentException("no simulation overlay is called '" + id + "'; installed: "
                    + overlays.stream().map(SimulationOverlay::id).toList());
        }
        if (show) {
            shown.add(id);
        } else {
            shown.remove(id);
        }
    }

    /**
     * The shown overlays' snapshots of a step. On the simulation's thread, between steps.
     *
     * @return snapshots by overlay id; an overlay with nothing to draw has none
     */
    Map<String, Object> capture(Simulation simulation, CrowdFrame frame) {
        if (shown.isEmpty()) {
            return Map.of();
        }
        Map<String, Object> captured = new HashMap<>();
        for (SimulationOverlay<?> overlay : overlays) {
            if (shown.contains(overlay.id())) {
                try {
                    Object snapshot = overlay.capture(simulation, frame);
                    if (snapshot != null) {
                        captured.put(overlay.id(), snapshot);
                    }
                } catch (RuntimeException broken) {
                    turnOff(overlay, "capturing step " + frame.step(), broken);
                }
            }
        }
        return captured;
    }

    /**
     * Paints the frame's snapshots of the overlays still shown, each from a clean pen. On the UI thread.
     *
     * @param overAgents whether this is the pass over the agents ({@link SimulationOverlay#paintOver}) or the one under them
     */
    void paint(GC gc, MetreView view, Frame frame, boolean overAgents) {
        for (SimulationOverlay<?> overlay : overlays) {
            Object snapshot = frame.overlays().get(overlay.id());
            if (snapshot != null && shown.contains(overlay.id())) {
                try {
                    paint(overlay, gc, view, frame, snapshot, overAgents);
                } catch (RuntimeException broken) {
                    turnOff(overlay, "drawing step " + frame.step(), broken);
                } finally {
                    gc.setAlpha(255);
                    gc.setLineWidth(1);
                    gc.setLineStyle(SWT.LINE_SOLID);
                    gc.setAntialias(SWT.ON);
                }
            }
        }
    }

    /** The snapshot was captured by this very overlay for this frame, so it has the overlay's type. */
    @SuppressWarnings("unchecked")
    private static <S> void paint(SimulationOverlay<S> overlay, GC gc, MetreView view, Frame frame, Object snapshot, boolean overAgents) {
        if (overAgents) {
            overlay.paintOver(gc, view, frame, (S) snapshot);
        } else {
            overlay.paint(gc, view, frame, (S) snapshot);
        }
    }

    private void turnOff(SimulationOverlay<?> overlay, String doing, RuntimeException broken) {
        shown.remove(overlay.id());
        String problem = "The " + overlay.label() + " overlay failed " + doing + " and is turned off: "
                + (broken.getMessage() == null ? broken.getClass().getSimpleName() : broken.getMessage());
        ILog.of(ContributedOverlays.class).log(Status.error(problem + " (" + overlay.getClass().getName() + ")", broken));
        failed.accept(problem);
    }
}
