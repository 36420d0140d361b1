package org.crowdstudio.steering.navigation;

import java.util.List;
import java.util.Optional;

import org.crowdstudio.engine.spatial.PolygonContainment;
import org.crowdstudio.engine.spi.Bounds;

/**
 * The floor plan as square cells, each knowing how far its centre is from the nearest obstacle
 * or, in a bounded world, from the bounds: a body of radius r may stand where the clearance is at
 * least r. Obstacles are rasterised (cells whose centre lies inside a polygon, and cells an edge
 * passes through, so that a wall thinner than a cell still blocks), then an exact Euclidean
 * distance transform (Felzenszwalb and Huttenlocher 2012) gives every cell its distance in one
 * pass over rows and one over columns. Immutable once built; safe to read from many threads.
 */
final class ClearanceGrid {

    /** Room round the obstacles of an unbounded world, where agents walk round them. */
    static final double OPEN_MARGIN = 4;
    /** At most this many cells: a larger plan gets coarser cells rather than run out of memory (4 bytes a cell, and as much per goal field). */
    static final int MOST_CELLS = 4_000_000;

    private static final double FAR = 1e20;

    final double cell;
    final double originX;
    final double originY;
    final int columns;
    final int rows;
    private final float[] clearance;

    private ClearanceGrid(double cell, double originX, double originY, int columns, int rows, float[] clearance) {
        this.cell = cell;
        this.originX = originX;
        this.originY = originY;
        this.columns = columns;
        this.rows = rows;
        this.clearance = clearance;
    }

    /**
     * The grid of a world: over its bounds, or without bounds over its obstacles and some room
     * round them.
     *
     * @param cell the cell's side in metres; coarser when the plan would need more than {@link #MOST_CELLS}
     * @return the grid, or null for a world with neither bounds nor obstacles, where every way is straight
     */
    static ClearanceGrid of(List<double[]> obstacles, Optional<Bounds> bounds, double cell) {
        double minX;
        double minY;
        double maxX;
        double maxY;
        if (bounds.isPresent()) {
            minX = bounds.get().minX();
            minY = bounds.get().minY();
            maxX = bounds.get().maxX();
            maxY = bounds.get().maxY();
        } else if (!obstacles.isEmpty()) {
            minX = minY = Double.POSITIVE_INFINITY;
            maxX = maxY = Double.NEGATIVE_INFINITY;
            for (double[] polygon : obstacles) {
                for (int k = 0; k + 1 < polygon.length; k += 2) {
                    minX = Math.min(minX, polygon[k]);
                    maxX = Math.max(maxX, polygon[k]);
                    minY = Math.min(minY, polygon[k + 1]);
                    maxY = Math.max(maxY, polygon[k + 1]);
                }
            }
            minX -= OPEN_MARGIN;
            minY -= OPEN_MARGIN;
            maxX += OPEN_MARGIN;
            maxY += OPEN_MARGIN;
        } else {
            return null;
        }
        // Coarser cells for a large plan; the longer side counts too, since a thin plan has one row at least.
        double side = Math.max(cell, Math.max(Math.sqrt((maxX - minX) * (maxY - minY) / MOST_CELLS), Math.max(maxX - minX, maxY - minY) / MOST_CELLS));
        int columns = Math.max(1, (int) Math.ceil((maxX - minX) / side));
        int rows = Math.max(1, (int) Math.ceil((maxY - minY) / side));
        boolean[] blocked = new boolean[columns * rows];
        for (double[] polygon : obstacles) {
            rasterise(polygon, minX, minY, side, columns, rows, blocked);
        }
        float[] clearance = distances(blocked, columns, rows, side);
        if (bounds.isPresent()) {
            for (int row = 0; row < rows; row++) {
                double y = minY + (row + 0.5) * side;
                for (int column = 0; column < columns; column++) {
                    double x = minX + (column + 0.5) * side;
                    double toBounds = Math.min(Math.min(x - minX, maxX - x), Math.min(y - minY, maxY - y));
                    int index = row * columns + column;
                    clearance[index] = (float) Math.min(clearance[index], toBounds);
                }
            }
        }
        return new ClearanceGrid(side, minX, minY, columns, rows, clearance);
    }

