package org.crowdstudio.steering.groups;

/**
 * The shape of a velocity connection (VC paper §3.4, Fig. 3c, Fig. 4): where, around the
 * neighbour, the agent wants to be. {@link Shape#ISOTROPIC} is a disc of the grouping distance;
 * the others are rectangles in the neighbour's frame, which turns with the neighbour's walking
 * direction (its heading when it stands).
 *
 * @param shape the kind of constraint
 * @param offset the preferred centre-to-centre distance in metres; 0: bodies a hand's width apart
 * @param orientation turns the rectangle, radians counter-clockwise from the neighbour's heading
 */
public record Formation(Shape shape, double offset, double orientation) {

    /** The kinds of constraint the model offers. */
    public enum Shape {
        /** Within the grouping distance, anywhere around the neighbour (eq. 4–5). */
        ISOTROPIC,
        /** Beside the neighbour, on the side the agent is on: walking abreast. */
        ABREAST,
        /** Right behind the neighbour: walking in a queue. */
        QUEUE,
        /** Behind the neighbour, anywhere across its width and a little more: following a guide. */
        GUIDE
    }

    /** Within the grouping distance in any direction. */
    public static final Formation ISOTROPIC = new Formation(Shape.ISOTROPIC, 0, 0);

    public Formation {
        if (shape == null) {
            throw new IllegalArgumentException("a formation needs a shape");
        }
        if (!(offset >= 0) || !Double.isFinite(offset) || !Double.isFinite(orientation)) {
            throw new IllegalArgumentException("formation offset " + offset + " m and orientation " + orientation + " rad must be finite, the offset at least 0");
        }
    }
}
