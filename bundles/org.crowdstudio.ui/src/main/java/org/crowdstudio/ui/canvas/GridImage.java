package org.crowdstudio.ui.canvas;

import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;

/**
 * Draws an image of one pixel per cell of a grid laid over the floor (a field's colours, a floor
 * plan) where the grid lies, only the cells in sight, so a deep zoom stays cheap.
 */
public final class GridImage {

    private GridImage() {
    }

    /**
     * @param originX the grid's south-west corner, metres
     * @param size a cell's side, metres
     * @param image one pixel per cell, north up (its first row is the grid's last)
     */
    public static void paint(GC gc, MetreView view, double originX, double originY, double size, int columns, int rows, Image image) {
        int firstColumn = Math.max(0, (int) Math.floor((view.toMetresX(0) - originX) / size));
        int lastColumn = Math.min(columns, (int) Math.ceil((view.toMetresX(view.width()) - originX) / size));
        double top = Math.max(view.toMetresY(0), view.toMetresY(view.height()));
        double bottom = Math.min(view.toMetresY(0), view.toMetresY(view.height()));
        int firstRow = Math.max(0, (int) Math.floor((bottom - originY) / size));
        int lastRow = Math.min(rows, (int) Math.ceil((top - originY) / size));
        if (firstColumn >= lastColumn || firstRow >= lastRow) {
            return;
        }
        int left = (int) Math.round(view.toPixelX(originX + firstColumn * size));
        int right = (int) Math.round(view.toPixelX(originX + lastColumn * size));
        int upper = (int) Math.round(view.toPixelY(originY + lastRow * size));
        int lower = (int) Math.round(view.toPixelY(originY + firstRow * size));
        gc.drawImage(image, firstColumn, rows - lastRow, lastColumn - firstColumn, lastRow - firstRow, left, Math.min(upper, lower),
                Math.max(1, right - left), Math.max(1, Math.abs(lower - upper)));
    }
}
