package org.crowdstudio.engine.spatial;

import java.util.Arrays;

/**
 * A uniform grid over points (agent positions) for neighbour queries.
 *
 * <p>{@link #rebuild} sorts the points into cells with a counting sort, stable by point index, so
 * that a query visits candidates in the same order in every run: results never depend on thread
 * scheduling or on how many queries ran before. The grid covers the points' bounding box and
 * grows its cells when the box is sparse, so memory stays proportional to the number of points.
 * After the arrays have grown to the largest population seen, rebuilding and querying allocate
 * nothing.
 *
 * <p>Not thread-safe to rebuild; safe to query from many threads between rebuilds.
 */
public final class UniformGrid {

    /** Of a cell's size, how far the k-nearest search looks past a row's or column's edge as worked out. */
    private static final double EDGE_SLACK = 1e-9;
    /** More cells than this many per point would mostly be empty: the cell size grows instead. */
    private static final int MAX_CELLS_PER_POINT = 4;

    private final double preferredCellSize;

    private double cellSize;
    private double minX;
    private double minY;
    private int columns;
    private int rows;
    private int count;
    private int[] cellOf = new int[0];
    /** cellStart[c] .. cellStart[c + 1] index the points of cell c in {@link #sorted}. */
    private int[] cellStart = new int[1];
    private int[] sorted = new int[0];
    /** The points' coordinates in {@link #sorted} order, so that scanning a cell reads memory in sequence. */
    private double[] sortedX = new double[0];
    private double[] sortedY = new double[0];

    /**
     * @param cellSize preferred cell edge in metres; the neighbour distance of the queries is a good choice
     */
    public UniformGrid(double cellSize) {
        if (!(cellSize > 0) || !Double.isFinite(cellSize)) {
            throw new IllegalArgumentException("cell size must be a positive number of metres, got " + cellSize);
        }
        this.preferredCellSize = cellSize;
    }

    /**
     * Sorts the first {@code count} points into cells. The coordinate arrays are read, not kept:
     * queries see the positions as they were at the rebuild.
     */
    public void rebuild(double[] x, double[] y, int count) {
        this.count = count;
        ensureCapacity(count);
        if (count == 0) {
            columns = rows = 0;
            return;
        }
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        minX = Double.POSITIVE_INFINITY;
        minY = Double.POSITIVE_INFINITY;
        for (int i = 0; i < count; i++) {
            minX = Math.min(minX, x[i]);
            minY = Math.min(minY, y[i]);
            maxX = Math.max(maxX, x[i]);
            maxY = Math.max(maxY, y[i]);
        }
        cellSize = preferredCellSize;
        long maxCells = (long) MAX_CELLS_PER_POINT * count + 16;
        while ((long) cellsAlong(maxX - minX) * cellsAlong(maxY - minY) > maxCells) {
            cellSize *= 2;
        }
        columns = cellsAlong(maxX - minX);
        rows = cellsAlong(maxY - minY);
        int cells = columns * rows;
        if (cellStart.length < cells + 1) {
            cellStart = new int[Math.max(cells + 1, cellStart.length * 2)];
        }
        Arrays.fill(cellStart, 0, cells + 1, 0);
        for (int i = 0; i < count; i++) {
            int cell = cell(column(x[i]), row(y[i]));
            cellOf[i] = cell;
            cellStart[cell + 1]++;
        }
        for (int c = 0; c < cells; c++) {
            cellStart[c + 1] += cellStart[c];
        }
        // Stable placement: within a cell, points keep increasing index order.
        for (int i = 0; i < count; i++) {
            sorted[cellStart[cellOf[i]]++] = i;
        }
        for (int c = cells; c > 0; c--) {
            cellStart[c] = cellStart[c - 1];
        }
        cellStart[0] = 0;
        for (int s = 0; s < count; s++) {
            sortedX[s] = x[sorted[s]];
            sortedY[s] = y[sorted[s]];
        }
    }

    /**
     * The point at position {@code s} of cell order: visiting points in this order visits
     * neighbours one after another, which keeps their data in the cache.
     */
    public int pointInCellOrder(int s) {
        return sorted[s];
    }

