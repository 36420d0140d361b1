package org.crowdstudio.steering.orca;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class OrcaSolverTest {

    private static final double RADIUS = 0.3;
    private static final double MAX_SPEED = 1.8;

    private final OrcaSolver solver = new OrcaSolver();
    private final double[] out = new double[2];

    @Test
    void withoutNeighboursTheNewVelocityIsThePreferredOne() {
        boolean feasible = solver.solve(agent(0, 0, 0, 0), 1.0, 0.5, new Neighbours(0), 2, 0.1, out);

        assertThat(feasible).isTrue();
        assertThat(out[0]).isEqualTo(1.0);
        assertThat(out[1]).isEqualTo(0.5);
    }

    @Test
    void aPreferredVelocityAboveMaxSpeedIsCutToMaxSpeed() {
        solver.solve(agent(0, 0, 0, 0), 3, 4, new Neighbours(0), 2, 0.1, out);

        assertThat(Math.hypot(out[0], out[1])).isCloseTo(MAX_SPEED, within(1e-12));
        assertThat(out[1] / out[0]).isCloseTo(4.0 / 3, within(1e-12));
    }

    @Test
    void twoAgentsHeadOnSwerveSymmetricallyAndNeverTouch() {
        // A walks right, B walks left, straight at each other, 2 m apart.
        OrcaSolver.Agent a = agent(-1, 0, 1.3, 0);
        OrcaSolver.Agent b = agent(1, 0, -1.3, 0);
        double[] va = new double[2];
        double[] vb = new double[2];

        solver.solve(a, 1.3, 0, neighbour(b), 2, 0.1, va);
        new OrcaSolver().solve(b, -1.3, 0, neighbour(a), 2, 0.1, vb);

        assertThat(va[1]).isNotZero();
        assertThat(vb[0]).isCloseTo(-va[0], within(1e-12));
        assertThat(vb[1]).isCloseTo(-va[1], within(1e-12));
        assertThat(closestApproach(b.x() - a.x(), b.y() - a.y(), vb[0] - va[0], vb[1] - va[1], 2)).isGreaterThanOrEqualTo(2 * RADIUS - 1e-9);
    }

    @Test
    void twoFlowsCrossingAtRightAnglesPassWithoutTouching() {
        // Ten agents walk east and ten walk north through the same square; ORCA alone must get
        // every one across without a single overlap (the constraints stay feasible at this density).
        // The flows are offset: a mirror-symmetric start would stand still, each agent facing its twin.
        int n = 20;
        double[] x = new double[n];
        double[] y = new double[n];
        double[] vx = new double[n];
        double[] vy = new double[n];
        double[] goalX = new double[n];
        double[] goalY = new double[n];
        for (int i = 0; i < 10; i++) {
            x[i] = -8 - (i % 2) * 1.5;
            y[i] = -5 + i * 1.2;
            goalX[i] = 12;
            goalY[i] = y[i];
            x[10 + i] = -4.5 + i * 1.2;
            y[10 + i] = -10 - (i % 2) * 1.5;
            goalX[10 + i] = x[10 + i];
            goalY[10 + i] = 12;
        }
        double timeStep = 0.1;
        double closest = Double.POSITIVE_INFINITY;
        double[][] next = new double[n][2];
        Neighbours neighbours = new Neighbours(n);
        int infeasible = 0;
        for (int step = 0; step < 400; step++) {
            for (int i = 0; i < n; i++) {
                neighbours.clear();
                for (int j = 0; j < n; j++) {
                    if (j != i && Math.hypot(x[j] - x[i], y[j] - y[i]) < 5) {
                        neighbours.add(x[j], y[j], vx[j], vy[j], RADIUS);
                    }
                }
                double toGoalX = goalX[i] - x[i];
                double toGoalY = goalY[i] - y[i];
                double distance = Math.hypot(toGoalX, toGoalY);
                double speed = Math.min(1.3, distance / timeStep);
                double preferredX = distance > 1e-9 ? toGoalX / distance * speed : 0;
                double preferredY = distance > 1e-9 ? toGoalY / distance * speed : 0;
                if (!solver.solve(new OrcaSolver.Agent(x[i], y[i], vx[i], vy[i], RADIUS, MAX_SPEED), preferredX, preferredY, neighbours, 2,
                        timeStep, next[i])) {
                    infeasible++;
                }
            }
            for (int i = 0; i < n; i++) {
                vx[i] = next[i][0];
                vy[i] = next[i][1];
                x[i] += vx[i] * timeStep;
                y[i] += vy[i] * timeStep;
            }
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    closest = Math.min(closest, Math.hypot(x[j] - x[i], y[j] - y[i]));
                }
            }
        }
        assertThat(infeasible).as("steps where the constraints conflicted").isZero();
        assertThat(closest).as("closest distance between centres").isGreaterThanOrEqualTo(2 * RADIUS - 1e-9);
        for (int i = 0; i < n; i++) {
            assertThat(Math.hypot(goalX[i] - x[i], goalY[i] - y[i])).as("agent %d reaches its goal", i).isLessThan(0.1);
        }
    }

    static OrcaSolver.Agent agent(double x, double y, double vx, double vy) {
        return new OrcaSolver.Agent(x, y, vx, vy, RADIUS, MAX_SPEED);
    }

    private static Neighbours neighbour(OrcaSolver.Agent other) {
        Neighbours neighbours = new Neighbours(1);
        neighbours.add(other.x(), other.y(), other.vx(), other.vy(), other.radius());
        return neighbours;
    }

    /** Smallest distance between two agents over [0, horizon] when their relative motion is p + t v. */
    static double closestApproach(double px, double py, double vx, double vy, double horizon) {
        double speedSquared = vx * vx + vy * vy;
        double t = speedSquared == 0 ? 0 : Math.max(0, Math.min(horizon, -(px * vx + py * vy) / speedSquared));
        return Math.hypot(px + t * vx, py + t * vy);
    }
}
