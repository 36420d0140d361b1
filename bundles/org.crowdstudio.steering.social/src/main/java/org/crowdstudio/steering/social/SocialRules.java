package org.crowdstudio.steering.social;

/**
 * The constants of the social layer (TA paper §4–5), interest rates per second so that the time
 * step does not change behaviour. The defaults are the paper's per-step values at 0.1 s.
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
 */
public record SocialRules(double interestRecoveryRate, double greetingDecayRate, double talkingDecayRate, double conversationEndDrop,
        double threshold, double nearDistance, double talkDistance, double shoulderOffset, double slowdownCosine) {

    /** The paper's values. */
    public static final SocialRules PAPER = new SocialRules(0.1, 0.1, 0.3, 0.5, 0.5, 1.5, 1.5, 0.5, -0.1);

    public SocialRules {
        requireAtLeastZero("the interest recovery rate", interestRecoveryRate);
        requireAtLeastZero("the greeting decay rate", greetingDecayRate);
        requireAtLeastZero("the talking decay rate", talkingDecayRate);
        requireAtLeastZero("the drop at a conversation's end", conversationEndDrop);
        requireAtLeastZero("the socialising threshold", threshold);
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
