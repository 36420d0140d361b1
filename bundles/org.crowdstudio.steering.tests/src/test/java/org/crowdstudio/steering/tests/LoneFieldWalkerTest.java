package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.AgentReport;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * One walker alone in the free-move channel, whose every cell offers both ways along the channel
 * (AF paper §3.3–3.4), watched in the Agent Inspector step by step. Behaviour inertia keeps it on
 * the way it took: it never draws the way back, and its pace is steady along the straight
 * channels, where every push is ahead.
 */
class LoneFieldWalkerTest {

    private static final double SECONDS = 60;
    /** The walker has had time to take up its pace. */
    private static final double SETTLED = 3;
    /** How far beyond a crossing a walker may still be taking up its pace after a turn, metres. */
    private static final double TURNING = 4;
    /** Above the pace the field's pushes settle at (v_prop of 1–2 m/s, and 0.9), so that no cap hides it. */
    private static final double MAX_SPEED = 3;

    /** Per step: the angle between the direction drawn and the walker's way, degrees (NaN: none drawn). */
    private static final List<Double> drawnFromTheWay = new ArrayList<>();
    /** Per step away from the crossings, once settled: speed, m/s. */
    private static final List<Double> speeds = new ArrayList<>();
    /** Between two such steps in a row: how much the speed changed, m/s. */
    private static final List<Double> changes = new ArrayList<>();
    private static double preferredSpeed;

    @BeforeAll
    static void walkAlone() {
        Scenario scenario = PaperExamples.read("channel-free-move");
        scenario.getPopulations().clear();
        scenario.getProfiles().getFirst().setMaxSpeed(MAX_SPEED);
        Agent walker = ScenarioFactory.eINSTANCE.createAgent();
        walker.setId("walker");
        walker.setName("Walker");
        walker.setProfile(scenario.getProfiles().getFirst());
        walker.setPosition(ScenarioFactory.eINSTANCE.createVector2());
        scenario.getAgents().add(walker);
        PaperExamples.place(walker, 18, 6);
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        Crowd crowd = compiled.crowd();
        double previousSpeed = Double.NaN;
        try (Simulation simulation = compiled.newSimulation(1)) {
            simulation.inspect(0);
            while (simulation.time() < SECONDS - 1e-9) {
                double way = Math.atan2(crowd.vy(0), crowd.vx(0));
                boolean moving = Math.hypot(crowd.vx(0), crowd.vy(0)) > 0.5;
                simulation.step();
                AgentReport report = simulation.lastReport();
                double drawn = Math.toRadians(number(report, "Direction drawn", "°"));
                double fromTheWay = Math.toDegrees(Math.abs(Math.IEEEremainder(drawn - way, 2 * Math.PI)));
                drawnFromTheWay.add(moving ? fromTheWay : Double.NaN);
                preferredSpeed = number(report, "Preferred speed v_prop", " m/s");
                double speed = Math.hypot(crowd.vx(0), crowd.vy(0));
                if (simulation.time() >= SETTLED && !nearCrossing(crowd.x(0), crowd.y(0))) {
                    if (!Double.isNaN(previousSpeed)) {
                        changes.add(Math.abs(speed - previousSpeed));
                    }
                    speeds.add(speed);
                    previousSpeed = speed;
                } else {
                    previousSpeed = Double.NaN;
                }
            }
        }
    }

    @Test
    void itNeverDrawsTheWayBack() {
        List<Double> drawn = drawnFromTheWay.stream().filter(angle -> !angle.isNaN()).toList();
        assertThat(drawn).as("directions drawn while walking").hasSizeGreaterThan(200);
        // Weighed by |cos| as eq. 4 is printed, half of them would point back along the channel.
        assertThat(drawn).as("angles between the direction drawn and the walker's way, degrees")
                .allMatch(angle -> angle < 120);
    }

    @Test
    void itWalksAtASteadyPaceAlongTheChannels() {
        assertThat(changes).as("changes of speed from step to step along the channels").hasSizeGreaterThan(100);
        // Pushed back about every other step, as with |cos|, its speed would change by 0.1 m/s a step.
        assertThat(changes).as("changes of speed from step to step along the channels, m/s")
                .allMatch(change -> change < 0.03);
        // Eq. 2 then eq. 3 settle k_AF ρ Δt (1 − l) / l = 0.9 m/s above v_prop where the pushes agree.
        double median = speeds.stream().sorted().toList().get(speeds.size() / 2);
        assertThat(median).as("median speed along the channels, against v_prop %.2f m/s", preferredSpeed)
                .isCloseTo(Math.min(preferredSpeed + 0.9, MAX_SPEED), within(0.05));
    }

    /** @return the number in the report's row, its unit taken off; NaN where there is no such row (none drawn) */
    private static double number(AgentReport report, String label, String unit) {
        return report.rows().stream().filter(row -> row.label().equals(label))
                .mapToDouble(row -> Double.parseDouble(row.value().replace(unit, ""))).findFirst().orElse(Double.NaN);
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
