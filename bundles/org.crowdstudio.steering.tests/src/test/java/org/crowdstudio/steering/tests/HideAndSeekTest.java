package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.model.scenario.Obstacle;
import org.crowdstudio.model.scenario.Scenario;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The hide-and-seek example (IF paper §7.1, Fig. 7): the hider, moved only by the rotation-linked
 * field that crates and walkers emit, gets out of the seeker's sight behind the crate near it,
 * wherever the seeker stands around that crate, even when it starts between the seeker and the crate.
 */
class HideAndSeekTest {

    private static final double SECONDS = 10;

    @ParameterizedTest(name = "seeker at {0}° around crate A")
    @ValueSource(ints = {0, 45, 90, 135, 180, 225, 270, 315})
    void theHiderIsOutOfSightWithinTenSeconds(int seekerAngle) {
        Result result = play(seekerAngle);
        assertThat(result.firstHidden()).as("seconds until the crate first hides the hider").isLessThanOrEqualTo(SECONDS);
        assertThat(result.hiddenAtEnd()).as("hidden after %s s", SECONDS).isTrue();
    }

    /** When the hider is first hidden (infinity if never) and whether it is hidden after ten seconds. */
    record Result(double firstHidden, boolean hiddenAtEnd, double hiderX, double hiderY) {
    }

    /**
     * The seeker stands 6 m from crate A's centre at the given angle; the hider starts 3 m from the
     * centre, 30° off the line towards the seeker: on the seeker's side, in plain view.
     */
    static Result play(int seekerAngle) {
        Scenario scenario = PaperExamples.read("hide-and-seek");
        Obstacle crate = PaperExamples.obstacle(scenario, "Crate A");
        double centreX = 8;
        double centreY = 8;
        double angle = Math.toRadians(seekerAngle);
        double seekerX = centreX + 6 * Math.cos(angle);
        double seekerY = centreY + 6 * Math.sin(angle);
        PaperExamples.place(PaperExamples.agent(scenario, "Seeker"), seekerX, seekerY);
        PaperExamples.place(PaperExamples.agent(scenario, "Hider"), centreX + 3 * Math.cos(angle + Math.PI / 6),
                centreY + 3 * Math.sin(angle + Math.PI / 6));
        int hider = PaperExamples.id(scenario, "Hider");
        List<double[]> outline = PaperExamples.vertices(crate);
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        try (Simulation simulation = compiled.newSimulation(2)) {
            Crowd crowd = simulation.crowd();
            double firstHidden = Double.POSITIVE_INFINITY;
            boolean hidden = false;
            while (simulation.time() < SECONDS - 1e-9) {
                simulation.step();
                hidden = PaperExamples.blocks(outline, seekerX, seekerY, crowd.x(hider), crowd.y(hider));
                if (hidden && firstHidden == Double.POSITIVE_INFINITY) {
                    firstHidden = simulation.time();
                }
            }
            return new Result(firstHidden, hidden, crowd.x(hider), crowd.y(hider));
        }
    }
}
