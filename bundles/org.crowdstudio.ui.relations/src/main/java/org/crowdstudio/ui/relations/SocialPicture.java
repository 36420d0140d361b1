package org.crowdstudio.ui.relations;

import java.util.IdentityHashMap;
import java.util.Locale;
import java.util.Map;

import org.crowdstudio.compiler.social.AgentTraits;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.ConstantDistribution;
import org.crowdstudio.model.scenario.Distribution;
import org.crowdstudio.model.scenario.NormalDistribution;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.SimulationSettings;
import org.crowdstudio.model.scenario.SocialTraits;
import org.crowdstudio.model.scenario.UniformDistribution;
import org.crowdstudio.model.scenario.VonMisesDistribution;
import org.crowdstudio.steering.social.Friendship;
import org.crowdstudio.steering.social.SocialScene;
import org.crowdstudio.ui.editor.pages.Labels;

/**
 * The social side of the graph (TA paper §4.1, §6): each agent's mood and friendship angle as a
 * run with the scenario's seed will have them, for the agents whose profile runs the social
 * layer, and how close two of them are as friends; for a population, the distributions its agents'
 * traits are drawn from. The artist sees the social picture before
 * pressing play.
 */
final class SocialPicture {

    private final Map<Agent, AgentTraits> traits = new IdentityHashMap<>();
    /** The traits a population's agents are drawn from: its own, or its profile's. */
    private final Map<Population, SocialTraits> populations = new IdentityHashMap<>();

    SocialPicture(Scenario scenario) {
        SimulationSettings settings = scenario.getSettings();
        long seed = settings == null ? 1 : settings.getRandomSeed();
        for (Agent agent : scenario.getAgents()) {
            if (social(agent.getProfile())) {
                traits.put(agent, AgentTraits.of(agent, seed));
            }
        }
        for (Population population : scenario.getPopulations()) {
            if (social(population.getProfile())) {
                populations.put(population, population.getSocialTraits() != null ? population.getSocialTraits() : population.getProfile().getSocialTraits());
            }
        }
    }

    private static boolean social(BehaviourProfile profile) {
        if (profile == null || profile.getPipeline() == null) {
            return false;
        }
        for (AlgorithmSettings modifier : profile.getPipeline().getWaypointModifiers()) {
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

    /** A population's typical mood: the middle of the distribution its agents' moods are drawn from (1 without one), or NaN when it takes no part. */
    double mood(Population population) {
        if (!populations.containsKey(population)) {
            return Double.NaN;
        }
        SocialTraits traits = populations.get(population);
        return traits == null || traits.getMood() == null ? 1 : Math.clamp(middle(traits.getMood()), 0, 1);
    }

    /** A population's typical friendship angle, or NaN when its angles are spread round the circle or it takes no part. */
    double friendshipAngle(Population population) {
        SocialTraits traits = populations.get(population);
        return traits == null || traits.getFriendshipAngle() == null || traits.getFriendshipAngle() instanceof UniformDistribution ? Double.NaN
                : middle(traits.getFriendshipAngle());
    }

    /** The line the graph shows when the pointer rests on a population. */
    String describe(Population population) {
        StringBuilder text = new StringBuilder(GraphContent.label(population)).append(Messages.SocialPicture_placedWhenARunStarts);
        if (!populations.containsKey(population)) {
            return populations.isEmpty() && traits.isEmpty() ? text.toString() : text.append(Messages.SocialPicture_takesNoPartInThe).toString();
        }
        SocialTraits traits = populations.get(population);
        text.append(Messages.SocialPicture_mood).append(traits == null || traits.getMood() == null ? Messages.SocialPicture_1NoTraits : words(traits.getMood(), false));
        text.append(Messages.SocialPicture_friendshipAngle)
                .append(traits == null || traits.getFriendshipAngle() == null ? Messages.SocialPicture_anywhereRoundTheCircle : words(traits.getFriendshipAngle(), true));
        return text.toString();
    }

    /** The middle of a distribution: its value, mean or centre. */
    private static double middle(Distribution distribution) {
        return switch (distribution) {
            case ConstantDistribution constant -> constant.getValue();
            case UniformDistribution uniform -> (uniform.getMin() + uniform.getMax()) / 2;
            case NormalDistribution normal -> normal.getMean();
            case VonMisesDistribution vonMises -> vonMises.getMean();
            default -> Double.NaN;
        };
    }

    private static String words(Distribution distribution, boolean angle) {
        return switch (distribution) {
            case ConstantDistribution constant -> value(constant.getValue(), angle);
            case UniformDistribution uniform -> value(uniform.getMin(), angle) + " to " + value(uniform.getMax(), angle);
            case NormalDistribution normal -> value(normal.getMean(), angle) + " ± " + value(normal.getStandardDeviation(), angle);
            case VonMisesDistribution vonMises -> "around " + value(vonMises.getMean(), angle)
                    + String.format(Locale.ROOT, Messages.SocialPicture_concentration1f, vonMises.getConcentration());
            default -> Labels.name(distribution);
        };
    }

    private static String value(double value, boolean angle) {
        return angle ? String.format(Locale.ROOT, "%.0f°", Math.toDegrees(value)) : String.format(Locale.ROOT, "%.2f", value);
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
            return traits.isEmpty() && populations.isEmpty() ? text.toString() : text.append(Messages.SocialPicture_takesNoPartInThe2).toString();
        }
        text.append(String.format(Locale.ROOT, Messages.SocialPicture_mood2fFriendshipAngle0f,
                own.mood(), Math.toDegrees(own.friendshipAngle()),
                own.drawn() ? Messages.SocialPicture_drawnFromTheProfileWith : ""));
        if (selected != null && selected != agent) {
            double closeness = closeness(agent, selected);
            if (!Double.isNaN(closeness)) {
                text.append(String.format(Locale.ROOT, Messages.SocialPicture_friendsWithS2f, Labels.name(selected), closeness));
            }
        }
        return text.toString();
    }
}
