package org.crowdstudio.engine.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.offset;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.crowdstudio.engine.spi.SimulationEvent;
import org.crowdstudio.engine.spi.World;
import org.junit.jupiter.api.Test;

/** Keyed global values, timed and artist-fired events, and the fire alarm's evacuation. */
class TimelineTest {

    private static final String INTEREST = "globalInterest";

    private static Simulation simulation(Crowd crowd, World world, Timeline timeline) {
        Pipeline towardsGoal = new Pipeline(List.of(new TowardsGoalForTests()), new double[] {1}, true, null, 0);
        Simulation simulation = new Simulation(crowd, List.of(towardsGoal), world, 0.1, 1, 1);
        simulation.setTimeline(timeline);
        return simulation;
    }

    private static Crowd standing(int agents) {
        Crowd.Builder builder = new Crowd.Builder();
        for (int agent = 0; agent < agents; agent++) {
            builder.add(10 * agent, 0, 0, 0.25, 1.3, 1.8, 1, 0, new double[0], false);
        }
        return builder.build();
    }

    @Test
    void aCurveSetsItsValueEveryStepUnlessTheArtistHoldsIt() {
        Timeline timeline = new Timeline(List.of(new Timeline.Curve(INTEREST, new double[] {1, 3}, new double[] {1, 0})), List.of());
        World world = World.empty();
        List<Double> seen = new ArrayList<>();
        try (Simulation simulation = simulation(standing(1), world, timeline)) {
            for (int step = 0; step < 40; step++) {
                simulation.step();
                seen.add(simulation.globals().value(INTEREST, Double.NaN));
            }
            assertThat(seen.get(0)).as("held before the first key").isEqualTo(1);
            assertThat(seen.get(19)).as("at 1.9 s, linear between 1 at 1 s and 0 at 3 s").isCloseTo(0.55, offset(1e-12));
            assertThat(seen.get(39)).as("held after the last key").isZero();

            simulation.globals().hold(INTEREST, 0.8);
            simulation.step();
            assertThat(simulation.globals().value(INTEREST, Double.NaN)).as("the artist's value holds against the curve").isEqualTo(0.8);
            simulation.globals().release(INTEREST);
            simulation.step();
            assertThat(simulation.globals().value(INTEREST, Double.NaN)).as("released, the curve drives it again").isZero();
        }
    }

