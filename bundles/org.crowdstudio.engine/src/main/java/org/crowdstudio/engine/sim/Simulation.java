package org.crowdstudio.engine.sim;

import java.util.List;

import org.crowdstudio.engine.SimulationClock;
import org.crowdstudio.engine.spatial.UniformGrid;
import org.crowdstudio.engine.spi.VelocitySource;

/**
 * Steps a crowd with the frame pipeline of the IF paper (§4.3). For every agent, from the state at
 * the start of the step: (3) preferred velocity from the profile's sources, combined; (4) new
 * velocity from the profile's solver; (5) contact forces; (6) explicit Euler integration, new and
 * actual velocity clamped to max speed; (7) orientation, the average of preferred and new velocity;
 * then goal progress. Agents are computed in parallel into the next state, which is swapped in at
 * the end, so the trajectories are bit-identical for any number of threads.
 */
public final class Simulation implements AutoCloseable {

    /**
     * Steps between reorderings of the agents' slots by grid cell. Agents move less than a cell
     * in this time, so memory order stays close to spatial order; reordering costs about one
     * grid rebuild.
     */
    private static final int REORDER_INTERVAL = 10;

    /** Agents per unit of parallel work: large enough to amortise hand-out, small enough to balance. */
    private static final int CHUNK = 256;

    private final Crowd crowd;
    private final List<Pipeline> pipelines;
    private final SimulationClock clock;
    private final long seed;
    private final UniformGrid grid;
    private final ParallelRunner runner;
    private final AgentCursor[] cursors;
    private final double[][] scratch;
    private final int[][] contactScratch;
    private final double contactRange;
    private final int[] cellOrder;

    /**
     * @param crowd the agents; its state advances with every step
     * @param pipelines the profiles' pipelines, indexed by the agents' pipeline index
     * @param timeStep seconds per step
     * @param seed the scenario seed behind every random choice
     * @param threads threads to step with; results do not depend on it
     */
    public Simulation(Crowd crowd, List<Pipeline> pipelines, double timeStep, long seed, int threads) {
        this.crowd = crowd;
        this.pipelines = List.copyOf(pipelines);
        this.clock = new SimulationClock(timeStep);
        this.seed = seed;
        double largestRadius = 0;
        for (int i = 0; i < crowd.size; i++) {
            largestRadius = Math.max(largestRadius, crowd.radius[i]);
            if (crowd.pipeline[i] < 0 || crowd.pipeline[i] >= this.pipelines.size()) {
                throw new IllegalArgumentException("agent " + i + " uses pipeline " + crowd.pipeline[i] + " of " + this.pipelines.size());
            }
        }
        this.contactRange = 2 * largestRadius;
        this.grid = new UniformGrid(Math.max(1, 2 * contactRange));
        this.runner = new ParallelRunner(Math.max(1, threads));
        this.cellOrder = new int[crowd.size];
        int chunks = (crowd.size + CHUNK - 1) / CHUNK;
        this.cursors = new AgentCursor[Math.max(1, chunks)];
        this.scratch = new double[cursors.length][4];
        this.contactScratch = new int[cursors.length][];
        for (int c = 0; c < cursors.length; c++) {
            cursors[c] = new AgentCursor(crowd, grid, this);
            contactScratch[c] = new int[16];
        }
    }

    public Crowd crowd() {
        return crowd;
    }

    public double time() {
        return clock.time();
    }

    public double timeStep() {
        return clock.timeStep();
    }

    public long stepCount() {
        return clock.step();
    }

    /** Advances every agent by one time step. */
    public void step() {
        if (clock.step() % REORDER_INTERVAL == 0) {
            grid.rebuild(crowd.x, crowd.y, crowd.size);
            for (int s = 0; s < crowd.size; s++) {
                cellOrder[s] = grid.pointInCellOrder(s);
            }
            crowd.reorder(cellOrder);
        }
        grid.rebuild(crowd.x, crowd.y, crowd.size);
        int chunks = (crowd.size + CHUNK - 1) / CHUNK;
        runner.run(chunks, this::stepChunk);
        crowd.swap();
        clock.advance();
    }

    private void stepChunk(int chunk) {
        AgentCursor cursor = cursors[chunk];
        double[] velocity = scratch[chunk];
        int end = Math.min(crowd.size, (chunk + 1) * CHUNK);
        // Agents in cell order: consecutive agents are neighbours, so their data stays in the cache.
        // Each agent's result depends only on the previous state, never on this order.
        for (int s = chunk * CHUNK; s < end; s++) {
            cursor.agent = grid.pointInCellOrder(s);
            stepAgent(cursor, velocity, chunk);
        }
    }

