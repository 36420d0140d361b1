package org.crowdstudio.ui.anisotropic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.crowdstudio.steering.anisotropic.PolylineSimplifier;

/** Cuts a stroke where an eraser passed: the stroke is walked at a fine spacing and every stretch within the eraser's reach is dropped. */
final class StrokeEraser {

    private StrokeEraser() {
    }

    /**
     * @param stroke the stroke's points, x y ...
     * @param spacing how finely the stroke is walked, metres
     * @param eraser the eraser's path, x y ...
     * @param radius the eraser's reach, metres
     * @return the pieces left, each of at least two points; the stroke itself, whole, when the
     *         eraser did not touch it
     */
    static List<double[]> cut(double[] stroke, double spacing, double[] eraser, double radius) {
        if (!touches(stroke, eraser, radius)) {
            return List.of(stroke);
        }
        List<double[]> pieces = new ArrayList<>();
        double[] piece = new double[16];
        int length = 0;
        for (int p = 0; p + 3 < stroke.length; p += 2) {
            double ax = stroke[p];
            double ay = stroke[p + 1];
            double dx = stroke[p + 2] - ax;
            double dy = stroke[p + 3] - ay;
            int steps = Math.max(1, (int) Math.ceil(Math.hypot(dx, dy) / spacing));
            for (int s = p == 0 ? 0 : 1; s <= steps; s++) {
                double x = ax + dx * s / steps;
                double y = ay + dy * s / steps;
                if (nearPath(x, y, eraser, radius)) {
                    length = endPiece(pieces, piece, length, spacing);
                    continue;
                }
                if (length + 2 > piece.length) {
                    piece = Arrays.copyOf(piece, 2 * piece.length);
                }
                piece[length++] = x;
                piece[length++] = y;
            }
        }
        endPiece(pieces, piece, length, spacing);
        return pieces;
    }

    /** Keeps a piece of at least two points, straight runs as one segment; @return 0, the length of the next piece */
    private static int endPiece(List<double[]> pieces, double[] piece, int length, double spacing) {
        if (length >= 4) {
            pieces.add(PolylineSimplifier.simplify(Arrays.copyOf(piece, length), spacing / 100));
        }
        return 0;
    }

    private static boolean touches(double[] stroke, double[] eraser, double radius) {
        for (int e = 0; e < eraser.length; e += 2) {
            for (int p = 0; p + 3 < stroke.length; p += 2) {
                if (distanceToSegment(eraser[e], eraser[e + 1], stroke[p], stroke[p + 1], stroke[p + 2], stroke[p + 3]) <= radius) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean nearPath(double x, double y, double[] eraser, double radius) {
        for (int e = 0; e < eraser.length; e += 2) {
            if (Math.hypot(x - eraser[e], y - eraser[e + 1]) <= radius) {
                return true;
            }
        }
        return false;
    }

    private static double distanceToSegment(double x, double y, double ax, double ay, double bx, double by) {
        double dx = bx - ax;
        double dy = by - ay;
        double lengthSquared = dx * dx + dy * dy;
        double along = lengthSquared == 0 ? 0 : Math.clamp(((x - ax) * dx + (y - ay) * dy) / lengthSquared, 0, 1);
        return Math.hypot(x - ax - along * dx, y - ay - along * dy);
    }
}
