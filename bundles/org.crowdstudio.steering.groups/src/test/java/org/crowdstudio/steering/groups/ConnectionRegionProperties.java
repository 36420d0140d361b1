package org.crowdstudio.steering.groups;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;

/**
 * A velocity connection (VC paper eq. 4–5) holds the velocities that bring the agent within reach
 * of its neighbour at some time between τ_min and τ; λ^VC (eq. 9) is the distance to that set.
 * Checked against the definition itself: the set is the union over t of the reach seen from the
 * agent at t, so the distance is the least over t of the distance to it.
 */
class ConnectionRegionProperties {

    private static final double MIN_TIME = 1;
    private static final int TIMES = 4000;

    @Property
    void theDistanceToAnIsotropicConnectionIsTheDistanceToReachAtSomeTime(@ForAll @DoubleRange(min = -6, max = 6) double relX,
            @ForAll @DoubleRange(min = -6, max = 6) double relY, @ForAll @DoubleRange(min = -1.5, max = 1.5) double neighbourVx,
            @ForAll @DoubleRange(min = -1.5, max = 1.5) double neighbourVy, @ForAll @DoubleRange(min = 0.5, max = 2) double reach,
            @ForAll @DoubleRange(min = 1, max = 4) double horizon, @ForAll @DoubleRange(min = -2, max = 2) double vx,
            @ForAll @DoubleRange(min = -2, max = 2) double vy) {
        ConnectionRegion region = new ConnectionRegion();
        region.disc(relX, relY, neighbourVx, neighbourVy, reach, MIN_TIME, horizon);

        double within = Math.hypot(relX, relY) <= reach ? MIN_TIME : horizon;
        double expected = Double.POSITIVE_INFINITY;
        for (int k = 0; k <= TIMES; k++) {
            double t = MIN_TIME + (within - MIN_TIME) * k / TIMES;
            // Where the neighbour is seen from the agent at t, if the agent walks at v: within reach?
            double gapX = relX + t * (neighbourVx - vx);
            double gapY = relY + t * (neighbourVy - vy);
            expected = Math.min(expected, Math.max(0, Math.hypot(gapX, gapY) - reach) / t);
        }
        assertThat(region.distance(vx, vy)).isCloseTo(expected, within(2e-3));
    }

    @Property
    void theDistanceToAFormationIsTheDistanceToItsRectangleAtSomeTime(@ForAll @DoubleRange(min = -5, max = 5) double offsetX,
            @ForAll @DoubleRange(min = -5, max = 5) double offsetY, @ForAll @DoubleRange(min = -1.5, max = 1.5) double neighbourVx,
            @ForAll @DoubleRange(min = -1.5, max = 1.5) double neighbourVy, @ForAll @DoubleRange(min = 0, max = 6.3) double angle,
            @ForAll @DoubleRange(min = 0.2, max = 1.5) double depth, @ForAll @DoubleRange(min = 0.1, max = 1) double width,
            @ForAll @DoubleRange(min = 1, max = 4) double horizon, @ForAll @DoubleRange(min = -2, max = 2) double vx,
            @ForAll @DoubleRange(min = -2, max = 2) double vy) {
        double alongX = Math.cos(angle);
        double alongY = Math.sin(angle);
        // Behind the neighbour, as a queue's connection is: along in [−0.5 − depth, −0.5], across in [−width, width].
        ConnectionRegion region = new ConnectionRegion();
        region.rectangle(offsetX, offsetY, neighbourVx, neighbourVy, alongX, alongY, -0.5 - depth, -0.5, -width, width, MIN_TIME, horizon);

        double offsetAlong = offsetX * alongX + offsetY * alongY;
        double offsetAcross = -offsetX * alongY + offsetY * alongX;
        boolean inside = offsetAlong >= -0.5 - depth && offsetAlong <= -0.5 && Math.abs(offsetAcross) <= width;
        double latest = inside ? MIN_TIME : horizon;
        double expected = Double.POSITIVE_INFINITY;
        for (int k = 0; k <= TIMES; k++) {
            double t = MIN_TIME + (latest - MIN_TIME) * k / TIMES;
            // The agent's offset from the neighbour at t, in the neighbour's frame.
            double atX = offsetX + t * (vx - neighbourVx);
            double atY = offsetY + t * (vy - neighbourVy);
            double along = atX * alongX + atY * alongY;
            double across = -atX * alongY + atY * alongX;
            double outAlong = Math.max(0, Math.max(-0.5 - depth - along, along + 0.5));
            double outAcross = Math.max(0, Math.abs(across) - width);
            expected = Math.min(expected, Math.hypot(outAlong, outAcross) / t);
        }
        assertThat(region.distance(vx, vy)).isCloseTo(expected, within(2e-3));
    }
}
