package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.AgentReport;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.steering.social.SocialLayer;
import org.junit.jupiter.api.Test;

/** Clicking an agent in the simulation view: its report says what steered it, and inspecting never changes the run. */
class AgentInspectionTest {

    private static final int STEPS = 300;

    @Test
    void aGuestsReportNamesItsPartnerAndInspectingLeavesThePartyAsItWas() {
        Scenario scenario = PaperExamples.read("party-with-waiters");
        List<double[]> plain = run(PaperExamples.compile(scenario, Crowds.ALGORITHMS), -1, -1, null);

        CompiledScenario inspected = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        SocialLayer layer = inspected.world().attachment(SocialLayer.class).orElseThrow();
        List<String> states = new ArrayList<>();
        List<String> partners = new ArrayList<>();
        List<double[]> watched = run(inspected, 0, -1, report -> {
            states.add(value(report, "Social", "State"));
            int partner = layer.partnerOf(0);
            partners.add(partner < 0 ? "free" : layer.kindOf(0).label() + " with agent " + partner);
        });

        for (int step = 0; step < STEPS; step++) {
            assertThat(watched.get(step)).as("positions after step %d", step + 1).isEqualTo(plain.get(step));
        }
        assertThat(states).hasSize(STEPS).isEqualTo(partners);
        assertThat(states).as("the guest talks to someone during the first %d steps", STEPS).anyMatch(state -> state.contains("with agent"));
    }

    @Test
    void aSpectatorsReportListsTheFieldsItPerceivesAndInspectingLeavesTheRunAsItWas() {
        Scenario scenario = PaperExamples.read("vip-in-a-crowd");
        int vip = PaperExamples.id(scenario, "VIP");
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        int spectator = nearestTo(compiled.crowd(), vip, PaperExamples.id(scenario, "Bodyguard 5") + 1);
        // The user holds the VIP where it stands, in both runs.
        compiled.crowd().setUserVelocity(vip, 0, 0);
        List<double[]> plain = run(compiled, -1, -1, null);

        List<AgentReport> reports = new ArrayList<>();
        CompiledScenario again = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        again.crowd().setUserVelocity(vip, 0, 0);
        List<double[]> watched = run(again, spectator, -1, reports::add);

        for (int step = 0; step < STEPS; step++) {
            assertThat(watched.get(step)).as("positions after step %d", step + 1).isEqualTo(plain.get(step));
        }
        AgentReport last = reports.get(STEPS - 1);
        assertThat(last.agent()).isEqualTo(spectator);
        assertThat(last.step()).isEqualTo(STEPS - 1);
        // The 20 m orientation field reaches every spectator; the binding is named as in the compiler's messages.
        assertThat(value(last, "Orientation fields", "fieldBindings[1] (Look at the VIP)")).contains("100 % of the sum");
        assertThat(value(last, "Steering", "Preferred velocity")).endsWith("m/s");
        assertThat(last.rows()).anySatisfy(row -> assertThat(row.label()).isEqualTo("Interaction fields"));
    }

    @Test
    void aWatchedPairsInterestIsReportedAtEveryStepNearOrApartAndWatchingLeavesThePartyAsItWas() {
        Scenario scenario = PaperExamples.read("party-with-waiters");
        CompiledScenario first = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        SocialLayer plainLayer = first.world().attachment(SocialLayer.class).orElseThrow();
        int[] firstPartner = {-1};
        List<double[]> plain = run(first, -1, -1, report -> {
            if (firstPartner[0] < 0) {
                firstPartner[0] = plainLayer.partnerOf(0);
            }
        });
        int other = firstPartner[0];
        assertThat(other).as("guest 0 finds someone to talk to within %d steps", STEPS).isGreaterThanOrEqualTo(0);

        CompiledScenario watchedRun = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        SocialLayer layer = watchedRun.world().attachment(SocialLayer.class).orElseThrow();
        List<Double> interest = new ArrayList<>();
        List<Double> expected = new ArrayList<>();
        List<Double> distances = new ArrayList<>();
        List<double[]> watched = run(watchedRun, 0, other, report -> {
            interest.add(report.measures().get(SocialLayer.MEASURE_INTEREST));
            expected.add(layer.interest(0, other));
            Crowd crowd = watchedRun.crowd();
            distances.add(Math.hypot(crowd.x(0) - crowd.x(other), crowd.y(0) - crowd.y(other)));
            assertThat(report.counterpart()).isEqualTo(other);
            assertThat(report.measures()).containsKey(SocialLayer.MEASURE_NEEDED);
        });

        for (int step = 0; step < STEPS; step++) {
            assertThat(watched.get(step)).as("positions after step %d", step + 1).isEqualTo(plain.get(step));
        }
        assertThat(interest).as("the pair's interest, step by step").isEqualTo(expected);
        assertThat(interest).as("talking costs interest (eq. 5)").anyMatch(value -> value < 0.9);
        assertThat(distances).as("the pair is reported while apart, too").anyMatch(distance -> distance > 3);
    }

    /**
     * Steps the scenario, inspecting {@code agent} (or no one) with {@code other} watched beside
     * it (or no one), and returns every agent's position after each step.
     */
    private static List<double[]> run(CompiledScenario compiled, int agent, int other, java.util.function.Consumer<AgentReport> reports) {
        List<double[]> positions = new ArrayList<>();
        try (Simulation simulation = compiled.newSimulation(2)) {
            simulation.inspect(agent, other);
            for (int step = 0; step < STEPS; step++) {
                simulation.step();
                Crowd crowd = simulation.crowd();
                double[] all = new double[2 * crowd.size()];
                for (int i = 0; i < crowd.size(); i++) {
                    all[2 * i] = crowd.x(i);
                    all[2 * i + 1] = crowd.y(i);
                }
                positions.add(all);
                if (reports != null) {
                    reports.accept(simulation.lastReport());
                }
            }
        }
        return positions;
    }

    private static String value(AgentReport report, String section, String label) {
        return report.rows().stream().filter(row -> row.section().equals(section) && row.label().equals(label)).map(AgentReport.Row::value)
                .findFirst().orElseThrow(() -> new AssertionError("no " + section + " / " + label + " in " + report.rows()));
    }

    /** The agent from {@code firstCandidate} on that starts nearest the given one. */
    private static int nearestTo(Crowd crowd, int agent, int firstCandidate) {
        int nearest = -1;
        double best = Double.POSITIVE_INFINITY;
        for (int other = firstCandidate; other < crowd.size(); other++) {
            double distance = Math.hypot(crowd.x(other) - crowd.x(agent), crowd.y(other) - crowd.y(agent));
            if (distance < best) {
                best = distance;
                nearest = other;
            }
        }
        return nearest;
    }
}
