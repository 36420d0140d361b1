package org.crowdstudio.steering.socialforces;

/**
 * The repulsion of one agent β on agent α in the 1995 social force model: f_αβ = −∇V_αβ(b) with
 * the potential V_αβ(b) = V⁰ exp(−b/σ). Its equipotential lines are ellipses around β's step:
 * the foci are β's position and where β will be after the step time Δt, so that β's next step is
 * kept clear, and b is the semi-minor axis of the ellipse through α:
 * 2b = √((|r_αβ| + |r_αβ − v_β Δt|)² − (|v_β| Δt)²), with r_αβ = r_α − r_β.
 *
 * <p>Bodies: the paper's pedestrians are points; ours have a radius. The potential is taken of b
 * minus both radii, which for a β standing still is exactly the distance between the body
 * surfaces. It is the point model with V⁰ scaled by exp((r_α + r_β)/σ).
 *
 * <p>Step time: the paper takes s_β = v_β Δt to be of the order of a step. Measured between
 * bodies, the ellipse b = r_α + r_β of touching is a body stretched forward by s_β, and inside it
 * the push grows up to exp((r_α + r_β)/σ) times that of touching. With Δt = 0.5 s and more, agents
 * in a dense counterflow were shoved sideways at many times their driving acceleration and into
 * one another (in a 4 m corridor, bodies overlapped by more than a radius); at 0.15 s they kept
 * apart and the flows formed lanes. Hence the default of 0.15 s.
 *
 * <p>Immutable; allocates nothing.
 */
final class EllipticalRepulsion {

    /** Below this semi-minor axis (m) α lies on β's step and the gradient's direction is undefined. */
    private static final double DEGENERATE = 1e-9;

    /** The largest exponent used, so that deep overlaps give a huge but finite push. */
    static final double MAX_EXPONENT = 30;

    private final double strength;
    private final double range;
    private final double stepTime;

    /**
     * @param strength V⁰ (m²/s²)
     * @param range σ (m)
     * @param stepTime Δt (s)
     */
    EllipticalRepulsion(double strength, double range, double stepTime) {
        this.strength = strength;
        this.range = range;
        this.stepTime = stepTime;
    }

    /**
     * Writes f_αβ, unweighted, into {@code push}.
     *
     * @param rx r_αβ, x: α's position minus β's (m)
     * @param ry r_αβ, y
     * @param otherVx β's velocity, x (m/s)
     * @param otherVy β's velocity, y (m/s)
     * @param radii r_α + r_β (m)
     * @param push receives the push in elements 0 and 1 (m/s²)
     * @return −dV/db, the push per metre of b: the push's size, up to the length of ∇b (about 1)
     */
    double push(double rx, double ry, double otherVx, double otherVy, double radii, double[] push) {
        double stepX = otherVx * stepTime;
        double stepY = otherVy * stepTime;
        double step = Math.sqrt(stepX * stepX + stepY * stepY);
        double distance = Math.sqrt(rx * rx + ry * ry);
        double aheadX = rx - stepX;
        double aheadY = ry - stepY;
        double ahead = Math.sqrt(aheadX * aheadX + aheadY * aheadY);
        double sum = distance + ahead;
        double b = 0.5 * Math.sqrt(Math.max(0, sum * sum - step * step));
        double perB = strength / range * StrictMath.exp(Math.min(MAX_EXPONENT, (radii - b) / range));
        if (b > DEGENERATE) {
            // ∇b = (|r| + |r − s|) / 4b · (r/|r| + (r − s)/|r − s|); b > 0 implies both lengths > 0.
            double scale = perB * sum / (4 * b);
            push[0] = scale * (rx / distance + aheadX / ahead);
            push[1] = scale * (ry / distance + aheadY / ahead);
        } else if (step > 0) {
            // α stands on β's step: out of the way to the left of β's motion, so that two agents
            // meeting head on both step to their own right.
            push[0] = -perB * stepY / step;
            push[1] = perB * stepX / step;
        } else if (distance > 0) {
            push[0] = perB * rx / distance;
            push[1] = perB * ry / distance;
        } else {
            push[0] = 0;
            push[1] = 0;
        }
        return perB;
    }
}
