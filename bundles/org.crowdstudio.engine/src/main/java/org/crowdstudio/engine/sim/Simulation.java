package org.crowdstudio.engine.sim;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

import org.crowdstudio.engine.SimulationClock;
import org.crowdstudio.engine.spatial.EdgeGrid;
import org.crowdstudio.engine.spatial.UniformGrid;
import org.crowdstudio.engine.spi.AgentReport;
import org.crowdstudio.engine.spi.Bounds;
import org.crowdstudio.engine.spi.GlobalValues;
import org.crowdstudio.engine.spi.OrientationPolicy;
import org.crowdstudio.engine.spi.SlotOrdered;
import org.crowdstudio.engine.spi.StepObserver;
import org.crowdstudio.engine.spi.StepPhase;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.WaypointModifier;
import org.crowdstudio.engine.spi.World;

/**
 * Steps a crowd with the frame pipeline of the IF paper (§4.3). For every agent, from the state at
 * the start of the step: (1) perception through the neighbour grid, rebuilt every step; (2)
 * waypoint modifiers; (3) preferred velocity from the profile's sources, combined; (4) new
 * velocity from the profile's solver; (5) contact forces with agents and obstacles; (6) explicit Euler integration, new and actual velocity clamped to max speed;
 * (7) orientation from the profile's policy, else the average of preferred and new velocity; then
 * goal progress; (8) bodies that ended the step too deep in each other or in a wall are moved
 * apart ({@link ContactResolution}). Agents are computed in parallel into the next state, which is swapped in at the
 * end, so the trajectories are bit-identical for any number of threads. Observers see every step.
 *
 * <p>Not thread-safe: one thread steps it and makes changes between steps ({@link LiveSimulation}
 * does this for a user interface).
 */
public final class Simulation implements AutoCloseable {

    /**
     * Steps between reorderings of the agents' slots by grid cell. Agents move less than a cell
     * in this time, so memory order stays close to spatial order; reordering costs about one
     * grid rebuild.
     */
    private static final int REORDER_INTERVAL = 10;

    /** The most agents per unit of parallel work: enough to amortise handing it out. */
    private static final int LARGEST_CHUNK = 256;
    /** The fewest agents per unit of parallel work, below which handing it out costs more than it balances. */
    private static final int SMALLEST_CHUNK = 32;
    /** Units of parallel work per thread a small crowd is cut into, so that threads finish together. */
    private static final int CHUNKS_PER_THREAD = 8;
    /** The section of an inspected agent's report the engine's own rows go in. */
    public static final String STEERING = "Steering";

    private final Crowd crowd;
    private final Pipeline[] pipelines;
    private final GlobalValues globals;
    private final EdgeGrid walls;
    private final List<StepObserver> observers = new CopyOnWriteArrayList<>();
    private final SimulationClock clock;
    private final long seed;
    private final UniformGrid grid;
    private final ParallelRunner runner;
    private final AgentCursor[] cursors;
    /** Agents per unit of parallel work. Results do not depend on it: each agent's step reads only the state before it. */
    private final int chunkSize;
    private final double contactRange;
    private final ContactResolution contactResolution;
    private final int[] cellOrder;
    private final List<StepPhase> stepPhases;
    private final CrowdPhaseView phaseView;
    private final World world;
    /** The rectangle agents stay in, or null on an open plane. */
    private final Bounds bounds;
    /** Half the rectangle's smaller side: a body larger than the rectangle is held at its middle. */
    private final double boundsHalfSide;
    private Timeline timeline = Timeline.empty();
    /** The id of the agent the artist inspects, or -1. */
    private int inspected = -1;
    /** The agent watched beside the inspected one, or -1. */
    private int counterpart = AgentReport.NO_COUNTERPART;
    /** The inspected agent's report for the step under way. */
    private AgentReport inspecting;
    private volatile AgentReport lastReport;

    /** A simulation on an open plane. */
    public Simulation(Crowd crowd, List<Pipeline> pipelines, double timeStep, long seed, int threads) {
        this(crowd, pipelines, World.empty(), timeStep, seed, threads);
    }

