package org.crowdstudio.fields;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * How fast a sketch becomes a grid while the artist draws: 20 random polyline guide curves of
 * four pieces each (up to 1.4 m a piece) in a 10 × 10 m domain, baked to 64 × 64 cells at the
 * paper's κ = 1.9 and 0.1 m sampling, sketch to grid each time.
 */
public final class BakingBenchmark {

    public static final int CURVES = 20;
    public static final int GRID = 64;
    public static final int WARM_UP_BAKES = 10;

    /** Milliseconds per bake over the timed bakes; samples is the curves' sample count. */
    public record Result(int curves, int columns, int rows, int samples, double bestMillis, double medianMillis) {
    }

    private BakingBenchmark() {
    }

    public static Result run(int bakes, long seed) {
        Domain domain = new RectangleDomain(0, 0, 10, 10);
        Sketch sketch = randomSketch(seed);
        for (int b = 0; b < WARM_UP_BAKES; b++) {
            bake(sketch, domain);
        }
        double[] millis = new double[Math.max(1, bakes)];
        for (int b = 0; b < millis.length; b++) {
            long start = System.nanoTime();
            bake(sketch, domain);
            millis[b] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(millis);
        int samples = new SketchedField(sketch, domain, false, 1.9, 0.1).sampleCount();
        return new Result(CURVES, GRID, GRID, samples, millis[0], millis[millis.length / 2]);
    }

    private static FieldGrid bake(Sketch sketch, Domain domain) {
        return FieldGrid.bake(new SketchedField(sketch, domain, false, 1.9, 0.1), GRID, GRID);
    }

    private static Sketch randomSketch(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<GuideCurve> curves = new ArrayList<>();
        for (int c = 0; c < CURVES; c++) {
            double[] points = new double[10];
            double x = random.nextDouble(-4, 4);
            double y = random.nextDouble(-4, 4);
            for (int p = 0; p < 5; p++) {
                points[2 * p] = x;
                points[2 * p + 1] = y;
                x += random.nextDouble(-1, 1);
                y += random.nextDouble(-1, 1);
            }
            curves.add(new GuideCurve(points, 1.8, 0));
        }
        return new Sketch(curves, List.of(), null);
    }
}
