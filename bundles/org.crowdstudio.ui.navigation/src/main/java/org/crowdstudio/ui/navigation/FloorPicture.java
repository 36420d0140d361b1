package org.crowdstudio.ui.navigation;

import org.crowdstudio.steering.navigation.Wayfinding;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.graphics.RGB;

/**
 * The floor plan as a picture of one pixel per cell, north up: walkable floor a pale green, the
 * strip along walls too narrow for a body amber, obstacles left clear (the view draws them).
 * Immutable once made; the image's pixels are not to be changed.
 */
record FloorPicture(double originX, double originY, double cell, int columns, int rows, ImageData image) {

    private static final RGB[] COLOURS = {new RGB(255, 255, 255), new RGB(240, 173, 78), new RGB(120, 200, 140)};

    static FloorPicture of(Wayfinding.FloorPlan plan) {
        ImageData image = new ImageData(plan.columns(), plan.rows(), 8, new PaletteData(COLOURS));
        byte[] alpha = new byte[plan.columns() * plan.rows()];
        for (int row = 0; row < plan.rows(); row++) {
            int imageRow = plan.rows() - 1 - row;
            for (int column = 0; column < plan.columns(); column++) {
                int kind = plan.kinds()[row * plan.columns() + column];
                image.setPixel(column, imageRow, kind);
                alpha[imageRow * plan.columns() + column] = (byte) (kind == 0 ? 0 : 255);
            }
        }
        image.alphaData = alpha;
        return new FloorPicture(plan.originX(), plan.originY(), plan.cell(), plan.columns(), plan.rows(), image);
    }
}
