package org.crowdstudio.engine.spatial;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** The grid answers exactly what a brute-force search over all points answers. */
class UniformGridProperties {

    @Property(tries = 300)
    void radiusQueriesFindExactlyThePointsWithinTheRadius(@ForAll @Size(min = 0, max = 300) List<@From("coordinates") Double> coordinates,
            @ForAll @DoubleRange(min = 0.1, max = 8) double cellSize, @ForAll @DoubleRange(min = 0, max = 12) double radius,
            @ForAll @IntRange(min = 0, max = 299) int query) {
        double[][] points = points(coordinates);
        int count = points[0].length;
        UniformGrid grid = new UniformGrid(cellSize);
        grid.rebuild(points[0], points[1], count);
        double px = count == 0 ? 0 : points[0][query % count];
        double py = count == 0 ? 0 : points[1][query % count];
        int exclude = count == 0 ? -1 : query % count;

        int[] out = new int[count];
        int found = grid.withinRadius(px, py, radius, exclude, out);

        int[] expected = IntStream.range(0, count)
                .filter(i -> i != exclude && sq(points[0][i] - px) + sq(points[1][i] - py) <= radius * radius).toArray();
        int[] actual = Arrays.copyOf(out, found);
        Arrays.sort(actual);
        assertThat(actual).containsExactly(expected);
    }

    @Property(tries = 300)
    void nearestQueriesFindTheKNearestInDistanceThenIndexOrder(@ForAll @Size(min = 0, max = 300) List<@From("coordinates") Double> coordinates,
            @ForAll @DoubleRange(min = 0.1, max = 8) double cellSize, @ForAll @DoubleRange(min = 0, max = 12) double radius,
            @ForAll @IntRange(min = 1, max = 12) int k, @ForAll @DoubleRange(min = -60, max = 60) double px,
            @ForAll @DoubleRange(min = -60, max = 60) double py) {
        double[][] points = points(coordinates);
        int count = points[0].length;
        UniformGrid grid = new UniformGrid(cellSize);
        grid.rebuild(points[0], points[1], count);

        int[] indices = new int[k];
        double[] distances = new double[k];
        int found = grid.nearest(px, py, radius, k, -1, indices, distances);

        int[] expected = IntStream.range(0, count).boxed()
                .filter(i -> sq(points[0][i] - px) + sq(points[1][i] - py) <= radius * radius)
                .sorted(Comparator.<Integer>comparingDouble(i -> sq(points[0][i] - px) + sq(points[1][i] - py)).thenComparing(i -> i))
                .limit(k).mapToInt(Integer::intValue).toArray();
        assertThat(Arrays.copyOf(indices, found)).containsExactly(expected);
    }

    @Property(tries = 300)
    void aFirstGuessOfTheReachNeverChangesTheKNearest(
            @ForAll @Size(min = 0, max = 300) List<@From("coordinates") Double> coordinates,
            @ForAll @DoubleRange(min = 0.1, max = 8) double cellSize, @ForAll @DoubleRange(min = 0, max = 12) double radius,
            @ForAll @From("guesses") double guess, @ForAll @IntRange(min = 1, max = 12) int k,
            @ForAll @IntRange(min = -1, max = 299) int exclude,
            @ForAll @DoubleRange(min = -60, max = 60) double anyX,
            @ForAll @DoubleRange(min = -60, max = 60) double anyY,
            @ForAll boolean fromTheExcludedPoint, @ForAll @IntRange(min = 0, max = 60) int room) {
        double[][] points = points(coordinates);
        UniformGrid grid = new UniformGrid(cellSize);
        grid.rebuild(points[0], points[1], points[0].length);
        // An agent asks from where it stands, itself excluded: the excluded point is then the nearest.
        boolean atExcluded = fromTheExcludedPoint && exclude >= 0 && exclude < points[0].length;
        double px = atExcluded ? points[0][exclude] : anyX;
        double py = atExcluded ? points[1][exclude] : anyY;
        int[] indices = new int[k];
        double[] distances = new double[k];
        int found = grid.nearest(px, py, radius, k, exclude, indices, distances);
        int[] expected = Arrays.copyOf(indices, found);
        double[] expectedDistances = Arrays.copyOf(distances, found);

        // Any guess, and guesses at the k-th distance itself, where rounding decides what is within;
        // answer arrays with room to spare, where the first search gathers all within the guess.
        double kth = found == k ? Math.sqrt(distances[k - 1]) : guess;
        indices = new int[k + room];
        distances = new double[k + room];
        for (double first : new double[] {guess, kth, Math.nextDown(kth), 1.02 * kth}) {
            int guessedFound = grid.nearest(px, py, radius, first, k, exclude, indices, distances);
            assertThat(Arrays.copyOf(indices, guessedFound)).as("first within %s", first).containsExactly(expected);
            assertThat(Arrays.copyOf(distances, guessedFound)).as("first within %s", first)
                    .containsExactly(expectedDistances);
        }
    }

