package org.crowdstudio.engine.spatial;

import java.util.Arrays;
import java.util.List;

/**
 * The edges of static polygon obstacles, bucketed into a uniform grid. Each edge is entered into
 * every cell its bounding box, grown by the reach, touches; a contact query within the reach then
 * looks at one cell only and meets every edge exactly once, and a query farther out
 * ({@link #edgesNear}) looks at the block of cells around it. Built once per simulation; queries
 * allocate nothing and are safe from many threads.
 */
public final class EdgeGrid {

    private static final EdgeGrid EMPTY = new EdgeGrid(new double[0], 1, 0);

    /** Edge e runs from (edges[4e], edges[4e+1]) to (edges[4e+2], edges[4e+3]). */
    private final double[] edges;
    private final double reach;
    private final double cellSize;
    private final double minX;
    private final double minY;
    private final int columns;
    private final int rows;
    /** cellStart[c] .. cellStart[c + 1] index the edges of cell c in {@link #cellEdges}. */
    private final int[] cellStart;
    private final int[] cellEdges;
    /** The first column and row of the cells each edge is entered into. */
    private final int[] firstColumn;
    private final int[] firstRow;

    /**
     * @param polygons obstacle polygons, each {x0, y0, x1, y1, ...}, closed implicitly
     * @param reach the largest distance a query asks about (the largest body radius)
     */
    public static EdgeGrid of(List<double[]> polygons, double reach) {
        int count = polygons.stream().mapToInt(polygon -> polygon.length / 2).sum();
        if (count == 0) {
            return EMPTY;
        }
        double[] edges = new double[4 * count];
        int e = 0;
        for (double[] polygon : polygons) {
            int n = polygon.length / 2;
            for (int v = 0; v < n; v++) {
                int w = (v + 1) % n;
                edges[e++] = polygon[2 * v];
                edges[e++] = polygon[2 * v + 1];
                edges[e++] = polygon[2 * w];
                edges[e++] = polygon[2 * w + 1];
            }
        }
        return new EdgeGrid(edges, Math.max(4 * reach, 1), reach);
    }

