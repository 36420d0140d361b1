package org.crowdstudio.fields;

import java.util.List;

/**
 * The field a sketch describes (IF paper §5.2), exactly, at any point of the source's frame:
 * <ul>
 * <li>in a zero area, the zero vector for a velocity field and nothing (a hole) for an
 * orientation field: zero areas win over curves;</li>
 * <li>on a guide curve, that curve's vector (the average where curves cross);</li>
 * <li>elsewhere, eq. 2: the average of the curves' vectors weighted by w = 1/‖p − q‖^κ, with each
 * curve's integral approximated by samples at equal arc length (at most {@code samplingStep}
 * apart) that share the curve's weight, so that the number of samples does not change how much a
 * curve counts. Orientation fields normalise the result.</li>
 * </ul>
 * A curve with an influence distance is ignored by points farther from it; where no curve
 * reaches, the field proposes nothing, as outside its domain.
 */
public final class SketchedField {

    /** Closer than this to a curve (m), a point is on it. */
    private static final double ON_CURVE = 1e-9;

    private final Sketch sketch;
    private final Domain domain;
    private final boolean orientation;
    private final double weightExponent;
    private final GuideCurve[] curves;
    private final double[] curveMagnitude;
    /** The samples of curve i are curveStart[i] .. curveStart[i + 1]. */
    private final int[] curveStart;
    private final double[] sampleWeight;
    private final double[] sampleX;
    private final double[] sampleY;
    private final double[] sampleVx;
    private final double[] sampleVy;

    /**
     * @param domain the domain the sketch was drawn for; painted zero cells lie on its bounding box
     * @param orientation an orientation field (unit vectors, holes) rather than a velocity field
     * @param kappa the decay power κ of eq. 2 (the paper uses 1.9)
     * @param samplingStep the largest arc length between two curve samples (m; the paper uses 0.1)
     */
    public SketchedField(Sketch sketch, Domain domain, boolean orientation, double kappa, double samplingStep) {
        if (!(kappa > 0) || !Double.isFinite(kappa)) {
            throw new IllegalArgumentException("the decay power κ must be a positive number, got " + kappa);
        }
        if (!(samplingStep > 0) || !Double.isFinite(samplingStep)) {
            throw new IllegalArgumentException("the sampling step must be a positive number of metres, got " + samplingStep);
        }
        this.sketch = sketch;
        this.domain = domain;
        this.orientation = orientation;
        // Weights are computed from squared distances: 1/d^κ = (d²)^(-κ/2).
        this.weightExponent = -kappa / 2;
        List<GuideCurve> list = sketch.curves();
        this.curves = list.toArray(new GuideCurve[0]);
        this.curveMagnitude = new double[curves.length];
        this.curveStart = new int[curves.length + 1];
        int total = 0;
        for (int i = 0; i < curves.length; i++) {
            curveStart[i] = total;
            total += sampleCount(curves[i], samplingStep);
            curveMagnitude[i] = orientation ? 1 : curves[i].magnitude();
        }
        curveStart[curves.length] = total;
        this.sampleWeight = new double[total];
        this.sampleX = new double[total];
        this.sampleY = new double[total];
        this.sampleVx = new double[total];
        this.sampleVy = new double[total];
        for (int i = 0; i < curves.length; i++) {
            placeSamples(i);
        }
    }

    public boolean isOrientation() {
        return orientation;
    }

    public Domain domain() {
        return domain;
    }

    /** How many samples stand for the curves' integrals. */
    public int sampleCount() {
        return sampleX.length;
    }

    private static int sampleCount(GuideCurve curve, double step) {
        return (int) Math.max(1, Math.ceil(curve.length() / step));
    }

