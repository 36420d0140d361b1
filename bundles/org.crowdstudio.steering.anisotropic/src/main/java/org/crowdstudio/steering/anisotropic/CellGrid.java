package org.crowdstudio.steering.anisotropic;

/**
 * Where an anisotropic field's cells lie and how many direction bins each has: square cells of
 * {@code cellSize} metres, {@code columns} × {@code rows} of them from the lower-left corner at the
 * origin, numbered row by row. Shared by the field and by what builds or compares fields, so that
 * they all find the same cell for a point.
 */
public record CellGrid(double originX, double originY, double cellSize, int columns, int rows, int bins) {

    /**
     * Past this many cells × bins a grid is refused: 32 million probabilities are 128 MB as the
     * runtime keeps them, and twice that while strokes are baked.
     */
    public static final long MAX_VALUES = 32L << 20;

    /** @throws IllegalArgumentException if the grid is empty or holds more than {@link #MAX_VALUES}, saying why */
    public CellGrid {
        if (!(cellSize > 0) || columns < 1 || rows < 1 || bins < 2) {
            throw new IllegalArgumentException("a direction field needs a positive cell size, at least one cell and two direction bins");
        }
        long values = (long) columns * rows * bins;
        if (values > MAX_VALUES) {
            throw new IllegalArgumentException(columns + " × " + rows + " cells of " + bins + " direction bins are " + values
                    + " probabilities, more than the " + MAX_VALUES + " a field may hold (" + (MAX_VALUES * Float.BYTES >> 20)
                    + " MB in memory); use larger cells or fewer bins");
        }
    }

    /** @return how many cells there are */
    public int cells() {
        return columns * rows;
    }

    /** @return the cell that holds the point, or -1 outside the grid */
    public int cellAt(double x, double y) {
        return cell(column(x), row(y));
    }

    /** @return the column that holds x, which may lie outside the grid */
    public int column(double x) {
        return (int) Math.floor((x - originX) / cellSize);
    }

    /** @return the row that holds y, which may lie outside the grid */
    public int row(double y) {
        return (int) Math.floor((y - originY) / cellSize);
    }

    /** @return the cell at a column and row, or -1 outside the grid */
    public int cell(int column, int row) {
        return column < 0 || row < 0 || column >= columns || row >= rows ? -1 : row * columns + column;
    }

    /** @return x of a cell's centre */
    public double centreX(int cell) {
        return originX + (cell % columns + 0.5) * cellSize;
    }

    /** @return y of a cell's centre */
    public double centreY(int cell) {
        return originY + (cell / columns + 0.5) * cellSize;
    }
}