    /** @return the number of points of the last rebuild */
    public int size() {
        return count;
    }

    /**
     * Finds every point within {@code radius} of (px, py), except {@code exclude}.
     *
     * @param out receives point indices, in cell order then index order, as many as fit; entries
     *        past the count returned may be overwritten too
     * @return how many points there are; if more than {@code out.length}, only the first ones were
     *         written and the caller should ask again with a longer array
     */
    public int withinRadius(double px, double py, double radius, int exclude, int[] out) {
        return withinRadius(px, py, radius, exclude, out, null);
    }

    /**
     * As {@link #withinRadius(double, double, double, int, int[])}, also writing each point's
     * squared distance beside its index, as measured here, when {@code outDistancesSquared} is not
     * null; then as many fit as both arrays hold.
     */
    private int withinRadius(double px, double py, double radius, int exclude, int[] out,
            double[] outDistancesSquared) {
        if (count == 0) {
            return 0;
        }
        int room = outDistancesSquared == null ? out.length : Math.min(out.length, outDistancesSquared.length);
        double radiusSquared = radius * radius;
        int found = 0;
        int firstColumn = Math.max(0, column(px - radius));
        int lastColumn = Math.min(columns - 1, column(px + radius));
        int firstRow = Math.max(0, row(py - radius));
        int lastRow = Math.min(rows - 1, row(py + radius));
        if (firstColumn > lastColumn) {
            return 0;
        }
        for (int r = firstRow; r <= lastRow; r++) {
            // A row's cells are consecutive in cell order: one run over the sorted arrays.
            int begin = cellStart[cell(firstColumn, r)];
            int end = cellStart[cell(lastColumn, r) + 1];
            if (found + end - begin <= room) {
                // Room for every candidate of the row: each is written and kept only if it is
                // within the radius, without a branch the processor would mispredict half the time.
                for (int s = begin; s < end; s++) {
                    double dx = sortedX[s] - px;
                    double dy = sortedY[s] - py;
                    double d = dx * dx + dy * dy;
                    int i = sorted[s];
                    out[found] = i;
                    if (outDistancesSquared != null) {
                        outDistancesSquared[found] = d;
                    }
                    found += d <= radiusSquared & i != exclude ? 1 : 0;
                }
                continue;
            }
            for (int s = begin; s < end; s++) {
                double dx = sortedX[s] - px;
                double dy = sortedY[s] - py;
                double d = dx * dx + dy * dy;
                int i = sorted[s];
                if (d <= radiusSquared && i != exclude) {
                    if (found < room) {
                        out[found] = i;
                        if (outDistancesSquared != null) {
                            outDistancesSquared[found] = d;
                        }
                    }
                    found++;
                }
            }
        }
        return found;
    }

    /**
     * Finds the points within {@code radius} of the point at position {@code s} of cell order that
     * come after it in cell order. Asked for every position, this finds every pair of points within
     * the radius exactly once, with half the work of asking {@link #withinRadius} for every point:
     * a pair in one row of cells is found from the earlier point, a pair across rows from the point
     * in the lower row.
     *
     * @param out receives point indices, in cell order, as many as fit; entries past the count
     *        returned may be overwritten too
     * @return how many points there are; if more than {@code out.length}, ask again with a longer array
     */
    public int laterWithinRadius(int s, double radius, int[] out) {
        double px = sortedX[s];
        double py = sortedY[s];
        double radiusSquared = radius * radius;
        int found = 0;
        int firstColumn = Math.max(0, column(px - radius));
        int lastColumn = Math.min(columns - 1, column(px + radius));
        int ownRow = row(py);
        int lastRow = Math.min(rows - 1, row(py + radius));
        for (int r = ownRow; r <= lastRow; r++) {
            int begin = r == ownRow ? s + 1 : cellStart[cell(firstColumn, r)];
            int end = cellStart[cell(lastColumn, r) + 1];
            if (found + end - begin <= out.length) {
                // As in withinRadius: every candidate written, kept only if near, without a branch.
                for (int later = begin; later < end; later++) {
                    double dx = sortedX[later] - px;
                    double dy = sortedY[later] - py;
                    out[found] = sorted[later];
                    found += dx * dx + dy * dy <= radiusSquared ? 1 : 0;
                }
                continue;
            }
            for (int later = begin; later < end; later++) {
                double dx = sortedX[later] - px;
                double dy = sortedY[later] - py;
                if (dx * dx + dy * dy <= radiusSquared) {
                    if (found < out.length) {
                        out[found] = sorted[later];
                    }
                    found++;
                }
            }
        }
        return found;
    }

