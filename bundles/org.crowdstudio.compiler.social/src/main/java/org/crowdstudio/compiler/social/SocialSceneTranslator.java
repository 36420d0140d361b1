package org.crowdstudio.compiler.social;

import java.util.Map;

import org.crowdstudio.compiler.spi.SceneCompilation;
import org.crowdstudio.compiler.spi.SeededRandom;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.SocialSettings;
import org.crowdstudio.model.scenario.SocialTraits;
import org.crowdstudio.steering.social.SocialRules;
import org.crowdstudio.steering.social.SocialScene;

/**
 * The social side of a scenario in runtime form (TA paper §4, §6): each agent's friendship angle
 * and mood, set on the agent or drawn from its population's or profile's distributions, whether
 * its profile runs the social layer, and the scenario's social settings. Draws come from streams
 * of their own (per agent, per population), so adding social traits never moves a crowd and
 * editing one population never changes another's traits.
 */
final class SocialSceneTranslator {

    private final Scenario scenario;
    private final long seed;
    private final SceneCompilation compilation;

    SocialSceneTranslator(SceneCompilation compilation) {
        this.scenario = compilation.scenario();
        this.seed = compilation.seed();
        this.compilation = compilation;
    }

    SocialScene compile() {
        int agentCount = compilation.agentCount();
        double[] friendship = new double[agentCount];
        double[] mood = new double[agentCount];
        boolean[] takesPart = new boolean[agentCount];
        boolean enabled = scenario.getSocial() == null || scenario.getSocial().isEnabled();
        for (Map.Entry<Agent, Integer> entry : compilation.agentIds().entrySet()) {
            Agent agent = entry.getKey();
            int id = entry.getValue();
            AgentTraits traits = AgentTraits.of(agent, seed);
            friendship[id] = traits.friendshipAngle();
            mood[id] = traits.mood();
            takesPart[id] = enabled && runsSocialLayer(agent.getProfile());
        }
        for (Map.Entry<Population, int[]> entry : compilation.populationIds().entrySet()) {
            Population population = entry.getKey();
            SocialTraits traits = population.getSocialTraits() != null ? population.getSocialTraits() : population.getProfile().getSocialTraits();
            SeededRandom random = new SeededRandom(compilation.seedOf(population) ^ AgentTraits.TRAITS_SALT);
            for (int id : entry.getValue()) {
                friendship[id] = AgentTraits.friendship(traits, random);
                mood[id] = AgentTraits.mood(traits, random);
                takesPart[id] = enabled && runsSocialLayer(population.getProfile());
            }
        }
        return new SocialScene(friendship, mood, takesPart, rules());
    }

    private static boolean runsSocialLayer(BehaviourProfile profile) {
        if (profile.getPipeline() == null) {
            return false;
        }
        for (AlgorithmSettings modifier : profile.getPipeline().getWaypointModifiers()) {
            if (SocialScene.ALGORITHM_ID.equals(modifier.getAlgorithmId())) {
                return true;
            }
        }
        return false;
    }

    private SocialRules rules() {
        SocialSettings social = scenario.getSocial();
        if (social == null) {
            return SocialRules.DEFAULT;
        }
        try {
            return SocialRules.fromDurations(social.getFirstConversation(), social.getGreeting(), social.getTalkAgainAfter(),
                    social.getSocialisingThreshold(), social.getNearDistance(), social.getTalkDistance(), social.getShoulderOffset(),
                    social.getPairWalkSlowdownCosine());
        } catch (IllegalArgumentException invalid) {
            compilation.problem(social, invalid.getMessage());
            return SocialRules.DEFAULT;
        }
    }
}
