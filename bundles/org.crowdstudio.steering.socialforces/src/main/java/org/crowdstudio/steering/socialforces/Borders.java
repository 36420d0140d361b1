package org.crowdstudio.steering.socialforces;

import java.util.Arrays;
import java.util.List;

/**
 * Walls and obstacles as the 1995 model's borders B, with their repulsion F_αB = −∇U_αB and the
 * potential U_αB = U⁰ exp(−d/R). d is measured from the agent's body surface (the distance from
 * its centre to the edge minus its radius) to the nearest point of each polygon edge within
 * reach that the agent faces from outside.
 *
 * <p>The edges are computed once and kept in a uniform grid of buckets, each listing the edges
 * that pass through it, so that an agent looks only at the edges near it, however many obstacles
 * lie far away. Immutable after construction and shared by all threads; the per-thread
 * {@link Visits} keep an edge that spans several buckets from counting twice.
 */
final class Borders {

    /** The grid never has more buckets than this; larger worlds get larger buckets. */
    private static final int MAX_CELLS = 1 << 20;

    private final double strength;
    private final double range;
    private final double reach;
    private final ClosingShare closingShare;

    /** Edge e runs from (startX[e], startY[e]) by (alongX[e], alongY[e]); the obstacle lies to its left. */
    private final double[] startX;
    private final double[] startY;
    private final double[] alongX;
    private final double[] alongY;
    private final double[] inverseLengthSquared;

    private final double originX;
    private final double originY;
    private final double cellSize;
    private final int columns;
    private final int rows;
    /** The edges in bucket c are cellEdges[cellStart[c] .. cellStart[c + 1]), in edge order. */
    private final int[] cellStart;
    private final int[] cellEdges;

    /**
     * @param polygons obstacles, each {x0, y0, x1, y1, ...} with at least 3 vertices; counter-clockwise
     *                 as the world promises, though clockwise ones are turned round rather than ignored
     * @param strength U⁰ (m²/s²)
     * @param range R (m)
     * @param reach edges farther than this from an agent's body are left out (m)
     */
    Borders(List<double[]> polygons, double strength, double range, double reach) {
        this(polygons, strength, range, reach, ClosingShare.FULL);
    }

    /**
     * @param polygons obstacles, as for {@link #Borders(List, double, double, double)}
     * @param strength U⁰ (m²/s²)
     * @param range R (m)
     * @param reach edges farther than this from an agent's body are left out (m)
     * @param closingShare how much of U⁰ an edge pushes with, by how fast the agent walks towards it
     */
    Borders(List<double[]> polygons, double strength, double range, double reach, ClosingShare closingShare) {
        this.strength = strength;
        this.range = range;
        this.reach = reach;
        this.closingShare = closingShare;
        int vertices = 0;
        for (double[] polygon : polygons) {
            if (polygon.length < 6 || polygon.length % 2 != 0) {
                throw new IllegalArgumentException("an obstacle needs at least 3 vertices as x, y pairs, got " + polygon.length
                        + " numbers");
            }
            for (double coordinate : polygon) {
                if (!Double.isFinite(coordinate)) {
                    throw new IllegalArgumentException("an obstacle vertex is not a finite number: " + coordinate);
                }
            }
            vertices += polygon.length / 2;
        }
        double[] sx = new double[vertices];
        double[] sy = new double[vertices];
        double[] ex = new double[vertices];
        double[] ey = new double[vertices];
        int edges = 0;
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        for (double[] polygon : polygons) {
            int n = polygon.length / 2;
            boolean clockwise = signedArea(polygon) < 0;
            for (int i = 0; i < n; i++) {
                int from = clockwise ? n - 1 - i : i;
                int to = clockwise ? (2 * n - 2 - i) % n : (i + 1) % n;
                double x0 = polygon[2 * from];
                double y0 = polygon[2 * from + 1];
                double x1 = polygon[2 * to];
                double y1 = polygon[2 * to + 1];
                if (x0 == x1 && y0 == y1) {
                    continue; // a repeated vertex
                }
                sx[edges] = x0;
                sy[edges] = y0;
                ex[edges] = x1;
                ey[edges] = y1;
                edges++;
                minX = Math.min(minX, Math.min(x0, x1));
                minY = Math.min(minY, Math.min(y0, y1));
                maxX = Math.max(maxX, Math.max(x0, x1));
                maxY = Math.max(maxY, Math.max(y0, y1));
            }
        }
        startX = Arrays.copyOf(sx, edges);
        startY = Arrays.copyOf(sy, edges);
        alongX = new double[edges];
        alongY = new double[edges];
        inverseLengthSquared = new double[edges];
        for (int e = 0; e < edges; e++) {
            alongX[e] = ex[e] - sx[e];
            alongY[e] = ey[e] - sy[e];
            inverseLengthSquared[e] = 1 / (alongX[e] * alongX[e] + alongY[e] * alongY[e]);
        }

        if (edges == 0) {
            originX = 0;
            originY = 0;
            cellSize = 1;
            columns = 0;
            rows = 0;
            cellStart = new int[1];
            cellEdges = new int[0];
            return;
        }
        double size = Math.max(1, reach);
        while ((Math.floor((maxX - minX) / size) + 1) * (Math.floor((maxY - minY) / size) + 1) > MAX_CELLS) {
            size *= 2;
        }
        originX = minX;
        originY = minY;
        cellSize = size;
        columns = (int) Math.floor((maxX - minX) / size) + 1;
        rows = (int) Math.floor((maxY - minY) / size) + 1;

        // Two passes: count the edges per bucket, then fill.
        int[] counts = new int[columns * rows + 1];
        for (int e = 0; e < edges; e++) {
            forEachCell(e, counts, null);
        }
        cellStart = new int[columns * rows + 1];
        for (int c = 0; c < columns * rows; c++) {
            cellStart[c + 1] = cellStart[c] + counts[c];
        }
        cellEdges = new int[cellStart[columns * rows]];
        int[] fill = Arrays.copyOf(cellStart, cellStart.length);
        for (int e = 0; e < edges; e++) {
            forEachCell(e, null, fill);
        }
    }

