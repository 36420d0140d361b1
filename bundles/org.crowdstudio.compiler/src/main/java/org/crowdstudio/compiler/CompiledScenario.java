package org.crowdstudio.compiler;

import java.util.List;

import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.sim.Timeline;
import org.crowdstudio.engine.spi.World;

/**
 * A scenario in the kernel's runtime form, ready to simulate.
 *
 * @param name the scenario's name
 * @param crowd every agent: the explicitly placed ones in file order, then each population's in turn
 * @param agentLabels a label per agent id, e.g. {@code Seeker} or {@code Visitors#12}
 * @param pipelines one compiled pipeline per behaviour profile, in file order
 * @param world obstacles (counter-clockwise) and global values
 * @param timeStep seconds per step
 * @param seed the seed behind every random choice of the run
 * @param steps steps in the scenario's duration
 * @param threads threads the scenario asks for; 0: every processor
 * @param timeline keyed global values and events, applied before every step
 */
public record CompiledScenario(String name, Crowd crowd, List<String> agentLabels, List<Pipeline> pipelines, World world, double timeStep,
        long seed, long steps, int threads, Timeline timeline) {

    public CompiledScenario {
        agentLabels = List.copyOf(agentLabels);
        pipelines = List.copyOf(pipelines);
    }

    /**
     * Starts a simulation of this scenario. The crowd is the compiled one, so compile again for a
     * second run from the start.
     *
     * @param threadCount threads to step with; 0: the scenario's choice, and if that is 0 every processor
     */
    public Simulation newSimulation(int threadCount) {
        int chosen = threadCount > 0 ? threadCount : threads > 0 ? threads : Runtime.getRuntime().availableProcessors();
        Simulation simulation = new Simulation(crowd, pipelines, world, timeStep, seed, chosen);
        simulation.setTimeline(timeline);
        return simulation;
    }
}
