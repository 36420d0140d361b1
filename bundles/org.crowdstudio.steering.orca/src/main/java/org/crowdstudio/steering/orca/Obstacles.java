package org.crowdstudio.steering.orca;

import java.util.Arrays;
import java.util.List;

import org.crowdstudio.engine.spatial.EdgeGrid;

/**
 * Static polygon obstacles as ORCA sees them: a ring of vertices per polygon, each with the
 * direction to the next vertex and whether the polygon is convex there. Polygons are given
 * counter-clockwise, so the inside lies left of every edge and agents walk on the right.
 *
 * <p>Edge {@code i} runs from vertex {@code i} to vertex {@link #next(int)}.
 */
public final class Obstacles {

    /**
     * The reach the edges are filed with: cells of 2 m (larger on a sparse plan), so that an
     * agent's look-up (about 4 m at a walker's top speed and a 2 s horizon) meets the edges of
     * some twenty cells.
     */
    private static final double FILING_REACH = 0.5;

    private final double[] x;
    private final double[] y;
    private final double[] directionX;
    private final double[] directionY;
    private final boolean[] convex;
    private final int[] next;
    private final int[] previous;
    /** The edges by where they lie, so that an agent looks at those near it rather than at all. */
    private final EdgeGrid filed;

    /**
     * @param polygons each polygon as {x0, y0, x1, y1, ...}, counter-clockwise, at least 3 vertices
     */
    public Obstacles(List<double[]> polygons) {
        int count = polygons.stream().mapToInt(polygon -> polygon.length / 2).sum();
        x = new double[count];
        y = new double[count];
        directionX = new double[count];
        directionY = new double[count];
        convex = new boolean[count];
        next = new int[count];
        previous = new int[count];
        int first = 0;
        for (double[] polygon : polygons) {
            int n = polygon.length / 2;
            if (n < 3) {
                throw new IllegalArgumentException("an obstacle needs at least 3 vertices, got " + n);
            }
            for (int i = 0; i < n; i++) {
                x[first + i] = polygon[2 * i];
                y[first + i] = polygon[2 * i + 1];
                next[first + i] = first + (i + 1) % n;
                previous[first + i] = first + (i + n - 1) % n;
            }
            for (int i = first; i < first + n; i++) {
                double dx = x[next[i]] - x[i];
                double dy = y[next[i]] - y[i];
                double length = Math.hypot(dx, dy);
                directionX[i] = dx / length;
                directionY[i] = dy / length;
            }
            for (int i = first; i < first + n; i++) {
                // Convex where the turn from the previous edge to this one is to the left.
                convex[i] = leftOf(x[previous[i]], y[previous[i]], x[i], y[i], x[next[i]], y[next[i]]) >= 0;
            }
            first += n;
        }
        filed = EdgeGrid.of(polygons, FILING_REACH);
        // The grid numbers the edges polygon by polygon, as the vertices are numbered here.
        assert filed.edgeCount() == count;
    }

    /** No obstacles. */
    public static Obstacles none() {
        return new Obstacles(List.of());
    }

    public int vertexCount() {
        return x.length;
    }

    public double x(int vertex) {
        return x[vertex];
    }

    public double y(int vertex) {
        return y[vertex];
    }

    public double directionX(int vertex) {
        return directionX[vertex];
    }

    public double directionY(int vertex) {
        return directionY[vertex];
    }

    public boolean convex(int vertex) {
        return convex[vertex];
    }

    public int next(int vertex) {
        return next[vertex];
    }

    public int previous(int vertex) {
        return previous[vertex];
    }

    /**
     * The edges an agent at (px, py) must consider, nearest first, equally near ones in index
     * order: those within {@code range} that it sees from outside (it stands on their right).
     *
     * @param out receives edge indices; length at least {@link #vertexCount()}
     * @param scratchDistances length at least {@link #vertexCount()}
     * @param scratchCandidates length at least {@link #vertexCount()}
     * @return how many were written
     */
    public int edgesNear(double px, double py, double range, int[] out, double[] scratchDistances,
            int[] scratchCandidates) {
        int found = 0;
        double rangeSquared = range * range;
        int candidates = filed.edgesNear(px, py, range, scratchCandidates);
        for (int c = 0; c < candidates; c++) {
            int edge = scratchCandidates[c];
            int end = next[edge];
            double side = leftOf(x[edge], y[edge], x[end], y[end], px, py);
            if (side >= 0) {
                continue; // on the inner side of this edge
            }
            double distance = distanceSquaredToSegment(x[edge], y[edge], x[end], y[end], px, py);
            if (distance >= rangeSquared) {
                continue;
            }
            int position = found++;
            // Candidates come in no particular order: the index settles ties, as walking the edges in
            // order did. (Only a distance that is not a number, from an edge too short for its length
            // to square to more than zero, some 1e-162 m, could still be placed otherwise.)
            while (position > 0 && (scratchDistances[position - 1] > distance
                    || scratchDistances[position - 1] == distance && out[position - 1] > edge)) {
                scratchDistances[position] = scratchDistances[position - 1];
                out[position] = out[position - 1];
                position--;
            }
            scratchDistances[position] = distance;
            out[position] = edge;
        }
        return found;
    }

    /** Whether the point lies inside any polygon, for checks and tests. */
    public boolean contains(double px, double py) {
        boolean[] seen = new boolean[x.length];
        for (int start = 0; start < x.length; start++) {
            if (seen[start]) {
                continue;
            }
            boolean inside = false;
            int i = start;
            do {
                seen[i] = true;
                int j = next[i];
                if ((y[i] > py) != (y[j] > py) && px < (x[j] - x[i]) * (py - y[i]) / (y[j] - y[i]) + x[i]) {
                    inside = !inside;
                }
                i = j;
            } while (i != start);
            if (inside) {
                return true;
            }
        }
        return false;
    }

    /** Positive when (cx, cy) lies left of the line from a to b. */
    static double leftOf(double ax, double ay, double bx, double by, double cx, double cy) {
        return (ax - cx) * (by - ay) - (ay - cy) * (bx - ax);
    }

    static double distanceSquaredToSegment(double ax, double ay, double bx, double by, double px, double py) {
        double dx = bx - ax;
        double dy = by - ay;
        double r = ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy);
        if (r < 0) {
            return (px - ax) * (px - ax) + (py - ay) * (py - ay);
        }
        if (r > 1) {
            return (px - bx) * (px - bx) + (py - by) * (py - by);
        }
        double qx = ax + r * dx - px;
        double qy = ay + r * dy - py;
        return qx * qx + qy * qy;
    }

    @Override
    public String toString() {
        return "Obstacles[" + x.length + " vertices, convex " + Arrays.toString(convex) + "]";
    }
}
