package org.crowdstudio.steering.anisotropic;

/**
 * Weights of walking directions gathered cell by cell, then normalised into a
 * {@link DirectionField} (the last line of the AF paper's Algorithm 1): brush strokes and observed
 * trajectories both add here.
 */
public final class DistributionAccumulator {

    /**
     * Past this many cells × bins a grid is refused: 32 million probabilities are 128 MB as the
     * runtime keeps them, and twice that while strokes are baked.
     */
    public static final long MAX_VALUES = 32L << 20;

    private final double originX;
    private final double originY;
    private final double cellSize;
    private final int columns;
    private final int rows;
    private final int bins;
    private final double[] weights;

    public DistributionAccumulator(double originX, double originY, double cellSize, int columns, int rows, int bins) {
        long values = checkSize(cellSize, columns, rows, bins);
        this.originX = originX;
        this.originY = originY;
        this.cellSize = cellSize;
        this.columns = columns;
        this.rows = rows;
        this.bins = bins;
        this.weights = new double[(int) values];
    }

    /**
     * @return how many probabilities a grid of this size holds
     * @throws IllegalArgumentException if it is empty or more than {@link #MAX_VALUES}, saying why
     */
    public static long checkSize(double cellSize, int columns, int rows, int bins) {
        if (!(cellSize > 0) || columns < 1 || rows < 1 || bins < 2) {
            throw new IllegalArgumentException("a direction field needs a positive cell size, at least one cell and two direction bins");
        }
        long values = (long) columns * rows * bins;
        if (values > MAX_VALUES) {
            throw new IllegalArgumentException(columns + " × " + rows + " cells of " + bins + " direction bins are " + values
                    + " probabilities, more than the " + MAX_VALUES + " a field may hold (" + (MAX_VALUES * Float.BYTES >> 20)
                    + " MB in memory); use larger cells or fewer bins");
        }
        return values;
    }

    /** Adds weight to a direction in one cell, given by column and row; outside the grid, nothing. */
    public void add(int column, int row, double angle, double weight) {
        if (column < 0 || row < 0 || column >= columns || row >= rows || !(weight > 0)) {
            return;
        }
        weights[(row * columns + column) * bins + DirectionField.binOf(angle, bins)] += weight;
    }

    /** Adds weight to a direction in the cell that holds the point. */
    public void addAt(double x, double y, double angle, double weight) {
        add((int) Math.floor((x - originX) / cellSize), (int) Math.floor((y - originY) / cellSize), angle, weight);
    }

    /** @return each cell's weights scaled to sum 1; cells that gathered nothing have no tendency */
    public DirectionField normalise() {
        float[] probabilities = new float[weights.length];
        for (int cell = 0; cell < columns * rows; cell++) {
            double sum = 0;
            for (int bin = 0; bin < bins; bin++) {
                sum += weights[cell * bins + bin];
            }
            if (sum > 0) {
                for (int bin = 0; bin < bins; bin++) {
                    probabilities[cell * bins + bin] = (float) (weights[cell * bins + bin] / sum);
                }
            }
        }
        return new DirectionField(originX, originY, cellSize, columns, rows, bins, probabilities);
    }

    public double originX() {
        return originX;
    }

    public double originY() {
        return originY;
    }

    public double cellSize() {
        return cellSize;
    }

    public int columns() {
        return columns;
    }

    public int rows() {
        return rows;
    }
}