    /**
     * Finds the {@code k} points nearest to (px, py) within {@code radius}, except {@code exclude},
     * nearest first; equally distant points in index order.
     *
     * @param outIndices receives the indices; length at least k
     * @param outDistancesSquared receives their squared distances; length at least k
     * @return how many were found, at most k
     */
    public int nearest(double px, double py, double radius, int k, int exclude, int[] outIndices, double[] outDistancesSquared) {
        return nearest(px, py, radius, radius, k, exclude, outIndices, outDistancesSquared);
    }

    /**
     * As {@link #nearest(double, double, double, int, int, int[], double[])}, searching first within
     * {@code guess} metres. The answer is the same for any guess (one that is not a number, or
     * negative, is no guess); a guess a little beyond the k-th neighbour's distance (the point's
     * or a neighbouring point's last answer, say) makes the search cheaper. Answer arrays longer
     * than k give the first search room to gather every point within the guess before sorting
     * them, which is cheaper still; their entries past the answer may be overwritten.
     */
    public int nearest(double px, double py, double radius, double guess, int k, int exclude, int[] outIndices, double[] outDistancesSquared) {
        if (count == 0 || k <= 0) {
            return 0;
        }
        if (guess >= 0 && guess < radius) {
            // Every point within the guess is examined, so if k of them are there, they are the k nearest.
            int found = nearestOfAllWithin(px, py, guess, k, exclude, outIndices, outDistancesSquared);
            if (found == k) {
                return found;
            }
        }
        return nearestWithin(px, py, radius, k, exclude, outIndices, outDistancesSquared);
    }

    /**
     * The k nearest within the radius, found by gathering every point within it into the answer
     * arrays ({@link #withinRadius}, which keeps a point without a branch: whether a point of a
     * scanned cell lies within a radius close to the k-th distance is close to a coin toss, and a
     * mispredicted branch costs as much as the test) and then sorting the k nearest of them to the
     * front. Where the arrays cannot hold them all, the search that keeps only k does it instead.
     *
     * @return k, or fewer, if fewer lie within the radius
     */
    private int nearestOfAllWithin(double px, double py, double radius, int k, int exclude, int[] outIndices,
            double[] outDistancesSquared) {
        int gathered = withinRadius(px, py, radius, exclude, outIndices, outDistancesSquared);
        if (gathered > Math.min(outIndices.length, outDistancesSquared.length)) {
            return nearestWithin(px, py, radius, k, exclude, outIndices, outDistancesSquared);
        }
        return sortNearestToFront(gathered, k, outIndices, outDistancesSquared);
    }

    /**
     * Sorts the k nearest of the first {@code count} entries to the front, nearest first and equally
     * distant ones by index, in place: the answer so far occupies the front, never beyond the entry
     * read next.
     *
     * @param k at least 1
     * @return how many the answer holds: k, or count if fewer
     */
    public static int sortNearestToFront(int count, int k, int[] indices, double[] distancesSquared) {
        int found = 0;
        for (int g = 0; g < count; g++) {
            found = insertNearest(distancesSquared[g], indices[g], found, k, indices, distancesSquared);
        }
        return found;
    }

