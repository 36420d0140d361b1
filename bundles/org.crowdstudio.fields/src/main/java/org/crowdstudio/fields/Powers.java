package org.crowdstudio.fields;

/**
 * x^p for inverse-distance weights, computed with additions, multiplications and exact
 * power-of-two scaling only. {@code Math.pow} may differ in the last bit between JVMs and CPUs
 * (it is an intrinsic), which would make baked fields, and so trajectories, differ between
 * machines; {@code StrictMath.pow} is reproducible but several times slower, too slow to re-bake
 * a field while the artist draws. Relative error below 1e-8, far below what a weight needs.
 */
final class Powers {

    private static final double LN2 = 0.6931471805599453;
    private static final double SQRT2 = 1.4142135623730951;

    private Powers() {
    }

    /** x^p for x > 0 and finite; 0 for x = +∞ and p < 0. */
    static double pow(double x, double p) {
        return exp2(p * log2(x));
    }

    /** log2 of a positive finite number. */
    static double log2(double x) {
        long bits = Double.doubleToRawLongBits(x);
        int exponent = (int) ((bits >>> 52) & 0x7FF);
        if (exponent == 0) {
            // Subnormal: scale into the normal range first (exactly).
            return log2(x * 0x1p54) - 54;
        }
        exponent -= 1023;
        double mantissa = Double.longBitsToDouble((bits & 0x000FFFFFFFFFFFFFL) | 0x3FF0000000000000L);
        if (mantissa > SQRT2) {
            mantissa /= 2;
            exponent++;
        }
        // ln(m) = 2 atanh(z) with z = (m - 1) / (m + 1), |z| <= 0.172: a short odd series converges fast.
        double z = (mantissa - 1) / (mantissa + 1);
        double z2 = z * z;
        double series = z * (2 + z2 * (2.0 / 3 + z2 * (2.0 / 5 + z2 * (2.0 / 7 + z2 * (2.0 / 9)))));
        return exponent + series / LN2;
    }

    /** 2^y, by an exact power of two for the integer part and a Taylor series for the rest. */
    static double exp2(double y) {
        if (y > 1023) {
            return Double.POSITIVE_INFINITY;
        }
        if (y < -1074) {
            return 0;
        }
        double whole = Math.floor(y);
        double t = (y - whole) * LN2;
        double series = 1 + t * (1 + t * (1.0 / 2 + t * (1.0 / 6 + t * (1.0 / 24 + t * (1.0 / 120 + t * (1.0 / 720 + t * (1.0 / 5040
                + t * (1.0 / 40320 + t / 362880))))))));
        return Math.scalb(series, (int) whole);
    }
}
