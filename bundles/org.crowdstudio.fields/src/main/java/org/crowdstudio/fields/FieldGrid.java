package org.crowdstudio.fields;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * A field baked to a grid over the bounding box of its domain (IF paper §5.2, §6): one vector per
 * cell, taken at the cell's centre; a hole (no vector) where an orientation field has a zero area
 * or no curve reaches. Row 0 is the top row (largest y), as the artist sees it. Between cell
 * centres the field is interpolated bilinearly from the cells that have a vector.
 */
public final class FieldGrid {

    private final Domain domain;
    private final double minX;
    private final double maxY;
    private final double cellWidth;
    private final double cellHeight;
    /** 1 / cell size: sampling multiplies, as it runs per agent and source every step. */
    private final double columnsPerMetre;
    private final double rowsPerMetre;
    private final int columns;
    private final int rows;
    /** vx, vy of each cell side by side (one cache line holds both); NaN in both marks a hole. */
    private final double[] vectors;
    /** Whether no cell is a hole, as in every velocity field: sampling then needs no test per corner. */
    private final boolean holeFree;

    /**
     * A grid from stored vectors, e.g. a baked grid the artist edited.
     *
     * @param vx row by row from the top, NaN for a hole; copied
     */
    public FieldGrid(Domain domain, int columns, int rows, double[] vx, double[] vy) {
        if (columns < 1 || rows < 1) {
            throw new IllegalArgumentException("a field grid needs at least one column and one row, got " + columns + " × " + rows);
        }
        if (vx.length != columns * rows || vy.length != columns * rows) {
            throw new IllegalArgumentException("a " + columns + " × " + rows + " grid needs " + columns * rows + " vectors, got " + vx.length);
        }
        this.domain = domain;
        this.minX = domain.minX();
        this.maxY = domain.maxY();
        this.cellWidth = (domain.maxX() - domain.minX()) / columns;
        this.cellHeight = (domain.maxY() - domain.minY()) / rows;
        this.columnsPerMetre = 1 / cellWidth;
        this.rowsPerMetre = 1 / cellHeight;
        this.columns = columns;
        this.rows = rows;
        this.vectors = new double[2 * vx.length];
        for (int i = 0; i < vx.length; i++) {
            if (Double.isNaN(vx[i]) != Double.isNaN(vy[i])) {
                throw new IllegalArgumentException("cell " + (i % columns + 1) + " of row " + (i / columns + 1) + " has only one component");
            }
            vectors[2 * i] = vx[i];
            vectors[2 * i + 1] = vy[i];
        }
        this.holeFree = Arrays.stream(vectors).noneMatch(Double::isNaN);
    }

    /**
     * Bakes a field at the centres of a columns × rows grid over its domain's bounding box. Rows are
     * baked in parallel; each cell depends only on its centre, so the result is the same on any
     * number of cores.
     */
    public static FieldGrid bake(SketchedField field, int columns, int rows) {
        Domain domain = field.domain();
        double width = (domain.maxX() - domain.minX()) / columns;
        double height = (domain.maxY() - domain.minY()) / rows;
        double[] vx = new double[columns * rows];
        double[] vy = new double[columns * rows];
        IntStream.range(0, rows).parallel().forEach(r -> {
            double[] vector = new double[2];
            double y = domain.maxY() - (r + 0.5) * height;
            for (int c = 0; c < columns; c++) {
                double x = domain.minX() + (c + 0.5) * width;
                int cell = r * columns + c;
                boolean defined = field.evaluate(x, y, vector);
                vx[cell] = defined ? vector[0] : Double.NaN;
                vy[cell] = defined ? vector[1] : Double.NaN;
            }
        });
        return new FieldGrid(domain, columns, rows, vx, vy);
    }

    /** The domain whose bounding box the grid covers. */
    public Domain domain() {
        return domain;
    }

    public int columns() {
        return columns;
    }

    public int rows() {
        return rows;
    }

    public boolean isHole(int column, int row) {
        return Double.isNaN(vectors[2 * (row * columns + column)]);
    }

    public double vx(int column, int row) {
        return vectors[2 * (row * columns + column)];
    }

    public double vy(int column, int row) {
        return vectors[2 * (row * columns + column) + 1];
    }

