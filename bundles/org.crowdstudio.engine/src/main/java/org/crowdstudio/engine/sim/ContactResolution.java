package org.crowdstudio.engine.sim;

import java.util.Arrays;
import java.util.function.IntUnaryOperator;

import org.crowdstudio.engine.spatial.EdgeGrid;
import org.crowdstudio.engine.spi.Bounds;

/**
 * Keeps solid bodies from sinking into each other: the kernel's step after integration. Contact
 * forces push overlapping bodies apart only over several steps, so two walkers closing at 2 m/s,
 * or a crowd pressed from behind, can end a step far deeper in each other than people ever are.
 * Wherever two solid bodies would end the step overlapping by more than {@link #GIVE}, both are
 * moved apart along the line between their centres by the excess, shared in inverse proportion to
 * their masses; velocities are left to the steering, which sees the contact next step. A solid
 * body whose profile has contact forces with obstacles is then taken out of any wall it went
 * deeper into than that, and every body stays inside the environment's bounds.
 *
 * <p>A body is solid when its profile has contact forces between agents and a velocity solver.
 * Bodies steered without a solver, such as the IF paper's crowds moved by fields alone, have no one
 * keeping them apart but the contact forces: they stay soft, as in the paper, where the VIP's
 * bodyguards press through such a crowd.
 *
 * <p>Jacobi, not Gauss–Seidel: every correction is computed from the same positions and all are
 * applied afterwards, so the result depends neither on the agents' order nor on the thread count.
 * One sweep resolves a lone pair exactly; a few sweeps a step settle what steering that mostly
 * keeps bodies apart misses now and then (the soak's hour of 10,000 agents). They do not hold
 * apart a jam pressed from behind by walkers that steer around no one: that takes a solver.
 *
 * <p>The candidates of each agent are those the kernel's contact search found at the start of the
 * step, widened by how far two agents can move in it ({@link #reachBeyondTouching}); that search
 * mostly reuses the solver's own neighbours, so the resolution searches nothing itself. Sweeps
 * after the first revisit only agents next to one that moved.
 */
final class ContactResolution {

    /**
     * How far two bodies may overlap, m: clothes and soft tissue give a little where people press
     * together, and contact forces need an overlap to act on.
     */
    static final double GIVE = 0.04;
    /**
     * Sweeps at most per step. Pushing one pair apart can press either body into a third one or a
     * wall; a few sweeps settle a packed crowd, and a step that needs none does no more than one.
     */
    private static final int SWEEPS = 4;
    /** Room for the sweeps' own moves beyond the step's, m: candidates are searched before them. */
    private static final double SWEEP_SLACK = 0.1;

    private final Crowd crowd;
    private final Pipeline[] pipelines;
    private final EdgeGrid walls;
    /** The rectangle agents stay in, or null on an open plane. */
    private final Bounds bounds;
    /** The correction of each slot, computed before any is applied. */
    private final double[] correctionX;
    private final double[] correctionY;
    /** Each chunk's agents' candidates side by side; a slot's run starts at candidateStart and is candidateCount long. */
    private final int[][] candidates;
    private final int[] candidatesUsed;
    private final int[] candidateChunk;
    private final int[] candidateStart;
    private final int[] candidateCount;
    /** The sweep (counted over the whole run) in which each slot last moved. */
    private final long[] movedInSweep;
    private long sweep;
    /** Whether a chunk's agents were moved in this sweep. */
    private final boolean[] corrected;
    private final double[][] wallPoints;
    /** The farthest any agent can move in this step, m. */
    private double largestStep;

