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
    void aNewProfileNavigatesReachesItsGoalsAndAvoidsCollisions() {
        SteeringPipeline pipeline = NewProfilePipeline.create(Crowds.ALGORITHMS);

        assertThat(pipeline.getWaypointModifiers()).extracting(AlgorithmSettings::getAlgorithmId).containsExactly("navigation");
        assertThat(pipeline.getVelocitySources()).extracting(AlgorithmSettings::getAlgorithmId).containsExactly("goal-reaching");
        assertThat(pipeline.getVelocitySolver().getAlgorithmId()).isEqualTo("orca");
        assertThat(pipeline.getContactForces()).as("contact forces keep bodies apart where the solver cannot").isNotNull();
        assertThat(pipeline.getWaypointModifiers().get(0).getParameters()).as("stages start at their algorithms' defaults").isEmpty();
    }

    @Test
    void visitorsWithANewProfileLeaveTheRoomByTheDoorBehindThem() {
        Scenario scenario = PaperExamples.read("door-behind");
        visitors(scenario).setPipeline(NewProfilePipeline.create(Crowds.ALGORITHMS));

        assertThat(atTheBusStop(scenario)).as("of 20 visitors, at the bus stop after 90 s").isEqualTo(20);
    }

    @Test
    void withNavigationTakenOutOfTheProfileTheVisitorsPressAgainstTheWall() {
        Scenario scenario = PaperExamples.read("door-behind");
        SteeringPipeline pipeline = NewProfilePipeline.create(Crowds.ALGORITHMS);
        pipeline.getWaypointModifiers().clear();
        visitors(scenario).setPipeline(pipeline);

        assertThat(atTheBusStop(scenario)).as("of 20 visitors walking straight at the bus stop, there after 90 s").isZero();
    }

    private static BehaviourProfile visitors(Scenario scenario) {
        return scenario.getProfiles().get(0);
    }

    private static int atTheBusStop(Scenario scenario) {
        CompiledScenario compiled = PaperExamples.compile(scenario, Crowds.ALGORITHMS);
        Crowd crowd = compiled.crowd();
        try (Simulation simulation = compiled.newSimulation(2)) {
            while (simulation.time() < 90 - 1e-9) {
                simulation.step();
            }
        }
        int arrived = 0;
        for (int agent = 0; agent < crowd.size(); agent++) {
            arrived += crowd.arrived(agent) ? 1 : 0;
        }
        return arrived;
    }
}
