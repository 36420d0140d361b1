package org.crowdstudio.fields;

/**
 * Where a field is defined, in the source's frame (metres). Domains of neighbouring keyframes are
 * interpolated shape by shape, so both must be of the same kind.
 */
public sealed interface Domain permits RectangleDomain, DiskDomain {

    boolean contains(double x, double y);

    /** Distance from an inside point to the border; 0 on or outside it. */
    double depth(double x, double y);

    double minX();

    double minY();

    double maxX();

    double maxY();

    /**
     * @param fraction 0 gives this domain, 1 the other
     * @throws IllegalArgumentException if the other is of another kind
     */
    Domain interpolate(Domain other, double fraction);
}
