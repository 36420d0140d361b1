package org.crowdstudio.ui.relations;

import java.util.Map;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.ui.relations.GraphLayout.Box;
import org.crowdstudio.ui.relations.GraphLayout.Placement;

/** What lies under a pixel of the graph: a weight's label before an agent before an edge before a group. */
final class GraphHits {

    /** How near a line a click still hits it, pixels. */
    private static final double LINE_REACH = 5;

    private GraphHits() {
    }

    /** The thing under the pixel: a {@link WeightLabel}, an {@link Agent}, a {@link Population}, a {@link Relation}, a {@link Group}, or null. */
    static Object at(Placement placement, Map<Relation, WeightLabels.Label> labels, GraphCamera camera, double pixelX,
            double pixelY) {
        double x = camera.toGraphX(pixelX);
        double y = camera.toGraphY(pixelY);
        // Labels are drawn last, over everything: what the artist sees on top takes the press.
        for (Map.Entry<Relation, WeightLabels.Label> label : labels.entrySet()) {
            if (label.getValue().contains(x, y)) {
                return new WeightLabel(label.getKey());
            }
        }
        Object node = nodeAt(placement, x, y);
        if (node != null) {
            return node;
        }
        double reach = LINE_REACH / camera.scale();
        for (Map.Entry<Relation, double[]> route : placement.routes().entrySet()) {
            if (WeightLabels.distanceToRoute(route.getValue(), x, y) <= reach) {
                return route.getKey();
            }
        }
        Group innermost = null;
        double smallest = Double.POSITIVE_INFINITY;
        for (Map.Entry<Group, Box> group : placement.groups().entrySet()) {
            Box box = group.getValue();
            if (box.contains(x, y) && box.width() * box.height() < smallest) {
                innermost = group.getKey();
                smallest = box.width() * box.height();
            }
        }
        return innermost;
    }

    /**
     * The agent or population under the pixel, or null, whatever weight label is drawn over it: where
     * a relation dragged from an agent is dropped.
     */
    static Object nodeAt(Placement placement, GraphCamera camera, double pixelX, double pixelY) {
        return nodeAt(placement, camera.toGraphX(pixelX), camera.toGraphY(pixelY));
    }

    private static Object nodeAt(Placement placement, double x, double y) {
        for (Map.Entry<Agent, Box> node : placement.agents().entrySet()) {
            if (node.getValue().contains(x, y)) {
                return node.getKey();
            }
        }
        for (Map.Entry<Population, Box> node : placement.populations().entrySet()) {
            if (node.getValue().contains(x, y)) {
                return node.getKey();
            }
        }
        return null;
    }

    /** The weight label of a relation: where dragging changes the weight and a double-click types it. */
    record WeightLabel(Relation relation) {
    }
}
