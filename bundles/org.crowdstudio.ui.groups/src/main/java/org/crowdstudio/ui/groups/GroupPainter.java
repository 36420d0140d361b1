package org.crowdstudio.ui.groups;

import org.crowdstudio.ui.canvas.MetreView;
import org.crowdstudio.ui.simulation.spi.CrowdFrame;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;

/**
 * Draws a {@link GroupSnapshot}: under the agents, each agent's connections to the neighbours it
 * chose as thin lines in the colour of the group they share (grey for an explicit relation) and a
 * ring in each of its groups' colours around its body; over the agents, a crown above a leader in
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
            int x = px(view, frame.x(agent));
            int y = py(view, frame.y(agent));
            int body = body(view, frame, agent);
            if (memberOf.length == 0 || !inSight(view, x, y, outerRing(body, memberOf.length))) {
                continue;
            }
            for (int i = 0; i < memberOf.length; i++) {
                int ring = body + RING_GAP + i * (RING_GAP + RING_WIDTH);
                gc.setForeground(palette.colour(memberOf[i]));
                gc.drawOval(x - ring, y - ring, 2 * ring, 2 * ring);
            }
        }
        gc.setLineWidth(1);
    }

    /** Leaders' crowns, over the agents, so that no neighbour's body hides one. */
    void paintCrowns(GC gc, MetreView view, CrowdFrame frame, GroupSnapshot groups) {
        int agents = Math.min(frame.size(), groups.agentCount());
        for (int agent = 0; agent < agents; agent++) {
            int[] led = groups.leads[agent];
            int x = px(view, frame.x(agent));
            int y = py(view, frame.y(agent));
            int outer = outerRing(body(view, frame, agent), groups.groupsOf[agent].length);
            if (led.length == 0 || !inSight(view, x, y, outer + 2 * CROWN)) {
                continue;
            }
            for (int i = 0; i < led.length; i++) {
                crown(gc, x + (2 * i - led.length + 1) * (CROWN + 1), y - outer - 1, palette.colour(led[i]));
            }
        }
        gc.setLineWidth(1);
    }

    private static int body(MetreView view, CrowdFrame frame, int agent) {
        return Math.max(2, (int) Math.round(frame.radius(agent) * view.pixelsPerMetre()));
    }

    private static int outerRing(int body, int rings) {
        return body + rings * (RING_GAP + RING_WIDTH);
    }

    private static boolean inSight(MetreView view, int x, int y, int reach) {
        return x + reach >= 0 && y + reach >= 0 && x - reach <= view.width() && y - reach <= view.height();
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
    }

    private static int px(MetreView view, double x) {
        return (int) Math.round(view.toPixelX(x));
    }

    private static int py(MetreView view, double y) {
        return (int) Math.round(view.toPixelY(y));
    }
}
