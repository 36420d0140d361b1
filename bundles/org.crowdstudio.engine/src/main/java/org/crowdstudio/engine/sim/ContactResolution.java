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
 * mostly reuses the solver's own neighbours, so the resolution searches nothing itself. The first
 * sweep looks at every solid body; the later ones only at the bodies the sweep before moved and
 * their candidates. The first sweep runs on all the step's threads; a later one over a few
 * thousand agents on the stepping thread, a larger one in parallel: a step that needs no
 * resolution costs one pass over the crowd.
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
    /**
     * Later sweeps over up to this many agents run on the stepping thread: they look at few agents,
     * so handing them out would cost more than it saves.
     */
    private static final int ON_ONE_THREAD_UP_TO = 4096;
    /** Room for the sweeps' own moves beyond the step's, m: candidates are searched before them. */
    private static final double SWEEP_SLACK = 0.1;

    private final Crowd crowd;
    private final Pipeline[] pipelines;
    private final EdgeGrid walls;
    /** The rectangle agents stay in, or null on an open plane. */
    private final Bounds bounds;
    /** Each chunk's agents' candidates side by side; a slot's run starts at candidateStart and is candidateCount long. */
    private final int[][] candidates;
    private final int[] candidatesUsed;
    private final int[] candidateChunk;
    private final int[] candidateStart;
    private final int[] candidateCount;
    /** What the first sweep moves, per chunk: the slots and where they go (x, y side by side). */
    private final int[][] firstMoves;
    private final double[][] firstMovedTo;
    private final int[] firstMoveCount;
    private final double[][] wallPoints;
    /** Per chunk and one for the later sweeps: a correction or a position being worked on. */
    private final double[][] pairs;
    /** The sweep (counted over the run) in which each slot last moved, and in which it was last looked at. */
    private final int[] movedInSweep;
    private final int[] visitedInSweep;
    private int sweep;
    /** The slots the last sweep moved, for the next to look around. */
    private int[] lastMoved = new int[64];
    private int lastMovedCount;
    /** A later sweep's agents, their corrections (x, y side by side) and the slots it moves. */
    private int[] active = new int[64];
    private double[] activeCorrection = new double[128];
    private int[] nowMoved = new int[64];
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
        this.candidates = new int[chunks][64];
        this.candidatesUsed = new int[chunks];
        this.candidateChunk = new int[crowd.size];
        this.candidateStart = new int[crowd.size];
        this.candidateCount = new int[crowd.size];
        this.firstMoves = new int[chunks][16];
        this.firstMovedTo = new double[chunks][32];
        this.firstMoveCount = new int[chunks];
        this.wallPoints = new double[chunks][16];
        this.pairs = new double[chunks + 1][2];
        this.movedInSweep = new int[crowd.size];
        this.visitedInSweep = new int[crowd.size];
        Arrays.fill(movedInSweep, -1);
        Arrays.fill(visitedInSweep, -1);
    }

    /**
     * Before the agents are stepped: how far any of them can move, and no candidates yet. Every
     * solid agent is given its candidates anew while it is stepped; no other is ever asked for
     * its own.
     */
    void beginStep(double timeStep) {
        double fastest = 0;
        for (int i = 0; i < crowd.size; i++) {
            fastest = Math.max(fastest, crowd.maxSpeed[i]);
        }
        largestStep = fastest * timeStep + SWEEP_SLACK;
        Arrays.fill(candidatesUsed, 0);
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
     * Resolves the overlaps of the integrated positions (the crowd's next state) in place. The first
     * sweep reads positions that nobody writes until it is over; a later sweep computes every
     * correction before it applies any.
     *
     * @param order the slot at each position of the order the agents were stepped in, so that a chunk here is the one that found their candidates
     */
    void resolve(ParallelRunner runner, IntUnaryOperator order, int chunks, int chunkSize) {
        if (!anySolid()) {
            return;
        }
        sweep++;
        // On the step's threads whatever the crowd's size: they are still spinning from stepping the
        // agents, so handing the sweep out costs little, and on one thread it took a fifth of a
        // 1,000-agent step on 16 threads.
        runner.run(chunks, chunk -> firstSweep(chunk, chunkSize, order));
        applyFirstSweep(chunks);
        for (int s = 1; s < SWEEPS && lastMovedCount > 0; s++) {
            laterSweep(runner, chunkSize);
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

    /** Whether the agent in {@code slot} is held apart from others: it steers around them and has a body. */
    private boolean solid(int slot) {
        Pipeline pipeline = pipelines[crowd.pipeline[slot]];
        return pipeline.agentStiffness() > 0 && pipeline.solver() != null;
    }

    /** Every solid body of the chunk: where it goes, listed for {@link #applyFirstSweep} if it moves; the positions are only read. */
    private void firstSweep(int chunk, int chunkSize, IntUnaryOperator order) {
        firstMoveCount[chunk] = 0;
        int end = Math.min(crowd.size, (chunk + 1) * chunkSize);
        double[] pair = pairs[chunk];
        for (int s = chunk * chunkSize; s < end; s++) {
            int i = order.applyAsInt(s);
            if (solid(i) && moveApart(i, chunk, pair)) {
                int count = firstMoveCount[chunk];
                if (count == firstMoves[chunk].length) {
                    firstMoves[chunk] = Arrays.copyOf(firstMoves[chunk], 2 * count);
                    firstMovedTo[chunk] = Arrays.copyOf(firstMovedTo[chunk], 4 * count);
                }
                firstMoves[chunk][count] = i;
                firstMovedTo[chunk][2 * count] = pair[0];
                firstMovedTo[chunk][2 * count + 1] = pair[1];
                firstMoveCount[chunk] = count + 1;
            }
        }
    }

    /** Moves what the first sweep listed, in chunk order, and remembers who moved. */
    private void applyFirstSweep(int chunks) {
        lastMovedCount = 0;
        for (int chunk = 0; chunk < chunks; chunk++) {
            for (int m = 0; m < firstMoveCount[chunk]; m++) {
                int i = firstMoves[chunk][m];
                crowd.nextX[i] = firstMovedTo[chunk][2 * m];
                crowd.nextY[i] = firstMovedTo[chunk][2 * m + 1];
                movedInSweep[i] = sweep;
                lastMoved = append(lastMoved, lastMovedCount++, i);
            }
        }
    }

    /**
     * Looks again at the bodies the last sweep moved and at their candidates: every correction
     * first (in parallel when they are many), then every move.
     */
    private void laterSweep(ParallelRunner runner, int chunkSize) {
        sweep++;
        int activeCount = 0;
        for (int m = 0; m < lastMovedCount; m++) {
            int i = lastMoved[m];
            activeCount = visit(i, activeCount);
            int[] store = candidates[candidateChunk[i]];
            for (int n = candidateStart[i], end = n + candidateCount[i]; n < end; n++) {
                activeCount = visit(store[n], activeCount);
            }
        }
        if (activeCorrection.length < 2 * activeCount) {
            activeCorrection = new double[Integer.highestOneBit(2 * activeCount) * 2];
        }
        int count = activeCount;
        if (count > ON_ONE_THREAD_UP_TO) {
            runner.run((count + chunkSize - 1) / chunkSize, part -> correctActive(part * chunkSize, Math.min(count, (part + 1) * chunkSize), pairs[part]));
        } else {
            correctActive(0, count, pairs[pairs.length - 1]);
        }
        double[] pair = pairs[pairs.length - 1];
        int moved = 0;
        for (int a = 0; a < activeCount; a++) {
            int i = active[a];
            double x = crowd.nextX[i] + activeCorrection[2 * a];
            double y = crowd.nextY[i] + activeCorrection[2 * a + 1];
            boolean pushed = activeCorrection[2 * a] != 0 || activeCorrection[2 * a + 1] != 0;
            if (pushed) {
                pair[0] = x;
                pair[1] = y;
                leaveWallsAndBounds(i, 0, pair);
                crowd.nextX[i] = pair[0];
                crowd.nextY[i] = pair[1];
                movedInSweep[i] = sweep;
                nowMoved = append(nowMoved, moved++, i);
            }
        }
        int[] swap = lastMoved;
        lastMoved = nowMoved;
        nowMoved = swap;
        lastMovedCount = moved;
    }

    /** The corrections of the active agents from {@code from} to {@code to}, from positions nobody writes meanwhile. */
    private void correctActive(int from, int to, double[] pair) {
        for (int a = from; a < to; a++) {
            correct(active[a], pair);
            activeCorrection[2 * a] = pair[0];
            activeCorrection[2 * a + 1] = pair[1];
        }
    }

    /** Adds a solid agent to this sweep's once. */
    private int visit(int i, int activeCount) {
        if (visitedInSweep[i] == sweep || !solid(i)) {
            return activeCount;
        }
        visitedInSweep[i] = sweep;
        active = append(active, activeCount, i);
        return activeCount + 1;
    }

    private static int[] append(int[] list, int at, int value) {
        int[] grown = at < list.length ? list : Arrays.copyOf(list, 2 * list.length);
        grown[at] = value;
        return grown;
    }

    /**
     * Where agent i goes in the first sweep: pushed out of the solid bodies it is too deep in, then
     * out of the walls and into the bounds.
     *
     * @param out receives the new position
     * @return whether it moves
     */
    private boolean moveApart(int i, int chunk, double[] out) {
        boolean pushed = correct(i, out);
        out[0] += crowd.nextX[i];
        out[1] += crowd.nextY[i];
        return leaveWallsAndBounds(i, chunk, out) || pushed;
    }

    /**
     * Takes the position in {@code at} out of the walls (for a profile with contact forces with
     * obstacles) and into the bounds.
     *
     * @return whether the walls moved it
     */
    private boolean leaveWallsAndBounds(int i, int chunk, double[] at) {
        boolean moved = !walls.isEmpty() && pipelines[crowd.pipeline[i]].obstacleStiffness() > 0 && leaveWalls(i, chunk, at);
        if (bounds != null) {
            double radius = Math.min(crowd.radius[i], Math.min(bounds.maxX() - bounds.minX(), bounds.maxY() - bounds.minY()) / 2);
            at[0] = Math.clamp(at[0], bounds.minX() + radius, bounds.maxX() - radius);
            at[1] = Math.clamp(at[1], bounds.minY() + radius, bounds.maxY() - radius);
        }
        return moved;
    }

    /**
     * Adds up agent i's share of pushing apart every solid body it is too deep in, at the crowd's
     * next positions.
     *
     * @param out receives the correction, x and y
     * @return whether there was any
     */
    private boolean correct(int i, double[] out) {
        double x = crowd.nextX[i];
        double y = crowd.nextY[i];
        double correctionX = 0;
        double correctionY = 0;
        int[] store = candidates[candidateChunk[i]];
        for (int n = candidateStart[i], end = n + candidateCount[i]; n < end; n++) {
            int j = store[n];
            double dx = x - crowd.nextX[j];
            double dy = y - crowd.nextY[j];
            double distance = Math.sqrt(dx * dx + dy * dy);
            double excess = crowd.radius[i] + crowd.radius[j] - GIVE - distance;
            if (excess > 0 && distance > 0 && solid(j)) {
                double share = excess * crowd.mass[j] / (crowd.mass[i] + crowd.mass[j]);
                correctionX += share * dx / distance;
                correctionY += share * dy / distance;
            }
        }
        out[0] = correctionX;
        out[1] = correctionY;
        return correctionX != 0 || correctionY != 0;
    }

    /**
     * Moves agent i, at ({@code at[0]}, {@code at[1]}), out of every wall edge it is deeper in than
     * {@link #GIVE}; walls do not move, so the order does not matter.
     *
     * @param chunk whose scratch to use
     * @param at the position, replaced by the one out of the walls
     * @return whether it was moved
     */
    private boolean leaveWalls(int i, int chunk, double[] at) {
        double x = at[0];
        double y = at[1];
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
        at[0] = x + pushX;
        at[1] = y + pushY;
        return pushX != 0 || pushY != 0;
    }
}
