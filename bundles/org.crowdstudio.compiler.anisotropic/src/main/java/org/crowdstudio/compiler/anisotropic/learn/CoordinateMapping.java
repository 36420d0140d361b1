package org.crowdstudio.compiler.anisotropic.learn;

/**
 * From a file's coordinates to world metres: {@code world = (file − origin) × scale}, with y
 * turned over for image coordinates, whose rows grow downwards.
 *
 * @param scale metres per file unit (per pixel for video tracks)
 * @param originX the file's x that is world x = 0
 * @param originY the file's y that is world y = 0
 * @param flipY whether the file's y grows downwards
 */
public record CoordinateMapping(double scale, double originX, double originY, boolean flipY) {

    /** Metres in, metres out. */
    public static final CoordinateMapping IDENTITY = new CoordinateMapping(1, 0, 0, false);

    public CoordinateMapping {
        if (!(scale > 0) || Double.isInfinite(scale)) {
            throw new IllegalArgumentException("the scale must be a positive number of metres per unit, not " + scale);
        }
        if (!Double.isFinite(originX) || !Double.isFinite(originY)) {
            throw new IllegalArgumentException("the origin must be two finite numbers, not " + originX + ", " + originY);
        }
    }

    public double x(double fileX) {
        return (fileX - originX) * scale;
    }

    public double y(double fileY) {
        return (flipY ? originY - fileY : fileY - originY) * scale;
    }
}
