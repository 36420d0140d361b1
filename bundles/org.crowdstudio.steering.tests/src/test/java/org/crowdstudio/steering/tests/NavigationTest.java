package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.compiler.spi.Polygons;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.WaypointModifier;
import org.crowdstudio.engine.spi.World;
import org.junit.jupiter.api.Test;

/**
 * Agents find their way round walls with no waypoint given: out of a room whose door is on the far
 * side, round a U-turn, through a maze, a bottleneck and a corner. All arrive, none stands in a
 * wall, and the trajectories are the same for any number of threads.
 */
class NavigationTest {

    private static final double WALL = 0.2;

    /** A wall from (x0, y0) to (x1, y1), the rectangle between them, counter-clockwise. */
    private static double[] wall(double x0, double y0, double x1, double y1) {
        return new double[] {x0, y0, x1, y0, x1, y1, x0, y1};
    }

    /** A 10 m room whose only door, 1.2 m wide, is at the east end of its north wall. */
    private static List<double[]> roomWithDoorBehind() {
        return List.of(wall(-WALL, -WALL, 10 + WALL, 0), wall(-WALL, 0, 0, 10), wall(10, 0, 10 + WALL, 10), wall(-WALL, 10, 8.4, 10 + WALL),
                wall(9.6, 10, 10 + WALL, 10 + WALL));
    }

    private static Pipeline pipeline(World world, boolean navigating) {
        SteeringAlgorithm<?> goal = Crowds.ALGORITHMS.find("goal-reaching").orElseThrow();
        SteeringAlgorithm<?> orca = Crowds.ALGORITHMS.find("orca").orElseThrow();
        VelocitySource source = (VelocitySource) goal.create(Parameters.defaults(goal.descriptor()), world);
        VelocitySolver solver = (VelocitySolver) orca.create(Parameters.defaults(orca.descriptor()), world);
        List<WaypointModifier> modifiers = new ArrayList<>();
        if (navigating) {
            SteeringAlgorithm<?> navigation = Crowds.ALGORITHMS.find("navigation").orElseThrow();
            modifiers.add((WaypointModifier) navigation.create(Parameters.defaults(navigation.descriptor()), world));
        }
        return new Pipeline(modifiers, List.of(source), new double[] {1}, true, solver, null, Pipeline.AGENT_STIFFNESS,
                Pipeline.OBSTACLE_STIFFNESS);
    }

    /**
     * Agents on a lattice of columns × rows from (x, y), 0.9 m apart, each to its own point of a
     * lattice round the goal, goalColumns wide.
     */
    private static Crowd crowd(double x, double y, int columns, int rows, double goalX, double goalY, int goalColumns) {
        Crowd.Builder builder = new Crowd.Builder();
        int goalRows = (columns * rows + goalColumns - 1) / goalColumns;
        for (int k = 0; k < columns * rows; k++) {
            double[] goal = {goalX + 0.9 * (k % goalColumns - (goalColumns - 1) / 2.0), goalY + 0.9 * (k / goalColumns - (goalRows - 1) / 2.0), 0.4};
            builder.add(x + 0.9 * (k % columns), y + 0.9 * (k / columns), 0, 0.25, 1.3, 1.8, 80, 0, goal, false);
        }
        return builder.build();
    }

    /** What a run did: whether all arrived, when, and the deepest any body stood in a wall. */
    private record Outcome(boolean allArrived, double seconds, double deepestInWall, double[] positions) {
    }

    private static Outcome run(List<double[]> walls, Crowd crowd, boolean navigating, double seconds, int threads) {
        World world = new World(walls);
        double deepest = 0;
        int steps = 0;
        try (Simulation simulation = new Simulation(crowd, List.of(pipeline(world, navigating)), world, 0.1, 7, threads)) {
            for (; steps < seconds * 10 && !Crowds.allArrived(crowd); steps++) {
                simulation.step();
                for (int i = 0; i < crowd.size(); i++) {
                    for (double[] wall : walls) {
                        if (Polygons.contains(wall, crowd.x(i), crowd.y(i))) {
                            deepest = Math.max(deepest, depth(wall, crowd.x(i), crowd.y(i)));
                        }
                    }
                }
            }
        }
        double[] positions = new double[2 * crowd.size()];
        for (int i = 0; i < crowd.size(); i++) {
            positions[2 * i] = crowd.x(i);
            positions[2 * i + 1] = crowd.y(i);
        }
        return new Outcome(Crowds.allArrived(crowd), steps / 10.0, deepest, positions);
    }

