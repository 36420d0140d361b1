package org.crowdstudio.ui.relations;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;

import org.crowdstudio.model.scenario.FormationConstraint;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.ui.editor.pages.Labels;
import org.crowdstudio.ui.relations.GraphLayout.Box;
import org.crowdstudio.ui.relations.GraphLayout.Placement;
import org.eclipse.osgi.util.NLS;

/**
 * Where each relation's weight label sits: on its route, clear of every node, every group's title
 * and the labels placed before it, so that every label shown can be read and taken hold of. The
 * followers of one agent converge on it, and a pair following each other share a line: a place a
 * third of the way from the follower is tried first, then further along, then beside the line.
 * Labels keep their size on screen while the graph zooms, so they are placed for a zoom: one with
 * no free place at this zoom is left out, as a map leaves out the names it has no room for, and
 * shows when the artist zooms in (its weight is still told on hover). The labels the artist is
 * working on (selected, dragged) are placed first, and every label first tries where it was
 * before, so zooming, editing and moving a node do not make the others hop; the rest go shortest
 * arrow first, ties in the content's order, so the same graph always puts them in the same places.
 */
final class WeightLabels {

    /** Half a label's height on screen, pixels. */
    static final double HALF_HEIGHT = 9;
    /** Room kept between a label's text and its frame, pixels on each side. */
    static final double PADDING = 4;
    /** How far along its route from the follower a label may sit, in the order tried. */
    private static final double[] ALONG = {0.35, 0.3, 0.4, 0.25, 0.45, 0.5, 0.2, 0.55, 0.6, 0.15, 0.65, 0.7, 0.1,
            0.75, 0.8, 0.85, 0.9};
    /**
     * How far beside the route a label may sit, in the order tried: in half the label's extent
     * across the route, so 1 puts its edge on the line.
     */
    private static final double[] ASIDE = {0, 1, -1, 2, -2};
    /** Room kept between a label and what it must not cover, pixels. */
    private static final double GAP = 2;
    /** A text's width where no font is at hand to measure it (the benchmark's first guess, the tests). */
    private static final double CHARACTER_WIDTH = 7;
    /** Below this zoom (pixels per graph unit) no label is shown: the nodes' names are not drawn either. */
    static final double SMALLEST_SCALE = GraphPainter.SMALLEST_READABLE_SCALE;

    private final ToDoubleFunction<String> textWidth;

    /** @param textWidth the width of a label's text on screen, pixels, in the font it is drawn in */
    WeightLabels(ToDoubleFunction<String> textWidth) {
        this.textWidth = textWidth;
    }

    /** Labels sized by an estimate of the text's width, for where no font is at hand. */
    static WeightLabels estimated() {
        return new WeightLabels(text -> CHARACTER_WIDTH * text.length());
    }

    /**
     * A placed label: its centre, half its width and half its height, and the point of its arrow it
     * belongs to (a label set beside its arrow is drawn with a thin line to that point), graph units.
     */
    record Label(double x, double y, double halfWidth, double halfHeight, double anchorX, double anchorY) {

        /** Whether the label lies off its arrow, so that a line must show which arrow is its. */
        boolean isAside() {
            return Math.abs(anchorX - x) > halfWidth || Math.abs(anchorY - y) > halfHeight;
        }

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
        return formation == null ? number
                : NLS.bind(Messages.WeightLabels_weightAndFormation, number,
                        Labels.literal(formation.getKind().getLiteral()));
    }

    /** Half the width of the label of this text on screen, pixels. */
    double halfWidth(String text) {
        return Math.max(15, textWidth.applyAsDouble(text) / 2 + PADDING);
    }

