package org.crowdstudio.ui.relations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.relations.GraphScenarios.agent;
import static org.crowdstudio.ui.relations.GraphScenarios.relate;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.ui.relations.GraphLayout.Box;
import org.crowdstudio.ui.relations.GraphLayout.Placement;
import org.junit.jupiter.api.Test;

/** A node the artist pins stays where it was pinned; the rest of the layout does not move. */
class GraphPinsTest {

    private static final ScenarioFactory MAKE = ScenarioFactory.eINSTANCE;

    /** A guide and a family of three tourists who follow it. */
    private static Scenario family() {
        Scenario scenario = MAKE.createScenario();
        Agent guide = agent(scenario, "Guide");
        Group family = MAKE.createGroup();
        family.setName("Family");
        scenario.getGroups().add(family);
        for (int member = 1; member <= 3; member++) {
            Agent tourist = agent(scenario, "Tourist " + member);
            family.getMembers().add(tourist);
            relate(scenario, tourist, guide, 1);
        }
        return scenario;
    }

    private static void pin(Agent agent, double x, double y) {
        Vector2 at = MAKE.createVector2();
        at.setX(x);
        at.setY(y);
        agent.setGraphPin(at);
    }

    private static Placement placed(Scenario scenario) {
        GraphContent content = GraphContent.of(scenario, GraphFilter.ALL);
        return GraphPins.apply(GraphLayout.of(content), content);
    }

    @Test
    void aPinnedTouristSitsOnItsPinInsideItsFamilyAndNothingElseMoves() {
        Scenario scenario = family();
        Placement before = placed(scenario);
        Agent moved = scenario.getAgents().get(2);
        Agent guide = scenario.getAgents().get(0);
        Group family = scenario.getGroups().get(0);

        pin(moved, 600, 400);
        Placement after = placed(scenario);

        Box box = after.agents().get(moved);
        assertThat(box.centreX()).isEqualTo(600);
        assertThat(box.centreY()).isEqualTo(400);
        Box enclosure = after.groups().get(family);
        assertThat(enclosure.contains(box.x(), box.y()) && enclosure.contains(box.x() + box.width(), box.y() + box.height()))
                .as("the family's enclosure %s round its pinned member %s", enclosure, box).isTrue();
        assertThat(after.agents().get(guide)).isEqualTo(before.agents().get(guide));
        assertThat(after.agents().get(scenario.getAgents().get(1))).isEqualTo(before.agents().get(scenario.getAgents().get(1)));
        assertThat(after.width()).isGreaterThanOrEqualTo(box.x() + box.width());
        double[] route = after.routes().get(scenario.getRelations().get(1));
        assertThat(box.contains(route[0], route[1])).as("the pinned tourist's relation leaves from its box").isTrue();
    }

    @Test
    void aPinDoesNotAskForANewLayout() {
        Scenario scenario = family();
        Object shape = GraphContent.of(scenario, GraphFilter.ALL).shape();

        pin(scenario.getAgents().get(1), 50, 50);

        assertThat(GraphContent.of(scenario, GraphFilter.ALL).shape()).isEqualTo(shape);
    }

    @Test
    void aPinLeftOfOrAboveTheGraphKeepsTheNodeInsideIt() {
        Scenario scenario = family();
        pin(scenario.getAgents().get(0), -300, -40);

        Box box = placed(scenario).agents().get(scenario.getAgents().get(0));

        assertThat(box.x()).isZero();
        assertThat(box.y()).isZero();
    }
}
