package org.crowdstudio.ui.relations;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.FormationConstraint;
import org.crowdstudio.model.scenario.FormationKind;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.ui.relations.GraphLayout.Box;
import org.crowdstudio.ui.relations.GraphLayout.Placement;
import org.crowdstudio.ui.relations.WeightLabels.Label;
import org.junit.jupiter.api.Test;

/** Every weight label of a dense graph can be read and taken hold of: none lies over a node or another label. */
class WeightLabelsTest {

    private static final ScenarioFactory MAKE = ScenarioFactory.eINSTANCE;

    /**
     * A class on an outing: twelve students in a queue behind one another, each following the
     * teacher and followed by her, the first abreast of her.
     */
    private static Scenario outing() {
        Scenario scenario = MAKE.createScenario();
        Agent teacher = agent(scenario, "Teacher");
        Group group = MAKE.createGroup();
        group.setName("Class");
        scenario.getGroups().add(group);
        Agent ahead = teacher;
        for (int s = 12; s >= 1; s--) {
            Agent student = agent(scenario, "Student " + s);
            group.getMembers().add(student);
            relate(scenario, student, ahead, 1, ahead == teacher ? FormationKind.ABREAST : FormationKind.QUEUE);
            relate(scenario, student, teacher, 0.3, null);
            relate(scenario, teacher, student, 0.5, null);
            ahead = student;
        }
        return scenario;
    }

    private static Agent agent(Scenario scenario, String name) {
        Agent agent = MAKE.createAgent();
        agent.setId("id-" + name);
        agent.setName(name);
        scenario.getAgents().add(agent);
        return agent;
    }

    private static void relate(Scenario scenario, Agent from, Agent to, double weight, FormationKind kind) {
        Relation relation = MAKE.createRelation();
        relation.setFrom(from);
        relation.setTo(to);
        relation.setWeight(weight);
        if (kind != null) {
            FormationConstraint formation = MAKE.createFormationConstraint();
            formation.setKind(kind);
            relation.setFormation(formation);
        }
        scenario.getRelations().add(relation);
    }

    @Test
    void atFullSizeEveryLabelOfTwelveStudentsAndTheirTeacherIsShownOverNoNodeAndNoOtherLabel() {
        GraphContent content = GraphContent.of(outing(), GraphFilter.ALL);
        Placement placement = GraphLayout.of(content);
        Map<Relation, Label> labels = WeightLabels.place(content, placement, 1);

        assertThat(labels).hasSize(36);
        assertReadable(content, placement, labels);
    }

    @Test
    void zoomedOutTheLabelsWithoutRoomAreLeftOutAndThoseShownStillCoverNothing() {
        GraphContent content = GraphContent.of(outing(), GraphFilter.ALL);
        Placement placement = GraphLayout.of(content);
        Map<Relation, Label> half = WeightLabels.place(content, placement, 0.36);

        assertThat(half.size()).as("labels shown at 36%% size").isBetween(1, 35);
        assertReadable(content, placement, half);
        assertThat(WeightLabels.place(content, placement, WeightLabels.SMALLEST_SCALE / 2)).as("too small to read")
                .isEmpty();
    }

    private static void assertReadable(GraphContent content, Placement placement, Map<Relation, Label> labels) {
        List<Box> nodes = List.copyOf(placement.agents().values());
        List<Box> placed = new ArrayList<>();
        for (Relation relation : content.relations()) {
            Label label = labels.get(relation);
            if (label == null) {
                continue;
            }
            Box box = label.box();
            String name = relation.getFrom().getName() + " -> " + relation.getTo().getName();
            assertThat(nodes).as("the nodes under the label of %s", name).noneMatch(node -> overlap(node, box));
            assertThat(placed).as("the labels under the label of %s", name).noneMatch(other -> overlap(other, box));
            assertThat(near(placement.routes().get(relation), label)).as("the label of %s lies by its arrow", name)
                    .isTrue();
            placed.add(box);
        }
    }

    @Test
    void aLabelSaysTheFormationItsRelationAsksFor() {
        Relation relation = outing().getRelations().get(0);
        assertThat(WeightLabels.text(relation, relation.getWeight())).isEqualTo(GraphPainter.number(1) + " · Abreast");
        relation.setFormation(null);
        assertThat(WeightLabels.text(relation, 0.25)).isEqualTo(GraphPainter.number(0.25));
    }

    @Test
    void theSameGraphPutsItsLabelsInTheSamePlaces() {
        GraphContent content = GraphContent.of(outing(), GraphFilter.ALL);
        Placement placement = GraphLayout.of(content);
        Map<Relation, Label> first = WeightLabels.place(content, placement, 0.8);
        Map<Relation, Label> second = WeightLabels.place(content, placement, 0.8);
        assertThat(content.relations().stream().map(second::get).toList()).isEqualTo(content.relations().stream().map(first::get).toList());
    }

    private static boolean overlap(Box a, Box b) {
        return a.x() < b.x() + b.width() && b.x() < a.x() + a.width()
                && a.y() < b.y() + b.height() && b.y() < a.y() + a.height();
    }

    /** Whether the label's centre lies within a few label sizes of the route. */
    private static boolean near(double[] route, Label label) {
        for (double along = 0; along <= 1; along += 0.01) {
            double[] point = WeightLabels.pointAlong(route, along);
            double reach = 3 * (label.halfWidth() + label.halfHeight());
            if (Math.hypot(point[0] - label.x(), point[1] - label.y()) <= reach) {
                return true;
            }
        }
        return false;
    }
}
