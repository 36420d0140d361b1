package org.crowdstudio.steering.orca;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

import net.jqwik.api.Assume;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;

/** Whatever it wants to do, an ORCA agent keeps its body out of every obstacle. */
class ObstacleProperties {

    /**
     * Looking up the filed edges near an agent gives the answer a look at every edge gives, in
     * the same order, so the velocities stay the same to the bit: a floor of counters like the
     * navigation benchmark's, and a long wall across it. A range below zero is squared, as a
     * look at every edge squared it.
     */
    @Property(tries = 300)
    void theEdgesNearAnAgentAreThoseALookAtEveryEdgeFinds(@ForAll @IntRange(min = 0, max = 60) int boxes,
            @ForAll long layout, @ForAll @DoubleRange(min = -5, max = 45) double x,
            @ForAll @DoubleRange(min = -5, max = 45) double y, @ForAll @DoubleRange(min = -3, max = 12) double range) {
        Random random = new Random(layout);
        List<double[]> polygons = new ArrayList<>();
        for (int b = 0; b < boxes; b++) {
            double left = random.nextInt(10) * 4;
            double bottom = random.nextInt(8) * 5;
            // Some counters touch their neighbours along a side or at a corner, and some stand on the
            // same spot twice, so that equally near edges are common.
            double width = random.nextBoolean() ? 4 : 2;
            double depth = random.nextBoolean() ? 5 : 1.2;
            double right = left + width;
            double top = bottom + depth;
            polygons.add(new double[] {left, bottom, right, bottom, right, top, left, top});
        }
        if (random.nextBoolean()) {
            polygons.add(new double[] {-2, 20, 42, 21, 42, 21.3, -2, 20.3});
        }
        Obstacles obstacles = new Obstacles(polygons);
        int vertices = obstacles.vertexCount();

        int[] edges = new int[vertices];
        int found = obstacles.edgesNear(x, y, range, edges, new double[vertices], new int[vertices]);

        assertThat(Arrays.copyOf(edges, found)).containsExactly(edgesNearLookingAtEveryEdge(obstacles, x, y, range));
    }

    /** An agent whose reach is not a number of metres from zero up still gets what a look at every edge gave it. */
    @Example
    void aReachBelowZeroOrNotANumberIsAnsweredAsALookAtEveryEdgeAnswersIt() {
        Obstacles counter = new Obstacles(List.of(new double[] {0, 0, 2, 0, 2, 1.2, 0, 1.2}));
        int[] edges = new int[4];

        for (double range : new double[] {-2, Double.NaN}) {
            int found = counter.edgesNear(1, -1.5, range, edges, new double[4], new int[4]);

            assertThat(Arrays.copyOf(edges, found)).as("range %s", range)
                    .containsExactly(edgesNearLookingAtEveryEdge(counter, 1, -1.5, range));
        }
    }

    /** The edges in reach and seen from outside, nearest first, in index order where equally near. */
    private static int[] edgesNearLookingAtEveryEdge(Obstacles obstacles, double x, double y, double range) {
        List<double[]> near = new ArrayList<>();
        for (int edge = 0; edge < obstacles.vertexCount(); edge++) {
            int end = obstacles.next(edge);
            double ax = obstacles.x(edge);
            double ay = obstacles.y(edge);
            double side = Obstacles.leftOf(ax, ay, obstacles.x(end), obstacles.y(end), x, y);
            double distance = Obstacles.distanceSquaredToSegment(ax, ay, obstacles.x(end), obstacles.y(end), x, y);
            // Tested as the look at every edge tested it: a range that is not a number keeps every edge.
            if (side < 0 && !(distance >= range * range)) {
                near.add(new double[] {distance, edge});
            }
        }
        // A stable sort by distance keeps equally near edges in index order.
        near.sort(Comparator.comparingDouble(entry -> entry[0]));
        return near.stream().mapToInt(entry -> (int) entry[1]).toArray();
    }

    @Property(tries = 300)
    void anAgentNeverComesCloserToAnObstacleThanItsRadius(@ForAll @IntRange(min = 1, max = 4) int boxes, @ForAll long layout,
            @ForAll @DoubleRange(min = -1.5, max = 1.5) double preferredVx, @ForAll @DoubleRange(min = -1.5, max = 1.5) double preferredVy) {
        Random random = new Random(layout);
        List<double[]> polygons = new ArrayList<>();
        for (int b = 0; b < boxes; b++) {
            double x = random.nextDouble() * 8 - 4;
            double y = random.nextDouble() * 8 - 4;
            double width = 0.5 + random.nextDouble() * 3;
            double height = 0.5 + random.nextDouble() * 3;
            // Counter-clockwise boxes; some touch each other and make non-convex corners.
            polygons.add(new double[] {x, y, x + width, y, x + width, y + height, x, y + height});
        }
        Obstacles obstacles = new Obstacles(polygons);
        double startX = random.nextDouble() * 12 - 6;
        double startY = random.nextDouble() * 12 - 6;
        Assume.that(ObstacleAvoidanceTest.distanceToObstacles(obstacles, startX, startY) > 0.35);

        double[] path = ObstacleAvoidanceTest.walk(startX, startY, preferredVx, preferredVy, obstacles, 80);

        assertThat(path[2]).isGreaterThanOrEqualTo(0.3 * 0.99);
    }
}
