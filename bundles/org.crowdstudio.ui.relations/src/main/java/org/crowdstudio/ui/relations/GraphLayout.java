package org.crowdstudio.ui.relations;

import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Relation;
import org.eclipse.elk.alg.layered.options.LayeredMetaDataProvider;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.core.data.LayoutMetaDataService;
import org.eclipse.elk.core.RecursiveGraphLayoutEngine;
import org.eclipse.elk.core.math.ElkPadding;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.options.EdgeRouting;
import org.eclipse.elk.core.options.HierarchyHandling;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkBendPoint;
import org.eclipse.elk.graph.ElkEdge;
import org.eclipse.elk.graph.ElkEdgeSection;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;

/**
 * Lays the graph out with ELK's layered algorithm (Sugiyama style: followers above the agents they
 * follow, edges routed round nodes): each group a compound node round its members, laid out inside
 * first; relations across groups are drawn as arcs ({@link #arc}), the top level placing the groups they join
 * as if the groups were related. Sizes are estimated from the labels' lengths
 * and everything is read from the {@link GraphContent}, not the model, so the layout needs no
 * display and runs off the UI thread. Coordinates are the graph's own
 * units (about a pixel at zoom 1); nothing of the layout is saved into the scenario (an
 * artist's pins are put in place over it: {@link GraphPins}).
 */
final class GraphLayout {

    static final double NODE_HEIGHT = 26;
    /** Room above a group's members for its name. */
    static final double GROUP_TITLE = 22;
    private static final double CHARACTER_WIDTH = 7;
    /** How far beside a straight line an arc's control point lies, in its lengths: the arc strays half as far. */
    private static final double ARC_BEND = 0.4;
    /** The straight pieces an arc is drawn with. */
    private static final int ARC_SEGMENTS = 12;
    /** An arc starts and ends at most halfway to its control point, so that it bends. */
    private static final double HALF_WAY = 0.5;
    /**
     * How far inside a box an arc between boxes less than a node's height apart may start or end
     * before it becomes a loop round them: less than a pixel at full size. Boxes farther apart keep
     * their arc as it always was.
     */
    private static final double HIDDEN_AT_MOST = 1;

    static {
        // ELK finds its option metadata through a ServiceLoader of the context class loader, which
        // inside Equinox is not this bundle's: register the core's and the layered algorithm's
        // metadata here (the core's registration also teaches ELK to copy its option values).
        LayoutMetaDataService.getInstance().registerLayoutMetaDataProviders(new LayeredMetaDataProvider());
    }

    private GraphLayout() {
    }

    /** A rectangle of the layout. */
    record Box(double x, double y, double width, double height) {

        boolean contains(double px, double py) {
            return px >= x && px <= x + width && py >= y && py <= y + height;
        }

        /** The room between the two boxes: the larger of their gaps across and down, negative where they overlap. */
        double gapTo(Box other) {
            double across = Math.max(other.x - (x + width), x - (other.x + other.width));
            double down = Math.max(other.y - (y + height), y - (other.y + other.height));
            return Math.max(across, down);
        }

        double centreX() {
            return x + width / 2;
        }

        double centreY() {
            return y + height / 2;
        }
    }

    /**
     * Where everything goes.
     *
     * @param routes each relation's polyline, x and y side by side, from the follower to the followed
     */
    record Placement(Map<Agent, Box> agents, Map<Group, Box> groups, Map<Relation, double[]> routes, Map<Population, Box> populations, double width,
            double height) {

        static final Placement EMPTY = new Placement(Map.of(), Map.of(), Map.of(), Map.of(), 0, 0);

        /**
         * The rectangle everything drawn lies in: from the origin to the width and height, grown
         * to the arcs, which may bend out of the area ELK laid the nodes out in.
         */
        Box bounds() {
            double left = 0;
            double top = 0;
            double right = width;
            double bottom = height;
            for (double[] route : routes.values()) {
                for (int p = 0; p + 1 < route.length; p += 2) {
                    left = Math.min(left, route[p]);
                    right = Math.max(right, route[p]);
                    top = Math.min(top, route[p + 1]);
                    bottom = Math.max(bottom, route[p + 1]);
                }
            }
            return new Box(left, top, right - left, bottom - top);
        }
    }

    /** The width a node needs for its label. */
    static double nodeWidth(String label) {
        return Math.clamp(24 + CHARACTER_WIDTH * label.length(), 56, 220);
    }

