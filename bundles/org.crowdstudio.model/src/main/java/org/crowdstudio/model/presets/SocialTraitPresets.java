package org.crowdstudio.model.presets;

import org.crowdstudio.model.scenario.Distribution;
import org.crowdstudio.model.scenario.NormalDistribution;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.SocialTraits;
import org.crowdstudio.model.scenario.UniformDistribution;
import org.crowdstudio.model.scenario.VonMisesDistribution;

/**
 * Friendship and mood distributions for the kinds of crowd in the transactional-analysis paper's
 * Table 1, ready to put on a profile or population. A friendship angle concentrated around one
 * direction makes many agents friends; spread round the circle, few. A party takes two presets:
 * guests and waiters.
 */
public enum SocialTraitPresets {

    /** Office workers: many friends, moderate moods, brief chats. */
    OFFICE("Office", 0, 4, uniform(0.5, 0.7)),
    /** Students: fewer friends, good moods, longer talks. */
    SCHOOL("School", 0, 0.5, normal(0.85, 0.08)),
    /** Strollers in a park: some are friends, interest is medium. */
    PARK("Park", 0, 1.5, uniform(0.4, 0.75)),
    /** Party guests: close friends in a good mood. */
    PARTY_GUEST("Party guest", 0, 8, uniform(0.85, 1)),
    /** Waiters: on the other side of the friendship circle from the guests and too busy to talk. */
    PARTY_WAITER("Party waiter", Math.PI, 8, uniform(0, 0.1));

    private final String label;
    private final double friendshipMean;
    private final double friendshipConcentration;
    private final MoodShape mood;

    SocialTraitPresets(String label, double friendshipMean, double friendshipConcentration, MoodShape mood) {
        this.label = label;
        this.friendshipMean = friendshipMean;
        this.friendshipConcentration = friendshipConcentration;
        this.mood = mood;
    }

    /** @return the name shown to the artist */
    public String label() {
        return label;
    }

    /** @return new traits with this preset's distributions, not attached to any scenario */
    public SocialTraits create() {
        VonMisesDistribution friendship = ScenarioFactory.eINSTANCE.createVonMisesDistribution();
        friendship.setMean(friendshipMean);
        friendship.setConcentration(friendshipConcentration);
        SocialTraits traits = ScenarioFactory.eINSTANCE.createSocialTraits();
        traits.setFriendshipAngle(friendship);
        traits.setMood(mood.create());
        return traits;
    }

    /** A mood distribution's description; an enum constant cannot hold a mutable EMF object. */
    private interface MoodShape {
        Distribution create();
    }

    private static MoodShape uniform(double min, double max) {
        return () -> {
            UniformDistribution distribution = ScenarioFactory.eINSTANCE.createUniformDistribution();
            distribution.setMin(min);
            distribution.setMax(max);
            return distribution;
        };
    }

    /** A normal distribution cut to moods' range, [0, 1]. */
    private static MoodShape normal(double mean, double deviation) {
        return () -> {
            NormalDistribution distribution = ScenarioFactory.eINSTANCE.createNormalDistribution();
            distribution.setMean(mean);
            distribution.setStandardDeviation(deviation);
            distribution.setMin(0.0);
            distribution.setMax(1.0);
            return distribution;
        };
    }
}
