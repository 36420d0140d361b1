package org.crowdstudio.ui.anisotropic;

import org.crowdstudio.steering.anisotropic.CellGrid;
import org.crowdstudio.ui.canvas.MetreView;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;

/** Draws a field's colour image ({@link FieldColours}) where its grid lies, only the cells in sight, so a deep zoom stays cheap. */
final class FieldImagePainter {

    private FieldImagePainter() {
    }

    /** @param image one pixel per cell, north up, as {@link FieldColours#imageOf} makes it */
    static void paint(GC gc, MetreView view, CellGrid grid, Image image) {
        double size = grid.cellSize();
        int firstColumn = Math.max(0, (int) Math.floor((view.toMetresX(0) - grid.originX()) / size));
        int lastColumn = Math.min(grid.columns(), (int) Math.ceil((view.toMetresX(view.width()) - grid.originX()) / size));
        double top = Math.max(view.toMetresY(0), view.toMetresY(view.height()));
        double bottom = Math.min(view.toMetresY(0), view.toMetresY(view.height()));
        int firstRow = Math.max(0, (int) Math.floor((bottom - grid.originY()) / size));
        int lastRow = Math.min(grid.rows(), (int) Math.ceil((top - grid.originY()) / size));
        if (firstColumn >= lastColumn || firstRow >= lastRow) {
            return;
        }
        int left = (int) Math.round(view.toPixelX(grid.originX() + firstColumn * size));
        int right = (int) Math.round(view.toPixelX(grid.originX() + lastColumn * size));
        int upper = (int) Math.round(view.toPixelY(grid.originY() + lastRow * size));
        int lower = (int) Math.round(view.toPixelY(grid.originY() + firstRow * size));
        gc.drawImage(image, firstColumn, grid.rows() - lastRow, lastColumn - firstColumn, lastRow - firstRow, left, Math.min(upper, lower),
                Math.max(1, right - left), Math.max(1, Math.abs(lower - upper)));
    }
}
