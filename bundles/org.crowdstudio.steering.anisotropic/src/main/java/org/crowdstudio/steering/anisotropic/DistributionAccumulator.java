package org.crowdstudio.steering.anisotropic;

/**
 * Weights of walking directions gathered cell by cell, then normalised into a
 * {@link DirectionField} (the last line of the AF paper's Algorithm 1): brush strokes and observed
 * trajectories both add here.
 */
public final class DistributionAccumulator {

    private final CellGrid grid;
    private final double[] weights;

    public DistributionAccumulator(CellGrid grid) {
        this.grid = grid;
        this.weights = new double[grid.cells() * grid.bins()];
    }

    /** Adds weight to a direction in one cell, given by column and row; outside the grid, nothing. */
    public void add(int column, int row, double angle, double weight) {
        int cell = grid.cell(column, row);
        if (cell < 0 || !(weight > 0)) {
            return;
        }
        weights[cell * grid.bins() + DirectionField.binOf(angle, grid.bins())] += weight;
    }

    /** Adds weight to a direction in the cell that holds the point. */
    public void addAt(double x, double y, double angle, double weight) {
        add(grid.column(x), grid.row(y), angle, weight);
    }

    /** @return each cell's weights scaled to sum 1; cells that gathered nothing have no tendency */
    public DirectionField normalise() {
        int bins = grid.bins();
        float[] probabilities = new float[weights.length];
        for (int cell = 0; cell < grid.cells(); cell++) {
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
        return new DirectionField(grid, probabilities);
    }

    public CellGrid grid() {
        return grid;
    }
}