    /**
     * The vector at (x, y) of the source's frame, bilinear between the four nearest cell centres
     * (clamped at the grid's edge); holes among them are left out and the others re-weighted.
     *
     * @return false if all four are holes (with zero weight)
     */
    public boolean sample(double x, double y, double[] out) {
        double gx = within((x - minX) * columnsPerMetre - 0.5, columns - 1);
        double gy = within((maxY - y) * rowsPerMetre - 0.5, rows - 1);
        if (holeFree) {
            bilinear(gx, gy, columns, rows, vectors, null, 0, out);
            return true;
        }
        int c0 = (int) gx;
        int r0 = (int) gy;
        int c1 = Math.min(c0 + 1, columns - 1);
        int r1 = Math.min(r0 + 1, rows - 1);
        double fx = gx - c0;
        double fy = gy - r0;
        double sumX = 0;
        double sumY = 0;
        double sumWeight = 0;
        for (int corner = 0; corner < 4; corner++) {
            int c = (corner & 1) == 0 ? c0 : c1;
            int r = (corner & 2) == 0 ? r0 : r1;
            double weight = ((corner & 1) == 0 ? 1 - fx : fx) * ((corner & 2) == 0 ? 1 - fy : fy);
            int cell = 2 * (r * columns + c);
            if (weight > 0 && !Double.isNaN(vectors[cell])) {
                sumX += weight * vectors[cell];
                sumY += weight * vectors[cell + 1];
                sumWeight += weight;
            }
        }
        if (!(sumWeight > 0)) {
            return false;
        }
        out[0] = sumX / sumWeight;
        out[1] = sumY / sumWeight;
        return true;
    }

    /**
     * The blend of two keyframes' grids of the same size at the same place relative to each one's
     * domain: (1 − λ)·a + λ·b at (u, v), in half extents from the domain's centre (−1 to 1, y up).
     * Both grids are read through one set of cell indices and weights, as they lie at the same
     * place in both. For grids without holes only: with holes each keyframe is re-weighted on its
     * own ({@link #sample}).
     */
    static void blendHoleFree(FieldGrid a, FieldGrid b, double fraction, double u, double v, double[] out) {
        double gx = within((u + 1) * 0.5 * a.columns - 0.5, a.columns - 1);
        double gy = within((1 - v) * 0.5 * a.rows - 0.5, a.rows - 1);
        bilinear(gx, gy, a.columns, a.rows, a.vectors, b.vectors, fraction, out);
    }

    /**
     * The bilinear sample at (gx, gy), in cells from the first cell's centre (clamped), of grids
     * without holes: of va alone when vb is null, else (1 − λ)·va + λ·vb read through the same
     * cell indices and weights. The corners are added in the order the re-weighting loop of
     * {@link #sample} adds them, so a grid without holes gives the same bits either way.
     */
    private static void bilinear(double gx, double gy, int columns, int rows, double[] va, double[] vb, double fraction, double[] out) {
        int c0 = (int) gx;
        int r0 = (int) gy;
        int c1 = Math.min(c0 + 1, columns - 1);
        int r1 = Math.min(r0 + 1, rows - 1);
        double fx = gx - c0;
        double fy = gy - r0;
        double w0 = (1 - fx) * (1 - fy);
        double w1 = fx * (1 - fy);
        double w2 = (1 - fx) * fy;
        double w3 = fx * fy;
        int i0 = 2 * (r0 * columns + c0);
        int i1 = 2 * (r0 * columns + c1);
        int i2 = 2 * (r1 * columns + c0);
        int i3 = 2 * (r1 * columns + c1);
        double weight = 0.0 + w0 + w1 + w2 + w3;
        double ax = (0.0 + w0 * va[i0] + w1 * va[i1] + w2 * va[i2] + w3 * va[i3]) / weight;
        double ay = (0.0 + w0 * va[i0 + 1] + w1 * va[i1 + 1] + w2 * va[i2 + 1] + w3 * va[i3 + 1]) / weight;
        if (vb == null) {
            out[0] = ax;
            out[1] = ay;
            return;
        }
        double bx = (0.0 + w0 * vb[i0] + w1 * vb[i1] + w2 * vb[i2] + w3 * vb[i3]) / weight;
        double by = (0.0 + w0 * vb[i0 + 1] + w1 * vb[i1 + 1] + w2 * vb[i2 + 1] + w3 * vb[i3 + 1]) / weight;
        out[0] = (1 - fraction) * ax + fraction * bx;
        out[1] = (1 - fraction) * ay + fraction * by;
    }

    /**
     * value clamped to [0, last]: what {@link Math#clamp(double, double, double)} gives for
     * numbers, with the comparisons a look-up inside the grid predicts, not the sequence that
     * tells −0.0 from 0.0 (which the cast to a cell index does not care about).
     */
    private static double within(double value, int last) {
        return value < 0 ? 0 : value > last ? last : value;
    }

    /** @return whether {@link #blendHoleFree} may blend this grid with the other: same size, neither with holes */
    boolean blendsHoleFreeWith(FieldGrid other) {
        return holeFree && other.holeFree && columns == other.columns && rows == other.rows;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof FieldGrid grid && columns == grid.columns && rows == grid.rows && minX == grid.minX && maxY == grid.maxY
                && cellWidth == grid.cellWidth && cellHeight == grid.cellHeight && Arrays.equals(vectors, grid.vectors);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(vectors);
    }
}
