package org.crowdstudio.model.validation;

import java.util.List;

import org.crowdstudio.model.scenario.Vector2;

/** The plane geometry validation needs: polygons given as vertex lists. */
final class Geometry {

    private Geometry() {
    }

    /** Even-odd test: is the point strictly inside the polygon? */
    static boolean contains(List<Vector2> polygon, double x, double y) {
        boolean inside = false;
        for (int i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
            Vector2 a = polygon.get(i);
            Vector2 b = polygon.get(j);
            if ((a.getY() > y) != (b.getY() > y) && x < (b.getX() - a.getX()) * (y - a.getY()) / (b.getY() - a.getY()) + a.getX()) {
                inside = !inside;
            }
        }
        return inside;
    }

    /** Distance from the point to the polygon's boundary. */
    static double distanceToBoundary(List<Vector2> polygon, double x, double y) {
        double best = Double.POSITIVE_INFINITY;
        for (int i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
            best = Math.min(best, distanceToSegment(polygon.get(j), polygon.get(i), x, y));
        }
        return best;
    }

    private static double distanceToSegment(Vector2 a, Vector2 b, double x, double y) {
        double dx = b.getX() - a.getX();
        double dy = b.getY() - a.getY();
        double lengthSquared = dx * dx + dy * dy;
        double t = lengthSquared == 0 ? 0 : Math.max(0, Math.min(1, ((x - a.getX()) * dx + (y - a.getY()) * dy) / lengthSquared));
        return Math.hypot(x - (a.getX() + t * dx), y - (a.getY() + t * dy));
    }
}
