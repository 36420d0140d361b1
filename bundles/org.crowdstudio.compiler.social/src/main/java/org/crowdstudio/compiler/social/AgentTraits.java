package org.crowdstudio.compiler.social;

import org.crowdstudio.compiler.spi.SeededRandom;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.SocialTraits;

/**
 * An agent's social traits as a run with a given seed has them (TA paper §4.1, §6): its friendship
 * angle and mood, set on the agent or drawn from its profile's distributions. The draw depends on
 * the seed and the agent's id only, so an editor shows the very values the run will use.
 *
 * @param friendshipAngle radians, in [0, 2π)
 * @param mood in [0, 1]
 * @param drawn whether either value was drawn rather than set on the agent
 */
public record AgentTraits(double friendshipAngle, double mood, boolean drawn) {

    /** Keeps the trait streams apart from the placement streams of the same seeds. */
    static final long TRAITS_SALT = 0x50C1A1L;
    private static final double TWO_PI = 2 * Math.PI;

    /** The traits of an individually placed agent in a run with this seed. */
    public static AgentTraits of(Agent agent, long seed) {
        SocialTraits traits = agent.getProfile() == null ? null : agent.getProfile().getSocialTraits();
        SeededRandom random = new SeededRandom((seed ^ TRAITS_SALT) * 0x9E3779B97F4A7C15L ^ (agent.getId() == null ? 0 : agent.getId().hashCode()));
        double angle = agent.getFriendshipAngle() != null ? wrap(agent.getFriendshipAngle()) : friendship(traits, random);
        double mood = agent.getMood() != null ? Math.clamp(agent.getMood(), 0, 1) : mood(traits, random);
        return new AgentTraits(angle, mood, agent.getFriendshipAngle() == null || agent.getMood() == null);
    }

    /** Drawn from the traits, or uniform round the circle: without traits nobody is anybody's special friend. */
    static double friendship(SocialTraits traits, SeededRandom random) {
        return traits != null && traits.getFriendshipAngle() != null ? wrap(random.sample(traits.getFriendshipAngle()))
                : random.nextDouble() * TWO_PI;
    }

    /** Drawn from the traits, or 1: an agent of a social profile without traits is fully sociable. */
    static double mood(SocialTraits traits, SeededRandom random) {
        return traits != null && traits.getMood() != null ? Math.clamp(random.sample(traits.getMood()), 0, 1) : 1;
    }

    private static double wrap(double angle) {
        double wrapped = angle % TWO_PI;
        return wrapped < 0 ? wrapped + TWO_PI : wrapped;
    }
}
