package org.crowdstudio.steering.navigation;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.crowdstudio.engine.spi.Bounds;

/**
 * Whether a body can walk from one place to another on a floor plan, and if not, why: walls close
 * the way off, or its narrowest gap is narrower than the body. The widest way is found (the path
 * whose narrowest point is widest, a Dijkstra that keeps the larger bottleneck), so the gap named
 * is the one the artist has to widen. For validation: built once per plan, asked per start and goal.
 */
public final class Reachability {

    /** How far round a start or a goal the roomiest cell is looked for, metres: a spawn's centre may stand by a wall. */
    private static final double ROOM_SEARCH = 1;

    private final ClearanceGrid grid;

    /** The verdict on one way. */
    public enum Verdict {
        /** The body can walk it. */
        REACHABLE,
        /** There is a way, but its narrowest gap is narrower than the body. */
        TOO_NARROW,
        /** Walls close the goal off from the start. */
        WALLED_OFF,
        /** The start or the goal lies off the plan, or inside an obstacle. */
        OFF_THE_PLAN
    }

    /**
     * @param narrowestGap the width of the way's narrowest gap, metres (twice its clearance); NaN unless too narrow
     */
    public record Result(Verdict verdict, double narrowestGap) {
    }

    private Reachability(ClearanceGrid grid) {
        this.grid = grid;
    }

    /**
     * The plan of a world's obstacles and bounds.
     *
     * @param bounds the world's bounds, or empty for an open plane round the obstacles
     * @param cell the plan's cell size, metres
     */
    public static Reachability of(List<double[]> obstacles, Optional<Bounds> bounds, double cell) {
        return new Reachability(ClearanceGrid.of(obstacles, bounds, cell));
    }

    /**
     * @param needed the clearance the body needs from walls, metres: its radius and navigation's
     *        wall margin, rounded up as navigation rounds it
     */
    public Result between(double fromX, double fromY, double toX, double toY, double needed) {
        double radius = NavigationMap.clearanceClass(needed) * NavigationMap.CLEARANCE_STEP;
        if (grid == null) {
            return new Result(Verdict.REACHABLE, Double.NaN);
        }
        int start = roomiestNear(fromX, fromY);
        int goal = roomiestNear(toX, toY);
        if (start < 0 || goal < 0) {
            return new Result(Verdict.OFF_THE_PLAN, Double.NaN);
        }
        double bottleneck = widestWay(start, goal);
        if (bottleneck <= 0) {
            return new Result(Verdict.WALLED_OFF, Double.NaN);
        }
        return bottleneck >= radius ? new Result(Verdict.REACHABLE, Double.NaN) : new Result(Verdict.TOO_NARROW, 2 * bottleneck);
    }

    /**
     * The point's own cell when it is free, else the free cell with the most room within
     * {@value #ROOM_SEARCH} m in sight of it (a spawn's centre may fall on a pillar); -1 for none.
     */
    private int roomiestNear(double x, double y) {
        int own = grid.cellAt(x, y);
        if (own < 0) {
            return -1;
        }
        if (grid.clearance(own) > 0) {
            return own;
        }
        int reach = (int) Math.ceil(ROOM_SEARCH / grid.cell);
        int column = (int) Math.floor((x - grid.originX) / grid.cell);
        int row = (int) Math.floor((y - grid.originY) / grid.cell);
        int best = -1;
        for (int r = Math.max(0, row - reach); r <= Math.min(grid.rows - 1, row + reach); r++) {
            for (int c = Math.max(0, column - reach); c <= Math.min(grid.columns - 1, column + reach); c++) {
                int index = r * grid.columns + c;
                if (grid.clearance(index) > 0 && Math.hypot(grid.centreX(index) - x, grid.centreY(index) - y) <= ROOM_SEARCH
                        && grid.clearLine(grid.centreX(index), grid.centreY(index), x, y, Double.MIN_VALUE)
                        && (best < 0 || grid.clearance(index) > grid.clearance(best))) {
                    best = index;
                }
            }
        }
        return best;
    }

    /** The largest clearance a way from start to goal can keep all along, 0 when there is no way. */
    private double widestWay(int start, int goal) {
        double[] widest = new double[grid.size()];
        Arrays.fill(widest, -1);
        CellQueue queue = new CellQueue();
        widest[start] = grid.clearance(start);
        queue.push(start, -widest[start]);
        while (!queue.isEmpty()) {
            double key = -queue.peekKey();
            int cell = queue.pop();
            if (key < widest[cell]) {
                continue;
            }
            if (cell == goal) {
                return Math.min(key, grid.clearance(goal));
            }
            for (int k = 0; k < ClearanceGrid.DIRECTIONS; k++) {
                int next = grid.neighbour(cell, k);
                if (next < 0) {
                    continue;
                }
                double through = Math.min(key, grid.passage(cell, k, next));
                if (grid.clearance(next) > 0 && through > widest[next]) {
                    widest[next] = through;
                    queue.push(next, -through);
                }
            }
        }
        return 0;
    }
}
