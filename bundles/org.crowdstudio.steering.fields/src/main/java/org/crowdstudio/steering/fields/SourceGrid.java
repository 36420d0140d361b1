package org.crowdstudio.steering.fields;

import java.util.Arrays;

/**
 * The sources of one field that has many, filed by the cell of the centre of the circle that
 * holds each one's domain ({@link EmitterBounds}): agents once per step, static sources once. A
 * receiver is inside a source's field only inside that circle, and no circle is wider than the
 * field's largest, so it finds every candidate in the few rows of cells within that radius of
 * itself. What it reads of each source (position, facing, speed, circle) is copied into cell
 * order, so neighbouring sources' data lie side by side.
 *
 * <p>Not the kernel's neighbour grid: that files agents by position and answers a radius around
 * the receiver, which must then be the field's reach (the farthest corner of any keyframe) and
 * returns every agent in it, emitting or not. Filed by circle, only sources are visited and the
 * radius is the circle's, about half the reach for a personal space ahead of a walker.
 *
 * <p>Built on one thread in source order, so a receiver visits its sources in the same order for
 * any thread count.
 */
final class SourceGrid {

    /**
     * The length {@link #candidates} needs of its ranges array: cells are at least half the
     * largest radius, so a search disk spans five rows, one more for rounding; two numbers a row.
     */
    static final int RANGES_ROOM = 2 * 6;
    /** More cells than this many per source would mostly be empty: the cell size grows instead. */
    private static final int MAX_CELLS_PER_SOURCE = 4;
    /** Where each number of a source lies in {@link #data}, from the source's first. */
    private static final int CENTRE_X = 0;
    private static final int CENTRE_Y = 1;
    private static final int RADIUS_SQUARED = 2;
    private static final int X = 3;
    private static final int Y = 4;
    private static final int FACING_X = 5;
    private static final int FACING_Y = 6;
    private static final int SPEED = 7;
    private static final int STRIDE = 8;

    /** The widest circle any source's domain can need, m. */
    private final double largestRadius;
    private final double preferredCellSize;
    private final int[] cellOfSource;
    private final double[] scratchX;
    private final double[] scratchY;

    private double minX;
    private double minY;
    private double inverseCellSize;
    private int columns;
    private int rows;
    private int[] cellStart = new int[1];
    private int count;

    /** Per filed source, in cell order: its agent's id, or -1 for a static source. */
    private final int[] id;
    /**
     * Per filed source, in cell order, what receivers read of it side by side (one cache line a
     * source, written once when filed): the circle first, then position, facing and speed.
     */
    private final double[] data;

    /**
     * @param sources the most sources the grid files
     * @param largestRadius no source's circle is wider, m
     */
    SourceGrid(int sources, double largestRadius) {
        this.largestRadius = largestRadius;
        // Half the radius: the rows visited hug the disk a receiver searches more closely than cells of a whole radius.
        this.preferredCellSize = Math.max(largestRadius / 2, 1e-3);
        cellOfSource = new int[sources];
        scratchX = new double[sources];
        scratchY = new double[sources];
        id = new int[sources];
        data = new double[STRIDE * sources];
    }

    /** What the grid reads of each source while it files them. */
    interface Sources {

        /** @return how many sources there are now */
        int count();

        /** @return the id of the k-th source's agent, or -1 for a static source */
        int id(int k);

        double x(int k);

        double y(int k);

        /** @return x of the unit vector the k-th source faces */
        double facingX(int k);

        double facingY(int k);

        /** @return the k-th source's speed, m/s */
        double speed(int k);

        /** @return x of the centre of the circle that holds the k-th source's domain */
        double circleX(int k);

        double circleY(int k);

        /** @return the square of that circle's radius, no more than the grid's largest radius squared */
        double circleRadiusSquared(int k);
    }

    /** Files the sources as they are now. */
    void build(Sources sources) {
        count = sources.count();
        if (count == 0) {
            columns = rows = 0;
            return;
        }
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        minX = Double.POSITIVE_INFINITY;
        minY = Double.POSITIVE_INFINITY;
        for (int k = 0; k < count; k++) {
            scratchX[k] = sources.circleX(k);
            scratchY[k] = sources.circleY(k);
            minX = Math.min(minX, scratchX[k]);
            minY = Math.min(minY, scratchY[k]);
            maxX = Math.max(maxX, scratchX[k]);
            maxY = Math.max(maxY, scratchY[k]);
        }
        double cellSize = preferredCellSize;
        long maxCells = (long) MAX_CELLS_PER_SOURCE * count + 16;
        while (cellsAlong(maxX - minX, cellSize) * cellsAlong(maxY - minY, cellSize) > maxCells) {
            cellSize *= 2;
        }
        inverseCellSize = 1 / cellSize;
        columns = (int) cellsAlong(maxX - minX, cellSize);
        rows = (int) cellsAlong(maxY - minY, cellSize);
        int cells = columns * rows;
        if (cellStart.length < cells + 1) {
            cellStart = new int[Math.max(cells + 1, 2 * cellStart.length)];
        }
        Arrays.fill(cellStart, 0, cells + 1, 0);
        for (int k = 0; k < count; k++) {
            int cell = row(scratchY[k]) * columns + column(scratchX[k]);
            cellOfSource[k] = cell;
            cellStart[cell + 1]++;
        }
        for (int c = 0; c < cells; c++) {
            cellStart[c + 1] += cellStart[c];
        }
        // cellStart[c] now runs ahead as cell c fills; shifted back below.
        for (int k = 0; k < count; k++) {
            int slot = cellStart[cellOfSource[k]]++;
            int at = STRIDE * slot;
            id[slot] = sources.id(k);
            data[at + CENTRE_X] = scratchX[k];
            data[at + CENTRE_Y] = scratchY[k];
            data[at + RADIUS_SQUARED] = sources.circleRadiusSquared(k);
            data[at + X] = sources.x(k);
            data[at + Y] = sources.y(k);
            data[at + FACING_X] = sources.facingX(k);
            data[at + FACING_Y] = sources.facingY(k);
            data[at + SPEED] = sources.speed(k);
        }
        System.arraycopy(cellStart, 0, cellStart, 1, cells);
        cellStart[0] = 0;
    }

