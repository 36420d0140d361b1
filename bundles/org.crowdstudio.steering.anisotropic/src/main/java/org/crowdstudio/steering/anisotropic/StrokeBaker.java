package org.crowdstudio.steering.anisotropic;

/**
 * Brush strokes into direction weights (AF paper §3.4, Algorithm 1): a stroke is cut into short
 * pieces; each piece adds, to every cell whose centre lies within the stroke's range ρ_c of it,
 * the weight τ = μ_c D^−φ (eq. 5) in the piece's direction, D the distance from the piece. Pieces
 * are half a cell long and each adds in proportion to its length, so a stroke's effect does not
 * depend on how finely it was drawn; D is at least half a cell, so a cell on the stroke gets a
 * large weight, not an infinite one.
 */
public final class StrokeBaker {

    private final DistributionAccumulator target;

    public StrokeBaker(DistributionAccumulator target) {
        this.target = target;
    }

    /**
     * @param xy the stroke's points, x then y, in drawing order (at least two)
     * @param weight μ_c in [0, 1]
     * @param range ρ_c, metres
     * @param falloff φ (the paper: 1.5)
     */
    public void add(double[] xy, double weight, double range, double falloff) {
        double piece = target.grid().cellSize() / 2;
        for (int p = 0; p + 3 < xy.length; p += 2) {
            double ax = xy[p];
            double ay = xy[p + 1];
            double dx = xy[p + 2] - ax;
            double dy = xy[p + 3] - ay;
            double length = Math.sqrt(dx * dx + dy * dy);
            if (length == 0) {
                continue;
            }
            double angle = StrictMath.atan2(dy, dx);
            int pieces = (int) Math.ceil(length / piece);
            for (int k = 0; k < pieces; k++) {
                double from = (double) k / pieces;
                double to = (double) (k + 1) / pieces;
                addPiece(ax + from * dx, ay + from * dy, ax + to * dx, ay + to * dy, angle, weight * length / pieces / target.grid().cellSize(), range,
                        falloff);
            }
        }
    }

    private void addPiece(double ax, double ay, double bx, double by, double angle, double weight, double range, double falloff) {
        CellGrid grid = target.grid();
        double size = grid.cellSize();
        double nearest = size / 2;
        int firstColumn = (int) Math.floor((Math.min(ax, bx) - range - grid.originX()) / size);
        int lastColumn = (int) Math.floor((Math.max(ax, bx) + range - grid.originX()) / size);
        int firstRow = (int) Math.floor((Math.min(ay, by) - range - grid.originY()) / size);
        int lastRow = (int) Math.floor((Math.max(ay, by) + range - grid.originY()) / size);
        firstColumn = Math.max(firstColumn, 0);
        firstRow = Math.max(firstRow, 0);
        lastColumn = Math.min(lastColumn, grid.columns() - 1);
        lastRow = Math.min(lastRow, grid.rows() - 1);
        double px = bx - ax;
        double py = by - ay;
        double lengthSquared = px * px + py * py;
        for (int row = firstRow; row <= lastRow; row++) {
            double cy = grid.originY() + (row + 0.5) * size;
            for (int column = firstColumn; column <= lastColumn; column++) {
                double cx = grid.originX() + (column + 0.5) * size;
                double along = lengthSquared == 0 ? 0 : Math.clamp(((cx - ax) * px + (cy - ay) * py) / lengthSquared, 0, 1);
                double ox = cx - (ax + along * px);
                double oy = cy - (ay + along * py);
                double distance = Math.sqrt(ox * ox + oy * oy);
                if (distance < range) {
                    target.add(column, row, angle, weight * Math.pow(Math.max(distance, nearest), -falloff));
                }
            }
        }
    }
}
