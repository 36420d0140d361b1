package org.crowdstudio.fields;

import java.util.Arrays;

/**
 * A guide curve (IF paper §5.1): a polyline the field follows in its drawing direction, with the
 * magnitude its vectors have (m/s for velocity fields; orientation fields use 1 whatever is set).
 *
 * @param points x0, y0, x1, y1, ... in the source's frame (m), at least two distinct points
 * @param magnitude length of the curve's vectors in a velocity field (m/s)
 * @param influenceDistance beyond this distance (m) from the curve, it is ignored; 0 means never
 */
public record GuideCurve(double[] points, double magnitude, double influenceDistance) {

    public GuideCurve {
        if (points.length < 4 || points.length % 2 != 0) {
            throw new IllegalArgumentException("a guide curve needs at least two points, got " + points.length / 2);
        }
        for (double coordinate : points) {
            if (!Double.isFinite(coordinate)) {
                throw new IllegalArgumentException("guide curve points must be finite numbers, got " + coordinate);
            }
        }
        if (!(magnitude >= 0) || !Double.isFinite(magnitude)) {
            throw new IllegalArgumentException("a guide curve's magnitude must be zero or more m/s, got " + magnitude);
        }
        if (!(influenceDistance >= 0) || !Double.isFinite(influenceDistance)) {
            throw new IllegalArgumentException("a guide curve's influence distance must be zero (unlimited) or more metres, got " + influenceDistance);
        }
        points = points.clone();
        if (length(points) == 0) {
            throw new IllegalArgumentException("a guide curve must have length; all its points are at (" + points[0] + ", " + points[1] + ")");
        }
    }

    /** A straight or polyline curve through the given points, at the velocity-field default of 1.8 m/s, unlimited. */
    public static GuideCurve through(double... points) {
        return new GuideCurve(points, 1.8, 0);
    }

    @Override
    public double[] points() {
        return points.clone();
    }

    int pointCount() {
        return points.length / 2;
    }

    double x(int point) {
        return points[2 * point];
    }

    double y(int point) {
        return points[2 * point + 1];
    }

    /** Arc length in metres. */
    public double length() {
        return length(points);
    }

    private static double length(double[] points) {
        double total = 0;
        for (int p = 2; p < points.length; p += 2) {
            total += Math.hypot(points[p] - points[p - 2], points[p + 1] - points[p - 1]);
        }
        return total;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GuideCurve curve && Arrays.equals(points, curve.points) && magnitude == curve.magnitude
                && influenceDistance == curve.influenceDistance;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(points) * 31 + Double.hashCode(magnitude) * 7 + Double.hashCode(influenceDistance);
    }

    @Override
    public String toString() {
        return "GuideCurve" + Arrays.toString(points) + " at " + magnitude;
    }
}
