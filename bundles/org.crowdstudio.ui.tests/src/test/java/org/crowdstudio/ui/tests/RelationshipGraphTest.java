package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.tests.Screens.event;
import static org.crowdstudio.ui.tests.Screens.flushEvents;
import static org.crowdstudio.ui.tests.Screens.press;
import static org.crowdstudio.ui.tests.Screens.undo;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.editor.pages.AttributeFieldProbe;
import org.crowdstudio.ui.editor.pages.Labels;
import org.crowdstudio.ui.groups.FormationChoiceProbe;
import org.crowdstudio.ui.groups.GroupsOverlay;
import org.crowdstudio.ui.groups.GroupsPage;
import org.crowdstudio.ui.groups.GroupsPageProbe;
import org.crowdstudio.ui.groups.RelationMatrix;
import org.crowdstudio.ui.relations.LiveLinks;
import org.crowdstudio.ui.relations.RelationshipGraphPage;
import org.crowdstudio.ui.relations.RelationshipGraphPageProbe;
import org.crowdstudio.ui.simulation.SimulationView;
import org.crowdstudio.ui.simulation.SimulationViewProbe;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.edit.command.RemoveCommand;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A technical artist builds relations, weights and groups on the Relationship Graph page with the mouse, and the Groups page's matrix follows. */
class RelationshipGraphTest extends WorkbenchTestCase {