    /**
     * @param crowd the agents; its state advances with every step
     * @param pipelines the profiles' pipelines, indexed by the agents' pipeline index
     * @param world the obstacles agents touch and the global values; the same world the pipelines' algorithms were created with
     * @param timeStep seconds per step
     * @param seed the scenario seed behind every random choice
     * @param threads threads to step with; results do not depend on it
     */
    public Simulation(Crowd crowd, List<Pipeline> pipelines, World world, double timeStep, long seed, int threads) {
        this.crowd = crowd;
        this.pipelines = pipelines.toArray(new Pipeline[0]);
        this.world = world;
        this.bounds = world.bounds().orElse(null);
        this.boundsHalfSide = bounds == null ? 0 : Math.min(bounds.maxX() - bounds.minX(), bounds.maxY() - bounds.minY()) / 2;
        this.globals = world.globals();
        this.stepPhases = world.stepPhases();
        this.clock = new SimulationClock(timeStep);
        this.seed = seed;
        double largestRadius = 0;
        for (int i = 0; i < crowd.size; i++) {
            largestRadius = Math.max(largestRadius, crowd.radius[i]);
            if (crowd.pipeline[i] < 0 || crowd.pipeline[i] >= this.pipelines.length) {
                throw new IllegalArgumentException("agent " + i + " uses pipeline " + crowd.pipeline[i] + " of " + this.pipelines.length);
            }
        }
        this.walls = EdgeGrid.of(world.obstacles(), Math.max(largestRadius, 0.01));
        this.contactRange = 2 * largestRadius;
        this.grid = new UniformGrid(Math.max(1, 2 * contactRange));
        this.runner = new ParallelRunner(Math.max(1, threads));
        this.cellOrder = new int[crowd.size];
        this.phaseView = new CrowdPhaseView(crowd, grid, clock, runner);
        this.chunkSize = chunkSize(crowd.size, runner.threads());
        int chunks = (crowd.size + chunkSize - 1) / chunkSize;
        this.contactResolution = new ContactResolution(crowd, this.pipelines, walls, bounds, Math.max(1, chunks));
        this.cursors = new AgentCursor[Math.max(1, chunks)];
        for (int c = 0; c < cursors.length; c++) {
            cursors[c] = new AgentCursor(crowd, grid, this);
        }
    }

