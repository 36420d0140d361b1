package org.crowdstudio.fields;

/**
 * The frame a field is drawn in, placed in the world (IF paper §4.2): the source at the origin
 * facing −y. At run time nothing is transformed as a whole; a receiver's position is mapped into
 * the frame by the inverse of the source's pose, the field is sampled there, and the vector found
 * is turned back into the world. The frame faces the source's orientation, or with a rotation
 * link (§4.4.2) from the source towards the linked object. Mutable, so that one instance per
 * thread serves every look-up without allocating.
 */
public final class SourceFrame {

    private double originX;
    private double originY;
    /** The frame's x and y axes in world coordinates; y points opposite to the facing direction. */
    private double axisXx;
    private double axisXy;
    private double axisYx;
    private double axisYy;

    /** A frame at the world's origin that faces −y: world and frame coincide (an environment's navigation field). */
    public SourceFrame() {
        placeFacing(0, 0, 0, -1);
    }

    /**
     * Places the frame on a source at (x, y) facing the direction (facingX, facingY), which need not
     * be of unit length.
     *
     * @return false, leaving the frame unchanged, if the direction has no length
     */
    public boolean placeFacing(double x, double y, double facingX, double facingY) {
        double length = Math.sqrt(facingX * facingX + facingY * facingY);
        if (!(length > 0) || !Double.isFinite(length)) {
            return false;
        }
        placeFacingUnit(x, y, facingX / length, facingY / length);
        return true;
    }

    /** Places the frame on a source at (x, y) facing the unit vector (unitX, unitY). */
    public void placeFacingUnit(double x, double y, double unitX, double unitY) {
        originX = x;
        originY = y;
        axisYx = -unitX;
        axisYy = -unitY;
        // x is y turned a quarter to the right: the frame is right-handed like the world.
        axisXx = axisYy;
        axisXy = -axisYx;
    }

    /** Places the frame on a source at (x, y) facing its heading (radians from +x, counter-clockwise). */
    public void placeWithHeading(double x, double y, double heading) {
        placeFacingUnit(x, y, Math.cos(heading), Math.sin(heading));
    }

    /**
     * Places the frame on a source at (x, y) turned so that it faces the linked object at
     * (linkedX, linkedY), whatever the source's own orientation (the rotation link).
     *
     * @return false, leaving the frame unchanged, if the linked object stands on the source
     */
    public boolean placeLinked(double x, double y, double linkedX, double linkedY) {
        return placeFacing(x, y, linkedX - x, linkedY - y);
    }

    /** x in the frame of the world point (worldX, worldY). */
    public double localX(double worldX, double worldY) {
        return (worldX - originX) * axisXx + (worldY - originY) * axisXy;
    }

    /** y in the frame of the world point (worldX, worldY). */
    public double localY(double worldX, double worldY) {
        return (worldX - originX) * axisYx + (worldY - originY) * axisYy;
    }

    /** World x of the point (localX, localY) of the frame. */
    public double worldX(double localX, double localY) {
        return originX + worldVx(localX, localY);
    }

    /** World y of the point (localX, localY) of the frame. */
    public double worldY(double localX, double localY) {
        return originY + worldVy(localX, localY);
    }

    /** World x of a vector (localVx, localVy) given in the frame. */
    public double worldVx(double localVx, double localVy) {
        return localVx * axisXx + localVy * axisYx;
    }

    /** World y of a vector (localVx, localVy) given in the frame. */
    public double worldVy(double localVx, double localVy) {
        return localVx * axisXy + localVy * axisYy;
    }
}
