package org.crowdstudio.compiler;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.fields.FieldScene;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Scenario;

/**
 * An edit of a scenario that is running, made ready to take effect between two steps without a
 * restart: the edited interaction fields are attached to the running world and every profile's
 * pipeline is created again in it, with the edited algorithms and parameters. Stages that keep
 * state (the fields' activation timers, the social layer's interest) share it through the world
 * and so keep it. What the running crowd was built from (its agents and their profiles, start
 * positions, goals, bodies, social settings and traits), the obstacles and the timeline take effect on the
 * next restart; an edit that changes the agents or the obstacles cannot be applied at all.
 */
public final class LiveEdit {

    private final ScenarioCompiler compiler;
    private final World world;
    private final FieldScene fields;
    private final List<BehaviourProfile> profiles;
    private final String waitsForRestart;
    private final String appliesOnRestart;

    private LiveEdit(ScenarioCompiler compiler, World world, FieldScene fields, List<BehaviourProfile> profiles, String waitsForRestart,
            String appliesOnRestart) {
        this.compiler = compiler;
        this.world = world;
        this.fields = fields;
        this.profiles = profiles;
        this.waitsForRestart = waitsForRestart;
        this.appliesOnRestart = appliesOnRestart;
    }

    /**
     * Compiles the edited scenario (off the simulation's thread: fields are baked here) and checks
     * that the running simulation can take it.
     *
     * @param edited the edited scenario, a copy no one else changes
     * @param running the scenario the simulation was started from
     * @throws ScenarioCompileException if the edited scenario cannot run at all
     */
    static LiveEdit prepare(ScenarioCompiler compiler, Scenario edited, CompiledScenario running) throws ScenarioCompileException {
        CompiledScenario next = compiler.compile(edited, running.seed());
        List<BehaviourProfile> profiles = new ArrayList<>(edited.getProfiles());
        FieldScene fields = next.world().attachment(FieldScene.class).orElse(FieldScene.empty(next.crowd().size()));
        String needsRestart = differenceThatNeedsRestart(running, next);
        return new LiveEdit(compiler, running.world(), fields, profiles, needsRestart,
                needsRestart == null && bodiesDiffer(running, next) ? "body sizes, masses and speeds" : null);
    }

    /** Whether an agent's body or speeds differ: the crowd is built with them, so they wait for a restart. */
    private static boolean bodiesDiffer(CompiledScenario running, CompiledScenario next) {
        for (int agent = 0; agent < next.crowd().size(); agent++) {
            if (next.crowd().radius(agent) != running.crowd().radius(agent) || next.crowd().mass(agent) != running.crowd().mass(agent)
                    || next.crowd().preferredSpeed(agent) != running.crowd().preferredSpeed(agent)
                    || next.crowd().maxSpeed(agent) != running.crowd().maxSpeed(agent)) {
                return true;
            }
        }
        return false;
    }

    private static String differenceThatNeedsRestart(CompiledScenario running, CompiledScenario next) {
        if (next.crowd().size() != running.crowd().size()) {
            return "the scenario now has " + next.crowd().size() + " agents, the run " + running.crowd().size();
        }
        if (next.pipelines().size() != running.pipelines().size()) {
            return "the scenario now has " + next.pipelines().size() + " behaviour profiles, the run " + running.pipelines().size();
        }
        for (int agent = 0; agent < next.crowd().size(); agent++) {
            if (next.crowd().pipelineIndex(agent) != running.crowd().pipelineIndex(agent)) {
                return running.agentLabels().get(agent) + " now has another behaviour profile";
            }
        }
        if (!sameObstacles(running.world().obstacles(), next.world().obstacles())) {
            return "the obstacles changed";
        }
        return null;
    }

    private static boolean sameObstacles(List<double[]> running, List<double[]> next) {
        if (running.size() != next.size()) {
            return false;
        }
        for (int o = 0; o < running.size(); o++) {
            if (!Arrays.equals(running.get(o), next.get(o))) {
                return false;
            }
        }
        return true;
    }

    /** @return why the edit cannot be applied to the run (it needs a restart), or empty if it can */
    public Optional<String> waitsForRestart() {
        return Optional.ofNullable(waitsForRestart);
    }

    /**
     * @return what of an edit that can be applied takes effect only on a restart (e.g. "body
     *         sizes, masses and speeds"), or empty if all of it is applied
     */
    public Optional<String> appliesOnRestart() {
        return Optional.ofNullable(appliesOnRestart);
    }

    /** The interaction fields the run has once the edit is applied. */
    public FieldScene fields() {
        return fields;
    }

    /**
     * Applies the edit. Call between steps on the simulation's thread (through
     * {@code LiveSimulation.change}); it takes effect with the next step.
     *
     * @throws IllegalStateException if the edit {@linkplain #waitsForRestart() needs a restart}
     */
    public void applyTo(Simulation simulation) {
        if (waitsForRestart != null) {
            throw new IllegalStateException("this edit needs a restart: " + waitsForRestart);
        }
        world.attach(FieldScene.class, fields);
        List<Pipeline> pipelines = new ArrayList<>();
        for (BehaviourProfile profile : profiles) {
            try {
                pipelines.add(compiler.compilePipeline(profile, world));
            } catch (ScenarioCompileException cannot) {
                // The whole scenario compiled a moment ago with the same algorithms.
                throw new IllegalStateException("profile " + profile.getName() + " compiled once and not again: " + cannot.getMessage(), cannot);
            }
        }
        for (int index = 0; index < pipelines.size(); index++) {
            simulation.replacePipeline(index, pipelines.get(index));
        }
    }
}
