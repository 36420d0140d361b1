package org.crowdstudio.compiler.spi;

import java.util.List;

import org.crowdstudio.engine.spatial.PolygonContainment;
import org.crowdstudio.model.scenario.Vector2;

/** Plain geometry on polygons given as {x0, y0, x1, y1, ...}. */
public final class Polygons {

    private Polygons() {
    }

    /** @return the model's vertices as {x0, y0, x1, y1, ...}, in their order */
    public static double[] of(List<Vector2> vertices) {
        double[] polygon = new double[2 * vertices.size()];
        for (int v = 0; v < vertices.size(); v++) {
            polygon[2 * v] = vertices.get(v).getX();
            polygon[2 * v + 1] = vertices.get(v).getY();
        }
        return polygon;
    }

    /** @return the signed area: positive for counter-clockwise vertices */
    public static double signedArea(double[] polygon) {
        double twice = 0;
        int n = polygon.length / 2;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            twice += polygon[2 * i] * polygon[2 * j + 1] - polygon[2 * j] * polygon[2 * i + 1];
        }
        return twice / 2;
    }

    /** @return the polygon with its vertices counter-clockwise, as the kernel's algorithms expect */
    public static double[] counterClockwise(double[] polygon) {
        if (signedArea(polygon) >= 0) {
            return polygon;
        }
        int n = polygon.length / 2;
        double[] reversed = new double[polygon.length];
        for (int i = 0; i < n; i++) {
            reversed[2 * i] = polygon[2 * (n - 1 - i)];
            reversed[2 * i + 1] = polygon[2 * (n - 1 - i) + 1];
        }
        return reversed;
    }

    /** @return the centroid of the polygon's area, {x, y} */
    public static double[] centroid(double[] polygon) {
        double area = signedArea(polygon);
        int n = polygon.length / 2;
        if (Math.abs(area) < 1e-12) {
            double x = 0;
            double y = 0;
            for (int i = 0; i < n; i++) {
                x += polygon[2 * i];
                y += polygon[2 * i + 1];
            }
            return new double[] {x / n, y / n};
        }
        double x = 0;
        double y = 0;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            double cross = polygon[2 * i] * polygon[2 * j + 1] - polygon[2 * j] * polygon[2 * i + 1];
            x += (polygon[2 * i] + polygon[2 * j]) * cross;
            y += (polygon[2 * i + 1] + polygon[2 * j + 1]) * cross;
        }
        return new double[] {x / (6 * area), y / (6 * area)};
    }

    /** @return whether the point is inside the polygon (even-odd rule) */
    public static boolean contains(double[] polygon, double x, double y) {
        return PolygonContainment.contains(polygon, x, y);
    }

    /** @return the distance from the point to the polygon's boundary */
    public static double distanceToBoundary(double[] polygon, double x, double y) {
        double closest = Double.POSITIVE_INFINITY;
        int n = polygon.length / 2;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            double ax = polygon[2 * i];
            double ay = polygon[2 * i + 1];
            double ex = polygon[2 * j] - ax;
            double ey = polygon[2 * j + 1] - ay;
            double lengthSquared = ex * ex + ey * ey;
            double s = lengthSquared > 0 ? Math.clamp(((x - ax) * ex + (y - ay) * ey) / lengthSquared, 0, 1) : 0;
            closest = Math.min(closest, Math.hypot(x - ax - s * ex, y - ay - s * ey));
        }
        return closest;
    }

    /** @return {minX, minY, maxX, maxY} */
    public static double[] bounds(double[] polygon) {
        double[] box = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int i = 0; i < polygon.length; i += 2) {
            box[0] = Math.min(box[0], polygon[i]);
            box[1] = Math.min(box[1], polygon[i + 1]);
            box[2] = Math.max(box[2], polygon[i]);
            box[3] = Math.max(box[3], polygon[i + 1]);
        }
        return box;
    }
}
