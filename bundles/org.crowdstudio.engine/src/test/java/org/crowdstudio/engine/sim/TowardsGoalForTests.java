package org.crowdstudio.engine.sim;

import org.crowdstudio.engine.spi.AgentView;
import org.crowdstudio.engine.spi.VelocitySource;

/** Heads for the current goal at preferred speed, with a tiny seeded wobble; nothing without a goal. */
final class TowardsGoalForTests implements VelocitySource {

    @Override
    public boolean propose(AgentView agent, double[] out) {
        if (!agent.hasGoal()) {
            return false;
        }
        double dx = agent.goalX() - agent.x();
        double dy = agent.goalY() - agent.y();
        double distance = Math.hypot(dx, dy);
        double speed = Math.min(agent.preferredSpeed(), distance / agent.timeStep());
        double wobble = 2 * Math.PI * agent.random(0);
        out[0] = (distance > 0 ? dx / distance * speed : 0) + 1e-4 * Math.cos(wobble);
        out[1] = (distance > 0 ? dy / distance * speed : 0) + 1e-4 * Math.sin(wobble);
        return true;
    }
}
