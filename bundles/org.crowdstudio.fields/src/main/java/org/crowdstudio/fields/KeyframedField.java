package org.crowdstudio.fields;

import java.util.List;

/**
 * A field over one parameter (IF paper §4.4.1): keyframes at increasing parameter values, each a
 * domain and a baked grid. Below the first keyframe the first applies, from the last one on the
 * last; between two, vectors and domains are interpolated linearly. A point keeps its place
 * relative to the growing domain ({@link Domain#relativeX}), so both keyframes are sampled where
 * the point sits in each. A field that is not parametric has one keyframe.
 *
 * <p>Optionally the field fades out over the last {@code borderFalloff} metres inside its border
 * (beyond the paper, §9): a velocity shrinks towards zero there, so an agent leaving the domain is
 * not jerked; an orientation keeps its direction and reports the fade as its {@linkplain #sample
 * weight}. Off (0) by default.
 */
public final class KeyframedField {

    /** One keyframe: a parameter value, the domain for it and the grid baked for that domain. */
    public record Keyframe(double parameter, Domain domain, FieldGrid grid) {
    }

    private final Keyframe[] keyframes;
    private final boolean orientation;
    private final double borderFalloff;

    /**
     * @param keyframes at strictly increasing parameter values, at least one; neighbours' domains of the same kind
     * @param borderFalloff width (m) of the fade at the border; 0 for none
     */
    public KeyframedField(List<Keyframe> keyframes, boolean orientation, double borderFalloff) {
        if (keyframes.isEmpty()) {
            throw new IllegalArgumentException("a field needs at least one keyframe");
        }
        for (int k = 1; k < keyframes.size(); k++) {
            Keyframe before = keyframes.get(k - 1);
            Keyframe after = keyframes.get(k);
            if (!(after.parameter() > before.parameter())) {
                throw new IllegalArgumentException("keyframe " + (k + 1) + " is at " + after.parameter() + ", not after keyframe " + k + " at "
                        + before.parameter());
            }
            if (before.domain().getClass() != after.domain().getClass()) {
                throw new IllegalArgumentException("keyframes " + k + " and " + (k + 1) + " have domains of different shapes, "
                        + "which cannot be interpolated");
            }
        }
        if (!(borderFalloff >= 0) || !Double.isFinite(borderFalloff)) {
            throw new IllegalArgumentException("the border falloff must be zero (off) or more metres, got " + borderFalloff);
        }
        this.keyframes = keyframes.toArray(new Keyframe[0]);
        this.orientation = orientation;
        this.borderFalloff = borderFalloff;
    }

    public boolean isOrientation() {
        return orientation;
    }

    /**
     * @return the farthest any point of any keyframe's domain lies from the source (the frame's
     *         origin); interpolated domains lie within it too
     */
    public double reach() {
        double reach = 0;
        for (Keyframe keyframe : keyframes) {
            Domain domain = keyframe.domain();
            double x = Math.max(Math.abs(domain.minX()), Math.abs(domain.maxX()));
            double y = Math.max(Math.abs(domain.minY()), Math.abs(domain.maxY()));
            reach = Math.max(reach, Math.sqrt(x * x + y * y));
        }
        return reach;
    }

    /** The domain at a parameter value. */
    public Domain domain(double parameter) {
        int k = before(parameter);
        if (k < 0) {
            return keyframes[0].domain();
        }
        if (k == keyframes.length - 1) {
            return keyframes[k].domain();
        }
        return keyframes[k].domain().interpolate(keyframes[k + 1].domain(), fraction(k, parameter));
    }

    /**
     * The field's vector at (x, y) of the source's frame for a parameter value.
     *
     * @param out receives the vector in out[0], out[1] and its weight in out[2]: 1, or less within
     *        the border falloff of an orientation field; length at least 3
     * @return false outside the domain or where the field proposes nothing
     */
    public boolean sample(double parameter, double x, double y, double[] out) {
        int k = before(parameter);
        Domain domain;
        if (k < 0 || k == keyframes.length - 1) {
            Keyframe only = keyframes[Math.max(0, k)];
            domain = only.domain();
            if (!domain.contains(x, y) || !only.grid().sample(x, y, out)) {
                return false;
            }
        } else {
            double fraction = fraction(k, parameter);
            Keyframe from = keyframes[k];
            Keyframe to = keyframes[k + 1];
            domain = from.domain().interpolate(to.domain(), fraction);
            if (!domain.contains(x, y) || !blend(from, to, fraction, domain, x, y, out)) {
                return false;
            }
        }
        double weight = borderFalloff > 0 ? Math.min(1, domain.depth(x, y) / borderFalloff) : 1;
        if (orientation) {
            double length = Math.sqrt(out[0] * out[0] + out[1] * out[1]);
            if (length < 1e-12) {
                return false;
            }
            out[0] /= length;
            out[1] /= length;
            out[2] = weight;
        } else {
            out[0] *= weight;
            out[1] *= weight;
            out[2] = 1;
        }
        return true;
    }

    /** (1 − λ)·from + λ·to, each sampled where the point sits relative to its own domain; a hole in one leaves the other. */
    private static boolean blend(Keyframe from, Keyframe to, double fraction, Domain between, double x, double y, double[] out) {
        double u = between.relativeX(x);
        double v = between.relativeY(y);
        double sumX = 0;
        double sumY = 0;
        double sumWeight = 0;
        if (from.grid().sample(from.domain().absoluteX(u), from.domain().absoluteY(v), out)) {
            sumX += (1 - fraction) * out[0];
            sumY += (1 - fraction) * out[1];
            sumWeight += 1 - fraction;
        }
        if (to.grid().sample(to.domain().absoluteX(u), to.domain().absoluteY(v), out)) {
            sumX += fraction * out[0];
            sumY += fraction * out[1];
            sumWeight += fraction;
        }
        if (!(sumWeight > 0)) {
            return false;
        }
        out[0] = sumX / sumWeight;
        out[1] = sumY / sumWeight;
        return true;
    }

    /** The index of the last keyframe at or below the parameter; -1 below the first. */
    private int before(double parameter) {
        if (parameter < keyframes[0].parameter()) {
            return -1;
        }
        int k = 0;
        while (k + 1 < keyframes.length && parameter >= keyframes[k + 1].parameter()) {
            k++;
        }
        return k;
    }

    private double fraction(int k, double parameter) {
        return (parameter - keyframes[k].parameter()) / (keyframes[k + 1].parameter() - keyframes[k].parameter());
    }
}
