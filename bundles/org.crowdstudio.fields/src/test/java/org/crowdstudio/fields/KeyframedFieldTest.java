package org.crowdstudio.fields;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;

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
