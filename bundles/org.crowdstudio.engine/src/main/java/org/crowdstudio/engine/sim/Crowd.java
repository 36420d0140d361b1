package org.crowdstudio.engine.sim;

import java.util.Arrays;

import org.crowdstudio.engine.spi.CrowdState;

/**
 * The agents of a simulation in structure-of-arrays form: one array per quantity, indexed by
 * agent. Positions, velocities, headings and goal progress are double-buffered: a step reads the
 * current arrays and writes the next ones, which are then swapped, so an agent's update never
 * sees another agent's half-finished one.
 *
 * <p>Internally the arrays are indexed by <em>slot</em>, and the simulation reorders the slots now
 * and then so that agents near each other in space sit near each other in memory. An agent's
 * <em>id</em> (its index in the order it was added) never changes; the public accessors take ids.
 */
public final class Crowd implements CrowdState {

    final int size;
    double[] x;
    double[] y;
    double[] vx;
    double[] vy;
    double[] heading;
    int[] goal;
    /**
     * The state being written this step. Every step writes all of it for every agent before any is
     * read, so {@link #reorder} borrows nextX and nextGoal as scratch: nothing may read them before
     * the step has written them (skipping agents, or keeping them as the previous state, would end that).
     */
    double[] nextX;
    double[] nextY;
    double[] nextVx;
    double[] nextVy;
    double[] nextHeading;
    int[] nextGoal;
    final double[] radius;
    final double[] preferredSpeed;
    final double[] maxSpeed;
    final double[] mass;
    final int[] pipeline;
    /** idOfSlot[slot] = the stable id of the agent in that slot; slotOfId is its inverse. */
    final int[] idOfSlot;
    final int[] slotOfId;
    private boolean[] reorderBooleanScratch = new boolean[0];
    /** Goals of agent i are goalX/goalY/goalArrival[goalStart[i] .. goalStart[i] + goalCount[i]). */
    final int[] goalStart;
    /**
     * Velocities set from outside (user control), by id, not by slot: they are written between
     * steps by id. Null until the first is set: most crowds have no user-controlled agent.
     */
    private double[] userVx;
    private double[] userVy;
    private boolean[] userControlled;
    final int[] goalCount;
    final boolean[] loopGoals;
    final double[] goalX;
    final double[] goalY;
    final double[] goalArrival;
    /**
     * A place each agent is sent to from outside (an evacuation), by id: NaN when it follows its
     * own goals. While sent, its goal progress stands still, so recalling it resumes where it was.
     * Null until the first agent is sent: most crowds are never sent anywhere.
     */
    private double[] detourX;
    private double[] detourY;
    private double[] detourArrival;
    /**
     * How far each agent's k nearest reached at its last search, by slot; NaN before the first and
     * after one that found fewer than k. Its own neighbours move little in a step, so a little more
     * than this is where the next search looks first ({@link AgentCursor#nearestNeighbours}): a hint
     * that makes the search cheaper, never a change to its answer. Written and read only while the
     * agent is stepped, by the thread stepping it, and moved along with the regrouping.
     */
    final double[] nearestReach;

