package org.crowdstudio.engine.sim;

import org.crowdstudio.engine.spatial.UniformGrid;
import org.crowdstudio.engine.spi.AgentReport;
import org.crowdstudio.engine.spi.AgentView;

/** The {@link AgentView} of one agent at a time; each worker chunk reuses one cursor. */
final class AgentCursor implements AgentView {

    private final Crowd crowd;
    private final UniformGrid grid;
    private final Simulation simulation;
    private double[] distances = new double[16];
    /** The grid's k-nearest answer, with room to spare: see {@link UniformGrid#nearest}. */
    private int[] nearestRoom = new int[0];
    /** Per-chunk scratch of the frame pipeline, so that a step allocates nothing. */
    final double[] velocity = new double[2];
    /** A waypoint modifier's answer: x, y and pace. */
    final double[] waypoint = new double[3];
    final double[] acceleration = new double[2];
    final double[] facing = new double[2];
    /** The agents within touching reach, filled by {@link #touching}. */
    int[] contacts = new int[16];
    /** The slot of the agent being computed; set through {@link #begin}. */
    int agent;
    /** The agent's last k-nearest answer this step, kept so that the contact search can reuse it. */
    private int[] perceived = new int[16];
    private int perceivedCount = -1;
    private int perceivedMax;
    private double perceivedRadius;
    /**
     * The agent's last answer this step to "who is within r" (a velocity source's density count,
     * say), kept so that a k-nearest query that follows can pick from it when it holds at least k:
     * in a dense crowd that saves the solver its own search.
     */
    private int[] within = new int[32];
    private double[] withinDistances = new double[32];
    /** The agents of {@link #within} inside a first guess of the k-th distance, and their squared distances. */
    private int[] insideGuess = new int[32];
    private double[] insideGuessDistances = new double[32];
    private int withinCount = -1;
    private double withinReach;
    /** A waypoint modifier's temporary waypoint for this agent and step, if {@link #hasWaypoint}. */
    boolean hasWaypoint;
    double waypointX;
    double waypointY;
    /** The fraction of its preferred speed the agent walks at this step, set with the waypoint. */
    double pace = 1;

    /**
     * How far beyond its own k-th neighbour of the step before an agent's search looks first
     * ({@link Crowd#nearestReach}): in the standard crowd 99.6 % of the agents' k-th distances grow
     * by less than this in a step, and a search within it costs two thirds to four fifths of one
     * within 1.25 times the previous agent's reach, the guess it replaced. An agent without a reach
     * of its own (its first step, or fewer than k in reach the step before) searches the whole radius.
     */
    private static final double OWN_GUESS_WIDENING = 1.02;
    /** Room for this many points per neighbour asked for in the grid's first search. */
    private static final int NEAREST_ROOM_PER_NEIGHBOUR = 4;

    AgentCursor(Crowd crowd, UniformGrid grid, Simulation simulation) {
        this.crowd = crowd;
        this.grid = grid;
        this.simulation = simulation;
    }

    /** The report of the inspected agent's step while it is being computed, else null. */
    AgentReport report;

    /** Points the cursor at the agent in {@code slot}, forgetting what it perceived for the previous one. */
    void begin(int slot, AgentReport inspected) {
        agent = slot;
        perceivedCount = -1;
        withinCount = -1;
        report = inspected;
    }

    @Override
    public AgentReport report() {
        return report;
    }

    /**
     * Finds the agents closer than {@code reach} into {@link #contacts}, in a fixed order. When this
     * step's k-nearest answer already holds every agent that close (it was not cut off by k before
     * {@code reach}), it is filtered; otherwise the grid is searched. Either way the set is exact.
     *
     * @return how many were found
     */
    int touching(double reach) {
        double reachSquared = reach * reach;
        if (perceivedCount >= 0 && perceivedRadius >= reach
                && (perceivedCount < perceivedMax || (perceivedCount > 0 && distances[perceivedCount - 1] >= reachSquared))) {
            if (contacts.length < perceivedCount) {
                contacts = new int[perceived.length];
            }
            int count = 0;
            for (int n = 0; n < perceivedCount && distances[n] < reachSquared; n++) {
                contacts[count++] = perceived[n];
            }
            return count;
        }
        int count = grid.withinRadius(crowd.x[agent], crowd.y[agent], reach, agent, contacts);
        if (count > contacts.length) {
            // A pile-up larger than any before: grow once, then this allocates no more.
            contacts = new int[Integer.highestOneBit(count) * 2];
            count = grid.withinRadius(crowd.x[agent], crowd.y[agent], reach, agent, contacts);
        }
        return count;
    }

    @Override
    public int index() {
        return crowd.idOfSlot[agent];
    }

    @Override
    public int slot() {
        return agent;
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
        return crowd.preferredSpeed[agent] * pace;
    }

