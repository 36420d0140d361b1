package org.crowdstudio.steering.groups;

/**
 * What one agent's velocity connections are made of: the parameters of VC paper Table 2 and §3,
 * as a profile or a group sets them.
 *
 * @param neighbours n^c, the most connection neighbours an agent stays near (§3.3)
 * @param interGroupConnections n^ic, extended connections to other subgroups, for re-merging (§3.6)
 * @param maxDistance r^max in metres: how far from a neighbour's body the agent may be (eq. 4–5)
 * @param minGroupingTime τ_min in seconds: the least time in which to close up (eq. 4)
 * @param timeHorizon τ in seconds: how far ahead collisions are avoided and connections closed (eq. 2, 4)
 * @param groupWeight w_g, weight of staying connected (eq. 6)
 * @param velocityWeight w_v, weight of the desired velocity (eq. 6)
 * @param distanceWeight w_i, weight of the preferred distance (eq. 13)
 * @param preferredDistance the centre-to-centre distance kept from related agents when there is room (§3.7), metres
 */
public record ConnectionParameters(int neighbours, int interGroupConnections, double maxDistance, double minGroupingTime, double timeHorizon,
        double groupWeight, double velocityWeight, double distanceWeight, double preferredDistance) {

    /** Table 2's values, and the model's defaults where the paper gives none. */
    public static final ConnectionParameters PAPER = new ConnectionParameters(3, 0, 1.2, 1, 2, 0.5, 0.2, 0.05, 0.8);

    public ConnectionParameters {
        if (neighbours < 0 || interGroupConnections < 0) {
            throw new IllegalArgumentException("connection neighbours " + neighbours + " and inter-group connections " + interGroupConnections
                    + " must not be negative");
        }
        requirePositive("maximum grouping distance", maxDistance);
        requirePositive("minimum grouping time", minGroupingTime);
        if (!(timeHorizon >= minGroupingTime) || !Double.isFinite(timeHorizon)) {
            throw new IllegalArgumentException("time horizon " + timeHorizon + " s must be at least the minimum grouping time " + minGroupingTime + " s");
        }
        requireWeight("group weight", groupWeight);
        requireWeight("desired velocity weight", velocityWeight);
        requireWeight("preferred distance weight", distanceWeight);
        requirePositive("preferred distance", preferredDistance);
    }

    private static void requirePositive(String what, double value) {
        if (!(value > 0) || !Double.isFinite(value)) {
            throw new IllegalArgumentException(what + " must be a positive number, not " + value);
        }
    }

    private static void requireWeight(String what, double value) {
        if (!(value >= 0) || !Double.isFinite(value)) {
            throw new IllegalArgumentException(what + " must be a number of at least 0, not " + value);
        }
    }
}
