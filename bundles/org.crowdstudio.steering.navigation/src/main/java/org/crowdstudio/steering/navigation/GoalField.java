package org.crowdstudio.steering.navigation;

import java.util.Arrays;

/**
 * How far every cell is from one goal, walking, for bodies that need a given clearance: the
 * floor field of that goal (Dijkstra over the cells clear enough, eight neighbours, a diagonal
 * step only where both cells beside it are clear, so that no path cuts a wall's corner). Any
 * number of agents heading for the goal share it; each reads its way down the field from where it
 * stands. Immutable once built.
 */
final class GoalField {

    /** A path is followed down the field for at most this many cells when looking for its corner. */
    static final int LONGEST_LOOK = 2048;
    /** How far round the goal clear cells are sought when the goal itself stands too near a wall, metres. */
    private static final double GOAL_REACH = 1.5;

    private final ClearanceGrid grid;
    private final double needed;
    private final float[] distance;

    private GoalField(ClearanceGrid grid, double needed, float[] distance) {
        this.grid = grid;
        this.needed = needed;
        this.distance = distance;
    }

    /**
     * The field of a goal for bodies needing this clearance. Where the goal's own cell is not
     * clear enough (a goal in a doorway's jamb, say), the clear cells within {@value #GOAL_REACH} m
     * of it start the search at their straight distance from it.
     */
    static GoalField towards(ClearanceGrid grid, double goalX, double goalY, double needed) {
        float[] distance = new float[grid.size()];
        Arrays.fill(distance, Float.POSITIVE_INFINITY);
        CellQueue queue = new CellQueue();
        int goal = grid.cellAt(goalX, goalY);
        if (goal >= 0 && grid.clearance(goal) >= needed) {
            seed(grid, goal, goalX, goalY, distance, queue);
        } else {
            int reach = (int) Math.ceil(GOAL_REACH / grid.cell);
            int column = (int) Math.floor((goalX - grid.originX) / grid.cell);
            int row = (int) Math.floor((goalY - grid.originY) / grid.cell);
            for (int r = Math.max(0, row - reach); r <= Math.min(grid.rows - 1, row + reach); r++) {
                for (int c = Math.max(0, column - reach); c <= Math.min(grid.columns - 1, column + reach); c++) {
                    int index = r * grid.columns + c;
                    if (grid.clearance(index) >= needed && Math.hypot(grid.centreX(index) - goalX, grid.centreY(index) - goalY) <= GOAL_REACH
                            && grid.clearLine(grid.centreX(index), grid.centreY(index), goalX, goalY, Double.MIN_VALUE)) {
                        seed(grid, index, goalX, goalY, distance, queue);
                    }
                }
            }
        }
        double diagonal = grid.cell * Math.sqrt(2);
        while (!queue.isEmpty()) {
            double key = queue.peekKey();
            int cell = queue.pop();
            // Stale entry: the cell was reached more cheaply since (compared as stored, in float).
            if ((float) key > distance[cell]) {
                continue;
            }
            for (int k = 0; k < ClearanceGrid.DIRECTIONS; k++) {
                int next = grid.neighbour(cell, k);
                if (next < 0 || grid.passage(cell, k, next) < needed) {
                    continue;
                }
                double through = key + (ClearanceGrid.diagonal(k) ? diagonal : grid.cell);
                if ((float) through < distance[next]) {
                    distance[next] = (float) through;
                    queue.push(next, through);
                }
            }
        }
        return new GoalField(grid, needed, distance);
    }

    private static void seed(ClearanceGrid grid, int cell, double goalX, double goalY, float[] distance, CellQueue queue) {
        double straight = Math.hypot(grid.centreX(cell) - goalX, grid.centreY(cell) - goalY);
        distance[cell] = (float) straight;
        queue.push(cell, straight);
    }

    /** @return metres to walk from the cell to the goal; infinite where the goal cannot be reached */
    double distance(int cell) {
        return distance[cell];
    }