    /**
     * @param pipelines the profiles' pipelines, read as they are at each step
     * @param walls the obstacles' edges, bucketed for a reach of at least the largest radius
     * @param bounds the rectangle agents stay in, or null
     * @param chunks how many chunks of agents the work is handed out in
     */
    ContactResolution(Crowd crowd, Pipeline[] pipelines, EdgeGrid walls, Bounds bounds, int chunks) {
        this.crowd = crowd;
        this.pipelines = pipelines;
        this.walls = walls;
        this.bounds = bounds;
        this.correctionX = new double[crowd.size];
        this.correctionY = new double[crowd.size];
        this.candidates = new int[chunks][64];
        this.candidatesUsed = new int[chunks];
        this.candidateChunk = new int[crowd.size];
        this.candidateStart = new int[crowd.size];
        this.candidateCount = new int[crowd.size];
        this.movedInSweep = new long[crowd.size];
        Arrays.fill(movedInSweep, -1);
        this.corrected = new boolean[chunks];
        this.wallPoints = new double[chunks][16];
    }

    /** Before the agents are stepped: how far any of them can move, and no candidates yet. */
    void beginStep(double timeStep) {
        double fastest = 0;
        for (int i = 0; i < crowd.size; i++) {
            fastest = Math.max(fastest, crowd.maxSpeed[i]);
        }
        largestStep = fastest * timeStep + SWEEP_SLACK;
        Arrays.fill(candidatesUsed, 0);
        Arrays.fill(candidateCount, 0);
    }

    /** How much farther than touching the contact search must look for agent i, so that it finds every body i may end the step too deep in. */
    double reachBeyondTouching(int i, double timeStep) {
        return crowd.maxSpeed[i] * timeStep + largestStep;
    }

    /** Keeps the agents the contact search found for agent i (stepped in this chunk) as its candidates. */
    void remember(int chunk, int i, int[] found, int count) {
        int used = candidatesUsed[chunk];
        int[] store = candidates[chunk];
        if (used + count > store.length) {
            store = Arrays.copyOf(store, Integer.highestOneBit(used + count) * 2);
            candidates[chunk] = store;
        }
        System.arraycopy(found, 0, store, used, count);
        candidateChunk[i] = chunk;
        candidateStart[i] = used;
        candidateCount[i] = count;
        candidatesUsed[chunk] = used + count;
    }

    /**
     * Resolves the overlaps of the integrated positions (the crowd's next state) in place.
     *
     * @param order the slot at each position of the order the agents were stepped in, so that a chunk here is the one that found their candidates
     */
    void resolve(ParallelRunner runner, IntUnaryOperator order, int chunks, int chunkSize) {
        if (!anySolid()) {
            return;
        }
        for (int s = 0; s < SWEEPS; s++) {
            long previous = sweep;
            sweep++;
            boolean first = s == 0;
            Arrays.fill(corrected, false);
            runner.run(chunks, chunk -> correctChunk(chunk, chunkSize, order, first, previous));
            runner.run(chunks, chunk -> applyChunk(chunk, chunkSize, first));
            if (!anyCorrected()) {
                return;
            }
        }
    }

    private boolean anySolid() {
        for (Pipeline pipeline : pipelines) {
            if (pipeline.agentStiffness() > 0 && pipeline.solver() != null) {
                return true;
            }
        }
        return false;
    }

    private boolean anyCorrected() {
        for (boolean chunk : corrected) {
            if (chunk) {
                return true;
            }
        }
        return false;
    }

    /** Whether the agent in {@code slot} is held apart from others: it steers around them and has a body. */
    private boolean solid(int slot) {
        Pipeline pipeline = pipelines[crowd.pipeline[slot]];
        return pipeline.agentStiffness() > 0 && pipeline.solver() != null;
    }

    private void correctChunk(int chunk, int chunkSize, IntUnaryOperator order, boolean first, long previous) {
        int end = Math.min(crowd.size, (chunk + 1) * chunkSize);
        for (int s = chunk * chunkSize; s < end; s++) {
            int i = order.applyAsInt(s);
            correctionX[i] = 0;
            correctionY[i] = 0;
            if (solid(i) && (first || nearAMove(i, previous)) && correct(i)) {
                corrected[chunk] = true;
            }
        }
    }