    /**
     * The labels of the content's relations that have a route in the placement and room at this zoom.
     *
     * @param scale the camera's pixels per graph unit
     * @param first the relations whose labels are placed before all others (those the artist works on)
     * @param before where the labels were, tried first by each
     */
    Map<Relation, Label> place(GraphContent content, Placement placement, double scale, Set<?> first,
            Map<Relation, Label> before) {
        if (scale < SMALLEST_SCALE) {
            return Map.of();
        }
        Occupied occupied = new Occupied();
        placement.agents().values().forEach(occupied::add);
        placement.populations().values().forEach(occupied::add);
        placement.groups().values().forEach(group -> occupied.add(new Box(group.x(), group.y(), group.width(),
                GraphLayout.GROUP_TITLE)));
        Map<Relation, Label> labels = new IdentityHashMap<>();
        // Short arrows first: they have the fewest places; a long one finds room somewhere along its way.
        List<Relation> order = content.relations().stream()
                .filter(relation -> placement.routes().containsKey(relation))
                .sorted(Comparator.comparingDouble(relation -> length(placement.routes().get(relation))))
                .toList();
        // What the artist works on takes its place first; then every other label where it was, if it
        // still may be there; only then do the ones left look for a place, so that one label
        // moving moves as few others as it can.
        List<Relation> toSeek = new ArrayList<>();
        for (Relation relation : order) {
            if (first.contains(relation)) {
                put(labels, occupied, relation, seek(placement, relation, before.get(relation), scale, occupied));
            }
        }
        for (Relation relation : order) {
            if (!first.contains(relation)) {
                Label again = again(placement, relation, before.get(relation), scale, occupied);
                if (again != null) {
                    put(labels, occupied, relation, again);
                } else {
                    toSeek.add(relation);
                }
            }
        }
        for (Relation relation : toSeek) {
            put(labels, occupied, relation, seek(placement, relation, null, scale, occupied));
        }
        return labels;
    }

    private static void put(Map<Relation, Label> labels, Occupied occupied, Relation relation, Label label) {
        if (label != null) {
            labels.put(relation, label);
            occupied.add(label.box());
        }
    }

    /** The relation's label where it was, sized for its text now, if that place is still by its route and free. */
    private Label again(Placement placement, Relation relation, Label was, double scale, Occupied occupied) {
        if (was == null) {
            return null;
        }
        double[] route = placement.routes().get(relation);
        double[] anchor = nearestOnRoute(route, was.x(), was.y());
        Label again = new Label(was.x(), was.y(), halfWidth(text(relation, relation.getWeight())) / scale,
                HALF_HEIGHT / scale, anchor[0], anchor[1]);
        double reach = again.halfWidth() + again.halfHeight() + GAP / scale;
        boolean byTheRoute = Math.hypot(anchor[0] - was.x(), anchor[1] - was.y()) <= 2 * reach;
        return byTheRoute && occupied.isFree(again.box(), GAP / scale) ? again : null;
    }

    /** Where the label was, if it may stay; else the first free place on or beside its route; or null. */
    private Label seek(Placement placement, Relation relation, Label was, double scale, Occupied occupied) {
        Label again = again(placement, relation, was, scale, occupied);
        if (again != null) {
            return again;
        }
        double[] route = placement.routes().get(relation);
        double halfWidth = halfWidth(text(relation, relation.getWeight())) / scale;
        double halfHeight = HALF_HEIGHT / scale;
        double gap = GAP / scale;
        for (double aside : ASIDE) {
            for (double along : ALONG) {
                double[] point = pointAlong(route, along);
                double offset = aside * (Math.abs(point[2]) * halfWidth + Math.abs(point[3]) * halfHeight + gap);
                Label candidate = new Label(point[0] + offset * point[2], point[1] + offset * point[3], halfWidth,
                        halfHeight, point[0], point[1]);
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

    /** How far a point lies from the nearest point of a route. */
    static double distanceToRoute(double[] route, double x, double y) {
        double[] nearest = nearestOnRoute(route, x, y);
        return Math.hypot(nearest[0] - x, nearest[1] - y);
    }

    /** The point of a route nearest a point. */
    static double[] nearestOnRoute(double[] route, double x, double y) {
        double[] nearest = {route[0], route[1]};
        double shortest = Double.POSITIVE_INFINITY;
        for (int p = 0; p + 3 < route.length; p += 2) {
            double ax = route[p];
            double ay = route[p + 1];
            double ex = route[p + 2] - ax;
            double ey = route[p + 3] - ay;
            double lengthSquared = ex * ex + ey * ey;
            double s = lengthSquared > 0 ? Math.clamp(((x - ax) * ex + (y - ay) * ey) / lengthSquared, 0, 1) : 0;
            double distance = Math.hypot(x - ax - s * ex, y - ay - s * ey);
            if (distance < shortest) {
                shortest = distance;
                nearest = new double[] {ax + s * ex, ay + s * ey};
            }
        }
        return nearest;
    }

    /** The length of a route, a polyline x then y. */
    static double length(double[] route) {
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
