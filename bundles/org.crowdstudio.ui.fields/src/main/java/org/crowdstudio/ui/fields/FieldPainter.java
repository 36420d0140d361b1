package org.crowdstudio.ui.fields;

import org.crowdstudio.fields.Domain;
import org.crowdstudio.fields.FieldGrid;
import org.crowdstudio.ui.canvas.Arrows;
import org.crowdstudio.ui.canvas.MetreView;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;

/**
 * Draws a baked field: a colour map under it (hue the direction, brightness the magnitude) and an
 * arrow per cell, scaled to the strongest cell, so both a velocity field's speeds and an
 * orientation field's directions read at a glance. Holes stay empty.
 */
final class FieldPainter {

    private static final double ARROW_SPACING = 18;

    private FieldPainter() {
    }

    static void paint(GC gc, MetreView view, FieldGrid grid, Color arrow) {
        Domain domain = grid.domain();
        double cellWidth = (domain.maxX() - domain.minX()) / grid.columns();
        double cellHeight = (domain.maxY() - domain.minY()) / grid.rows();
        double strongest = strongest(grid);
        paintColourMap(gc, view, grid, strongest);
        gc.setForeground(arrow);
        gc.setLineWidth(2);
        gc.setAntialias(SWT.ON);
        double cellPixels = Math.min(cellWidth, cellHeight) * view.pixelsPerMetre();
        // An arrow every k cells, so arrows are at least ARROW_SPACING pixels apart and stay readable.
        int every = Math.max(1, (int) Math.ceil(ARROW_SPACING / Math.max(cellPixels, 1e-9)));
        for (int r = every / 2; r < grid.rows(); r += every) {
            for (int c = every / 2; c < grid.columns(); c += every) {
                if (grid.isHole(c, r)) {
                    continue;
                }
                double x = domain.minX() + (c + 0.5) * cellWidth;
                double y = domain.maxY() - (r + 0.5) * cellHeight;
                if (!domain.contains(x, y)) {
                    continue;
                }
                double vx = grid.vx(c, r);
                double vy = grid.vy(c, r);
                double length = Math.hypot(vx, vy);
                if (length < 1e-9 || strongest <= 0) {
                    continue;
                }
                // Centred on the cell; the strongest cell's arrow spans 90 % of the spacing.
                double scale = 0.9 * every * cellPixels / strongest;
                Arrows.draw(gc, view.toPixelX(x) - vx * scale / 2, view.toPixelY(y) + vy * scale / 2, vx * scale, -vy * scale);
            }
        }
    }

    private static double strongest(FieldGrid grid) {
        double strongest = 0;
        for (int r = 0; r < grid.rows(); r++) {
            for (int c = 0; c < grid.columns(); c++) {
                if (!grid.isHole(c, r)) {
                    strongest = Math.max(strongest, Math.hypot(grid.vx(c, r), grid.vy(c, r)));
                }
            }
        }
        return strongest;
    }

    private static void paintColourMap(GC gc, MetreView view, FieldGrid grid, double strongest) {
        Domain domain = grid.domain();
        ImageData pixels = new ImageData(grid.columns(), grid.rows(), 24, new PaletteData(0xFF0000, 0xFF00, 0xFF));
        byte[] alpha = new byte[grid.columns() * grid.rows()];
        double cellWidth = (domain.maxX() - domain.minX()) / grid.columns();
        double cellHeight = (domain.maxY() - domain.minY()) / grid.rows();
        for (int r = 0; r < grid.rows(); r++) {
            for (int c = 0; c < grid.columns(); c++) {
                double x = domain.minX() + (c + 0.5) * cellWidth;
                double y = domain.maxY() - (r + 0.5) * cellHeight;
                if (grid.isHole(c, r) || !domain.contains(x, y)) {
                    continue;
                }
                double vx = grid.vx(c, r);
                double vy = grid.vy(c, r);
                double length = Math.hypot(vx, vy);
                float hue = (float) ((Math.toDegrees(Math.atan2(vy, vx)) + 360) % 360);
                float brightness = strongest > 0 ? (float) (0.35 + 0.65 * length / strongest) : 0.35f;
                RGB colour = new RGB(hue, length < 1e-9 ? 0 : 0.55f, brightness);
                pixels.setPixel(c, r, pixels.palette.getPixel(colour));
                alpha[r * grid.columns() + c] = (byte) 150;
            }
        }
        pixels.alphaData = alpha;
        Image image = new Image(Display.getCurrent(), pixels);
        try {
            int left = (int) Math.round(view.toPixelX(domain.minX()));
            int top = (int) Math.round(view.toPixelY(domain.maxY()));
            int right = (int) Math.round(view.toPixelX(domain.maxX()));
            int bottom = (int) Math.round(view.toPixelY(domain.minY()));
            gc.setInterpolation(SWT.NONE);
            gc.drawImage(image, 0, 0, grid.columns(), grid.rows(), left, top, right - left, bottom - top);
        } finally {
            image.dispose();
        }
    }
}
