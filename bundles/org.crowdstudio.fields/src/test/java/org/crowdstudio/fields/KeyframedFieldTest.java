package org.crowdstudio.fields;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Random;

import org.crowdstudio.fields.KeyframedField.Keyframe;
import org.junit.jupiter.api.Test;

class KeyframedFieldTest {

    /** A uniform field of the given vector over a domain: one straight curve. */
    private static Keyframe uniform(double parameter, Domain domain, double vx, double vy) {
        double speed = Math.hypot(vx, vy);
        GuideCurve curve = new GuideCurve(new double[] {0, 0, vx / speed, vy / speed}, speed, 0);
        return new Keyframe(parameter, domain, FieldGrid.bake(new SketchedField(Sketch.of(curve), domain, false, 1.9, 0.1), 8, 8));
    }

    private static double[] sample(KeyframedField field, double parameter, double x, double y) {
        double[] out = new double[3];
        assertThat(field.sample(parameter, x, y, out)).as("a vector at (%s, %s) for %s", x, y, parameter).isTrue();
        return out;
    }

    @Test
    void keyframesAreClampedBelowTheFirstAndAboveTheLast() {
        Domain square = new RectangleDomain(0, 0, 4, 4);
        KeyframedField field = new KeyframedField(List.of(uniform(0, square, 1, 0), uniform(1, square, 0, 2)), false, 0);

        assertThat(sample(field, -5, 1, 1)).containsExactly(new double[] {1, 0, 1}, within(1e-12));
        assertThat(sample(field, 0, 1, 1)).containsExactly(new double[] {1, 0, 1}, within(1e-12));
        assertThat(sample(field, 1, 1, 1)).containsExactly(new double[] {0, 2, 1}, within(1e-12));
        assertThat(sample(field, 7, 1, 1)).containsExactly(new double[] {0, 2, 1}, within(1e-12));
    }

    @Test
    void vectorsAreInterpolatedLinearlyBetweenNeighbouringKeyframes() {
        Domain square = new RectangleDomain(0, 0, 4, 4);
        KeyframedField field = new KeyframedField(
                List.of(uniform(0, square, 1, 0), uniform(1, square, 0, 2), uniform(3, square, -2, 0)), false, 0);

        assertThat(sample(field, 0.25, -1, 1)).containsExactly(new double[] {0.75, 0.5, 1}, within(1e-12));
        assertThat(sample(field, 2, -1, 1)).containsExactly(new double[] {-1, 1, 1}, within(1e-12));
    }

    @Test
    void betweenKeyframesEachGridIsReadWhereThePointSitsInItsOwnDomain() {
        // Two swirls baked on grids of the same size over domains of different size and place, and
        // the same with holes (an orientation field with zero areas), which is re-weighted grid by grid.
        for (boolean orientation : new boolean[] {false, true}) {
            Keyframe small = swirl(0, new RectangleDomain(0.5, -0.5, 2, 3), orientation);
            Keyframe large = swirl(2, new RectangleDomain(0, -1, 4, 5), orientation);
            KeyframedField field = new KeyframedField(List.of(small, large), orientation, 0);
            double fraction = 0.3;
            double[] out = new double[3];
            Random random = new Random(11);
            int compared = 0;
            for (int point = 0; point < 400; point++) {
                // (u, v) in half extents from the centre, the same place in every keyframe's domain.
                double u = 2 * random.nextDouble() - 1;
                double v = 2 * random.nextDouble() - 1;
                double[] a = new double[3];
                double[] b = new double[3];
                boolean inSmall = small.grid().sample(0.5 + u * 1, -0.5 + v * 1.5, a);
                boolean inLarge = large.grid().sample(0 + u * 2, -1 + v * 2.5, b);
                boolean found = field.sample(2 * fraction, lerp(0.5, 0, fraction) + u * lerp(1, 2, fraction),
                        lerp(-0.5, -1, fraction) + v * lerp(1.5, 2.5, fraction), out);
                assertThat(found).as("a vector where either keyframe has one, (%s, %s)", u, v).isEqualTo(inSmall || inLarge);
                if (inSmall && inLarge) {
                    double x = (1 - fraction) * a[0] + fraction * b[0];
                    double y = (1 - fraction) * a[1] + fraction * b[1];
                    double length = orientation ? Math.hypot(x, y) : 1;
                    assertThat(out[0]).as("vx at (%s, %s)", u, v).isCloseTo(x / length, within(1e-12));
                    assertThat(out[1]).as("vy at (%s, %s)", u, v).isCloseTo(y / length, within(1e-12));
                    compared++;
                }
            }
            assertThat(compared).as("points inside both keyframes' fields").isGreaterThan(orientation ? 100 : 390);
        }
    }

    /** Curves turning round the domain's centre, with a zero area in one corner for an orientation field. */
    private static Keyframe swirl(double parameter, Domain domain, boolean orientation) {
        double cx = (domain.minX() + domain.maxX()) / 2;
        double cy = (domain.minY() + domain.maxY()) / 2;
        double rx = (domain.maxX() - domain.minX()) / 2;
        double ry = (domain.maxY() - domain.minY()) / 2;
        List<GuideCurve> curves = List.of(new GuideCurve(new double[] {cx - rx, cy, cx, cy + ry, cx + rx, cy}, 1.5, 0),
                new GuideCurve(new double[] {cx + rx, cy - ry / 2, cx - rx / 2, cy - ry}, 0.7, 0));
        List<ZeroPolygon> zeroAreas = orientation
                ? List.of(new ZeroPolygon(new double[] {cx + rx / 2, cy + ry / 2, cx + rx, cy + ry / 2, cx + rx, cy + ry, cx + rx / 2, cy + ry}))
                : List.of();
        Sketch sketch = new Sketch(curves, zeroAreas, null);
        return new Keyframe(parameter, domain, FieldGrid.bake(new SketchedField(sketch, domain, orientation, 1.9, 0.1), 12, 12));
    }

