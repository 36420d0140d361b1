package org.crowdstudio.engine.spatial;

/** Whether a point lies inside a polygon given as {x0, y0, x1, y1, ...}: the one test the kernel's algorithms and the compiler share. */
public final class PolygonContainment {

    private PolygonContainment() {
    }

    /** @return whether the point is inside the polygon, by the even-odd rule (either winding) */
    public static boolean contains(double[] polygon, double x, double y) {
        boolean inside = false;
        int n = polygon.length / 2;
        for (int i = 0, j = n - 1; i < n; j = i++) {
            double xi = polygon[2 * i];
            double yi = polygon[2 * i + 1];
            double xj = polygon[2 * j];
            double yj = polygon[2 * j + 1];
            if ((yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi) {
                inside = !inside;
            }
        }
        return inside;
    }
}