    @Test
    void aRelationDrawnByDraggingShowsInTheMatrixAndUndoTakesItBack() throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, "guided-tourists.crowd"));
        RelationshipGraphPage graph = graphPage(editor);
        Agent follower = agent(editor, "Tourist 1. 2");
        Agent followed = agent(editor, "Tourist 1. 1");
        int before = editor.scenario().getRelations().size();

        dragBetween(RelationshipGraphPageProbe.canvas(graph), RelationshipGraphPageProbe.pixelOf(graph, follower), RelationshipGraphPageProbe.pixelOf(graph, followed));

        Relation drawn = relation(editor, follower, followed).orElseThrow(() -> new AssertionError("no relation after the drag"));
        assertThat(drawn.getWeight()).isEqualTo(1);
        assertThat(drawn.getId()).isNotBlank();
        assertThat(editor.scenario().getRelations()).hasSize(before + 1);
        assertThat(editor.isDirty()).isTrue();
        assertThat(matrixCell(editor, follower, followed)).as("the Groups page's matrix shows the new relation").isEqualTo(number(1));

        graph = graphPage(editor);
        undo(editor);
        assertThat(relation(editor, follower, followed)).isEmpty();
        assertThat(editor.isDirty()).isFalse();
        assertThat(matrixCell(editor, follower, followed)).isEmpty();
    }

    @Test
    void aWeightIsDraggedAndTypedAndAWeightOutsideZeroToOneIsRefusedInPlace() throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, "guided-tourists.crowd"));
        RelationshipGraphPage graph = graphPage(editor);
        Agent tourist = agent(editor, "Tourist 2. 1");
        Relation toGuide = relation(editor, tourist, agent(editor, "Guide")).orElseThrow();
        double authored = toGuide.getWeight();
        Point label = visiblePartOfWeight(graph, toGuide);

        // Down by a quarter of the drag range: the weight drops by a quarter.
        dragBetween(RelationshipGraphPageProbe.canvas(graph), label, new Point(label.x, label.y + 30));
        assertThat(toGuide.getWeight()).isEqualTo(Math.clamp(Math.round((authored - 0.25) / 0.05) * 0.05, 0, 1), org.assertj.core.api.Assertions.within(1e-9));
        assertThat(matrixCell(editor, tourist, toGuide.getTo())).isEqualTo(number(toGuide.getWeight()));

        graph = graphPage(editor);
        label = visiblePartOfWeight(graph, toGuide);
        Screens.mouse(RelationshipGraphPageProbe.canvas(graph), SWT.MouseDoubleClick, label.x, label.y, 1);
        flushEvents();
        Text field = RelationshipGraphPageProbe.weightField(graph);
        assertThat(field).as("a field to type the weight in, over its label").isNotNull();
        double dragged = toGuide.getWeight();
        type(field, "1.5");
        assertThat(RelationshipGraphPageProbe.weightRefusal(graph)).as("the reason, shown under the field").contains("outside 0 to 1");
        assertThat(toGuide.getWeight()).as("nothing changed").isEqualTo(dragged);
        type(field, "0.25");
        assertThat(toGuide.getWeight()).isEqualTo(0.25);
        assertThat(RelationshipGraphPageProbe.weightField(graph)).as("the field closes once the weight is taken").isNull();

        undo(editor);
        assertThat(toGuide.getWeight()).isEqualTo(dragged);
        undo(editor);
        assertThat(toGuide.getWeight()).isEqualTo(authored);
        assertThat(editor.isDirty()).isFalse();

        // A click on the weight selects the relation; the Delete key takes it out, and undo brings it back.
        label = visiblePartOfWeight(graph, toGuide);
        click(RelationshipGraphPageProbe.canvas(graph), label, 0);
        assertThat(RelationshipGraphPageProbe.graphSelection(graph)).containsExactly(toGuide);
        Event delete = event(RelationshipGraphPageProbe.canvas(graph));
        delete.keyCode = SWT.DEL;
        RelationshipGraphPageProbe.canvas(graph).notifyListeners(SWT.KeyDown, delete);
        flushEvents();
        assertThat(editor.scenario().getRelations()).doesNotContain(toGuide);
        undo(editor);
        assertThat(editor.scenario().getRelations()).contains(toGuide);
    }

    /**
     * The example's agents without any relation or group: their relations with their weights and
     * formations, their groups with their names, weights and leaders are drawn again in the graph
     * alone, with the mouse, the weight field and the fields under the tools.
     */
    @ParameterizedTest
    @ValueSource(strings = {"guided-tourists.crowd", "students-and-teachers.crowd"})
    void theExamplesRelationsAndGroupsAreBuiltFromScratchInTheGraphAlone(String example) throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, example));
        List<String> relations = editor.scenario().getRelations().stream().map(RelationshipGraphTest::described).sorted().toList();
        List<String> groups = editor.scenario().getGroups().stream().map(RelationshipGraphTest::described).sorted().toList();
        List<List<Agent>> members = editor.scenario().getGroups().stream().map(group -> List.copyOf(group.getMembers())).toList();
        List<List<Agent>> leaders = editor.scenario().getGroups().stream().map(group -> List.copyOf(group.getLeaders())).toList();
        List<Group> authoredGroups = List.copyOf(editor.scenario().getGroups());
        List<Relation> authored = List.copyOf(editor.scenario().getRelations());
        CompoundCommand scratch = new CompoundCommand();
        scratch.append(RemoveCommand.create(editor.getEditingDomain(), List.copyOf(editor.scenario().getRelations())));
        scratch.append(RemoveCommand.create(editor.getEditingDomain(), List.copyOf(editor.scenario().getGroups())));
        editor.getEditingDomain().getCommandStack().execute(scratch);
        assertThat(editor.scenario().getRelations()).isEmpty();
        assertThat(editor.scenario().getGroups()).isEmpty();

        RelationshipGraphPage graph = graphPage(editor);
        for (int g = 0; g < members.size(); g++) {
            List<Agent> group = members.get(g);
            for (int m = 0; m < group.size(); m++) {
                click(RelationshipGraphPageProbe.canvas(graph), RelationshipGraphPageProbe.pixelOf(graph, group.get(m)), m == 0 ? 0 : SWT.MOD1);
            }
            press(RelationshipGraphPageProbe.makeGroupButton(graph));
            graph = graphPage(editor);
            for (Agent leader : leaders.get(g)) {
                click(RelationshipGraphPageProbe.canvas(graph), RelationshipGraphPageProbe.pixelOf(graph, leader), 0);
                press(RelationshipGraphPageProbe.setLeaderButton(graph));
                graph = graphPage(editor);
            }
            Group made = editor.scenario().getGroups().get(g);
            Group wanted = authoredGroups.get(g);
            click(RelationshipGraphPageProbe.canvas(graph), visiblePart(graph,
                    RelationshipGraphPageProbe.pixelOfTitle(graph, made), made), 0);
            type(groupField(graph, ScenarioPackage.Literals.NAMED__NAME), wanted.getName());
            type(groupField(graph, ScenarioPackage.Literals.GROUP__MEMBER_WEIGHT),
                    Double.toString(wanted.getMemberWeight()));
            type(groupField(graph, ScenarioPackage.Literals.GROUP__LEADER_WEIGHT),
                    Double.toString(wanted.getLeaderWeight()));
            graph = graphPage(editor);
        }
        for (Relation wanted : authored) {
            press(RelationshipGraphPageProbe.fitButton(graph));
            Agent from = wanted.getFrom();
            Agent to = wanted.getTo();
            Point fromPixel = visiblePartOf(graph, from);
            Point toPixel = RelationshipGraphPageProbe.pixelOf(graph, to);
            dragBetween(RelationshipGraphPageProbe.canvas(graph), fromPixel, toPixel);
            RelationshipGraphPage shown = graph;
            Relation drawn = relation(editor, from, to).orElseThrow(() -> new AssertionError("no relation after the drag from "
                    + from.getName() + " at " + fromPixel + " (under it " + RelationshipGraphPageProbe.under(shown, fromPixel)
                    + ") to " + to.getName() + " at " + toPixel + " (" + RelationshipGraphPageProbe.under(shown, toPixel) + "); "
                    + editor.scenario().getRelations().size() + " relations; status: "
                    + RelationshipGraphPageProbe.status(shown).getText()));
            graph = graphPage(editor);
            if (wanted.getWeight() != drawn.getWeight()) {
                Point label = visiblePartOfWeight(graph, drawn);
                Screens.mouse(RelationshipGraphPageProbe.canvas(graph), SWT.MouseDoubleClick, label.x, label.y, 1);
                flushEvents();
                type(RelationshipGraphPageProbe.weightField(graph), Double.toString(wanted.getWeight()));
                graph = graphPage(editor);
            }
            if (wanted.getFormation() != null) {
                click(RelationshipGraphPageProbe.canvas(graph), visiblePartOfWeight(graph, drawn), 0);
                Screens.choose(FormationChoiceProbe.choice(RelationshipGraphPageProbe.relationFormation(graph)),
                        Labels.literal(wanted.getFormation().getKind().getLiteral()));
                graph = graphPage(editor);
            }
        }

        assertThat(editor.scenario().getRelations().stream().map(RelationshipGraphTest::described).sorted().toList())
                .as("relations and weights drawn in the graph").isEqualTo(relations);
        assertThat(editor.scenario().getGroups().stream().map(RelationshipGraphTest::described).sorted().toList())
                .as("groups and leaders made in the graph").isEqualTo(groups);
    }

    /**
     * A point of the relation's weight label, where the artist takes hold of it; where the label
     * has no room at this zoom, the graph is zoomed in with the wheel between the two agents until
     * it shows, as the artist would.
     */
    private static Point visiblePartOfWeight(RelationshipGraphPage graph, Relation relation) {
        String label = "the weight label of " + relation.getFrom().getName() + " -> " + relation.getTo().getName();
        Canvas canvas = RelationshipGraphPageProbe.canvas(graph);
        for (int turn = 0; RelationshipGraphPageProbe.pixelOfWeight(graph, relation) == null; turn++) {
            assertThat(turn).as("wheel turns before %s shows", label).isLessThan(12);
            Point from = RelationshipGraphPageProbe.pixelOf(graph, relation.getFrom());
            Point to = RelationshipGraphPageProbe.pixelOf(graph, relation.getTo());
            Event wheel = event(canvas);
            wheel.x = (from.x + to.x) / 2;
            wheel.y = (from.y + to.y) / 2;
            wheel.count = 1;
            canvas.notifyListeners(SWT.MouseVerticalWheel, wheel);
        }
        Point centre = RelationshipGraphPageProbe.pixelOfWeight(graph, relation);
        Rectangle area = canvas.getClientArea();
        if (!area.contains(centre)) {
            // Out of sight: a right-drag pans it to the middle.
            Point middle = new Point(area.width / 2, area.height / 2);
            Screens.mouse(canvas, SWT.MouseDown, middle.x, middle.y, 3);
            Screens.mouse(canvas, SWT.MouseMove, 2 * middle.x - centre.x, 2 * middle.y - centre.y, 0);
            Screens.mouse(canvas, SWT.MouseUp, 2 * middle.x - centre.x, 2 * middle.y - centre.y, 3);
            centre = RelationshipGraphPageProbe.pixelOfWeight(graph, relation);
        }
        flushEvents();
        assertThat(area.contains(centre)).as("%s in sight at %s in %s", label, centre, area).isTrue();
        return visiblePart(graph, centre, label);
    }

    /** A point of the agent's node that no weight label covers, where the artist takes hold of it. */
    private static Point visiblePartOf(RelationshipGraphPage graph, Agent agent) {
        return visiblePart(graph, RelationshipGraphPageProbe.pixelOf(graph, agent), agent);
    }

    private static Point visiblePart(RelationshipGraphPage graph, Point centre, Object wanted) {
        for (int dy = 0; dy <= 9; dy += 3) {
            for (int dx = 0; dx <= 30; dx += 3) {
                for (Point candidate : List.of(new Point(centre.x + dx, centre.y + dy), new Point(centre.x - dx, centre.y - dy),
                        new Point(centre.x + dx, centre.y - dy), new Point(centre.x - dx, centre.y + dy))) {
                    if (wanted.equals(RelationshipGraphPageProbe.under(graph, candidate))) {
                        return candidate;
                    }
                }
            }
        }
        throw new AssertionError(wanted + " is covered everywhere");
    }

    private static Text groupField(RelationshipGraphPage graph, EAttribute attribute) {
        return (Text) AttributeFieldProbe.control(RelationshipGraphPageProbe.groupField(graph, attribute));
    }

    private static String described(Relation relation) {
        return relation.getFrom().getName() + " -> " + relation.getTo().getName() + " " + relation.getWeight()
                + (relation.getFormation() == null ? "" : " " + relation.getFormation().getKind());
    }

    private static String described(Group group) {
        return group.getName() + " " + group.getMembers().stream().map(Agent::getName).sorted().toList()
                + " follow each other " + group.getMemberWeight() + ", led by "
                + group.getLeaders().stream().map(Agent::getName).sorted().toList() + " "
                + group.getLeaderWeight();
    }

    @Test
    void agentsSelectedTogetherBecomeAGroupAndOneOfThemItsLeader() throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, "group-switching.crowd"));
        RelationshipGraphPage graph = graphPage(editor);
        List<Agent> chosen = editor.scenario().getAgents().stream().filter(agent -> editor.scenario().getGroups().stream()
                .noneMatch(group -> group.getMembers().contains(agent))).limit(3).toList();
        assertThat(chosen).as("agents of the example in no group yet").hasSize(3);
        int groupsBefore = editor.scenario().getGroups().size();

        click(RelationshipGraphPageProbe.canvas(graph), RelationshipGraphPageProbe.pixelOf(graph, chosen.get(0)), 0);
        click(RelationshipGraphPageProbe.canvas(graph), RelationshipGraphPageProbe.pixelOf(graph, chosen.get(1)), SWT.MOD1);
        click(RelationshipGraphPageProbe.canvas(graph), RelationshipGraphPageProbe.pixelOf(graph, chosen.get(2)), SWT.MOD1);
        assertThat(RelationshipGraphPageProbe.graphSelection(graph)).containsExactlyElementsOf(chosen);
        IStructuredSelection forProperties = (IStructuredSelection) editor.getSite().getSelectionProvider().getSelection();
        assertThat(forProperties.toList()).as("what the Properties view shows").containsExactlyElementsOf(chosen);
        press(RelationshipGraphPageProbe.makeGroupButton(graph));

        assertThat(editor.scenario().getGroups()).hasSize(groupsBefore + 1);
        Group made = editor.scenario().getGroups().get(groupsBefore);
        assertThat(made.getMembers()).containsExactlyElementsOf(chosen);
        Screens.waitUntil(() -> !RelationshipGraphPageProbe.layingOut(graph), 10_000, "the graph laid out again with the new group");

        click(RelationshipGraphPageProbe.canvas(graph), RelationshipGraphPageProbe.pixelOf(graph, chosen.get(1)), 0);
        assertThat(RelationshipGraphPageProbe.setLeaderButton(graph).isEnabled()).isTrue();
        press(RelationshipGraphPageProbe.setLeaderButton(graph));
        assertThat(made.getLeaders()).containsExactly(chosen.get(1));

        undo(editor);
        assertThat(made.getLeaders()).isEmpty();
        undo(editor);
        assertThat(editor.scenario().getGroups()).hasSize(groupsBefore);
    }

    @Test
    void theFilterShowsOneGroupAndTheSearchFindsAgentsByName() throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, "guided-tourists.crowd"));
        RelationshipGraphPage graph = graphPage(editor);
        Group family = editor.scenario().getGroups().stream().filter(group -> "Family 3".equals(group.getName())).findFirst().orElseThrow();

        RelationshipGraphPageProbe.filter(graph).select(List.of(RelationshipGraphPageProbe.filter(graph).getItems()).indexOf("Group: Family 3"));
        RelationshipGraphPageProbe.filter(graph).notifyListeners(SWT.Selection, event(RelationshipGraphPageProbe.filter(graph)));
        Screens.waitUntil(() -> !RelationshipGraphPageProbe.layingOut(graph), 10_000, "the filtered graph laid out");
        for (Agent agent : editor.scenario().getAgents()) {
            assertThat(RelationshipGraphPageProbe.pixelOf(graph, agent) != null).as("%s shown", agent.getName()).isEqualTo(family.getMembers().contains(agent));
        }

        RelationshipGraphPageProbe.search(graph).setText("3. 2");
        flushEvents();
        assertThat(RelationshipGraphPageProbe.status(graph).getText()).isEqualTo("1 agent found");
        RelationshipGraphPageProbe.search(graph).setText("nobody");
        flushEvents();
        assertThat(RelationshipGraphPageProbe.status(graph).getText()).contains("No agent shown is called anything like 'nobody'");
    }

    @Test
    void anAgentSelectedInTheGraphIsInspectedInTheSimulationAndTheReverse() throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, "guided-tourists.crowd"));
        SimulationView simulation = Scenarios.simulate(editor, "guided-tourists.crowd");
        Screens.mainWindow().getActivePage().activate(editor);
        RelationshipGraphPage graph = graphPage(editor);
        Agent guide = agent(editor, "Guide");
        Agent tourist = agent(editor, "Tourist 4. 2");

        click(RelationshipGraphPageProbe.canvas(graph), RelationshipGraphPageProbe.pixelOf(graph, guide), 0);
        Screens.waitUntil(() -> SimulationViewProbe.inspectedAgent(simulation) == editor.scenario().getAgents().indexOf(guide), 5_000,
                "the guide is inspected in the Simulation view");

        simulation.inspect(editor.scenario().getAgents().indexOf(tourist));
        Screens.waitUntil(() -> RelationshipGraphPageProbe.graphSelection(graph).equals(List.of(tourist)), 5_000, "the tourist inspected there is selected in the graph");
    }

    @Test
    void aNodeShiftDraggedStaysPinnedWhereItWasDroppedIsSavedWithTheFileAndUnpinsAgain() throws Exception {
        Path file = Scenarios.example(folder, "guided-tourists.crowd");
        ScenarioEditor editor = Scenarios.open(file);
        RelationshipGraphPage graph = graphPage(editor);
        Agent guide = agent(editor, "Guide");
        Agent tourist = agent(editor, "Tourist 1. 1");
        Point touristBefore = RelationshipGraphPageProbe.pixelOf(graph, tourist);
        Point from = RelationshipGraphPageProbe.pixelOf(graph, guide);
        Point to = new Point(from.x + 80, from.y - 50);

        shiftDrag(RelationshipGraphPageProbe.canvas(graph), from, to);

        assertThat(guide.getGraphPin()).as("the guide's pin").isNotNull();
        assertThat(RelationshipGraphPageProbe.pixelOf(graph, guide).x).isBetween(to.x - 2, to.x + 2);
        assertThat(RelationshipGraphPageProbe.pixelOf(graph, guide).y).isBetween(to.y - 2, to.y + 2);
        assertThat(RelationshipGraphPageProbe.pixelOf(graph, tourist)).as("a tourist nobody pinned").isEqualTo(touristBefore);
        editor.doSave(null);
        assertThat(Files.readString(file)).contains("<graphPin");

        click(RelationshipGraphPageProbe.canvas(graph), RelationshipGraphPageProbe.pixelOf(graph, guide), 0);
        assertThat(RelationshipGraphPageProbe.unpinButton(graph).isEnabled()).isTrue();
        press(RelationshipGraphPageProbe.unpinButton(graph));
        assertThat(guide.getGraphPin()).isNull();
        assertThat(RelationshipGraphPageProbe.pixelOf(graph, guide)).as("the guide back where the layout puts it").isEqualTo(from);
        undo(editor);
        assertThat(guide.getGraphPin()).isNotNull();
        undo(editor);
        assertThat(guide.getGraphPin()).isNull();
        assertThat(editor.isDirty()).as("the model without the pin the saved file has").isTrue();
    }

    @Test
    void duringARunTheGraphShowsTheConnectionsEachTouristKeeps() throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, "guided-tourists.crowd"));
        SimulationView simulation = Scenarios.simulate(editor, "guided-tourists.crowd");
        SimulationViewProbe.showOverlay(simulation, GroupsOverlay.ID, true);
        Screens.mainWindow().getActivePage().activate(editor);
        RelationshipGraphPage graph = graphPage(editor);
        try {
            maximised(editor, () -> {
                Screens.toggle(SimulationViewProbe.playButton(simulation));
                Screens.waitUntil(
                        () -> RelationshipGraphPageProbe.liveLinks(graph).count(LiveLinks.Kind.CONNECTED) >= 10,
                        20_000, "the tourists' connections drawn in the graph");
                Screens.toggle(SimulationViewProbe.playButton(simulation));
                flushEvents();

                LiveLinks links = RelationshipGraphPageProbe.liveLinks(graph);
                assertThat(links.time()).isPositive();
                for (LiveLinks.Link link : links.links()) {
                    assertThat(editor.scenario().getGroups())
                            .as("a group holding both %s and %s", link.from().getName(), link.to().getName())
                            .anyMatch(group -> group.getMembers().contains(link.from())
                                    && group.getMembers().contains(link.to()));
                }
                press(RelationshipGraphPageProbe.fitButton(graph));
                ImageData picture = Screens.screenshot(Screens.mainWindow().getShell(), "relationship-graph-live.png");
                assertThat(Screens.distinctColours(picture)).isGreaterThan(8);
            });
        } finally {
            SimulationViewProbe.showOverlay(simulation, GroupsOverlay.ID, false);
        }
    }

    @Test
    void aPopulationShowsTheMoodsAndFriendshipsItsAgentsAreDrawnWithAndCannotBeFollowed() throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, "party-with-waiters.crowd"));
        RelationshipGraphPage graph = graphPage(editor);
        Population guests = editor.scenario().getPopulations().get(0);
        Point at = RelationshipGraphPageProbe.pixelOf(graph, guests);
        assertThat(at).as("the population is a node of the graph").isNotNull();

        Screens.mouse(RelationshipGraphPageProbe.canvas(graph), SWT.MouseMove, at.x, at.y, 0);
        flushEvents();
        assertThat(RelationshipGraphPageProbe.status(graph).getText()).startsWith(guests.getName() + " ×" + guests.getCount()).contains("mood").contains("friendship angle");
    }

    @Test
    void screenshotOfTheGuidedTour() throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, "guided-tourists.crowd"));
        RelationshipGraphPage graph = graphPage(editor);
        maximised(editor, () -> {
            press(RelationshipGraphPageProbe.fitButton(graph));
            Point guide = RelationshipGraphPageProbe.pixelOf(graph, agent(editor, "Guide"));
            Screens.mouse(RelationshipGraphPageProbe.canvas(graph), SWT.MouseMove, guide.x, guide.y, 0);
            flushEvents();
            assertThat(RelationshipGraphPageProbe.status(graph).getText()).as("what the pointer rests on").startsWith("Guide");
            ImageData picture = Screens.screenshot(Screens.mainWindow().getShell(), "relationship-graph.png");
            assertThat(Screens.distinctColours(picture)).isGreaterThan(8);
        });
    }

    /** Does the work with the editor maximised, as for a screenshot, and restores it after. */
    private static void maximised(ScenarioEditor editor, ThrowingRunnable work) throws Exception {
        IWorkbenchPage page = Screens.mainWindow().getActivePage();
        IWorkbenchPartReference reference = page.getReference(editor);
        page.setPartState(reference, IWorkbenchPage.STATE_MAXIMIZED);
        try {
            flushEvents();
            work.run();
        } finally {
            page.setPartState(reference, IWorkbenchPage.STATE_RESTORED);
        }
    }

    /** A piece of a test that may throw. */
    private interface ThrowingRunnable {
        void run() throws Exception;
    }

    private static RelationshipGraphPage graphPage(ScenarioEditor editor) {
        RelationshipGraphPage page = (RelationshipGraphPage) editor.setActivePage(RelationshipGraphPage.ID);
        flushEvents();
        Screens.waitUntil(() -> !RelationshipGraphPageProbe.layingOut(page), 10_000, "the relationship graph laid out");
        flushEvents();
        return page;
    }

    private static Agent agent(ScenarioEditor editor, String name) {
        return editor.scenario().getAgents().stream().filter(agent -> name.equals(agent.getName())).findFirst().orElseThrow();
    }

    private static Optional<Relation> relation(ScenarioEditor editor, Agent from, Agent to) {
        return editor.scenario().getRelations().stream().filter(relation -> relation.getFrom() == from && relation.getTo() == to).findFirst();
    }

    /**
     * The class on its outing: a relation picked in the graph shows the formation it asks for under
     * the tools (that no label lies over another is WeightLabelsTest's).
     */
    @Test
    void screenshotOfTheClassWithTheFormationOfAQueueRelation() throws Exception {
        ScenarioEditor editor = Scenarios.open(Scenarios.example(folder, "students-and-teachers.crowd"));
        RelationshipGraphPage graph = graphPage(editor);
        maximised(editor, () -> {
            press(RelationshipGraphPageProbe.fitButton(graph));
            Relation queue = relation(editor, agent(editor, "Student 11"), agent(editor, "Student 12")).orElseThrow();
            click(RelationshipGraphPageProbe.canvas(graph), visiblePartOfWeight(graph, queue), 0);
            assertThat(RelationshipGraphPageProbe.graphSelection(graph)).containsExactly(queue);
            assertThat(FormationChoiceProbe.choice(RelationshipGraphPageProbe.relationFormation(graph)).getText()).isEqualTo("Queue");
            ImageData picture = Screens.screenshot(Screens.mainWindow().getShell(), "relationship-graph-class.png");
            assertThat(Screens.distinctColours(picture)).isGreaterThan(8);
        });
    }

    /** The Groups page's matrix cell for the pair, as the artist reads it there. */
    private static String matrixCell(ScenarioEditor editor, Agent follower, Agent followed) {
        GroupsPage groups = (GroupsPage) editor.setActivePage(GroupsPage.ID);
        flushEvents();
        RelationMatrix matrix = GroupsPageProbe.relations(groups);
        int column = matrix.agents().indexOf(followed) + 1;
        for (TableItem item : matrix.viewer().getTable().getItems()) {
            if (item.getData() == follower) {
                return item.getText(column);
            }
        }
        throw new AssertionError("no row for " + follower.getName());
    }

    private static String number(double weight) {
        return org.crowdstudio.ui.editor.pages.AttributeValues.number(weight);
    }

    /** A drag with Shift held, which moves a node rather than relating it. */
    private static void shiftDrag(Control canvas, Point from, Point to) {
        Event down = event(canvas);
        down.x = from.x;
        down.y = from.y;
        down.button = 1;
        down.stateMask = SWT.SHIFT;
        canvas.notifyListeners(SWT.MouseDown, down);
        for (int i = 1; i <= 10; i++) {
            Screens.mouse(canvas, SWT.MouseMove, from.x + (to.x - from.x) * i / 10, from.y + (to.y - from.y) * i / 10, 0);
        }
        Screens.mouse(canvas, SWT.MouseUp, to.x, to.y, 1);
        flushEvents();
    }

    /** A left-button drag with a move every few pixels, as a hand delivers it. */
    private static void dragBetween(Control canvas, Point from, Point to) {
        Screens.mouse(canvas, SWT.MouseDown, from.x, from.y, 1);
        int steps = Math.max(2, Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y)) / 4);
        for (int i = 1; i <= steps; i++) {
            Screens.mouse(canvas, SWT.MouseMove, from.x + (to.x - from.x) * i / steps, from.y + (to.y - from.y) * i / steps, 0);
        }
        Screens.mouse(canvas, SWT.MouseUp, to.x, to.y, 1);
        flushEvents();
    }

    private static void click(Control canvas, Point at, int modifiers) {
        for (int type : new int[] {SWT.MouseDown, SWT.MouseUp}) {
            Event event = new Event();
            event.type = type;
            event.x = at.x;
            event.y = at.y;
            event.button = 1;
            event.stateMask = modifiers;
            event.widget = canvas;
            event.display = canvas.getDisplay();
            canvas.notifyListeners(type, event);
        }
        flushEvents();
    }

    private static void type(Text field, String text) {
        field.setText(text);
        field.notifyListeners(SWT.DefaultSelection, event(field));
        flushEvents();
    }
}
