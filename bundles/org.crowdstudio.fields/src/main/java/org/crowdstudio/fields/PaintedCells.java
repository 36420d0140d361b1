package org.crowdstudio.fields;

import java.util.List;

/**
 * A zero area painted cell by cell on the field's grid, which covers the bounding box of the
 * domain: row 0 is the top row (largest y), as the artist sees it.
 */
public final class PaintedCells {

    private final int columns;
    private final int rows;
    private final boolean[] painted;

    /**
     * @param textRows one string per grid row, top row first, '#' for a painted cell and '.' for a clear one
     * @throws IllegalArgumentException if the rows are ragged or hold other characters
     */
    public PaintedCells(List<String> textRows) {
        if (textRows.isEmpty() || textRows.get(0).isEmpty()) {
            throw new IllegalArgumentException("painted cells need at least one row and one column");
        }
        this.rows = textRows.size();
        this.columns = textRows.get(0).length();
        this.painted = new boolean[rows * columns];
        for (int r = 0; r < rows; r++) {
            String row = textRows.get(r);
            if (row.length() != columns) {
                throw new IllegalArgumentException("painted row " + (r + 1) + " has " + row.length() + " cells; the first has " + columns);
            }
            for (int c = 0; c < columns; c++) {
                char cell = row.charAt(c);
                if (cell != '#' && cell != '.') {
                    throw new IllegalArgumentException("painted row " + (r + 1) + ", cell " + (c + 1) + ": '" + cell + "' is neither '#' nor '.'");
                }
                painted[r * columns + c] = cell == '#';
            }
        }
    }

    public int columns() {
        return columns;
    }

    public int rows() {
        return rows;
    }

    public boolean isPainted(int column, int row) {
        return painted[row * columns + column];
    }

    /** Whether the point of the domain's bounding box falls in a painted cell. */
    public boolean contains(Domain domain, double x, double y) {
        double width = domain.maxX() - domain.minX();
        double height = domain.maxY() - domain.minY();
        int column = (int) Math.floor((x - domain.minX()) / width * columns);
        int row = (int) Math.floor((domain.maxY() - y) / height * rows);
        return column >= 0 && column < columns && row >= 0 && row < rows && isPainted(column, row);
    }
}
