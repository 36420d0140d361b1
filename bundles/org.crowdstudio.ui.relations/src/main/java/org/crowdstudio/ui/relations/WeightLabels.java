package org.crowdstudio.ui.relations;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.crowdstudio.model.scenario.FormationConstraint;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.ui.editor.pages.Labels;
import org.crowdstudio.ui.relations.GraphLayout.Box;
import org.crowdstudio.ui.relations.GraphLayout.Placement;

/**
 * Where each relation's weight label sits: on its route, clear of every node and of the labels
 * placed before it, so that every label shown can be read and taken hold of. The followers of one
 * agent converge on it, and a pair following each other share a line: a place a third of the way
 * from the follower is tried first, then further along, then beside the line. Labels keep their
 * size on screen while the graph zooms, so they are placed for a zoom: one with no free place at
 * this zoom is left out, as a map leaves out the names it has no room for, and shows when the
 * artist zooms in (its weight is still told on hover). Shortest arrow first, ties in the content's
 * order, so the same graph at the same zoom always puts its labels in the same places.
 */
final class WeightLabels {

    /** Half a label's height on screen, pixels. */
    static final double HALF_HEIGHT = 9;
    /** How far along its route from the follower a label may sit, in the order tried. */
    private static final double[] ALONG = {0.35, 0.3, 0.4, 0.25, 0.45, 0.5, 0.2, 0.55, 0.6, 0.15, 0.65, 0.7, 0.1,
            0.75, 0.8, 0.85, 0.9};
    /**
     * How far beside the route a label may sit, in the order tried: in half the label's extent
     * across the route, so 1 puts its edge on the line.
     */
    private static final double[] ASIDE = {0, 1, -1};
    /** Room kept between a label and what it must not cover, pixels. */
    private static final double GAP = 2;
    private static final double CHARACTER_WIDTH = 7;
    /** Below this zoom (pixels per graph unit) no label is shown: the nodes' names are unreadable too. */
    static final double SMALLEST_SCALE = 0.35;

    private WeightLabels() {
    }

    /** A placed label: its centre, half its width and half its height, graph units. */
    record Label(double x, double y, double halfWidth, double halfHeight) {

        boolean contains(double px, double py) {
            return Math.abs(px - x) <= halfWidth && Math.abs(py - y) <= halfHeight;
        }

        Box box() {
            return new Box(x - halfWidth, y - halfHeight, 2 * halfWidth, 2 * halfHeight);
        }
    }

    /** What a relation's label says: the weight, and the formation it asks for, if any. */
    static String text(Relation relation, double weight) {
        FormationConstraint formation = relation.getFormation();
        String number = GraphPainter.number(weight);
        return formation == null ? number : number + " · " + Labels.literal(formation.getKind().getLiteral());
    }

    /** Half the width a label needs for its text on screen, pixels. */
    static double halfWidth(String text) {
        return Math.max(15, 6 + CHARACTER_WIDTH * text.length() / 2);
    }

    /**
     * The labels of the content's relations that have a route in the placement and room at this zoom.
     *
     * @param scale the camera's pixels per graph unit
     */
    static Map<Relation, Label> place(GraphContent content, Placement placement, double scale) {
        if (scale < SMALLEST_SCALE) {
            return Map.of();
        }
        Occupied occupied = new Occupied();
        placement.agents().values().forEach(occupied::add);
        placement.populations().values().forEach(occupied::add);
        Map<Relation, Label> labels = new IdentityHashMap<>();
        // Short arrows first: they have the fewest places; a long one finds room somewhere along its way.
        List<Relation> shortestFirst = content.relations().stream()
                .filter(relation -> placement.routes().containsKey(relation))
                .sorted(Comparator.comparingDouble(relation -> length(placement.routes().get(relation)))).toList();
        for (Relation relation : shortestFirst) {
            double halfWidth = halfWidth(text(relation, relation.getWeight())) / scale;
            Label label = freePlaceOn(placement.routes().get(relation), halfWidth, HALF_HEIGHT / scale, GAP / scale,
                    occupied);
            if (label != null) {
                labels.put(relation, label);
                occupied.add(label.box());
            }
        }
        return labels;
    }

    /** The first free place on or beside the route, or null. */
    private static Label freePlaceOn(double[] route, double halfWidth, double halfHeight, double gap,
            Occupied occupied) {
        for (double aside : ASIDE) {
            for (double along : ALONG) {
                double[] point = pointAlong(route, along);
                double offset = aside * (Math.abs(point[2]) * halfWidth + Math.abs(point[3]) * halfHeight + gap);
                Label candidate = new Label(point[0] + offset * point[2], point[1] + offset * point[3], halfWidth,
                        halfHeight);
                if (occupied.isFree(candidate.box(), gap)) {
                    return candidate;
                }
            }
        }
        return null;
    }

    /**
     * The point a fraction of the route's length from its start, and the unit normal of the
     * segment it lies on: x, y, nx, ny.
     */
    static double[] pointAlong(double[] route, double fraction) {
        double left = length(route) * fraction;
        for (int p = 0; p + 3 < route.length; p += 2) {
            double dx = route[p + 2] - route[p];
            double dy = route[p + 3] - route[p + 1];
            double segment = Math.hypot(dx, dy);
            if (segment >= left && segment > 0) {
                double t = left / segment;
                return new double[] {route[p] + t * dx, route[p + 1] + t * dy, -dy / segment, dx / segment};
            }
            left -= segment;
        }
        return new double[] {route[route.length - 2], route[route.length - 1], 0, 1};
    }

    private static double length(double[] route) {
        double length = 0;
        for (int p = 0; p + 3 < route.length; p += 2) {
            length += Math.hypot(route[p + 2] - route[p], route[p + 3] - route[p + 1]);
        }
        return length;
    }

    /** The rectangles labels must keep clear of, bucketed on a grid: a look costs the same in a graph of thousands. */
    private static final class Occupied {

        private static final double CELL = 64;
        private final Map<Long, List<Box>> cells = new HashMap<>();

        void add(Box box) {
            for (long row = cell(box.y()); row <= cell(box.y() + box.height()); row++) {
                for (long column = cell(box.x()); column <= cell(box.x() + box.width()); column++) {
                    cells.computeIfAbsent(key(column, row), key -> new ArrayList<>(4)).add(box);
                }
            }
        }

        /** Whether no occupied rectangle comes within the gap of the box. */
        boolean isFree(Box box, double gap) {
            double left = box.x() - gap;
            double right = box.x() + box.width() + gap;
            double top = box.y() - gap;
            double bottom = box.y() + box.height() + gap;
            for (long row = cell(top); row <= cell(bottom); row++) {
                for (long column = cell(left); column <= cell(right); column++) {
                    for (Box other : cells.getOrDefault(key(column, row), List.of())) {
                        if (other.x() < right && left < other.x() + other.width() && other.y() < bottom
                                && top < other.y() + other.height()) {
                            return false;
                        }
                    }
                }
            }
            return true;
        }

        private static long cell(double coordinate) {
            return (long) Math.floor(coordinate / CELL);
        }

        private static long key(long column, long row) {
            return column * 1_000_003L + row;
        }
    }
}
