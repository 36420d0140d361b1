package org.crowdstudio.ui.canvas;

import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;

/** Draws the metre grid behind a plan: faint lines every grid step, stronger ones through the origin. */
public final class MetreGrid {

    private MetreGrid() {
    }

    public static void draw(GC gc, MetreView view, Color line, Color axis) {
        double step = view.gridSpacing(24);
        double minX = view.toMetresX(0);
        double maxX = view.toMetresX(view.width());
        double minY = view.toMetresY(view.height());
        double maxY = view.toMetresY(0);
        gc.setLineWidth(1);
        gc.setForeground(line);
        for (double x = Math.floor(minX / step) * step; x <= maxX; x += step) {
            int px = (int) Math.round(view.toPixelX(x));
            gc.drawLine(px, 0, px, view.height());
        }
        for (double y = Math.floor(minY / step) * step; y <= maxY; y += step) {
            int py = (int) Math.round(view.toPixelY(y));
            gc.drawLine(0, py, view.width(), py);
        }
        gc.setForeground(axis);
        int originX = (int) Math.round(view.toPixelX(0));
        int originY = (int) Math.round(view.toPixelY(0));
        gc.drawLine(originX, 0, originX, view.height());
        gc.drawLine(0, originY, view.width(), originY);
    }
}
