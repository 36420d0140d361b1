package org.crowdstudio.steering.social;

/**
 * The social side of a scenario in runtime form: each agent's traits and whether it takes part,
 * and the layer's constants. The scenario compiler builds it and attaches it to the world.
 */
public final class SocialScene {

    /** The id of the waypoint modifier that makes an agent take part. */
    public static final String ALGORITHM_ID = "social-ta";
    /** The global value the artist turns to make the whole crowd more or less sociable (eq. 9). */
    public static final String GLOBAL_INTEREST = "globalInterest";

    private final double[] friendshipAngle;
    private final double[] mood;
    private final boolean[] takesPart;
    private final SocialRules rules;

    /**
     * @param friendshipAngle per agent id, radians
     * @param mood per agent id, in [0, 1]
     * @param takesPart per agent id: whether its profile runs the social layer; only such agents socialise
     */
    public SocialScene(double[] friendshipAngle, double[] mood, boolean[] takesPart, SocialRules rules) {
        if (mood.length != friendshipAngle.length || takesPart.length != friendshipAngle.length) {
            throw new IllegalArgumentException("traits for " + friendshipAngle.length + " agents, moods for " + mood.length
                    + ", participation for " + takesPart.length);
        }
        for (int agent = 0; agent < mood.length; agent++) {
            if (!(mood[agent] >= 0 && mood[agent] <= 1)) {
                throw new IllegalArgumentException("agent " + agent + " has mood " + mood[agent] + ", outside [0, 1]");
            }
            if (!Double.isFinite(friendshipAngle[agent])) {
                throw new IllegalArgumentException("agent " + agent + " has friendship angle " + friendshipAngle[agent]);
            }
        }
        this.friendshipAngle = friendshipAngle.clone();
        this.mood = mood.clone();
        this.takesPart = takesPart.clone();
        this.rules = rules;
    }

    public int agentCount() {
        return mood.length;
    }

    public double friendshipAngle(int agent) {
        return friendshipAngle[agent];
    }

    public double mood(int agent) {
        return mood[agent];
    }

    public boolean takesPart(int agent) {
        return takesPart[agent];
    }

    public SocialRules rules() {
        return rules;
    }
}
