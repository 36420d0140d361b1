package org.crowdstudio.ui.simulation;

import java.util.Arrays;
import java.util.Map;

import org.crowdstudio.ui.canvas.MetreView;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;

/**
 * A crowd painted on white as the Simulation view paints its agents, agent i in profile
 * i mod the number of colours; a test fragment, never shipped.
 *
 * @param positions x y of every agent, side by side, metres
 * @param headings every agent's facing, radians
 * @param radius every agent's radius, metres
 * @param rgbs the profiles' colours, 0xRRGGBB
 * @param plan the plan fitted into the picture: min x, min y, max x, max y, metres
 * @param width the picture's width, pixels
 * @param height the picture's height, pixels
 */
public record CrowdPainterProbe(double[] positions, double[] headings, double radius, int[] rgbs, double[] plan,
        int width, int height) {

    /**
     * How the agents are drawn: disk by disk by the GC, as rectangles a path per colour, written as
     * pixels, or written as pixels on the pictures' own thread ({@link CrowdPictures}) and filled
     * in on the UI thread.
     */
    public enum Drawn {
        DISK_BY_DISK, AS_SPANS, AS_PIXELS, OFF_THE_UI_THREAD
    }

    /** How long a picture written off the UI thread may take. */
    private static final long PICTURE_MILLIS = 20_000;

    public ImageData picture(Display display, Drawn drawn) {
        int agents = headings.length;
        Frame frame = frame();
        MetreView view = view();
        Color[] colours = new Color[rgbs.length];
        for (int i = 0; i < rgbs.length; i++) {
            colours[i] = new Color(display, rgbs[i] >> 16 & 0xFF, rgbs[i] >> 8 & 0xFF, rgbs[i] & 0xFF);
        }
        int[] profileOf = new int[agents];
        Arrays.setAll(profileOf, agent -> agent % rgbs.length);
        Color heading = new Color(display, 30, 30, 30);
        Image image = new Image(display, width, height);
        GC gc = new GC(image);
        try {
            gc.setBackground(display.getSystemColor(SWT.COLOR_WHITE));
            gc.fillRectangle(0, 0, width, height);
            gc.setAntialias(SWT.OFF);
            gc.setForeground(heading);
            switch (drawn) {
                case AS_PIXELS -> new AgentRaster().paint(gc, view, frame, colours, profileOf, CrowdPainter.HEADING_RADIUS,
                        heading);
                case OFF_THE_UI_THREAD -> {
                    try (CrowdPictures pictures = new CrowdPictures(display, () -> { })) {
                        written(display, pictures, frame, view, rgbOf(colours), profileOf, heading.getRGB()).fill(gc);
                    }
                }
                case AS_SPANS -> new AgentSpans().paint(gc, view, frame, colours, profileOf,
                        CrowdPainter.HEADING_RADIUS, heading);
                case DISK_BY_DISK -> {
                    for (int agent = 0; agent < agents; agent++) {
                        CrowdPainter.paintAgent(gc, view, frame, agent, colours[profileOf[agent]]);
                    }
                }
            }
            return image.getImageData();
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    /**
     * Whether the picture written off the UI thread for the crowd as the view first shows it is
     * still shown once the view has moved by a pixel.
     */
    public boolean pictureShownAfterPanning(Display display) {
        MetreView view = view();
        RGB[] colours = {new RGB(rgbs[0] >> 16 & 0xFF, rgbs[0] >> 8 & 0xFF, rgbs[0] & 0xFF)};
        try (CrowdPictures pictures = new CrowdPictures(display, () -> { })) {
            written(display, pictures, frame(), view, colours, new int[headings.length], new RGB(30, 30, 30));
            view.panByPixels(1, 0);
            return pictures.newest(view, colours) != null;
        }
    }

    /**
     * Whether a mark drawn after the crowd's picture was filled in lands where it was drawn, in the
     * canvas's top left corner, left of and above the crowd: the fill must leave the GC as it was.
     */
    public boolean markAfterThePictureLandsWhereDrawn(Display display) {
        Color colour = new Color(display, rgbs[0] >> 16 & 0xFF, rgbs[0] >> 8 & 0xFF, rgbs[0] & 0xFF);
        Image image = new Image(display, width, height);
        GC gc = new GC(image);
        try {
            gc.setBackground(display.getSystemColor(SWT.COLOR_WHITE));
            gc.fillRectangle(0, 0, width, height);
            new AgentRaster().paint(gc, view(), frame(), new Color[] {colour}, new int[headings.length],
                    CrowdPainter.HEADING_RADIUS, colour);
            gc.setBackground(display.getSystemColor(SWT.COLOR_BLACK));
            gc.fillRectangle(1, 1, 3, 3);
            ImageData pixels = image.getImageData();
            return pixels.palette.getRGB(pixels.getPixel(2, 2)).equals(new RGB(0, 0, 0));
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    private Frame frame() {
        int agents = headings.length;
        double[] radii = new double[agents];
        Arrays.fill(radii, radius);
        int[] nobody = new int[agents];
        Arrays.fill(nobody, -1);
        return new Frame(0, 0, positions, new double[2 * agents], headings, radii, new double[2 * agents], nobody,
                new boolean[agents], null, Map.of());
    }

    private MetreView view() {
        MetreView view = new MetreView();
        view.resize(width, height);
        view.fit(plan[0], plan[1], plan[2], plan[3]);
        return view;
    }

    private static RGB[] rgbOf(Color[] colours) {
        RGB[] each = new RGB[colours.length];
        Arrays.setAll(each, i -> colours[i].getRGB());
        return each;
    }

    /** Asks for the crowd's picture and runs the UI's events until it is finished. */
    private static CrowdPicture written(Display display, CrowdPictures pictures, Frame frame, MetreView view, RGB[] colours,
            int[] profileOf, RGB heading) {
        pictures.request(frame, view, colours, profileOf, heading);
        long until = System.currentTimeMillis() + PICTURE_MILLIS;
        while (pictures.newest(view, colours) == null && System.currentTimeMillis() < until) {
            if (!display.readAndDispatch()) {
                display.timerExec(10, () -> { });
                display.sleep();
            }
        }
        CrowdPictures.Finished newest = pictures.newest(view, colours);
        if (newest == null || newest.frame() != frame) {
            throw new IllegalStateException("no picture of the crowd was finished within " + PICTURE_MILLIS + " ms");
        }
        return newest.picture();
    }

    /**
     * The pixels of a disk of pixel radius r, 2r by 2r from the top left of its square: as its rows
     * (written as pixels) if {@code asRectangles} is false, else as the rectangles drawn for it.
     */
    public static boolean[][] disk(int r, boolean asRectangles) {
        boolean[][] pixels = new boolean[2 * r][2 * r];
        if (asRectangles) {
            int[] rectangles = new AgentSpans().rectanglesOf(r);
            for (int k = 0; k < rectangles.length; k += 4) {
                for (int y = rectangles[k + 1]; y < rectangles[k + 1] + rectangles[k + 3]; y++) {
                    for (int x = rectangles[k]; x < rectangles[k] + rectangles[k + 2]; x++) {
                        pixels[y + r][x + r] = true;
                    }
                }
            }
        } else {
            int[] rows = AgentRaster.diskRows(r);
            for (int k = 0; k < 2 * r; k++) {
                for (int x = rows[2 * k]; x <= rows[2 * k + 1]; x++) {
                    pixels[k][x + r] = true;
                }
            }
        }
        return pixels;
    }
}
