package org.crowdstudio.steering.socialforces;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;

import org.junit.jupiter.api.Test;

/** The 1995 elliptical repulsion between two agents, measured between their bodies. */
class EllipticalRepulsionTest {

    private static final double V0 = 2.1;
    private static final double SIGMA = 0.3;
    private static final double RADII = 0.6;

    @Test
    void aNeighbourStandingStillPushesStraightAwayWithThePotentialOfTheGapBetweenTheBodies() {
        EllipticalRepulsion repulsion = new EllipticalRepulsion(V0, SIGMA, 2);
        double[] push = new double[2];

        repulsion.push(0.6, 0.8, 0, 0, RADII, push);

        // Centres 1 m apart, bodies 0.4 m apart: −dV/db = V⁰/σ exp(−0.4/σ), along r_αβ.
        double expected = V0 / SIGMA * Math.exp(-0.4 / SIGMA);
        assertThat(push[0]).isCloseTo(0.6 * expected, within(1e-12));
        assertThat(push[1]).isCloseTo(0.8 * expected, within(1e-12));
    }

    @Test
    void aWalkingNeighbourRepelsMoreAlongItsPathAheadThanBehind() {
        EllipticalRepulsion repulsion = new EllipticalRepulsion(V0, SIGMA, 0.5);
        double[] ahead = new double[2];
        double[] behind = new double[2];

        // β walks along +x at 1.3 m/s; α 1 m in front of it, or 1 m behind, slightly to the side.
        repulsion.push(1, 0.1, 1.3, 0, RADII, ahead);
        repulsion.push(-1, 0.1, 1.3, 0, RADII, behind);

        assertThat(Math.hypot(ahead[0], ahead[1])).isGreaterThan(1.5 * Math.hypot(behind[0], behind[1]));
    }

    @Test
    void withoutAStepTimeTheRepulsionIsCircular() {
        EllipticalRepulsion repulsion = new EllipticalRepulsion(V0, SIGMA, 0);
        double[] walking = new double[2];
        double[] standing = new double[2];

        repulsion.push(0.7, -0.5, -1.3, 0.2, RADII, walking);
        repulsion.push(0.7, -0.5, 0, 0, RADII, standing);

        assertThat(walking).containsExactly(standing);
    }

    @Test
    void onTheNeighboursPathTheAgentIsPushedToTheLeftOfItsMotionFinitely() {
        EllipticalRepulsion repulsion = new EllipticalRepulsion(V0, SIGMA, 2);
        double[] push = new double[2];

        // β walks along −x towards α, which stands exactly on β's step: they meet head on.
        repulsion.push(-1, 0, -1.3, 0, RADII, push);

        // Left of −x is −y: α steps to its own right, as β will.
        assertThat(push[0]).isZero();
        assertThat(push[1]).isNegative().isFinite();
    }

    @Test
    void thePushIsMinusTheGradientOfThePotential() {
        EllipticalRepulsion repulsion = new EllipticalRepulsion(V0, SIGMA, 0.8);
        Random random = new Random(5);
        for (int sample = 0; sample < 200; sample++) {
            double rx = random.nextDouble() * 4 - 2;
            double ry = random.nextDouble() * 4 - 2;
            double vx = random.nextDouble() * 3 - 1.5;
            double vy = random.nextDouble() * 3 - 1.5;
            if (Math.hypot(rx, ry) < 0.2 || Math.hypot(rx - 0.8 * vx, ry - 0.8 * vy) < 0.2) {
                continue; // too near a focus for finite differences
            }
            double[] push = new double[2];
            repulsion.push(rx, ry, vx, vy, RADII, push);

            double h = 1e-6;
            double gradientX = (potential(rx + h, ry, vx, vy, 0.8) - potential(rx - h, ry, vx, vy, 0.8)) / (2 * h);
            double gradientY = (potential(rx, ry + h, vx, vy, 0.8) - potential(rx, ry - h, vx, vy, 0.8)) / (2 * h);
            double scale = Math.max(1, Math.hypot(gradientX, gradientY));
            assertThat(push[0]).as("sample %d, x", sample).isCloseTo(-gradientX, within(1e-5 * scale));
            assertThat(push[1]).as("sample %d, y", sample).isCloseTo(-gradientY, within(1e-5 * scale));
        }
    }

    /** V⁰ exp(−(b − radii)/σ), written out from the paper's formula for b. */
    private static double potential(double rx, double ry, double vx, double vy, double stepTime) {
        double sx = vx * stepTime;
        double sy = vy * stepTime;
        double sum = Math.hypot(rx, ry) + Math.hypot(rx - sx, ry - sy);
        double b = 0.5 * Math.sqrt(sum * sum - (sx * sx + sy * sy));
        return V0 * Math.exp(-(b - RADII) / SIGMA);
    }
}
