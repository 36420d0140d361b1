package org.crowdstudio.ui.relations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.relations.GraphScenarios.agent;
import static org.crowdstudio.ui.relations.GraphScenarios.relate;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.crowdstudio.model.scenario.Agent;
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

    @Test
    void atFullSizeEveryLabelOfTwelveStudentsAndTheirTeacherIsShownOverNoNodeAndNoOtherLabel() {
        GraphContent content = GraphContent.of(outing(), GraphFilter.ALL);
        Placement placement = GraphLayout.of(content);
        Map<Relation, Label> labels = WeightLabels.estimated().place(content, placement, 1, Set.of(), Map.of());

        assertThat(labels).hasSize(36);
        assertReadable(content, placement, labels);
    }

    @Test
    void zoomedOutTheLabelsWithoutRoomAreLeftOutAndThoseShownStillCoverNothing() {
        GraphContent content = GraphContent.of(outing(), GraphFilter.ALL);
        Placement placement = GraphLayout.of(content);
        Map<Relation, Label> half = WeightLabels.estimated().place(content, placement, 0.36, Set.of(), Map.of());

        assertThat(half.size()).as("labels shown at 36%% size").isBetween(1, 35);
        assertReadable(content, placement, half);
        double tooSmall = WeightLabels.SMALLEST_SCALE / 2;
        assertThat(WeightLabels.estimated().place(content, placement, tooSmall, Set.of(), Map.of()))
                .as("too small to read").isEmpty();
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
        List<double[]> first = centres(outing(), 0.8);
        List<double[]> second = centres(outing(), 0.8);
        assertThat(second).hasSameSizeAs(first);
        for (int l = 0; l < first.size(); l++) {
            assertThat(second.get(l)).as("label %s", l).isEqualTo(first.get(l));
        }
    }

    /** Where a fresh layout of the scenario puts its labels, in the order of its relations; null where left out. */
    private static List<double[]> centres(Scenario scenario, double scale) {
        GraphContent content = GraphContent.of(scenario, GraphFilter.ALL);
        Map<Relation, Label> labels = WeightLabels.estimated().place(content, GraphLayout.of(content), scale, Set.of(),
                Map.of());
        return content.relations().stream().map(relation -> labels.containsKey(relation)
                ? new double[] {labels.get(relation).x(), labels.get(relation).y()} : null).toList();
    }

    @Test
    void aLabelLeftOutShowsWhenSelectedAndTheOthersStayWhereTheyWere() {
        GraphContent content = GraphContent.of(outing(), GraphFilter.ALL);
        Placement placement = GraphLayout.of(content);
        WeightLabels weightLabels = WeightLabels.estimated();
        Map<Relation, Label> before = weightLabels.place(content, placement, 0.36, Set.of(), Map.of());
        // A label left out for want of room that has room when the artist selects it.
        Relation selected = content.relations().stream().filter(relation -> !before.containsKey(relation))
                .filter(relation -> weightLabels.place(content, placement, 0.36, Set.of(relation), before)
                        .containsKey(relation))
                .findFirst().orElseThrow(() -> new AssertionError("no label left out gets room when selected"));

        Map<Relation, Label> worked = weightLabels.place(content, placement, 0.36, Set.of(selected), before);

        long stayed = before.entrySet().stream()
                .filter(label -> sameCentre(label.getValue(), worked.get(label.getKey()))).count();
        assertThat(stayed).as("of %s labels, those where they were", before.size())
                .isGreaterThanOrEqualTo(before.size() - 2);
    }

    @Test
    void anArcLeavesAndReachesTheBoxesAtTheirEdgesAndTwoAgentsFollowingEachOtherBendApart() {
        Box above = new Box(0, 0, 80, 26);
        Box below = new Box(0, 300, 80, 26);
        double[] down = GraphLayout.arc(above, below);
        double[] up = GraphLayout.arc(below, above);

        assertThat(onEdge(above, down[0], down[1])).as("leaves the follower at its edge").isTrue();
        assertThat(onEdge(below, down[down.length - 2], down[down.length - 1])).as("reaches the followed at its edge")
                .isTrue();
        double[] middleDown = WeightLabels.pointAlong(down, 0.5);
        double[] middleUp = WeightLabels.pointAlong(up, 0.5);
        assertThat(Math.signum(middleDown[0] - 40)).as("the two arcs bend to opposite sides")
                .isEqualTo(-Math.signum(middleUp[0] - 40));
        assertThat(Math.abs(middleDown[0] - 40)).as("an arc strays a fifth of its length").isBetween(40.0, 80.0);
    }

    @Test
    void anArrowBetweenAgentsPinnedOntoOrAgainstEachOtherGoesRoundThemWhereItCanBeSeen() {
        // The followed box's place and size against the follower's (80 wide): onto it, half over it,
        // touching it above and below, beside it, half a height up, the same box, and a small one
        // inside a wide one.
        double[][] cases = {{10, 4, 80}, {10, 20, 80}, {-10, -20, 80}, {40, 0, 80}, {-40, 0, 80},
            {0, 26, 80}, {0, -26, 80}, {10, -13, 80}, {0, 0, 80}, {80, 10, 56}, {-30, 8, 200}};
        for (double[] corner : new double[][] {{300, 200}, {0, 0}}) {
            for (double[] placed : cases) {
                Box follower = new Box(corner[0] + Math.max(0, -placed[0]), corner[1] + Math.max(0, -placed[1]),
                        80, 26);
                Box followed = new Box(follower.x() + placed[0], follower.y() + placed[1], placed[2], 26);
                String where = "followed " + followed + ", follower " + follower;
                double[] route = GraphLayout.arc(follower, followed);

                assertThat(onOutline(follower, route[0], route[1])).as("leaves the follower at its edge: %s", where)
                        .isTrue();
                assertThat(onOutline(followed, route[route.length - 2], route[route.length - 1]))
                        .as("reaches the followed at its edge: %s", where).isTrue();
                int pieces = route.length / 2 - 1;
                for (int piece = 0; piece < pieces; piece++) {
                    for (double[] point : along(route, piece)) {
                        // Clear of both boxes by the arrowhead's half width, but where it leaves and arrives.
                        double fromStart = Math.hypot(point[0] - route[0], point[1] - route[1]);
                        double fromEnd = Math.hypot(point[0] - route[route.length - 2], point[1] - route[route.length - 1]);
                        boolean atAnEnd = fromStart < 3 || fromEnd < 3;
                        boolean nearFollower = piece > 0 && !atAnEnd && near(follower, point);
                        boolean nearFollowed = piece < pieces - 1 && !atAnEnd && near(followed, point);
                        assertThat(nearFollower || nearFollowed || inside(follower, point) || inside(followed, point))
                                .as("point (%.1f, %.1f) of the arrow on or under a box: %s", point[0], point[1], where)
                                .isFalse();
                    }
                }
            }
        }
    }

    @Test
    void twoAgentsPinnedAgainstEachOtherAndFollowingEachOtherGetTwoLoopsThatMeetNowhere() {
        Box one = new Box(100, 200, 80, 26);
        Box other = new Box(110, 226, 80, 26);
        double[] there = GraphLayout.arc(one, other);
        double[] back = GraphLayout.arc(other, one);

        assertThat(Math.hypot(there[there.length - 2] - back[0], there[there.length - 1] - back[1]))
                .as("where one arrow arrives from where the other leaves").isGreaterThan(10.0);
        assertThat(Math.hypot(back[back.length - 2] - there[0], back[back.length - 1] - there[1]))
                .as("and the other way round").isGreaterThan(10.0);
    }

    @Test
    void anAgentPinnedWhollyUnderAnotherStillGetsAnArrow() {
        Box follower = new Box(120, 105, 40, 16);
        Box followed = new Box(100, 100, 120, 26);

        double[] route = GraphLayout.arc(follower, followed);
        assertThat(WeightLabels.length(route)).as("a loop round the two").isGreaterThan(2 * LoopRoute.CLEARANCE);
    }

    @Test
    void arrowsBetweenBoxesApartStayArcs() {
        Box follower = new Box(200, 100, 80, 26);
        Box followed = new Box(110, 172, 80, 26);
        double[] route = GraphLayout.arc(follower, followed);
        double straight = Math.hypot(followed.centreX() - follower.centreX(), followed.centreY() - follower.centreY());

        assertThat(route).as("an arc of twelve pieces").hasSize(26);
        assertThat(WeightLabels.length(route)).as("no longer than a bend on the way").isLessThan(straight);
    }

    /** Points one unit apart along one piece of the route, its ends included. */
    private static List<double[]> along(double[] route, int piece) {
        double x0 = route[2 * piece];
        double y0 = route[2 * piece + 1];
        double x1 = route[2 * piece + 2];
        double y1 = route[2 * piece + 3];
        int steps = Math.max(1, (int) Math.ceil(Math.hypot(x1 - x0, y1 - y0)));
        List<double[]> points = new ArrayList<>();
        for (int k = 0; k <= steps; k++) {
            double t = (double) k / steps;
            points.add(new double[] {x0 + t * (x1 - x0), y0 + t * (y1 - y0)});
        }
        return points;
    }

    /** On the box's outline, within a unit (less than a pixel at full size). */
    private static boolean onOutline(Box box, double x, double y) {
        double[] point = {x, y};
        return !inside(box, point) && box.x() - 1 <= x && x <= box.x() + box.width() + 1 && box.y() - 1 <= y
                && y <= box.y() + box.height() + 1;
    }

    /** Within two units of the box or inside it: where one side of an arrowhead would lie on it. */
    private static boolean near(Box box, double[] point) {
        return point[0] > box.x() - 2 && point[0] < box.x() + box.width() + 2 && point[1] > box.y() - 2
                && point[1] < box.y() + box.height() + 2;
    }

    /** Inside the box by more than a unit (less than a pixel at full size), not on its edge. */
    private static boolean inside(Box box, double[] point) {
        return point[0] > box.x() + 1 && point[0] < box.x() + box.width() - 1 && point[1] > box.y() + 1
                && point[1] < box.y() + box.height() - 1;
    }

    private static boolean sameCentre(Label one, Label other) {
        return other != null && one.x() == other.x() && one.y() == other.y();
    }

    private static boolean onEdge(Box box, double x, double y) {
        boolean inside = x >= box.x() - 1e-9 && x <= box.x() + box.width() + 1e-9 && y >= box.y() - 1e-9
                && y <= box.y() + box.height() + 1e-9;
        boolean onSide = Math.abs(x - box.x()) < 1e-9 || Math.abs(x - box.x() - box.width()) < 1e-9
                || Math.abs(y - box.y()) < 1e-9 || Math.abs(y - box.y() - box.height()) < 1e-9;
        return inside && onSide;
    }

    private static boolean overlap(Box a, Box b) {
        return a.x() < b.x() + b.width() && b.x() < a.x() + a.width()
                && a.y() < b.y() + b.height() && b.y() < a.y() + a.height();
    }

    /** Whether the label's centre lies within twice its size of the route: beside it, not far off. */
    private static boolean near(double[] route, Label label) {
        for (double along = 0; along <= 1; along += 0.01) {
            double[] point = WeightLabels.pointAlong(route, along);
            double reach = 2 * (label.halfWidth() + label.halfHeight());
            if (Math.hypot(point[0] - label.x(), point[1] - label.y()) <= reach) {
                return true;
            }
        }
        return false;
    }
}
