package org.crowdstudio.steering.anisotropic;

/**
 * Observed motion into direction weights (AF paper §3.5). The paper turns the optical flow of a
 * video into the same marks a brush leaves and bakes them like strokes (§3.4); here a trajectory
 * is that mark: a stroke of full weight along the path walked. Each stretch counts by its length,
 * so where people walk counts and where they stand jittering does not. The range spreads a path
 * over the cells beside it, as a lane is wider than the line one walker draws: without it a
 * fine grid learned from a few hundred walkers is a scatter of single-direction cells.
 */
public final class TrajectoryLearning {

    /**
     * How far beside a path its direction counts, metres: about a shoulder width each side. On the
     * channel example, 0.3 m left the learned field a scatter between walkers' lines (divergence
     * 0.39 from the sketch that steered them), 0.5 m joins them into lanes (0.32) and 1 m blurs
     * the two lanes of a channel into each other.
     */
    public static final double RANGE = 0.5;

    /** How far a stored path may stray from the observed one, metres: a walker's sway and a tracker's jitter, not a turn. */
    public static final double TOLERANCE = 0.1;

    /** The brush's falloff φ (§3.4), so a learned mark and a painted one weigh alike. */
    public static final double FALLOFF = 1.5;

    private final StrokeBaker baker;
    private final double range;

    public TrajectoryLearning(DistributionAccumulator target) {
        this.baker = new StrokeBaker(target);
        // On a coarse grid a path must still reach the cell it crosses.
        this.range = Math.max(RANGE, target.grid().cellSize());
    }

    /** @param xy a trajectory's points, x then y, in time order */
    public void add(double[] xy) {
        if (xy.length >= 4) {
            baker.add(xy, 1, range, FALLOFF);
        }
    }

    /**
     * @return how closely a trajectory is kept when it is stored, metres: {@link #TOLERANCE}, or a
     *         quarter of a cell on a coarse grid, so that no stretch moves into another cell's direction
     */
    public static double tolerance(CellGrid grid) {
        return Math.max(TOLERANCE, grid.cellSize() / 4);
    }
}
