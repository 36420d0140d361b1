package org.crowdstudio.fields;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;

import org.junit.jupiter.api.Test;

class FieldGridTest {

    @Test
    void cellsHoldTheFieldAtTheirCentresRowZeroAtTheTop() {
        Domain domain = new RectangleDomain(1, 2, 4, 2);
        // A field that points towards +x at the top and -x at the bottom.
        Sketch sketch = Sketch.of(new GuideCurve(new double[] {-1, 3, 3, 3}, 1, 0), new GuideCurve(new double[] {3, 1, -1, 1}, 1, 0));
        SketchedField field = new SketchedField(sketch, domain, false, 1.9, 0.1);
        FieldGrid grid = FieldGrid.bake(field, 4, 2);
        double[] exact = new double[2];

        for (int r = 0; r < 2; r++) {
            for (int c = 0; c < 4; c++) {
                field.evaluate(-0.5 + c, 2.5 - r, exact);
                assertThat(grid.vx(c, r)).isEqualTo(exact[0]);
                assertThat(grid.vy(c, r)).isEqualTo(exact[1]);
            }
        }
        assertThat(grid.vx(0, 0)).isPositive();
        assertThat(grid.vx(0, 1)).isNegative();
    }

    @Test
    void samplingInterpolatesBilinearlyBetweenCellCentresAndClampsAtTheEdge() {
        Domain domain = new RectangleDomain(0, 0, 2, 2);
        // 2 × 2 cells centred at (±0.5, ±0.5).
        FieldGrid grid = new FieldGrid(domain, 2, 2, new double[] {0, 1, 2, 3}, new double[] {0, 0, 0, 0});
        double[] out = new double[2];

        assertThat(grid.sample(-0.5, 0.5, out)).isTrue();
        assertThat(out[0]).isEqualTo(0);
        assertThat(grid.sample(0.5, -0.5, out)).isTrue();
        assertThat(out[0]).isEqualTo(3);
        grid.sample(0, 0, out);
        assertThat(out[0]).isCloseTo(1.5, within(1e-12));
        grid.sample(0, 0.5, out);
        assertThat(out[0]).isCloseTo(0.5, within(1e-12));
        // Beyond the outer centres the edge cells hold.
        grid.sample(-0.9, 0.9, out);
        assertThat(out[0]).isEqualTo(0);
    }

    @Test
    void holesAreLeftOutOfTheInterpolation() {
        Domain domain = new RectangleDomain(0, 0, 2, 2);
        FieldGrid grid = new FieldGrid(domain, 2, 2, new double[] {Double.NaN, 1, 2, 3}, new double[] {Double.NaN, 0, 0, 0});
        double[] out = new double[2];

        assertThat(grid.isHole(0, 0)).isTrue();
        assertThat(grid.sample(-0.5, 0.5, out)).as("on the hole's centre").isFalse();
        assertThat(grid.sample(0, 0, out)).isTrue();
        assertThat(out[0]).isCloseTo(2, within(1e-12));
    }

    @Test
    void bakingIsDeterministic() {
        Domain domain = new DiskDomain(0, 0, 3);
        Sketch sketch = new Sketch(List.of(new GuideCurve(new double[] {-2, -2, 0, 1, 2, -2}, 1.3, 0)),
                List.of(new ZeroPolygon(new double[] {-0.5, -0.5, 0.5, -0.5, 0, 0.3})), null);
        FieldGrid first = FieldGrid.bake(new SketchedField(sketch, domain, true, 1.9, 0.1), 16, 16);
        FieldGrid second = FieldGrid.bake(new SketchedField(sketch, domain, true, 1.9, 0.1), 16, 16);

        assertThat(second).isEqualTo(first);
    }
}
