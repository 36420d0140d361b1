package org.crowdstudio.ui.simulation;

import java.util.Arrays;

import org.crowdstudio.ui.canvas.MetreView;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Device;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.graphics.RGB;

/**
 * A large crowd drawn as pixels: every agent's disk is written straight into an image the size of
 * the canvas, which the GC then fills in once ({@link CrowdPicture}). Under cairo each
 * {@code fillOval} costs microseconds, so ten thousand of them take most of a frame and a hundred
 * thousand block the UI thread; a disk a few pixels across written into an array costs
 * nanoseconds. The image has a byte a pixel, an index into a palette of the profiles' colours,
 * and a byte of alpha a pixel: opaque where a disk or line was written, clear elsewhere. SWT hands
 * alpha bytes to cairo in one pass over an array, while a transparent palette index is looked up
 * pixel by pixel through a mask, which took twice as long (about 10 ms against 4.5 for 800 × 800
 * pixels under Xvfb). The disks and heading lines are those the GC draws unsmoothed
 * ({@link CrowdPainter#paintAgent}), as it does for a crowd this large, so the picture reads the
 * same.
 */
final class AgentRaster {

    /** Where no disk or line is: its alpha is 0. */
    private static final int EMPTY = 0;
    private static final byte OPAQUE = (byte) 255;
    private static final int HEADING = 1;
    private static final int FIRST_PROFILE = 2;
    /** A byte a pixel leaves room for this many profile colours beside the empty and heading ones. */
    static final int MOST_PROFILES = 256 - FIRST_PROFILE;

    private ImageData image;
    /** The part of {@link #image} the crowd covered last. */
    private ImageData part;
    private RGB[] palette = new RGB[0];
    /** Each disk's rows by pixel radius: the first and last pixel's offset, row by row ({@link #rowsOf}). */
    private int[][] diskRows = new int[0][];

    /**
     * Draws every agent's disk, coloured by its profile, with a line for its heading if the disk is
     * at least {@code headingRadius} pixels in radius.
     *
     * @param headingColour the heading lines' colour
     */
    void paint(GC gc, MetreView view, Frame frame, Color[] profileColours, int[] profileOf, int headingRadius,
            Color headingColour) {
        RGB[] colours = new RGB[profileColours.length];
        Arrays.setAll(colours, i -> profileColours[i].getRGB());
        CrowdPicture picture = render(gc.getDevice(), view, frame, colours, profileOf, headingRadius,
                headingColour.getRGB());
        try {
            picture.fill(gc);
        } finally {
            picture.dispose();
        }
    }

    /**
     * The picture of every agent's disk, coloured by its profile, with a line for its heading if
     * the disk is at least {@code headingRadius} pixels in radius: the part of the canvas the crowd
     * covers. Touches no widget, so it may run off the UI thread, on one thread per instance (the
     * instance's scratch pixels are reused); its image is the caller's to dispose.
     */
    CrowdPicture render(Device device, MetreView view, Frame frame, RGB[] profileColours, int[] profileOf,
            int headingRadius, RGB headingColour) {
        int width = view.width();
        int height = view.height();
        ImageData pixels = cleared(width, height, headingColour, profileColours);
        double[] positions = frame.positions();
        double[] radii = frame.radii();
        double perMetre = view.pixelsPerMetre();
        int profiles = profileColours.length;
        // The part of the canvas the crowd covers: only that is handed to the display.
        int left = width;
        int top = height;
        int right = -1;
        int bottom = -1;
        for (int agent = 0; agent < frame.size(); agent++) {
            int x = (int) Math.round(view.toPixelX(positions[2 * agent]));
            int y = (int) Math.round(view.toPixelY(positions[2 * agent + 1]));
            int r = Math.max(2, (int) Math.round(radii[agent] * perMetre));
            if (x + r < 0 || y + r < 0 || x - r >= width || y - r >= height) {
                continue;
            }
            disk(pixels, x, y, r, (byte) (FIRST_PROFILE + profileOf[agent] % profiles));
            left = Math.min(left, x - r);
            top = Math.min(top, y - r);
            right = Math.max(right, x + r);
            bottom = Math.max(bottom, y + r);
            if (r >= headingRadius) {
                double facing = frame.heading(agent);
                int tipX = (int) Math.round(x + r * Math.cos(facing));
                int tipY = (int) Math.round(y - r * Math.sin(facing));
                line(pixels, x, y, tipX, tipY);
            }
        }
        if (right < 0) {
            return CrowdPicture.NOTHING;
        }
        left = Math.max(0, left);
        top = Math.max(0, top);
        right = Math.min(width - 1, right);
        bottom = Math.min(height - 1, bottom);
        Image covering = new Image(device, covered(pixels, left, top, right, bottom));
        return new CrowdPicture(covering, left, top, right - left + 1, bottom - top + 1);
    }