    /** @return every stage of the pipelines and every step phase that keeps state by slot, once each, in that order */
    private static SlotOrdered[] slotOrdered(Pipeline[] pipelines, List<StepPhase> phases) {
        List<Object> stages = new ArrayList<>();
        for (Pipeline pipeline : pipelines) {
            stages.addAll(pipeline.waypointModifiers());
            stages.addAll(pipeline.sources());
            stages.add(pipeline.solver());
            stages.add(pipeline.orientation());
        }
        stages.addAll(phases);
        Set<SlotOrdered> found = Collections.newSetFromMap(new IdentityHashMap<>());
        List<SlotOrdered> inOrder = new ArrayList<>();
        for (Object stage : stages) {
            if (stage instanceof SlotOrdered ordered && found.add(ordered)) {
                inOrder.add(ordered);
            }
        }
        return inOrder.toArray(new SlotOrdered[0]);
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

    /** @return the values the artist changes while the simulation runs, e.g. GlobalInterest */
    public GlobalValues globals() {
        return globals;
    }

    /** @return the obstacles, global values and event listeners the simulation was built with */
    public World world() {
        return world;
    }

    /** @return the timeline applied before every step; empty unless one was set */
    public Timeline timeline() {
        return timeline;
    }

    /** Applies the timeline before every following step. Call before the first step. */
    public void setTimeline(Timeline timeline) {
        this.timeline = timeline;
    }

    /** @return how many pipelines (profiles) there are */
    public int pipelineCount() {
        return pipelines.length;
    }

    public Pipeline pipeline(int index) {
        return pipelines[index];
    }

    /**
     * Replaces a profile's pipeline, e.g. with algorithms created with changed parameters. Takes
     * effect with the next step. Call between steps.
     */
    public void replacePipeline(int index, Pipeline pipeline) {
        pipelines[index] = pipeline;
    }

    /** Lets an observer see every following step. */
    public void addObserver(StepObserver observer) {
        observers.add(observer);
    }

    public void removeObserver(StepObserver observer) {
        observers.remove(observer);
    }

    /** Advances every agent by one time step. */
    public void step() {
        if (clock.step() % REORDER_INTERVAL == 0) {
            grid.rebuild(crowd.x, crowd.y, crowd.size);
            for (int s = 0; s < crowd.size; s++) {
                cellOrder[s] = grid.pointInCellOrder(s);
            }
            crowd.reorder(cellOrder);
            // Found again each time: a live edit may have replaced pipelines, a scene added phases.
            for (SlotOrdered stage : slotOrdered(pipelines, stepPhases)) {
                stage.regrouped(cellOrder);
            }
        }
        timeline.beforeStep(this);
        grid.rebuild(crowd.x, crowd.y, crowd.size);
        for (StepPhase phase : stepPhases) {
            phase.beforeStep(phaseView);
        }
        inspecting = inspected >= 0 ? new AgentReport(inspected, counterpart, clock.step(), clock.time()) : null;
        int chunks = (crowd.size + chunkSize - 1) / chunkSize;
        contactResolution.beginStep(clock.timeStep());
        runner.run(chunks, this::stepChunk);
        contactResolution.resolve(runner, grid::pointInCellOrder, chunks, chunkSize);
        crowd.swap();
        clock.advance();
        if (inspecting != null) {
            lastReport = inspecting;
            inspecting = null;
        }
        for (StepObserver observer : observers) {
            observer.stepped(clock.step(), clock.time(), crowd);
        }
    }

    /**
     * Cuts a small crowd finer, the more so the more threads step it, so that every thread gets work
     * and the threads finish together, however the crowd's dense and sparse parts fall: 1,000
     * agents are 8 chunks of 125 on one thread, 16 of 63 (the last of 55) on two and 32 of 32 (the
     * last of 8) on sixteen.
     */
    static int chunkSize(int agents, int threads) {
        int even = (agents + threads * CHUNKS_PER_THREAD - 1) / (threads * CHUNKS_PER_THREAD);
        return Math.max(SMALLEST_CHUNK, Math.min(LARGEST_CHUNK, even));
    }

    private void stepChunk(int chunk) {
        AgentCursor cursor = cursors[chunk];
        int end = Math.min(crowd.size, (chunk + 1) * chunkSize);
        // Agents in cell order: consecutive agents are neighbours, so their data stays in the cache.
        // Each agent's result depends only on the previous state, never on this order.
        for (int s = chunk * chunkSize; s < end; s++) {
            int slot = grid.pointInCellOrder(s);
            cursor.begin(slot, crowd.idOfSlot[slot] == inspected ? inspecting : null);
            stepAgent(cursor, chunk);
        }
    }

    private void stepAgent(AgentCursor agent, int chunk) {
        int i = agent.agent;
        Pipeline pipeline = pipelines[crowd.pipeline[i]];
        double dt = clock.timeStep();
        double[] velocity = agent.velocity;
        if (agent.report != null) {
            reportState(agent);
        }

        // 2. Waypoint modifiers: the first that sets a temporary waypoint wins this step.
        agent.hasWaypoint = false;
        agent.pace = 1;
        List<WaypointModifier> modifiers = pipeline.waypointModifiers();
        for (int m = 0; m < modifiers.size() && !agent.hasWaypoint; m++) {
            agent.waypoint[2] = 1;
            if (modifiers.get(m).modify(agent, agent.waypoint)) {
                agent.hasWaypoint = true;
                agent.waypointX = agent.waypoint[0];
                agent.waypointY = agent.waypoint[1];
                // NaN or out of range: walk at the preferred speed rather than stall or rush.
                agent.pace = agent.waypoint[2] >= 0 && agent.waypoint[2] <= 1 ? agent.waypoint[2] : 1;
            }
        }

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
                if (agent.report != null) {
                    agent.report.add(STEERING, pipeline.sourceNames().get(s),
                            AgentReport.vector(velocity[0], velocity[1], "m/s") + String.format(Locale.ROOT, " × weight %.2f", weight));
                }
            } else if (agent.report != null) {
                agent.report.add(STEERING, pipeline.sourceNames().get(s), "proposes nothing");
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

        if (agent.report != null) {
            reportDecision(agent, pipeline, preferredX, preferredY, newX, newY);
        }

        // 5. Acceleration towards the new velocity, plus contact forces (Helbing et al. 2000).
        double accelerationX = (newX - crowd.vx[i]) / dt;
        double accelerationY = (newY - crowd.vy[i]) / dt;
        if (pipeline.agentStiffness() > 0) {
            // For a solid body (it has a solver), wide enough for the contact resolution after integration too.
            boolean solid = pipeline.solver() != null;
            int count = agent.touching(crowd.radius[i] + contactRange / 2 + (solid ? contactResolution.reachBeyondTouching(i, dt) : 0));
            int[] contacts = agent.contacts;
            if (solid) {
                contactResolution.remember(chunk, i, contacts, count);
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

        if (pipeline.obstacleStiffness() > 0 && !walls.isEmpty()) {
            double[] push = agent.acceleration;
            push[0] = 0;
            push[1] = 0;
            walls.addContactForce(crowd.x[i], crowd.y[i], crowd.radius[i], pipeline.obstacleStiffness() / crowd.mass[i], push);
            accelerationX += push[0];
            accelerationY += push[1];
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
        if (bounds != null) {
            // The environment's edge is a wall: the body stops at it and keeps the velocity along it.
            double radius = Math.min(crowd.radius[i], boundsHalfSide);
            if (x < bounds.minX() + radius) {
                x = bounds.minX() + radius;
                vx = Math.max(vx, 0);
            } else if (x > bounds.maxX() - radius) {
                x = bounds.maxX() - radius;
                vx = Math.min(vx, 0);
            }
            if (y < bounds.minY() + radius) {
                y = bounds.minY() + radius;
                vy = Math.max(vy, 0);
            } else if (y > bounds.maxY() - radius) {
                y = bounds.maxY() - radius;
                vy = Math.min(vy, 0);
            }
        }
        crowd.nextVx[i] = vx;
        crowd.nextVy[i] = vy;
        crowd.nextX[i] = x;
        crowd.nextY[i] = y;

        // 7. Orientation: the profile's policy, else the average of preferred and new velocity, if it has a direction.
        double facingX = preferredX + newX;
        double facingY = preferredY + newY;
        OrientationPolicy orientation = pipeline.orientation();
        if (orientation != null && orientation.orient(agent, preferredX, preferredY, newX, newY, agent.facing)) {
            facingX = agent.facing[0];
            facingY = agent.facing[1];
        }
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

    /**
     * Chooses the agent whose steps are reported from the next step on: every stage of its
     * pipeline adds what it did to {@link #lastReport()}. Inspecting changes nothing in the run.
     *
     * @param agent the agent's id, or -1 to inspect no one
     */
    public void inspect(int agent) {
        inspect(agent, AgentReport.NO_COUNTERPART);
    }

    /**
     * Like {@link #inspect(int)}, with another agent watched beside it: stages that relate two
     * agents (the social layer's interest) report that pair too, wherever the two are.
     *
     * @param agent the agent's id, or -1 to inspect no one
     * @param other the other agent's id, or -1
     */
    public void inspect(int agent, int other) {
        if (agent < -1 || agent >= crowd.size) {
            throw new IllegalArgumentException("no agent " + agent + " among " + crowd.size);
        }
        if (other < -1 || other >= crowd.size || other >= 0 && (agent < 0 || other == agent)) {
            throw new IllegalArgumentException("agent " + other + " cannot be watched beside agent " + agent);
        }
        inspected = agent;
        counterpart = other;
        if (agent < 0 || lastReport != null && lastReport.agent() != agent) {
            lastReport = null;
        }
    }

    /** The inspected agent's report of the last step taken, or null before one or if no one is inspected. */
    public AgentReport lastReport() {
        return lastReport;
    }

    /** The inspected agent's state at the start of the step: the first rows of its report. */
    private void reportState(AgentCursor agent) {
        AgentReport report = agent.report;
        int i = agent.agent;
        report.add(STEERING, "Pipeline", (crowd.pipeline[i] + 1) + " of " + pipelines.length);
        report.addVector(STEERING, "Position", crowd.x[i], crowd.y[i], "m");
        report.addVector(STEERING, "Velocity", crowd.vx[i], crowd.vy[i], "m/s");
        report.add(STEERING, "Speed", String.format(Locale.ROOT, "%.2f m/s (preferred %.2f, at most %.2f)", Math.hypot(crowd.vx[i], crowd.vy[i]),
                crowd.preferredSpeed[i], crowd.maxSpeed[i]));
        if (crowd.hasDestination(i)) {
            report.addVector(STEERING, "Destination", crowd.destinationX(i), crowd.destinationY(i), "m");
        }
    }

    /** What the step decided for the inspected agent: its waypoint, preferred and new velocity. */
    private static void reportDecision(AgentCursor agent, Pipeline pipeline, double preferredX, double preferredY, double newX, double newY) {
        AgentReport report = agent.report;
        if (agent.hasWaypoint) {
            report.addVector(STEERING, "Waypoint", agent.waypointX, agent.waypointY, "m");
        }
        report.addVector(STEERING, "Preferred velocity", preferredX, preferredY, "m/s");
        report.addVector(STEERING, pipeline.solver() == null ? "New velocity (no solver)" : "New velocity (solver)", newX, newY, "m/s");
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