    /**
     * The farthest point of the shortest path from (x, y) towards the goal that a body can walk
     * to in a straight line. The path's cells are followed down the field only as far as they are
     * looked at, and tested by sight from the body looking farther by doubling then narrowing
     * down, so finding the corner costs a few straight-line tests rather than one per cell.
     *
     * @param goalX the goal itself, walked to straight once the whole path is in sight
     * @param out receives the corner's x and y, or NaN, NaN when the goal itself is in sight
     * @return false where the goal cannot be reached from here
     */
    boolean corner(double x, double y, double goalX, double goalY, double[] out) {
        int start = startCell(x, y);
        if (start < 0 || !Float.isFinite(distance[start])) {
            return false;
        }
        Path path = PATH.get();
        path.reset(start);
        int seen = 0;
        int step = 1;
        while (path.reaches(this, seen + step) && visible(x, y, path.cell(seen + step))) {
            seen += step;
            step *= 2;
        }
        for (step /= 2; step >= 1; step /= 2) {
            if (path.reaches(this, seen + step) && visible(x, y, path.cell(seen + step))) {
                seen += step;
            }
        }
        // The whole way is in sight: straight on to the goal, even where the goal itself stands
        // too near a wall for the field to reach it (the path then ends beside it).
        if (!path.reaches(this, seen + 1)) {
            out[0] = Double.NaN;
            out[1] = Double.NaN;
            return true;
        }
        int corner = seen == 0 && path.reaches(this, 1) ? path.cell(1) : path.cell(seen);
        out[0] = grid.centreX(corner);
        out[1] = grid.centreY(corner);
        return true;
    }

    /**
     * The way from (x, y) to the goal as the corners agents walk to one after the other, x and y
     * side by side: (x, y), each corner, then the goal once the rest of the way is in sight. At
     * most {@code mostCorners} corners; empty where the goal cannot be reached from (x, y).
     */
    double[] way(double x, double y, double goalX, double goalY, int mostCorners) {
        double[] way = new double[2 * (mostCorners + 2)];
        way[0] = x;
        way[1] = y;
        int points = 1;
        double[] corner = new double[2];
        while (points <= mostCorners) {
            if (!corner(way[2 * points - 2], way[2 * points - 1], goalX, goalY, corner)) {
                return points == 1 ? new double[0] : Arrays.copyOf(way, 2 * points);
            }
            boolean goalInSight = Double.isNaN(corner[0]);
            way[2 * points] = goalInSight ? goalX : corner[0];
            way[2 * points + 1] = goalInSight ? goalY : corner[1];
            points++;
            if (goalInSight) {
                break;
            }
        }
        return Arrays.copyOf(way, 2 * points);
    }

    /** The cells of one path down the field, extended as far as asked; one per thread, reused. */
    private static final class Path {

        private final int[] cells = new int[LONGEST_LOOK];
        private int length;
        private boolean bottom;

        void reset(int start) {
            cells[0] = start;
            length = 1;
            bottom = false;
        }

        /** @return whether the path has a cell at this index, following it down the field as needed */
        boolean reaches(GoalField field, int index) {
            while (length <= index && !bottom && length < LONGEST_LOOK) {
                int next = field.downhill(cells[length - 1]);
                if (next < 0) {
                    bottom = true;
                } else {
                    cells[length++] = next;
                }
            }
            return index < length;
        }

        int cell(int index) {
            return cells[index];
        }
    }

    private static final ThreadLocal<Path> PATH = ThreadLocal.withInitial(Path::new);

    private boolean visible(double x, double y, int cell) {
        return grid.clearLine(x, y, grid.centreX(cell), grid.centreY(cell), needed);
    }

    /**
     * The reachable cell the body starts from: its own, or where it was pushed too near a wall,
     * the best reachable cell within two cells.
     */
    private int startCell(double x, double y) {
        int own = grid.cellAt(x, y);
        if (own < 0) {
            return -1;
        }
        if (Float.isFinite(distance[own])) {
            return own;
        }
        int column = own % grid.columns;
        int row = own / grid.columns;
        int best = -1;
        double bestCost = Double.POSITIVE_INFINITY;
        for (int r = Math.max(0, row - 2); r <= Math.min(grid.rows - 1, row + 2); r++) {
            for (int c = Math.max(0, column - 2); c <= Math.min(grid.columns - 1, column + 2); c++) {
                int index = r * grid.columns + c;
                double cost = distance[index] + Math.hypot(grid.centreX(index) - x, grid.centreY(index) - y);
                if (cost < bestCost) {
                    bestCost = cost;
                    best = index;
                }
            }
        }
        return best;
    }

    /** The neighbour nearest the goal, or -1 at the bottom of the field. */
    private int downhill(int cell) {
        int best = -1;
        double lowest = distance[cell];
        for (int k = 0; k < ClearanceGrid.DIRECTIONS; k++) {
            int next = grid.neighbour(cell, k);
            // A diagonal step only where both cells beside it are clear, as the field was made.
            if (next < 0 || grid.corner(cell, k) < needed) {
                continue;
            }
            if (distance[next] < lowest) {
                lowest = distance[next];
                best = next;
            }
        }
        return best;
    }
}
