package org.crowdstudio.ui.simulation;

import java.util.List;

import org.crowdstudio.ui.canvas.MetreView;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;

/**
 * Draws a frame top-down: obstacles, then agents as disks coloured by behaviour profile with a
 * line for their heading, conversations as a link between partners, the keyboard's agent ringed.
 */
final class CrowdPainter {

    /** Above this many agents, edges are not smoothed: the crowd reads the same and draws much faster. */
    private static final int SMOOTH_LIMIT = 1500;

    private final Color obstacleFill;
    private final Color obstacleEdge;
    private final Color conversation;
    private final Color heading;
    private final Color user;
    private final Color selection;

    CrowdPainter(org.eclipse.swt.widgets.Display display) {
        obstacleFill = new Color(display, 205, 200, 190);
        obstacleEdge = new Color(display, 120, 114, 104);
        conversation = new Color(display, 255, 127, 14);
        heading = new Color(display, 30, 30, 30);
        user = new Color(display, 20, 20, 20);
        selection = new Color(display, 0, 120, 215);
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

    /**
     * @param profileColours colour of each profile, by pipeline index
     * @param profileOf each agent's profile index
     */
    private void ring(GC gc, Color colour, int x, int y, int radius) {
        gc.setForeground(colour);
        gc.setLineWidth(2);
        gc.drawOval(x - radius, y - radius, 2 * radius, 2 * radius);
        gc.setLineWidth(1);
        gc.setForeground(heading);
    }

    void paintAgents(GC gc, MetreView view, Frame frame, Color[] profileColours, int[] profileOf, int userAgent, int selectedAgent) {
        int size = frame.size();
        gc.setAntialias(size > SMOOTH_LIMIT ? SWT.OFF : SWT.ON);
        double[] p = frame.positions();
        gc.setForeground(conversation);
        gc.setLineWidth(2);
        int[] partners = frame.partners();
        for (int agent = 0; agent < size; agent++) {
            int partner = partners[agent];
            if (partner > agent) {
                gc.drawLine(px(view, p[2 * agent]), py(view, p[2 * agent + 1]), px(view, p[2 * partner]), py(view, p[2 * partner + 1]));
            }
        }
        gc.setLineWidth(1);
        gc.setForeground(heading);
        for (int agent = 0; agent < size; agent++) {
            int x = px(view, p[2 * agent]);
            int y = py(view, p[2 * agent + 1]);
            int r = Math.max(2, (int) Math.round(frame.radii()[agent] * view.pixelsPerMetre()));
            if (x + r < 0 || y + r < 0 || x - r > view.width() || y - r > view.height()) {
                continue;
            }
            gc.setBackground(profileColours[profileOf[agent] % profileColours.length]);
            gc.fillOval(x - r, y - r, 2 * r, 2 * r);
            if (r >= 4) {
                double facing = frame.headings()[agent];
                gc.drawLine(x, y, (int) Math.round(x + r * Math.cos(facing)), (int) Math.round(y - r * Math.sin(facing)));
            }
            if (agent == userAgent) {
                ring(gc, user, x, y, r + 3);
            }
            if (agent == selectedAgent) {
                ring(gc, selection, x, y, r + 6);
            }
        }
    }

    private static int px(MetreView view, double x) {
        return (int) Math.round(view.toPixelX(x));
    }

    private static int py(MetreView view, double y) {
        return (int) Math.round(view.toPixelY(y));
    }
}
