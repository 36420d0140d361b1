package org.crowdstudio.ui.relations;

import java.util.IdentityHashMap;
import java.util.Locale;
import java.util.Map;

import org.crowdstudio.compiler.social.AgentTraits;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.SimulationSettings;
import org.crowdstudio.steering.social.Friendship;
import org.crowdstudio.steering.social.SocialScene;
import org.crowdstudio.ui.editor.pages.Labels;

/**
 * The social side of the graph (TA paper §4.1, §6): each agent's mood and friendship angle as a
 * run with the scenario's seed will have them, for the agents whose profile runs the social
 * layer, and how close two of them are as friends. The artist sees the social picture before
 * pressing play.
 */
final class SocialPicture {

    private final Map<Agent, AgentTraits> traits = new IdentityHashMap<>();

    SocialPicture(Scenario scenario) {
        SimulationSettings settings = scenario.getSettings();
        long seed = settings == null ? 1 : settings.getRandomSeed();
        for (Agent agent : scenario.getAgents()) {
            if (social(agent)) {
                traits.put(agent, AgentTraits.of(agent, seed));
            }
        }
    }

    private static boolean social(Agent agent) {
        if (agent.getProfile() == null || agent.getProfile().getPipeline() == null) {
            return false;
        }
        for (AlgorithmSettings modifier : agent.getProfile().getPipeline().getWaypointModifiers()) {
            if (SocialScene.ALGORITHM_ID.equals(modifier.getAlgorithmId())) {
                return true;
            }
        }
        return false;
    }

    /** The agent's mood in [0, 1], or NaN for an agent that takes no part in the social layer. */
    double mood(Agent agent) {
        AgentTraits found = traits.get(agent);
        return found == null ? Double.NaN : found.mood();
    }

    /** The agent's friendship angle, radians, or NaN for an agent that takes no part. */
    double friendshipAngle(Agent agent) {
        AgentTraits found = traits.get(agent);
        return found == null ? Double.NaN : found.friendshipAngle();
    }

    /** How close two agents are as friends, 1 (same angle) to 0 (opposite), or NaN unless both take part. */
    double closeness(Agent one, Agent other) {
        AgentTraits first = traits.get(one);
        AgentTraits second = traits.get(other);
        return first == null || second == null ? Double.NaN : Friendship.closeness(first.friendshipAngle(), second.friendshipAngle());
    }

    /** The line the graph shows when the pointer rests on an agent, with the selected agent beside it if any. */
    String describe(Agent agent, Agent selected) {
        StringBuilder text = new StringBuilder(Labels.name(agent));
        AgentTraits own = traits.get(agent);
        if (own == null) {
            return traits.isEmpty() ? text.toString() : text.append(" takes no part in the social layer").toString();
        }
        text.append(String.format(Locale.ROOT, ": mood %.2f, friendship angle %.0f°%s", own.mood(), Math.toDegrees(own.friendshipAngle()),
                own.drawn() ? " (drawn from the profile with the scenario's seed)" : ""));
        if (selected != null && selected != agent) {
            double closeness = closeness(agent, selected);
            if (!Double.isNaN(closeness)) {
                text.append(String.format(Locale.ROOT, "; friends with %s: %.2f", Labels.name(selected), closeness));
            }
        }
        return text.toString();
    }
}
