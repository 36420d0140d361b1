package org.crowdstudio.steering.navigation;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.crowdstudio.engine.spi.World;

/**
 * What navigation knows of a running world, for tools that show it (the workbench's overlay):
 * the floor plan as navigation sees it, the corner each navigating agent heads for, and an
 * agent's whole way. Read on the simulation's thread, between steps; what it returns is the
 * caller's to keep.
 */
public final class Wayfinding {

    /** The clearance the floor plan's picture marks as walkable: a body of 0.25 m and the default margin. */
    public static final double TYPICAL_NEED = 0.35;
    /** Corners of a way shown at most. */
    private static final int MOST_CORNERS = 64;

    private final NavigationMap.Stages stages;

    private Wayfinding(NavigationMap.Stages stages) {
        this.stages = stages;
    }

    /** @return what navigation knows of the world, if a profile of it navigates */
    public static Optional<Wayfinding> of(World world) {
        return world.attachment(NavigationMap.Stages.class).filter(stages -> !stages.all().isEmpty()).map(Wayfinding::new);
    }

    /**
     * The floor plan as navigation sees it, cell by cell.
     *
     * @param kinds per cell, row by row from the plan's origin (south-west): 0 inside an
     *        obstacle, 1 too near a wall for a typical body to stand, 2 walkable
     */
    public record FloorPlan(double originX, double originY, double cell, int columns, int rows, byte[] kinds) {
    }

    /** @return the plan of the first navigating profile; empty for a world with neither bounds nor obstacles */
    public Optional<FloorPlan> floorPlan() {
        ClearanceGrid grid = stages.all().get(0).map().grid();
        if (grid == null) {
            return Optional.empty();
        }
        byte[] kinds = new byte[grid.size()];
        for (int cell = 0; cell < kinds.length; cell++) {
            double clearance = grid.clearance(cell);
            kinds[cell] = (byte) (clearance <= 0 ? 0 : clearance < TYPICAL_NEED ? 1 : 2);
        }
        return Optional.of(new FloorPlan(grid.originX, grid.originY, grid.cell, grid.columns, grid.rows, kinds));
    }

    /** @return x and y side by side of the corner each agent heads for, NaN for an agent with its goal in sight or not navigating */
    public double[] corners(int agents) {
        double[] corners = new double[2 * agents];
        Arrays.fill(corners, Double.NaN);
        for (Navigation stage : stages.all()) {
            for (int agent = 0; agent < agents; agent++) {
                if (stage.plans(agent)) {
                    corners[2 * agent] = stage.cornerX(agent);
                    corners[2 * agent + 1] = stage.cornerY(agent);
                }
            }
        }
        return corners;
    }

    /**
     * The agent's way from (x, y): its corners, then its goal, x and y side by side, starting at
     * (x, y); empty when it does not navigate, stands off the plan or cannot reach its goal.
     */
    public double[] way(int agent, double x, double y) {
        for (Navigation stage : stages.all()) {
            if (stage.plans(agent)) {
                return way(stage, agent, x, y);
            }
        }
        return new double[0];
    }

    private static double[] way(Navigation stage, int agent, double x, double y) {
        double goalX = stage.goalX(agent);
        double goalY = stage.goalY(agent);
        ClearanceGrid grid = stage.map().grid();
        if (grid.cellAt(x, y) < 0 || grid.cellAt(goalX, goalY) < 0) {
            return new double[0];
        }
        if (grid.openLine(x, y, goalX, goalY, stage.need(agent))) {
            return new double[] {x, y, goalX, goalY};
        }
        GoalField field = stage.map().field(goalX, goalY, stage.need(agent));
        return field == null ? new double[0] : field.way(x, y, goalX, goalY, MOST_CORNERS);
    }
}
