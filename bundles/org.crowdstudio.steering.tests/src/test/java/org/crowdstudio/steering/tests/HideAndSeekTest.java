package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.model.scenario.Obstacle;
import org.crowdstudio.model.scenario.Scenario;
import org.junit.jupiter.api.Test;
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

    /**
     * Headless, with no user: the seeker walks its round of the yard, and the hider keeps slipping
     * out of its sight. Measured against the same round with the hider left standing where it
     * starts: the field must hide it much more of the time.
     */
    @Test
    void withoutAUserTheSeekerWalksItsRoundAndTheHiderKeepsOutOfSight() {
        double moving = hiddenShareOnTheRound(true);
        double standing = hiddenShareOnTheRound(false);
        assertThat(moving).as("share of the round the hider is out of sight (standing still it would be %.2f)", standing)
                .isGreaterThan(standing + 0.25);
    }

    /** The share of 0.5 s samples over 80 s (one round) in which crates or walkers block the seeker's line of sight to the hider. */
    private static double hiddenShareOnTheRound(boolean hiderMoves) {
        Scenario scenario = PaperExamples.read("hide-and-seek");
        if (!hiderMoves) {
            PaperExamples.agent(scenario, "Hider").getProfile().getPipeline().getVelocitySources().clear();
        }
        int seeker = PaperExamples.id(scenario, "Seeker");
        int hider = PaperExamples.id(scenario, "Hider");
        List<List<double[]>> crates = scenario.getEnvironment().getObstacles().stream().map(PaperExamples::vertices).toList();
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        try (Simulation simulation = compiled.newSimulation(2)) {
            Crowd crowd = simulation.crowd();
            double walked = 0;
            int hidden = 0;
            int samples = 0;
            while (simulation.time() < 80 - 1e-9) {
                double x = crowd.x(seeker);
                double y = crowd.y(seeker);
                simulation.step();
                walked += Math.hypot(crowd.x(seeker) - x, crowd.y(seeker) - y);
                if (simulation.stepCount() % 5 == 0) {
                    samples++;
                    hidden += outOfSight(crowd, crates, seeker, hider) ? 1 : 0;
                }
            }
            assertThat(walked).as("metres the seeker walked on its own").isGreaterThan(60);
            return (double) hidden / samples;
        }
    }

    /** Whether a crate, or another agent's body, is between the seeker and the hider. */
    private static boolean outOfSight(Crowd crowd, List<List<double[]>> crates, int seeker, int hider) {
        double ax = crowd.x(seeker);
        double ay = crowd.y(seeker);
        double bx = crowd.x(hider);
        double by = crowd.y(hider);
        if (crates.stream().anyMatch(crate -> PaperExamples.blocks(crate, ax, ay, bx, by))) {
            return true;
        }
        for (int other = 0; other < crowd.size(); other++) {
            if (other == seeker || other == hider) {
                continue;
            }
            double dx = bx - ax;
            double dy = by - ay;
            double t = Math.clamp(((crowd.x(other) - ax) * dx + (crowd.y(other) - ay) * dy) / (dx * dx + dy * dy), 0, 1);
            if (Math.hypot(ax + t * dx - crowd.x(other), ay + t * dy - crowd.y(other)) < crowd.radius(other)) {
                return true;
            }
        }
        return false;
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
            // The user has taken the seeker over and keeps it where it stands.
            crowd.setUserVelocity(PaperExamples.id(scenario, "Seeker"), 0, 0);
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