    @Override
    public double maxSpeed() {
        return crowd.maxSpeed[agent];
    }

    @Override
    public boolean hasGoal() {
        return hasWaypoint || hasDestination();
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
        return crowd.hasDestination(agent);
    }

    @Override
    public double destinationX() {
        return crowd.destinationX(agent);
    }

    @Override
    public double destinationY() {
        return crowd.destinationY(agent);
    }

    @Override
    public boolean hasUserVelocity() {
        return crowd.isUserControlled(crowd.idOfSlot[agent]);
    }

    @Override
    public double userVx() {
        return crowd.userVx(crowd.idOfSlot[agent]);
    }

    @Override
    public double userVy() {
        return crowd.userVy(crowd.idOfSlot[agent]);
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
        if (nearestRoom.length < NEAREST_ROOM_PER_NEIGHBOUR * max) {
            // Room for the grid to gather every agent within the first guess before it sorts them.
            nearestRoom = new int[NEAREST_ROOM_PER_NEIGHBOUR * max];
            distances = new double[nearestRoom.length];
        }
        // When at least max agents are within a radius no larger than this one, the max nearest are among them.
        boolean amongWithin = withinCount >= max && max > 0 && withinReach >= 0 && withinReach <= radius;
        double ownReach = crowd.nearestReach[agent];
        // NaN, no reach of its own, is no guess: the grid searches the whole radius.
        double guess = OWN_GUESS_WIDENING * ownReach;
        int found;
        if (amongWithin) {
            found = nearestOfWithin(max, guess, out);
        } else {
            found = grid.nearest(crowd.x[agent], crowd.y[agent], radius, guess, max, agent, nearestRoom, distances);
            System.arraycopy(nearestRoom, 0, out, 0, found);
        }
        double reach = found == max && found > 0 ? Math.sqrt(distances[found - 1]) : Double.NaN;
        crowd.nearestReach[agent] = reach;
        if (perceived.length < found) {
            perceived = new int[Math.max(found, 2 * perceived.length)];
        }
        System.arraycopy(out, 0, perceived, 0, found);
        perceivedCount = found;
        perceivedMax = max;
        perceivedRadius = radius;
        return found;
    }

    /**
     * The {@code max} nearest of the agents the last within-radius query found, nearest first and
     * equally distant ones by index, as the grid answers: they are the k nearest of all, since at
     * least k lie within that radius.
     *
     * @param guess the agent's first guess of its k-th distance, as for the grid's search: the
     *        answer is the same for any guess, and one that is not a number is none
     */
    private int nearestOfWithin(int max, double guess, int[] out) {
        if (guess >= 0 && guess < withinReach) {
            // As the grid does with a guess: if max of them lie within it, they are the max nearest,
            // and the agents beyond it need not be sorted in. Which agents lie within it is gathered
            // first, without a branch: whether one does is close to a coin toss in a dense crowd.
            double limit = guess * guess;
            int inside = 0;
            for (int n = 0; n < withinCount; n++) {
                insideGuess[inside] = within[n];
                insideGuessDistances[inside] = withinDistances[n];
                inside += withinDistances[n] <= limit ? 1 : 0;
            }
            int found = UniformGrid.sortNearestToFront(inside, max, insideGuess, insideGuessDistances);
            if (found == max) {
                System.arraycopy(insideGuess, 0, out, 0, found);
                System.arraycopy(insideGuessDistances, 0, distances, 0, found);
                return found;
            }
        }
        int found = 0;
        for (int n = 0; n < withinCount; n++) {
            found = UniformGrid.insertNearest(withinDistances[n], within[n], found, max, out, distances);
        }
        return found;
    }

    @Override
    public int neighboursWithin(double radius, int[] out) {
        double x = crowd.x[agent];
        double y = crowd.y[agent];
        int count = grid.withinRadius(x, y, radius, agent, out);
        withinCount = -1;
        if (count <= out.length) {
            if (within.length < count) {
                within = new int[Integer.highestOneBit(count) * 2];
                withinDistances = new double[within.length];
                insideGuess = new int[within.length];
                insideGuessDistances = new double[within.length];
            }
            // The squared distances are worked out here, in one pass, rather than when they are
            // picked from: measured 4 to 9 % faster a step, though sparse crowds never pick.
            for (int n = 0; n < count; n++) {
                int other = out[n];
                // As the grid measures, from the positions it was built from: nothing moves them in a step.
                double dx = crowd.x[other] - x;
                double dy = crowd.y[other] - y;
                within[n] = other;
                withinDistances[n] = dx * dx + dy * dy;
            }
            withinCount = count;
            withinReach = radius;
        }
        return count;
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
    public int handleOf(int id) {
        return crowd.slotOfId[id];
    }

    @Override
    public double random(int purpose) {
        return simulation.random(crowd.idOfSlot[agent], purpose);
    }
}
