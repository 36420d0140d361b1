package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.SimulationEvent;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.steering.social.ConversationEvent;
import org.crowdstudio.steering.social.SocialLayer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The shipped social examples directed as the TA paper directs them (§6–7): a fire alarm and a party. */
class SocialScenesTest {

    /** Slower than this (m/s), an agent stands. */
    private static final double STANDING_SPEED = 0.2;

    private static final double ALARM = 60;
    private static final double ALL_CLEAR = 150;

    @ParameterizedTest(name = "over {0}")
    @ValueSource(strings = {"orca", "social-forces"})
    void aFireAlarmSilencesTheOfficeSendsEveryoneOutAndTheAllClearBringsTalkBack(String solver) {
        Scenario scenario = PaperExamples.read("fire-alarm");
        for (BehaviourProfile profile : scenario.getProfiles()) {
            profile.getPipeline().getVelocitySolver().setAlgorithmId(solver);
        }
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        SocialLayer layer = compiled.world().attachment(SocialLayer.class).orElseThrow();
        List<SimulationEvent> events = new ArrayList<>();
        compiled.world().addEventListener(events::add);
        Crowd crowd = compiled.crowd();
        double socialisingBeforeAlarm = 0;
        double silentAt = Double.NaN;
        double allOutAt = Double.NaN;
        double mostSocialisingDuringAlarm = 0;
        try (Simulation simulation = compiled.newSimulation(2)) {
            while (simulation.time() < ALL_CLEAR + 30 - 1e-9) {
                simulation.step();
                double time = simulation.time();
                if (time > ALARM - 10 && time <= ALARM) {
                    socialisingBeforeAlarm = Math.max(socialisingBeforeAlarm, layer.socialisingFraction());
                } else if (time > ALARM && time <= ALL_CLEAR) {
                    if (Double.isNaN(silentAt) && layer.socialisingFraction() == 0) {
                        silentAt = time;
                    }
                    if (!Double.isNaN(silentAt)) {
                        mostSocialisingDuringAlarm = Math.max(mostSocialisingDuringAlarm, layer.socialisingFraction());
                    }
                    if (Double.isNaN(allOutAt) && everyoneArrived(crowd)) {
                        allOutAt = time;
                    }
                }
            }
            assertThat(simulation.globals().value("globalInterest", Double.NaN)).as("GlobalInterest after the all clear").isEqualTo(1);
        }

        assertThat(socialisingBeforeAlarm).as("share of the office talking in the 10 s before the alarm").isGreaterThan(0.05);
        assertThat(silentAt - ALARM).as("seconds until nobody talks").isLessThanOrEqualTo(5);
        assertThat(mostSocialisingDuringAlarm).as("nobody talks again until the all clear").isZero();
        assertThat(allOutAt).as("everyone stands at an exit before the all clear (%s)", solver).isLessThan(ALL_CLEAR);
        // The alarm comes first, and ends every conversation in the same step.
        assertThat(names(events, ALARM, ALARM)).first().isEqualTo("fire-alarm");
        assertThat(names(events, ALARM, ALARM).subList(1, names(events, ALARM, ALARM).size())).allMatch(ConversationEvent.ENDED::equals);
        assertThat(names(events, 0, ALL_CLEAR + 30)).filteredOn(name -> !name.startsWith("conversation"))
                .as("the timed alarm and all clear, not the buttons").containsExactly("fire-alarm", "all-clear");
        assertThat(names(events, ALL_CLEAR, ALL_CLEAR)).first().isEqualTo("all-clear");
        assertThat(names(events, ALARM + 0.05, ALL_CLEAR - 0.05)).as("no conversation starts during the alarm")
                .doesNotContain(ConversationEvent.STARTED);
        assertThat(names(events, ALL_CLEAR, ALL_CLEAR + 30)).as("conversations resume after the all clear").contains(ConversationEvent.STARTED);
        for (int agent = 0; agent < crowd.size(); agent++) {
            assertThat(crowd.isSent(agent)).as("agent %d back on its own goals", agent).isFalse();
        }
    }

    @Test
    void atAPartyGuestsTalkWhileWaitersKeepMoving() {
        CompiledScenario compiled = PaperExamples.compile(PaperExamples.read("party-with-waiters"), Crowds.ALGORITHMS);
        SocialLayer layer = compiled.world().attachment(SocialLayer.class).orElseThrow();
        Crowd crowd = compiled.crowd();
        double[] talking = new double[crowd.size()];
        double[] standing = new double[crowd.size()];
        try (Simulation simulation = compiled.newSimulation(2)) {
            for (int step = 0; step < 1200; step++) {
                simulation.step();
                for (int agent = 0; agent < talking.length; agent++) {
                    talking[agent] += layer.partnerOf(agent) >= 0 ? simulation.timeStep() : 0;
                    double speed = Math.hypot(crowd.vx(agent), crowd.vy(agent));
                    standing[agent] += speed < STANDING_SPEED ? simulation.timeStep() : 0;
                }
            }
        }
        List<String> labels = compiled.agentLabels();
        double guests = meanOf(talking, labels, "Guests#");
        double waiters = meanOf(talking, labels, "Waiters#");
        double guestsStanding = meanOf(standing, labels, "Guests#");
        double waitersStanding = meanOf(standing, labels, "Waiters#");
        System.out.printf(Locale.ROOT, "party, 120 s: talking guests %.1f s, waiters %.1f s; "
                + "standing guests %.1f s, waiters %.1f s%n", guests, waiters, guestsStanding, waitersStanding);

        assertThat(guests).as("seconds a guest talks in 120 s").isGreaterThan(20);
        assertThat(waiters).as("seconds a waiter talks, against a guest's %.1f", guests).isLessThan(0.1 * guests);
        assertThat(waitersStanding).as("seconds a waiter stands in 120 s, against a guest's %.1f", guestsStanding)
                .isLessThan(12).isLessThan(0.5 * guestsStanding);
    }

    private static boolean everyoneArrived(Crowd crowd) {
        for (int agent = 0; agent < crowd.size(); agent++) {
            if (!crowd.arrived(agent)) {
                return false;
            }
        }
        return true;
    }

    private static List<String> names(List<SimulationEvent> events, double from, double to) {
        return events.stream().filter(event -> event.time() >= from - 1e-6 && event.time() <= to + 1e-6).map(SimulationEvent::event).toList();
    }

    private static double meanOf(double[] values, List<String> labels, String prefix) {
        double sum = 0;
        int count = 0;
        for (int agent = 0; agent < values.length; agent++) {
            if (labels.get(agent).startsWith(prefix)) {
                sum += values[agent];
                count++;
            }
        }
        assertThat(count).as("agents labelled %s", prefix).isPositive();
        return sum / count;
    }
}
