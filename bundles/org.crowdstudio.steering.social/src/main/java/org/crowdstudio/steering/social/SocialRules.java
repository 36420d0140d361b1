package org.crowdstudio.steering.social;

/**
 * The constants of the social layer (TA paper §4–5) in its runtime form: interest rates per
 * second, so that the time step does not change behaviour, and the shortest conversation. Artists
 * set durations instead ({@link #fromDurations}); the paper's per-step constants are only its
 * choice for its own frame rate.
 *
 * @param interestRecoveryRate interest gained per second while two agents are not near (eq. 4)
 * @param greetingDecayRate interest lost per second while near but not socialising (eq. 6)
 * @param talkingDecayRate interest lost per second while socialising (eq. 5)
 * @param conversationEndDrop interest lost once when a conversation ends (eq. 7)
 * @param threshold pairs socialise while their social reward exceeds it (§4.4)
 * @param nearDistance metres within which two agents are near
 * @param talkDistance the formation nucleus: stop-and-talk partners stand once this close (eq. 10)
 * @param shoulderOffset sideways offset of the non-dominant pair walker, metres (Fig. 7)
 * @param slowdownCosine above this cosine the pair walker in front keeps full speed (Fig. 6)
 * @param greeting seconds: a conversation lasts at least this long, unless GlobalInterest falls to 0
 *        or the pair loses each other
 */
public record SocialRules(double interestRecoveryRate, double greetingDecayRate, double talkingDecayRate, double conversationEndDrop,
        double threshold, double nearDistance, double talkDistance, double shoulderOffset, double slowdownCosine, double greeting) {

    /** The paper's drop in interest when a conversation ends (eq. 7): it keeps a pair from talking again at once. */
    public static final double END_DROP = 0.5;

    /**
     * The defaults: best friends in the best mood talk 20 s on first meeting, every conversation
     * lasts at least a 3 s greeting, and a pair talks again after 60 s apart, at length after 120 s.
     */
    public static final SocialRules DEFAULT = fromDurations(20, 3, 60, 0.5, 1.5, 1.5, 0.5, -0.1);

    /**
     * The rules from what an artist sets: durations rather than rates.
     *
     * @param firstConversation seconds two best friends (closeness 1) in the best mood (1) talk on
     *        first meeting: interest falls from 1 to the threshold in that time
     * @param greeting the shortest conversation, seconds
     * @param talkAgainAfter seconds apart after which a pair that just talked talks again: interest
     *        recovers the end drop in that time, whatever the pair's friendship, and twice as long
     *        brings best friends back to a first meeting's length
     */
    public static SocialRules fromDurations(double firstConversation, double greeting, double talkAgainAfter, double threshold,
            double nearDistance, double talkDistance, double shoulderOffset, double slowdownCosine) {
        if (!(firstConversation > 0) || !(talkAgainAfter > 0)) {
            throw new IllegalArgumentException("the first conversation and the time until a pair talks again must be positive, got "
                    + firstConversation + " s and " + talkAgainAfter + " s");
        }
        double recovery = END_DROP / talkAgainAfter;
        // Eq. 4 and 6 move interest by the same amount in the paper: who stays near without talking loses it as fast as the absent gain it.
        return new SocialRules(recovery, recovery, Math.max(0, 1 - threshold) / firstConversation, END_DROP, threshold, nearDistance, talkDistance,
                shoulderOffset, slowdownCosine, greeting);
    }

    public SocialRules {
        requireAtLeastZero("the interest recovery rate", interestRecoveryRate);
        requireAtLeastZero("the greeting decay rate", greetingDecayRate);
        requireAtLeastZero("the talking decay rate", talkingDecayRate);
        requireAtLeastZero("the drop at a conversation's end", conversationEndDrop);
        requireAtLeastZero("the socialising threshold", threshold);
        requireAtLeastZero("the greeting", greeting);
        if (!(nearDistance > 0) || !(talkDistance > 0) || !Double.isFinite(nearDistance) || !Double.isFinite(talkDistance)) {
            throw new IllegalArgumentException("the near and talk distances must be positive, got " + nearDistance + " and " + talkDistance);
        }
        requireAtLeastZero("the shoulder offset", shoulderOffset);
        if (!(slowdownCosine >= -1 && slowdownCosine < 1)) {
            throw new IllegalArgumentException("the slow-down cosine must lie in [-1, 1), got " + slowdownCosine);
        }
    }

    private static void requireAtLeastZero(String what, double value) {
        if (!(value >= 0) || !Double.isFinite(value)) {
            throw new IllegalArgumentException(what + " must be 0 or more, got " + value);
        }
    }
}
