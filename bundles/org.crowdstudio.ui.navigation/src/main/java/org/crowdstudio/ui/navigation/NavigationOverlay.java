package org.crowdstudio.ui.navigation;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.steering.navigation.Wayfinding;
import org.crowdstudio.ui.canvas.GridImage;
import org.crowdstudio.ui.canvas.MetreView;
import org.crowdstudio.ui.simulation.spi.CrowdFrame;
import org.crowdstudio.ui.simulation.spi.SimulationOverlay;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;

/**
 * The Simulation view's navigation overlay: the floor as navigation sees it (walkable floor
 * tinted, the strip along walls where a body cannot stand shaded), a thin line from each
 * navigating agent to the corner it heads for, and the inspected agent's whole way to its goal
 * with its corners marked.
 */
public final class NavigationOverlay implements SimulationOverlay<NavigationOverlay.Snapshot> {

    /** The overlay's id. */
    public static final String ID = "navigation";

    private static final Color CORNER_LINE = new Color(31, 111, 235);
    private static final Color WAY = new Color(230, 85, 13);

    /**
     * One step of navigation.
     *
     * @param corners x and y of each agent's corner, NaN for none
     * @param way the inspected agent's way from where it stands, x and y side by side; empty for none
     */
    public record Snapshot(FloorPicture floor, double[] corners, double[] way) {
    }

    /** The floor's picture by world, made once per run. */
    private final Map<World, FloorPicture> floors = Collections.synchronizedMap(new WeakHashMap<>());
    /** The image of the floor painted last, on the UI thread. */
    private FloorPicture imageOf;
    private Image image;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String label() {
        return Messages.NavigationOverlay_navigation;
    }

    @Override
    public String description() {
        return Messages.NavigationOverlay_showTheFloorNavigationFinds;
    }

    @Override
    public Snapshot capture(Simulation simulation, CrowdFrame frame) {
        return Wayfinding.of(simulation.world()).map(wayfinding -> {
            FloorPicture floor = floors.computeIfAbsent(simulation.world(), world -> wayfinding.floorPlan().map(FloorPicture::of).orElse(null));
            int inspected = frame.inspectedAgent();
            double[] way = inspected < 0 ? new double[0] : wayfinding.way(inspected, frame.x(inspected), frame.y(inspected));
            return new Snapshot(floor, wayfinding.corners(frame.size()), way);
        }).orElse(null);
    }

    @Override
    public void paint(GC gc, MetreView view, CrowdFrame frame, Snapshot snapshot) {
        FloorPicture floor = snapshot.floor();
        if (floor != null) {
            gc.setAlpha(110);
            GridImage.paint(gc, view, floor.originX(), floor.originY(), floor.cell(), floor.columns(), floor.rows(), image(gc, floor));
            gc.setAlpha(255);
        }
        gc.setAntialias(SWT.ON);
        gc.setForeground(CORNER_LINE);
        gc.setAlpha(140);
        gc.setLineWidth(1);
        double[] corners = snapshot.corners();
        for (int agent = 0; agent < Math.min(frame.size(), corners.length / 2); agent++) {
            if (!Double.isNaN(corners[2 * agent])) {
                gc.drawLine(px(view.toPixelX(frame.x(agent))), px(view.toPixelY(frame.y(agent))), px(view.toPixelX(corners[2 * agent])),
                        px(view.toPixelY(corners[2 * agent + 1])));
            }
        }
        gc.setAlpha(255);
    }

    /**
     * The floor's image, made once per floor picture: a large plan's picture is millions of pixels,
     * too many to make at every repaint. Painting runs on the UI thread only.
     */
    private Image image(GC gc, FloorPicture floor) {
        if (imageOf != floor || image == null || image.isDisposed()) {
            if (image != null) {
                image.dispose();
            }
            image = new Image(gc.getDevice(), floor.image());
            imageOf = floor;
        }
        return image;
    }

    /** The inspected agent's way over the crowd, so that no body hides it. */
    @Override
    public void paintOver(GC gc, MetreView view, CrowdFrame frame, Snapshot snapshot) {
        double[] way = snapshot.way();
        if (way.length < 4) {
            return;
        }
        int[] points = new int[way.length];
        for (int k = 0; k < way.length; k += 2) {
            points[k] = px(view.toPixelX(way[k]));
            points[k + 1] = px(view.toPixelY(way[k + 1]));
        }
        gc.setAntialias(SWT.ON);
        gc.setForeground(WAY);
        gc.setBackground(WAY);
        gc.setLineWidth(3);
        gc.setLineStyle(SWT.LINE_DASH);
        gc.drawPolyline(points);
        gc.setLineStyle(SWT.LINE_SOLID);
        for (int k = 2; k < points.length; k += 2) {
            gc.fillOval(points[k] - 4, points[k + 1] - 4, 9, 9);
        }
    }

    private static int px(double value) {
        return (int) Math.round(value);
    }
}
