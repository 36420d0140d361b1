package org.crowdstudio.ui.relations;

import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.ui.relations.GraphLayout.Box;

/**
 * The arrow between two boxes too near each other for an arc (an agent pinned onto or against
 * another): a line from one to the other would lie under them. It leaves the follower square out
 * of one of its sides, runs round the outside of both boxes on a ring {@value #CLEARANCE} graph
 * units out, and comes square onto a side of the followed, so that its start, its arrowhead and
 * all between are in view (unless one box lies wholly inside the other). Near the graph's top or
 * left edge the ring may run outside it: the camera fits the placement with its routes ({@link
 * GraphLayout.Placement#bounds}). Two agents following each other get two loops that meet neither
 * box at the same place, except when their boxes are one on top of the other.
 */
final class LoopRoute {

    /** How far outside the two boxes the loop runs, in graph units: room for the arrowhead. */
    static final double CLEARANCE = GraphLayout.NODE_HEIGHT / 2;
    /** How far from the other box a way out or in keeps, so that no side of an arrowhead lies under it. */
    private static final double BESIDE = 4;

    private static final int TOP = 0;
    private static final int RIGHT = 1;
    private static final int BOTTOM = 2;
    private static final int LEFT = 3;

    /** Where an arrow may meet a box, and the side of the ring it goes out to from there. */
    private record Port(double x, double y, int side) {
    }

    private LoopRoute() {
    }

    /** @return the route as a polyline, x then y, from the follower's edge to the followed's */
    static double[] between(Box from, Box to) {
        Ring ring = Ring.round(from, to);
        Port start = ring.ports(from, to).getFirst();
        double[] out = ring.onto(start);
        // The followed's port farthest from where the arrow leaves, so that the loop is plain to see; not
        // its first, where an arrow the other way would leave it.
        List<Port> ends = ring.ports(to, from);
        List<Port> candidates = ends.size() > 1 ? ends.subList(1, ends.size()) : ends;
        Port end = candidates.getFirst();
        double farthest = -1;
        for (Port port : candidates) {
            double apart = Math.hypot(port.x() - start.x(), port.y() - start.y());
            if (apart > farthest) {
                farthest = apart;
                end = port;
            }
        }
        double[] in = ring.onto(end);
        List<double[]> points = new ArrayList<>();
        points.add(new double[] {start.x(), start.y()});
        points.add(out);
        points.addAll(ring.cornersBetween(start.side(), out, end.side(), in));
        points.add(in);
        points.add(new double[] {end.x(), end.y()});
        double[] route = new double[2 * points.size()];
        for (int p = 0; p < points.size(); p++) {
            route[2 * p] = points.get(p)[0];
            route[2 * p + 1] = points.get(p)[1];
        }
        return route;
    }

    /**
     * The rectangle the loop runs along, round both boxes. Its sides go clockwise on screen (y
     * down): top, right, bottom, left; corner k joins side k to side k + 1.
     */
    private record Ring(double left, double top, double right, double bottom) {

        static Ring round(Box one, Box other) {
            return new Ring(Math.min(one.x(), other.x()) - CLEARANCE, Math.min(one.y(), other.y()) - CLEARANCE,
                    Math.max(one.x() + one.width(), other.x() + other.width()) + CLEARANCE,
                    Math.max(one.y() + one.height(), other.y() + other.height()) + CLEARANCE);
        }

        /**
         * The box's ports, in the order tried: a quarter in from each end of its top side, the
         * middle of its right side, the quarters of its bottom side, the middle of its left side;
         * those from which the way square out to the ring keeps {@value #BESIDE} units clear of the
         * other box, or else those from which it does not cross it. Only a box wholly inside the
         * other has none in view; then all of them.
         */
        List<Port> ports(Box box, Box other) {
            double x0 = box.x();
            double y0 = box.y();
            double x1 = box.x() + box.width();
            double y1 = box.y() + box.height();
            double quarter = box.width() / 4;
            List<Port> all = List.of(new Port(x0 + quarter, y0, TOP), new Port(x1 - quarter, y0, TOP),
                    new Port(x1, box.centreY(), RIGHT), new Port(x1 - quarter, y1, BOTTOM),
                    new Port(x0 + quarter, y1, BOTTOM), new Port(x0, box.centreY(), LEFT));
            List<Port> clear = clearOf(all, other, BESIDE);
            if (!clear.isEmpty()) {
                return clear;
            }
            List<Port> open = clearOf(all, other, 0);
            return open.isEmpty() ? all : open;
        }

        /** The ports whose way square out to the ring keeps {@code margin} clear of the box. */
        private List<Port> clearOf(List<Port> ports, Box box, double margin) {
            Box grown = new Box(box.x() - margin, box.y() - margin, box.width() + 2 * margin,
                    box.height() + 2 * margin);
            List<Port> clear = new ArrayList<>();
            for (Port port : ports) {
                double[] out = onto(port);
                if (!crossesInside(grown, port.x(), port.y(), out[0], out[1])) {
                    clear.add(port);
                }
            }
            return clear;
        }

        /** Where the way square out of the port meets the ring. */
        double[] onto(Port port) {
            return switch (port.side()) {
                case TOP -> new double[] {port.x(), top};
                case BOTTOM -> new double[] {port.x(), bottom};
                case LEFT -> new double[] {left, port.y()};
                default -> new double[] {right, port.y()};
            };
        }

        /**
         * The corners passed going round the ring from one side's point to another's, the shorter
         * way round. Two points on one side are joined along it.
         */
        List<double[]> cornersBetween(int fromSide, double[] from, int toSide, double[] to) {
            if (fromSide == toSide) {
                return List.of();
            }
            List<double[]> clockwise = corners(fromSide, toSide, 1);
            List<double[]> anticlockwise = corners(fromSide, toSide, 3);
            return length(from, clockwise, to) <= length(from, anticlockwise, to) ? clockwise : anticlockwise;
        }

        /** @param turn 1 to go clockwise, 3 (that is, −1) anticlockwise */
        private List<double[]> corners(int fromSide, int toSide, int turn) {
            List<double[]> corners = new ArrayList<>();
            for (int side = fromSide; side != toSide; side = (side + turn) % 4) {
                // Clockwise, side k ends at corner k; anticlockwise, it ends at corner k − 1.
                corners.add(corner(turn == 1 ? side : (side + 3) % 4));
            }
            return corners;
        }

        /** Corner k: 0 top right, 1 bottom right, 2 bottom left, 3 top left. */
        private double[] corner(int k) {
            return switch (k) {
                case 0 -> new double[] {right, top};
                case 1 -> new double[] {right, bottom};
                case 2 -> new double[] {left, bottom};
                default -> new double[] {left, top};
            };
        }

        private static double length(double[] from, List<double[]> corners, double[] to) {
            double length = 0;
            double[] at = from;
            for (double[] corner : corners) {
                length += Math.hypot(corner[0] - at[0], corner[1] - at[1]);
                at = corner;
            }
            return length + Math.hypot(to[0] - at[0], to[1] - at[1]);
        }

        /** Whether the axis-aligned segment passes through the inside of the box (not merely along its edge). */
        private static boolean crossesInside(Box box, double x0, double y0, double x1, double y1) {
            return Math.max(x0, x1) > box.x() && Math.min(x0, x1) < box.x() + box.width()
                    && Math.max(y0, y1) > box.y() && Math.min(y0, y1) < box.y() + box.height();
        }
    }
}
