package org.crowdstudio.ui.simulation;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.crowdstudio.ui.canvas.MetreView;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;

/**
 * Draws a frame top-down: obstacles, then agents as disks coloured by behaviour profile with a
 * line for their heading, conversations as a link between partners (orange standing, green walking
 * together), the keyboard's agent ringed, goals as flags.
 */
final class CrowdPainter {

    /** Above this many agents, edges are not smoothed: the crowd reads the same and draws much faster. */
    private static final int SMOOTH_LIMIT = 1500;
    /** Agents this many pixels in radius or more show their heading; smaller ones are disks alone. */
    static final int HEADING_RADIUS = 4;
    /**
     * Above this many agents the disks are written as pixels ({@link AgentRaster}); from
     * {@link #SMOOTH_LIMIT} up to it they are drawn as rectangles ({@link AgentSpans}). Handing the
     * image to the display costs about 5 ms whatever the crowd, the rectangles about 1 ms a
     * thousand agents, so the image pays from about this size on (docs/PERFORMANCE.md).
     */
    static final int RASTER_LIMIT = 6_000;

    private final Color obstacleFill;
    private final Color obstacleEdge;
    private final Color conversation;
    private final Color pairWalk;
    private final Color goal;
    private final Color heading;
    private final Color user;
    private final Color selection;
    private final Color watched;
    /** Draws a crowd above {@link #RASTER_LIMIT} as pixels. */
    private final AgentRaster raster = new AgentRaster();
    /** Draws a crowd too large to smooth, up to {@link #RASTER_LIMIT}, as rectangles in a path per colour. */
    private final AgentSpans spans = new AgentSpans();

    CrowdPainter(org.eclipse.swt.widgets.Display display) {
        obstacleFill = new Color(display, 205, 200, 190);
        obstacleEdge = new Color(display, 120, 114, 104);
        conversation = new Color(display, 255, 127, 14);
        pairWalk = new Color(display, 44, 160, 44);
        goal = new Color(display, 200, 30, 60);
        heading = new Color(display, 30, 30, 30);
        user = new Color(display, 20, 20, 20);
        selection = new Color(display, 0, 120, 215);
        watched = new Color(display, 148, 103, 189);
    }

    void paintObstacles(GC gc, MetreView view, List<double[]> obstacles) {
        gc.setBackground(obstacleFill);
        gc.setForeground(obstacleEdge);
        gc.setLineWidth(1);
        for (double[] polygon : obstacles) {
            int[] pixels = new int[polygon.length];
            for (int i = 0; i + 1 < polygon.length; i += 2) {
                pixels[i] = (int) Math.round(view.toPixelX(polygon[i]));
                pixels[i + 1] = (int) Math.round(view.toPixelY(polygon[i + 1]));
            }
            gc.fillPolygon(pixels);
            gc.drawPolygon(pixels);
        }
    }

    private void ring(GC gc, Color colour, int x, int y, int radius) {
        gc.setForeground(colour);
        gc.setLineWidth(2);
        gc.drawOval(x - radius, y - radius, 2 * radius, 2 * radius);
        gc.setLineWidth(1);
        gc.setForeground(heading);
    }

    /**
     * @param profileColours colour of each profile, by pipeline index
     * @param profileOf each agent's profile index
     * @param selectedAgent the inspected agent, ringed in blue, or -1
     * @param watchedAgent the agent watched beside it, ringed in purple, or -1
     * @param picture the agents already written as pixels ({@link CrowdPictures}), or null to draw them here
     */
    void paintAgents(GC gc, MetreView view, Frame frame, Color[] profileColours, int[] profileOf, int userAgent,
            int selectedAgent, int watchedAgent, CrowdPicture picture) {
        int size = frame.size();
        gc.setAntialias(size > SMOOTH_LIMIT ? SWT.OFF : SWT.ON);
        double[] p = frame.positions();
        gc.setLineWidth(2);
        int[] partners = frame.partners();
        for (int agent = 0; agent < size; agent++) {
            int partner = partners[agent];
            if (partner > agent) {
                gc.setForeground(frame.walkingTogether()[agent] ? pairWalk : conversation);
                gc.drawLine(px(view, p[2 * agent]), py(view, p[2 * agent + 1]), px(view, p[2 * partner]),
                        py(view, p[2 * partner + 1]));
            }
        }
        gc.setLineWidth(1);
        gc.setForeground(heading);
        if (picture != null) {
            picture.fill(gc);
        } else if (drawsAsPixels(size, profileColours.length)) {
            raster.paint(gc, view, frame, profileColours, profileOf, HEADING_RADIUS, heading);
        } else if (size > SMOOTH_LIMIT) {
            spans.paint(gc, view, frame, profileColours, profileOf, HEADING_RADIUS, heading);
        } else {
            for (int agent = 0; agent < size; agent++) {
                paintAgent(gc, view, frame, agent, profileColours[profileOf[agent] % profileColours.length]);
            }
        }
        ringIfShown(gc, view, frame, userAgent, user, 3);
        ringIfShown(gc, view, frame, selectedAgent, selection, 6);
        ringIfShown(gc, view, frame, watchedAgent, watched, 6);
    }

