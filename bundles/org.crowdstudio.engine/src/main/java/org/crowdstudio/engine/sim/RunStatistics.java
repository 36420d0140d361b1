package org.crowdstudio.engine.sim;

import java.util.HashSet;
import java.util.Set;

import org.crowdstudio.engine.spatial.UniformGrid;
import org.crowdstudio.engine.spi.CrowdState;
import org.crowdstudio.engine.spi.StepObserver;

/**
 * What a run is summed up by, in {@code simulate} and in every run of a sweep: collisions (a pair
 * of agents starting to overlap), the smallest distance between two agents' centres, the mean
 * speed and the fraction of agents at their goal.
 */
public final class RunStatistics implements StepObserver {

    /** How far to look for the nearest other agent; farther means the crowd is sparse, not close. */
    private static final double NEAREST_RANGE = 10;

    private double[] x = new double[0];
    private double[] y = new double[0];
    private final UniformGrid grid = new UniformGrid(2);
    private int[] found = new int[64];
    private final int[] nearest = new int[1];
    private final double[] nearestDistance = new double[1];
    private Set<Long> overlapping = new HashSet<>();
    private long collisions;
    private double deepestOverlap;
    private double minimumDistance = Double.POSITIVE_INFINITY;
    private double speedSum;
    private long speedSamples;
    private int seeking;
    private int arrived;

    /** Looks at the starting state too, so that agents placed overlapping are counted. */
    public void start(CrowdState state) {
        stepped(0, 0, state);
    }

    @Override
    public void stepped(long step, double time, CrowdState state) {
        int n = state.size();
        if (x.length < n) {
            x = new double[n];
            y = new double[n];
        }
        double largestRadius = 0;
        for (int i = 0; i < n; i++) {
            x[i] = state.x(i);
            y[i] = state.y(i);
            largestRadius = Math.max(largestRadius, state.radius(i));
        }
        grid.rebuild(x, y, n);
        Set<Long> now = new HashSet<>();
        seeking = 0;
        arrived = 0;
        for (int i = 0; i < n; i++) {
            if (grid.nearest(x[i], y[i], NEAREST_RANGE, 1, i, nearest, nearestDistance) > 0) {
                minimumDistance = Math.min(minimumDistance, Math.sqrt(nearestDistance[0]));
            }
            int count = grid.withinRadius(x[i], y[i], state.radius(i) + largestRadius, i, found);
            if (count > found.length) {
                found = new int[Integer.highestOneBit(count) * 2];
                count = grid.withinRadius(x[i], y[i], state.radius(i) + largestRadius, i, found);
            }
            for (int c = 0; c < count; c++) {
                int j = found[c];
                double overlap = state.radius(i) + state.radius(j) - Math.hypot(x[i] - x[j], y[i] - y[j]);
                if (j > i && overlap > 0) {
                    now.add((long) i << 32 | j);
                    deepestOverlap = Math.max(deepestOverlap, overlap);
                }
            }
            speedSum += Math.hypot(state.vx(i), state.vy(i));
            if (state.seeksGoal(i)) {
                seeking++;
                arrived += state.arrived(i) ? 1 : 0;
            }
        }
        speedSamples += n;
        for (Long pair : now) {
            if (!overlapping.contains(pair)) {
                collisions++;
            }
        }
        overlapping = now;
    }

    public long collisions() {
        return collisions;
    }

    /** @return the deepest overlap of two bodies seen, in metres */
    public double deepestOverlap() {
        return deepestOverlap;
    }

    /** @return the smallest centre distance seen, or infinity if no two agents came within 10 m */
    public double minimumDistance() {
        return minimumDistance;
    }

    public double meanSpeed() {
        return speedSamples == 0 ? 0 : speedSum / speedSamples;
    }

    /** @return how many agents have a last goal to reach */
    public int seeking() {
        return seeking;
    }

    /** @return how many of those have reached it */
    public int arrived() {
        return arrived;
    }
}
