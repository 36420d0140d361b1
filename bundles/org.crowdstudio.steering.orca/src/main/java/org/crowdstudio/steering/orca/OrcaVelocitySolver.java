package org.crowdstudio.steering.orca;

import org.crowdstudio.engine.spi.AgentView;
import org.crowdstudio.engine.spi.VelocitySolver;

/** ORCA as the kernel's velocity solver: gathers the nearest neighbours and solves, per thread. */
final class OrcaVelocitySolver implements VelocitySolver {

    private final double neighbourDistance;
    private final int maxNeighbours;
    private final double timeHorizon;
    private final double obstacleTimeHorizon;
    private final Obstacles obstacles;
    private final ThreadLocal<Scratch> scratch;

    /** What one thread reuses from agent to agent. */
    private record Scratch(OrcaSolver solver, Neighbours neighbours, int[] indices) {
    }

    OrcaVelocitySolver(double neighbourDistance, int maxNeighbours, double timeHorizon, double obstacleTimeHorizon, Obstacles obstacles) {
        this.neighbourDistance = neighbourDistance;
        this.maxNeighbours = maxNeighbours;
        this.timeHorizon = timeHorizon;
        this.obstacleTimeHorizon = obstacleTimeHorizon;
        this.obstacles = obstacles;
        this.scratch = ThreadLocal.withInitial(() -> new Scratch(new OrcaSolver(), new Neighbours(maxNeighbours), new int[maxNeighbours]));
    }

    @Override
    public void solve(AgentView agent, double preferredVx, double preferredVy, double[] out) {
        Scratch mine = scratch.get();
        Neighbours neighbours = mine.neighbours();
        neighbours.clear();
        int count = agent.nearestNeighbours(neighbourDistance, maxNeighbours, mine.indices());
        for (int n = 0; n < count; n++) {
            int other = mine.indices()[n];
            neighbours.add(agent.x(other), agent.y(other), agent.vx(other), agent.vy(other), agent.radius(other));
        }
        mine.solver().solve(agent.x(), agent.y(), agent.vx(), agent.vy(), agent.radius(), agent.maxSpeed(), preferredVx, preferredVy,
                neighbours, timeHorizon, obstacles, obstacleTimeHorizon, agent.timeStep(), out);
    }
}
