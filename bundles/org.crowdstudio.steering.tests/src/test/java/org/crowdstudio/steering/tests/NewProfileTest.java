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

    @Test
    void aNewProfileHoldsNavigationGoalReachingOrcaAndContactsAtTheirDefaults() {
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
        // Twenty people through one door: bodies may brush, never sink into each other (measured: 0.038 m at the door).
        assertThat(walk.deepestOverlap()).as("deepest two visitors' bodies overlapped (m)").isLessThan(0.05);
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

    /** How many visitors were at the bus stop after 90 s, and the deepest any two bodies overlapped on the way (m). */
    private record Walk(int atTheBusStop, double deepestOverlap) {
    }

    private static Walk walk(Scenario scenario) {
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        Crowd crowd = compiled.crowd();
        double deepest = 0;
        try (Simulation simulation = compiled.newSimulation(2)) {
            while (simulation.time() < 90 - 1e-9) {
                simulation.step();
                deepest = Math.max(deepest, deepestOverlap(crowd));
            }
        }
        int arrived = 0;
        for (int agent = 0; agent < crowd.size(); agent++) {
            arrived += crowd.arrived(agent) ? 1 : 0;
        }
        return new Walk(arrived, deepest);
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