    @Property(tries = 300)
    void sortingTheNearestToTheFrontKeepsTheKNearestInDistanceThenIndexOrder(
            @ForAll @Size(max = 60) List<@IntRange(min = 0, max = 9) Integer> distances,
            @ForAll @IntRange(min = 1, max = 12) int k) {
        // Few distinct distances, so that many are equal and the index decides; indices falling, so
        // that of two equally near the one read later must come first.
        int count = distances.size();
        int[] indices = new int[count];
        double[] distancesSquared = new double[count];
        for (int n = 0; n < count; n++) {
            indices[n] = count - n;
            distancesSquared[n] = distances.get(n);
        }
        int[] expected = IntStream.range(0, count).boxed()
                .sorted(Comparator.<Integer>comparingDouble(n -> distancesSquared[n]).thenComparing(n -> indices[n]))
                .limit(k).mapToInt(n -> indices[n]).toArray();
        double[] expectedDistances = Arrays.stream(expected).mapToDouble(index -> distances.get(count - index))
                .toArray();

        int found = UniformGrid.sortNearestToFront(count, k, indices, distancesSquared);

        assertThat(Arrays.copyOf(indices, found)).containsExactly(expected);
        assertThat(Arrays.copyOf(distancesSquared, found)).containsExactly(expectedDistances);
    }

    @Provide
    Arbitrary<Double> guesses() {
        return Arbitraries.oneOf(Arbitraries.doubles().between(-2, 14),
                Arbitraries.of(Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, -0.0, 0.0));
    }

    @Property(tries = 300)
    void askingEveryPointForTheLaterOnesFindsEveryPairWithinTheRadiusOnce(
            @ForAll @Size(min = 0, max = 300) List<@From("coordinates") Double> coordinates, @ForAll @DoubleRange(min = 0.1, max = 8) double cellSize,
            @ForAll @DoubleRange(min = 0, max = 12) double radius) {
        double[][] points = points(coordinates);
        int count = points[0].length;
        UniformGrid grid = new UniformGrid(cellSize);
        grid.rebuild(points[0], points[1], count);

        List<String> found = new ArrayList<>();
        int[] out = new int[count];
        for (int s = 0; s < count; s++) {
            int point = grid.pointInCellOrder(s);
            int later = grid.laterWithinRadius(s, radius, out);
            for (int n = 0; n < later; n++) {
                found.add(Math.min(point, out[n]) + "-" + Math.max(point, out[n]));
            }
        }

        List<String> expected = new ArrayList<>();
        for (int a = 0; a < count; a++) {
            for (int b = a + 1; b < count; b++) {
                if (sq(points[0][a] - points[0][b]) + sq(points[1][a] - points[1][b]) <= radius * radius) {
                    expected.add(a + "-" + b);
                }
            }
        }
        assertThat(found).containsExactlyInAnyOrderElementsOf(expected);
    }

    @Property(tries = 100)
    void aShortAnswerArrayGetsTheFirstPointsAndTheFullCount(@ForAll @Size(min = 1, max = 200) List<@From("coordinates") Double> coordinates,
            @ForAll @IntRange(min = 0, max = 8) int room) {
        double[][] points = points(coordinates);
        UniformGrid grid = new UniformGrid(3);
        grid.rebuild(points[0], points[1], points[0].length);
        int[] everything = new int[points[0].length];
        int total = grid.withinRadius(0, 0, 25, -1, everything);

        int[] shortArray = new int[room];
        int found = grid.withinRadius(0, 0, 25, -1, shortArray);

        assertThat(found).isEqualTo(total);
        assertThat(Arrays.copyOf(shortArray, Math.min(room, found))).containsExactly(Arrays.copyOf(everything, Math.min(room, total)));
    }

    @Property(tries = 100)
    void aShortArrayForTheLaterPointsGetsTheFirstOnesAndTheFullCount(
            @ForAll @Size(min = 2, max = 200) List<@From("coordinates") Double> coordinates,
            @ForAll @IntRange(min = 0, max = 8) int room, @ForAll @IntRange(min = 0, max = 199) int query) {
        double[][] points = points(coordinates);
        UniformGrid grid = new UniformGrid(1);
        grid.rebuild(points[0], points[1], points[0].length);
        int s = query % points[0].length;
        int[] everything = new int[points[0].length];
        int total = grid.laterWithinRadius(s, 6, everything);

        int[] shortArray = new int[room];
        int found = grid.laterWithinRadius(s, 6, shortArray);

        assertThat(found).isEqualTo(total);
        assertThat(Arrays.copyOf(shortArray, Math.min(room, found)))
                .containsExactly(Arrays.copyOf(everything, Math.min(room, total)));
    }

    @Property(tries = 50)
    void rebuildingWithFewerPointsForgetsTheOldOnes(@ForAll @Size(min = 20, max = 200) List<@From("coordinates") Double> coordinates) {
        double[][] points = points(coordinates);
        UniformGrid grid = new UniformGrid(2);
        grid.rebuild(points[0], points[1], points[0].length);
        grid.rebuild(points[0], points[1], 3);

        int[] out = new int[points[0].length];
        int found = grid.withinRadius(0, 0, 1000, -1, out);

        assertThat(Arrays.copyOf(out, found)).containsExactlyInAnyOrder(0, 1, 2);
    }

    @Provide
    Arbitrary<Double> coordinates() {
        // Clusters, spread-out points and exact duplicates, which exercise ties and sparse grids.
        return Arbitraries.oneOf(Arbitraries.doubles().between(-50, 50), Arbitraries.doubles().between(-1, 1).ofScale(1),
                Arbitraries.of(0.0, 5.0, -5.0));
    }

    /** Pairs consecutive coordinates into points. */
    private static double[][] points(List<Double> coordinates) {
        int count = coordinates.size() / 2;
        double[][] points = new double[2][count];
        for (int i = 0; i < count; i++) {
            points[0][i] = coordinates.get(2 * i);
            points[1][i] = coordinates.get(2 * i + 1);
        }
        return points;
    }

    private static double sq(double value) {
        return value * value;
    }
}
