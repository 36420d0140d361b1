package org.crowdstudio.ui.simulation;

import java.util.List;

import org.crowdstudio.ui.canvas.MetreGrid;
import org.crowdstudio.ui.canvas.MetreView;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;

/**
 * Draws one frame of a run as the simulation view shows it, back to front: the floor and its
 * metre grid, obstacles, trails, goals and contributed overlays, then the
 * agents, and over them what contributed overlays mark on top. The drawing benchmark draws
 * through this class too, so it measures what the artist sees.
 */
final class CrowdDrawing {

    private final CrowdPainter painter;
    private final Overlays overlays;
    private final Color outside;
    private final Color gridLine;
    private final Color gridAxis;
    private List<double[]> obstacles = List.of();
    private double[] bounds;
    private Color[] profileColours = new Color[0];
    private int[] profileOf = new int[0];
    private int userAgent = -1;

    CrowdDrawing(Display display, Overlays overlays) {
        this.painter = new CrowdPainter(display);
        this.overlays = overlays;
        outside = new Color(display, 238, 238, 235);
        gridLine = new Color(display, 235, 235, 232);
        gridAxis = new Color(display, 205, 205, 200);
    }

    /**
     * What a run draws that does not change from step to step.
     *
     * @param bounds the environment's min x, min y, max x, max y, or null if it gives none
     * @param profileColours a colour per behaviour profile
     * @param profileOf each agent's profile
     * @param userAgent the agent the keyboard steers, or -1
     */
    void newRun(List<double[]> obstacles, double[] bounds, Color[] profileColours, int[] profileOf, int userAgent) {
        this.obstacles = List.copyOf(obstacles);
        this.bounds = bounds == null ? null : bounds.clone();
        this.profileColours = profileColours.clone();
        this.profileOf = profileOf.clone();
        this.userAgent = userAgent;
    }

    /** The floor alone, before a run. */
    void paintFloor(GC gc, Rectangle area, MetreView view) {
        gc.setBackground(outside);
        gc.fillRectangle(area);
        if (bounds != null) {
            int left = (int) Math.round(view.toPixelX(bounds[0]));
            int top = (int) Math.round(view.toPixelY(bounds[3]));
            gc.setBackground(gc.getDevice().getSystemColor(SWT.COLOR_WHITE));
            gc.fillRectangle(left, top, (int) Math.round(view.toPixelX(bounds[2])) - left, (int) Math.round(view.toPixelY(bounds[1])) - top);
        }
        gc.setAntialias(SWT.OFF);
        MetreGrid.draw(gc, view, gridLine, gridAxis);
    }

    /**
     * @param inspected the inspected agent, ringed, or -1
     * @param watched the agent watched beside it, ringed, or -1
     */
    void paint(GC gc, Rectangle area, MetreView view, Frame frame, int inspected, int watched) {
        paintFloor(gc, area, view);
        gc.setAntialias(SWT.ON);
        painter.paintObstacles(gc, view, obstacles);
        overlays.paintMarks(gc, view, frame, painter, profileColours, profileOf, inspected);
        painter.paintAgents(gc, view, frame, profileColours, profileOf, userAgent, inspected, watched);
        overlays.paintOverAgents(gc, view, frame);
    }
}
