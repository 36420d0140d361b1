package org.crowdstudio.compiler;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.crowdstudio.compiler.spi.GoalList;
import org.crowdstudio.compiler.spi.Polygons;
import org.crowdstudio.compiler.spi.SceneCompilation;
import org.crowdstudio.compiler.spi.SceneCompiler;
import org.crowdstudio.compiler.spi.SceneCompilers;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.sim.Timeline;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.Bounds;
import org.crowdstudio.engine.spi.GlobalValues;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Environment;
import org.crowdstudio.model.scenario.Obstacle;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.SimulationSettings;
import org.crowdstudio.model.validation.ElementPath;

/**
 * Turns a scenario into the kernel's runtime form: a {@link Crowd} in structure-of-arrays form, a
 * compiled {@link Pipeline} per behaviour profile, counter-clockwise obstacle polygons, the global
 * values and the timeline. Each method's own data (interaction fields, the social layer, groups,
 * a plug-in's) is translated by the method's {@link SceneCompiler}, found like algorithms are; this
 * class knows none of them. Every problem that keeps the scenario from running (an algorithm not
 * installed, a parameter out of range, a spawn region too small) is collected and reported at once.
 */
public final class ScenarioCompiler {

    private final AlgorithmRegistry algorithms;
    private final SceneCompilers scenes;

    /** A compiler with the algorithms given and every scene compiler of this runtime ({@link SceneCompilers#installed()}). */
    public ScenarioCompiler(AlgorithmRegistry algorithms) {
        this(algorithms, SceneCompilers.installed());
    }

    public ScenarioCompiler(AlgorithmRegistry algorithms, SceneCompilers scenes) {
        this.algorithms = algorithms;
        this.scenes = scenes;
    }

    /** @return the scene compilers this compiler calls */
    public SceneCompilers scenes() {
        return scenes;
    }

    /** Compiles with the scenario's own seed. */
    public CompiledScenario compile(Scenario scenario) throws ScenarioCompileException {
        SimulationSettings settings = scenario.getSettings();
        return compile(scenario, settings == null ? 1 : settings.getRandomSeed());
    }

    /**
     * @param seed the seed of this run, in place of the scenario's
     * @throws ScenarioCompileException with every problem found
     */
    public CompiledScenario compile(Scenario scenario, long seed) throws ScenarioCompileException {
        List<CompileProblem> problems = new ArrayList<>();
        SimulationSettings settings = scenario.getSettings();
        double timeStep = settings == null ? 0.1 : settings.getTimeStep();
        double duration = settings == null ? 60 : settings.getDuration();
        if (!(timeStep > 0) || !Double.isFinite(timeStep)) {
            problems.add(new CompileProblem("settings.timeStep", "must be a positive number of seconds, not " + timeStep));
        }

        World world = new World(obstacles(scenario), new GlobalValues(), bounds(scenario));
        Map<BehaviourProfile, Integer> pipelineOf = new HashMap<>();
        double largestRadius = 0;
        for (BehaviourProfile profile : scenario.getProfiles()) {
            pipelineOf.put(profile, pipelineOf.size());
            largestRadius = Math.max(largestRadius, profile.getRadius());
        }
        Map<Agent, Integer> agentIds = new HashMap<>();
        Map<Population, int[]> populationIds = new HashMap<>();
        Map<BehaviourProfile, List<Integer>> profileIds = new HashMap<>();

        Crowd.Builder crowd = new Crowd.Builder();
        List<String> labels = new ArrayList<>();
        FreeSpace space = new FreeSpace(world.obstacles(), largestRadius);
        for (Agent agent : scenario.getAgents()) {
            BehaviourProfile profile = agent.getProfile();
            if (profile == null || agent.getPosition() == null) {
                problems.add(new CompileProblem(ElementPath.of(agent), profile == null ? "has no behaviour profile" : "has no position"));
                continue;
            }
            double x = agent.getPosition().getX();
            double y = agent.getPosition().getY();
            double preferred = agent.getPreferredSpeed() != null ? agent.getPreferredSpeed() : profile.getPreferredSpeed();
            int id = crowd.add(x, y, agent.getOrientation(), profile.getRadius(), preferred, Math.max(profile.getMaxSpeed(), preferred),
                    profile.getMass(), pipelineOf.get(profile), GoalList.of(agent.getGoals()), agent.isLoopGoals());
            agentIds.put(agent, id);
            profileIds.computeIfAbsent(profile, any -> new ArrayList<>()).add(id);
            space.occupy(x, y, profile.getRadius());
            labels.add(label(agent.getName(), labels.size()));
        }
        PopulationPlacer placer = new PopulationPlacer(space);
        for (Population population : scenario.getPopulations()) {
            BehaviourProfile profile = population.getProfile();
            if (profile == null || population.getSpawnRegion() == null) {
                problems.add(new CompileProblem(ElementPath.of(population), profile == null ? "has no behaviour profile" : "has no spawn region"));
                continue;
            }
            try {
                double[] region = Polygons.counterClockwise(Polygons.of(population.getSpawnRegion().getVertices()));
                int number = 0;
                List<Integer> ids = new ArrayList<>();
                for (PopulationPlacer.Drawn drawn : placer.draw(population, region, profile.getRadius(), profile.getPreferredSpeed(), seed)) {
                    ids.add(crowd.add(drawn.x(), drawn.y(), drawn.orientation(), profile.getRadius(), drawn.preferredSpeed(),
                            Math.max(profile.getMaxSpeed(), drawn.preferredSpeed()), profile.getMass(), pipelineOf.get(profile), drawn.goals(),
                            drawn.loop()));
                    labels.add(label(population.getName(), labels.size()) + "#" + number++);
                }
                populationIds.put(population, ids.stream().mapToInt(Integer::intValue).toArray());
                profileIds.computeIfAbsent(profile, any -> new ArrayList<>()).addAll(ids);
            } catch (PopulationPlacer.RegionFull full) {
                problems.add(new CompileProblem(ElementPath.of(population), full.getMessage()));
            }
        }

        // Methods name agents by id, so their scenes are compiled once the crowd is placed, and
        // before the pipelines, whose algorithms find them in the world.
        Crowd built = crowd.build();
        Map<BehaviourProfile, int[]> profileIdArrays = new HashMap<>();
        profileIds.forEach((profile, ids) -> profileIdArrays.put(profile, ids.stream().mapToInt(Integer::intValue).sorted().toArray()));
        SceneCompilation compilation = new SceneCompilation(scenario, seed, world, built, agentIds, populationIds, profileIdArrays, problems);
        List<SceneCompiler> methods = scenes.all();
        for (SceneCompiler method : methods) {
            compileScene(method, compilation);
        }
        Timeline timeline = new TimelineCompiler(scenario, methods, compilation).compile();
        PipelineCompiler pipelineCompiler = new PipelineCompiler(algorithms, world);
        List<Pipeline> pipelines = new ArrayList<>();
        for (BehaviourProfile profile : scenario.getProfiles()) {
            pipelines.add(pipelineCompiler.compile(profile, problems));
        }
        if (!problems.isEmpty()) {
            throw new ScenarioCompileException(problems);
        }
        int threads = settings == null ? 0 : (int) settings.getThreadCount();
        return new CompiledScenario(scenario.getName() == null ? "" : scenario.getName(), built, labels, pipelines, world, timeStep, seed,
                Math.max(1, Math.round(duration / timeStep)), threads, timeline);
    }

