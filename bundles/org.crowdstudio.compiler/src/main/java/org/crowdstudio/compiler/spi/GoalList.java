package org.crowdstudio.compiler.spi;

import java.util.List;

import org.crowdstudio.model.scenario.Place;
import org.crowdstudio.model.scenario.Region;
import org.crowdstudio.model.scenario.Waypoint;

/** Goals as the kernel takes them: {x, y, arrival radius} triples. */
public final class GoalList {

    /** The smallest arrival radius for a region goal, so that a thin region can still be reached. */
    private static final double MIN_REGION_ARRIVAL = 0.3;

    private GoalList() {
    }

    /** @return the places' goals, {x, y, arrival radius} each, in order */
    public static double[] of(List<? extends Place> places) {
        double[] goals = new double[3 * places.size()];
        for (int g = 0; g < places.size(); g++) {
            System.arraycopy(triple(places.get(g)), 0, goals, 3 * g, 3);
        }
        return goals;
    }

    /**
     * A waypoint is its position and arrival radius. A region is its centroid, reached within the
     * distance from the centroid to the region's boundary, so an agent counts as arrived once it
     * stands inside the region near its middle.
     */
    public static double[] triple(Place place) {
        if (place instanceof Waypoint waypoint) {
            return new double[] {waypoint.getPosition().getX(), waypoint.getPosition().getY(), waypoint.getArrivalRadius()};
        }
        double[] polygon = Polygons.of(((Region) place).getVertices());
        double[] centre = Polygons.centroid(polygon);
        double reach = Polygons.contains(polygon, centre[0], centre[1]) ? Polygons.distanceToBoundary(polygon, centre[0], centre[1]) : 0;
        return new double[] {centre[0], centre[1], Math.max(MIN_REGION_ARRIVAL, reach)};
    }
}
