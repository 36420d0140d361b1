package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.compiler.NewProfilePipeline;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.SteeringPipeline;
import org.junit.jupiter.api.Test;

/**
 * An artist who adds a profile gets agents that find their way to their goals: navigation is in a
 * new profile's pipeline with goal reaching and ORCA, and taking it out of the profile is the switch
 * that turns it off. Measured on the door-behind room, whose only door is on the far side.
 */
class NewProfileTest {

    /** Two bodies further into each other than this are pressed together, not brushing (m). */
    private static final double PRESSED = 0.02;

    @Test
    void aNewProfileHoldsNavigationGoalReachingOrcaAndContactForces() {
        SteeringPipeline pipeline = NewProfilePipeline.create(Crowds.ALGORITHMS);

        assertThat(pipeline.getWaypointModifiers()).extracting(AlgorithmSettings::getAlgorithmId).containsExactly("navigation");
        assertThat(pipeline.getVelocitySources()).extracting(AlgorithmSettings::getAlgorithmId).containsExactly("goal-reaching");
        assertThat(pipeline.getVelocitySolver().getAlgorithmId()).isEqualTo("orca");
        assertThat(pipeline.getContactForces()).as("contact forces keep bodies apart where the solver cannot").isNotNull();
        assertThat(pipeline.getWaypointModifiers().get(0).getParameters()).as("stages start at their algorithms' defaults").isEmpty();
    }

    @Test
    void visitorsWithANewProfileLeaveTheRoomByTheDoorBehindThemWithoutWalkingIntoEachOther() {
        Scenario scenario = PaperExamples.read("door-behind");
        visitors(scenario).setPipeline(NewProfilePipeline.create(Crowds.ALGORITHMS));

        Walk walk = walk(scenario);
        assertThat(walk.atTheBusStop()).as("of 20 visitors, at the bus stop after 90 s").isEqualTo(20);
        // Twenty people through one door: bodies may brush, rarely more (measured: 7 steps of 900).
        assertThat(walk.pressedSteps())
                .as("steps of %d in which two visitors' bodies were more than 2 cm into each other", walk.steps())
                .isLessThan(walk.steps() / 20);
    }

    @Test
    void withNavigationTakenOutOfTheProfileTheVisitorsPressAgainstTheWall() {
        Scenario scenario = PaperExamples.read("door-behind");
        SteeringPipeline pipeline = NewProfilePipeline.create(Crowds.ALGORITHMS);
        pipeline.getWaypointModifiers().clear();
        visitors(scenario).setPipeline(pipeline);

        assertThat(walk(scenario).atTheBusStop()).as("of 20 visitors walking straight at the bus stop, there after 90 s").isZero();
    }

    private static BehaviourProfile visitors(Scenario scenario) {
        return scenario.getProfiles().get(0);
    }

    /** How many visitors were at the bus stop after 90 s, and in how many steps two bodies were pressed into each other. */
    private record Walk(int atTheBusStop, int pressedSteps, int steps) {
    }

    private static Walk walk(Scenario scenario) {
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        Crowd crowd = compiled.crowd();
        int pressed = 0;
        int steps = 0;
        try (Simulation simulation = compiled.newSimulation(2)) {
            while (simulation.time() < 90 - 1e-9) {
                simulation.step();
                steps++;
                pressed += deepestOverlap(crowd) > PRESSED ? 1 : 0;
            }
        }
        int arrived = 0;
        for (int agent = 0; agent < crowd.size(); agent++) {
            arrived += crowd.arrived(agent) ? 1 : 0;
        }
        return new Walk(arrived, pressed, steps);
    }

    private static double deepestOverlap(Crowd crowd) {
        double deepest = 0;
        for (int a = 0; a < crowd.size(); a++) {
            for (int b = a + 1; b < crowd.size(); b++) {
                double distance = Math.hypot(crowd.x(a) - crowd.x(b), crowd.y(a) - crowd.y(b));
                deepest = Math.max(deepest, crowd.radius(a) + crowd.radius(b) - distance);
            }
        }
        return deepest;
    }
}
