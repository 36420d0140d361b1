package org.crowdstudio.ui.simulation;

import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.compiler.ScenarioCompileException;
import org.crowdstudio.compiler.ScenarioCompiler;
import org.crowdstudio.engine.sim.LiveSimulation;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.sim.Timeline;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.VelocitySource;

/**
 * One run of a scenario in the workbench: compiled from a copy of the model, stepped by a
 * {@link LiveSimulation} on its own thread, each step published as a {@link Frame} that the view
 * picks up when it next draws. Closing it stops the run.
 */
final class SimulationSession implements AutoCloseable {

    /** The user-control steering algorithm's id; its agents follow the keyboard. */
    private static final String USER_CONTROL = "user-control";

    private final CompiledScenario compiled;
    private final LiveSimulation live;
    private final ConversationTracker conversations;
    private final FramePublisher frames;
    private final int[] profileOfAgent;
    private final int userAgent;
    private final double userSpeed;
    private final List<String> artistEvents = new ArrayList<>();

    /**
     * @param scenario a copy of the model no one else changes (it is read on the calling thread)
     * @param overlays the contributed overlays of the view, whose shown ones each step is captured for
     * @throws ScenarioCompileException if the scenario cannot run, with every problem
     */
    SimulationSession(Scenario scenario, AlgorithmRegistry algorithms, ContributedOverlays overlays) throws ScenarioCompileException {
        compiled = new ScenarioCompiler(algorithms).compile(scenario);
        Simulation simulation = compiled.newSimulation(0);
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
        frames = new FramePublisher(simulation, conversations, overlays);
        live = new LiveSimulation(simulation);
        live.addObserver(frames);
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

    /** The newest frame; never null. */
    Frame latest() {
        return frames.latest();
    }

    /** The two newest frames and when they arrived, for drawing between them; never null. */
    FrameMotion motion() {
        return frames.motion();
    }

    /**
     * Reports the agent's steps from the next step on, with another agent watched beside it,
     * without changing the run.
     *
     * @param agent the inspected agent, or -1 for no one
     * @param counterpart the watched agent, or -1
     */
    void inspect(int agent, int counterpart) {
        live.change(running -> {
            running.inspect(agent, counterpart);
            frames.history().watch(agent, counterpart);
        });
    }

    /** Captures the shown overlays again for the newest step, between steps; for an overlay just turned on. */
    void recapture() {
        live.change(running -> frames.recapture());
    }

    /** The run's figures so far. */
    RunHistory.Snapshot history() {
        return frames.history().snapshot();
    }

    /** @return how long each conversation that ended so far lasted, s */
    double[] conversationLengths() {
        return conversations.lengths();
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
