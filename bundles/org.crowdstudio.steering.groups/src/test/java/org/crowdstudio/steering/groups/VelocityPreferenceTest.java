package org.crowdstudio.steering.groups;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The terms of m(v), VC paper eq. 6–13, for the simplest scenes whose answers are known. */
class VelocityPreferenceTest {

    private static final double HORIZON = 2;
    private static final double STEP = 0.1;

    @Test
    void walkingStraightAtAStandingNeighbourViolatesItsObstacleAndWalkingAwayDoesNot() {
        VelocityPreference preference = new VelocityPreference();
        preference.clear(0, 0, 0.5, 0.2, 0.05);
        preference.avoidAgent(2, 0, 0, 0, 0.6, HORIZON, STEP);

        assertThat(preference.collision(1.2, 0, Double.POSITIVE_INFINITY)).as("straight at it").isPositive();
        assertThat(preference.collision(-1.2, 0, Double.POSITIVE_INFINITY)).as("away from it").isZero();
        assertThat(preference.collision(0, 1.2, Double.POSITIVE_INFINITY)).as("across, clear of it").isZero();
    }

    @Test
    void eachTakesHalfTheAvoidanceButWhoFollowsMakesWayEntirely() {
        // Both stand 2 m apart, bodies 0.6 m: the gap of 1.4 m closes in the 2 s horizon at 0.7 m/s.
        VelocityPreference reciprocal = new VelocityPreference();
        reciprocal.clear(0, 0, 0.5, 0.2, 0.05);
        reciprocal.avoidAgent(2, 0, 0, 0, 0.6, HORIZON, STEP);
        VelocityPreference follower = new VelocityPreference();
        follower.clear(0, 0, 0.5, 0.2, 0.05);
        follower.avoidLeader(2, 0, 0, 0, 0.6, HORIZON, STEP);

        assertThat(reciprocal.collision(0.5, 0, Double.POSITIVE_INFINITY)).as("half the gap is the agent's: 0.5 m/s is too fast").isPositive();
        assertThat(reciprocal.collision(0.3, 0, Double.POSITIVE_INFINITY)).as("0.3 m/s closes less than half").isZero();
        assertThat(follower.collision(0.6, 0, Double.POSITIVE_INFINITY)).as("making way entirely, the whole gap may close").isZero();
        assertThat(follower.collision(0.8, 0, Double.POSITIVE_INFINITY)).as("but not more").isPositive();
    }

    @Test
    void theGroupingTermIsTheMeanOfWeightedDistancesToTheConnections() {
        VelocityPreference preference = new VelocityPreference();
        preference.clear(0, 0, 0.5, 0.2, 0.05);
        // A neighbour 4 m ahead, standing: within reach (1.5 m) in 1 s means at least 2.5 m/s towards it.
        preference.connection(1).disc(4, 0, 0, 0, 1.5, 1, 2);
        preference.connection(0.5).disc(4, 0, 0, 0, 1.5, 1, 2);

        // At 1 m/s straight at it the agent closes 2 m of the 2.5 m it must within τ = 2 s: 0.5 m short, 0.25 m/s.
        assertThat(preference.grouping(1, 0)).isCloseTo(-(1 + 0.5) * 0.25 / 2, within(1e-9));
        assertThat(preference.connectionTerm(1, 0)).isCloseTo(0.5 * preference.grouping(1, 0), within(1e-12));
    }

    @Test
    void theDesiredVelocityTermIsMinusTheDistanceToIt() {
        VelocityPreference preference = new VelocityPreference();
        preference.clear(1, 0, 0.5, 0.2, 0.05);

        assertThat(preference.desire(1, 0)).isZero();
        assertThat(preference.desire(1, 1)).isCloseTo(-1, within(1e-12));
        assertThat(preference.movement(1, 1)).isCloseTo(-0.2, within(1e-12));
    }

    @Test
    void obstaclesBeyondTheMaximumSpeedAreLeftOutWithoutChangingAnyScore() {
        VelocityPreference all = new VelocityPreference();
        all.clear(1, 0, 0.5, 0.2, 0.05);
        VelocityPreference within = new VelocityPreference();
        within.clear(1, 0, 0.5, 0.2, 0.05);
        within.scoreWithin(1.5);
        for (VelocityPreference preference : new VelocityPreference[] {all, within}) {
            preference.avoidAgent(2, 0, 0, 0, 0.6, HORIZON, STEP);
            // 4.5 m ahead and walking away at 4 m/s, and a wall 4 m off: both obstacles lie beyond 1.5 m/s.
            preference.avoidAgent(4.5, 0, 4, 0, 0.6, HORIZON, STEP);
            preference.avoidWall(-1, 0, 4, HORIZON);
        }
        for (double vx = -1.5; vx <= 1.5; vx += 0.1) {
            for (double vy = -1.5; vy <= 1.5; vy += 0.1) {
                if (vx * vx + vy * vy <= 1.5 * 1.5) {
                    assertThat(within.collision(vx, vy, Double.POSITIVE_INFINITY)).isEqualTo(all.collision(vx, vy, Double.POSITIVE_INFINITY));
                }
            }
        }
        assertThat(within.collision(1.2, 0, Double.POSITIVE_INFINITY)).as("the near neighbour is still avoided").isPositive();
    }
}
