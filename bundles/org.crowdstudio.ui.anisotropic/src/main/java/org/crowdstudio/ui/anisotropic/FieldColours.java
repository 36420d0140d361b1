package org.crowdstudio.ui.anisotropic;

import org.crowdstudio.steering.anisotropic.CellGrid;
import org.crowdstudio.steering.anisotropic.DirectionField;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;

/**
 * A field as the AF paper draws it (§4.1, eq. 8, Fig. 7): each cell's colour is read off a colour
 * wheel at the polar point (θ′, ρ′): the hue is its most probable direction, ρ′ falls from full
 * colour for a single direction to white for every direction alike (its entropy). East is yellow,
 * north green, west blue and south red, as in the paper's figures. A cell without tendency is
 * left transparent.
 */
public final class FieldColours {

    /** The hue of east on the wheel, degrees; the hue turns with the direction, counter-clockwise. */
    private static final double EAST_HUE = 60;

    private FieldColours() {
    }

    /** @return one pixel per cell, north up (the image's first row is the grid's last) */
    public static ImageData imageOf(DirectionField field) {
        CellGrid grid = field.shape();
        ImageData image = new ImageData(grid.columns(), grid.rows(), 24, new PaletteData(0xFF0000, 0xFF00, 0xFF));
        byte[] alpha = new byte[grid.columns() * grid.rows()];
        for (int cell = 0; cell < grid.cells(); cell++) {
            if (!field.hasTendency(cell)) {
                continue;
            }
            int x = cell % grid.columns();
            int y = grid.rows() - 1 - cell / grid.columns();
            image.setPixel(x, y, rgb(field, cell));
            alpha[y * grid.columns() + x] = (byte) 0xFF;
        }
        image.alphaData = alpha;
        return image;
    }

    /** @return the cell's colour as 0xRRGGBB; the cell must have a tendency */
    public static int rgb(DirectionField field, int cell) {
        int bins = field.shape().bins();
        int mostProbable = 0;
        for (int bin = 1; bin < bins; bin++) {
            if (field.probability(cell, bin) > field.probability(cell, mostProbable)) {
                mostProbable = bin;
            }
        }
        double hue = EAST_HUE + Math.toDegrees(field.binAngle(mostProbable));
        double saturation = 1 - field.entropy(cell);
        return hsvToRgb(hue, saturation, 1);
    }

    static int hsvToRgb(double hueDegrees, double saturation, double value) {
        double hue = ((hueDegrees % 360) + 360) % 360 / 60;
        int sector = (int) Math.floor(hue);
        double fraction = hue - sector;
        double p = value * (1 - saturation);
        double q = value * (1 - saturation * fraction);
        double t = value * (1 - saturation * (1 - fraction));
        double[] rgb = switch (sector) {
            case 0 -> new double[] {value, t, p};
            case 1 -> new double[] {q, value, p};
            case 2 -> new double[] {p, value, t};
            case 3 -> new double[] {p, q, value};
            case 4 -> new double[] {t, p, value};
            default -> new double[] {value, p, q};
        };
        return channel(rgb[0]) << 16 | channel(rgb[1]) << 8 | channel(rgb[2]);
    }

    private static int channel(double unit) {
        return (int) Math.round(Math.clamp(unit, 0, 1) * 255);
    }
}
