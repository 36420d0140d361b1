package org.crowdstudio.ui.relations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.crowdstudio.ui.relations.GraphScenarios.agent;
import static org.crowdstudio.ui.relations.GraphScenarios.relate;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.ui.relations.GraphLayout.Box;
import org.crowdstudio.ui.relations.GraphLayout.Placement;
import org.junit.jupiter.api.Test;

/** The graph's content and its ELK layout, without a display: what the artist sees is where it should be. */
class GraphLayoutTest {

    private static final ScenarioFactory MAKE = ScenarioFactory.eINSTANCE;

    /** A guide, two families of tourists who all follow the guide, and a stranger. */
    private static Scenario tour() {
        Scenario scenario = MAKE.createScenario();
        Agent guide = agent(scenario, "Guide");
        for (int family = 1; family <= 2; family++) {
            Group group = MAKE.createGroup();
            group.setName("Family " + family);
            scenario.getGroups().add(group);
            for (int member = 1; member <= 3; member++) {
                Agent tourist = agent(scenario, "Tourist " + family + "." + member);
                group.getMembers().add(tourist);
                relate(scenario, tourist, guide, 0.8);
            }
        }
        agent(scenario, "Stranger");
        return scenario;
    }

    private static Agent named(Scenario scenario, String name) {
        return scenario.getAgents().stream().filter(agent -> name.equals(agent.getName())).findFirst().orElseThrow();
    }

    @Test
    void membersSitInsideTheirGroupAndFollowersAboveWhomTheyFollow() {
        Scenario scenario = tour();
        GraphContent content = GraphContent.of(scenario, GraphFilter.ALL);
        Placement placement = GraphLayout.of(content);

        assertThat(placement.agents()).hasSize(8);
        assertNoTwoOverlap(placement.agents());
        for (Group group : scenario.getGroups()) {
            Box enclosure = placement.groups().get(group);
            for (Agent member : group.getMembers()) {
                Box box = placement.agents().get(member);
                assertThat(box.x() >= enclosure.x() && box.y() >= enclosure.y() + GraphLayout.GROUP_TITLE
                        && box.x() + box.width() <= enclosure.x() + enclosure.width() && box.y() + box.height() <= enclosure.y() + enclosure.height())
                                .as("%s inside %s's enclosure, under its title", member.getName(), group.getName()).isTrue();
            }
        }
        Box guide = placement.agents().get(named(scenario, "Guide"));
        for (Relation relation : scenario.getRelations()) {
            Box follower = placement.agents().get(relation.getFrom());
            assertThat(follower.centreY()).as("%s above the guide it follows", relation.getFrom().getName()).isLessThan(guide.centreY());
            double[] route = placement.routes().get(relation);
            assertThat(near(follower, route[0], route[1])).as("%s's arrow starts at its node", relation.getFrom().getName()).isTrue();
            assertThat(near(guide, route[route.length - 2], route[route.length - 1])).as("and ends at the guide's").isTrue();
        }
        assertThat(placement.width()).isPositive();
        assertThat(placement.height()).isPositive();
    }

    @Test
    void aFilterShowsOneGroupsMembersWithTheRelationsAmongThemOnly() {
        Scenario scenario = tour();
        Group family = scenario.getGroups().get(0);
        relate(scenario, family.getMembers().get(0), family.getMembers().get(1), 0.5);
        relate(scenario, family.getMembers().get(2), family.getMembers().get(2), 0.5);
        GraphFilter onlyFamily = GraphFilter.choices(scenario).stream().filter(filter -> filter.label().equals("Group: Family 1")).findFirst().orElseThrow();

        GraphContent content = GraphContent.of(scenario, onlyFamily);

        assertThat(content.agents()).containsExactlyElementsOf(family.getMembers());
        assertThat(content.groups()).containsExactly(family);
        assertThat(content.relations()).as("the relation within the family; not those to the guide, nor one to oneself").singleElement()
                .matches(relation -> relation.getFrom() == family.getMembers().get(0) && relation.getTo() == family.getMembers().get(1));
    }

    @Test
    void aPopulationIsOneNodeThatCannotBeFollowed() {
        Scenario scenario = tour();
        Population crowd = MAKE.createPopulation();
        crowd.setName("Passers-by");
        crowd.setCount(40);
        scenario.getPopulations().add(crowd);

        GraphContent content = GraphContent.of(scenario, GraphFilter.ALL);
        Placement placement = GraphLayout.of(content);

        assertThat(content.populations()).containsExactly(crowd);
        assertThat(placement.populations().get(crowd).width()).as("wide enough for 'Passers-by ×40'").isGreaterThan(GraphLayout.nodeWidth("Passers-by"));
        assertThatThrownBy(() -> RelationEdits.followable(crowd)).hasMessageStartingWith("Passers-by is a population");
    }

