package org.crowdstudio.ui.simulation;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.compiler.ScenarioCompileException;
import org.crowdstudio.compiler.ScenarioCompiler;
import org.crowdstudio.engine.sim.LiveSimulation;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.sim.Timeline;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.CrowdState;
import org.crowdstudio.engine.spi.StepObserver;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.VelocitySource;

/**
 * One run of a scenario in the workbench: compiled from a copy of the model, stepped by a
 * {@link LiveSimulation} on its own thread, each step copied into a {@link Frame} that the view
 * picks up when it next draws. Closing it stops the run.
 */
final class SimulationSession implements AutoCloseable, StepObserver {

    /** The user-control steering algorithm's id; its agents follow the keyboard. */
    private static final String USER_CONTROL = "user-control";

    private final CompiledScenario compiled;
    /** Read only on the simulation's thread, for the inspected agent's report. */
    private final Simulation simulation;
    private final LiveSimulation live;
    private final ConversationTracker conversations;
    private final AtomicReference<Frame> latest = new AtomicReference<>();
    private final int[] profileOfAgent;
    private final int userAgent;
    private final double userSpeed;
    private final List<String> artistEvents = new ArrayList<>();

    /**
     * @param scenario a copy of the model no one else changes (it is read on the calling thread)
     * @throws ScenarioCompileException if the scenario cannot run, with every problem
     */
    SimulationSession(Scenario scenario, AlgorithmRegistry algorithms) throws ScenarioCompileException {
        compiled = new ScenarioCompiler(algorithms).compile(scenario);
        simulation = compiled.newSimulation(0);
        int agents = compiled.crowd().size();
        conversations = new ConversationTracker(agents);
        compiled.world().addEventListener(conversations);
        profileOfAgent = new int[agents];
        for (int agent = 0; agent < agents; agent++) {
            profileOfAgent[agent] = compiled.crowd().pipelineIndex(agent);
        }
        int user = -1;
        double speed = 1.5;
        // Explicit agents come first in the crowd, in file order (the compiler's contract).
        for (int i = 0; i < scenario.getAgents().size() && user < 0; i++) {
            Agent agent = scenario.getAgents().get(i);
            if (isUserControlled(agent.getProfile())) {
                user = i;
                speed = agent.getProfile().getPreferredSpeed() > 0 ? agent.getProfile().getPreferredSpeed() : speed;
            }
        }
        userAgent = user;
        userSpeed = speed;
        for (Timeline.Event event : simulation.timeline().artistEvents()) {
            artistEvents.add(event.name());
        }
        publish(0, 0, compiled.crowd());
        live = new LiveSimulation(simulation);
        live.addObserver(this);
    }

    private static boolean isUserControlled(BehaviourProfile profile) {
        if (profile == null || profile.getPipeline() == null) {
            return false;
        }
        for (VelocitySource stage : profile.getPipeline().getVelocitySources()) {
            if (USER_CONTROL.equals(stage.getAlgorithmId())) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void stepped(long step, double time, CrowdState state) {
        publish(step, time, state);
    }

    private void publish(long step, double time, CrowdState state) {
        int size = state.size();
        double[] positions = new double[2 * size];
        double[] headings = new double[size];
        double[] radii = new double[size];
        for (int agent = 0; agent < size; agent++) {
            positions[2 * agent] = state.x(agent);
            positions[2 * agent + 1] = state.y(agent);
            headings[agent] = state.heading(agent);
            radii[agent] = state.radius(agent);
        }
        int[] partners = conversations.partners();
        int talking = 0;
        for (int partner : partners) {
            talking += partner >= 0 ? 1 : 0;
        }
        latest.set(new Frame(step, time, positions, headings, radii, partners, talking, simulation == null ? null : simulation.lastReport()));
    }

    /** The newest frame; never null. */
    Frame latest() {
        return latest.get();
    }

    /** Reports the agent's steps from the next step on (-1: no one), without changing the run. */
    void inspect(int agent) {
        live.change(running -> running.inspect(agent));
    }

    /** A label per agent id, e.g. {@code Guests#12}. */
    List<String> agentLabels() {
        return compiled.agentLabels();
    }

    LiveSimulation live() {
        return live;
    }

    CompiledScenario compiled() {
        return compiled;
    }

    int profileOf(int agent) {
        return profileOfAgent[agent];
    }

    /** The agent the keyboard steers, or -1 if the scenario has none. */
    int userAgent() {
        return userAgent;
    }

    double userSpeed() {
        return userSpeed;
    }

    /** The timeline's events without a time, fired by the artist (fire alarm, all clear). */
    List<String> artistEvents() {
        return List.copyOf(artistEvents);
    }

    @Override
    public void close() {
        live.close();
    }
}
