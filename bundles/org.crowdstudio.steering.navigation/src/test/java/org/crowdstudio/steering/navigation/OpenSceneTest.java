package org.crowdstudio.steering.navigation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.Bounds;
import org.crowdstudio.engine.spi.GlobalValues;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.WaypointModifier;
import org.crowdstudio.engine.spi.World;
import org.junit.jupiter.api.Test;

/** Where every goal is in plain sight, navigation costs no field: a crowd with a goal each, as in the circle swap, makes none. */
class OpenSceneTest {

    /** Straight at the goal, or at the waypoint navigation sets, at preferred speed. */
    private static final VelocitySource TOWARDS_GOAL = (agent, out) -> {
        double dx = agent.goalX() - agent.x();
        double dy = agent.goalY() - agent.y();
        double distance = Math.hypot(dx, dy);
        out[0] = distance < 1e-9 ? 0 : dx / distance * agent.preferredSpeed();
        out[1] = distance < 1e-9 ? 0 : dy / distance * agent.preferredSpeed();
        return true;
    };

    @Test
    void aCrowdWithAGoalEachInAnOpenSquareMakesNoGoalField() {
        World world = new World(List.of(), new GlobalValues(), new Bounds(0, 0, 40, 40));
        NavigationAlgorithm algorithm = new NavigationAlgorithm();
        WaypointModifier navigation = (WaypointModifier) algorithm.create(Parameters.defaults(algorithm.descriptor()), world);
        Crowd.Builder builder = new Crowd.Builder();
        for (int agent = 0; agent < 40; agent++) {
            double angle = 2 * Math.PI * agent / 40;
            builder.add(20 + 15 * Math.cos(angle), 20 + 15 * Math.sin(angle), 0, 0.25, 1.3, 1.8, 80, 0,
                    new double[] {20 - 15 * Math.cos(angle), 20 - 15 * Math.sin(angle), 0.3}, false);
        }
        Pipeline pipeline = new Pipeline(List.of(navigation), List.of(TOWARDS_GOAL), new double[] {1}, true, null, null, 0, 0);
        try (Simulation simulation = new Simulation(builder.build(), List.of(pipeline), world, 0.1, 1, 2)) {
            for (int step = 0; step < 30; step++) {
                simulation.step();
            }
        }

        assertThat(NavigationMap.of(world, 0.2).fieldCount()).as("goal fields made").isZero();
    }
}
