package org.crowdstudio.ui.groups;

import org.crowdstudio.ui.canvas.MetreView;
import org.crowdstudio.ui.simulation.spi.CrowdFrame;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;

/**
 * Draws a {@link GroupSnapshot} over the floor, under the agents: each agent's connections to the
 * neighbours it chose as thin lines in the colour of the group they share (grey for an explicit
 * relation), a ring in each of its groups' colours around its body, and a crown over a leader in
 * the colour of the group it leads.
 */
final class GroupPainter {

    /** Pixels between the body and the first ring, and between rings. */
    private static final int RING_GAP = 3;
    private static final int RING_WIDTH = 2;
    /** Half the width of a leader's crown, pixels. */
    private static final int CROWN = 5;
    private static final int LINE_ALPHA = 190;

    private final GroupPalette palette;
    private final Color relation = new Color(110, 110, 110);
    private final Color outline = new Color(40, 40, 40);

    GroupPainter(GroupPalette palette) {
        this.palette = palette;
    }

    void paint(GC gc, MetreView view, CrowdFrame frame, GroupSnapshot groups) {
        int agents = Math.min(frame.size(), groups.agentCount());
        paintConnections(gc, view, frame, groups, agents);
        gc.setLineWidth(RING_WIDTH);
        for (int agent = 0; agent < agents; agent++) {
            int[] memberOf = groups.groupsOf[agent];
            if (memberOf.length == 0) {
                continue;
            }
            int x = px(view, frame.x(agent));
            int y = py(view, frame.y(agent));
            int body = Math.max(2, (int) Math.round(frame.radius(agent) * view.pixelsPerMetre()));
            int outer = body + memberOf.length * (RING_GAP + RING_WIDTH);
            if (x + outer < 0 || y + outer < 0 || x - outer > view.width() || y - outer - 2 * CROWN > view.height()) {
                continue;
            }
            for (int i = 0; i < memberOf.length; i++) {
                int ring = body + RING_GAP + i * (RING_GAP + RING_WIDTH);
                gc.setForeground(palette.colour(memberOf[i]));
                gc.drawOval(x - ring, y - ring, 2 * ring, 2 * ring);
            }
            int[] led = groups.leads[agent];
            for (int i = 0; i < led.length; i++) {
                crown(gc, x + (2 * i - led.length + 1) * (CROWN + 1), y - outer - 2, palette.colour(led[i]));
            }
        }
        gc.setLineWidth(1);
    }

    private void paintConnections(GC gc, MetreView view, CrowdFrame frame, GroupSnapshot groups, int agents) {
        gc.setLineWidth(1);
        gc.setAlpha(LINE_ALPHA);
        for (int agent = 0; agent < agents; agent++) {
            int[] chosen = groups.connections[agent];
            if (chosen.length == 0) {
                continue;
            }
            int x = px(view, frame.x(agent));
            int y = py(view, frame.y(agent));
            for (int other : chosen) {
                if (other < 0 || other >= agents) {
                    continue;
                }
                int shared = groups.sharedGroup(agent, other);
                gc.setForeground(shared < 0 ? relation : palette.colour(shared));
                gc.drawLine(x, y, px(view, frame.x(other)), py(view, frame.y(other)));
            }
        }
        gc.setAlpha(255);
    }

    /** A small crown whose base is centred at (x, y), pixels. */
    private void crown(GC gc, int x, int y, Color colour) {
        int[] points = {x - CROWN, y, x - CROWN, y - CROWN - 1, x - CROWN / 2, y - CROWN / 2, x, y - CROWN - 2, x + CROWN / 2, y - CROWN / 2,
            x + CROWN, y - CROWN - 1, x + CROWN, y};
        gc.setBackground(colour);
        gc.fillPolygon(points);
        gc.setLineWidth(1);
        gc.setForeground(outline);
        gc.drawPolygon(points);
        gc.setLineWidth(RING_WIDTH);
    }

    private static int px(MetreView view, double x) {
        return (int) Math.round(view.toPixelX(x));
    }

    private static int py(MetreView view, double y) {
        return (int) Math.round(view.toPixelY(y));
    }
}
