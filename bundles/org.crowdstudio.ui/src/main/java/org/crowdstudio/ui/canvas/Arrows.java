package org.crowdstudio.ui.canvas;

import org.eclipse.swt.graphics.GC;

/** Arrows as the field views draw them: a shaft and a small open head. */
public final class Arrows {

    private Arrows() {
    }

    /** An arrow from (x, y) along (dx, dy) pixels; nothing if shorter than a pixel. */
    public static void draw(GC gc, double x, double y, double dx, double dy) {
        double length = Math.hypot(dx, dy);
        if (length < 1) {
            return;
        }
        int tipX = (int) Math.round(x + dx);
        int tipY = (int) Math.round(y + dy);
        gc.drawLine((int) Math.round(x), (int) Math.round(y), tipX, tipY);
        double head = Math.min(6, 0.4 * length);
        double ux = dx / length;
        double uy = dy / length;
        gc.drawLine(tipX, tipY, (int) Math.round(tipX - head * (ux - 0.5 * uy)), (int) Math.round(tipY - head * (uy + 0.5 * ux)));
        gc.drawLine(tipX, tipY, (int) Math.round(tipX - head * (ux + 0.5 * uy)), (int) Math.round(tipY - head * (uy - 0.5 * ux)));
    }
}
