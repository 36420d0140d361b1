package org.crowdstudio.compiler.spi;

import java.util.List;
import java.util.Map;

import org.crowdstudio.compiler.CompileProblem;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.TimelineEvent;
import org.crowdstudio.model.validation.ElementPath;
import org.eclipse.emf.ecore.EObject;

/**
 * What a {@link SceneCompiler} is given: the scenario, the placed crowd and the ids its agents
 * got, the world to attach to, the run's seed, and where problems go.
 */
public final class SceneCompilation {

    private static final int[] NONE = {};

    private final Scenario scenario;
    private final long seed;
    private final World world;
    private final Crowd crowd;
    private final Map<Agent, Integer> agentIds;
    private final Map<Population, int[]> populationIds;
    private final Map<BehaviourProfile, int[]> profileIds;
    private final List<CompileProblem> problems;

    /**
     * @param agentIds the id each of the scenario's own agents got
     * @param populationIds the ids of each population's agents, in the order they were placed
     * @param profileIds the ids of each profile's agents, ascending
     * @param problems where problems are collected
     */
    public SceneCompilation(Scenario scenario, long seed, World world, Crowd crowd, Map<Agent, Integer> agentIds,
            Map<Population, int[]> populationIds, Map<BehaviourProfile, int[]> profileIds, List<CompileProblem> problems) {
        this.scenario = scenario;
        this.seed = seed;
        this.world = world;
        this.crowd = crowd;
        this.agentIds = agentIds;
        this.populationIds = populationIds;
        this.profileIds = profileIds;
        this.problems = problems;
    }

    public Scenario scenario() {
        return scenario;
    }

    /** @return the seed of this run (the scenario's, or the one the run was started with) */
    public long seed() {
        return seed;
    }

    /** @return the world the pipelines will be created in: attach the method's runtime form here */
    public World world() {
        return world;
    }

    /** @return the placed crowd, by agent id: explicit agents in file order, then each population's */
    public Crowd crowd() {
        return crowd;
    }

    /** @return how many agents there are */
    public int agentCount() {
        return crowd.size();
    }

    /** @return the id of one of the scenario's own agents, or -1 if it was not placed (it has problems of its own) */
    public int idOf(Agent agent) {
        Integer id = agentIds.get(agent);
        return id == null ? -1 : id;
    }

    /** @return the ids of a population's agents, in the order they were placed; empty if it was not placed */
    public int[] idsOf(Population population) {
        int[] ids = populationIds.get(population);
        return ids == null ? NONE : ids.clone();
    }

    /** @return the ids of every agent of the profile, ascending */
    public int[] idsOf(BehaviourProfile profile) {
        int[] ids = profileIds.get(profile);
        return ids == null ? NONE : ids.clone();
    }

    /** @return the scenario's own agents that were placed, with their ids */
    public Map<Agent, Integer> agentIds() {
        return Map.copyOf(agentIds);
    }

    /** @return each placed population with its agents' ids */
    public Map<Population, int[]> populationIds() {
        return Map.copyOf(populationIds);
    }

    /**
     * A seed of its own for a population's random draws: the same for the same run seed and
     * population, whatever else the scenario holds.
     */
    public long seedOf(Population population) {
        return populationSeed(seed, population);
    }

    /** Reports a problem that keeps the scenario from running, at the element it concerns. */
    public void problem(EObject element, String message) {
        problems.add(new CompileProblem(ElementPath.of(element), message));
    }

    /** Reports a problem at an element path, as {@code validate} prints it. */
    public void problem(String path, String message) {
        problems.add(new CompileProblem(path, message));
    }

    /** @return how many problems have been reported so far, by every method */
    public int problemCount() {
        return problems.size();
    }

    /** @return how the artist calls a timeline event: its name, else its element path */
    public static String eventName(TimelineEvent event) {
        return event.getName() == null || event.getName().isBlank() ? ElementPath.of(event) : event.getName();
    }

    /** The seed behind a population's draws: placement, and whatever a method draws for its agents. */
    public static long populationSeed(long scenarioSeed, Population population) {
        long idHash = population.getId() == null ? 0 : population.getId().hashCode();
        return (scenarioSeed + population.getSeedOffset()) * 0x9E3779B97F4A7C15L ^ idHash;
    }
}