    /**
     * The image's rectangle from (left, top) to (right, bottom), inclusive; the image itself if that
     * is all of it. The rectangle's pixels are kept for the next frame, which mostly covers as much.
     */
    private ImageData covered(ImageData pixels, int left, int top, int right, int bottom) {
        int width = right - left + 1;
        int height = bottom - top + 1;
        if (width == pixels.width && height == pixels.height) {
            return pixels;
        }
        if (part == null || part.width != width || part.height != height || part.palette != pixels.palette) {
            part = new ImageData(width, height, 8, pixels.palette);
            part.alphaData = new byte[width * height];
        }
        for (int row = 0; row < height; row++) {
            int from = (top + row) * pixels.bytesPerLine + left;
            System.arraycopy(pixels.data, from, part.data, row * part.bytesPerLine, width);
            System.arraycopy(pixels.alphaData, (top + row) * pixels.width + left, part.alphaData, row * width, width);
        }
        return part;
    }

    /** The image, transparent everywhere; made anew when the canvas's size or the colours change. */
    private ImageData cleared(int width, int height, RGB headingColour, RGB[] profileColours) {
        RGB[] colours = new RGB[FIRST_PROFILE + profileColours.length];
        colours[EMPTY] = new RGB(255, 255, 255);
        colours[HEADING] = headingColour;
        System.arraycopy(profileColours, 0, colours, FIRST_PROFILE, profileColours.length);
        if (image == null || image.width != width || image.height != height || !Arrays.equals(colours, palette)) {
            palette = colours;
            image = new ImageData(width, height, 8, new PaletteData(colours));
            image.alphaData = new byte[width * height];
        } else {
            Arrays.fill(image.data, (byte) EMPTY);
            Arrays.fill(image.alphaData, (byte) 0);
        }
        return image;
    }

    /** The disk the GC's unsmoothed {@code fillOval(cx - r, cy - r, 2r, 2r)} fills. */
    private void disk(ImageData pixels, int cx, int cy, int r, byte colour) {
        int[] rows = rowsOf(r);
        byte[] data = pixels.data;
        byte[] alpha = pixels.alphaData;
        int bytesPerLine = pixels.bytesPerLine;
        int alphaPerLine = pixels.width;
        int lastX = pixels.width - 1;
        int firstRow = Math.max(0, r - cy);
        int endRow = Math.min(2 * r, pixels.height - cy + r);
        for (int k = firstRow; k < endRow; k++) {
            int y = cy - r + k;
            int from = Math.max(0, cx + rows[2 * k]);
            int to = Math.min(lastX, cx + rows[2 * k + 1]);
            // A row is a few pixels long: a plain loop beats two calls of Arrays.fill.
            int at = y * bytesPerLine;
            int alphaAt = y * alphaPerLine;
            for (int x = from; x <= to; x++) {
                data[at + x] = colour;
                alpha[alphaAt + x] = OPAQUE;
            }
        }
    }

    /** A one-pixel heading line from (x0, y0) to (x1, y1), a pixel per step along its longer side. */
    private static void line(ImageData pixels, int x0, int y0, int x1, int y1) {
        int steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
        for (int i = 0; i <= steps; i++) {
            int x = steps == 0 ? x0 : x0 + Math.round((float) (x1 - x0) * i / steps);
            int y = steps == 0 ? y0 : y0 + Math.round((float) (y1 - y0) * i / steps);
            if (x >= 0 && y >= 0 && x < pixels.width && y < pixels.height) {
                pixels.data[y * pixels.bytesPerLine + x] = (byte) HEADING;
                pixels.alphaData[y * pixels.width + x] = OPAQUE;
            }
        }
    }

    /** The rows of the disk of radius r ({@link #diskRows}), worked out once per radius. */
    private int[] rowsOf(int r) {
        if (r >= diskRows.length) {
            diskRows = Arrays.copyOf(diskRows, r + 1);
        }
        if (diskRows[r] == null) {
            diskRows[r] = diskRows(r);
        }
        return diskRows[r];
    }

    /**
     * The rows of a disk of radius r centred on a pixel corner: for each of its 2r rows, the first
     * and last pixel's offset from the centre, those whose middle lies inside the circle.
     */
    static int[] diskRows(int r) {
        int[] rows = new int[4 * r];
        for (int k = 0; k < 2 * r; k++) {
            double dy = k - r + 0.5;
            double halfWidth = Math.sqrt(Math.max(0, r * r - dy * dy));
            rows[2 * k] = (int) Math.ceil(-0.5 - halfWidth);
            rows[2 * k + 1] = (int) Math.floor(-0.5 + halfWidth);
        }
        return rows;
    }
}
