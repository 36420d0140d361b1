package org.crowdstudio.compiler;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.crowdstudio.compiler.spi.SceneCompiler;
import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Scenario;

/**
 * An edit of a scenario that is running, made ready to take effect between two steps without a
 * restart: every method's {@link SceneCompiler} takes what it can of the edited scenario over to
 * the running world (the edited interaction fields, the groups' relations and parameters), and
 * every profile's pipeline is created again in it, with the edited algorithms and parameters.
 * Stages that keep state (the fields' activation timers, the social layer's interest) share it
 * through the world and so keep it. What the running crowd was built from (its agents and their profiles, start
 * positions, goals, bodies, social settings and traits), the obstacles and the timeline take effect on the
 * next restart; an edit that changes the agents or the obstacles cannot be applied at all.
 */
public final class LiveEdit {

    /**
     * What became of an edit.
     *
     * @param applied whether the run took it
     * @param note if it was applied, what of it waits for a restart (e.g. "body sizes, masses and
     *        speeds"); if not, why it cannot be applied; null when there is nothing to say
     */
    public record Result(boolean applied, String note) {
    }

    private final ScenarioCompiler compiler;
    private final CompiledScenario running;
    private final CompiledScenario next;
    private final List<BehaviourProfile> profiles;

    private LiveEdit(ScenarioCompiler compiler, CompiledScenario running, CompiledScenario next, List<BehaviourProfile> profiles) {
        this.compiler = compiler;
        this.running = running;
        this.next = next;
        this.profiles = profiles;
    }

    /**
     * Compiles the edited scenario (off the simulation's thread: fields are baked here). Whether
     * the run can take it is decided when it is applied, on the simulation's thread, because the
     * running crowd may only be read there.
     *
     * @param edited the edited scenario, a copy no one else changes
     * @param running the scenario the simulation was started from
     * @throws ScenarioCompileException if the edited scenario cannot run at all
     */
    static LiveEdit prepare(ScenarioCompiler compiler, Scenario edited, CompiledScenario running) throws ScenarioCompileException {
        return new LiveEdit(compiler, running, compiler.compile(edited, running.seed()), new ArrayList<>(edited.getProfiles()));
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

    /** The world the edited scenario was compiled into: what each method attaches to the run once the edit is applied. */
    public World world() {
        return next.world();
    }

    /**
     * Applies the edit if the run can take it. Call between steps on the simulation's thread
     * (through {@code LiveSimulation.change}); it takes effect with the next step.
     *
     * @param simulation the simulation of the scenario this edit was prepared against
     */
    public Result applyTo(Simulation simulation) {
        String refused = differenceThatNeedsRestart(running, next);
        if (refused != null) {
            return new Result(false, refused);
        }
        World world = running.world();
        for (SceneCompiler method : compiler.scenes().all()) {
            method.applyLive(world, next.world());
        }
        // The stages about to be replaced stop their own per-step work; what the run shares stays.
        world.renewPipelines();
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
        return new Result(true, bodiesDiffer(running, next) ? "body sizes, masses and speeds" : null);
    }
}