    private EdgeGrid(double[] edges, double cellSize, double reach) {
        this.edges = edges;
        this.reach = reach;
        int count = edges.length / 4;
        double lowX = Double.POSITIVE_INFINITY;
        double lowY = Double.POSITIVE_INFINITY;
        double highX = Double.NEGATIVE_INFINITY;
        double highY = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < edges.length; i += 2) {
            lowX = Math.min(lowX, edges[i]);
            lowY = Math.min(lowY, edges[i + 1]);
            highX = Math.max(highX, edges[i]);
            highY = Math.max(highY, edges[i + 1]);
        }
        // Few cells for a large sparse map: at most about 4 cells per edge along each axis.
        double size = cellSize;
        if (count > 0) {
            while ((highX - lowX + 2 * reach) / size * ((highY - lowY + 2 * reach) / size) > 64.0 * count + 64) {
                size *= 2;
            }
        }
        this.cellSize = size;
        this.minX = count > 0 ? lowX - reach : 0;
        this.minY = count > 0 ? lowY - reach : 0;
        this.columns = count > 0 ? (int) ((highX - lowX + 2 * reach) / size) + 1 : 0;
        this.rows = count > 0 ? (int) ((highY - lowY + 2 * reach) / size) + 1 : 0;
        this.firstColumn = new int[count];
        this.firstRow = new int[count];
        for (int edge = 0; edge < count; edge++) {
            firstColumn[edge] = column(Math.min(edges[4 * edge], edges[4 * edge + 2]) - reach);
            firstRow[edge] = row(Math.min(edges[4 * edge + 1], edges[4 * edge + 3]) - reach);
        }
        int cells = columns * rows;
        int[] counts = new int[cells + 1];
        forEachCellOfEachEdge((edge, cell) -> counts[cell + 1]++);
        for (int c = 0; c < cells; c++) {
            counts[c + 1] += counts[c];
        }
        int[] fill = Arrays.copyOf(counts, cells);
        int[] bucketed = new int[counts[cells]];
        forEachCellOfEachEdge((edge, cell) -> bucketed[fill[cell]++] = edge);
        this.cellStart = counts;
        this.cellEdges = bucketed;
    }

    private interface EdgeInCell {
        void accept(int edge, int cell);
    }

    private void forEachCellOfEachEdge(EdgeInCell action) {
        for (int edge = 0; edge < edges.length / 4; edge++) {
            int lastColumn = column(Math.max(edges[4 * edge], edges[4 * edge + 2]) + reach);
            int lastRow = row(Math.max(edges[4 * edge + 1], edges[4 * edge + 3]) + reach);
            for (int r = firstRow[edge]; r <= lastRow; r++) {
                for (int c = firstColumn[edge]; c <= lastColumn; c++) {
                    action.accept(edge, r * columns + c);
                }
            }
        }
    }

    private int column(double x) {
        return Math.clamp((long) Math.floor((x - minX) / cellSize), 0, columns - 1);
    }

    private int row(double y) {
        return Math.clamp((long) Math.floor((y - minY) / cellSize), 0, rows - 1);
    }

    /** @return how many edges there are: polygon by polygon, edge v running from vertex v to the next */
    public int edgeCount() {
        return edges.length / 4;
    }

    /**
     * Every edge that may come within {@code range} of (x, y), each once, in no particular order:
     * all that do, and some that do not. An edge within the range has a point within the range of
     * (x, y); the point a reach nearer (x, y) on the way to it (or (x, y) itself) is within the
     * reach of the edge, so its cell holds the edge, and it lies within the range less the reach.
     * The cells within the range less half the reach are looked at: the other half is a margin
     * against rounding at the cells' borders. A range that is not a number of metres from zero
     * up, or a point that is not finite, gets every edge, in index order.
     *
     * @param out receives edge indices; length at least {@link #edgeCount()}
     * @return how many were written
     */
    public int edgesNear(double x, double y, double range, int[] out) {
        if (edges.length == 0) {
            return 0;
        }
        if (!(range >= 0) || !Double.isFinite(x) || !Double.isFinite(y)) {
            int count = edgeCount();
            for (int edge = 0; edge < count; edge++) {
                out[edge] = edge;
            }
            return count;
        }
        double half = Math.max(0, range - reach / 2);
        int fromColumn = column(x - half);
        int toColumn = column(x + half);
        int fromRow = row(y - half);
        int toRow = row(y + half);
        int found = 0;
        for (int r = fromRow; r <= toRow; r++) {
            for (int c = fromColumn; c <= toColumn; c++) {
                int cell = r * columns + c;
                for (int k = cellStart[cell]; k < cellStart[cell + 1]; k++) {
                    int edge = cellEdges[k];
                    // An edge is met in every cell of the block it was entered into: it counts in the first.
                    if (c == Math.max(firstColumn[edge], fromColumn) && r == Math.max(firstRow[edge], fromRow)) {
                        out[found++] = edge;
                    }
                }
            }
        }
        return found;
    }

    /** @return whether there are no edges at all */
    public boolean isEmpty() {
        return edges.length == 0;
    }

    /**
     * The point nearest (x, y) on every edge closer than {@code within}: how a solver sees the
     * walls around an agent (each edge once; a corner shared by two edges comes twice).
     *
     * @param within at most the reach the grid was built with
     * @param out receives x, y of each point, side by side, as many as fit
     * @return how many edges are that close, which may exceed what fits in {@code out}
     */
    public int nearestPoints(double x, double y, double within, double[] out) {
        if (edges.length == 0 || x < minX || y < minY) {
            return 0;
        }
        int c = (int) ((x - minX) / cellSize);
        int r = (int) ((y - minY) / cellSize);
        if (c >= columns || r >= rows) {
            return 0;
        }
        int cell = r * columns + c;
        int found = 0;
        for (int k = cellStart[cell]; k < cellStart[cell + 1]; k++) {
            int e = 4 * cellEdges[k];
            double ax = edges[e];
            double ay = edges[e + 1];
            double ex = edges[e + 2] - ax;
            double ey = edges[e + 3] - ay;
            double lengthSquared = ex * ex + ey * ey;
            double s = lengthSquared > 0 ? Math.clamp(((x - ax) * ex + (y - ay) * ey) / lengthSquared, 0, 1) : 0;
            double px = ax + s * ex;
            double py = ay + s * ey;
            if ((x - px) * (x - px) + (y - py) * (y - py) < within * within) {
                if (2 * found + 1 < out.length) {
                    out[2 * found] = px;
                    out[2 * found + 1] = py;
                }
                found++;
            }
        }
        return found;
    }

    /**
     * Adds the contact force of every edge closer than {@code radius} to a disk at (x, y): along
     * the normal from the edge, proportional to the overlap (Helbing et al. 2000).
     *
     * @param stiffness force per metre of overlap
     * @param out out[0], out[1] receive the force added to what they hold
     */
    public void addContactForce(double x, double y, double radius, double stiffness, double[] out) {
        if (edges.length == 0 || x < minX || y < minY) {
            return;
        }
        int c = (int) ((x - minX) / cellSize);
        int r = (int) ((y - minY) / cellSize);
        if (c >= columns || r >= rows) {
            return;
        }
        int cell = r * columns + c;
        for (int k = cellStart[cell]; k < cellStart[cell + 1]; k++) {
            int e = 4 * cellEdges[k];
            double ax = edges[e];
            double ay = edges[e + 1];
            double ex = edges[e + 2] - ax;
            double ey = edges[e + 3] - ay;
            double lengthSquared = ex * ex + ey * ey;
            double s = lengthSquared > 0 ? Math.clamp(((x - ax) * ex + (y - ay) * ey) / lengthSquared, 0, 1) : 0;
            double dx = x - (ax + s * ex);
            double dy = y - (ay + s * ey);
            double distance = Math.sqrt(dx * dx + dy * dy);
            double overlap = radius - distance;
            if (overlap > 0 && distance > 0) {
                out[0] += stiffness * overlap * dx / distance;
                out[1] += stiffness * overlap * dy / distance;
            }
        }
    }
}
