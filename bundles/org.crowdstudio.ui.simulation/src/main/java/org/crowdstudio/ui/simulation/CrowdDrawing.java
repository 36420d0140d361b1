package org.crowdstudio.ui.simulation;

import java.util.Arrays;
import java.util.List;

import org.crowdstudio.ui.canvas.MetreGrid;
import org.crowdstudio.ui.canvas.MetreView;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.RGB;
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
    private RGB[] profileRgbs = new RGB[0];
    private int userAgent = -1;
    /** Writes a large crowd's pictures off the UI thread; null where every frame is drawn as it is asked for. */
    private final CrowdPictures pictures;

    /**
     * @param redraw asks the canvas for a paint: a large crowd's picture is finished; null to draw
     *        every crowd on the UI thread as it is asked for
     */
    CrowdDrawing(Display display, Overlays overlays, Runnable redraw) {
        this.painter = new CrowdPainter(display);
        this.overlays = overlays;
        this.pictures = redraw == null ? null : new CrowdPictures(display, redraw);
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
        this.profileRgbs = new RGB[profileColours.length];
        Arrays.setAll(profileRgbs, i -> profileColours[i].getRGB());
        this.profileOf = profileOf.clone();
        if (pictures != null) {
            pictures.forget();
        }
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
     * Draws the crowd as {@code frame} has it; while a run plays, a crowd drawn as pixels as the
     * newest picture written of it off the UI thread has it, a frame older (the picture of
     * {@code frame} is asked for, for the next paint). Paused, every paint draws the step it shows.
     *
     * @param playing whether the run plays
     * @param inspected the inspected agent, ringed, or -1
     * @param watched the agent watched beside it, ringed, or -1
     * @return the crowd drawn
     */
    Frame paint(GC gc, Rectangle area, MetreView view, Frame frame, boolean playing, int inspected, int watched) {
        Frame shown = frame;
        CrowdPicture picture = null;
        if (pictures != null && playing && CrowdPainter.drawsAsPixels(frame.size(), profileColours.length)) {
            pictures.request(frame, view, profileRgbs, profileOf, painter.heading().getRGB());
            CrowdPictures.Finished newest = pictures.newest(view, profileRgbs);
            if (newest != null) {
                shown = newest.frame();
                picture = newest.picture();
            }
        }
        paintFloor(gc, area, view);
        gc.setAntialias(SWT.ON);
        painter.paintObstacles(gc, view, obstacles);
        overlays.paintMarks(gc, view, shown, painter, profileColours, profileOf, inspected);
        painter.paintAgents(gc, view, shown, profileColours, profileOf, userAgent, inspected, watched, picture);
        overlays.paintOverAgents(gc, view, shown);
        return shown;
    }

    /** Stops writing pictures. */
    void dispose() {
        if (pictures != null) {
            pictures.close();
        }
    }
}
