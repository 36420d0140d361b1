package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;

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
import org.junit.jupiter.api.Test;

/** The keep-right convention of goal reaching ({@code sidePreference}) with ORCA. */
class SidePreferenceTest {

    @Test
    void byDefaultAgentsWalkStraightAtTheirGoal() {
        SteeringAlgorithm<?> goal = Crowds.ALGORITHMS.find("goal-reaching").orElseThrow();
        assertThat(goal.descriptor().parameter("sidePreference").orElseThrow().defaultValue()).isEqualTo(0.0);
    }

    @Test
    void agentsMeetingHeadOnPassEachOnTheirRight() {
        // The one walking east passes south of the one walking west: both on their right.
        assertThat(sideOfEastwardWalkerWhenPassing(10)).isNegative();
    }

    @Test
    void aNegativePreferenceKeepsLeft() {
        assertThat(sideOfEastwardWalkerWhenPassing(-10)).isPositive();
    }

    @Test
    void aLoneWalkerCurvesToTheRightAndStillEndsOnItsGoal() {
        Crowd.Builder builder = new Crowd.Builder();
        builder.add(0, 0, 0, 0.3, 1.3, 1.8, 1, 0, new double[] {30, 0, 0.1}, false);
        Crowd crowd = builder.build();
        try (Simulation simulation = new Simulation(crowd, List.of(pipeline(10)), 0.1, 1, 1)) {
            double farthestSideways = 0;
            for (int step = 0; step < 400 && !Crowds.allArrived(crowd); step++) {
                simulation.step();
                farthestSideways = Math.max(farthestSideways, -crowd.y(0));
            }
            assertThat(Crowds.allArrived(crowd)).isTrue();
            // A bow to the right of about 2 m over 30 m (6.5% of the way), not a detour.
            assertThat(farthestSideways).isPositive().isLessThan(3);
        }
    }

    /** y of the eastward walker minus y of the westward one at the step they pass each other. */
    private static double sideOfEastwardWalkerWhenPassing(double degrees) {
        Crowd.Builder builder = new Crowd.Builder();
        builder.add(-5, 0, 0, 0.3, 1.3, 1.8, 1, 0, new double[] {5, 0, 0.1}, false);
        builder.add(5, 0, Math.PI, 0.3, 1.3, 1.8, 1, 0, new double[] {-5, 0, 0.1}, false);
        Crowd crowd = builder.build();
        try (Simulation simulation = new Simulation(crowd, List.of(pipeline(degrees)), 0.1, 1, 1)) {
            for (int step = 0; step < 300; step++) {
                simulation.step();
                if (crowd.x(0) >= crowd.x(1)) {
                    return crowd.y(0) - crowd.y(1);
                }
            }
        }
        throw new AssertionError("the two never passed each other");
    }

    private static Pipeline pipeline(double degrees) {
        SteeringAlgorithm<?> goal = Crowds.ALGORITHMS.find("goal-reaching").orElseThrow();
        SteeringAlgorithm<?> orca = Crowds.ALGORITHMS.find("orca").orElseThrow();
        VelocitySource source = (VelocitySource) goal.create(Parameters.of(goal.descriptor(), Map.of("sidePreference", degrees)),
                World.empty());
        VelocitySolver solver = (VelocitySolver) orca.create(Parameters.defaults(orca.descriptor()), World.empty());
        return new Pipeline(List.of(source), new double[] {1}, true, solver, 5000.0 / 80);
    }
}
