package org.crowdstudio.steering.orca;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

/** Agents steered by ORCA never enter a static polygon obstacle. */
class ObstacleAvoidanceTest {

    private static final double RADIUS = 0.3;

    /** A 4 × 1 m wall from (−2, 0) to (2, 1), counter-clockwise. */
    private static final Obstacles WALL = new Obstacles(List.of(new double[] {-2, 0, 2, 0, 2, 1, -2, 1}));

    @Test
    void anAgentWalkingStraightAtAWallStopsShortOfIt() {
        double[] path = walk(0, -3, 0, 1.3, WALL, 100);

        assertThat(path[1]).as("final y").isLessThan(0).isGreaterThan(-RADIUS - 0.1);
        assertThat(path[2]).as("closest distance to the wall").isGreaterThanOrEqualTo(RADIUS * 0.99);
    }

    @Test
    void anAgentWalkingDiagonallySlidesAlongTheWall() {
        double[] path = walk(-1, -1, 1.0, 0.8, WALL, 60);

        assertThat(path[0]).as("final x").isGreaterThan(2);
        assertThat(path[2]).as("closest distance to the wall").isGreaterThanOrEqualTo(RADIUS * 0.99);
    }

    @Test
    void anAgentTouchingAWallExactlyAtACornerIsPushedOutNotIntoNumericalNonsense() {
        // (2, -0.2) projects onto the end of the bottom edge exactly (s = 1) and overlaps it.
        OrcaSolver solver = new OrcaSolver();
        double[] velocity = new double[2];

        solver.solve(new OrcaSolver.Agent(2, -0.2, 0, 0, RADIUS, 1.8), 0, 1.3, new Neighbours(0), 2, WALL, 2, 0.1, velocity);

        assertThat(velocity[0]).isFinite();
        assertThat(velocity[1]).as("never further into the wall").isFinite().isLessThanOrEqualTo(1e-9);
    }

    /**
     * Steers one agent with a constant preferred velocity.
     *
     * @return final x, final y, and the smallest distance from the agent's centre to an obstacle
     */
    static double[] walk(double x, double y, double preferredVx, double preferredVy, Obstacles obstacles, int steps) {
        OrcaSolver solver = new OrcaSolver();
        Neighbours nobody = new Neighbours(0);
        double vx = 0;
        double vy = 0;
        double closest = distanceToObstacles(obstacles, x, y);
        double[] velocity = new double[2];
        for (int step = 0; step < steps; step++) {
            solver.solve(new OrcaSolver.Agent(x, y, vx, vy, RADIUS, 1.8), preferredVx, preferredVy, nobody, 2, obstacles, 2, 0.1, velocity);
            vx = velocity[0];
            vy = velocity[1];
            x += vx * 0.1;
            y += vy * 0.1;
            closest = Math.min(closest, distanceToObstacles(obstacles, x, y));
        }
        return new double[] {x, y, closest};
    }

    /** Distance from a point to the nearest obstacle boundary, negative inside an obstacle. */
    static double distanceToObstacles(Obstacles obstacles, double x, double y) {
        double best = Double.POSITIVE_INFINITY;
        for (int edge = 0; edge < obstacles.vertexCount(); edge++) {
            int end = obstacles.next(edge);
            best = Math.min(best, Math.sqrt(Obstacles.distanceSquaredToSegment(obstacles.x(edge), obstacles.y(edge), obstacles.x(end),
                    obstacles.y(end), x, y)));
        }
        return obstacles.contains(x, y) ? -best : best;
    }
}
