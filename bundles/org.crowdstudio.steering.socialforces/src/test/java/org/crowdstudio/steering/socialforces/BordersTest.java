package org.crowdstudio.steering.socialforces;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** Obstacle repulsion, and the bucket grid that finds the edges near an agent. */
class BordersTest {

    private static final double U0 = 10;
    private static final double R = 0.2;

    /** A wall above y = 2, counter-clockwise. */
    private static final double[] WALL = {-15, 2, 15, 2, 15, 3, -15, 3};

    @Test
    void aWallPushesAwayFromItsNearestPointWithThePotentialOfTheGapToTheBody() {
        Borders borders = new Borders(List.of(WALL), U0, R, 2);
        double[] push = new double[2];

        borders.add(0, 1, 0.3, borders.newVisits(), push);

        // Centre 1 m below the wall, body 0.7 m: −dU/dd = U⁰/R exp(−0.7/R), straight down.
        assertThat(push[0]).isCloseTo(0, within(1e-12));
        assertThat(push[1]).isCloseTo(-U0 / R * Math.exp(-0.7 / R), within(1e-12));
    }

    @Test
    void nearACornerThePushPointsAwayFromTheCorner() {
        Borders borders = new Borders(List.of(WALL), U0, R, 2);
        double[] push = new double[2];

        borders.add(16, 1, 0.3, borders.newVisits(), push);

        // Nearest point (15, 2); the two edges meeting there both face the agent.
        assertThat(push[0]).isPositive();
        assertThat(push[1]).isNegative();
        assertThat(push[0]).isCloseTo(-push[1], within(1e-12));
    }

    @Test
    void edgesFartherThanTheObstacleDistanceFromTheBodyArePassedOver() {
        Borders borders = new Borders(List.of(WALL), U0, R, 2);
        double[] push = new double[2];

        borders.add(0, -0.35, 0.3, borders.newVisits(), push);

        assertThat(push).containsExactly(0, 0);
    }

    @Test
    void aClockwisePolygonIsTurnedRoundAndRepelsAlike() {
        double[] clockwise = {-15, 2, -15, 3, 15, 3, 15, 2};
        double[] expected = new double[2];
        double[] actual = new double[2];
        Borders counterClockwiseBorders = new Borders(List.of(WALL), U0, R, 2);
        Borders clockwiseBorders = new Borders(List.of(clockwise), U0, R, 2);

        counterClockwiseBorders.add(3, 1.2, 0.3, counterClockwiseBorders.newVisits(), expected);
        clockwiseBorders.add(3, 1.2, 0.3, clockwiseBorders.newVisits(), actual);

        assertThat(actual[0]).isCloseTo(expected[0], within(1e-12));
        assertThat(actual[1]).isCloseTo(expected[1], within(1e-12)).isNegative();
    }

    @Test
    void theGridFindsExactlyWhatLookingAtEveryEdgeFinds() {
        Random random = new Random(17);
        List<double[]> polygons = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            polygons.add(randomConvexPolygon(random, random.nextDouble() * 60, random.nextDouble() * 40));
        }
        polygons.add(new double[] {-5, -5, 70, 50, 69, 51}); // one long diagonal sliver across many buckets
        Borders borders = new Borders(polygons, U0, R, 2);
        Borders.Visits visits = borders.newVisits();
        for (int sample = 0; sample < 2000; sample++) {
            double x = random.nextDouble() * 80 - 10;
            double y = random.nextDouble() * 60 - 10;
            double radius = 0.2 + 0.2 * random.nextDouble();
            double[] push = new double[2];
            borders.add(x, y, radius, visits, push);

            double[] expected = everyEdge(polygons, x, y, radius, 2);
            double scale = Math.max(1, Math.hypot(expected[0], expected[1]));
            assertThat(push[0]).as("sample %d", sample).isCloseTo(expected[0], within(1e-12 * scale));
            assertThat(push[1]).as("sample %d", sample).isCloseTo(expected[1], within(1e-12 * scale));
        }
    }

    @Test
    void anAgentLooksOnlyAtTheEdgesNearItHoweverManyObstaclesLieFarAway() {
        List<double[]> crates = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            for (int j = 0; j < 100; j++) {
                double x = 10 * i;
                double y = 10 * j;
                crates.add(new double[] {x, y, x + 1, y, x + 1, y + 1, x, y + 1});
            }
        }
        Borders borders = new Borders(crates, U0, R, 2);
        Borders.Visits visits = borders.newVisits();

        double[] push = new double[2];

        int looked = borders.add(502, 500.5, 0.3, visits, push);

        assertThat(borders.edgeCount()).isEqualTo(40_000);
        assertThat(looked).isBetween(1, 8);
        assertThat(push[0]).isPositive();
    }

    @Test
    void anEdgeSpanningManyBucketsCountsOnce() {
        double[] longWall = {-500, 0, 500, 0, 500, 1, -500, 1};
        Borders borders = new Borders(List.of(longWall), U0, R, 2);
        double[] push = new double[2];

        int looked = borders.add(0, -0.8, 0.3, borders.newVisits(), push);

        // The two long edges are in every bucket around the agent; only the lower one faces it.
        assertThat(looked).isEqualTo(2);
        assertThat(push[0]).isZero();
        assertThat(push[1]).isCloseTo(-U0 / R * Math.exp(-0.5 / R), within(1e-12));
    }

    private static double[] randomConvexPolygon(Random random, double cx, double cy) {
        int n = 3 + random.nextInt(5);
        double[] polygon = new double[2 * n];
        double size = 0.3 + 3 * random.nextDouble();
        for (int k = 0; k < n; k++) {
            double angle = 2 * Math.PI * k / n;
            polygon[2 * k] = cx + size * Math.cos(angle);
            polygon[2 * k + 1] = cy + size * Math.sin(angle);
        }
        return polygon;
    }

    /** The same push, from every edge of every polygon: the definition the grid must match. */
    private static double[] everyEdge(List<double[]> polygons, double x, double y, double radius, double reach) {
        double[] push = new double[2];
        for (double[] polygon : polygons) {
            int n = polygon.length / 2;
            for (int i = 0; i < n; i++) {
                double ax = polygon[2 * i];
                double ay = polygon[2 * i + 1];
                double ex = polygon[2 * ((i + 1) % n)] - ax;
                double ey = polygon[2 * ((i + 1) % n) + 1] - ay;
                double px = x - ax;
                double py = y - ay;
                if (ex * py - ey * px >= 0) {
                    continue;
                }
                double t = Math.max(0, Math.min(1, (px * ex + py * ey) / (ex * ex + ey * ey)));
                double awayX = px - t * ex;
                double awayY = py - t * ey;
                double distance = Math.hypot(awayX, awayY);
                if (distance - radius >= reach) {
                    continue;
                }
                double magnitude = U0 / R * Math.exp(-(distance - radius) / R);
                push[0] += magnitude * awayX / distance;
                push[1] += magnitude * awayY / distance;
            }
        }
        return push;
    }
}