    private static long cellsAlong(double extent, double cellSize) {
        return (long) (extent / cellSize) + 1;
    }

    private int column(double px) {
        return within((px - minX) * inverseCellSize, columns - 1);
    }

    private int row(double py) {
        return within((py - minY) * inverseCellSize, rows - 1);
    }

    /** The cell index of a position in cells from the grid's corner, clamped to [0, last]; NaN lands in 0. */
    private static int within(double cells, int last) {
        // Clamped first, so truncation is the floor; comparisons, which a receiver inside the grid predicts.
        return cells < 0 ? 0 : cells > last ? last : (int) cells;
    }

    /**
     * The slots of the sources whose circle may hold (px, py), as ranges: a row of cells is one
     * run of consecutive slots.
     *
     * @param ranges receives start and end (exclusive) of each run; its length is at least {@link #RANGES_ROOM}
     * @return how many numbers were written (twice the runs)
     */
    int candidates(double px, double py, int[] ranges) {
        if (count == 0) {
            return 0;
        }
        double left = (px - largestRadius - minX) * inverseCellSize;
        double right = (px + largestRadius - minX) * inverseCellSize;
        double bottom = (py - largestRadius - minY) * inverseCellSize;
        double top = (py + largestRadius - minY) * inverseCellSize;
        if (right < 0 || left >= columns || top < 0 || bottom >= rows) {
            return 0;
        }
        int firstColumn = column(px - largestRadius);
        int lastColumn = column(px + largestRadius);
        int lastRow = row(py + largestRadius);
        int written = 0;
        for (int r = row(py - largestRadius); r <= lastRow; r++) {
            int start = cellStart[r * columns + firstColumn];
            int end = cellStart[r * columns + lastColumn + 1];
            if (start < end) {
                ranges[written++] = start;
                ranges[written++] = end;
            }
        }
        return written;
    }

    /** @return how many slots the runs {@link #candidates} wrote hold: the room {@link #holding} may need */
    static int slotsIn(int[] ranges, int written) {
        int slots = 0;
        for (int r = 0; r < written; r += 2) {
            slots += ranges[r + 1] - ranges[r];
        }
        return slots;
    }

    /**
     * The slots among the candidates whose source's circle holds (px, py), in slot order, the
     * receiver's own source left out. The test is arithmetic, not a branch per slot: whether a
     * receiver is in a neighbour's circle is close to a coin toss, which the processor cannot
     * predict, and a mispredicted branch costs about as much as the test.
     *
     * @param ranges and written as {@link #candidates} gave them
     * @param self the receiver's id, whose own source is left out
     * @param holding receives the slots; at least {@link #slotsIn} long
     * @return how many slots were written
     */
    int holding(int[] ranges, int written, double px, double py, int self, int[] holding) {
        int found = 0;
        for (int r = 0; r < written; r += 2) {
            int end = ranges[r + 1];
            for (int slot = ranges[r]; slot < end; slot++) {
                int at = STRIDE * slot;
                double dx = px - data[at + CENTRE_X];
                double dy = py - data[at + CENTRE_Y];
                // The sign bit of r² − d² is 1 outside the circle; an id other than self has (other | −other) < 0.
                long inside = ~Double.doubleToRawLongBits(data[at + RADIUS_SQUARED] - (dx * dx + dy * dy)) >>> 63;
                int other = id[slot] ^ self;
                holding[found] = slot;
                found += (int) inside & (other | -other) >>> 31;
            }
        }
        return found;
    }

    double x(int slot) {
        return data[STRIDE * slot + X];
    }

    double y(int slot) {
        return data[STRIDE * slot + Y];
    }

    double facingX(int slot) {
        return data[STRIDE * slot + FACING_X];
    }

    double facingY(int slot) {
        return data[STRIDE * slot + FACING_Y];
    }

    double speed(int slot) {
        return data[STRIDE * slot + SPEED];
    }
}
