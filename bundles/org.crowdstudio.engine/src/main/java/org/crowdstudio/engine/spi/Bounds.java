package org.crowdstudio.engine.spi;

/**
 * The rectangle a scenario takes place in, in metres. Its edge is a wall no body passes: the
 * kernel stops an agent at it and keeps only the velocity along it.
 */
public record Bounds(double minX, double minY, double maxX, double maxY) {

    public Bounds {
        if (!(minX <= maxX) || !(minY <= maxY) || !Double.isFinite(minX) || !Double.isFinite(minY) || !Double.isFinite(maxX)
                || !Double.isFinite(maxY)) {
            throw new IllegalArgumentException("bounds need finite corners with min ≤ max, not (" + minX + ", " + minY + ")–(" + maxX + ", "
                    + maxY + ")");
        }
    }
}