    static Placement of(GraphContent content) {
        if (content.agents().isEmpty() && content.populations().isEmpty()) {
            return Placement.EMPTY;
        }
        ElkNode root = ElkGraphUtil.createGraph();
        configure(root);
        Map<Group, ElkNode> groupNodes = new IdentityHashMap<>();
        for (Group group : content.groups()) {
            ElkNode node = ElkGraphUtil.createNode(root);
            configure(node);
            node.setProperty(LayeredOptions.PADDING, new ElkPadding(GROUP_TITLE + 6, 10, 10, 10));
            node.setProperty(LayeredOptions.SPACING_NODE_NODE, 10.0);
            node.setProperty(LayeredOptions.SPACING_COMPONENT_COMPONENT, 10.0);
            groupNodes.put(group, node);
        }
        Map<Agent, ElkNode> agentNodes = new IdentityHashMap<>();
        for (Agent agent : content.agents()) {
            Group home = content.home(agent);
            ElkNode node = ElkGraphUtil.createNode(home == null ? root : groupNodes.get(home));
            node.setDimensions(content.width(agent), NODE_HEIGHT);
            agentNodes.put(agent, node);
        }
        Map<Population, ElkNode> populationNodes = new IdentityHashMap<>();
        for (Population population : content.populations()) {
            ElkNode node = ElkGraphUtil.createNode(root);
            node.setDimensions(content.width(population), NODE_HEIGHT + 6);
            populationNodes.put(population, node);
        }
        Map<Relation, ElkEdge> edges = new IdentityHashMap<>();
        Set<List<ElkNode>> proxies = new HashSet<>();
        for (Relation relation : content.relations()) {
            Agent follower = content.follower(relation);
            Agent followed = content.followed(relation);
            Group from = content.home(follower);
            Group to = content.home(followed);
            if (from == to) {
                edges.put(relation, ElkGraphUtil.createSimpleEdge(agentNodes.get(follower), agentNodes.get(followed)));
            } else {
                // Across enclosures: the top level learns of it through an edge between the two
                // top-level nodes, so that followers' groups come above whom they follow.
                ElkNode source = from == null ? agentNodes.get(follower) : groupNodes.get(from);
                ElkNode target = to == null ? agentNodes.get(followed) : groupNodes.get(to);
                if (proxies.add(List.of(source, target))) {
                    ElkGraphUtil.createSimpleEdge(source, target);
                }
            }
        }

        new RecursiveGraphLayoutEngine().layout(root, new BasicProgressMonitor());

        Map<Agent, Box> agents = new IdentityHashMap<>();
        agentNodes.forEach((agent, node) -> agents.put(agent, absolute(node)));
        Map<Group, Box> groups = new IdentityHashMap<>();
        groupNodes.forEach((group, node) -> groups.put(group, absolute(node)));
        Map<Relation, double[]> routes = new IdentityHashMap<>();
        for (Relation relation : content.relations()) {
            Box from = agents.get(content.follower(relation));
            Box to = agents.get(content.followed(relation));
            ElkEdge edge = edges.get(relation);
            routes.put(relation, edge == null || edge.getSections().isEmpty() ? arc(from, to) : route(edge));
        }
        Map<Population, Box> populations = new IdentityHashMap<>();
        populationNodes.forEach((population, node) -> populations.put(population, absolute(node)));
        return new Placement(agents, groups, routes, populations, root.getWidth(), root.getHeight());
    }

