package org.crowdstudio.steering.anisotropic;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;

/**
 * Ramer–Douglas–Peucker simplification: drops the points of a polyline that lie within a
 * tolerance of the line through the points kept around them. An observed trajectory, sampled
 * every tenth of a second, keeps its shape with a few points per straight stretch, so a scenario
 * that stores what a field was learned from stays small enough to read and diff.
 */
public final class PolylineSimplifier {

    private PolylineSimplifier() {
    }

    /**
     * @param xy the points, x then y
     * @param tolerance the largest distance, metres, a dropped point may lie from what is kept
     * @return the points kept, x then y; always the first and the last
     */
    public static double[] simplify(double[] xy, double tolerance) {
        int points = xy.length / 2;
        if (points <= 2) {
            return xy.clone();
        }
        boolean[] kept = new boolean[points];
        kept[0] = true;
        kept[points - 1] = true;
        // A stack instead of recursion: a long track would otherwise go as deep as it has points.
        Deque<int[]> spans = new ArrayDeque<>();
        spans.push(new int[] {0, points - 1});
        while (!spans.isEmpty()) {
            int[] span = spans.pop();
            int farthest = -1;
            double farthestDistance = tolerance;
            for (int p = span[0] + 1; p < span[1]; p++) {
                double distance = distanceToSegment(xy, p, span[0], span[1]);
                if (distance > farthestDistance) {
                    farthestDistance = distance;
                    farthest = p;
                }
            }
            if (farthest >= 0) {
                kept[farthest] = true;
                spans.push(new int[] {span[0], farthest});
                spans.push(new int[] {farthest, span[1]});
            }
        }
        double[] result = new double[xy.length];
        int length = 0;
        for (int p = 0; p < points; p++) {
            if (kept[p]) {
                result[length++] = xy[2 * p];
                result[length++] = xy[2 * p + 1];
            }
        }
        return Arrays.copyOf(result, length);
    }

    private static double distanceToSegment(double[] xy, int point, int from, int to) {
        double ax = xy[2 * from];
        double ay = xy[2 * from + 1];
        double dx = xy[2 * to] - ax;
        double dy = xy[2 * to + 1] - ay;
        double px = xy[2 * point] - ax;
        double py = xy[2 * point + 1] - ay;
        double lengthSquared = dx * dx + dy * dy;
        double along = lengthSquared == 0 ? 0 : Math.clamp((px * dx + py * dy) / lengthSquared, 0, 1);
        return Math.hypot(px - along * dx, py - along * dy);
    }
}
