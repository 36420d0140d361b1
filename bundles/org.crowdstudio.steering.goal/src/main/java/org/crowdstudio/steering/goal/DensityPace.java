package org.crowdstudio.steering.goal;

import java.util.List;

import org.crowdstudio.engine.spatial.EdgeGrid;
import org.crowdstudio.engine.spi.AgentView;

/**
 * How fast people walk in the crowd ahead of them: the density within {@value #RADIUS} m in front
 * of an agent, and the speed the empirical fundamental diagram gives it (Weidmann 1993:
 * v = 1.34 (1 − exp(−1.913 (1/ρ − 1/5.4))) m/s), as a share of its speed at
 * {@value #FREE_DENSITY} per m². Up to that density people walk at their own preferred speed: the
 * diagram's 1 to 3 % there is less than one walker differs from the next, and would only make
 * companions drift apart.
 *
 * <p>The density is a smooth count of the people ahead: each agent in the disc weighs
 * (1 − (d/R)²) cos θ, θ its angle off the walking direction, and nobody behind or level counts. So
 * a guide is not slowed by the tourists behind her, nor a walker by the friend at its side, while
 * in a uniform crowd the count is the crowd's density; and a neighbour stepping in or out of the
 * disc changes the pace a little, not at once. Walls take part of the disc where nobody can stand;
 * the count is divided by the share of the weight they leave open, so that a walker beside a wall
 * does not take its crowd for a thinner one.
 */
final class DensityPace {

    /** The disc the density is counted in, m: a few people ahead even at 0.5 per m². */
    static final double RADIUS = 2;
    /** Up to this density, per m², agents keep their preferred speed. */
    static final double FREE_DENSITY = 0.5;
    private static final double GAMMA = 1.913;
    /** Weidmann's jam density, per m²: nobody moves. */
    private static final double JAM_DENSITY = 5.4;
    /** The slowest pace: even a packed crowd shuffles forward. */
    private static final double SLOWEST = 0.05;
    /** Of the weight, at least this share is taken to be open, however many walls cut the disc. */
    private static final double LEAST_OPEN = 0.25;
    /** The weights integrate to R²/2 over the half disc ahead. */
    private static final double TOTAL_WEIGHT = RADIUS * RADIUS / 2;
    /** Weidmann's speed at {@link #FREE_DENSITY}, worked out once rather than for every agent. */
    private static final double FREE_SPEED = weidmann(FREE_DENSITY);
    private static final int MAX_COUNTED = 128;
    private static final int MAX_WALLS = 16;
    /** Where walls are looked for: sample points of the half disc ahead, in the walking frame (along, across), and their weights. */
    private static final double[] SAMPLE_ALONG;
    private static final double[] SAMPLE_ACROSS;
    private static final double[] SAMPLE_WEIGHT;

    static {
        int rings = 4;
        int sectors = 8;
        SAMPLE_ALONG = new double[rings * sectors];
        SAMPLE_ACROSS = new double[rings * sectors];
        SAMPLE_WEIGHT = new double[rings * sectors];
        for (int ring = 0; ring < rings; ring++) {
            double r = RADIUS * (ring + 0.5) / rings;
            for (int sector = 0; sector < sectors; sector++) {
                double angle = Math.PI * ((sector + 0.5) / sectors - 0.5);
                int k = ring * sectors + sector;
                SAMPLE_ALONG[k] = r * StrictMath.cos(angle);
                SAMPLE_ACROSS[k] = r * StrictMath.sin(angle);
                // The kernel times the area the sample stands for, which grows with r.
                SAMPLE_WEIGHT[k] = (1 - r * r / (RADIUS * RADIUS)) * StrictMath.cos(angle) * r;
            }
        }
    }

    private final EdgeGrid walls;
    private final ThreadLocal<int[]> neighbours = ThreadLocal.withInitial(() -> new int[MAX_COUNTED]);
    private final ThreadLocal<double[]> wallPoints = ThreadLocal.withInitial(() -> new double[2 * MAX_WALLS]);

    DensityPace(List<double[]> obstacles) {
        this.walls = EdgeGrid.of(obstacles, RADIUS);
    }

    /**
     * @param aheadX the walking direction, a unit vector, x
     * @param aheadY y
     * @return the share of its preferred speed the agent walks at in the crowd ahead of it, up to 1
     */
    double pace(AgentView agent, double aheadX, double aheadY) {
        return paceAt(density(agent, aheadX, aheadY));
    }

    /** @return the share of the preferred speed the fundamental diagram gives at this density, per m² */
    static double paceAt(double density) {
        if (density <= FREE_DENSITY) {
            return 1;
        }
        return Math.clamp(weidmann(density) / FREE_SPEED, SLOWEST, 1);
    }

    /** Weidmann's speed at this density, as a share of his free speed of 1.34 m/s. */
    private static double weidmann(double density) {
        return 1 - Math.exp(-GAMMA * (1 / density - 1 / JAM_DENSITY));
    }

    /** @return the people per m² ahead of the agent */
    double density(AgentView agent, double aheadX, double aheadY) {
        int[] around = neighbours.get();
        int found = Math.min(agent.neighboursWithin(RADIUS, around), around.length);
        double weight = 0;
        for (int n = 0; n < found; n++) {
            double dx = agent.x(around[n]) - agent.x();
            double dy = agent.y(around[n]) - agent.y();
            double squared = dx * dx + dy * dy;
            // Nobody behind or level counts, nor anyone at the rim: their terms are made zero rather
            // than skipped, as a branch on a neighbour's side is mispredicted half the time. The
            // least positive double keeps a neighbour on the very spot from dividing zero by zero;
            // any other distance is left as it is, so each term is what it was (for any distance
            // whose square does not underflow to zero, some 1e-162 m).
            double along = Math.max(0, dx * aheadX + dy * aheadY);
            double nearness = Math.max(0, 1 - squared / (RADIUS * RADIUS));
            weight += nearness * along / Math.sqrt(Math.max(squared, Double.MIN_VALUE));
        }
        return weight / (TOTAL_WEIGHT * openShare(agent.x(), agent.y(), aheadX, aheadY));
    }

    /** The share of the half disc's weight that is not behind a wall, from its sample points. */
    private double openShare(double x, double y, double aheadX, double aheadY) {
        if (walls.isEmpty()) {
            return 1;
        }
        double[] points = wallPoints.get();
        int found = Math.min(walls.nearestPoints(x, y, RADIUS, points), MAX_WALLS);
        if (found == 0) {
            return 1;
        }
        double open = 0;
        double all = 0;
        for (int k = 0; k < SAMPLE_WEIGHT.length; k++) {
            double sx = x + SAMPLE_ALONG[k] * aheadX - SAMPLE_ACROSS[k] * aheadY;
            double sy = y + SAMPLE_ALONG[k] * aheadY + SAMPLE_ACROSS[k] * aheadX;
            all += SAMPLE_WEIGHT[k];
            if (!behindWall(x, y, sx, sy, points, found)) {
                open += SAMPLE_WEIGHT[k];
            }
        }
        return Math.max(LEAST_OPEN, open / all);
    }

    /** Whether the sample lies past the line of a wall's nearest point, seen from the agent. */
    private static boolean behindWall(double x, double y, double sx, double sy, double[] points, int found) {
        for (int p = 0; p < found; p++) {
            double nx = points[2 * p] - x;
            double ny = points[2 * p + 1] - y;
            double distanceSquared = nx * nx + ny * ny;
            if ((sx - x) * nx + (sy - y) * ny > distanceSquared) {
                return true;
            }
        }
        return false;
    }
}
