package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.World;
import org.junit.jupiter.api.Test;

/** Goal reaching and social forces together in the kernel: a corridor with two opposing flows, and a head-on pair. */
class SocialForcesTest {

    private static final double RADIUS = 0.3;
    /** Half the corridor's width (m): its walls are at y = centre ± 2. */
    private static final double HALF_WIDTH = 2;
    /** Half the corridor's length (m): it runs from x = −15 to 15. */
    private static final double HALF_LENGTH = 15;

    @Test
    void theRegistryFindsSocialForcesWithThePapersDefaults() {
        AlgorithmDescriptor<?> descriptor = Crowds.ALGORITHMS.find("social-forces").orElseThrow().descriptor();

        assertThat(descriptor.stage()).isEqualTo(Stage.VELOCITY_SOLVER);
        Map<String, Object> defaults = new LinkedHashMap<>();
        for (ParameterDescriptor<?> parameter : descriptor.parameters()) {
            defaults.put(parameter.id(), parameter.defaultValue());
            assertThat(parameter.description()).as(parameter.id()).isNotBlank();
        }
        assertThat(defaults).containsOnly(entry("relaxationTime", 0.5), entry("agentStrength", 2.1), entry("agentRange", 0.3),
                entry("comovingStrength", 0.02), entry("closingSpeed", 2.0), entry("stepTime", 0.15), entry("viewAngle", 200.0),
                entry("outOfViewWeight", 0.5), entry("obstacleStrength", 10.0),
                entry("obstacleRange", 0.2), entry("obstacleDistance", 2.0), entry("neighbourDistance", 5.0), entry("maxNeighbours", 10L));
        assertThat(Crowds.ALGORITHMS.find("social-forces").orElseThrow().create(Parameters.defaults(descriptor), World.empty()))
                .isInstanceOf(VelocitySolver.class);
    }

    @Test
    void twoOpposingFlowsGetThroughACorridorWithoutBodiesOverlappingOrEnteringTheWalls() {
        List<double[]> walls = corridorWalls(0);
        Crowd.Builder builder = new Crowd.Builder();
        int perDirection = addOpposingFlows(builder, 0);
        Crowd crowd = builder.build();
        double deepestOverlap = 0;
        double deepestIntoWall = Double.NEGATIVE_INFINITY;
        int steps = 0;
        World world = new World(walls);
        List<Pipeline> pipelines = List.of(Crowds.goalAndSocialForces(world, Map.of()));
        try (Simulation simulation = new Simulation(crowd, pipelines, world, 0.1, 1, 1)) {
            for (; steps < 2000 && !Crowds.allArrived(crowd); steps++) {
                simulation.step();
                deepestOverlap = Math.max(deepestOverlap, 2 * RADIUS - Crowds.closestPair(crowd));
                for (int i = 0; i < crowd.size(); i++) {
                    for (double[] wall : walls) {
                        deepestIntoWall = Math.max(deepestIntoWall, RADIUS - signedDistance(wall, crowd.x(i), crowd.y(i)));
                    }
                }
            }
        }

        assertThat(perDirection).isBetween(20, 30);
        assertThat(Crowds.allArrived(crowd)).as("everyone arrived within %d steps", steps).isTrue();
        for (int i = 0; i < crowd.size(); i++) {
            boolean rightwards = i < perDirection;
            assertThat(rightwards ? crowd.x(i) : -crowd.x(i)).as("agent %d at the far end", i).isGreaterThan(HALF_LENGTH);
        }
        // Measured: 0.007 m, all through after 1,700 steps. The jam is chaotic: the groups starting up to 0.75 m
        // further in gave 0.027 to 0.052 m. Bodies may be squeezed a little by the crowd behind, never walked through.
        // Packed tight as a one-way crowd (without the full push near a counterflow) nobody got past the other group.
        assertThat(deepestOverlap).as("deepest overlap of two bodies (m)").isLessThan(0.2 * RADIUS);
        // Measured: bodies kept 0.34 m or more from the walls.
        assertThat(deepestIntoWall).as("deepest a body went into a wall (m)").isLessThan(0);
    }

    @Test
    void twoAgentsHeadOnPassEachOther() {
        Crowd.Builder builder = new Crowd.Builder();
        builder.add(-5, 0, 0, RADIUS, 1.3, 1.8, 1, 0, new double[] {5, 0, 0.1}, false);
        builder.add(5, 0, Math.PI, RADIUS, 1.3, 1.8, 1, 0, new double[] {-5, 0, 0.1}, false);
        Crowd crowd = builder.build();
        World world = World.empty();
        List<Pipeline> pipelines = List.of(Crowds.goalAndSocialForces(world, Map.of()));
        try (Simulation simulation = new Simulation(crowd, pipelines, world, 0.1, 1, 1)) {
            double closest = Crowds.runUntilArrived(simulation, 400);

            assertThat(Crowds.allArrived(crowd)).isTrue();
            assertThat(crowd.x(0)).isGreaterThan(crowd.x(1));
            assertThat(closest).as("closest centre distance (m)").isGreaterThanOrEqualTo(2 * RADIUS);
        }
    }

