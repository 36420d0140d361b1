package org.crowdstudio.engine.sim;

import java.util.function.IntConsumer;
import java.util.function.IntPredicate;

import org.crowdstudio.engine.SimulationClock;
import org.crowdstudio.engine.spatial.UniformGrid;
import org.crowdstudio.engine.spi.PhaseView;

/** The crowd as step phases see it: the state at the start of the step by id, and the grid built for the step. */
final class CrowdPhaseView implements PhaseView {

    /** Agents per unit of parallel work in {@link #forEachAgent}. */
    private static final int AGENTS_PER_CHUNK = 512;

    private final Crowd crowd;
    private final UniformGrid grid;
    private final SimulationClock clock;
    private final PairSearch pairs;
    private final ParallelRunner runner;

    CrowdPhaseView(Crowd crowd, UniformGrid grid, SimulationClock clock, ParallelRunner runner) {
        this.crowd = crowd;
        this.grid = grid;
        this.clock = clock;
        this.runner = runner;
        this.pairs = new PairSearch(crowd, grid, runner);
    }

    @Override
    public int size() {
        return crowd.size();
    }

    @Override
    public int handleOf(int agent) {
        return crowd.slotOfId[agent];
    }

    @Override
    public double x(int agent) {
        return crowd.x(agent);
    }

    @Override
    public double y(int agent) {
        return crowd.y(agent);
    }

    @Override
    public double vx(int agent) {
        return crowd.vx(agent);
    }

    @Override
    public double vy(int agent) {
        return crowd.vy(agent);
    }

    @Override
    public double heading(int agent) {
        return crowd.heading(agent);
    }

    @Override
    public double radius(int agent) {
        return crowd.radius(agent);
    }

    @Override
    public boolean seeksGoal(int agent) {
        return crowd.seeksGoal(agent);
    }

    @Override
    public boolean arrived(int agent) {
        return crowd.arrived(agent);
    }

    @Override
    public double time() {
        return clock.time();
    }

    @Override
    public double timeStep() {
        return clock.timeStep();
    }

    @Override
    public boolean hasDestination(int agent) {
        return crowd.hasCurrentGoal(agent);
    }

    @Override
    public double destinationX(int agent) {
        return crowd.currentGoalX(agent);
    }

    @Override
    public double destinationY(int agent) {
        return crowd.currentGoalY(agent);
    }

    @Override
    public int neighboursWithin(int agent, double radius, int[] out) {
        int slot = crowd.slotOfId[agent];
        int found = grid.withinRadius(crowd.x[slot], crowd.y[slot], radius, slot, out);
        // The grid answers in slots; phases keep state by id.
        for (int n = 0; n < Math.min(found, out.length); n++) {
            out[n] = crowd.idOfSlot[out[n]];
        }
        return found;
    }

    @Override
    public long[] pairsWithin(double radius, IntPredicate among) {
        return pairs.pairsWithin(radius, among);
    }

    @Override
    public void forEachAgent(IntConsumer work) {
        int agents = crowd.size();
        runner.run((agents + AGENTS_PER_CHUNK - 1) / AGENTS_PER_CHUNK, chunk -> {
            int end = Math.min(agents, (chunk + 1) * AGENTS_PER_CHUNK);
            // In storage order, not id order: the work reads the agent's state, which then comes in sequence.
            for (int slot = chunk * AGENTS_PER_CHUNK; slot < end; slot++) {
                work.accept(crowd.idOfSlot[slot]);
            }
        });
    }

    @Override
    public void forEachPart(int parts, IntConsumer work) {
        runner.run(parts, work);
    }
}