    @Test
    void timedEventsFireOnceInTimeOrderBeforeTheStepThatStartsAtTheirTimeAndArtistEventsOnlyWhenFired() {
        List<String> fired = new ArrayList<>();
        List<SimulationEvent> published = new ArrayList<>();
        World world = World.empty();
        world.addEventListener(published::add);
        Timeline timeline = new Timeline(List.of(), List.of(
                new Timeline.Event("later", "set-global-interest", 2.0, simulation -> fired.add("later at " + simulation.time())),
                new Timeline.Event("button", "fire-alarm", Double.NaN, simulation -> fired.add("button at " + simulation.time())),
                new Timeline.Event("sooner", "set-global-interest", 0.7, simulation -> fired.add("sooner at " + simulation.time()))));
        try (Simulation simulation = simulation(standing(1), world, timeline)) {
            for (int step = 0; step < 30; step++) {
                simulation.step();
            }
            assertThat(fired).containsExactly("sooner at 0.7000000000000001", "later at 2.0");
            simulation.timeline().fire("button", simulation);
            assertThat(fired).last().isEqualTo("button at 3.0");
            assertThatThrownBy(() -> simulation.timeline().fire("no such event", simulation)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("no such event");
        }
        assertThat(published).extracting(SimulationEvent::event).containsExactly("set-global-interest", "set-global-interest", "fire-alarm");
        assertThat(published).extracting(SimulationEvent::kind).containsExactly("sooner", "later", "button");
        assertThat(published.get(1).time()).isEqualTo(2.0);
        assertThat(published.get(1).agentA()).isEqualTo(SimulationEvent.NO_AGENT);
    }

    @Test
    void theAlarmSendsEachAgentToItsNearestExitAndTheAllClearResumesItsOwnWayAndRestoresTheValues() {
        // Two walkers between exits at x = -20 and x = 40, each on its way to its second goal of three.
        Crowd.Builder builder = new Crowd.Builder();
        builder.add(0, 0, 0, 0.25, 1.3, 1.8, 1, 0, new double[] {1, 0, 0.2, 5, 5, 0.2, 9, 9, 0.2}, false);
        builder.add(20, 0, 0, 0.25, 1.3, 1.8, 1, 0, new double[] {21, 0, 0.2, 25, 5, 0.2, 29, 9, 0.2}, false);
        Crowd crowd = builder.build();
        World world = World.empty();
        world.globals().hold(INTEREST, 0.7);
        Evacuation evacuation = new Evacuation(new double[] {-20, 0, 1, 40, 0, 1});
        Timeline timeline = new Timeline(List.of(), List.of(
                new Timeline.Event("Fire alarm", "fire-alarm", 2.0, simulation -> evacuation.soundAlarm(simulation, Map.of(INTEREST, 0.0))),
                new Timeline.Event("All clear", "all-clear", 40.0, evacuation::allClear)));
        try (Simulation simulation = simulation(crowd, world, timeline)) {
            while (simulation.time() < 2) {
                simulation.step();
            }
            simulation.step();
            assertThat(simulation.globals().value(INTEREST, Double.NaN)).as("GlobalInterest during the alarm").isZero();
            assertThat(crowd.currentGoalX(0)).as("the walker at x = 2 runs west").isEqualTo(-20);
            assertThat(crowd.currentGoalX(1)).as("the walker at x = 22 runs east").isEqualTo(40);
            while (simulation.time() < 40) {
                simulation.step();
                assertThat(crowd.arrived(0) && crowd.arrived(1)).as("out only once near the exits").isEqualTo(
                        Math.abs(crowd.x(0) + 20) <= 1 && Math.abs(crowd.x(1) - 40) <= 1);
            }
            assertThat(crowd.arrived(0) && crowd.arrived(1)).as("both out before the all clear").isTrue();
            simulation.step();
            assertThat(simulation.globals().value(INTEREST, Double.NaN)).as("the artist's value again").isEqualTo(0.7);
            assertThat(simulation.globals().isHeld(INTEREST)).isTrue();
            assertThat(crowd.currentGoalX(0)).as("back to the goal it was walking to, not the next").isEqualTo(5);
            assertThat(crowd.currentGoalX(1)).isEqualTo(25);
            while (simulation.time() < 100) {
                simulation.step();
            }
            assertThat(crowd.arrived(0) && crowd.arrived(1)).as("and on to its last goal").isTrue();
            assertThat(crowd.x(1)).isCloseTo(29, offset(0.2));
        }
    }

    @Test
    void anAlarmDuringAnAlarmOrAnAllClearWithoutOneChangesNothing() {
        World world = World.empty();
        world.globals().set(INTEREST, 0.9);
        Evacuation evacuation = new Evacuation(new double[] {-20, 0, 1});
        try (Simulation simulation = simulation(standing(2), world, Timeline.empty())) {
            evacuation.allClear(simulation);
            assertThat(simulation.crowd().isSent(0)).isFalse();
            evacuation.soundAlarm(simulation, Map.of(INTEREST, 0.0));
            simulation.globals().hold(INTEREST, 0.3);
            evacuation.soundAlarm(simulation, Map.of(INTEREST, 0.0));
            assertThat(simulation.globals().value(INTEREST, Double.NaN)).as("the second alarm leaves the artist's change").isEqualTo(0.3);
            evacuation.allClear(simulation);
            assertThat(simulation.globals().value(INTEREST, Double.NaN)).as("the value before the first alarm").isEqualTo(0.9);
            assertThat(simulation.globals().isHeld(INTEREST)).as("not held before the alarm, so not held after").isFalse();
            assertThat(simulation.crowd().isSent(1)).isFalse();
        }
    }

    @Test
    void theArtistFiresAnEventOfARunningSimulationByName() throws Exception {
        World world = World.empty();
        Evacuation evacuation = new Evacuation(new double[] {-20, 0, 1});
        Timeline timeline = new Timeline(List.of(), List.of(
                new Timeline.Event("Fire alarm (button)", "fire-alarm", Double.NaN, simulation -> evacuation.soundAlarm(simulation, Map.of()))));
        Crowd crowd = standing(2);
        try (LiveSimulation live = new LiveSimulation(simulation(crowd, world, timeline))) {
            live.step().get(5, TimeUnit.SECONDS);
            live.fire("Fire alarm (button)").get(5, TimeUnit.SECONDS);
            live.step().get(5, TimeUnit.SECONDS);
            assertThat(evacuation.isSounding()).isTrue();
            assertThat(crowd.currentGoalX(1)).isEqualTo(-20);
            assertThat(live.fire("Siren").handle((done, failed) -> failed).get(5, TimeUnit.SECONDS)).isNotNull();
        }
    }
}
