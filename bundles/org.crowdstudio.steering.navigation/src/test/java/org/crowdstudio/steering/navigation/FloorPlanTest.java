package org.crowdstudio.steering.navigation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Optional;

import org.crowdstudio.engine.spi.Bounds;
import org.junit.jupiter.api.Test;

/** The floor plan knows how far each place is from the walls, and a goal's field walks round them. */
class FloorPlanTest {

    /** A wall 0.1 m thin, thinner than a cell, across x = 5 from y = 0 to y = 8, in a 10 m square. */
    private static final List<double[]> THIN_WALL = List.of(new double[] {5, 0, 5.1, 0, 5.1, 8, 5, 8});
    private static final Optional<Bounds> SQUARE = Optional.of(new Bounds(0, 0, 10, 10));

    @Test
    void clearanceIsTheDistanceToTheNearestWallOrBound() {
        ClearanceGrid grid = ClearanceGrid.of(THIN_WALL, SQUARE, 0.2);

        assertThat(grid.clearance(grid.cellAt(3.05, 4.05))).as("2 m west of the wall").isCloseTo(1.9, within(0.15));
        assertThat(grid.clearance(grid.cellAt(5.05, 4.05))).as("in the wall, thinner than a cell").isZero();
        assertThat(grid.clearance(grid.cellAt(0.3, 9.1))).as("0.3 m from the west bound").isCloseTo(0.3, within(0.11));
    }

    @Test
    void aGoalBeyondTheWallIsReachedRoundItsEndNotThroughIt() {
        ClearanceGrid grid = ClearanceGrid.of(THIN_WALL, SQUARE, 0.2);
        GoalField field = GoalField.towards(grid, 8, 2, 0.35);

        double walked = field.distance(grid.cellAt(2, 2));
        // Round the wall's north end with room to pass: 14.3 m as the crow flies round it; eight
        // neighbours measure diagonals in 45° steps, up to 8 % longer (the corners are cut later).
        assertThat(walked).as("walking distance from (2, 2), m, against 6 straight").isBetween(14.3, 14.3 * 1.16);
        double[] corner = new double[2];
        assertThat(field.corner(2, 2, 8, 2, corner)).isTrue();
        assertThat(corner[1]).as("y of the first corner: at the wall's end, with room to pass").isBetween(8.0, 8.8);
        assertThat(corner[0]).as("x of the first corner").isBetween(4.3, 5.3);
    }

    @Test
    void aGoalInAClosedRoomCannotBeReached() {
        List<double[]> closedRoom = List.of(new double[] {6, 6, 9, 6, 9, 6.2, 6, 6.2}, new double[] {6, 8.8, 9, 8.8, 9, 9, 6, 9},
                new double[] {6, 6, 6.2, 6, 6.2, 9, 6, 9}, new double[] {8.8, 6, 9, 6, 9, 9, 8.8, 9});
        ClearanceGrid grid = ClearanceGrid.of(closedRoom, SQUARE, 0.2);
        GoalField field = GoalField.towards(grid, 7.5, 7.5, 0.35);

        assertThat(field.distance(grid.cellAt(2, 2))).isInfinite();
        assertThat(field.corner(2, 2, 7.5, 7.5, new double[2])).isFalse();
    }

    @Test
    void aPlanTooLargeForTheCellSizeGetsCoarserCells() {
        ClearanceGrid grid = ClearanceGrid.of(THIN_WALL, Optional.of(new Bounds(0, 0, 2000, 2000)), 0.2);

        assertThat((long) grid.columns * grid.rows).isLessThanOrEqualTo(ClearanceGrid.MOST_CELLS);
        assertThat(grid.cell).isGreaterThan(0.2);
    }
}