    private int nearestWithin(double px, double py, double radius, int k, int exclude, int[] outIndices, double[] outDistancesSquared) {
        // Rows of cells are visited outward from the point's row, alternately above and below. In
        // each row only the columns that can hold a point within the current limit are scanned;
        // they are consecutive in cell order, so the scan is one run over the sorted arrays. The
        // limit shrinks to the k-th distance once k are found. The answer does not depend on the
        // visiting order: nearer wins, then the lower index.
        double limit = radius * radius;
        int found = 0;
        int centreRow = Math.clamp(row(py), 0, rows - 1);
        int firstRow = Math.max(0, row(py - radius));
        int lastRow = Math.min(rows - 1, row(py + radius));
        int above = centreRow;
        int below = centreRow - 1;
        boolean upwards = true;
        while (above <= lastRow || below >= firstRow) {
            int r = (upwards && above <= lastRow) || below < firstRow ? above++ : below--;
            upwards = !upwards;
            // The row's edges as worked out here may lie an ulp or two off where row() put its
            // points: the gap is narrowed and the reach widened by far more, so that no point the
            // distance test would keep is left out.
            double rowBottom = minY + r * cellSize;
            double dy = Math.max(0, Math.max(rowBottom - py, py - (rowBottom + cellSize)) - EDGE_SLACK * cellSize);
            if (dy * dy > limit) {
                // Rows further out in this direction are further still.
                if (r >= centreRow) {
                    above = lastRow + 1;
                } else {
                    below = firstRow - 1;
                }
                continue;
            }
            double reach = Math.sqrt(limit - dy * dy) + EDGE_SLACK * cellSize;
            int fromColumn = Math.max(0, column(px - reach));
            int toColumn = Math.min(columns - 1, column(px + reach));
            if (fromColumn > toColumn) {
                continue;
            }
            int end = cellStart[cell(toColumn, r) + 1];
            for (int s = cellStart[cell(fromColumn, r)]; s < end; s++) {
                double dx = sortedX[s] - px;
                double dyPoint = sortedY[s] - py;
                double d = dx * dx + dyPoint * dyPoint;
                if (d > limit) {
                    continue;
                }
                int i = sorted[s];
                if (i == exclude) {
                    continue;
                }
                found = insertNearest(d, i, found, k, outIndices, outDistancesSquared);
                if (found == k) {
                    limit = outDistancesSquared[k - 1];
                }
            }
        }
        return found;
    }

    /**
     * Adds a point to an answer of the k nearest kept sorted, nearest first and equally distant
     * ones by index; once the answer holds k, only a point closer than its last enters.
     *
     * @param found how many the answer holds now
     * @return how many it holds after
     */
    public static int insertNearest(double distanceSquared, int index, int found, int k, int[] indices,
            double[] distancesSquared) {
        if (found == k && !closer(distanceSquared, index, distancesSquared[k - 1], indices[k - 1])) {
            return found;
        }
        placeAmongNearest(distanceSquared, index, found < k ? found : k - 1, indices, distancesSquared);
        return found < k ? found + 1 : found;
    }

    /**
     * Writes a point into a sorted answer at {@code position} or nearer the front, moving the
     * farther ones back by one; what was at {@code position} is overwritten.
     */
    private static void placeAmongNearest(double distanceSquared, int index, int position, int[] indices,
            double[] distancesSquared) {
        int at = position;
        while (at > 0 && closer(distanceSquared, index, distancesSquared[at - 1], indices[at - 1])) {
            distancesSquared[at] = distancesSquared[at - 1];
            indices[at] = indices[at - 1];
            at--;
        }
        distancesSquared[at] = distanceSquared;
        indices[at] = index;
    }

    private static boolean closer(double distance, int index, double otherDistance, int otherIndex) {
        return distance < otherDistance || (distance == otherDistance && index < otherIndex);
    }

    private int cellsAlong(double extent) {
        return (int) Math.min(Integer.MAX_VALUE / 4, Math.floor(extent / cellSize) + 1);
    }

    private int column(double x) {
        return (int) Math.floor((x - minX) / cellSize);
    }

    private int row(double y) {
        return (int) Math.floor((y - minY) / cellSize);
    }

    private int cell(int column, int row) {
        return row * columns + column;
    }

    private void ensureCapacity(int needed) {
        if (sorted.length < needed) {
            int capacity = Math.max(needed, sorted.length * 2);
            cellOf = new int[capacity];
            sorted = new int[capacity];
            sortedX = new double[capacity];
            sortedY = new double[capacity];
        }
    }
}