    @Test
    void everyoneLeavesTheRoomByTheDoorBehindThemWithNoWaypointGiven() {
        Outcome straight = run(roomWithDoorBehind(), crowd(2, 2, 5, 4, 12, -2, 5), false, 120, 2);
        Outcome navigating = run(roomWithDoorBehind(), crowd(2, 2, 5, 4, 12, -2, 5), true, 90, 2);

        assertThat(straight.allArrived()).as("without navigation, the room's twenty walk into its south wall").isFalse();
        assertThat(navigating.allArrived()).as("with navigation, all twenty out through the door and at the goal within 90 s").isTrue();
        assertThat(navigating.deepestInWall()).as("deepest any centre stood inside a wall, m").isZero();
    }

    @Test
    void aUTurnCorridorIsFollowedRoundItsEnd() {
        // Two corridors 2 m wide, one above the other, joined at their east end.
        List<double[]> walls = List.of(wall(-WALL, -WALL, 14 + WALL, 0), wall(-WALL, 2, 12, 3), wall(-WALL, 5, 14 + WALL, 5 + WALL),
                wall(14, -WALL, 14 + WALL, 5 + WALL), wall(-WALL, 0, 0, 2), wall(-WALL, 3, 0, 5));
        Outcome outcome = run(walls, crowd(0.8, 0.5, 5, 2, 2.5, 4, 5), true, 60, 2);

        assertThat(outcome.allArrived()).as("all ten round the U-turn within 60 s").isTrue();
        assertThat(outcome.deepestInWall()).isZero();
    }

    @Test
    void aMazeIsWalkedThroughItsAlternatingGaps() {
        List<double[]> walls = List.of(wall(-WALL, -WALL, 12 + WALL, 0), wall(-WALL, 12, 12 + WALL, 12 + WALL), wall(-WALL, 0, 0, 12),
                wall(12, 0, 12 + WALL, 12), wall(0, 3, 10, 3 + WALL), wall(2, 6, 12, 6 + WALL), wall(0, 9, 10, 9 + WALL));
        Outcome outcome = run(walls, crowd(1, 0.8, 4, 2, 3, 10.5, 4), true, 90, 2);

        assertThat(outcome.allArrived()).as("all eight through the maze within 90 s").isTrue();
        assertThat(outcome.deepestInWall()).isZero();
    }

    @Test
    void aCrowdSqueezesThroughABottleneckAndNoneStaysBehind() {
        // A 1.2 m gap in a wall between two halls; thirty agents go from one to the other.
        List<double[]> walls = List.of(wall(10, -10, 10 + WALL, -0.6), wall(10, 0.6, 10 + WALL, 10), wall(-WALL, -10 - WALL, 20, -10),
                wall(-WALL, 10, 20, 10 + WALL));
        Outcome outcome = run(walls, crowd(2, -6, 5, 6, 15, 5, 5), true, 90, 2);

        assertThat(outcome.allArrived()).as("all thirty through the gap within 90 s").isTrue();
        assertThat(outcome.deepestInWall()).isZero();
    }

    @Test
    void aCornerIsTurnedWithoutBrushingIt() {
        // An L-shaped corridor 2 m wide: east along y in [0, 2], then north along x in [10, 12].
        List<double[]> walls = List.of(wall(-WALL, -WALL, 12 + WALL, 0), wall(-WALL, 2, 10, 12), wall(12, 0, 12 + WALL, 12),
                wall(-WALL, 0, 0, 2));
        Outcome outcome = run(walls, crowd(0.6, 0.5, 4, 2, 11, 9.5, 2), true, 40, 2);

        assertThat(outcome.allArrived()).as("all eight round the corner within 40 s").isTrue();
        assertThat(outcome.deepestInWall()).isZero();
    }

    @Test
    void theWayOutIsTheSameForAnyNumberOfThreads() {
        double[] one = run(roomWithDoorBehind(), crowd(2, 2, 5, 4, 12, -2, 5), true, 30, 1).positions();
        double[] two = run(roomWithDoorBehind(), crowd(2, 2, 5, 4, 12, -2, 5), true, 30, 2).positions();
        double[] four = run(roomWithDoorBehind(), crowd(2, 2, 5, 4, 12, -2, 5), true, 30, 4).positions();

        assertThat(two).isEqualTo(one);
        assertThat(four).isEqualTo(one);
    }


    /** How far inside an axis-aligned wall rectangle a point is. */
    private static double depth(double[] wall, double x, double y) {
        return Math.min(Math.min(x - wall[0], wall[2] - x), Math.min(y - wall[1], wall[5] - y));
    }
}
