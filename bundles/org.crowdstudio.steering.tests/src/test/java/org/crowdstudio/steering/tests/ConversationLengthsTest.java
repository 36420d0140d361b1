package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.withinPercentage;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.steering.social.ConversationEvent;
import org.crowdstudio.steering.social.ConversationLengths;
import org.crowdstudio.steering.social.SocialLayer;
import org.junit.jupiter.api.Test;

/**
 * How long the social examples' conversations last, measured from their conversation events over
 * five simulated minutes (TA paper Table 1): office chats are brief but real, school talks run
 * longer and stop while the school bell rings, party guests talk at length and waiters hardly
 * ever. The figures are in docs/SOCIAL.md.
 */
class ConversationLengthsTest {

    private static final double MINUTES = 300;

    @Test
    void officeChatsAreBriefButReal() {
        ConversationLengths office = run("office", MINUTES);

        assertThat(office.count()).as("conversations in five minutes").isGreaterThan(50);
        assertThat(office.median()).as("median office chat, s").isBetween(2.5, 8.0);
        assertThat(office.quantile(0.9)).as("nine in ten chats end within, s").isLessThan(15);
    }

    @Test
    void atSchoolTalksRunLongerThanInTheOffice() {
        ConversationLengths office = run("office", MINUTES);
        ConversationLengths school = run("school", MINUTES);

        assertThat(school.median()).as("median school talk against the office's %.1f s", office.median()).isGreaterThan(1.5 * office.median());
        assertThat(school.quantile(0.75)).as("a quarter of school talks last at least, s").isGreaterThan(8);
    }

    /** The example's timeline takes the global interest from 1 at 170 s to 0 at 180 s, and back from 340 s to 350 s. */
    @Test
    void atSchoolTheBellSilencesEveryoneUntilItStops() {
        CompiledScenario compiled = PaperExamples.compile(PaperExamples.read("school"), Crowds.ALGORITHMS);
        List<ConversationEvent> events = new ArrayList<>();
        compiled.world().attachment(SocialLayer.class).orElseThrow().addListener(events::add);
        simulate(compiled, 400);

        Map<Long, Double> open = new HashMap<>();
        double lastTalkBeforeTheBell = 0;
        int startsAfterTheBell = 0;
        for (ConversationEvent event : events) {
            long pair = (long) Math.min(event.first(), event.second()) << 32 | Math.max(event.first(), event.second());
            if (event.started()) {
                boolean whileTheBellRings = event.time() >= 180 && event.time() <= 340;
                assertThat(whileTheBellRings).as("a conversation starting while the bell rings, at %.1f s",
                        event.time()).isFalse();
                open.put(pair, event.time());
                startsAfterTheBell += event.time() > 340 ? 1 : 0;
            } else if (open.remove(pair) < 180) {
                lastTalkBeforeTheBell = Math.max(lastTalkBeforeTheBell, event.time());
            }
        }
        assertThat(lastTalkBeforeTheBell).as("when the last talk from before the bell ended, s")
                .isLessThanOrEqualTo(180);
        assertThat(startsAfterTheBell).as("conversations in the minute after the bell").isGreaterThan(50);
    }

    @Test
    void partyGuestsTalkAtLengthAndWaitersHardlyEver() {
        CompiledScenario compiled = PaperExamples.compile(PaperExamples.read("party-with-waiters"), Crowds.ALGORITHMS);
        List<String> labels = compiled.agentLabels();
        ConversationLengths guests = new ConversationLengths();
        int[] withWaiters = new int[1];
        SocialLayer layer = compiled.world().attachment(SocialLayer.class).orElseThrow();
        layer.addListener(event -> {
            boolean waiter = labels.get(event.first()).startsWith("Waiters#") || labels.get(event.second()).startsWith("Waiters#");
            if (!waiter) {
                guests.accept(event);
            } else if (event.started()) {
                withWaiters[0]++;
            }
        });
        simulate(compiled, MINUTES);

        assertThat(guests.median()).as("median conversation between guests, s").isGreaterThan(15);
        assertThat(guests.quantile(0.75)).as("a quarter of them last at least, s").isGreaterThan(25);
        assertThat(withWaiters[0]).as("conversations with a waiter, against %d between guests", guests.count()).isLessThan(guests.count() / 20 + 1);
    }

    /**
     * The durations are the artist's, in seconds: the interest rates are derived from them for the
     * time step, so the same scene talks as long at half or twice the example's step.
     */
    @Test
    void conversationsLastAsLongAtAnyTimeStep() {
        double step = PaperExamples.read("office").getSettings().getTimeStep();
        for (String example : List.of("office", "party-with-waiters")) {
            ConversationLengths usual = run(example, MINUTES, step);
            for (double other : new double[] {step / 2, step * 2}) {
                ConversationLengths lengths = run(example, MINUTES, other);
                System.out.printf(Locale.ROOT, "%s: median conversation %.1f s at a step of %.2f s, %.1f s at %.2f s (%d and %d of them)%n",
                        example, usual.median(), step, lengths.median(), other, usual.count(), lengths.count());
                assertThat(lengths.median()).as("%s: median conversation at a step of %.2f s, against %.1f s at %.2f s", example, other,
                        usual.median(), step).isCloseTo(usual.median(), withinPercentage(25));
            }
        }
    }

    private static ConversationLengths run(String example, double seconds) {
        return run(example, seconds, Double.NaN);
    }

    /** @param timeStep the step to simulate with, s; NaN for the example's own */
    private static ConversationLengths run(String example, double seconds, double timeStep) {
        Scenario scenario = PaperExamples.read(example);
        if (!Double.isNaN(timeStep)) {
            scenario.getSettings().setTimeStep(timeStep);
        }
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        ConversationLengths lengths = new ConversationLengths();
        compiled.world().attachment(SocialLayer.class).orElseThrow().addListener(lengths);
        simulate(compiled, seconds);
        return lengths;
    }

    private static void simulate(CompiledScenario compiled, double seconds) {
        try (Simulation simulation = compiled.newSimulation(2)) {
            while (simulation.time() < seconds - 1e-9) {
                simulation.step();
            }
        }
    }
}
