package org.crowdstudio.steering.groups;

/**
 * One velocity connection VC_{i|j} in the agent's own velocity space (VC paper eq. 4–5, Fig. 3b–c):
 * the velocities that bring it within reach of its neighbour at some time between τ_min and τ,
 * or, once within reach, keep it there. Reach is a disc around the neighbour (isotropic) or a
 * rectangle in the neighbour's frame (a formation). Either way the set of relative velocities is
 * the convex hull of the reach seen at τ_min and at τ (both scaled towards the origin, so the
 * hull of two discs is a tapered capsule and that of two rectangles an octagon at most), shifted
 * by the neighbour's velocity. {@link #distance} is λ^VC of eq. 9: 0 inside, else how far a
 * velocity is from the set. Mutable and reused, so that the solver allocates nothing per step.
 */
final class ConnectionRegion {

    private static final int MAX_VERTICES = 8;

    private boolean polygon;
    // Tapered capsule from disc (ax, ay, r1) to disc (ax + h ux, ay + h uy, r2); h = 0: the first disc alone.
    private double ax;
    private double ay;
    private double ux;
    private double uy;
    private double h;
    private double r1;
    private double r2;
    private double taperB;
    private double taperA;
    // Convex polygon, counter-clockwise.
    private final double[] xs = new double[MAX_VERTICES];
    private final double[] ys = new double[MAX_VERTICES];
    private int vertices;
    // Scratch for the hull.
    private final double[] px = new double[2 * 4];
    private final double[] py = new double[2 * 4];
    private final int[] hull = new int[2 * 2 * 4 + 2];

    /**
     * The connection with reach a disc of {@code reach} around the neighbour (eq. 4, eq. 5 once within).
     *
     * @param relX neighbour's position minus the agent's, x
     * @param relY y
     * @param neighbourVx the neighbour's velocity, x
     * @param neighbourVy y
     * @param reach the largest centre-to-centre distance: r^max plus the neighbour's radius
     */
    void disc(double relX, double relY, double neighbourVx, double neighbourVy, double reach, double minTime, double horizon) {
        polygon = false;
        double distance = Math.sqrt(relX * relX + relY * relY);
        ax = relX / minTime + neighbourVx;
        ay = relY / minTime + neighbourVy;
        r1 = reach / minTime;
        if (distance <= reach) {
            h = 0;
            return;
        }
        // The disc seen at τ is the one at τ_min scaled by τ_min/τ towards the origin of relative velocities.
        double shrink = 1 - minTime / horizon;
        ux = -relX / distance;
        uy = -relY / distance;
        h = distance / minTime * shrink;
        r2 = r1 * (1 - shrink);
        taperB = (r1 - r2) / h;
        taperA = Math.sqrt(1 - taperB * taperB);
    }

    /**
     * The connection with reach the rectangle [alongMin, alongMax] × [acrossMin, acrossMax] in
     * the neighbour's frame (along its direction, across to its left).
     *
     * @param offsetX the agent's position minus the neighbour's, x
     * @param offsetY y
     * @param directionX the neighbour's frame: unit vector along, x
     * @param directionY y
     */
    void rectangle(double offsetX, double offsetY, double neighbourVx, double neighbourVy, double directionX, double directionY, double alongMin,
            double alongMax, double acrossMin, double acrossMax, double minTime, double horizon) {
        polygon = true;
        double leftX = -directionY;
        double leftY = directionX;
        double[] along = {alongMin, alongMax, alongMax, alongMin};
        double[] across = {acrossMin, acrossMin, acrossMax, acrossMax};
        double offsetAlong = offsetX * directionX + offsetY * directionY;
        double offsetAcross = offsetX * leftX + offsetY * leftY;
        boolean within = offsetAlong >= alongMin && offsetAlong <= alongMax && offsetAcross >= acrossMin && offsetAcross <= acrossMax;
        int points = 0;
        for (int corner = 0; corner < 4; corner++) {
            // Where the agent must move relative to the neighbour: the corner minus its offset now.
            double cx = along[corner] * directionX + across[corner] * leftX - offsetX;
            double cy = along[corner] * directionY + across[corner] * leftY - offsetY;
            px[points] = cx / minTime;
            py[points++] = cy / minTime;
            if (!within) {
                px[points] = cx / horizon;
                py[points++] = cy / horizon;
            }
        }
        convexHull(points);
        for (int v = 0; v < vertices; v++) {
            xs[v] += neighbourVx;
            ys[v] += neighbourVy;
        }
    }

    /** λ^VC (eq. 9): 0 for a velocity in the connection, else its distance to it. */
    double distance(double vx, double vy) {
        return polygon ? polygonDistance(vx, vy) : capsuleDistance(vx, vy);
    }

    private double capsuleDistance(double vx, double vy) {
        double qx = vx - ax;
        double qy = vy - ay;
        if (h == 0) {
            return Math.max(0, Math.sqrt(qx * qx + qy * qy) - r1);
        }
        double y = qx * ux + qy * uy;
        double x = Math.abs(qx * uy - qy * ux);
        double k = -taperB * x + taperA * y;
        double distance;
        if (k < 0) {
            distance = Math.sqrt(qx * qx + qy * qy) - r1;
        } else if (k > taperA * h) {
            double dy = y - h;
            distance = Math.sqrt(x * x + dy * dy) - r2;
        } else {
            distance = x * taperA + y * taperB - r1;
        }
        return Math.max(0, distance);
    }

    private double polygonDistance(double vx, double vy) {
        boolean inside = true;
        double closest = Double.POSITIVE_INFINITY;
        for (int v = 0; v < vertices; v++) {
            int w = v + 1 == vertices ? 0 : v + 1;
            double ex = xs[w] - xs[v];
            double ey = ys[w] - ys[v];
            double qx = vx - xs[v];
            double qy = vy - ys[v];
            if (ex * qy - ey * qx < 0) {
                inside = false;
            }
            double lengthSquared = ex * ex + ey * ey;
            double s = lengthSquared > 0 ? Math.clamp((qx * ex + qy * ey) / lengthSquared, 0, 1) : 0;
            double dx = qx - s * ex;
            double dy = qy - s * ey;
            closest = Math.min(closest, dx * dx + dy * dy);
        }
        return inside ? 0 : Math.sqrt(closest);
    }

    /** Andrew's monotone chain over the first {@code count} points, counter-clockwise, into xs/ys. */
    private void convexHull(int count) {
        // Insertion sort by x then y: at most eight points.
        for (int i = 1; i < count; i++) {
            double x = px[i];
            double y = py[i];
            int j = i - 1;
            while (j >= 0 && (px[j] > x || px[j] == x && py[j] > y)) {
                px[j + 1] = px[j];
                py[j + 1] = py[j];
                j--;
            }
            px[j + 1] = x;
            py[j + 1] = y;
        }
        int size = 0;
        for (int i = 0; i < count; i++) {
            while (size >= 2 && turn(hull[size - 2], hull[size - 1], i) <= 0) {
                size--;
            }
            hull[size++] = i;
        }
        for (int i = count - 2, lower = size + 1; i >= 0; i--) {
            while (size >= lower && turn(hull[size - 2], hull[size - 1], i) <= 0) {
                size--;
            }
            hull[size++] = i;
        }
        vertices = Math.max(1, size - 1);
        for (int v = 0; v < vertices; v++) {
            xs[v] = px[hull[v]];
            ys[v] = py[hull[v]];
        }
    }

    private double turn(int a, int b, int c) {
        return (px[b] - px[a]) * (py[c] - py[a]) - (py[b] - py[a]) * (px[c] - px[a]);
    }
}
