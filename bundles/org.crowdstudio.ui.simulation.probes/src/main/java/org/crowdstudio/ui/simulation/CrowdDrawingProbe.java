package org.crowdstudio.ui.simulation;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.crowdstudio.ui.canvas.MetreView;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;

/** Paints of a crowd through the Simulation view's drawing, playing and paused; a test fragment, never shipped. */
public final class CrowdDrawingProbe {

    private static final int WIDTH = 800;
    private static final int HEIGHT = 600;
    /** How long a picture written off the UI thread may take. */
    private static final long PICTURE_MILLIS = 20_000;

    private CrowdDrawingProbe() {
    }

    /**
     * The steps three paints of a crowd of this many agents show: playing, asked for step 1 before
     * any picture is finished; playing, asked for step 2 once a paint has been asked for again (a
     * picture finished, or at once if none is written); paused, asked for step 2.
     */
    public static long[] stepsShown(Display display, int agents) {
        double side = Math.sqrt(2.0 * agents);
        boolean[] redrawn = {false};
        CrowdDrawing drawing = new CrowdDrawing(display, new Overlays(display, () -> { }, () -> { }, problem -> { }),
                () -> redrawn[0] = true);
        Image image = new Image(display, WIDTH, HEIGHT);
        GC gc = new GC(image);
        try {
            Color[] colours = {new Color(display, 0x4E, 0x79, 0xA7)};
            drawing.newRun(List.of(), new double[] {0, 0, side, side}, colours, new int[agents], -1);
            MetreView view = new MetreView();
            view.resize(WIDTH, HEIGHT);
            view.fit(0, 0, side, side);
            Rectangle area = new Rectangle(0, 0, WIDTH, HEIGHT);
            SplittableRandom random = new SplittableRandom(3);
            long first = drawing.paint(gc, area, view, crowd(1, agents, side, random), true, -1, -1).step();
            long until = System.currentTimeMillis() + PICTURE_MILLIS;
            while (!redrawn[0] && CrowdPainter.drawsAsPixels(agents, 1) && System.currentTimeMillis() < until) {
                if (!display.readAndDispatch()) {
                    display.timerExec(10, () -> { });
                    display.sleep();
                }
            }
            Frame next = crowd(2, agents, side, random);
            long playing = drawing.paint(gc, area, view, next, true, -1, -1).step();
            long paused = drawing.paint(gc, area, view, next, false, -1, -1).step();
            return new long[] {first, playing, paused};
        } finally {
            drawing.dispose();
            gc.dispose();
            image.dispose();
        }
    }

    private static Frame crowd(long step, int agents, double side, SplittableRandom random) {
        double[] positions = new double[2 * agents];
        Arrays.setAll(positions, i -> random.nextDouble(0.5, side - 0.5));
        double[] radii = new double[agents];
        Arrays.fill(radii, 0.3);
        int[] nobody = new int[agents];
        Arrays.fill(nobody, -1);
        return new Frame(step, 0.1 * step, positions, new double[2 * agents], new double[agents], radii,
                new double[2 * agents], nobody, new boolean[agents], null, Map.of());
    }
}