    private void stepAgent(AgentCursor agent, double[] velocity, int chunk) {
        int i = agent.agent;
        Pipeline pipeline = pipelines.get(crowd.pipeline[i]);
        double dt = clock.timeStep();

        // 3. Preferred velocity: the sources' proposals, combined.
        double preferredX = 0;
        double preferredY = 0;
        double totalWeight = 0;
        List<VelocitySource> sources = pipeline.sources();
        for (int s = 0; s < sources.size(); s++) {
            if (sources.get(s).propose(agent, velocity)) {
                double weight = pipeline.weights()[s];
                preferredX += weight * velocity[0];
                preferredY += weight * velocity[1];
                totalWeight += weight;
            }
        }
        if (pipeline.averaged() && totalWeight > 0) {
            preferredX /= totalWeight;
            preferredY /= totalWeight;
        }

        // 4. New velocity from the solver, or the preferred one; no faster than max speed.
        double maxSpeed = crowd.maxSpeed[i];
        double newX = preferredX;
        double newY = preferredY;
        if (pipeline.solver() != null) {
            pipeline.solver().solve(agent, preferredX, preferredY, velocity);
            newX = velocity[0];
            newY = velocity[1];
        }
        double newSpeed = Math.sqrt(newX * newX + newY * newY);
        if (newSpeed > maxSpeed) {
            newX *= maxSpeed / newSpeed;
            newY *= maxSpeed / newSpeed;
        }

        // 5. Acceleration towards the new velocity, plus contact forces (Helbing et al. 2000).
        double accelerationX = (newX - crowd.vx[i]) / dt;
        double accelerationY = (newY - crowd.vy[i]) / dt;
        if (pipeline.agentStiffness() > 0) {
            int[] contacts = contactScratch[chunk];
            int count = grid.withinRadius(crowd.x[i], crowd.y[i], crowd.radius[i] + contactRange / 2, i, contacts);
            if (count > contacts.length) {
                // A pile-up larger than any before: grow once, then this allocates no more.
                contacts = new int[Integer.highestOneBit(count) * 2];
                contactScratch[chunk] = contacts;
                count = grid.withinRadius(crowd.x[i], crowd.y[i], crowd.radius[i] + contactRange / 2, i, contacts);
            }
            for (int c = 0; c < count; c++) {
                int j = contacts[c];
                double dx = crowd.x[i] - crowd.x[j];
                double dy = crowd.y[i] - crowd.y[j];
                double distance = Math.sqrt(dx * dx + dy * dy);
                double overlap = crowd.radius[i] + crowd.radius[j] - distance;
                if (overlap > 0 && distance > 0) {
                    double push = pipeline.agentStiffness() * overlap / crowd.mass[i];
                    accelerationX += push * dx / distance;
                    accelerationY += push * dy / distance;
                }
            }
        }

        // 6. Explicit Euler, velocity clamped to max speed.
        double vx = crowd.vx[i] + accelerationX * dt;
        double vy = crowd.vy[i] + accelerationY * dt;
        double speed = Math.sqrt(vx * vx + vy * vy);
        if (speed > maxSpeed) {
            vx *= maxSpeed / speed;
            vy *= maxSpeed / speed;
        }
        double x = crowd.x[i] + vx * dt;
        double y = crowd.y[i] + vy * dt;
        crowd.nextVx[i] = vx;
        crowd.nextVy[i] = vy;
        crowd.nextX[i] = x;
        crowd.nextY[i] = y;

        // 7. Orientation: the average of preferred and new velocity, if it has a direction.
        double facingX = preferredX + newX;
        double facingY = preferredY + newY;
        crowd.nextHeading[i] = facingX * facingX + facingY * facingY > 1e-12 ? StrictMath.atan2(facingY, facingX) : crowd.heading[i];

        // Goal progress: on to the next goal once within the current one's arrival radius.
        int goal = crowd.goal[i];
        if (crowd.hasGoal(i)) {
            int g = crowd.goalStart[i] + goal;
            double toGoalX = crowd.goalX[g] - x;
            double toGoalY = crowd.goalY[g] - y;
            if (toGoalX * toGoalX + toGoalY * toGoalY <= crowd.goalArrival[g] * crowd.goalArrival[g]) {
                goal++;
                if (goal >= crowd.goalCount[i] && crowd.loopGoals[i]) {
                    goal = 0;
                }
            }
        }
        crowd.nextGoal[i] = goal;
    }

    /** Counter-based randomness: a function of seed, agent, step and purpose only. */
    double random(int agent, int purpose) {
        long z = seed ^ (agent * 0x9E3779B97F4A7C15L) ^ (clock.step() * 0xC2B2AE3D27D4EB4FL) ^ (purpose * 0x165667B19E3779F9L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        z ^= z >>> 31;
        return (z >>> 11) * 0x1.0p-53;
    }

    @Override
    public void close() {
        runner.close();
    }
}
