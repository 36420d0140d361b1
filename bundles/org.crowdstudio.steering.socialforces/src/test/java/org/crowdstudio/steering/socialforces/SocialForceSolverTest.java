package org.crowdstudio.steering.socialforces;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;

import org.crowdstudio.engine.spi.AgentView;
import org.junit.jupiter.api.Test;

/** One agent's new velocity: driving term, neighbours weighted by the view cone, walls. */
class SocialForceSolverTest {

    private static final double DT = 0.1;

    @Test
    void aloneTheVelocityRelaxesTowardsThePreferredOneInTheRelaxationTime() {
        SocialForceSolver solver = solver(0.5, 200, 0.5, List.of());
        FakeAgent agent = new FakeAgent(0, 0, 0.4, -0.2);
        double[] out = new double[2];

        solver.solve(agent, 1.3, 0, out);

        assertThat(out[0]).isCloseTo(0.4 + DT * (1.3 - 0.4) / 0.5, within(1e-12));
        assertThat(out[1]).isCloseTo(-0.2 + DT * (0 + 0.2) / 0.5, within(1e-12));
    }

    @Test
    void aNeighbourOutsideTheViewAnglePushesWithWeightC() {
        SocialForceSolver solver = solver(0.5, 200, 0.5, List.of());
        // Walking along +x; the same neighbour 1 m ahead, or 1 m behind.
        double[] ahead = pushOf(solver, 1, 0);
        double[] behind = pushOf(solver, -1, 0);

        assertThat(ahead[0]).isNegative();
        assertThat(behind[0]).isCloseTo(-0.5 * ahead[0], within(1e-12));
    }

    @Test
    void theViewAngleIsTwoHundredDegreesAroundTheDesiredDirection() {
        SocialForceSolver solver = solver(0.5, 200, 0.5, List.of());
        double inView = Math.toRadians(95);
        double outOfView = Math.toRadians(105);

        double[] at95 = pushOf(solver, Math.cos(inView), Math.sin(inView));
        double[] at105 = pushOf(solver, Math.cos(outOfView), Math.sin(outOfView));

        // Same distance, so the same push but for the weight.
        assertThat(Math.hypot(at105[0], at105[1])).isCloseTo(0.5 * Math.hypot(at95[0], at95[1]), within(1e-12));
    }

    @Test
    void anAgentThatWantsToStandStillMindsEveryoneFully() {
        SocialForceSolver solver = solver(0.5, 200, 0.5, List.of());
        FakeAgent agent = new FakeAgent(0, 0, 0, 0);
        agent.neighbour(-1, 0);
        double[] out = new double[2];

        solver.solve(agent, 0, 0, out);

        double full = 2.1 / 0.3 * Math.exp(-0.4 / 0.3);
        assertThat(out[0]).isCloseTo(DT * full, within(1e-12));
    }

    @Test
    void wallsPushToo() {
        SocialForceSolver solver = solver(0.5, 200, 0.5, List.of(new double[] {-15, 2, 15, 2, 15, 3, -15, 3}));
        FakeAgent agent = new FakeAgent(0, 1.5, 0, 0);
        double[] out = new double[2];

        solver.solve(agent, 0, 0, out);

        assertThat(out[1]).isCloseTo(-DT * 10 / 0.2 * Math.exp(-0.2 / 0.2), within(1e-12));
    }

    /** The velocity change (m/s) one neighbour standing at (dx, dy) from a walker going +x causes. */
    private static double[] pushOf(SocialForceSolver solver, double dx, double dy) {
        FakeAgent agent = new FakeAgent(0, 0, 1.3, 0);
        agent.neighbour(dx, dy);
        double[] out = new double[2];
        solver.solve(agent, 1.3, 0, out);
        return new double[] {out[0] - 1.3, out[1]};
    }

    private static SocialForceSolver solver(double relaxationTime, double viewAngle, double outOfViewWeight, List<double[]> obstacles) {
        return new SocialForceSolver(relaxationTime, new EllipticalRepulsion(2.1, 0.3, 0.15), new ClosingShare(1, 0.5),
                null,
                viewAngle, outOfViewWeight,
                new Borders(obstacles, 10, 0.2, 2), 5, 10);
    }

    /** An agent of radius 0.3 with at most one neighbour of radius 0.3, standing still. */
    private static final class FakeAgent implements AgentView {
        private final double x;
        private final double y;
        private final double vx;
        private final double vy;
        private double neighbourX = Double.NaN;
        private double neighbourY = Double.NaN;

        FakeAgent(double x, double y, double vx, double vy) {
            this.x = x;
            this.y = y;
            this.vx = vx;
            this.vy = vy;
        }

        void neighbour(double dx, double dy) {
            neighbourX = x + dx;
            neighbourY = y + dy;
        }

        @Override
        public int index() {
            return 0;
        }

        @Override
        public double x() {
            return x;
        }

        @Override
        public double y() {
            return y;
        }

        @Override
        public double vx() {
            return vx;
        }

        @Override
        public double vy() {
            return vy;
        }

        @Override
        public double radius() {
            return 0.3;
        }

        @Override
        public double preferredSpeed() {
            return 1.3;
        }

        @Override
        public double maxSpeed() {
            return 1.8;
        }

        @Override
        public boolean hasGoal() {
            return true;
        }

        @Override
        public double goalX() {
            return 100;
        }

        @Override
        public double goalY() {
            return 0;
        }

        @Override
        public boolean hasDestination() {
            return true;
        }

        @Override
        public double destinationX() {
            return goalX();
        }

        @Override
        public double destinationY() {
            return goalY();
        }

        @Override
        public boolean hasUserVelocity() {
            return false;
        }

        @Override
        public double userVx() {
            return 0;
        }

        @Override
        public double userVy() {
            return 0;
        }

        @Override
        public double heading() {
            return 0;
        }

        @Override
        public double heading(int agent) {
            return 0;
        }

        @Override
        public int id(int agent) {
            return agent;
        }

        @Override
        public int neighboursWithin(double radius, int[] out) {
            throw new UnsupportedOperationException("social forces ask for the nearest neighbours");
        }

        @Override
        public int handleOf(int id) {
            return id;
        }

        @Override
        public double time() {
            return 0;
        }

        @Override
        public double timeStep() {
            return DT;
        }

        @Override
        public long step() {
            return 0;
        }

        @Override
        public int nearestNeighbours(double radius, int max, int[] out) {
            if (Double.isNaN(neighbourX)) {
                return 0;
            }
            out[0] = 7;
            return 1;
        }

        @Override
        public double x(int agent) {
            return neighbourX;
        }

        @Override
        public double y(int agent) {
            return neighbourY;
        }

        @Override
        public double vx(int agent) {
            return 0;
        }

        @Override
        public double vy(int agent) {
            return 0;
        }

        @Override
        public double radius(int agent) {
            return 0.3;
        }

        @Override
        public double random(int purpose) {
            return 0.5;
        }
    }
}
