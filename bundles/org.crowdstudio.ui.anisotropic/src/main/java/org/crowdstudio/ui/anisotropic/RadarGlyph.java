package org.crowdstudio.ui.anisotropic;

import java.util.Locale;

import org.crowdstudio.steering.anisotropic.DirectionField;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;

/**
 * One cell's distribution as the AF paper's radar charts show it (Fig. 9, 11): a spoke per
 * direction bin, a polygon through the probabilities (the most probable on the rim), with the
 * cell's entropy beneath, in a box in a corner of the canvas.
 */
final class RadarGlyph {

    static final int SIZE = 170;

    private RadarGlyph() {
    }

    /** Paints the glyph of the cell with its box's top left corner at (x, y). */
    static void paint(GC gc, int x, int y, DirectionField field, int cell) {
        Color background = gc.getDevice().getSystemColor(SWT.COLOR_WHITE);
        Color ink = gc.getDevice().getSystemColor(SWT.COLOR_DARK_GRAY);
        gc.setAlpha(230);
        gc.setBackground(background);
        gc.fillRoundRectangle(x, y, SIZE, SIZE + 50, 8, 8);
        gc.setAlpha(255);
        gc.setForeground(ink);
        gc.drawRoundRectangle(x, y, SIZE, SIZE + 50, 8, 8);
        int centreX = x + SIZE / 2;
        int centreY = y + SIZE / 2 + 4;
        int radius = SIZE / 2 - 16;
        int bins = field.shape().bins();
        gc.setLineWidth(1);
        gc.setForeground(gc.getDevice().getSystemColor(SWT.COLOR_GRAY));
        gc.drawOval(centreX - radius, centreY - radius, 2 * radius, 2 * radius);
        for (int bin = 0; bin < bins; bin++) {
            double angle = field.binAngle(bin);
            gc.drawLine(centreX, centreY, centreX + (int) Math.round(radius * Math.cos(angle)), centreY - (int) Math.round(radius * Math.sin(angle)));
        }
        gc.setForeground(ink);
        gc.drawText("E", centreX + radius + 3, centreY - 7, true);
        gc.drawText("N", centreX - 4, y + 1, true);
        if (!field.hasTendency(cell)) {
            gc.drawText(Messages.RadarGlyph_noTendencyWalkersKeepOn, x + 6, y + SIZE + 8, true);
            return;
        }
        double largest = 0;
        for (int bin = 0; bin < bins; bin++) {
            largest = Math.max(largest, field.probability(cell, bin));
        }
        int[] polygon = new int[2 * bins];
        for (int bin = 0; bin < bins; bin++) {
            double reach = radius * field.probability(cell, bin) / largest;
            double angle = field.binAngle(bin);
            polygon[2 * bin] = centreX + (int) Math.round(reach * Math.cos(angle));
            polygon[2 * bin + 1] = centreY - (int) Math.round(reach * Math.sin(angle));
        }
        int rgb = FieldColours.rgb(field, cell);
        Color fill = new Color(gc.getDevice(), rgb >> 16 & 0xFF, rgb >> 8 & 0xFF, rgb & 0xFF);
        try {
            gc.setBackground(fill);
            gc.setAlpha(200);
            gc.fillPolygon(polygon);
            gc.setAlpha(255);
            gc.setLineWidth(2);
            gc.drawPolygon(polygon);
        } finally {
            fill.dispose();
        }
        gc.setLineWidth(1);
        gc.drawText(String.format(Locale.ROOT, Messages.RadarGlyph_entropy2f, field.entropy(cell)), x + 6, y + SIZE + 6, true);
        gc.drawText(String.format(Locale.ROOT, Messages.RadarGlyph_mostLikelyWay0f, 100 * largest), x + 6, y + SIZE + 26, true);
    }
}
