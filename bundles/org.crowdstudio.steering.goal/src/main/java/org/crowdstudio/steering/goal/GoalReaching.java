package org.crowdstudio.steering.goal;

import org.crowdstudio.engine.spi.AgentView;
import org.crowdstudio.engine.spi.VelocitySource;

/**
 * Proposes walking to the current goal at preferred speed, slowing down so as to stop on it
 * rather than overshoot, and, in a dense crowd, to the pace people keep at that density
 * ({@link DensityPace}).
 *
 * <p>Two things break the ties that collision avoidance such as ORCA cannot break by itself:
 * <ul>
 * <li>A tiny seeded perturbation, identical in every run: without it two agents meeting exactly
 * head-on have no reason to pass on either side and stop.</li>
 * <li>An optional side preference, the keep-right convention of pedestrians: the walking direction
 * is turned by a fixed angle to the right of the goal (to the left for a negative angle), less and
 * less within a fade distance of the goal so that agents walk straight onto it. Everyone keeps to
 * the same side, so people meeting head-on pass on that side, and crowds crossing in the middle
 * (a circle swap, a crossing of squares) turn into a roundabout instead of a head-on jam that
 * ORCA's half-planes cannot resolve. The price is a slightly curved path: at 10° a lone walker's
 * path bows out by about 6.5% of its length. A random perturbation cannot do this job: in a jam the
 * solver's optimum sits on a vertex of its half-planes, and a small change of the preferred velocity
 * does not move it.</li>
 * </ul>
 */
final class GoalReaching implements VelocitySource {

    private static final int PERTURBATION_X = 0x60A1;
    private static final int PERTURBATION_Y = 0x60A2;

    private final double perturbation;
    /** tan of the side-preference angle: the sideways step per unit forward; positive is to the right. */
    private final double sideways;
    private final double fadeDistance;
    /** Slows the agent in a dense crowd as people slow; null: the preferred speed whatever the crowd. */
    private final DensityPace densityPace;

    /**
     * @param perturbation largest random change of each velocity component (m/s)
     * @param sidePreference angle (radians) to turn right of the goal; negative turns left
     * @param fadeDistance within this distance of the goal (m) the turn shrinks linearly to nothing
     * @param densityPace the crowd's pace, or null to walk at the preferred speed whatever the crowd
     */
    GoalReaching(double perturbation, double sidePreference, double fadeDistance, DensityPace densityPace) {
        this.perturbation = perturbation;
        // StrictMath, once: the same bits on every JVM, so trajectories reproduce on any machine.
        this.sideways = StrictMath.tan(sidePreference);
        this.fadeDistance = fadeDistance;
        this.densityPace = densityPace;
    }

    /**
     * Proposes nothing while someone steers the agent from outside (user control): an agent with a
     * route walks it until the user takes it over, and then the user alone decides.
     */
    @Override
    public boolean propose(AgentView agent, double[] out) {
        if (!agent.hasGoal() || agent.hasUserVelocity()) {
            return false;
        }
        double dx = agent.goalX() - agent.x();
        double dy = agent.goalY() - agent.y();
        double distance = Math.sqrt(dx * dx + dy * dy);
        double preferred = densityPace == null || agent.preferredSpeed() == 0 || distance == 0 ? agent.preferredSpeed()
                : agent.preferredSpeed() * densityPace.pace(agent, dx / distance, dy / distance);
        double speed = Math.min(preferred, distance / agent.timeStep());
        double directionX = 0;
        double directionY = 0;
        if (distance > 0) {
            directionX = dx / distance;
            directionY = dy / distance;
            if (sideways != 0) {
                // Forward plus a sideways part to the right (-90°), then back to unit length: a turn
                // by atan(side), reaching the full angle beyond the fade distance. Square roots only,
                // no trigonometry per step.
                double side = sideways * (distance >= fadeDistance ? 1 : distance / fadeDistance);
                double turnedX = directionX + side * directionY;
                double turnedY = directionY - side * directionX;
                double length = Math.sqrt(turnedX * turnedX + turnedY * turnedY);
                directionX = turnedX / length;
                directionY = turnedY / length;
            }
        }
        // A random offset in a square rather than on a circle: no trigonometry, whose last bit
        // may differ between JVMs, so trajectories reproduce on any machine.
        out[0] = directionX * speed + perturbation * (2 * agent.random(PERTURBATION_X) - 1);
        out[1] = directionY * speed + perturbation * (2 * agent.random(PERTURBATION_Y) - 1);
        return true;
    }
}
