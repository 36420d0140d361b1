package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.World;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The circle swap of RVO2's Circle example in our units: 250 agents of radius 0.3 m evenly on a
 * circle, each walking to the point opposite, with goal reaching, ORCA at its defaults and contact
 * forces. RVO2's example (agents of radius 1.5 on a circle of radius 200) scaled to our 0.3 m
 * agents puts them on a circle of radius 40 m, 1.0 m apart centre to centre: 3.35 radii, as in
 * RVO2. (On a circle of radius 20 m they would be 0.503 m apart, a third of a radius into each
 * other from the start; pushed apart, they form a ring of radius 23.9 m, shoulder to shoulder,
 * that stands like an arch: nobody moves again.)
 *
 * <p>As in RVO2's example, the crowd is through when all stand within 0.1 m of their goals at the
 * same time. An agent that has arrived holds its goal: late-comers may push it aside on their way
 * to their own goals, and it walks back.
 *
 * <p>Everyone keeps right by 10° ({@code sidePreference}): the crowd turns into a roundabout around
 * the centre instead of meeting head-on in it. Without it the crowd collides with itself at the
 * centre, ORCA's half-planes have no common solution for about a fifth of the agent-steps, and the
 * deepest overlap grows with the time step: 10 to 14% of a radius at 0.02 s, 2 to 3% at 0.01 s;
 * at 0.005 s the ring closes before anyone gets ahead, and stands. With it, at the time step used
 * here, the deepest overlap is 0.1 to 0.35% of a radius (seeds 1 to 20), and below 1% from 0.01 s
 * to 0.05 s, from 8° to 20°, and for 100 to 500 agents.
 */
class CircleSwapTest {

    private static final int AGENTS = 250;
    private static final double RADIUS = 0.3;
    private static final double CIRCLE_RADIUS = 40;
    private static final double PREFERRED_SPEED = 1.3;
    private static final double MAX_SPEED = 1.8;
    private static final double ARRIVAL = 0.1;
    private static final double TIME_STEP = 0.02;
    private static final double KEEP_RIGHT = 10;
    /** About twice what the crowd needs: all are in by about 75 s. */
    private static final int MAX_STEPS = (int) (150 / TIME_STEP);

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void everyoneReachesTheOppositePointWithoutOverlappingMoreThanOnePercentOfARadius(long seed) {
        Crowd.Builder builder = new Crowd.Builder();
        for (int i = 0; i < AGENTS; i++) {
            double angle = 2 * Math.PI * i / AGENTS;
            double x = CIRCLE_RADIUS * Math.cos(angle);
            double y = CIRCLE_RADIUS * Math.sin(angle);
            builder.add(x, y, angle + Math.PI, RADIUS, PREFERRED_SPEED, MAX_SPEED, 1, 0, new double[] {-x, -y, ARRIVAL}, false);
        }
        Crowd crowd = builder.build();
        double closest = Double.POSITIVE_INFINITY;
        try (Simulation simulation = new Simulation(crowd, List.of(keepingRight(KEEP_RIGHT)), TIME_STEP, seed, 1)) {
            ClosestPair closestPair = new ClosestPair(AGENTS);
            closest = closestPair.distance(crowd);
            for (int step = 0; step < MAX_STEPS && !allAtTheirGoals(crowd); step++) {
                simulation.step();
                closest = Math.min(closest, closestPair.distance(crowd));
            }
        }

        assertThat(allAtTheirGoals(crowd)).as("everyone at their goal within %d steps", MAX_STEPS).isTrue();
        assertThat((2 * RADIUS - closest) / RADIUS).as("deepest overlap, in radii").isLessThan(0.01);
    }

    private static boolean allAtTheirGoals(Crowd crowd) {
        for (int i = 0; i < crowd.size(); i++) {
            double dx = crowd.currentGoalX(i) - crowd.x(i);
            double dy = crowd.currentGoalY(i) - crowd.y(i);
            if (dx * dx + dy * dy > ARRIVAL * ARRIVAL) {
                return false;
            }
        }
        return true;
    }

    /** Goal reaching that keeps right by the given angle (°), ORCA at its defaults, contact forces (K = 5000/80). */
    private static Pipeline keepingRight(double degrees) {
        SteeringAlgorithm<?> goal = Crowds.ALGORITHMS.find("goal-reaching").orElseThrow();
        SteeringAlgorithm<?> orca = Crowds.ALGORITHMS.find("orca").orElseThrow();
        VelocitySource source = (VelocitySource) goal.create(Parameters.of(goal.descriptor(), Map.of("sidePreference", degrees)),
                World.empty());
        VelocitySolver solver = (VelocitySolver) orca.create(Parameters.defaults(orca.descriptor()), World.empty());
        return new Pipeline(List.of(source), new double[] {1}, true, solver, 5000.0 / 80);
    }

    /** The smallest centre distance in a crowd, by a sweep over x: fast enough to check every step. */
    private static final class ClosestPair {
        private final Integer[] order;
        private final double[] xs;
        private final double[] ys;

        ClosestPair(int size) {
            order = new Integer[size];
            xs = new double[size];
            ys = new double[size];
            for (int i = 0; i < size; i++) {
                order[i] = i;
            }
        }

        double distance(Crowd crowd) {
            for (int i = 0; i < order.length; i++) {
                xs[i] = crowd.x(i);
                ys[i] = crowd.y(i);
            }
            // Nearly sorted from the step before, so the sort is cheap.
            Arrays.sort(order, (a, b) -> Double.compare(xs[a], xs[b]));
            double closest = Double.POSITIVE_INFINITY;
            for (int i = 0; i < order.length; i++) {
                for (int j = i + 1; j < order.length && xs[order[j]] - xs[order[i]] < closest; j++) {
                    double dx = xs[order[j]] - xs[order[i]];
                    double dy = ys[order[j]] - ys[order[i]];
                    closest = Math.min(closest, Math.sqrt(dx * dx + dy * dy));
                }
            }
            return closest;
        }
    }
}
