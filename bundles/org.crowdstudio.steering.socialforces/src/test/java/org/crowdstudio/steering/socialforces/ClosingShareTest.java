package org.crowdstudio.steering.socialforces;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** How much of the repulsion a neighbour exerts, by how the two move. */
class ClosingShareTest {

    private static final double DT = 0.1;

    @Test
    void theFullModelPushesWithTheWholeStrengthWhateverTheMotion() {
        ClosingShare full = ClosingShare.FULL;

        assertThat(full.share(-1, 0, 7, DT)).isEqualTo(1);
        assertThat(full.share(0, 0, 7, DT)).isEqualTo(1);
    }

    @Test
    void aNeighbourWalkingAlongsideOrDrawingAwayPushesWithTheComovingShare() {
        ClosingShare share = new ClosingShare(0.02, 2);

        assertThat(share.share(0, 0, 7, DT)).isEqualTo(0.02);
        assertThat(share.share(-0.5, 0, 7, DT)).isEqualTo(0.02);
    }

    @Test
    void closingInRaisesTheShareUpToTheWholeStrength() {
        ClosingShare share = new ClosingShare(0.02, 2);

        // A weak push (far apart) is not limited: the share follows the closing speed.
        assertThat(share.share(1, 0, 0.1, DT)).isCloseTo(0.02 + 0.98 * 0.5, within(1e-12));
        assertThat(share.share(3, 0, 0.1, DT)).isEqualTo(1);
    }

    @Test
    void whatClosingInAddsNeverMoreThanStopsHalfTheClosingWithinAStep() {
        ClosingShare share = new ClosingShare(0, 2);

        // Closing at 1 m/s against a full push of 50 m/s²: at most 1 / (2 · 0.1 · 50) = 0.1 of it.
        assertThat(share.share(1, 0, 50, DT)).isCloseTo(0.1, within(1e-12));
    }

    @Test
    void someoneFacingAgainstTheAgentsWayPushesFullyEvenStandingStill() {
        ClosingShare share = new ClosingShare(0.02, 2);

        assertThat(share.share(0, 1, 50, DT)).isEqualTo(1);
        assertThat(share.share(0, 0.5, 50, DT)).isCloseTo(0.02 + 0.98 * 0.5, within(1e-12));
    }

    @Test
    void bodiesPressedIntoEachOtherPartByHalfTheOverlapWithinAStep() {
        // Pressed 2 cm into each other against a full push of 8 m/s²: α's half of the overlap,
        // 1 cm, takes 0.01 / 0.1² = 1 m/s² for one step, an eighth of the push.
        assertThat(ClosingShare.parting(0.02, 8, DT)).isCloseTo(0.125, within(1e-12));
        // Deeper than one step can part with the full push: the full push.
        assertThat(ClosingShare.parting(0.5, 8, DT)).isEqualTo(1);
        // Touching or apart: nothing.
        assertThat(ClosingShare.parting(0, 8, DT)).isZero();
        assertThat(ClosingShare.parting(-0.1, 8, DT)).isZero();
    }

    @Test
    void theClosingSpeedIsTheRelativeVelocityTowardsTheOther() {
        // α at the origin, β 2 m along +x: r_αβ = (−2, 0). α walks at 1 m/s towards β.
        assertThat(ClosingShare.closing(-2, 0, 1, 0)).isCloseTo(1, within(1e-12));
        assertThat(ClosingShare.closing(-2, 0, -1, 0)).isCloseTo(-1, within(1e-12));
        assertThat(ClosingShare.closing(-2, 0, 0, 1)).isCloseTo(0, within(1e-12));
    }
}
