package org.crowdstudio.steering.anisotropic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Brush strokes into direction distributions (AF paper Algorithm 1, eq. 5), and the entropy an artist sees (eq. 7). */
class StrokeBakerTest {

    @Test
    void aStrokeMeansTheSameHoweverManyPointsItWasDrawnWith() {
        DirectionField twoPoints = bake(new double[] {0, 5, 10, 6}, new double[] {10, 2, 0, 2});
        DirectionField manyPoints = bake(new double[] {0, 5, 2.5, 5.25, 5, 5.5, 7.5, 5.75, 10, 6}, new double[] {10, 2, 4, 2, 0, 2});

        for (int cell = 0; cell < twoPoints.shape().cells(); cell++) {
            for (int bin = 0; bin < twoPoints.shape().bins(); bin++) {
                assertThat(manyPoints.probability(cell, bin)).as("cell %d, bin %d", cell, bin).isCloseTo(twoPoints.probability(cell, bin), within(0.02));
            }
        }
    }

    @Test
    void twoWaysAlikeHaveHalfTheEntropyOfEveryWayAlike() {
        DirectionField twoWays = bake(new double[] {0, 5, 10, 5}, new double[] {10, 5, 0, 5});
        int cell = twoWays.shape().cellAt(5.05, 5.05);

        assertThat(twoWays.probability(cell, 0)).isCloseTo(0.5, within(1e-6));
        assertThat(twoWays.probability(cell, 8)).as("west, bin 8 of 16").isCloseTo(0.5, within(1e-6));
        assertThat(twoWays.entropy(cell)).as("log 2 / log 16").isCloseTo(0.25, within(1e-6));
    }

    @Test
    void directionsFallInTheBinOfTheNearestCentreRoundTheCircle() {
        assertThat(DirectionField.binOf(0, 16)).isZero();
        assertThat(DirectionField.binOf(-0.01, 16)).as("just below east").isZero();
        assertThat(DirectionField.binOf(2 * Math.PI - 0.1, 16)).isZero();
        assertThat(DirectionField.binOf(Math.PI / 2, 16)).isEqualTo(4);
        assertThat(DirectionField.binOf(-Math.PI / 2, 16)).isEqualTo(12);
    }

    private static DirectionField bake(double[]... strokes) {
        DistributionAccumulator weights = new DistributionAccumulator(new CellGrid(0, 0, 0.1, 100, 100, 16));
        StrokeBaker baker = new StrokeBaker(weights);
        for (double[] stroke : strokes) {
            baker.add(stroke, 1, 1.5, 1.5);
        }
        return weights.normalise();
    }
}