    @Test
    void theCorridorRunsBitIdenticallyOnOneAndOnTwoThreads() {
        double[][] one = corridors(1);
        double[][] two = corridors(2);

        assertThat(two).isDeepEqualTo(one);
    }

    /**
     * Six corridors side by side, 336 agents: the kernel cuts them into several chunks, so that
     * two threads really share the work.
     */
    private static double[][] corridors(int threads) {
        List<double[]> walls = new ArrayList<>();
        Crowd.Builder builder = new Crowd.Builder();
        for (int c = 0; c < 6; c++) {
            walls.addAll(corridorWalls(10 * c));
            addOpposingFlows(builder, 10 * c);
        }
        Crowd crowd = builder.build();
        double[] startX = new double[crowd.size()];
        for (int i = 0; i < crowd.size(); i++) {
            startX[i] = crowd.x(i);
        }
        World world = new World(walls);
        List<Pipeline> pipelines = List.of(Crowds.goalAndSocialForces(world, Map.of()));
        try (Simulation simulation = new Simulation(crowd, pipelines, world, 0.1, 1, threads)) {
            for (int step = 0; step < 300; step++) {
                simulation.step();
            }
        }
        double[][] state = new double[2][crowd.size()];
        double progress = 0;
        for (int i = 0; i < crowd.size(); i++) {
            state[0][i] = crowd.x(i);
            state[1][i] = crowd.y(i);
            progress += Math.signum(-startX[i]) * (crowd.x(i) - startX[i]) / crowd.size();
        }
        assertThat(progress).as("mean progress along the corridor (m)").isGreaterThan(5);
        return state;
    }

    /** The two walls of a corridor along x around y = centre, 1 m thick, counter-clockwise. */
    private static List<double[]> corridorWalls(double centre) {
        double inner = HALF_WIDTH;
        double outer = HALF_WIDTH + 1;
        return List.of(new double[] {-HALF_LENGTH, centre - outer, HALF_LENGTH, centre - outer, HALF_LENGTH, centre - inner,
            -HALF_LENGTH, centre - inner},
                new double[] {-HALF_LENGTH, centre + inner, HALF_LENGTH, centre + inner, HALF_LENGTH, centre + outer, -HALF_LENGTH,
                    centre + outer});
    }

    /**
     * 28 agents at the left end bound right and 28 at the right end bound left, the rightwards
     * ones first. Each group stands in 8 ranks 0.9 m apart, of 4 and 3 agents in turn, so that
     * the ranks interleave. Each agent's goal is past the far end, spread out, the front ranks'
     * farthest, so that those who arrived first, holding their goals, do not block the exit.
     *
     * @return agents per direction
     */
    private static int addOpposingFlows(Crowd.Builder builder, double centre) {
        int count = 0;
        for (double direction : new double[] {1, -1}) {
            count = 0;
            for (int rank = 0; rank < 8; rank++) {
                double[] lanes = rank % 2 == 0 ? new double[] {-1.2, -0.4, 0.4, 1.2} : new double[] {-0.8, 0, 0.8};
                for (double lane : lanes) {
                    double x = direction * (-14.4 + 0.9 * rank);
                    double[] goal = {direction * (HALF_LENGTH + 3 + 2 * rank), centre + 2.5 * lane, 0.5};
                    builder.add(x, centre + lane, direction > 0 ? 0 : Math.PI, RADIUS, 1.3, 1.8, 1, 0, goal, false);
                    count++;
                }
            }
        }
        return count;
    }

    /** Distance from the point to the polygon's boundary, negative inside. */
    private static double signedDistance(double[] polygon, double x, double y) {
        int n = polygon.length / 2;
        double nearest = Double.POSITIVE_INFINITY;
        boolean inside = false;
        for (int i = 0, j = n - 1; i < n; j = i++) {
            double ax = polygon[2 * j];
            double ay = polygon[2 * j + 1];
            double bx = polygon[2 * i];
            double by = polygon[2 * i + 1];
            double t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) * (bx - ax) + (by - ay) * (by - ay))));
            nearest = Math.min(nearest, Math.hypot(x - ax - t * (bx - ax), y - ay - t * (by - ay)));
            if ((ay > y) != (by > y) && x < (bx - ax) * (y - ay) / (by - ay) + ax) {
                inside = !inside;
            }
        }
        return inside ? -nearest : nearest;
    }
}