    @Test
    void anAgentInTwoGroupsIsDrawnInTheFirstAndCountsTheOther() {
        Scenario scenario = tour();
        Agent tourist = named(scenario, "Tourist 1.1");
        scenario.getGroups().get(1).getMembers().add(tourist);

        GraphContent content = GraphContent.of(scenario, GraphFilter.ALL);

        assertThat(content.home(tourist)).isSameAs(scenario.getGroups().get(0));
        assertThat(content.otherGroups(tourist)).containsExactly(scenario.getGroups().get(1));
        assertThat(content.home(named(scenario, "Stranger"))).isNull();
    }

    @Test
    void aWeightChangeKeepsTheLayoutAndANewRelationAsksForANewOne() {
        Scenario scenario = tour();
        List<Object> before = GraphContent.of(scenario, GraphFilter.ALL).shape();

        scenario.getRelations().get(0).setWeight(0.2);
        assertThat(GraphContent.of(scenario, GraphFilter.ALL).shape()).isEqualTo(before);
        relate(scenario, named(scenario, "Stranger"), named(scenario, "Guide"), 1);
        assertThat(GraphContent.of(scenario, GraphFilter.ALL).shape()).isNotEqualTo(before);
    }

    @Test
    void aThousandAgentsAndANinetyMemberGroupAreLaidOutWithoutOverlaps() {
        Scenario scenario = MAKE.createScenario();
        Group flow = MAKE.createGroup();
        flow.setName("SimCFlow");
        scenario.getGroups().add(flow);
        List<Agent> agents = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            Agent agent = agent(scenario, "Agent " + i);
            agents.add(agent);
            if (i < 90) {
                flow.getMembers().add(agent);
            }
        }
        for (int i = 100; i < 300; i++) {
            relate(scenario, agents.get(i), agents.get(i - 100), 0.5);
        }

        Placement placement = GraphLayout.of(GraphContent.of(scenario, GraphFilter.ALL));

        assertThat(placement.agents()).hasSize(1000);
        assertThat(placement.routes()).hasSize(200);
        assertNoTwoOverlap(placement.agents());
        assertThat(placement.width() / placement.height()).as("a picture that fits a screen, not one long row").isBetween(0.3, 6.0);
    }

    @Test
    void weightsOutsideZeroToOneAndSelfRelationsAreRefusedInWords() {
        Scenario scenario = tour();
        Agent guide = named(scenario, "Guide");

        assertThatThrownBy(() -> RelationEdits.weight("1.5")).isInstanceOf(RelationEdits.Refused.class).hasMessageContaining("outside 0 to 1");
        assertThatThrownBy(() -> RelationEdits.weight("-0.1")).hasMessageContaining("outside 0 to 1");
        assertThatThrownBy(() -> RelationEdits.weight("NaN")).hasMessageContaining("outside 0 to 1");
        assertThatThrownBy(() -> RelationEdits.weight("lots")).hasMessage("'lots' is not a number: a weight is a number from 0 to 1");
        assertThatThrownBy(() -> RelationEdits.relate(null, scenario, guide, guide)).hasMessage("Guide cannot follow themselves");
        Agent gone = MAKE.createAgent();
        gone.setName("Ghost");
        assertThatThrownBy(() -> RelationEdits.relate(null, scenario, guide, gone)).hasMessage("Ghost is no longer in the scenario");
        assertThat(catchWeight(" 0.35 ")).isEqualTo(0.35);
    }

    private static double catchWeight(String typed) {
        try {
            return RelationEdits.weight(typed);
        } catch (RelationEdits.Refused refused) {
            throw new AssertionError(refused);
        }
    }

    private static boolean near(Box box, double x, double y) {
        return x >= box.x() - 1 && x <= box.x() + box.width() + 1 && y >= box.y() - 1 && y <= box.y() + box.height() + 1;
    }

    private static void assertNoTwoOverlap(Map<Agent, Box> boxes) {
        List<Map.Entry<Agent, Box>> all = new ArrayList<>(boxes.entrySet());
        all.sort((a, b) -> Double.compare(a.getValue().x(), b.getValue().x()));
        for (int i = 0; i < all.size(); i++) {
            Box a = all.get(i).getValue();
            for (int j = i + 1; j < all.size() && all.get(j).getValue().x() < a.x() + a.width(); j++) {
                Box b = all.get(j).getValue();
                boolean overlap = b.y() < a.y() + a.height() && a.y() < b.y() + b.height();
                assertThat(overlap).as("%s and %s overlap", all.get(i).getKey().getName(), all.get(j).getKey().getName()).isFalse();
            }
        }
    }
}
