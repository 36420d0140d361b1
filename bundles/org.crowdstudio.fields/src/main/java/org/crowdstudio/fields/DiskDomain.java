package org.crowdstudio.fields;

/** A disk of the given radius centred on (centreX, centreY), in metres. */
public record DiskDomain(double centreX, double centreY, double radius) implements Domain {

    public DiskDomain {
        if (!(radius > 0) || !Double.isFinite(radius) || !Double.isFinite(centreX) || !Double.isFinite(centreY)) {
            throw new IllegalArgumentException("a disk domain needs a finite centre and a positive radius, got " + radius);
        }
    }

    @Override
    public boolean contains(double x, double y) {
        double dx = x - centreX;
        double dy = y - centreY;
        return dx * dx + dy * dy <= radius * radius;
    }

    @Override
    public double depth(double x, double y) {
        return Math.max(0, radius - Math.hypot(x - centreX, y - centreY));
    }

    @Override
    public double minX() {
        return centreX - radius;
    }

    @Override
    public double minY() {
        return centreY - radius;
    }

    @Override
    public double maxX() {
        return centreX + radius;
    }

    @Override
    public double maxY() {
        return centreY + radius;
    }

    @Override
    public Domain interpolate(Domain other, double fraction) {
        if (!(other instanceof DiskDomain to)) {
            throw new IllegalArgumentException("a disk domain can only be interpolated with another disk, not a " + other);
        }
        return new DiskDomain(RectangleDomain.lerp(centreX, to.centreX, fraction), RectangleDomain.lerp(centreY, to.centreY, fraction),
                RectangleDomain.lerp(radius, to.radius, fraction));
    }
}
