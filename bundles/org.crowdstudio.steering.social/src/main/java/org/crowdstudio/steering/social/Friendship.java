package org.crowdstudio.steering.social;

/**
 * How close two agents are, from their friendship base angles (TA paper §4.1): agents sit on a
 * circle at their angles; the shorter the way round between them, the better friends they are.
 */
public final class Friendship {

    private static final double TWO_PI = 2 * Math.PI;

    private Friendship() {
    }

    /** The wrapped difference of two angles (eq. 3), in (−π, π]. */
    public static double angleDifference(double a, double b) {
        double difference = Math.IEEEremainder(a - b, TWO_PI);
        return difference == -Math.PI ? Math.PI : difference;
    }

    /**
     * 1 for the same angle, 0 for opposite angles, linear in between. Eq. 9 as printed multiplies
     * the angle difference itself, which would make the best friends the least rewarded; the text
     * says the opposite, and this term follows the text.
     */
    public static double closeness(double a, double b) {
        return 1 - Math.abs(angleDifference(a, b)) / Math.PI;
    }
}
