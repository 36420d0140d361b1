package org.crowdstudio.steering.socialforces;

import org.crowdstudio.engine.spi.AgentView;
import org.crowdstudio.engine.spi.VelocitySolver;

/**
 * The social force model of Helbing and Molnár (1995) as the kernel's velocity solver. The new
 * velocity is the current one plus one time step of the acceleration
 * <pre>
 *   (v_pref − v)/τ  +  Σ_β w(β) f_αβ  +  Σ_B F_αB
 * </pre>
 * the driving term, relaxing the velocity to the preferred one in the relaxation time τ; the
 * repulsion of the nearest other agents ({@link EllipticalRepulsion}), each weighted by
 * w = 1 when it lies within the view angle 2φ around the direction of desired motion and by c
 * otherwise; and the repulsion of the obstacle edges nearby ({@link Borders}). The kernel clamps
 * the result to the agent's maximum speed, as the paper's g(v_max/|w|) does. The paper's
 * fluctuations are left out: results must be deterministic, and goal reaching already perturbs
 * the preferred velocity a little.
 *
 * <p>Bodies: the 1995 model treats pedestrians as points, while our agents have a body radius
 * (0.3 m by default). All distances are therefore measured between body surfaces: between two
 * agents the centre distance minus both radii (for a moving neighbour: the ellipse's semi-minor
 * axis b minus both radii), and to an obstacle the distance from the agent's centre minus its
 * radius. With the paper's constants, point pedestrians would come closer than two bodies allow.
 *
 * <p>Shared by all simulation threads: the parameters are immutable, and the only scratch, the
 * neighbour handles and the edges already visited, is per thread. Nothing is allocated per call.
 * Exponentials use {@link StrictMath}, so trajectories are the same on every machine.
 */
final class SocialForceSolver implements VelocitySolver {

    private final double relaxationTime;
    private final EllipticalRepulsion agents;
    private final ClosingShare closingShare;
    private final Counterflow counterflow;
    private final boolean allInView;
    private final double cosHalfViewAngle;
    private final double outOfViewWeight;
    private final Borders borders;
    private final double neighbourDistance;
    private final int maxNeighbours;
    private final ThreadLocal<Scratch> scratch;

    /** What one thread reuses from agent to agent. */
    private record Scratch(int[] neighbours, Borders.Visits visits, double[] push) {
    }

    /**
     * @param relaxationTime τ (s)
     * @param agents the repulsion between agents
     * @param closingShare how much of it applies, by how fast two agents close in
     * @param counterflow where people walk both ways, and everyone pushes with the full strength; null
     *                    with a full closing share
     * @param viewAngle 2φ (degrees)
     * @param outOfViewWeight c
     * @param borders the obstacles and their repulsion
     * @param neighbourDistance how far away other agents count (m)
     * @param maxNeighbours at most this many nearest agents count
     */
    SocialForceSolver(double relaxationTime, EllipticalRepulsion agents, ClosingShare closingShare,
            Counterflow counterflow, double viewAngle, double outOfViewWeight, Borders borders, double neighbourDistance,
            int maxNeighbours) {
        this.relaxationTime = relaxationTime;
        this.agents = agents;
        this.closingShare = closingShare;
        this.counterflow = counterflow;
        // At 360° everything is in view, also what rounding would put a hair outside cos 180°.
        this.allInView = viewAngle >= 360;
        this.cosHalfViewAngle = StrictMath.cos(Math.toRadians(viewAngle / 2));
        this.outOfViewWeight = outOfViewWeight;
        this.borders = borders;
        this.neighbourDistance = neighbourDistance;
        this.maxNeighbours = maxNeighbours;
        this.scratch = ThreadLocal.withInitial(() -> new Scratch(new int[maxNeighbours], borders.newVisits(), new double[2]));
    }

    @Override
    public void solve(AgentView agent, double preferredVx, double preferredVy, double[] out) {
        Scratch mine = scratch.get();
        double x = agent.x();
        double y = agent.y();
        double vx = agent.vx();
        double vy = agent.vy();
        double radius = agent.radius();
        double preferredSpeed = Math.sqrt(preferredVx * preferredVx + preferredVy * preferredVy);

        // The acceleration accumulates in out; first the driving term.
        out[0] = (preferredVx - vx) / relaxationTime;
        out[1] = (preferredVy - vy) / relaxationTime;

        double dt = agent.timeStep();
        double[] push = mine.push();
        int[] neighbours = mine.neighbours();
        int count = agent.nearestNeighbours(neighbourDistance, maxNeighbours, neighbours);
        double ownCounterflow = 1;
        if (!closingShare.isFull()) {
            counterflow.requireStep(agent.time());
            if (!agent.hasDestination()) {
                // Only the way of an agent without a destination is read; the others go towards it.
                counterflow.recordWay(agent.index(), preferredVx, preferredVy);
            }
            ownCounterflow = counterflow.level(agent.handleOf(agent.index()));
        }
        for (int n = 0; n < count; n++) {
            int other = neighbours[n];
            double rx = x - agent.x(other);
            double ry = y - agent.y(other);
            double otherVx = agent.vx(other);
            double otherVy = agent.vy(other);
            double radii = radius + agent.radius(other);
            double size = agents.push(rx, ry, otherVx, otherVy, radii, push);
            double weight = weight(preferredVx, preferredVy, preferredSpeed, -rx, -ry);
            if (!closingShare.isFull()) {
                // A pair near a counterflow pushes as in the 1995 model, whichever of the two is nearer it.
                double fullShare = Math.max(ownCounterflow, counterflow.level(other));
                if (fullShare < 1) {
                    double closing = ClosingShare.closing(rx, ry, vx - otherVx, vy - otherVy);
                    double facing = facingAgainst(preferredVx, preferredVy, preferredSpeed, counterflow.facingX(other),
                            counterflow.facingY(other));
                    double share = fullShare + (1 - fullShare) * closingShare.share(closing, facing, size, dt);
                    // Bodies pressed together part whatever the share and wherever the other stands.
                    double overlap = radii - Math.sqrt(rx * rx + ry * ry);
                    weight = Math.max(weight * share, ClosingShare.parting(overlap, size, dt));
                }
            }
            out[0] += weight * push[0];
            out[1] += weight * push[1];
        }
        borders.add(x, y, vx, vy, preferredVx, preferredVy, radius, dt, ownCounterflow, mine.visits(), out);

        out[0] = vx + dt * out[0];
        out[1] = vy + dt * out[1];
    }

    /** How squarely another agent, facing the unit vector (facingX, facingY), faces against the desired way: 0 to 1. */
    private static double facingAgainst(double desiredX, double desiredY, double desiredSpeed, double facingX,
            double facingY) {
        if (desiredSpeed == 0) {
            return 0;
        }
        return Math.max(0, -(facingX * desiredX + facingY * desiredY) / desiredSpeed);
    }

    /**
     * w: 1 if the other agent, in direction (towardsX, towardsY), lies within the view angle
     * around the desired direction, c otherwise. An agent that wants to stand still has no
     * direction of desired motion and minds everyone fully.
     */
    private double weight(double desiredX, double desiredY, double desiredSpeed, double towardsX, double towardsY) {
        if (allInView || desiredSpeed == 0) {
            return 1;
        }
        double along = desiredX * towardsX + desiredY * towardsY;
        double distance = Math.sqrt(towardsX * towardsX + towardsY * towardsY);
        return along >= cosHalfViewAngle * desiredSpeed * distance ? 1 : outOfViewWeight;
    }
}
