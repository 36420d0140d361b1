package org.crowdstudio.compiler;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.compiler.anisotropic.AnisotropicFieldGrids;
import org.crowdstudio.compiler.anisotropic.learn.FieldLearning;
import org.crowdstudio.compiler.anisotropic.learn.ObservedTrack;
import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.model.scenario.NormalDistribution;
import org.crowdstudio.steering.anisotropic.DirectionField;
import org.junit.jupiter.api.Test;

/** A field learned from tracks (AF paper §3.5): where people walked it points their way, and nowhere else. */
class FieldLearningTest {

    private final Scenarios s = new Scenarios();

    @Test
    void walkersGoingEastOnTheSouthSideAndWestOnTheNorthSideMakeAFieldOverTheEnvironmentThatKeepsRight() {
        List<ObservedTrack> tracks = new ArrayList<>();
        for (int walker = 0; walker < 20; walker++) {
            tracks.add(straight("e" + walker, 0, 2 + 0.05 * walker, 20, 2, 1.2));
            tracks.add(straight("w" + walker, 20, 8 - 0.05 * walker, 0, 8, 1.4));
        }

        FieldLearning.Summary learned = learn( "Observed", tracks, "street.csv", "street.csv", 0.25, 16);

        AnisotropicField field = learned.field();
        assertThat(learned.created()).isTrue();
        assertThat(s.scenario.getAnisotropicFields()).containsExactly(field);
        assertThat(field.getColumns() * field.getCellSize()).as("the grid spans the environment").isEqualTo(s.scenario.getEnvironment().getMax().getX()
                - s.scenario.getEnvironment().getMin().getX());
        assertThat(learned.pointsKept()).as("each straight walk keeps its two ends").isEqualTo(80);
        DirectionField grid = AnisotropicFieldGrids.of(field);
        int east = DirectionField.binOf(0, 16);
        int west = DirectionField.binOf(Math.PI, 16);
        assertThat(grid.probability(grid.shape().cellAt(10, 2.5), east)).as("P(east) on the south side").isGreaterThan(0.99);
        assertThat(grid.probability(grid.shape().cellAt(10, 7.5), west)).as("P(west) on the north side").isGreaterThan(0.99);
        assertThat(grid.hasTendency(grid.shape().cellAt(10, 5))).as("between the two, where no one walked").isFalse();
        NormalDistribution speeds = (NormalDistribution) field.getPreferredSpeed();
        assertThat(speeds.getMean()).as("the walkers' mean pace").isEqualTo(1.3);
    }

    @Test
    void learningTheSameFileAgainReplacesItsSetInsteadOfCountingItTwice() {
        List<ObservedTrack> tracks = List.of(straight("a", 0, 2, 20, 2, 1));
        FieldLearning.Summary first = learn("Observed", tracks, "street.csv", "street.csv", 0.25, 16);
        FieldLearning.Summary again = learn("Observed", tracks, "street.csv", "street.csv", 0.25, 16);

        assertThat(again.created()).isFalse();
        assertThat(again.replaced()).isSameAs(first.set());
        assertThat(again.field().getTrajectorySets()).containsExactly(again.set());
    }

    @Test
    void aGridTooLargeForMemoryIsRefusedAndTheScenarioIsLeftAsItWas() {
        List<ObservedTrack> tracks = List.of(straight("a", 0, 2, 20, 2, 1));

        IllegalArgumentException refused = catchThrowableOfType(IllegalArgumentException.class,
                () -> learn("Fine", tracks, "street.csv", "street.csv", 0.001, 16));

        assertThat(refused).isNotNull();
        assertThat(refused.getMessage()).contains("32");
        assertThat(s.scenario.getAnisotropicFields()).isEmpty();
    }

    private FieldLearning.Summary learn(String field, List<ObservedTrack> tracks, String setName, String source, double cellSize, int bins) {
        FieldLearning.Summary learned = FieldLearning.prepare(s.scenario, field, tracks, setName, source, cellSize, bins);
        learned.applyTo(s.scenario);
        return learned;
    }

    /** A walk from one point to another at a steady pace, sampled every 0.1 s. */
    private static ObservedTrack straight(String id, double x0, double y0, double x1, double y1, double speed) {
        int samples = (int) Math.round(Math.hypot(x1 - x0, y1 - y0) / speed / 0.1) + 1;
        double[] times = new double[samples];
        double[] xy = new double[2 * samples];
        for (int p = 0; p < samples; p++) {
            double along = (double) p / (samples - 1);
            times[p] = 0.1 * p;
            xy[2 * p] = x0 + along * (x1 - x0);
            xy[2 * p + 1] = y0 + along * (y1 - y0);
        }
        return new ObservedTrack(id, times, xy);
    }
}
