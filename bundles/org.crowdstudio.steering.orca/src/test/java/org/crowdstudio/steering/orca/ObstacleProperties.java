package org.crowdstudio.steering.orca;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;

/** Whatever it wants to do, an ORCA agent keeps its body out of every obstacle. */
class ObstacleProperties {

    @Property(tries = 300)
    void anAgentNeverComesCloserToAnObstacleThanItsRadius(@ForAll @IntRange(min = 1, max = 4) int boxes, @ForAll long layout,
            @ForAll @DoubleRange(min = -1.5, max = 1.5) double preferredVx, @ForAll @DoubleRange(min = -1.5, max = 1.5) double preferredVy) {
        java.util.Random random = new java.util.Random(layout);
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
