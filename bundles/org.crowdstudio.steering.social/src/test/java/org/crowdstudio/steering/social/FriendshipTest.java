package org.crowdstudio.steering.social;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/** Friendship closeness (TA paper §4.1, eq. 3) and sparse interest (§4.2). */
class FriendshipTest {

    @Test
    void closenessIsOneForTheSameAngleAndZeroForOppositeOnesTheShortWayRound() {
        assertThat(Friendship.closeness(1.2, 1.2)).isEqualTo(1);
        assertThat(Friendship.closeness(0, Math.PI)).isCloseTo(0, within(1e-12));
        assertThat(Friendship.closeness(0, Math.PI / 2)).isCloseTo(0.5, within(1e-12));
        // 0.1 and 2π − 0.1 are 0.2 apart across zero, not 2π − 0.2.
        assertThat(Friendship.closeness(0.1, 2 * Math.PI - 0.1)).isCloseTo(1 - 0.2 / Math.PI, within(1e-12));
        assertThat(Friendship.closeness(5, 1)).isEqualTo(Friendship.closeness(1, 5));
    }

    @Test
    void angleDifferenceWrapsIntoMinusPiToPi() {
        assertThat(Friendship.angleDifference(0.5, 0.2)).isCloseTo(0.3, within(1e-12));
        assertThat(Friendship.angleDifference(0.2, 2 * Math.PI)).isCloseTo(0.2, within(1e-12));
        assertThat(Friendship.angleDifference(6, 0)).isCloseTo(6 - 2 * Math.PI, within(1e-12));
        assertThat(Friendship.angleDifference(Math.PI, 0)).isEqualTo(Math.PI);
    }

    @Test
    void angleDifferenceIsTheRemainderOfATurnToTheLastBitAlsoForAnglesOutsideOneTurn() {
        SplittableRandom random = new SplittableRandom(3);
        double[] edges = {0, Math.PI, -Math.PI, 2 * Math.PI, Math.nextDown(2 * Math.PI), 4 * Math.PI, Math.nextUp(Math.PI)};
        for (int i = 0; i < 200_000; i++) {
            double span = i % 2 == 0 ? 2 * Math.PI : 40;
            double a = i < edges.length * edges.length ? edges[i / edges.length] : random.nextDouble(-span, span);
            double b = i < edges.length * edges.length ? edges[i % edges.length] : random.nextDouble(-span, span);
            double remainder = Math.IEEEremainder(a - b, 2 * Math.PI);
            double expected = remainder == -Math.PI ? Math.PI : remainder;
            assertThat(Friendship.angleDifference(a, b)).as("%s − %s", a, b).isEqualTo(expected);
        }
    }
}
