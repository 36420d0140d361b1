package org.crowdstudio.engine.sim;

import org.crowdstudio.engine.spatial.UniformGrid;
import org.crowdstudio.engine.spi.AgentView;

/** The {@link AgentView} of one agent at a time; each worker chunk reuses one cursor. */
final class AgentCursor implements AgentView {

    private final Crowd crowd;
    private final UniformGrid grid;
    private final Simulation simulation;
    private double[] distances = new double[16];
    /** Per-chunk scratch of the frame pipeline, so that a step allocates nothing. */
    final double[] velocity = new double[2];
    final double[] waypoint = new double[2];
    final double[] acceleration = new double[2];
    final double[] facing = new double[2];
    int[] contacts = new int[16];
    /** The slot of the agent being computed. */
    int agent;
    /** A waypoint modifier's temporary waypoint for this agent and step, if {@link #hasWaypoint}. */
    boolean hasWaypoint;
    double waypointX;
    double waypointY;

    AgentCursor(Crowd crowd, UniformGrid grid, Simulation simulation) {
        this.crowd = crowd;
        this.grid = grid;
        this.simulation = simulation;
    }

    @Override
    public int index() {
        return crowd.idOfSlot[agent];
    }

    @Override
    public double x() {
        return crowd.x[agent];
    }

    @Override
    public double y() {
        return crowd.y[agent];
    }

    @Override
    public double vx() {
        return crowd.vx[agent];
    }

    @Override
    public double vy() {
        return crowd.vy[agent];
    }

    @Override
    public double heading() {
        return crowd.heading[agent];
    }

    @Override
    public double radius() {
        return crowd.radius[agent];
    }

    @Override
    public double preferredSpeed() {
        return crowd.preferredSpeed[agent];
    }

    @Override
    public double maxSpeed() {
        return crowd.maxSpeed[agent];
    }

    @Override
    public boolean hasGoal() {
        return hasWaypoint || crowd.hasGoal(agent);
    }

    @Override
    public double goalX() {
        return hasWaypoint ? waypointX : destinationX();
    }

    @Override
    public double goalY() {
        return hasWaypoint ? waypointY : destinationY();
    }

    @Override
    public boolean hasDestination() {
        return crowd.hasGoal(agent);
    }

    @Override
    public double destinationX() {
        return crowd.hasGoal(agent) ? crowd.goalX[crowd.goalStart[agent] + crowd.goal[agent]] : Double.NaN;
    }

    @Override
    public double destinationY() {
        return crowd.hasGoal(agent) ? crowd.goalY[crowd.goalStart[agent] + crowd.goal[agent]] : Double.NaN;
    }

    @Override
    public boolean hasUserVelocity() {
        return crowd.userControlled[crowd.idOfSlot[agent]];
    }

    @Override
    public double userVx() {
        return crowd.userVx[crowd.idOfSlot[agent]];
    }

    @Override
    public double userVy() {
        return crowd.userVy[crowd.idOfSlot[agent]];
    }

    @Override
    public double time() {
        return simulation.time();
    }

    @Override
    public double timeStep() {
        return simulation.timeStep();
    }

    @Override
    public long step() {
        return simulation.stepCount();
    }

    @Override
    public int nearestNeighbours(double radius, int max, int[] out) {
        if (distances.length < max) {
            distances = new double[max];
        }
        return grid.nearest(crowd.x[agent], crowd.y[agent], radius, max, agent, out, distances);
    }

    @Override
    public double x(int other) {
        return crowd.x[other];
    }

    @Override
    public double y(int other) {
        return crowd.y[other];
    }

    @Override
    public double vx(int other) {
        return crowd.vx[other];
    }

    @Override
    public double vy(int other) {
        return crowd.vy[other];
    }

    @Override
    public double radius(int other) {
        return crowd.radius[other];
    }

    @Override
    public double heading(int other) {
        return crowd.heading[other];
    }

    @Override
    public int id(int other) {
        return crowd.idOfSlot[other];
    }

    @Override
    public double random(int purpose) {
        return simulation.random(crowd.idOfSlot[agent], purpose);
    }
}
