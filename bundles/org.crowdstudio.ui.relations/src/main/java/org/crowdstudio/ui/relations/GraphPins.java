package org.crowdstudio.ui.relations;

import java.util.IdentityHashMap;
import java.util.Map;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.ui.relations.GraphLayout.Box;
import org.crowdstudio.ui.relations.GraphLayout.Placement;

/**
 * Puts the nodes the artist pinned where they were pinned, over the layout ELK made of the rest:
 * a pinned node's box is centred on its pin, an enclosure grows round its members wherever they
 * are, and a relation of a pinned agent is drawn as an arc. ELK's layered algorithm has no fixed
 * nodes, and pins move nothing else, so the layout itself never depends on them.
 */
final class GraphPins {

    /** Room round an enclosure's members, as the layout leaves it (its title above). */
    private static final double PADDING = 10;
    private static final double MARGIN = 12;

    private GraphPins() {
    }

    /** The placement with every pinned node of the content at its pin. */
    static Placement apply(Placement laidOut, GraphContent content) {
        return content.pins().isEmpty() ? laidOut : place(laidOut, content, content.pins());
    }

    /**
     * The placement with the given nodes centred at the given points (graph units), kept inside the
     * graph's area (no coordinate below zero).
     */
    static Placement place(Placement laidOut, GraphContent content, Map<Object, double[]> centres) {
        Map<Agent, Box> agents = new IdentityHashMap<>(laidOut.agents());
        Map<Population, Box> populations = new IdentityHashMap<>(laidOut.populations());
        Map<Object, Box> moved = new IdentityHashMap<>();
        centres.forEach((node, centre) -> {
            Box box = node instanceof Population population ? populations.get(population) : agents.get(node);
            if (box != null) {
                Box pinned = centredAt(box, centre[0], centre[1]);
                moved.put(node, pinned);
                if (node instanceof Population population) {
                    populations.put(population, pinned);
                } else {
                    agents.put((Agent) node, pinned);
                }
            }
        });
        if (moved.isEmpty()) {
            return laidOut;
        }
        Map<Group, Box> groups = new IdentityHashMap<>(laidOut.groups());
        for (Group group : content.groups()) {
            if (content.agents().stream().anyMatch(agent -> content.home(agent) == group && moved.containsKey(agent))) {
                groups.put(group, enclosing(content, group, agents));
            }
        }
        Map<Relation, double[]> routes = new IdentityHashMap<>(laidOut.routes());
        for (Relation relation : content.relations()) {
            Agent follower = content.follower(relation);
            Agent followed = content.followed(relation);
            if (moved.containsKey(follower) || moved.containsKey(followed)) {
                routes.put(relation, GraphLayout.arc(agents.get(follower), agents.get(followed)));
            }
        }
        double width = laidOut.width();
        double height = laidOut.height();
        for (Box box : moved.values()) {
            width = Math.max(width, box.x() + box.width() + MARGIN);
            height = Math.max(height, box.y() + box.height() + MARGIN);
        }
        for (Box box : groups.values()) {
            width = Math.max(width, box.x() + box.width() + MARGIN);
            height = Math.max(height, box.y() + box.height() + MARGIN);
        }
        return new Placement(agents, groups, routes, populations, width, height);
    }

    private static Box centredAt(Box box, double x, double y) {
        return new Box(Math.max(0, x - box.width() / 2), Math.max(0, y - box.height() / 2), box.width(), box.height());
    }

    /** The enclosure round a group's members where they are now, with the layout's padding and title. */
    private static Box enclosing(GraphContent content, Group group, Map<Agent, Box> agents) {
        double left = Double.POSITIVE_INFINITY;
        double top = Double.POSITIVE_INFINITY;
        double right = Double.NEGATIVE_INFINITY;
        double bottom = Double.NEGATIVE_INFINITY;
        for (Agent agent : content.agents()) {
            Box box = agents.get(agent);
            if (content.home(agent) == group && box != null) {
                left = Math.min(left, box.x());
                top = Math.min(top, box.y());
                right = Math.max(right, box.x() + box.width());
                bottom = Math.max(bottom, box.y() + box.height());
            }
        }
        double x = Math.max(0, left - PADDING);
        double y = Math.max(0, top - PADDING - GraphLayout.GROUP_TITLE - 6);
        return new Box(x, y, right + PADDING - x, bottom + PADDING - y);
    }
}