    /** n samples at the middles of n equal pieces of the curve, each carrying 1/n of its weight. */
    private void placeSamples(int curveIndex) {
        GuideCurve curve = curves[curveIndex];
        int first = curveStart[curveIndex];
        int n = curveStart[curveIndex + 1] - first;
        double spacing = curve.length() / n;
        int segment = 0;
        double segmentStart = 0;
        double segmentLength = segmentLength(curve, 0);
        for (int k = 0; k < n; k++) {
            double at = (k + 0.5) * spacing;
            while (at > segmentStart + segmentLength && segment < curve.pointCount() - 2) {
                segmentStart += segmentLength;
                segment++;
                segmentLength = segmentLength(curve, segment);
            }
            double t = segmentLength > 0 ? Math.min(1, (at - segmentStart) / segmentLength) : 0;
            double ax = curve.x(segment);
            double ay = curve.y(segment);
            double dx = curve.x(segment + 1) - ax;
            double dy = curve.y(segment + 1) - ay;
            int s = first + k;
            sampleX[s] = ax + t * dx;
            sampleY[s] = ay + t * dy;
            double length = Math.sqrt(dx * dx + dy * dy);
            // A zero-length piece (a repeated point) has no direction; it borrows none and counts for nothing.
            sampleVx[s] = length > 0 ? dx / length * curveMagnitude[curveIndex] : 0;
            sampleVy[s] = length > 0 ? dy / length * curveMagnitude[curveIndex] : 0;
            sampleWeight[s] = length > 0 ? 1.0 / n : 0;
        }
    }

    private static double segmentLength(GuideCurve curve, int segment) {
        return Math.hypot(curve.x(segment + 1) - curve.x(segment), curve.y(segment + 1) - curve.y(segment));
    }

    /**
     * The field's vector at (x, y) of the source's frame, ignoring the domain's border.
     *
     * @param out receives the vector (m/s, or a unit vector for orientation fields)
     * @return false where the field proposes nothing: a hole of an orientation field, or out of every curve's reach
     */
    public boolean evaluate(double x, double y, double[] out) {
        if (sketch.inZeroArea(domain, x, y)) {
            out[0] = 0;
            out[1] = 0;
            return !orientation;
        }
        double onCurveX = 0;
        double onCurveY = 0;
        int onCurve = 0;
        double sumX = 0;
        double sumY = 0;
        double sumWeight = 0;
        for (int i = 0; i < curves.length; i++) {
            GuideCurve curve = curves[i];
            double nearestSquared = Double.POSITIVE_INFINITY;
            int last = curve.pointCount() - 2;
            for (int segment = 0; segment <= last; segment++) {
                double ax = curve.x(segment);
                double ay = curve.y(segment);
                double dx = curve.x(segment + 1) - ax;
                double dy = curve.y(segment + 1) - ay;
                double lengthSquared = dx * dx + dy * dy;
                if (lengthSquared == 0) {
                    continue;
                }
                double t = Math.clamp(((x - ax) * dx + (y - ay) * dy) / lengthSquared, 0, 1);
                double ex = ax + t * dx - x;
                double ey = ay + t * dy - y;
                double distanceSquared = ex * ex + ey * ey;
                nearestSquared = Math.min(nearestSquared, distanceSquared);
                // A vertex belongs to the piece it starts, so a point on it counts once.
                if (distanceSquared <= ON_CURVE * ON_CURVE && (t < 1 || segment == last)) {
                    double length = Math.sqrt(lengthSquared);
                    onCurveX += dx / length * curveMagnitude[i];
                    onCurveY += dy / length * curveMagnitude[i];
                    onCurve++;
                }
            }
            double reach = curve.influenceDistance();
            if (onCurve > 0 || (reach > 0 && nearestSquared > reach * reach)) {
                continue;
            }
            for (int s = curveStart[i]; s < curveStart[i + 1]; s++) {
                double dx = sampleX[s] - x;
                double dy = sampleY[s] - y;
                double weight = sampleWeight[s] * Powers.pow(dx * dx + dy * dy, weightExponent);
                sumX += weight * sampleVx[s];
                sumY += weight * sampleVy[s];
                sumWeight += weight;
            }
        }
        if (onCurve > 0) {
            return finish(onCurveX / onCurve, onCurveY / onCurve, out);
        }
        if (!(sumWeight > 0)) {
            return false;
        }
        return finish(sumX / sumWeight, sumY / sumWeight, out);
    }

    private boolean finish(double vx, double vy, double[] out) {
        if (orientation) {
            double length = Math.sqrt(vx * vx + vy * vy);
            if (length < 1e-12) {
                return false;
            }
            vx /= length;
            vy /= length;
        }
        out[0] = vx;
        out[1] = vy;
        return true;
    }
}