    /**
     * Compiles one profile's pipeline again, e.g. after the artist changed a parameter while the
     * simulation runs; hand the result to {@code Simulation.replacePipeline} between steps.
     *
     * @param world the world the simulation runs in
     */
    public Pipeline compilePipeline(BehaviourProfile profile, World world) throws ScenarioCompileException {
        List<CompileProblem> problems = new ArrayList<>();
        Pipeline pipeline = new PipelineCompiler(algorithms, world).compile(profile, problems);
        if (pipeline == null) {
            throw new ScenarioCompileException(problems);
        }
        return pipeline;
    }

    /**
     * Prepares an edit of a running scenario to apply without a restart (see {@link LiveEdit});
     * fields are baked here, so call it off the simulation's and the UI's threads.
     *
     * @param edited the edited scenario, a copy no one else changes
     * @param running the scenario the simulation was started from
     * @throws ScenarioCompileException if the edited scenario cannot run at all
     */
    public LiveEdit prepareLiveEdit(Scenario edited, CompiledScenario running) throws ScenarioCompileException {
        return LiveEdit.prepare(this, edited, running);
    }

    /** A scene compiler that fails is a faulty plug-in: said as a problem of the scenario, not thrown at the user. */
    private static void compileScene(SceneCompiler method, SceneCompilation compilation) {
        try {
            method.compile(compilation);
        } catch (RuntimeException failed) {
            compilation.problem("scenario", "the '" + method.id() + "' scene compiler failed (its plug-in is faulty): " + failed);
        }
    }

    /** The environment's rectangle, which agents do not leave; none when the scenario gives no sound one (validation reports it). */
    private static Bounds bounds(Scenario scenario) {
        Environment environment = scenario.getEnvironment();
        if (environment == null || environment.getMin() == null || environment.getMax() == null) {
            return null;
        }
        double minX = environment.getMin().getX();
        double minY = environment.getMin().getY();
        double maxX = environment.getMax().getX();
        double maxY = environment.getMax().getY();
        boolean sound = Double.isFinite(minX) && Double.isFinite(minY) && Double.isFinite(maxX) && Double.isFinite(maxY) && minX <= maxX
                && minY <= maxY;
        return sound ? new Bounds(minX, minY, maxX, maxY) : null;
    }

    private static List<double[]> obstacles(Scenario scenario) {
        List<double[]> polygons = new ArrayList<>();
        if (scenario.getEnvironment() != null) {
            for (Obstacle obstacle : scenario.getEnvironment().getObstacles()) {
                if (obstacle.getVertices().size() >= 3) {
                    polygons.add(Polygons.counterClockwise(Polygons.of(obstacle.getVertices())));
                }
            }
        }
        return polygons;
    }

    private static String label(String name, int id) {
        return name == null || name.isBlank() ? "agent" + id : name;
    }
}
