package org.crowdstudio.compiler;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.crowdstudio.compiler.spi.Polygons;

/**
 * Where a new agent may stand at the start: not inside or touching an obstacle, not overlapping an
 * agent placed before. Placed agents are kept in a hash grid so each check looks at a few only.
 */
final class FreeSpace {

    private final List<double[]> obstacles;
    private final double cellSize;
    private final Map<Long, List<double[]>> cells = new HashMap<>();

    /**
     * @param obstacles obstacle polygons
     * @param largestRadius the largest body radius of any agent
     */
    FreeSpace(List<double[]> obstacles, double largestRadius) {
        this.obstacles = obstacles;
        this.cellSize = Math.max(2 * largestRadius, 0.01);
    }

    /** Records an agent standing at (x, y). */
    void occupy(double x, double y, double radius) {
        cells.computeIfAbsent(key(cell(x), cell(y)), key -> new ArrayList<>()).add(new double[] {x, y, radius});
    }

    /** Forgets an agent recorded at (x, y): a placement given up. */
    void vacate(double x, double y, double radius) {
        List<double[]> cell = cells.get(key(cell(x), cell(y)));
        if (cell != null) {
            cell.removeIf(other -> other[0] == x && other[1] == y && other[2] == radius);
        }
    }

    /** @return whether a body of this radius at (x, y) touches no obstacle and no placed agent */
    boolean isFree(double x, double y, double radius) {
        for (double[] obstacle : obstacles) {
            if (Polygons.contains(obstacle, x, y) || Polygons.distanceToBoundary(obstacle, x, y) < radius) {
                return false;
            }
        }
        long column = cell(x);
        long row = cell(y);
        for (long r = row - 1; r <= row + 1; r++) {
            for (long c = column - 1; c <= column + 1; c++) {
                for (double[] other : cells.getOrDefault(key(c, r), List.of())) {
                    if (Math.hypot(other[0] - x, other[1] - y) < other[2] + radius) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    private long cell(double coordinate) {
        return (long) Math.floor(coordinate / cellSize);
    }

    private static long key(long column, long row) {
        return column * 0x9E3779B97F4A7C15L ^ row;
    }
}
