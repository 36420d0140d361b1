package org.crowdstudio.ui.start;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;

/** An example drawn small, north up: its floor, obstacles in grey, start regions in green, placed agents as dots. */
final class Thumbnail {

    private Thumbnail() {
    }

    static void paint(GC gc, Rectangle area, ExamplePreview preview) {
        Color floor = new Color(gc.getDevice(), 250, 250, 246);
        Color wall = new Color(gc.getDevice(), 120, 124, 132);
        Color spawn = new Color(gc.getDevice(), 84, 162, 75);
        Color agent = new Color(gc.getDevice(), 76, 120, 168);
        gc.setAntialias(SWT.ON);
        gc.setBackground(gc.getDevice().getSystemColor(SWT.COLOR_WIDGET_BACKGROUND));
        gc.fillRectangle(area);
        if (preview == null) {
            return;
        }
        double[] b = preview.bounds();
        double width = b[2] - b[0];
        double height = b[3] - b[1];
        double scale = Math.min((area.width - 8) / width, (area.height - 8) / height);
        double left = area.x + (area.width - width * scale) / 2;
        double top = area.y + (area.height - height * scale) / 2;
        gc.setBackground(floor);
        gc.fillRectangle((int) left, (int) top, (int) Math.round(width * scale), (int) Math.round(height * scale));
        gc.setAlpha(110);
        gc.setBackground(spawn);
        for (double[] region : preview.spawnRegions()) {
            fill(gc, region, b, scale, left, top);
        }
        gc.setAlpha(255);
        gc.setBackground(wall);
        for (double[] obstacle : preview.obstacles()) {
            fill(gc, obstacle, b, scale, left, top);
        }
        gc.setBackground(agent);
        double[] agents = preview.agents();
        int dot = Math.max(2, (int) Math.round(0.5 * scale));
        for (int a = 0; a + 1 < agents.length; a += 2) {
            if (!Double.isNaN(agents[a])) {
                int x = (int) Math.round(left + (agents[a] - b[0]) * scale);
                int y = (int) Math.round(top + (b[3] - agents[a + 1]) * scale);
                gc.fillOval(x - dot / 2, y - dot / 2, dot, dot);
            }
        }
    }

    private static void fill(GC gc, double[] xy, double[] bounds, double scale, double left, double top) {
        if (xy.length < 6) {
            return;
        }
        int[] pixels = new int[xy.length];
        for (int p = 0; p < xy.length; p += 2) {
            pixels[p] = (int) Math.round(left + (xy[p] - bounds[0]) * scale);
            pixels[p + 1] = (int) Math.round(top + (bounds[3] - xy[p + 1]) * scale);
        }
        gc.fillPolygon(pixels);
    }
}