    /** @return whether a crowd of this many agents in this many profiles is drawn as pixels ({@link AgentRaster}) */
    static boolean drawsAsPixels(int agents, int profiles) {
        return agents > RASTER_LIMIT && profiles <= AgentRaster.MOST_PROFILES;
    }

    /** The heading lines' colour. */
    Color heading() {
        return heading;
    }

    /** One agent's disk and, if it is large enough, its heading, as the GC draws them. */
    static void paintAgent(GC gc, MetreView view, Frame frame, int agent, Color colour) {
        int x = px(view, frame.x(agent));
        int y = py(view, frame.y(agent));
        int r = pixelRadius(view, frame, agent);
        if (x + r < 0 || y + r < 0 || x - r > view.width() || y - r > view.height()) {
            return;
        }
        gc.setBackground(colour);
        gc.fillOval(x - r, y - r, 2 * r, 2 * r);
        if (r >= HEADING_RADIUS) {
            double facing = frame.heading(agent);
            gc.drawLine(x, y, (int) Math.round(x + r * Math.cos(facing)), (int) Math.round(y - r * Math.sin(facing)));
        }
    }

    private void ringIfShown(GC gc, MetreView view, Frame frame, int agent, Color colour, int gap) {
        if (agent >= 0 && agent < frame.size()) {
            ring(gc, colour, px(view, frame.x(agent)), py(view, frame.y(agent)), pixelRadius(view, frame, agent) + gap);
        }
    }

    private static int pixelRadius(MetreView view, Frame frame, int agent) {
        return Math.max(2, (int) Math.round(frame.radius(agent) * view.pixelsPerMetre()));
    }

    /**
     * Every goal some agent heads for, once, as a small flag; the inspected agent's way to its goal
     * as a dashed line.
     */
    void paintGoals(GC gc, MetreView view, Frame frame, int inspectedAgent) {
        double[] goals = frame.goals();
        Set<Long> drawn = new HashSet<>();
        gc.setForeground(goal);
        gc.setBackground(goal);
        gc.setLineWidth(2);
        for (int agent = 0; agent < frame.size(); agent++) {
            double x = goals[2 * agent];
            double y = goals[2 * agent + 1];
            // Agents sharing a goal share a flag: positions to the centimetre.
            if (Double.isNaN(x) || !drawn.add(Math.round(x * 100) * 1_000_003L + Math.round(y * 100))) {
                continue;
            }
            int gx = px(view, x);
            int gy = py(view, y);
            if (gx >= -10 && gy >= -20 && gx <= view.width() + 10 && gy <= view.height() + 10) {
                gc.drawLine(gx, gy, gx, gy - 12);
                gc.fillPolygon(new int[] {gx, gy - 12, gx + 8, gy - 9, gx, gy - 6});
            }
        }
        if (inspectedAgent >= 0 && inspectedAgent < frame.size() && !Double.isNaN(goals[2 * inspectedAgent])) {
            gc.setLineWidth(1);
            gc.setLineStyle(SWT.LINE_DASH);
            double[] p = frame.positions();
            gc.drawLine(px(view, p[2 * inspectedAgent]), py(view, p[2 * inspectedAgent + 1]),
                    px(view, goals[2 * inspectedAgent]), py(view, goals[2 * inspectedAgent + 1]));
            gc.setLineStyle(SWT.LINE_SOLID);
        }
        gc.setLineWidth(1);
    }

    private static int px(MetreView view, double x) {
        return (int) Math.round(view.toPixelX(x));
    }

    private static int py(MetreView view, double y) {
        return (int) Math.round(view.toPixelY(y));
    }
}
