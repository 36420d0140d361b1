package org.crowdstudio.steering.anisotropic;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Observed paths kept with few points: straight stretches shrink, turns stay. */
class PolylineSimplifierTest {

    @Test
    void aSwayingWalkAlongAStreetKeepsItsEndsOnly() {
        double[] walk = new double[2 * 101];
        for (int p = 0; p <= 100; p++) {
            walk[2 * p] = 0.14 * p;
            walk[2 * p + 1] = 0.03 * Math.sin(p); // a walker's sway, 3 cm either side
        }

        double[] kept = PolylineSimplifier.simplify(walk, 0.1);

        assertThat(kept).containsExactly(walk[0], walk[1], walk[200], walk[201]);
    }

    @Test
    void aTurnRoundACornerIsKeptAndNoDroppedPointStraysBeyondTheTolerance() {
        // East 10 m, then north 10 m, sampled every 0.1 m.
        double[] walk = new double[2 * 201];
        for (int p = 0; p <= 200; p++) {
            walk[2 * p] = Math.min(p, 100) * 0.1;
            walk[2 * p + 1] = Math.max(0, p - 100) * 0.1;
        }

        double[] kept = PolylineSimplifier.simplify(walk, 0.1);

        assertThat(kept).hasSize(6);
        assertThat(kept[2]).isCloseTo(10, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(kept[3]).isCloseTo(0, org.assertj.core.api.Assertions.within(1e-9));
        for (int p = 0; p <= 200; p++) {
            assertThat(distanceToPolyline(kept, walk[2 * p], walk[2 * p + 1])).isLessThanOrEqualTo(0.1);
        }
    }

    @Test
    void aPathOfTwoPointsIsKeptAsItIs() {
        assertThat(PolylineSimplifier.simplify(new double[] {1, 2, 3, 4}, 5)).containsExactly(1, 2, 3, 4);
    }

    private static double distanceToPolyline(double[] xy, double x, double y) {
        double nearest = Double.POSITIVE_INFINITY;
        for (int p = 0; p + 3 < xy.length; p += 2) {
            double dx = xy[p + 2] - xy[p];
            double dy = xy[p + 3] - xy[p + 1];
            double along = Math.clamp(((x - xy[p]) * dx + (y - xy[p + 1]) * dy) / (dx * dx + dy * dy), 0, 1);
            nearest = Math.min(nearest, Math.hypot(x - xy[p] - along * dx, y - xy[p + 1] - along * dy));
        }
        return nearest;
    }
}
