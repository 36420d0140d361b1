package org.crowdstudio.fields;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class SourceFrameTest {

    @Test
    void aSourceFacingEastSeesThePointAheadOfItOnItsMinusYAxis() {
        SourceFrame frame = new SourceFrame();
        frame.placeWithHeading(10, 5, 0);

        assertThat(frame.localX(12, 5)).isCloseTo(0, within(1e-12));
        assertThat(frame.localY(12, 5)).isCloseTo(-2, within(1e-12));
        // Its right-hand side (south of it) is the frame's −x, as for a source facing −y.
        assertThat(frame.localX(10, 4)).isCloseTo(-1, within(1e-12));
        // A field vector pointing forward in the frame (−y) points east in the world.
        assertThat(frame.worldVx(0, -1)).isCloseTo(1, within(1e-12));
        assertThat(frame.worldVy(0, -1)).isCloseTo(0, within(1e-12));
    }

    @Test
    void withoutPlacementTheFrameIsTheWorld() {
        SourceFrame frame = new SourceFrame();

        assertThat(frame.localX(3, -7)).isEqualTo(3);
        assertThat(frame.localY(3, -7)).isEqualTo(-7);
        assertThat(frame.worldVx(0.5, 2)).isEqualTo(0.5);
        assertThat(frame.worldVy(0.5, 2)).isEqualTo(2);
    }

    @Test
    void aRotationLinkTurnsTheFrameTowardsTheLinkedObjectWhateverTheSourceFaces() {
        // Hide and seek: an obstacle at the origin, the seeker north of it. The hiding place drawn on
        // the frame's +y lies south of the obstacle, out of the seeker's sight.
        SourceFrame frame = new SourceFrame();
        frame.placeLinked(0, 0, 0, 8);

        assertThat(frame.localX(0, -2)).isCloseTo(0, within(1e-12));
        assertThat(frame.localY(0, -2)).isCloseTo(2, within(1e-12));
        // The seeker walks round to the east: the hiding place follows to the west.
        frame.placeLinked(0, 0, 8, 0);
        assertThat(frame.localY(-2, 0)).isCloseTo(2, within(1e-12));
        assertThat(frame.placeLinked(0, 0, 0, 0)).as("seeker on the source").isFalse();
        assertThat(frame.localY(-2, 0)).as("unchanged").isCloseTo(2, within(1e-12));
    }

    @Test
    void mappingIntoTheFrameAndTheVectorBackPreserveLengthsAndAngles() {
        SourceFrame frame = new SourceFrame();
        frame.placeWithHeading(-3, 2, 2.1);
        double vx = frame.worldVx(0.6, -1.1);
        double vy = frame.worldVy(0.6, -1.1);

        assertThat(Math.hypot(vx, vy)).isCloseTo(Math.hypot(0.6, -1.1), within(1e-12));
        double ax = frame.localX(1, 1);
        double ay = frame.localY(1, 1);
        double bx = frame.localX(4, -2);
        double by = frame.localY(4, -2);
        assertThat(Math.hypot(ax - bx, ay - by)).isCloseTo(Math.hypot(3, 3), within(1e-12));
    }
}
