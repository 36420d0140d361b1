package org.crowdstudio.engine.spatial;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;

/** Looked up farther than its reach, the edge grid finds every edge that a look at all of them finds. */
class EdgeGridProperties {

    @Property(tries = 500)
    void everyEdgeWithinTheRangeIsFoundOnce(@ForAll @IntRange(min = 0, max = 40) int polygons, @ForAll long layout,
            @ForAll @DoubleRange(min = 0.01, max = 3) double reach,
            @ForAll @DoubleRange(min = 0, max = 25) double range,
            @ForAll @DoubleRange(min = -70, max = 70) double x,
            @ForAll @DoubleRange(min = -70, max = 70) double y) {
        List<double[]> obstacles = polygons(polygons, new Random(layout));
        EdgeGrid grid = EdgeGrid.of(obstacles, reach);
        double[] edges = edges(obstacles);

        assertFindsEveryEdgeWithinOnce(grid, edges, x, y, range);
    }

    /**
     * The hard cases: a point just inside the range of one edge, which the look-up finds only in
     * a cell at the rim of the block it looks at; and ranges shorter than the reach.
     */
    @Property(tries = 1000)
    void anEdgeJustWithinTheRangeIsFound(@ForAll @IntRange(min = 1, max = 30) int polygons, @ForAll long layout,
            @ForAll @DoubleRange(min = 0.01, max = 3) double reach,
            @ForAll @DoubleRange(min = 0, max = 1) double rangeShare, @ForAll boolean shorterThanTheReach,
            @ForAll @DoubleRange(min = 0, max = 1) double along, @ForAll @DoubleRange(min = 0, max = 6.3) double angle,
            @ForAll @DoubleRange(min = 0.9, max = 1) double inside) {
        Random random = new Random(layout);
        List<double[]> obstacles = polygons(polygons, random);
        EdgeGrid grid = EdgeGrid.of(obstacles, reach);
        double[] edges = edges(obstacles);
        int chosen = random.nextInt(grid.edgeCount());
        double range = rangeShare * (shorterThanTheReach ? reach : 25);
        double away = range * inside * (1 - 1e-9);
        // A point of the chosen edge, then just less than the range away from it in any direction.
        double x = edges[4 * chosen] + along * (edges[4 * chosen + 2] - edges[4 * chosen])
                + away * Math.cos(angle);
        double y = edges[4 * chosen + 1] + along * (edges[4 * chosen + 3] - edges[4 * chosen + 1])
                + away * Math.sin(angle);

        assertFindsEveryEdgeWithinOnce(grid, edges, x, y, range);
    }

    /** Asks the grid, and checks its answer against a look at every edge. */
    private static void assertFindsEveryEdgeWithinOnce(EdgeGrid grid, double[] edges, double x, double y,
            double range) {
        int[] out = new int[grid.edgeCount()];
        int found = grid.edgesNear(x, y, range, out);

        List<Integer> within = IntStream.range(0, edges.length / 4)
                .filter(e -> distanceSquared(edges, e, x, y) < range * range).boxed().toList();
        List<Integer> answer = Arrays.stream(out, 0, found).boxed().toList();
        assertThat(answer).as("each edge once").doesNotHaveDuplicates();
        assertThat(answer).as("every edge within %.3f m of (%.3f, %.3f)", range, x, y).containsAll(within);
    }

    /** Boxes, thin triangles and long walls over a square of 100 m, some far outside the others' cells. */
    private static List<double[]> polygons(int count, Random random) {
        List<double[]> polygons = new ArrayList<>();
        for (int p = 0; p < count; p++) {
            double x = random.nextDouble() * 100 - 50;
            double y = random.nextDouble() * 100 - 50;
            switch (random.nextInt(3)) {
                case 0 -> {
                    double width = 0.1 + random.nextDouble() * 4;
                    double height = 0.1 + random.nextDouble() * 4;
                    polygons.add(new double[] {x, y, x + width, y, x + width, y + height, x, y + height});
                }
                case 1 -> polygons.add(new double[] {x, y, x + random.nextDouble() * 30 - 15,
                    y + random.nextDouble() * 30 - 15, x + random.nextDouble() - 0.5, y + random.nextDouble() - 0.5});
                default -> {
                    double length = 20 + random.nextDouble() * 60;
                    double angle = random.nextDouble() * Math.PI;
                    double dx = length * Math.cos(angle);
                    double dy = length * Math.sin(angle);
                    polygons.add(new double[] {x, y, x + dx, y + dy, x + dx - 0.2 * Math.sin(angle),
                        y + dy + 0.2 * Math.cos(angle)});
                }
            }
        }
        return polygons;
    }

    private static double[] edges(List<double[]> polygons) {
        List<Double> edges = new ArrayList<>();
        for (double[] polygon : polygons) {
            int n = polygon.length / 2;
            for (int v = 0; v < n; v++) {
                int w = (v + 1) % n;
                edges.addAll(List.of(polygon[2 * v], polygon[2 * v + 1], polygon[2 * w], polygon[2 * w + 1]));
            }
        }
        return edges.stream().mapToDouble(Double::doubleValue).toArray();
    }

    private static double distanceSquared(double[] edges, int e, double x, double y) {
        double ax = edges[4 * e];
        double ay = edges[4 * e + 1];
        double ex = edges[4 * e + 2] - ax;
        double ey = edges[4 * e + 3] - ay;
        double lengthSquared = ex * ex + ey * ey;
        double s = lengthSquared > 0 ? Math.clamp(((x - ax) * ex + (y - ay) * ey) / lengthSquared, 0, 1) : 0;
        double dx = x - (ax + s * ex);
        double dy = y - (ay + s * ey);
        return dx * dx + dy * dy;
    }
}
