package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.junit.jupiter.api.Test;

/**
 * Behaviour inertia (AF paper §3.3, eq. 4) on a two-way road: a walker alone in the free-move
 * channel, whose every cell offers east and west alike, keeps the way it took and walks it at a
 * steady pace. Were the way back weighed like the way on, it would draw the reverse half the time
 * and its pace would jitter with every step.
 */
class BehaviourInertiaTest {

    private static final double SECONDS = 30;
    /** The walker has had time to take up its pace. */
    private static final double SETTLED = 3;
    /** How far beyond a crossing a walker may still be taking up its pace after a turn, metres. */
    private static final double TURNING = 2;

    @Test
    void aWalkerAloneOnATwoWayRoadKeepsItsWayAtASteadyPace() {
        Scenario scenario = PaperExamples.read("channel-free-move");
        scenario.getPopulations().clear();
        Agent walker = ScenarioFactory.eINSTANCE.createAgent();
        walker.setId("walker");
        walker.setName("Walker");
        walker.setProfile(scenario.getProfiles().getFirst());
        walker.setPosition(ScenarioFactory.eINSTANCE.createVector2());
        scenario.getAgents().add(walker);
        PaperExamples.place(walker, 18, 6);
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        Crowd crowd = compiled.crowd();

        int reversals = 0;
        double lowest = Double.MAX_VALUE;
        double highest = 0;
        double previousAlong = 0;
        try (Simulation simulation = compiled.newSimulation(1)) {
            while (simulation.time() < SECONDS - 1e-9) {
                simulation.step();
                double x = crowd.x(0);
                double y = crowd.y(0);
                if (simulation.time() < SETTLED || nearCrossing(x, y)) {
                    previousAlong = 0;
                    continue;
                }
                // Along the channel it is in: x in the channels along x, y in the others.
                double along = Math.abs(y - 6) < 2 || Math.abs(y - 20) < 2 || Math.abs(y - 34) < 2 ? crowd.vx(0) : crowd.vy(0);
                reversals += along * previousAlong < 0 ? 1 : 0;
                previousAlong = along;
                double speed = Math.hypot(crowd.vx(0), crowd.vy(0));
                lowest = Math.min(lowest, speed);
                highest = Math.max(highest, speed);
            }
        }

        assertThat(reversals).as("turns back along a channel").isZero();
        assertThat(lowest).as("slowest speed away from the crossings, m/s (v_prop is uniform in 1–2)").isGreaterThan(1.0);
        assertThat(highest - lowest).as("spread of its speed away from the crossings, m/s").isLessThan(0.1);
    }

    /**
     * Whether the point is in a crossing (x in 4–8, 28–32, 52–56 and y in 4–8, 18–22, 32–36) or
     * within {@value #TURNING} m of one, where a walker turning a corner slows down and picks up again.
     */
    private static boolean nearCrossing(double x, double y) {
        boolean column = x < 8 + TURNING || x >= 28 - TURNING && x < 32 + TURNING || x >= 52 - TURNING;
        boolean row = y < 8 + TURNING || y >= 18 - TURNING && y < 22 + TURNING || y >= 32 - TURNING;
        return column && row;
    }
}
