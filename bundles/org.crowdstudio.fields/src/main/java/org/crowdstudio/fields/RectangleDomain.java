package org.crowdstudio.fields;

/** An axis-aligned rectangle of the given size centred on (centreX, centreY), in metres. */
public record RectangleDomain(double centreX, double centreY, double width, double height) implements Domain {

    public RectangleDomain {
        if (!(width > 0) || !(height > 0) || !Double.isFinite(width) || !Double.isFinite(height)
                || !Double.isFinite(centreX) || !Double.isFinite(centreY)) {
            throw new IllegalArgumentException("a rectangle domain needs a finite centre and a positive size, got " + width + " × " + height);
        }
    }

    @Override
    public boolean contains(double x, double y) {
        return Math.abs(x - centreX) <= width / 2 && Math.abs(y - centreY) <= height / 2;
    }

    @Override
    public double depth(double x, double y) {
        return Math.max(0, Math.min(width / 2 - Math.abs(x - centreX), height / 2 - Math.abs(y - centreY)));
    }

    @Override
    public double minX() {
        return centreX - width / 2;
    }

    @Override
    public double minY() {
        return centreY - height / 2;
    }

    @Override
    public double maxX() {
        return centreX + width / 2;
    }

    @Override
    public double maxY() {
        return centreY + height / 2;
    }

    @Override
    public Domain interpolate(Domain other, double fraction) {
        if (!(other instanceof RectangleDomain to)) {
            throw new IllegalArgumentException("a rectangle domain can only be interpolated with another rectangle, not a " + other);
        }
        return new RectangleDomain(lerp(centreX, to.centreX, fraction), lerp(centreY, to.centreY, fraction),
                lerp(width, to.width, fraction), lerp(height, to.height, fraction));
    }

    static double lerp(double from, double to, double fraction) {
        return from + (to - from) * fraction;
    }
}
