package org.crowdstudio.fields;

import java.util.List;

/**
 * What the artist drew for one keyframe (IF paper §5.1), in the source's frame.
 *
 * @param painted cells painted on the grid as a zero area; null if none
 */
public record Sketch(List<GuideCurve> curves, List<ZeroPolygon> zeroPolygons, PaintedCells painted) {

    public Sketch {
        curves = List.copyOf(curves);
        zeroPolygons = List.copyOf(zeroPolygons);
    }

    public static Sketch of(GuideCurve... curves) {
        return new Sketch(List.of(curves), List.of(), null);
    }

    /** Whether (x, y) is in a zero area of this sketch, whose painted cells lie on the given domain's box. */
    public boolean inZeroArea(Domain domain, double x, double y) {
        for (ZeroPolygon polygon : zeroPolygons) {
            if (polygon.contains(x, y)) {
                return true;
            }
        }
        return painted != null && painted.contains(domain, x, y);
    }
}
