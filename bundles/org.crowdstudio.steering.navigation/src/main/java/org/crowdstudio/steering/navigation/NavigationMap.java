package org.crowdstudio.steering.navigation;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import org.crowdstudio.engine.spi.World;

/**
 * A world's floor plan at one cell size and the goal fields made on it so far, one per goal cell
 * and body clearance: ten thousand agents walking to one exit cost one field, not ten thousand
 * searches. A field is made the first time an agent needs it, by whichever thread asks first
 * (the others wait for it); being a pure function of the plan, the goal and the clearance, it is
 * the same whatever the thread count.
 */
final class NavigationMap {

    /** Clearances are rounded up to this step, so that bodies of nearly the same size share fields. */
    static final double CLEARANCE_STEP = 0.05;
    /** The cells the kept goal fields may hold together: 128 MB. */
    static final long FIELD_CELLS = 32_000_000L;

    private final ClearanceGrid grid;
    private final Map<Long, GoalField> fields = new ConcurrentHashMap<>();

    NavigationMap(ClearanceGrid grid) {
        this.grid = grid;
    }

    /** The map of a world at a cell size, made once and shared by every profile that asks for the same size. */
    static NavigationMap of(World world, double cell) {
        return world.shared(Maps.class, Maps::new).of(world, cell);
    }

    /** @return the plan, or null where the world has neither bounds nor obstacles */
    ClearanceGrid grid() {
        return grid;
    }

    /**
     * The field of the goal at (x, y) for bodies needing this clearance; null outside the plan.
     */
    GoalField field(double goalX, double goalY, double needed) {
        int goal = grid == null ? -1 : grid.cellAt(goalX, goalY);
        if (goal < 0) {
            return null;
        }
        long clearanceClass = clearanceClass(needed);
        double rounded = clearanceClass * CLEARANCE_STEP;
        // Fields are pure functions of the plan: forgetting them all when too many are kept costs
        // time to make them again, never a different result.
        if (fields.size() >= mostFields()) {
            fields.clear();
        }
        // The goal's own cell stands for the goal: agents sent to points of the same cell share a field.
        return fields.computeIfAbsent(clearanceClass << 32 | goal,
                key -> GoalField.towards(grid, grid.centreX(goal), grid.centreY(goal), rounded));
    }

    /** At most this many fields are kept: {@value #FIELD_CELLS} cells of them in all (4 bytes each), and never fewer than four fields. */
    private int mostFields() {
        return (int) Math.max(4, FIELD_CELLS / grid.size());
    }

    /** @return the clearance rounded up to whole {@link #CLEARANCE_STEP}s, counted in steps */
    static long clearanceClass(double needed) {
        return (long) Math.ceil(needed / CLEARANCE_STEP - 1e-9);
    }

    /** @return how many goal fields have been made */
    int fieldCount() {
        return fields.size();
    }

    /** The maps of one world, by cell size, and the navigation stages steering on them. */
    static final class Maps {

        private final Map<Double, NavigationMap> bySize = new ConcurrentHashMap<>();

        NavigationMap of(World world, double cell) {
            return bySize.computeIfAbsent(cell, size -> new NavigationMap(ClearanceGrid.of(world.obstacles(), world.bounds(), size)));
        }
    }

    /** The navigation stages of the pipelines now steering, for {@link Wayfinding}; a live edit starts a new set. */
    static final class Stages {

        private final List<Navigation> stages = new CopyOnWriteArrayList<>();

        void register(Navigation stage) {
            stages.add(stage);
        }

        List<Navigation> all() {
            return stages;
        }
    }
}
