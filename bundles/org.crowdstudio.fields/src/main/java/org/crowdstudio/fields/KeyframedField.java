package org.crowdstudio.fields;

import java.util.List;

/**
 * A field over one parameter (IF paper §4.4.1): keyframes at increasing parameter values, each a
 * domain and a baked grid. Below the first keyframe the first applies, from the last one on the
 * last; between two, vectors and domains are interpolated linearly. A point keeps its place
 * relative to the growing domain (its offset from the centre in half extents, or radii for a
 * disk), so both keyframes are sampled where the point sits in each. A field that is not
 * parametric has one keyframe.
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
     * Each keyframe's domain as centre and half extents (a disk's radius in both), so that a look-up
     * between keyframes interpolates four numbers instead of building a domain; read per agent and
     * source, every step.
     */
    private final double[] centreX;
    private final double[] centreY;
    private final double[] halfX;
    private final double[] halfY;
    private final boolean disks;
    /** Each keyframe's parameter and grid, read without going through its record on every look-up. */
    private final double[] parameters;
    private final FieldGrid[] grids;
    /** Per keyframe k: whether it and k + 1 blend through one set of cell weights ({@link FieldGrid#blendHoleFree}). */
    private final boolean[] blendsWithNext;

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
        int count = this.keyframes.length;
        centreX = new double[count];
        centreY = new double[count];
        halfX = new double[count];
        halfY = new double[count];
        disks = this.keyframes[0].domain() instanceof DiskDomain;
        parameters = new double[count];
        grids = new FieldGrid[count];
        blendsWithNext = new boolean[count];
        for (int k = 0; k < count; k++) {
            Domain domain = this.keyframes[k].domain();
            centreX[k] = (domain.minX() + domain.maxX()) / 2;
            centreY[k] = (domain.minY() + domain.maxY()) / 2;
            halfX[k] = (domain.maxX() - domain.minX()) / 2;
            halfY[k] = (domain.maxY() - domain.minY()) / 2;
            parameters[k] = this.keyframes[k].parameter();
            grids[k] = this.keyframes[k].grid();
        }
        for (int k = 0; k + 1 < count; k++) {
            blendsWithNext[k] = grids[k].blendsHoleFreeWith(grids[k + 1]);
        }
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

    /**
     * The smallest circle around the domain at a parameter value, in the source's frame: a disk
     * itself, or the circle through a rectangle's corners. A receiver outside it is outside the
     * domain, which lets a many-agent field skip its sources before mapping into their frames.
     *
     * @param out receives the centre's x and y and the radius; length at least 3
     */
    public void enclosingCircle(double parameter, double[] out) {
        int k = before(parameter);
        boolean between = k >= 0 && k < keyframes.length - 1;
        int first = Math.max(0, k);
        double fraction = between ? fraction(k, parameter) : 0;
        double hx = between ? lerp(halfX[k], halfX[k + 1], fraction) : halfX[first];
        double hy = between ? lerp(halfY[k], halfY[k + 1], fraction) : halfY[first];
        out[0] = between ? lerp(centreX[k], centreX[k + 1], fraction) : centreX[first];
        out[1] = between ? lerp(centreY[k], centreY[k + 1], fraction) : centreY[first];
        out[2] = disks ? hx : Math.sqrt(hx * hx + hy * hy);
    }

    /**
     * @return the radius of the widest of the circles {@link #enclosingCircle} gives at any
     *         parameter: a keyframe's, as half extents interpolate linearly between keyframes
     */
    public double largestEnclosingRadius() {
        double largest = 0;
        for (int k = 0; k < keyframes.length; k++) {
            largest = Math.max(largest, disks ? halfX[k] : Math.sqrt(halfX[k] * halfX[k] + halfY[k] * halfY[k]));
        }
        return largest;
    }

    /** @return how many keyframes the field has: 1 if it is not parametric */
    public int keyframeCount() {
        return keyframes.length;
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
        boolean between = k >= 0 && k < keyframes.length - 1;
        int first = Math.max(0, k);
        double fraction = between ? fraction(k, parameter) : 0;
        double cx = between ? lerp(centreX[k], centreX[k + 1], fraction) : centreX[first];
        double cy = between ? lerp(centreY[k], centreY[k + 1], fraction) : centreY[first];
        double hx = between ? lerp(halfX[k], halfX[k + 1], fraction) : halfX[first];
        double hy = between ? lerp(halfY[k], halfY[k + 1], fraction) : halfY[first];
        double dx = x - cx;
        double dy = y - cy;
        double depth = disks ? hx - Math.sqrt(dx * dx + dy * dy) : Math.min(hx - Math.abs(dx), hy - Math.abs(dy));
        if (!(depth >= 0)) {
            return false;
        }
        boolean defined = between ? blend(k, fraction, dx / hx, dy / hy, out) : grids[first].sample(x, y, out);
        if (!defined) {
            return false;
        }
        double weight = borderFalloff > 0 ? Math.min(1, depth / borderFalloff) : 1;
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

    /**
     * (1 − λ)·keyframe k + λ·keyframe k + 1, each sampled where the point sits relative to its own
     * domain, (u, v) in half extents from the centre; a hole in one leaves the other.
     */
    private boolean blend(int k, double fraction, double u, double v, double[] out) {
        if (blendsWithNext[k]) {
            FieldGrid.blendHoleFree(grids[k], grids[k + 1], fraction, u, v, out);
            return true;
        }
        double sumX = 0;
        double sumY = 0;
        double sumWeight = 0;
        if (grids[k].sample(centreX[k] + u * halfX[k], centreY[k] + v * halfY[k], out)) {
            sumX += (1 - fraction) * out[0];
            sumY += (1 - fraction) * out[1];
            sumWeight += 1 - fraction;
        }
        int next = k + 1;
        if (grids[next].sample(centreX[next] + u * halfX[next], centreY[next] + v * halfY[next], out)) {
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

    private static double lerp(double from, double to, double fraction) {
        return from + (to - from) * fraction;
    }

    /** The index of the last keyframe at or below the parameter; -1 below the first. */
    private int before(double parameter) {
        if (parameter < parameters[0]) {
            return -1;
        }
        int k = 0;
        while (k + 1 < parameters.length && parameter >= parameters[k + 1]) {
            k++;
        }
        return k;
    }

    private double fraction(int k, double parameter) {
        return (parameter - parameters[k]) / (parameters[k + 1] - parameters[k]);
    }
}
