package org.crowdstudio.fields;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;

import org.junit.jupiter.api.Test;

class SketchedFieldTest {

    private static final Domain SQUARE = new RectangleDomain(0, 0, 10, 10);

    private static SketchedField velocity(Sketch sketch) {
        return new SketchedField(sketch, SQUARE, false, 1.9, 0.1);
    }

    private static double[] at(SketchedField field, double x, double y) {
        double[] out = new double[2];
        assertThat(field.evaluate(x, y, out)).as("a vector at (%s, %s)", x, y).isTrue();
        return out;
    }

    @Test
    void oneStraightCurveGivesTheSameVectorEverywhere() {
        SketchedField field = velocity(Sketch.of(new GuideCurve(new double[] {-2, -1, 3, 4}, 1.5, 0)));
        double component = 1.5 / Math.sqrt(2);

        for (double x = -5; x <= 5; x += 1.25) {
            for (double y = -5; y <= 5; y += 1.25) {
                assertThat(at(field, x, y)).containsExactly(new double[] {component, component}, within(1e-12));
            }
        }
    }

    @Test
    void aPointOnACurveGetsExactlyThatCurvesVector() {
        GuideCurve east = new GuideCurve(new double[] {-4, 0, 4, 0}, 1.8, 0);
        GuideCurve north = new GuideCurve(new double[] {3, -4, 3, -1, 4, 2}, 1.2, 0);
        SketchedField field = velocity(Sketch.of(east, north));

        assertThat(at(field, -1.234, 0)).containsExactly(1.8, 0);
        assertThat(at(field, 3, -2.5)).containsExactly(0, 1.2);
        // A vertex belongs to the piece it starts: (3, -1) heads to (4, 2).
        double length = Math.hypot(1, 3);
        assertThat(at(field, 3, -1)).containsExactly(new double[] {1 / length * 1.2, 3 / length * 1.2}, within(1e-15));
        // Where curves cross, their vectors are averaged.
        SketchedField crossing = velocity(Sketch.of(east, new GuideCurve(new double[] {2, -4, 2, 4}, 1.2, 0)));
        assertThat(at(crossing, 2, 0)).containsExactly(0.9, 0.6);
        // Off the curves, both count.
        double[] between = at(field, 0, -2);
        assertThat(between[0]).isStrictlyBetween(0.0, 1.8);
        assertThat(between[1]).isStrictlyBetween(0.0, 1.2);
    }

    @Test
    void nearerCurvesWeighMore() {
        GuideCurve east = new GuideCurve(new double[] {-5, -3, 5, -3}, 1, 0);
        GuideCurve west = new GuideCurve(new double[] {5, 3, -5, 3}, 1, 0);
        SketchedField field = velocity(Sketch.of(east, west));

        assertThat(at(field, 0, -2)[0]).isGreaterThan(0.5);
        assertThat(at(field, 0, 2)[0]).isLessThan(-0.5);
        assertThat(at(field, 0, 0)[0]).isCloseTo(0, within(1e-12));
    }

    @Test
    void zeroAreasStopVelocityFieldsAndPunchHolesInOrientationFields() {
        Sketch sketch = new Sketch(List.of(new GuideCurve(new double[] {-4, 0, 4, 0}, 1.8, 0)),
                List.of(new ZeroPolygon(new double[] {-1, -1, 1, -1, 1, 1, -1, 1})), null);
        SketchedField velocity = velocity(sketch);
        SketchedField orientation = new SketchedField(sketch, SQUARE, true, 1.9, 0.1);
        double[] out = new double[2];

        // The zero area wins over the curve running through it.
        assertThat(at(velocity, 0, 0)).containsExactly(0, 0);
        assertThat(at(velocity, 0.5, 0.9)).containsExactly(0, 0);
        assertThat(orientation.evaluate(0, 0, out)).isFalse();
        assertThat(orientation.evaluate(0.5, 0.9, out)).isFalse();
        // Outside it, orientation fields give unit vectors.
        assertThat(at(orientation, 3, 2)).containsExactly(new double[] {1, 0}, within(1e-12));
        assertThat(at(velocity, 3, 2)).containsExactly(new double[] {1.8, 0}, within(1e-12));
    }

    @Test
    void paintedCellsAreZeroAreasOnTheGrid() {
        // A 4 × 2 grid over the 10 m square: the top-left cell (x < -2.5, y > 0) is painted.
        PaintedCells painted = new PaintedCells(List.of("#...", "...."));
        SketchedField field = velocity(new Sketch(List.of(new GuideCurve(new double[] {-4, 0, 4, 0}, 1, 0)), List.of(), painted));

        assertThat(at(field, -4, 3)).containsExactly(0, 0);
        assertThat(at(field, -2, 3)).containsExactly(new double[] {1, 0}, within(1e-12));
        assertThat(at(field, -4, -3)).containsExactly(new double[] {1, 0}, within(1e-12));
    }

    @Test
    void theNumberOfSamplesDoesNotChangeHowMuchACurveCounts() {
        // A short curve and a long one: with samples ten times denser, the field hardly changes.
        Sketch sketch = Sketch.of(new GuideCurve(new double[] {-4, -2, -3, -2}, 1.8, 0), new GuideCurve(new double[] {4, 4, 4, -4}, 1.8, 0));
        SketchedField coarse = new SketchedField(sketch, SQUARE, false, 1.9, 0.1);
        SketchedField fine = new SketchedField(sketch, SQUARE, false, 1.9, 0.01);
        assertThat(fine.sampleCount()).isEqualTo(10 * coarse.sampleCount());

        double worst = 0;
        for (double x = -4.9; x <= 4.9; x += 0.35) {
            for (double y = -4.9; y <= 4.9; y += 0.35) {
                double[] a = at(coarse, x, y);
                double[] b = at(fine, x, y);
                worst = Math.max(worst, Math.hypot(a[0] - b[0], a[1] - b[1]));
            }
        }
        // Measured: 0.006 m/s at worst, next to the curves, where the samples' spacing shows.
        assertThat(worst).as("largest difference (m/s)").isLessThan(0.02);
    }

    @Test
    void aCurveIsIgnoredBeyondItsInfluenceDistance() {
        GuideCurve near = new GuideCurve(new double[] {-4, -4, 4, -4}, 1, 2);
        GuideCurve unlimited = new GuideCurve(new double[] {4, 4, -4, 4}, 1, 0);
        SketchedField both = velocity(Sketch.of(near, unlimited));
        SketchedField alone = velocity(Sketch.of(near));
        double[] out = new double[2];

        assertThat(at(both, 0, 0)).containsExactly(new double[] {-1, 0}, within(1e-12));
        assertThat(at(both, 0, -3)[0]).isPositive();
        // Where no curve reaches, the field proposes nothing.
        assertThat(alone.evaluate(0, 0, out)).isFalse();
    }

    @Test
    void theDecayPowerSharpensTheTransitionBetweenCurves() {
        Sketch sketch = Sketch.of(new GuideCurve(new double[] {-5, -3, 5, -3}, 1, 0), new GuideCurve(new double[] {5, 3, -5, 3}, 1, 0));
        double gentle = at(new SketchedField(sketch, SQUARE, false, 1, 0.1), 0, -1.5)[0];
        double sharp = at(new SketchedField(sketch, SQUARE, false, 4, 0.1), 0, -1.5)[0];

        assertThat(sharp).isGreaterThan(gentle);
    }
}