    /**
     * Layered, top to bottom, each level of the hierarchy on its own: a group's members are laid
     * out inside it first, then the groups and the agents in none. Unrelated nodes are packed into
     * rows of about the picture's aspect ratio rather than one long row.
     */
    private static void configure(ElkNode graph) {
        graph.setProperty(CoreOptions.ALGORITHM, LayeredOptions.ALGORITHM_ID);
        graph.setProperty(LayeredOptions.DIRECTION, Direction.DOWN);
        graph.setProperty(LayeredOptions.HIERARCHY_HANDLING, HierarchyHandling.SEPARATE_CHILDREN);
        graph.setProperty(LayeredOptions.EDGE_ROUTING, EdgeRouting.POLYLINE);
        graph.setProperty(LayeredOptions.SPACING_NODE_NODE, 18.0);
        graph.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, 36.0);
        graph.setProperty(LayeredOptions.SPACING_COMPONENT_COMPONENT, 24.0);
        graph.setProperty(LayeredOptions.PADDING, new ElkPadding(12));
        graph.setProperty(LayeredOptions.ASPECT_RATIO, 1.6);
    }

    /**
     * An arc from the edge of one box to the edge of the other, bending to the follower's left: the
     * arrows of a leader outside a group and of the queue of members who follow it (and whom it
     * follows) would lie on one line when straight; as arcs, longer ones stray further out, and two
     * agents following each other bend to opposite sides. Boxes that overlap, or that lie less than
     * a node's height apart where the arc would start or end more than {@value #HIDDEN_AT_MOST} unit
     * inside one (an agent pinned onto or against another), get a loop round them instead ({@link
     * LoopRoute}).
     */
    static double[] arc(Box from, Box to) {
        double dx = to.centreX() - from.centreX();
        double dy = to.centreY() - from.centreY();
        // The control point of a quadratic Bézier curve, beside the middle of the straight line.
        double controlX = from.centreX() + dx / 2 - ARC_BEND * dy;
        double controlY = from.centreY() + dy / 2 + ARC_BEND * dx;
        double leave = exit(from, controlX - from.centreX(), controlY - from.centreY());
        double arrive = exit(to, controlX - to.centreX(), controlY - to.centreY());
        double gap = from.gapTo(to);
        boolean hidden = hiddenDepth(leave, controlX - from.centreX(), controlY - from.centreY()) > HIDDEN_AT_MOST
                || hiddenDepth(arrive, controlX - to.centreX(), controlY - to.centreY()) > HIDDEN_AT_MOST;
        if (gap < 0 || gap < NODE_HEIGHT && hidden) {
            return LoopRoute.between(from, to);
        }
        leave = Math.min(leave, HALF_WAY);
        arrive = Math.min(arrive, HALF_WAY);
        double startX = from.centreX() + leave * (controlX - from.centreX());
        double startY = from.centreY() + leave * (controlY - from.centreY());
        double endX = to.centreX() + arrive * (controlX - to.centreX());
        double endY = to.centreY() + arrive * (controlY - to.centreY());
        return bezier(startX, startY, controlX, controlY, endX, endY);
    }

    /** A quadratic Bézier curve as a polyline of {@value #ARC_SEGMENTS} pieces, x then y. */
    private static double[] bezier(double startX, double startY, double controlX, double controlY, double endX,
            double endY) {
        double[] points = new double[2 * (ARC_SEGMENTS + 1)];
        for (int s = 0; s <= ARC_SEGMENTS; s++) {
            double t = (double) s / ARC_SEGMENTS;
            double a = (1 - t) * (1 - t);
            double b = 2 * t * (1 - t);
            double c = t * t;
            points[2 * s] = a * startX + b * controlX + c * endX;
            points[2 * s + 1] = a * startY + b * controlY + c * endY;
        }
        return points;
    }

    /** The fraction of (dx, dy) from a box's centre at which the line leaves the box; infinite for no direction. */
    private static double exit(Box box, double dx, double dy) {
        double fx = dx == 0 ? Double.POSITIVE_INFINITY : box.width() / 2 / Math.abs(dx);
        double fy = dy == 0 ? Double.POSITIVE_INFINITY : box.height() / 2 / Math.abs(dy);
        return Math.min(fx, fy);
    }

    /**
     * How far inside its box an arc's end lies, when the arc may start no more than halfway to its
     * control point (dx, dy) and the box's edge lies beyond that: the hidden part of the arrow.
     */
    private static double hiddenDepth(double fraction, double dx, double dy) {
        return fraction <= HALF_WAY ? 0 : Double.isInfinite(fraction) ? Double.POSITIVE_INFINITY
                : (fraction - HALF_WAY) * Math.sqrt(dx * dx + dy * dy);
    }

    /** A node's rectangle in the root's coordinates (ELK gives each relative to its parent). */
    private static Box absolute(ElkNode node) {
        double x = node.getX();
        double y = node.getY();
        for (ElkNode parent = node.getParent(); parent != null && parent.getParent() != null; parent = parent.getParent()) {
            x += parent.getX();
            y += parent.getY();
        }
        return new Box(x, y, node.getWidth(), node.getHeight());
    }

    /**
     * The edge's route in the root's coordinates: ELK gives a section's points relative to the
     * edge's containing node.
     */
    private static double[] route(ElkEdge edge) {
        ElkEdgeSection section = edge.getSections().get(0);
        double offsetX = 0;
        double offsetY = 0;
        for (ElkNode container = edge.getContainingNode(); container != null && container.getParent() != null; container = container.getParent()) {
            offsetX += container.getX();
            offsetY += container.getY();
        }
        List<ElkBendPoint> bends = section.getBendPoints();
        double[] points = new double[4 + 2 * bends.size()];
        points[0] = section.getStartX() + offsetX;
        points[1] = section.getStartY() + offsetY;
        for (int b = 0; b < bends.size(); b++) {
            points[2 + 2 * b] = bends.get(b).getX() + offsetX;
            points[3 + 2 * b] = bends.get(b).getY() + offsetY;
        }
        points[points.length - 2] = section.getEndX() + offsetX;
        points[points.length - 1] = section.getEndY() + offsetY;
        return points;
    }
}
