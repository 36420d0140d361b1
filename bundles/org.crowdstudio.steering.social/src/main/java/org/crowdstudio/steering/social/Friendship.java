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
        double difference = a - b;
        // Angles in [0, 2π) differ by less than a turn: one turn added or taken brings the difference
        // home, exactly (Sterbenz), as the remainder would, at a fraction of its cost.
        if (difference > Math.PI && difference < TWO_PI) {
            return difference - TWO_PI;
        }
        if (difference <= -Math.PI && difference > -TWO_PI) {
            return difference + TWO_PI;
        }
        if (Math.abs(difference) <= Math.PI) {
            return difference;
        }
        double remainder = Math.IEEEremainder(difference, TWO_PI);
        return remainder == -Math.PI ? Math.PI : remainder;
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
