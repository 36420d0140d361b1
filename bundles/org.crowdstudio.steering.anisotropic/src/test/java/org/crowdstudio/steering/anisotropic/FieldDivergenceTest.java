package org.crowdstudio.steering.anisotropic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Two fields compared cell by cell (AF paper §4.2, eq. 9, as Jensen–Shannon divergence in bits). */
class FieldDivergenceTest {

    @Test
    void oppositeWaysHaveNothingInCommonAndTheSameWayEverything() {
        DirectionField east = field(new double[] {0, 5, 10, 5});
        DirectionField west = field(new double[] {10, 5, 0, 5});

        assertThat(new FieldDivergence(east, east).mean()).isZero();
        assertThat(new FieldDivergence(east, west).mean()).isCloseTo(1, within(1e-9));
        assertThat(new FieldDivergence(east, west).meanWithin((x, y) -> x < 5)).as("in the western half too").isCloseTo(1, within(1e-9));
    }

    @Test
    void oneWayAgainstBothWaysIsAThirdOfABitApart() {
        DirectionField east = field(new double[] {0, 5, 10, 5});
        DirectionField both = field(new double[] {0, 5, 10, 5}, new double[] {10, 5, 0, 5});

        // p = (1, 0), q = (½, ½): ½ log2(1 / ¾) + ¼ log2(½ / ¾) + ¼ log2(½ / ¼) = 0.311 bit.
        assertThat(new FieldDivergence(east, both).mean()).isCloseTo(0.3113, within(1e-4));
    }

    @Test
    void fieldsOnGridsThatDoNotLineUpAreNotCompared() {
        DistributionAccumulator shifted = new DistributionAccumulator(new CellGrid(0.05, 0, 0.1, 100, 100, 16));
        new StrokeBaker(shifted).add(new double[] {0, 5, 10, 5}, 1, 1, 1.5);

        assertThatThrownBy(() -> new FieldDivergence(field(new double[] {0, 5, 10, 5}), shifted.normalise()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("grids differ").hasMessageContaining("from (0.05, 0.0)");
    }

    private static DirectionField field(double[]... strokes) {
        DistributionAccumulator weights = new DistributionAccumulator(new CellGrid(0, 0, 0.1, 100, 100, 16));
        StrokeBaker baker = new StrokeBaker(weights);
        for (double[] stroke : strokes) {
            baker.add(stroke, 1, 1, 1.5);
        }
        return weights.normalise();
    }
}
