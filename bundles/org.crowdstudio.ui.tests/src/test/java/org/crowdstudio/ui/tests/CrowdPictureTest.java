package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;

import org.crowdstudio.ui.simulation.CrowdDrawingProbe;
import org.crowdstudio.ui.simulation.CrowdPainterProbe;
import org.crowdstudio.ui.simulation.CrowdPainterProbe.Drawn;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A crowd too large for the GC to draw disk by disk in a frame is drawn as rectangles in a path per
 * colour, or written as pixels when larger still: the artist must see the same crowd, every agent
 * where it is and in its colour, with its heading when the view is close enough to show one.
 */
class CrowdPictureTest {

    private static final int WIDTH = 1000;
    private static final int HEIGHT = 600;
    private static final int ORANGE = 0xF58518;
    private static final int BLUE = 0x4C78A8;
    private static final RGB WHITE = new RGB(255, 255, 255);

    /** @param metresAcross the plan's width: 100 m draws agents 3 pixels in radius, 40 m 8 pixels, with headings */
    @ParameterizedTest
    @ValueSource(ints = {100, 40})
    void aCrowdWrittenAsPixelsLooksAsTheGcDrawsIt(int metresAcross) {
        int agents = 2_000;
        Display display = Display.getCurrent();
        CrowdPainterProbe crowd = randomCrowd(7, agents, metresAcross, ORANGE);
        ImageData byGc = crowd.picture(display, Drawn.DISK_BY_DISK);
        ImageData asPixels = crowd.picture(display, Drawn.AS_PIXELS);

        RGB orange = new RGB(ORANGE >> 16, ORANGE >> 8 & 0xFF, ORANGE & 0xFF);
        int[] pixelCounts = counts(asPixels, orange);
        assertThat(pixelCounts[0] + pixelCounts[1] + pixelCounts[2])
                .as("written as pixels: the agents' colour, heading lines, floor").isEqualTo(WIDTH * HEIGHT);
        assertHeadingsShownOnlyWhenCloseEnough(pixelCounts[1], metresAcross, agents);
        // Every agent where it is: what the GC draws (edges maybe smoothed) is drawn as pixels too, and little more.
        int gcDrawn = 0;
        int bothDrawn = 0;
        int pixelsDrawn = 0;
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                boolean gc = !white(byGc, x, y);
                boolean pixel = !white(asPixels, x, y);
                gcDrawn += gc ? 1 : 0;
                pixelsDrawn += pixel ? 1 : 0;
                bothDrawn += gc && pixel ? 1 : 0;
            }
        }
        assertThat((double) bothDrawn).as("of the GC's crowd pixels, drawn as pixels too")
                .isGreaterThan(0.9 * gcDrawn);
        assertThat((double) bothDrawn).as("of the crowd drawn as pixels, drawn by the GC too")
                .isGreaterThan(0.9 * pixelsDrawn);
    }

    /**
     * A large crowd's picture is written off the UI thread while the view plays: what the view then
     * fills in must be the very pixels it would have written itself, a picture written before the
     * view moved must not be shown after it, and what is drawn after the picture (rings, flags) must
     * land where it is drawn.
     *
     * @param metresAcross 100 m draws agents 3 pixels in radius, 40 m 8 pixels, with headings
     */
    @ParameterizedTest
    @ValueSource(ints = {100, 40})
    void aCrowdWrittenOffTheUiThreadIsTheSamePicture(int metresAcross) {
        Display display = Display.getCurrent();
        CrowdPainterProbe crowd = randomCrowd(5, 3_000, metresAcross, ORANGE, BLUE);
        ImageData onTheUiThread = crowd.picture(display, Drawn.AS_PIXELS);
        ImageData offTheUiThread = crowd.picture(display, Drawn.OFF_THE_UI_THREAD);

        int differing = 0;
        int crowdPixels = 0;
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                differing += onTheUiThread.getPixel(x, y) != offTheUiThread.getPixel(x, y) ? 1 : 0;
                crowdPixels += white(onTheUiThread, x, y) ? 0 : 1;
            }
        }
        assertThat(crowdPixels).as("pixels of the crowd").isGreaterThan(3_000 * 10);
        assertThat(differing).as("pixels that differ between the two pictures").isZero();
        assertThat(crowd.pictureShownAfterPanning(display)).as("a picture written before the view moved, shown after")
                .isFalse();
        assertThat(crowd.markAfterThePictureLandsWhereDrawn(display))
                .as("a mark drawn after the picture, where it was drawn").isTrue();
    }

    /**
     * Playing, a crowd large enough to be written as pixels is shown as the newest finished picture
     * has it, a step behind what the paint asks for; paused, or small enough to be drawn on the UI
     * thread, every paint shows the step it is asked for.
     */
    @Test
    void playingALargeCrowdIsShownAStepBehindAndPausedAsItIs() {
        Display display = Display.getCurrent();
        assertThat(CrowdDrawingProbe.stepsShown(display, 8_000))
                .as("steps shown: playing, playing once a picture is finished, paused").containsExactly(1, 1, 2);
        assertThat(CrowdDrawingProbe.stepsShown(display, 2_000))
                .as("the same for a crowd drawn on the UI thread").containsExactly(1, 2, 2);
    }

    /**
     * @param metresAcross 100 m draws agents 3 pixels in radius, where the GC's disks are exactly
     *        those written as pixels; 40 m 8 pixels, with headings, where the GC's edges differ a little
     */
    @ParameterizedTest
    @ValueSource(ints = {100, 40})
    void aCrowdDrawnAsRectanglesHasTheDisksWrittenAsPixels(int metresAcross) {
        int agents = 2_000;
        Display display = Display.getCurrent();
        CrowdPainterProbe crowd = randomCrowd(11, agents, metresAcross, ORANGE, BLUE);
        ImageData asPixels = crowd.picture(display, Drawn.AS_PIXELS);
        ImageData asSpans = crowd.picture(display, Drawn.AS_SPANS);
        ImageData byGc = crowd.picture(display, Drawn.DISK_BY_DISK);

        int drawn = 0;
        int fromPixels = 0;
        int fromGc = 0;
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                boolean span = !white(asSpans, x, y);
                drawn += span ? 1 : 0;
                fromPixels += span != !white(asPixels, x, y) ? 1 : 0;
                fromGc += span != !white(byGc, x, y) ? 1 : 0;
            }
        }
        assertThat(drawn).as("the crowd is drawn").isGreaterThan(agents * 20);
        String differing = "pixels drawn one way and not the other, of %d drawn";
        if (metresAcross == 100) {
            assertThat(fromPixels).as("written as pixels: " + differing, drawn).isZero();
            assertThat(fromGc).as("by the GC: " + differing, drawn).isZero();
        } else {
            // The same disks; a heading line's tip may end a pixel further out one way than the other.
            assertThat((double) fromPixels).as("written as pixels: " + differing, drawn).isLessThan(0.01 * drawn);
            assertThat((double) fromGc).as("by the GC: " + differing, drawn).isLessThan(0.1 * drawn);
        }
        // Each profile in its colour. Where an orange and a blue disk overlap the blue one lies on
        // top, as the later profile, while as pixels the later agent does; and heading lines lie on
        // top of every disk. So an orange pixel is orange as pixels too, and a blue pixel as pixels
        // is blue here too unless a heading line crosses it (but for heading tips, a pixel apart).
        RGB orange = new RGB(ORANGE >> 16, ORANGE >> 8 & 0xFF, ORANGE & 0xFF);
        RGB blue = new RGB(BLUE >> 16, BLUE >> 8 & 0xFF, BLUE & 0xFF);
        int orangeNotOrange = 0;
        int blueNotBlue = 0;
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                RGB span = colour(asSpans, x, y);
                RGB pixel = colour(asPixels, x, y);
                orangeNotOrange += span.equals(orange) && !pixel.equals(orange) ? 1 : 0;
                blueNotBlue += pixel.equals(blue) && !span.equals(blue) && !dark(span) ? 1 : 0;
            }
        }
        assertThat((double) orangeNotOrange).as("orange here, not as pixels, of %d", drawn).isLessThan(0.005 * drawn);
        assertThat((double) blueNotBlue).as("blue as pixels, not here, of %d", drawn).isLessThan(0.005 * drawn);
        assertThat(counts(asSpans, blue)[0]).as("blue pixels").isGreaterThan(agents * 5);
        assertHeadingsShownOnlyWhenCloseEnough(counts(asSpans, orange)[1], metresAcross, agents);
    }

    @Test
    void theRectanglesOfADiskCoverExactlyItsRows() {
        for (int r = 2; r <= 64; r++) {
            assertThat(CrowdPainterProbe.disk(r, true)).as("disk of radius %d pixels", r)
                    .isDeepEqualTo(CrowdPainterProbe.disk(r, false));
        }
    }

    /** @param headingPixels the picture's dark pixels: heading lines at 40 m across, none at 100 m */
    private static void assertHeadingsShownOnlyWhenCloseEnough(int headingPixels, int metresAcross, int agents) {
        if (metresAcross == 40) {
            assertThat(headingPixels).as("close enough, each agent shows its heading").isGreaterThan(agents);
        } else {
            assertThat(headingPixels).as("3 pixels in radius, no room for a heading").isZero();
        }
    }

    /**
     * Agents 0.3 m in radius strewn over a plan {@code metresAcross} wide that fills the picture,
     * facing every way, agent i in the i-th colour mod their number.
     */
    private static CrowdPainterProbe randomCrowd(long seed, int agents, int metresAcross, int... rgbs) {
        double metresHigh = metresAcross * HEIGHT / (double) WIDTH;
        SplittableRandom random = new SplittableRandom(seed);
        double[] positions = new double[2 * agents];
        double[] headings = new double[agents];
        for (int agent = 0; agent < agents; agent++) {
            positions[2 * agent] = random.nextDouble(1, metresAcross - 1);
            positions[2 * agent + 1] = random.nextDouble(1, metresHigh - 1);
            headings[agent] = random.nextDouble(-Math.PI, Math.PI);
        }
        double[] plan = {0, 0, metresAcross, metresHigh};
        return new CrowdPainterProbe(positions, headings, 0.3, rgbs, plan, WIDTH, HEIGHT);
    }

    /** @return pixels in the colour, in the heading lines (dark), and white */
    private static int[] counts(ImageData picture, RGB colour) {
        int[] counts = new int[3];
        for (int y = 0; y < picture.height; y++) {
            for (int x = 0; x < picture.width; x++) {
                RGB rgb = picture.palette.getRGB(picture.getPixel(x, y));
                counts[0] += rgb.equals(colour) ? 1 : 0;
                // The GC may smooth its lines: a heading pixel is any dark one.
                counts[1] += dark(rgb) ? 1 : 0;
                counts[2] += rgb.equals(WHITE) ? 1 : 0;
            }
        }
        return counts;
    }

    private static boolean dark(RGB rgb) {
        return rgb.red < 100 && rgb.green < 100 && rgb.blue < 100;
    }

    private static RGB colour(ImageData picture, int x, int y) {
        return picture.palette.getRGB(picture.getPixel(x, y));
    }

    private static boolean white(ImageData picture, int x, int y) {
        return picture.palette.getRGB(picture.getPixel(x, y)).equals(WHITE);
    }
}
