package org.crowdstudio.fields;

import java.util.Arrays;

import org.crowdstudio.engine.spatial.PolygonContainment;

/**
 * A polygonal zero area (IF paper §5.1): velocity fields are zero inside it, orientation fields
 * have a hole there. Zero areas win over guide curves.
 *
 * @param vertices x0, y0, x1, y1, ... in the source's frame (m), at least three, either winding
 */
public record ZeroPolygon(double[] vertices) {

    public ZeroPolygon {
        if (vertices.length < 6 || vertices.length % 2 != 0) {
            throw new IllegalArgumentException("a zero area needs at least three vertices, got " + vertices.length / 2);
        }
        for (double coordinate : vertices) {
            if (!Double.isFinite(coordinate)) {
                throw new IllegalArgumentException("zero area vertices must be finite numbers, got " + coordinate);
            }
        }
        vertices = vertices.clone();
    }

    @Override
    public double[] vertices() {
        return vertices.clone();
    }

    /** Even-odd rule, the kernel's one point-in-polygon test; points on the boundary may fall either way. */
    public boolean contains(double x, double y) {
        return PolygonContainment.contains(vertices, x, y);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ZeroPolygon polygon && Arrays.equals(vertices, polygon.vertices);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(vertices);
    }

    @Override
    public String toString() {
        return "ZeroPolygon" + Arrays.toString(vertices);
    }
}