    private static double lerp(double from, double to, double fraction) {
        return from + (to - from) * fraction;
    }

    @Test
    void domainsGrowBetweenKeyframesAndPointsKeepTheirRelativePlace() {
        // The paper's VIP field: 1 × 1 m at 0 m/s, 3 × 3 m at 1 m/s.
        KeyframedField field = new KeyframedField(List.of(uniform(0, new RectangleDomain(0, 0, 1, 1), 0, -1),
                uniform(1, new RectangleDomain(0, 0, 3, 3), 0, -1)), false, 0);
        double[] out = new double[3];

        assertThat(field.domain(0.5)).isEqualTo(new RectangleDomain(0, 0, 2, 2));
        assertThat(field.sample(0, 0.8, 0, out)).as("outside 1 × 1").isFalse();
        assertThat(field.sample(0.5, 0.8, 0, out)).as("inside 2 × 2").isTrue();
        assertThat(field.sample(0.5, 1.2, 0, out)).as("outside 2 × 2").isFalse();
        assertThat(field.sample(2, 1.4, -1.4, out)).as("inside 3 × 3, clamped above the last keyframe").isTrue();
        assertThat(new DiskDomain(0, 0, 1).interpolate(new DiskDomain(2, 0, 3), 0.25)).isEqualTo(new DiskDomain(0.5, 0, 1.5));
    }

    @Test
    void keyframesWhoseDomainsCannotBeInterpolatedAreRefused() {
        assertThatThrownBy(() -> new KeyframedField(
                List.of(uniform(0, new RectangleDomain(0, 0, 1, 1), 1, 0), uniform(1, new DiskDomain(0, 0, 2), 1, 0)), false, 0))
                .hasMessageContaining("different shapes");
        Domain square = new RectangleDomain(0, 0, 1, 1);
        assertThatThrownBy(() -> new KeyframedField(List.of(uniform(1, square, 1, 0), uniform(1, square, 1, 0)), false, 0))
                .hasMessageContaining("not after keyframe 1");
    }

    @Test
    void theBorderFalloffFadesVelocitiesAndWeighsOrientationsDown() {
        Domain square = new RectangleDomain(0, 0, 10, 10);
        KeyframedField velocity = new KeyframedField(List.of(uniform(0, square, 2, 0)), false, 1);

        assertThat(sample(velocity, 0, 0, 0)).containsExactly(new double[] {2, 0, 1}, within(1e-12));
        assertThat(sample(velocity, 0, 4.5, 0)).containsExactly(new double[] {1, 0, 1}, within(1e-12));
        assertThat(sample(velocity, 0, 4.9, -1)).containsExactly(new double[] {0.2, 0, 1}, within(1e-9));

        GuideCurve curve = new GuideCurve(new double[] {0, 0, 0, 1}, 1, 0);
        KeyframedField orientation = new KeyframedField(List.of(new Keyframe(0, square,
                FieldGrid.bake(new SketchedField(Sketch.of(curve), square, true, 1.9, 0.1), 4, 4))), true, 2);
        assertThat(sample(orientation, 0, 0, 4)).containsExactly(new double[] {0, 1, 0.5}, within(1e-12));
    }

    @Test
    void withoutFalloffTheFieldKeepsFullStrengthUpToItsBorder() {
        KeyframedField field = new KeyframedField(List.of(uniform(0, new DiskDomain(0, 0, 2), 1.5, 0)), false, 0);
        double[] out = new double[3];

        assertThat(sample(field, 0, 0, 1.999)).containsExactly(new double[] {1.5, 0, 1}, within(1e-12));
        assertThat(field.sample(0, 0, 2.001, out)).isFalse();
    }

    @Test
    void theEnclosingCircleHoldsTheDomainAtEveryParameterAndNoMore() {
        // A personal space that grows and moves ahead of its walker, as disks and as rectangles.
        KeyframedField disks = new KeyframedField(List.of(uniform(0, new DiskDomain(0, 0, 0.8), 0, -1),
                uniform(1.3, new DiskDomain(0, -0.5, 1.5), 0, -1)), false, 0);
        KeyframedField rectangles = new KeyframedField(List.of(uniform(0, new RectangleDomain(0, 0, 1, 1), 0, -1),
                uniform(1.8, new RectangleDomain(0.5, -1, 3, 4), 0, -1)), false, 0);
        double[] out = new double[3];
        double[] circle = new double[3];
        for (KeyframedField field : List.of(disks, rectangles)) {
            for (double parameter = -0.5; parameter <= 2.5; parameter += 0.1) {
                field.enclosingCircle(parameter, circle);
                double farthestContained = 0;
                for (double x = -3; x <= 3; x += 0.01) {
                    for (double y = -3; y <= 3; y += 0.01) {
                        if (field.sample(parameter, x, y, out)) {
                            farthestContained = Math.max(farthestContained, Math.hypot(x - circle[0], y - circle[1]));
                        }
                    }
                }
                assertThat(farthestContained).as("no point of the domain at %.1f lies outside its circle", parameter)
                        .isLessThanOrEqualTo(circle[2]);
                assertThat(farthestContained).as("the circle at %.1f is no wider than the domain", parameter)
                        .isGreaterThan(circle[2] - 0.015);
            }
        }
    }
}
