package org.crowdstudio.compiler.anisotropic;

import org.crowdstudio.compiler.spi.Polygons;
import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.model.scenario.BakedGrid;
import org.crowdstudio.model.scenario.BrushStroke;
import org.crowdstudio.model.scenario.Trajectory;
import org.crowdstudio.model.scenario.TrajectorySet;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.steering.anisotropic.CellGrid;
import org.crowdstudio.steering.anisotropic.DirectionField;
import org.crowdstudio.steering.anisotropic.DistributionAccumulator;
import org.crowdstudio.steering.anisotropic.StrokeBaker;
import org.crowdstudio.steering.anisotropic.TrajectoryLearning;

/**
 * An anisotropic field of the model as a grid of direction distributions, for the simulation and
 * for the tools that measure fields ({@code crowdstudio af}).
 */
public final class AnisotropicFieldGrids {

    private AnisotropicFieldGrids() {
    }

    /**
     * @return the field's distributions: its stored ones, else baked from its strokes and trajectories
     * @throws IllegalArgumentException if they cannot be, saying why
     */
    public static DirectionField of(AnisotropicField field) {
        // Before anything is read or allocated: a grid too large for memory is refused with the reason.
        CellGrid grid = gridOf(field);
        if (field.getDistributions() != null) {
            return stored(grid, field.getDistributions());
        }
        DistributionAccumulator weights = new DistributionAccumulator(grid);
        StrokeBaker strokes = new StrokeBaker(weights);
        for (BrushStroke stroke : field.getStrokes()) {
            strokes.add(Polygons.of(stroke.getPoints()), stroke.getWeight(), stroke.getRange(), stroke.getFalloff());
        }
        TrajectoryLearning observed = new TrajectoryLearning(weights);
        for (TrajectorySet set : field.getTrajectorySets()) {
            for (Trajectory trajectory : set.getTrajectories()) {
                observed.add(Polygons.of(trajectory.getPoints()));
            }
        }
        return weights.normalise();
    }

    /**
     * @return the field's grid, without its distributions
     * @throws IllegalArgumentException if it is not a grid or would not fit in memory, saying why
     */
    public static CellGrid gridOf(AnisotropicField field) {
        Vector2 origin = field.getOrigin();
        return new CellGrid(origin == null ? 0 : origin.getX(), origin == null ? 0 : origin.getY(), field.getCellSize(), field.getColumns(),
                field.getRows(), field.getDirectionBins());
    }

    /** Distributions as stored: one text row per grid row, cells of k probabilities separated by ";", empty for no tendency. */
    private static DirectionField stored(CellGrid grid, BakedGrid stored) {
        int columns = grid.columns();
        int rows = grid.rows();
        int bins = grid.bins();
        if (stored.getCells().size() != rows) {
            throw new IllegalArgumentException("its stored distributions have " + stored.getCells().size() + " rows of cells, not " + rows);
        }
        float[] probabilities = new float[columns * rows * bins];
        for (int r = 0; r < rows; r++) {
            String[] cells = stored.getCells().get(r).split(";", -1);
            if (cells.length != columns) {
                throw new IllegalArgumentException("row " + (r + 1) + " of its stored distributions has " + cells.length + " cells, not " + columns);
            }
            for (int c = 0; c < columns; c++) {
                String cell = cells[c].trim();
                if (cell.isEmpty()) {
                    continue;
                }
                String[] values = cell.split("\\s+");
                if (values.length != bins) {
                    throw new IllegalArgumentException("cell " + (c + 1) + " of row " + (r + 1) + " of its stored distributions has " + values.length
                            + " probabilities, not " + bins);
                }
                double sum = 0;
                for (int b = 0; b < bins; b++) {
                    double value = number(values[b], r, c);
                    probabilities[(r * columns + c) * bins + b] = (float) value;
                    sum += value;
                }
                if (Math.abs(sum - 1) > 1e-3) {
                    throw new IllegalArgumentException("cell " + (c + 1) + " of row " + (r + 1) + " of its stored distributions sums to " + sum
                            + ", not 1");
                }
            }
        }
        return new DirectionField(grid, probabilities);
    }

    private static double number(String text, int row, int column) {
        try {
            double value = Double.parseDouble(text);
            if (!(value >= 0) || Double.isInfinite(value)) {
                throw new NumberFormatException();
            }
            return value;
        } catch (NumberFormatException notAProbability) {
            throw new IllegalArgumentException("cell " + (column + 1) + " of row " + (row + 1) + " of its stored distributions holds '" + text
                    + "', not a probability");
        }
    }
}
