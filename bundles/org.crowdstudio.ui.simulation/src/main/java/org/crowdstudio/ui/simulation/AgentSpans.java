package org.crowdstudio.ui.simulation;

import java.util.Arrays;

import org.crowdstudio.ui.canvas.MetreView;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Path;

/**
 * A crowd drawn unsmoothed with few calls into the graphics library: every disk as the nested
 * rectangles its rows make up (a disk 2 or 3 pixels in radius is two rectangles), the disks of one
 * colour gathered in one path filled once, and every heading line in one path stroked once. Under
 * cairo a {@code fillOval} costs a few microseconds and a rectangle in a path about half a
 * microsecond, so this paints a crowd of thousands about twice as fast as disk by disk. The disks
 * are those {@link AgentRaster} writes: the GC's unsmoothed {@code fillOval}'s at the few pixels a
 * disk has in a large crowd, an edge pixel apart here and there on larger ones. What lies
 * on top where disks overlap differs from disk by disk: the colours are filled one after another,
 * so a later profile's disks lie over an earlier one's, and heading lines lie over every disk.
 */
final class AgentSpans {

    /**
     * Each pixel radius's disk as rectangles: left, top, width and height from the centre, four
     * numbers each, one rectangle per distinct row width, the widest the shortest.
     */
    private int[][] diskRectangles = new int[0][];

    /**
     * @param headingRadius disks at least this many pixels in radius show their heading
     * @param headingColour the heading lines' colour
     */
    void paint(GC gc, MetreView view, Frame frame, Color[] profileColours, int[] profileOf, int headingRadius,
            Color headingColour) {
        int profiles = profileColours.length;
        Path[] disks = new Path[profiles];
        Path headings = null;
        double[] positions = frame.positions();
        double[] radii = frame.radii();
        double perMetre = view.pixelsPerMetre();
        int width = view.width();
        int height = view.height();
        int fillRule = gc.getFillRule();
        try {
            for (int agent = 0; agent < frame.size(); agent++) {
                int x = (int) Math.round(view.toPixelX(positions[2 * agent]));
                int y = (int) Math.round(view.toPixelY(positions[2 * agent + 1]));
                int r = Math.max(2, (int) Math.round(radii[agent] * perMetre));
                if (x + r < 0 || y + r < 0 || x - r > width || y - r > height) {
                    continue;
                }
                int colour = profileOf[agent] % profiles;
                if (disks[colour] == null) {
                    disks[colour] = new Path(gc.getDevice());
                }
                int[] rectangles = rectanglesOf(r);
                for (int k = 0; k < rectangles.length; k += 4) {
                    disks[colour].addRectangle(x + rectangles[k], y + rectangles[k + 1], rectangles[k + 2],
                            rectangles[k + 3]);
                }
                if (r >= headingRadius) {
                    if (headings == null) {
                        headings = new Path(gc.getDevice());
                    }
                    double facing = frame.heading(agent);
                    headings.moveTo(x, y);
                    headings.lineTo((float) Math.round(x + r * Math.cos(facing)),
                            (float) Math.round(y - r * Math.sin(facing)));
                }
            }
            // Overlapping rectangles of one path, of a disk or of two, fill as their union.
            gc.setFillRule(SWT.FILL_WINDING);
            for (int colour = 0; colour < profiles; colour++) {
                if (disks[colour] != null) {
                    gc.setBackground(profileColours[colour]);
                    gc.fillPath(disks[colour]);
                }
            }
            if (headings != null) {
                gc.setForeground(headingColour);
                gc.drawPath(headings);
            }
        } finally {
            gc.setFillRule(fillRule);
            for (Path path : disks) {
                if (path != null) {
                    path.dispose();
                }
            }
            if (headings != null) {
                headings.dispose();
            }
        }
    }

    /**
     * {@link AgentRaster}'s disk of pixel radius r as rectangles: the rows of at least a given width
     * form one rectangle, so the rectangles of all widths cover exactly the disk's rows.
     */
    int[] rectanglesOf(int r) {
        if (r >= diskRectangles.length) {
            diskRectangles = Arrays.copyOf(diskRectangles, r + 1);
        }
        if (diskRectangles[r] == null) {
            int[] rows = AgentRaster.diskRows(r);
            int[] rectangles = new int[0];
            // Row k's first pixel is rows[2k], its last rows[2k + 1]; widths grow towards the middle row.
            for (int k = 0; k < r; k++) {
                if (k > 0 && rows[2 * k] == rows[2 * k - 2]) {
                    continue;
                }
                int left = rows[2 * k];
                int right = rows[2 * k + 1];
                rectangles = Arrays.copyOf(rectangles, rectangles.length + 4);
                rectangles[rectangles.length - 4] = left;
                rectangles[rectangles.length - 3] = k - r;
                rectangles[rectangles.length - 2] = right - left + 1;
                rectangles[rectangles.length - 1] = 2 * (r - k);
            }
            diskRectangles[r] = rectangles;
        }
        return diskRectangles[r];
    }
}
