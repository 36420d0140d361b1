package org.crowdstudio.ui.simulation;

import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.ui.canvas.MetreView;
import org.crowdstudio.ui.simulation.spi.CrowdFrame;
import org.crowdstudio.ui.simulation.spi.SimulationOverlay;
import org.crowdstudio.ui.simulation.spi.SimulationOverlays;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.osgi.util.NLS;
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
    /** The run's parts of each overlay that has parts, and which the artist shows; on the UI thread. */
    private final Map<String, List<String>> parts = new HashMap<>();
    private final Map<String, BitSet> shownParts = new HashMap<>();

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

    /**
     * Shows or hides an overlay; one made of parts shows all of the run's parts, or hides them all.
     *
     * @throws IllegalArgumentException if no overlay has this id
     */
    void show(String id, boolean show) {
        SimulationOverlay<?> overlay = overlay(id);
        if (overlay.hasParts()) {
            BitSet chosen = shownParts.computeIfAbsent(id, none -> new BitSet());
            chosen.clear();
            if (show) {
                chosen.set(0, parts(id).size());
            }
            show = !chosen.isEmpty();
        }
        if (show) {
            shown.add(id);
        } else {
            shown.remove(id);
        }
    }

    /**
     * Shows or hides one part of an overlay made of parts; the overlay is shown while any part is.
     *
     * @param part the part's index among {@link #parts}
     * @throws IllegalArgumentException if no overlay has this id, or it has no such part
     */
    void showPart(String id, int part, boolean show) {
        overlay(id);
        if (part < 0 || part >= parts(id).size()) {
            throw new IllegalArgumentException(NLS.bind(Messages.ContributedOverlays_theOverlay0Has1, id, parts(id).size(), part));
        }
        BitSet chosen = shownParts.computeIfAbsent(id, none -> new BitSet());
        chosen.set(part, show);
        if (chosen.isEmpty()) {
            shown.remove(id);
        } else {
            shown.add(id);
        }
    }

    /** @return the names of the overlay's parts in this run; none for an overlay shown whole */
    List<String> parts(String id) {
        return parts.getOrDefault(id, List.of());
    }

    boolean partShown(String id, int part) {
        return shown(id) && shownParts.getOrDefault(id, new BitSet()).get(part);
    }

    /**
     * A run started, or a live edit changed its world: the overlays' parts are read again, and the
     * parts chosen stay chosen where the world still has them. On the UI thread.
     */
    void worldChanged(World world) {
        for (SimulationOverlay<?> overlay : overlays) {
            if (!overlay.hasParts()) {
                continue;
            }
            try {
                List<String> named = List.copyOf(overlay.parts(world));
                parts.put(overlay.id(), named);
                BitSet chosen = shownParts.computeIfAbsent(overlay.id(), none -> new BitSet());
                chosen.clear(named.size(), Math.max(named.size(), chosen.length()));
                if (chosen.isEmpty()) {
                    shown.remove(overlay.id());
                }
            } catch (RuntimeException broken) {
                parts.remove(overlay.id());
                turnOff(overlay, Messages.ContributedOverlays_listingItsParts, broken);
            }
        }
    }

    private SimulationOverlay<?> overlay(String id) {
        return overlays.stream().filter(overlay -> overlay.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(NLS.bind(Messages.ContributedOverlays_noSimulationOverlayIsCalled,
                        id, overlays.stream().map(SimulationOverlay::id).toList())));
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
                    turnOff(overlay, NLS.bind(Messages.ContributedOverlays_capturingStep0, frame.step()), broken);
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
                    paint(overlay, gc, view, frame, snapshot, overAgents, shownParts.get(overlay.id()));
                } catch (RuntimeException broken) {
                    turnOff(overlay, NLS.bind(Messages.ContributedOverlays_drawingStep0, frame.step()), broken);
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
    private static <S> void paint(SimulationOverlay<S> overlay, GC gc, MetreView view, Frame frame, Object snapshot, boolean overAgents, BitSet parts) {
        if (overAgents) {
            overlay.paintOver(gc, view, frame, (S) snapshot);
        } else if (overlay.hasParts() && parts != null) {
            overlay.paint(gc, view, frame, (S) snapshot, (BitSet) parts.clone());
        } else {
            overlay.paint(gc, view, frame, (S) snapshot);
        }
    }

    private void turnOff(SimulationOverlay<?> overlay, String doing, RuntimeException broken) {
        shown.remove(overlay.id());
        String problem = NLS.bind(Messages.ContributedOverlays_the0OverlayFailed1,
                overlay.label(), doing, (broken.getMessage() == null ? broken.getClass().getSimpleName() : broken.getMessage()));
        ILog.of(ContributedOverlays.class).log(Status.error(problem + " (" + overlay.getClass().getName() + ")", broken));
        failed.accept(problem);
    }
}