    /** Counts edge e in, or writes it to, every bucket it passes through. */
    private void forEachCell(int e, int[] counts, int[] fill) {
        double x0 = startX[e];
        double y0 = startY[e];
        double x1 = x0 + alongX[e];
        double y1 = y0 + alongY[e];
        int c0 = clampedColumn(Math.min(x0, x1));
        int c1 = clampedColumn(Math.max(x0, x1));
        int r0 = clampedRow(Math.min(y0, y1));
        int r1 = clampedRow(Math.max(y0, y1));
        double slack = 1e-9 * cellSize;
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                double left = originX + c * cellSize - slack;
                double bottom = originY + r * cellSize - slack;
                if (!segmentMeetsBox(x0, y0, x1, y1, left, bottom, left + cellSize + 2 * slack, bottom + cellSize + 2 * slack)) {
                    continue;
                }
                int cell = r * columns + c;
                if (counts != null) {
                    counts[cell]++;
                } else {
                    cellEdges[fill[cell]++] = e;
                }
            }
        }
    }

    /** Liang–Barsky: whether the segment from (x0, y0) to (x1, y1) has a point in the box. */
    static boolean segmentMeetsBox(double x0, double y0, double x1, double y1, double left, double bottom, double right, double top) {
        double dx = x1 - x0;
        double dy = y1 - y0;
        double[] p = {-dx, dx, -dy, dy};
        double[] q = {x0 - left, right - x0, y0 - bottom, top - y0};
        double enter = 0;
        double exit = 1;
        for (int i = 0; i < 4; i++) {
            if (p[i] == 0) {
                if (q[i] < 0) {
                    return false;
                }
            } else {
                double t = q[i] / p[i];
                if (p[i] < 0) {
                    enter = Math.max(enter, t);
                } else {
                    exit = Math.min(exit, t);
                }
            }
        }
        return enter <= exit;
    }

    /** @return the number of edges kept (repeated vertices give none) */
    int edgeCount() {
        return startX.length;
    }

    /** Fresh per-thread scratch for {@link #add}. */
    Visits newVisits() {
        return new Visits(startX.length);
    }

    /**
     * Adds the push of every edge within reach on an agent standing still; see
     * {@link #add(double, double, double, double, double, double, double, double, double, Visits, double[])}.
     */
    int add(double x, double y, double radius, Visits visits, double[] acceleration) {
        return add(x, y, 0, 0, 0, 0, radius, 1, 0, visits, acceleration);
    }

    /**
     * Adds the push of every edge within reach on an agent to {@code acceleration}.
     *
     * @param x the agent's centre, x (m)
     * @param y the agent's centre, y (m)
     * @param vx the agent's velocity, x (m/s)
     * @param vy the agent's velocity, y (m/s)
     * @param preferredVx the agent's preferred velocity, x (m/s)
     * @param preferredVy the agent's preferred velocity, y (m/s)
     * @param radius the agent's body radius (m)
     * @param timeStep the simulation's time step (s)
     * @param fullShare the least share of U⁰ every edge pushes with, whatever the closing share (0 to 1)
     * @param visits the calling thread's scratch
     * @param acceleration receives the push, added to elements 0 and 1 (m/s²)
     * @return how many edges were looked at, for tests: the edges in the buckets around the agent
     */
    int add(double x, double y, double vx, double vy, double preferredVx, double preferredVy, double radius,
            double timeStep, double fullShare, Visits visits, double[] acceleration) {
        if (columns == 0) {
            return 0;
        }
        double around = radius + reach;
        int c0 = clampedColumn(x - around);
        int c1 = clampedColumn(x + around);
        int r0 = clampedRow(y - around);
        int r1 = clampedRow(y + around);
        if (c1 < 0 || c0 >= columns || r1 < 0 || r0 >= rows) {
            return 0;
        }
        c0 = Math.max(c0, 0);
        c1 = Math.min(c1, columns - 1);
        r0 = Math.max(r0, 0);
        r1 = Math.min(r1, rows - 1);
        visits.next();
        int looked = 0;
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                int cell = r * columns + c;
                for (int k = cellStart[cell]; k < cellStart[cell + 1]; k++) {
                    int e = cellEdges[k];
                    if (visits.firstTime(e)) {
                        addEdge(e, x, y, vx, vy, preferredVx, preferredVy, radius, timeStep, fullShare, acceleration);
                        looked++;
                    }
                }
            }
        }
        return looked;
    }

    private void addEdge(int e, double x, double y, double vx, double vy, double preferredVx, double preferredVy, double radius, double timeStep,
            double fullShare, double[] acceleration) {
        double ex = alongX[e];
        double ey = alongY[e];
        double px = x - startX[e];
        double py = y - startY[e];
        if (ex * py - ey * px >= 0) {
            // On the obstacle's side of the edge's line: the edge faces away. Another edge,
            // facing the agent, is at least as near.
            return;
        }
        double t = Math.max(0, Math.min(1, (px * ex + py * ey) * inverseLengthSquared[e]));
        double awayX = px - t * ex;
        double awayY = py - t * ey;
        double distance = Math.sqrt(awayX * awayX + awayY * awayY);
        double surface = distance - radius;
        if (surface >= reach) {
            return;
        }
        double size = strength / range * StrictMath.exp(Math.min(EllipticalRepulsion.MAX_EXPONENT, -surface / range));
        double push = size / distance;
        if (!closingShare.isFull() && fullShare < 1) {
            // Walking into the wall, or wanting to, counts as closing in.
            double closing = Math.max(ClosingShare.closing(awayX, awayY, vx, vy), ClosingShare.closing(awayX, awayY, preferredVx, preferredVy));
            double share = fullShare + (1 - fullShare) * closingShare.share(closing, 0, size, timeStep);
            // The wall does not give way: the agent takes the whole overlap, not half.
            push *= Math.max(share, ClosingShare.parting(-2 * surface, size, timeStep));
        }
        acceleration[0] += push * awayX;
        acceleration[1] += push * awayY;
    }

    /** A bucket column, clamped to [−1, columns] so that far-off or huge coordinates cannot overflow. */
    private int clampedColumn(double x) {
        return (int) Math.max(-1, Math.min(columns, Math.floor((x - originX) / cellSize)));
    }

    private int clampedRow(double y) {
        return (int) Math.max(-1, Math.min(rows, Math.floor((y - originY) / cellSize)));
    }

    private static double signedArea(double[] polygon) {
        int n = polygon.length / 2;
        double twice = 0;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            twice += polygon[2 * i] * polygon[2 * j + 1] - polygon[2 * j] * polygon[2 * i + 1];
        }
        return twice / 2;
    }

    /** Which edges the current query has seen, by stamp; one per thread. */
    static final class Visits {
        private final int[] lastVisit;
        private int visit;

        private Visits(int edges) {
            lastVisit = new int[edges];
        }

        /** Starts a new query. */
        void next() {
            visit++;
            if (visit == 0) {
                // Wrapped round after 2^32 queries: forget all stamps.
                Arrays.fill(lastVisit, 0);
                visit = 1;
            }
        }

        /** Marks the edge seen; true if it was not seen before in this query. */
        boolean firstTime(int edge) {
            if (lastVisit[edge] == visit) {
                return false;
            }
            lastVisit[edge] = visit;
            return true;
        }
    }
}
