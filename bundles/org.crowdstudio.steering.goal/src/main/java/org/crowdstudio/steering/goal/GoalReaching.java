package org.crowdstudio.steering.goal;

import org.crowdstudio.engine.spi.AgentView;
import org.crowdstudio.engine.spi.VelocitySource;

/**
 * Proposes walking straight to the current goal at preferred speed, slowing down so as to stop
 * on it rather than overshoot. A tiny seeded perturbation is added: collision avoidance such as
 * ORCA has no reason to pass on either side of a perfectly symmetric encounter and would stop,
 * and the perturbation breaks such ties, identically in every run.
 */
final class GoalReaching implements VelocitySource {

    private static final int PERTURBATION_X = 0x60A1;
    private static final int PERTURBATION_Y = 0x60A2;

    private final double perturbation;

    GoalReaching(double perturbation) {
        this.perturbation = perturbation;
    }

    @Override
    public boolean propose(AgentView agent, double[] out) {
        if (!agent.hasGoal()) {
            return false;
        }
        double dx = agent.goalX() - agent.x();
        double dy = agent.goalY() - agent.y();
        double distance = Math.sqrt(dx * dx + dy * dy);
        double speed = Math.min(agent.preferredSpeed(), distance / agent.timeStep());
        // A random offset in a square rather than on a circle: no trigonometry, whose last bit
        // may differ between JVMs, so trajectories reproduce on any machine.
        out[0] = (distance > 0 ? dx / distance * speed : 0) + perturbation * (2 * agent.random(PERTURBATION_X) - 1);
        out[1] = (distance > 0 ? dy / distance * speed : 0) + perturbation * (2 * agent.random(PERTURBATION_Y) - 1);
        return true;
    }
}