    /** Marks the cells a polygon covers: those whose centre is inside, and those its edges cross. */
    private static void rasterise(double[] polygon, double minX, double minY, double side, int columns, int rows, boolean[] blocked) {
        int corners = polygon.length / 2;
        if (corners == 0) {
            return;
        }
        double left = Double.POSITIVE_INFINITY;
        double right = Double.NEGATIVE_INFINITY;
        double bottom = Double.POSITIVE_INFINITY;
        double top = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < corners; k++) {
            left = Math.min(left, polygon[2 * k]);
            right = Math.max(right, polygon[2 * k]);
            bottom = Math.min(bottom, polygon[2 * k + 1]);
            top = Math.max(top, polygon[2 * k + 1]);
        }
        int firstColumn = Math.max(0, (int) Math.floor((left - minX) / side));
        int lastColumn = Math.min(columns - 1, (int) Math.floor((right - minX) / side));
        int firstRow = Math.max(0, (int) Math.floor((bottom - minY) / side));
        int lastRow = Math.min(rows - 1, (int) Math.floor((top - minY) / side));
        for (int row = firstRow; row <= lastRow; row++) {
            double y = minY + (row + 0.5) * side;
            for (int column = firstColumn; column <= lastColumn; column++) {
                if (PolygonContainment.contains(polygon, minX + (column + 0.5) * side, y)) {
                    blocked[row * columns + column] = true;
                }
            }
        }
        for (int k = 0; k < corners; k++) {
            double ax = polygon[2 * k];
            double ay = polygon[2 * k + 1];
            double bx = polygon[(2 * k + 2) % polygon.length];
            double by = polygon[(2 * k + 3) % polygon.length];
            int samples = (int) Math.ceil(2 * Math.hypot(bx - ax, by - ay) / side) + 1;
            for (int s = 0; s <= samples; s++) {
                double t = (double) s / samples;
                int column = (int) Math.floor((ax + t * (bx - ax) - minX) / side);
                int row = (int) Math.floor((ay + t * (by - ay) - minY) / side);
                if (column >= 0 && column < columns && row >= 0 && row < rows) {
                    blocked[row * columns + column] = true;
                }
            }
        }
    }

    /** Each cell's distance to the nearest blocked cell's border, metres: the squared transform along rows, then columns. */
    private static float[] distances(boolean[] blocked, int columns, int rows, double side) {
        int longest = Math.max(columns, rows);
        double[] squared = new double[columns * rows];
        double[] line = new double[longest];
        double[] out = new double[longest];
        int[] parabolas = new int[longest];
        double[] bounds = new double[longest + 1];
        for (int row = 0; row < rows; row++) {
            for (int column = 0; column < columns; column++) {
                line[column] = blocked[row * columns + column] ? 0 : FAR;
            }
            transform(line, columns, out, parabolas, bounds);
            System.arraycopy(out, 0, squared, row * columns, columns);
        }
        float[] clearance = new float[columns * rows];
        for (int column = 0; column < columns; column++) {
            for (int row = 0; row < rows; row++) {
                line[row] = squared[row * columns + column];
            }
            transform(line, rows, out, parabolas, bounds);
            for (int row = 0; row < rows; row++) {
                int index = row * columns + column;
                clearance[index] = blocked[index] ? 0f
                        : out[row] >= FAR / 2 ? Float.MAX_VALUE : (float) Math.max(0, (Math.sqrt(out[row]) - 0.5) * side);
            }
        }
        return clearance;
    }

    /** The 1-D squared distance transform: the lower envelope of parabolas rooted at each sample. */
    private static void transform(double[] f, int n, double[] d, int[] v, double[] z) {
        int k = 0;
        v[0] = 0;
        z[0] = Double.NEGATIVE_INFINITY;
        z[1] = Double.POSITIVE_INFINITY;
        for (int q = 1; q < n; q++) {
            double s = ((f[q] + (double) q * q) - (f[v[k]] + (double) v[k] * v[k])) / (2.0 * q - 2.0 * v[k]);
            while (s <= z[k]) {
                k--;
                s = ((f[q] + (double) q * q) - (f[v[k]] + (double) v[k] * v[k])) / (2.0 * q - 2.0 * v[k]);
            }
            k++;
            v[k] = q;
            z[k] = s;
            z[k + 1] = Double.POSITIVE_INFINITY;
        }
        k = 0;
        for (int q = 0; q < n; q++) {
            while (z[k + 1] < q) {
                k++;
            }
            double offset = q - v[k];
            d[q] = offset * offset + f[v[k]];
        }
    }

    int size() {
        return columns * rows;
    }

    /** @return the cell holding the point, or -1 outside the grid */
    int cellAt(double x, double y) {
        if (!(x >= originX && y >= originY)) {
            return -1;
        }
        int column = (int) Math.floor((x - originX) / cell);
        int row = (int) Math.floor((y - originY) / cell);
        return column < 0 || column >= columns || row < 0 || row >= rows ? -1 : row * columns + column;
    }

    double centreX(int index) {
        return originX + (index % columns + 0.5) * cell;
    }

    double centreY(int index) {
        return originY + (index / columns + 0.5) * cell;
    }

    /** @return metres from the cell's centre to the nearest obstacle or bound */
    double clearance(int index) {
        return clearance[index];
    }

    /** The number of directions a step between cells takes: the four sides first, then the four diagonals. */
    static final int DIRECTIONS = 8;
    private static final int[] STEP_X = {1, -1, 0, 0, 1, 1, -1, -1};
    private static final int[] STEP_Y = {0, 0, 1, -1, 1, -1, 1, -1};

    /** @return whether a step in this direction is diagonal */
    static boolean diagonal(int direction) {
        return direction >= 4;
    }

    /** @return the cell next to this one in the direction, or -1 off the grid */
    int neighbour(int index, int direction) {
        int column = index % columns + STEP_X[direction];
        int row = index / columns + STEP_Y[direction];
        return column < 0 || column >= columns || row < 0 || row >= rows ? -1 : row * columns + column;
    }

    /**
     * How much clearance the corners of a step leave: for a diagonal step the narrower of the two
     * cells beside it, so that no way slips through a slanted wall; unlimited for a straight one.
     */
    double corner(int index, int direction) {
        if (!diagonal(direction)) {
            return Double.POSITIVE_INFINITY;
        }
        int column = index % columns;
        int row = index / columns;
        return Math.min(clearance[row * columns + column + STEP_X[direction]], clearance[(row + STEP_Y[direction]) * columns + column]);
    }

    /** How wide a step to a neighbour is: the neighbour's clearance, and the corners of a diagonal step. */
    double passage(int index, int direction, int neighbour) {
        return Math.min(clearance[neighbour], corner(index, direction));
    }

    /**
     * Whether a body needing this clearance can walk straight from one point to the other: every
     * cell the segment passes, sampled at half a cell, is clear enough. Within that clearance of
     * the start the line only has to stay out of obstacles, so that a body pressed against a wall
     * still sees the way ahead of it.
     */
    boolean clearLine(double fromX, double fromY, double toX, double toY, double needed) {
        return clearLine(fromX, fromY, toX, toY, needed, needed);
    }

    /**
     * Whether the segment keeps this clearance all along, its start included: the stricter test
     * for walking straight to a goal without a plan.
     */
    boolean openLine(double fromX, double fromY, double toX, double toY, double needed) {
        return clearLine(fromX, fromY, toX, toY, needed, 0);
    }

    /** @param lenient how far from the start the line only has to stay out of obstacles */
    private boolean clearLine(double fromX, double fromY, double toX, double toY, double needed, double lenient) {
        double length = Math.hypot(toX - fromX, toY - fromY);
        int samples = (int) Math.ceil(2 * length / cell);
        for (int s = 0; s <= samples; s++) {
            double t = samples == 0 ? 0 : (double) s / samples;
            int index = cellAt(fromX + t * (toX - fromX), fromY + t * (toY - fromY));
            if (index < 0) {
                return false;
            }
            double wanted = t * length < lenient ? Double.MIN_VALUE : needed;
            if (clearance[index] < wanted) {
                return false;
            }
        }
        return true;
    }
}