    /** Whether agent i or one of its candidates moved in the previous sweep: only then can its overlaps have changed. */
    private boolean nearAMove(int i, long previous) {
        if (movedInSweep[i] == previous) {
            return true;
        }
        int[] store = candidates[candidateChunk[i]];
        for (int n = candidateStart[i], end = n + candidateCount[i]; n < end; n++) {
            if (movedInSweep[store[n]] == previous) {
                return true;
            }
        }
        return false;
    }

    /**
     * Adds up agent i's share of pushing apart every solid body it ends the step too deep in.
     *
     * @return whether there was any
     */
    private boolean correct(int i) {
        double x = crowd.nextX[i];
        double y = crowd.nextY[i];
        int[] store = candidates[candidateChunk[i]];
        for (int n = candidateStart[i], end = n + candidateCount[i]; n < end; n++) {
            int j = store[n];
            double dx = x - crowd.nextX[j];
            double dy = y - crowd.nextY[j];
            double distance = Math.sqrt(dx * dx + dy * dy);
            double excess = crowd.radius[i] + crowd.radius[j] - GIVE - distance;
            if (excess > 0 && distance > 0 && solid(j)) {
                double share = excess * crowd.mass[j] / (crowd.mass[i] + crowd.mass[j]);
                correctionX[i] += share * dx / distance;
                correctionY[i] += share * dy / distance;
            }
        }
        return correctionX[i] != 0 || correctionY[i] != 0;
    }

    /** Applies the sweep's corrections; in the first sweep every solid body also leaves the walls, later only those that moved. */
    private void applyChunk(int chunk, int chunkSize, boolean first) {
        int end = Math.min(crowd.size, (chunk + 1) * chunkSize);
        for (int i = chunk * chunkSize; i < end; i++) {
            boolean moved = correctionX[i] != 0 || correctionY[i] != 0;
            crowd.nextX[i] += correctionX[i];
            crowd.nextY[i] += correctionY[i];
            if ((first || moved) && !walls.isEmpty() && solid(i) && pipelines[crowd.pipeline[i]].obstacleStiffness() > 0 && leaveWalls(i, chunk)) {
                moved = true;
                corrected[chunk] = true;
            }
            if (moved) {
                movedInSweep[i] = sweep;
                if (bounds != null) {
                    double radius = Math.min(crowd.radius[i], Math.min(bounds.maxX() - bounds.minX(), bounds.maxY() - bounds.minY()) / 2);
                    crowd.nextX[i] = Math.clamp(crowd.nextX[i], bounds.minX() + radius, bounds.maxX() - radius);
                    crowd.nextY[i] = Math.clamp(crowd.nextY[i], bounds.minY() + radius, bounds.maxY() - radius);
                }
            }
        }
    }

    /**
     * Moves agent i out of every wall edge it is deeper in than {@link #GIVE}; walls do not move, so
     * the order does not matter.
     *
     * @return whether it was moved
     */
    private boolean leaveWalls(int i, int chunk) {
        double x = crowd.nextX[i];
        double y = crowd.nextY[i];
        double radius = crowd.radius[i];
        if (radius <= GIVE) {
            return false;
        }
        double[] points = wallPoints[chunk];
        int count = walls.nearestPoints(x, y, radius - GIVE, points);
        if (2 * count > points.length) {
            points = new double[Integer.highestOneBit(2 * count) * 2];
            wallPoints[chunk] = points;
            count = walls.nearestPoints(x, y, radius - GIVE, points);
        }
        double pushX = 0;
        double pushY = 0;
        for (int p = 0; p < count; p++) {
            double dx = x - points[2 * p];
            double dy = y - points[2 * p + 1];
            double distance = Math.sqrt(dx * dx + dy * dy);
            if (distance > 0) {
                double excess = radius - GIVE - distance;
                pushX += excess * dx / distance;
                pushY += excess * dy / distance;
            }
        }
        crowd.nextX[i] = x + pushX;
        crowd.nextY[i] = y + pushY;
        return pushX != 0 || pushY != 0;
    }
}
