package org.crowdstudio.steering.anisotropic;

/**
 * How far apart two fields on the same grid are, cell by cell (AF paper §4.2, eq. 9): the
 * Jensen–Shannon divergence of the two cells' distributions, in bits, so that 0 is the same
 * distribution and 1 two distributions with no direction in common. Eq. 9 as printed halves the
 * two Kullback–Leibler divergences between p and p' themselves, which is infinite as soon as one
 * field offers a direction the other does not; the paper names Jensen–Shannon, whose two terms
 * compare each with their mean, and that is what is measured here. A cell without tendency counts
 * as every direction alike; cells where neither field has a tendency are left out.
 */
public final class FieldDivergence {

    private final DirectionField first;
    private final DirectionField second;
    private final double[] divergence;
    private int compared;
    private double sum;
    private int both;
    private double sumWhereBoth;
    private int onlyFirst;
    private int onlySecond;

    /** @throws IllegalArgumentException if the two grids differ in origin, cell size, cells or bins, saying how */
    public FieldDivergence(DirectionField first, DirectionField second) {
        requireSameGrid(first, second);
        this.first = first;
        this.second = second;
        this.divergence = new double[first.shape().cells()];
        double[] p = new double[first.shape().bins()];
        double[] q = new double[first.shape().bins()];
        for (int cell = 0; cell < divergence.length; cell++) {
            if (!first.hasTendency(cell) && !second.hasTendency(cell)) {
                divergence[cell] = Double.NaN;
                continue;
            }
            fill(first, cell, p);
            fill(second, cell, q);
            divergence[cell] = jensenShannon(p, q);
            sum += divergence[cell];
            compared++;
            if (!second.hasTendency(cell)) {
                onlyFirst++;
            } else if (!first.hasTendency(cell)) {
                onlySecond++;
            } else {
                both++;
                sumWhereBoth += divergence[cell];
            }
        }
    }

    /** @return the divergence of one cell, in [0, 1]; NaN where neither field has a tendency */
    public double cell(int cell) {
        return divergence[cell];
    }

    /** @return the mean over the cells where either field has a tendency; NaN if there are none */
    public double mean() {
        return compared == 0 ? Double.NaN : sum / compared;
    }

    /**
     * @return the mean over the cells where both fields have a tendency; NaN if there are none. A
     *         field learned from people leaves out what no one walks (the half metre beside a
     *         wall, say), which {@link #mean()} counts as every direction alike against the other
     *         field's tendency; this mean compares the habits where both say something, and
     *         {@link #onlyFirst()} and {@link #onlySecond()} tell how far each reaches alone.
     */
    public double meanWhereBoth() {
        return both == 0 ? Double.NaN : sumWhereBoth / both;
    }

    /** @return the cells where both fields have a tendency */
    public int cellsWhereBoth() {
        return both;
    }

    /** @return the cells where only the first field has a tendency */
    public int onlyFirst() {
        return onlyFirst;
    }

    /** @return the cells where only the second field has a tendency */
    public int onlySecond() {
        return onlySecond;
    }

    /** @return how many cells were compared */
    public int comparedCells() {
        return compared;
    }

    /** Which points count: a region of the environment, say. */
    @FunctionalInterface
    public interface Area {
        boolean contains(double x, double y);
    }

    /** @return the mean over the compared cells whose centres lie in the area; NaN if none */
    public double meanWithin(Area area) {
        double total = 0;
        int count = 0;
        for (int cell = 0; cell < divergence.length; cell++) {
            if (Double.isNaN(divergence[cell])) {
                continue;
            }
            if (area.contains(first.shape().centreX(cell), first.shape().centreY(cell))) {
                total += divergence[cell];
                count++;
            }
        }
        return count == 0 ? Double.NaN : total / count;
    }

    public DirectionField first() {
        return first;
    }

    public DirectionField second() {
        return second;
    }

    /** JS(p, q) = ½ KL(p ‖ m) + ½ KL(q ‖ m), m = (p + q) / 2, in bits. */
    static double jensenShannon(double[] p, double[] q) {
        double divergence = 0;
        for (int bin = 0; bin < p.length; bin++) {
            double mean = (p[bin] + q[bin]) / 2;
            if (p[bin] > 0) {
                divergence += p[bin] * Math.log(p[bin] / mean);
            }
            if (q[bin] > 0) {
                divergence += q[bin] * Math.log(q[bin] / mean);
            }
        }
        // Rounding can leave a hair below 0 for equal distributions.
        return Math.max(0, divergence / (2 * Math.log(2)));
    }

    /** The cell's distribution; every direction alike where it has no tendency. */
    private static void fill(DirectionField field, int cell, double[] out) {
        for (int bin = 0; bin < out.length; bin++) {
            out[bin] = field.hasTendency(cell) ? field.probability(cell, bin) : 1.0 / out.length;
        }
    }

    private static void requireSameGrid(DirectionField a, DirectionField b) {
        if (!a.shape().equals(b.shape())) {
            throw new IllegalArgumentException("the fields' grids differ: " + describe(a.shape()) + " against " + describe(b.shape()));
        }
    }

    private static String describe(CellGrid grid) {
        return grid.columns() + " × " + grid.rows() + " cells of " + grid.cellSize() + " m from (" + grid.originX() + ", " + grid.originY() + "), "
                + grid.bins() + " bins";
    }
}