    private Crowd(Builder builder) {
        size = builder.size;
        x = Arrays.copyOf(builder.x, size);
        y = Arrays.copyOf(builder.y, size);
        vx = new double[size];
        vy = new double[size];
        heading = Arrays.copyOf(builder.heading, size);
        goal = new int[size];
        nextX = new double[size];
        nextY = new double[size];
        nextVx = new double[size];
        nextVy = new double[size];
        nextHeading = new double[size];
        nextGoal = new int[size];
        radius = Arrays.copyOf(builder.radius, size);
        preferredSpeed = Arrays.copyOf(builder.preferredSpeed, size);
        maxSpeed = Arrays.copyOf(builder.maxSpeed, size);
        mass = Arrays.copyOf(builder.mass, size);
        pipeline = Arrays.copyOf(builder.pipeline, size);
        goalStart = Arrays.copyOf(builder.goalStart, size);
        goalCount = Arrays.copyOf(builder.goalCount, size);
        loopGoals = Arrays.copyOf(builder.loopGoals, size);
        goalX = Arrays.copyOf(builder.goalX, builder.goals);
        goalY = Arrays.copyOf(builder.goalY, builder.goals);
        goalArrival = Arrays.copyOf(builder.goalArrival, builder.goals);
        idOfSlot = new int[size];
        slotOfId = new int[size];
        nearestReach = new double[size];
        Arrays.fill(nearestReach, Double.NaN);
        for (int i = 0; i < size; i++) {
            idOfSlot[i] = i;
            slotOfId[i] = i;
        }
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public double x(int agent) {
        return x[slotOfId[agent]];
    }

    @Override
    public double y(int agent) {
        return y[slotOfId[agent]];
    }

    @Override
    public double vx(int agent) {
        return vx[slotOfId[agent]];
    }

    @Override
    public double vy(int agent) {
        return vy[slotOfId[agent]];
    }

    @Override
    public double heading(int agent) {
        return heading[slotOfId[agent]];
    }

    @Override
    public double radius(int agent) {
        return radius[slotOfId[agent]];
    }

    /** The speed the agent walks at when nothing slows it, m/s. */
    public double preferredSpeed(int agent) {
        return preferredSpeed[slotOfId[agent]];
    }

    /** The fastest the agent may walk, m/s. */
    public double maxSpeed(int agent) {
        return maxSpeed[slotOfId[agent]];
    }

    /** The agent's mass, kg: how hard contact forces push it. */
    public double mass(int agent) {
        return mass[slotOfId[agent]];
    }

    /** The index of the pipeline (behaviour profile) that steers the agent. */
    public int pipelineIndex(int agent) {
        return pipeline[slotOfId[agent]];
    }

    /**
     * The x of the goal the agent is walking to or, having arrived, holds — the place it was sent
     * to, if it was; NaN if it has no goal.
     */
    public double currentGoalX(int agent) {
        return destinationX(slotOfId[agent]);
    }

    /** The y of the goal the agent is walking to or holds, like {@link #currentGoalX}. */
    public double currentGoalY(int agent) {
        return destinationY(slotOfId[agent]);
    }

    /** @return whether the agent has a goal: one of its own, or a place it was sent to */
    public boolean hasCurrentGoal(int agent) {
        return hasDestination(slotOfId[agent]);
    }

    @Override
    public boolean seeksGoal(int agent) {
        int slot = slotOfId[agent];
        return isSent(agent) || goalCount[slot] > 0 && !loopGoals[slot];
    }

    @Override
    public boolean arrived(int agent) {
        int slot = slotOfId[agent];
        if (isSent(agent)) {
            double dx = detourX[agent] - x[slot];
            double dy = detourY[agent] - y[slot];
            return dx * dx + dy * dy <= detourArrival[agent] * detourArrival[agent];
        }
        return goalCount[slot] > 0 && !loopGoals[slot] && goal[slot] >= goalCount[slot];
    }

    /**
     * Sends an agent to a place, ahead of its own goals, until {@link #recall}: it walks there and
     * holds it. Its progress through its own goals waits. Call between steps.
     *
     * @param arrivalRadius within this distance it counts as arrived
     */
    public void sendTo(int agent, double placeX, double placeY, double arrivalRadius) {
        if (!Double.isFinite(placeX) || !Double.isFinite(placeY) || !(arrivalRadius >= 0) || Double.isInfinite(arrivalRadius)) {
            throw new IllegalArgumentException("agent " + agent + " cannot be sent to (" + placeX + ", " + placeY + ") within " + arrivalRadius + " m");
        }
        if (detourX == null) {
            detourX = new double[size];
            detourY = new double[size];
            detourArrival = new double[size];
            Arrays.fill(detourX, Double.NaN);
            Arrays.fill(detourY, Double.NaN);
        }
        detourX[agent] = placeX;
        detourY[agent] = placeY;
        detourArrival[agent] = arrivalRadius;
    }

    /** Returns an agent sent somewhere to its own goals, where it left them. Call between steps. */
    public void recall(int agent) {
        if (detourX == null) {
            return;
        }
        detourX[agent] = Double.NaN;
        detourY[agent] = Double.NaN;
    }

    /** @return whether the agent was sent somewhere and not recalled yet */
    public boolean isSent(int agent) {
        return detourX != null && !Double.isNaN(detourX[agent]);
    }

    /**
     * Steers an agent from outside from now on: its user-control source proposes this velocity
     * each step until it is set again. Call between steps.
     */
    public void setUserVelocity(int agent, double velocityX, double velocityY) {
        if (!Double.isFinite(velocityX) || !Double.isFinite(velocityY)) {
            throw new IllegalArgumentException("agent " + agent + ": user velocity must be finite, not (" + velocityX + ", " + velocityY + ")");
        }
        if (userVx == null) {
            userVx = new double[size];
            userVy = new double[size];
            userControlled = new boolean[size];
        }
        userVx[agent] = velocityX;
        userVy[agent] = velocityY;
        userControlled[agent] = true;
    }

    /** Whether the agent is steered from outside: its user velocity was set and not released. */
    boolean isUserControlled(int agent) {
        return userControlled != null && userControlled[agent];
    }

    /** x of the velocity the agent is steered with from outside; 0 when it is not. */
    double userVx(int agent) {
        return userVx == null ? 0 : userVx[agent];
    }

    double userVy(int agent) {
        return userVy == null ? 0 : userVy[agent];
    }

    /**
     * Hands an agent steered from outside back to its own steering: from the next step its goals
     * or route move it again, as before it was first steered. Call between steps.
     */
    public void releaseUserVelocity(int agent) {
        if (userVx == null) {
            return;
        }
        userVx[agent] = 0;
        userVy[agent] = 0;
        userControlled[agent] = false;
    }

    /** Whether the agent in {@code slot} still has a goal of its own to walk to and is not sent elsewhere. */
    boolean hasGoal(int slot) {
        return goalCount[slot] > 0 && goal[slot] < goalCount[slot] && !isSent(idOfSlot[slot]);
    }

    /** Whether the agent in {@code slot} has somewhere to go or hold: a goal of its own or a place it was sent to. */
    boolean hasDestination(int slot) {
        return goalCount[slot] > 0 || isSent(idOfSlot[slot]);
    }

    /** x of where the agent in {@code slot} steers to: the place it was sent to, else its own goal; NaN for neither. */
    double destinationX(int slot) {
        int id = idOfSlot[slot];
        return isSent(id) ? detourX[id] : goalCount[slot] > 0 ? goalX[steeringGoal(slot)] : Double.NaN;
    }

    double destinationY(int slot) {
        int id = idOfSlot[slot];
        return isSent(id) ? detourY[id] : goalCount[slot] > 0 ? goalY[steeringGoal(slot)] : Double.NaN;
    }

    /**
     * The index into the goal arrays of the goal the agent in {@code slot} steers to: the current
     * one, or after the last, the last one. An agent that has arrived holds its place: pushed off
     * by others, it walks back. Only for agents with goals.
     */
    int steeringGoal(int slot) {
        return goalStart[slot] + Math.min(goal[slot], goalCount[slot] - 1);
    }

    /**
     * Moves the agents into new slots: the agent in slot {@code order[s]} goes to slot s. Ids
     * stay. Allocates only the first time.
     */
    void reorder(int[] order) {
        if (reorderBooleanScratch.length < size) {
            reorderBooleanScratch = new boolean[size];
        }
        // The double-buffered state is permuted into its "next" half, which is then swapped in.
        for (int s = 0; s < size; s++) {
            int from = order[s];
            nextX[s] = x[from];
            nextY[s] = y[from];
            nextVx[s] = vx[from];
            nextVy[s] = vy[from];
            nextHeading[s] = heading[from];
            nextGoal[s] = goal[from];
        }
        swap();
        permute(radius, order);
        permute(preferredSpeed, order);
        permute(maxSpeed, order);
        permute(mass, order);
        permute(pipeline, order);
        permute(goalStart, order);
        permute(goalCount, order);
        permute(idOfSlot, order);
        permute(nearestReach, order);
        System.arraycopy(loopGoals, 0, reorderBooleanScratch, 0, size);
        for (int s = 0; s < size; s++) {
            loopGoals[s] = reorderBooleanScratch[order[s]];
        }
        for (int s = 0; s < size; s++) {
            slotOfId[idOfSlot[s]] = s;
        }
    }

    /**
     * Permutes one array of per-slot values, through the next state's x as scratch: after the swap
     * in {@link #reorder} it holds the state before the reordering, which the step rewrites whole.
     */
    private void permute(double[] values, int[] order) {
        double[] scratch = nextX;
        System.arraycopy(values, 0, scratch, 0, size);
        for (int s = 0; s < size; s++) {
            values[s] = scratch[order[s]];
        }
    }

    /** The same through the next state's goal progress, free after the swap for the same reason. */
    private void permute(int[] values, int[] order) {
        int[] scratch = nextGoal;
        System.arraycopy(values, 0, scratch, 0, size);
        for (int s = 0; s < size; s++) {
            values[s] = scratch[order[s]];
        }
    }

    /** Makes the next state current. */
    void swap() {
        double[] swapX = x;
        x = nextX;
        nextX = swapX;
        double[] swapY = y;
        y = nextY;
        nextY = swapY;
        double[] swapVx = vx;
        vx = nextVx;
        nextVx = swapVx;
        double[] swapVy = vy;
        vy = nextVy;
        nextVy = swapVy;
        double[] swapHeading = heading;
        heading = nextHeading;
        nextHeading = swapHeading;
        int[] swapGoal = goal;
        goal = nextGoal;
        nextGoal = swapGoal;
    }

    /** Collects agents one by one, then builds the crowd. */
    public static final class Builder {
        private int size;
        private int goals;
        private double[] x = new double[16];
        private double[] y = new double[16];
        private double[] heading = new double[16];
        private double[] radius = new double[16];
        private double[] preferredSpeed = new double[16];
        private double[] maxSpeed = new double[16];
        private double[] mass = new double[16];
        private int[] pipeline = new int[16];
        private int[] goalStart = new int[16];
        private int[] goalCount = new int[16];
        private boolean[] loopGoals = new boolean[16];
        private double[] goalX = new double[16];
        private double[] goalY = new double[16];
        private double[] goalArrival = new double[16];

        /**
         * @param goals the agent's goals in order, as {x, y, arrival radius} triples
         * @return the new agent's index
         */
        public int add(double px, double py, double facing, double bodyRadius, double preferred, double maximum, double bodyMass,
                int pipelineIndex, double[] goals, boolean loop) {
            if (size == x.length) {
                int capacity = size * 2;
                x = Arrays.copyOf(x, capacity);
                y = Arrays.copyOf(y, capacity);
                heading = Arrays.copyOf(heading, capacity);
                radius = Arrays.copyOf(radius, capacity);
                preferredSpeed = Arrays.copyOf(preferredSpeed, capacity);
                maxSpeed = Arrays.copyOf(maxSpeed, capacity);
                mass = Arrays.copyOf(mass, capacity);
                pipeline = Arrays.copyOf(pipeline, capacity);
                goalStart = Arrays.copyOf(goalStart, capacity);
                goalCount = Arrays.copyOf(goalCount, capacity);
                loopGoals = Arrays.copyOf(loopGoals, capacity);
            }
            int agent = size++;
            x[agent] = px;
            y[agent] = py;
            heading[agent] = facing;
            radius[agent] = bodyRadius;
            preferredSpeed[agent] = preferred;
            maxSpeed[agent] = maximum;
            mass[agent] = bodyMass;
            pipeline[agent] = pipelineIndex;
            goalStart[agent] = this.goals;
            goalCount[agent] = goals.length / 3;
            loopGoals[agent] = loop;
            for (int g = 0; g + 2 < goals.length; g += 3) {
                if (this.goals == goalX.length) {
                    goalX = Arrays.copyOf(goalX, this.goals * 2);
                    goalY = Arrays.copyOf(goalY, this.goals * 2);
                    goalArrival = Arrays.copyOf(goalArrival, this.goals * 2);
                }
                goalX[this.goals] = goals[g];
                goalY[this.goals] = goals[g + 1];
                goalArrival[this.goals] = goals[g + 2];
                this.goals++;
            }
            return agent;
        }

        public Crowd build() {
            return new Crowd(this);
        }
    }
}
