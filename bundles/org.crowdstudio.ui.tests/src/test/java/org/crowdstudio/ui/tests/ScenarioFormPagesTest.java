package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.tests.Screens.distinctColours;
import static org.crowdstudio.ui.tests.Screens.flushEvents;
import static org.crowdstudio.ui.tests.Screens.mainWindow;
import static org.crowdstudio.ui.tests.Screens.screenshot;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.crowdstudio.engine.equinox.EquinoxAlgorithms;
import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.BooleanParameter;
import org.crowdstudio.model.scenario.RealParameter;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.TextParameter;
import org.crowdstudio.model.scenario.VelocitySource;
import org.crowdstudio.ui.anisotropic.AnisotropicFieldsPage;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.editor.pages.AgentsPage;
import org.crowdstudio.ui.editor.pages.AgentsPageProbe;
import org.crowdstudio.ui.editor.pages.AttributeFieldProbe;
import org.crowdstudio.ui.editor.pages.OverviewPage;
import org.crowdstudio.ui.editor.pages.OverviewPageProbe;
import org.crowdstudio.ui.editor.pages.ParameterForm;
import org.crowdstudio.ui.editor.pages.ParameterFormProbe;
import org.crowdstudio.ui.editor.pages.ProfilesPage;
import org.crowdstudio.ui.editor.pages.ProfilesPageProbe;
import org.crowdstudio.ui.editor.pages.StageEditor;
import org.crowdstudio.ui.editor.pages.StageEditorProbe;
import org.crowdstudio.ui.editor.spi.EditorPage;
import org.crowdstudio.ui.editor.spi.EditorPages;
import org.crowdstudio.ui.fields.FieldsPage;
import org.crowdstudio.ui.groups.GroupsPage;
import org.crowdstudio.ui.groups.GroupsPageProbe;
import org.crowdstudio.ui.groups.RelationMatrix;
import org.crowdstudio.ui.relations.RelationshipGraphPage;
import org.crowdstudio.ui.social.SocialPage;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.junit.jupiter.api.Test;
import org.osgi.framework.FrameworkUtil;

/** A technical artist edits a scenario on the editor's form pages, as with keyboard and mouse, and undoes it. */
class ScenarioFormPagesTest extends WorkbenchTestCase {

    /** The editor names no page: each comes from the bundle of its concern, in position order, and a method's bundle adds its own. */
    @Test
    void theEditorsPagesAreContributedByTheirBundlesInPositionOrder() throws Exception {
        ScenarioEditor editor = open("group-switching.crowd");

        assertThat(EditorPages.installed().problems()).isEmpty();
        assertThat(EditorPages.installed().all()).extracting(EditorPage::id)
                .containsExactly(OverviewPage.ID, ProfilesPage.ID, AgentsPage.ID, FieldsPage.ID, SocialPage.ID, GroupsPage.ID, RelationshipGraphPage.ID,
                        AnisotropicFieldsPage.ID);
        assertThat(FrameworkUtil.getBundle(editor.findPage(FieldsPage.ID).getClass()).getSymbolicName()).isEqualTo("org.crowdstudio.ui.fields");
        assertThat(FrameworkUtil.getBundle(editor.findPage(GroupsPage.ID).getClass()).getSymbolicName()).isEqualTo("org.crowdstudio.ui.groups");
        assertThat(FrameworkUtil.getBundle(editor.findPage(RelationshipGraphPage.ID).getClass()).getSymbolicName())
                .isEqualTo("org.crowdstudio.ui.relations");
        assertThat(FrameworkUtil.getBundle(editor.findPage(AnisotropicFieldsPage.ID).getClass()).getSymbolicName())
                .isEqualTo("org.crowdstudio.ui.anisotropic");
        // The Overview counts what the groups' bundle declares, as links to its page.
        OverviewPage overview = (OverviewPage) editor.setActivePage(OverviewPage.ID);
        assertThat(OverviewPageProbe.contentCounts(overview)).containsEntry("Groups", "0").containsEntry("Relations", "20").containsEntry("Agents", "12");
    }

    @Test
    void aNameAndATimeStepTypedOnTheOverviewChangeTheScenarioAndUndoRestoresThem() throws Exception {
        ScenarioEditor editor = open("hide-and-seek.crowd");
        OverviewPage overview = (OverviewPage) editor.setActivePage(OverviewPage.ID);
        flushEvents();
        var settings = editor.scenario().getSettings();
        String oldName = editor.scenario().getName();
        double oldStep = settings.getTimeStep();
        Text name = (Text) AttributeFieldProbe.control(OverviewPageProbe.nameField(overview));
        Text timeStep = (Text) AttributeFieldProbe.control(OverviewPageProbe.simulationField(overview, ScenarioPackage.Literals.SIMULATION_SETTINGS__TIME_STEP));
        assertThat(name.getText()).isEqualTo(oldName);

        type(name, "Hide and seek at dusk");
        type(timeStep, "0.05");

        assertThat(editor.scenario().getName()).isEqualTo("Hide and seek at dusk");
        assertThat(settings.getTimeStep()).isEqualTo(0.05);
        assertThat(editor.isDirty()).isTrue();

        type(timeStep, "fast");
        assertThat(settings.getTimeStep()).as("text that is no number is refused").isEqualTo(0.05);

        undo(editor);
        assertThat(settings.getTimeStep()).isEqualTo(oldStep);
        assertThat(timeStep.getText()).as("the field shows the value undo restored").isEqualTo(Double.toString(oldStep));
        assertThat(editor.isDirty()).isTrue();
        undo(editor);
        assertThat(editor.scenario().getName()).isEqualTo(oldName);
        assertThat(name.getText()).isEqualTo(oldName);
        assertThat(editor.isDirty()).isFalse();
    }

    @Test
    void anOrcaParameterSetInItsGeneratedWidgetIsStoredUndoneAndSavedAsThatValueAlone() throws Exception {
        Path file = Scenarios.example(folder, "hide-and-seek.crowd");
        List<String> before = Files.readAllLines(file);
        ScenarioEditor editor = Scenarios.open(file);
        BehaviourProfile rvo = editor.scenario().getProfiles().stream().filter(profile -> profile.getName().equals("IFs+RVO")).findFirst()
                .orElseThrow();
        AlgorithmSettings solver = rvo.getPipeline().getVelocitySolver();
        assertThat(solver.getAlgorithmId()).isEqualTo("orca");
        assertThat(solver.getParameters()).as("the example leaves ORCA at its defaults").isEmpty();

        ProfilesPage profiles = (ProfilesPage) editor.setActivePage(ProfilesPage.ID);
        ProfilesPageProbe.select(profiles, rvo);
        flushEvents();
        ParameterForm form = ProfilesPageProbe.stage(profiles, solver).parameters();

        // The form is the one ORCA declares: its parameters, in its order, showing its defaults.
        assertThat(ParameterFormProbe.parameterIds(form)).containsExactly("neighbourDistance", "maxNeighbours", "timeHorizon", "obstacleTimeHorizon");
        Text timeHorizon = (Text) form.control("timeHorizon");
        assertThat(timeHorizon.getText()).isEqualTo("2.0");
        assertThat(timeHorizon.getToolTipText()).contains("How far ahead collisions with agents are avoided").contains("0.01 to 60 s");
        assertThat(((Spinner) form.control("maxNeighbours")).getSelection()).isEqualTo(10);
        assertThat(StageEditorProbe.algorithmChoice(ProfilesPageProbe.stage(profiles, solver)).getText()).isEqualTo("ORCA");

        type(timeHorizon, "75");
        assertThat(solver.getParameters()).as("a value outside the declared range is refused").isEmpty();

        type(timeHorizon, "3.5");
        assertThat(solver.getParameters()).singleElement().isInstanceOfSatisfying(RealParameter.class, value -> {
            assertThat(value.getKey()).isEqualTo("timeHorizon");
            assertThat(value.getValue()).isEqualTo(3.5);
        });

        undo(editor);
        assertThat(solver.getParameters()).as("one undo takes the created value back").isEmpty();
        assertThat(timeHorizon.getText()).isEqualTo("2.0");
        assertThat(editor.isDirty()).isFalse();

        globalAction(editor, ActionFactory.REDO).run();
        flushEvents();
        assertThat(timeHorizon.getText()).isEqualTo("3.5");
        assertThat(mainWindow().getActivePage().saveEditor(editor, false)).isTrue();
        flushEvents();

        // The file changed in the solver's element alone: it now holds the one value.
        List<String> after = Files.readAllLines(file);
        List<String> removed = new ArrayList<>(before);
        removed.removeAll(after);
        List<String> added = new ArrayList<>(after);
        added.removeAll(before);
        assertThat(removed).singleElement().asString().contains("<velocitySolver algorithmId=\"orca\"/>");
        assertThat(added).hasSize(3).allSatisfy(line -> assertThat(line).containsAnyOf("velocitySolver", "timeHorizon"));
        assertThat(added).anySatisfy(line -> assertThat(line).contains("key=\"timeHorizon\"").contains("value=\"3.5\""));
        var reread = new ScenarioReader().read(file).getProfiles().get(editor.scenario().getProfiles().indexOf(rvo));
        assertThat(((RealParameter) reread.getPipeline().getVelocitySolver().getParameters().get(0)).getValue()).isEqualTo(3.5);
    }

    @Test
    void aVelocitySourceAddedAndAnotherRemovedOnTheProfilesPageAreEachOneUndoableStep() throws Exception {
        ScenarioEditor editor = open("hide-and-seek.crowd");
        BehaviourProfile only = editor.scenario().getProfiles().stream().filter(profile -> profile.getName().equals("IFs-Only")).findFirst()
                .orElseThrow();
        List<VelocitySource> sources = only.getPipeline().getVelocitySources();
        VelocitySource fields = sources.get(0);
        assertThat(sources).hasSize(1);
        ProfilesPage profiles = (ProfilesPage) editor.setActivePage(ProfilesPage.ID);
        ProfilesPageProbe.select(profiles, only);
        flushEvents();
        String firstInstalled = EquinoxAlgorithms.registry().descriptors().stream().filter(descriptor -> descriptor.stage() == Stage.VELOCITY_SOURCE)
                .findFirst().orElseThrow().id();

        Button add = ProfilesPageProbe.addStageButton(profiles, Stage.VELOCITY_SOURCE);
        add.notifyListeners(SWT.Selection, new Event());
        flushEvents();
        assertThat(sources).hasSize(2);
        assertThat(sources.get(1).getAlgorithmId()).isEqualTo(firstInstalled);
        assertThat(sources.get(1).getWeight()).isEqualTo(1.0);
        assertThat(ProfilesPageProbe.stages(profiles)).filteredOn(stage -> stage.slot().stage() == Stage.VELOCITY_SOURCE).hasSize(2)
                .allSatisfy(stage -> assertThat(StageEditorProbe.removeLink(stage)).isNotNull());

        StageEditor first = ProfilesPageProbe.stage(profiles, fields);
        StageEditorProbe.removeLink(first).notifyListeners(SWT.MouseDown, linkClick(StageEditorProbe.removeLink(first)));
        StageEditorProbe.removeLink(first).notifyListeners(SWT.MouseUp, linkClick(StageEditorProbe.removeLink(first)));
        flushEvents();
        assertThat(sources).as("the interaction-fields source is taken out").hasSize(1).first().isNotSameAs(fields);
        assertThat(ProfilesPageProbe.stages(profiles)).filteredOn(stage -> stage.slot().stage() == Stage.VELOCITY_SOURCE).hasSize(1);

        undo(editor);
        assertThat(sources).containsExactly(fields, sources.get(1));
        undo(editor);
        assertThat(sources).containsExactly(fields);
        assertThat(ProfilesPageProbe.stages(profiles)).filteredOn(stage -> stage.slot().stage() == Stage.VELOCITY_SOURCE).hasSize(1);
        assertThat(editor.isDirty()).isFalse();
    }

    @Test
    void aNewProfileFindsItsWayWalksToItsGoalsAvoidsOthersAndNavigationCanBeTakenOut() throws Exception {
        ScenarioEditor editor = open("door-behind.crowd");
        List<BehaviourProfile> all = editor.scenario().getProfiles();
        ProfilesPage profiles = (ProfilesPage) editor.setActivePage(ProfilesPage.ID);
        flushEvents();

        ProfilesPageProbe.newProfileButton(profiles).notifyListeners(SWT.Selection, new Event());
        flushEvents();
        assertThat(all).hasSize(2);
        BehaviourProfile created = all.get(1);
        assertThat(created.getName()).as("the first free name").isEqualTo("Profile 1");
        assertThat(created.getId()).as("a stable id for files and git").isNotBlank();
        assertThat(ProfilesPageProbe.stages(profiles)).as("the new profile is shown with its pipeline")
                .extracting(stage -> stage.slot().settings() == null ? null : stage.slot().settings().getAlgorithmId())
                .containsExactly("navigation", "goal-reaching", "orca", null);

        StageEditor navigation = ProfilesPageProbe.stage(profiles, created.getPipeline().getWaypointModifiers().get(0));
        StageEditorProbe.removeLink(navigation).notifyListeners(SWT.MouseDown, linkClick(StageEditorProbe.removeLink(navigation)));
        StageEditorProbe.removeLink(navigation).notifyListeners(SWT.MouseUp, linkClick(StageEditorProbe.removeLink(navigation)));
        flushEvents();
        assertThat(created.getPipeline().getWaypointModifiers()).as("navigation switched off for this profile alone").isEmpty();
        assertThat(all.get(0).getPipeline().getWaypointModifiers()).hasSize(1);

        undo(editor);
        assertThat(created.getPipeline().getWaypointModifiers()).hasSize(1);
        undo(editor);
        assertThat(all).as("one undo takes the new profile back").hasSize(1);
        assertThat(editor.isDirty()).isFalse();
    }

    /** A left-button press or release inside a hyperlink: the two activate it. */
    private static Event linkClick(Control link) {
        Event event = new Event();
        event.button = 1;
        event.widget = link;
        event.x = 1;
        event.y = 1;
        return event;
    }

    @Test
    void aPluginsAlgorithmGetsItsFormFromTheParametersItDeclares() throws Exception {
        ScenarioEditor editor = open("hide-and-seek.crowd");
        AlgorithmSettings settings = editor.scenario().getProfiles().get(0).getPipeline().getVelocitySources().get(0);
        int storedBefore = settings.getParameters().size();
        AlgorithmDescriptor<?> plugin = new AlgorithmDescriptor<>("crowd-flocking", Stage.VELOCITY_SOURCE, "Flocking", "Boids from a plug-in.",
                List.of(ParameterDescriptor.real("cohesion", 0.4, 0, 1, "", "How strongly agents steer to their neighbours' centre."),
                        ParameterDescriptor.integer("flockSize", 7, 1, 50, "How many neighbours make a flock."),
                        ParameterDescriptor.bool("avoidWalls", true, "Whether the flock keeps away from obstacles."),
                        ParameterDescriptor.choice("shape", "wedge", List.of("cloud", "wedge", "line"), "The flock's shape."),
                        ParameterDescriptor.text("leaderName", "", "Who the flock follows.")));
        Shell shell = new Shell(mainWindow().getShell());
        FormToolkit toolkit = new FormToolkit(shell.getDisplay());
        try {
            shell.setLayout(new org.eclipse.swt.layout.GridLayout(2, false));
            ParameterForm form = new ParameterForm(shell, toolkit, editor, plugin, () -> settings);
            shell.pack();
            shell.open();
            flushEvents();

            assertThat(ParameterFormProbe.parameterIds(form)).containsExactly("cohesion", "flockSize", "avoidWalls", "shape", "leaderName");
            assertThat(form.control("cohesion")).isInstanceOfSatisfying(Text.class, text -> assertThat(text.getText()).isEqualTo("0.4"));
            assertThat(form.control("flockSize")).isInstanceOfSatisfying(Spinner.class, spinner -> {
                assertThat(spinner.getSelection()).isEqualTo(7);
                assertThat(spinner.getMinimum()).isEqualTo(1);
                assertThat(spinner.getMaximum()).isEqualTo(50);
            });
            Button avoidWalls = (Button) form.control("avoidWalls");
            assertThat(avoidWalls.getStyle() & SWT.CHECK).isNotZero();
            assertThat(avoidWalls.getSelection()).isTrue();
            Combo shape = (Combo) form.control("shape");
            assertThat(shape.getItems()).containsExactly("cloud", "wedge", "line");
            assertThat(shape.getText()).isEqualTo("wedge");
            assertThat(form.control("leaderName")).isInstanceOf(Text.class);
            assertThat(form.control("flockSize").getToolTipText()).contains("How many neighbours make a flock.").contains("1 to 50");

            avoidWalls.setSelection(false);
            avoidWalls.notifyListeners(SWT.Selection, new Event());
            shape.select(2);
            shape.notifyListeners(SWT.Selection, new Event());
            flushEvents();

            assertThat(settings.getParameters()).hasSize(storedBefore + 2);
            assertThat(settings.getParameters()).anySatisfy(value -> assertThat(value).isInstanceOfSatisfying(BooleanParameter.class,
                    bool -> assertThat(bool.isValue()).isFalse()));
            assertThat(settings.getParameters()).anySatisfy(value -> assertThat(value).isInstanceOfSatisfying(TextParameter.class,
                    text -> assertThat(text.getValue()).isEqualTo("line")));
            undo(editor);
            undo(editor);
            assertThat(settings.getParameters()).hasSize(storedBefore);
            form.refresh();
            assertThat(avoidWalls.getSelection()).isTrue();
            assertThat(editor.isDirty()).isFalse();
        } finally {
            toolkit.dispose();
            shell.dispose();
        }
    }

    @Test
    void aRelationMatrixCellCreatesChangesAndRemovesARelationEachUndoably() throws Exception {
        ScenarioEditor editor = open("group-switching.crowd");
        GroupsPage groups = (GroupsPage) editor.setActivePage(GroupsPage.ID);
        flushEvents();
        RelationMatrix matrix = GroupsPageProbe.relations(groups);
        List<Agent> agents = editor.scenario().getAgents();
        assertThat(matrix.agents()).containsExactlyElementsOf(agents);
        Agent leaderA = agent(editor, "Leader A");
        Agent leaderB = agent(editor, "Leader B");
        Agent follower = agent(editor, "Follower 1");
        int relations = editor.scenario().getRelations().size();
        assertThat(cellText(matrix, follower, leaderA)).isEqualTo("0.6");
        assertThat(cellText(matrix, leaderA, leaderB)).isEmpty();

        editCell(matrix, leaderA, leaderB, "0.7");
        assertThat(editor.scenario().getRelations()).hasSize(relations + 1);
        Relation created = relation(editor, leaderA, leaderB);
        assertThat(created.getWeight()).isEqualTo(0.7);
        assertThat(created.getId()).isNotBlank();
        assertThat(cellText(matrix, leaderA, leaderB)).isEqualTo("0.7");
        undo(editor);
        assertThat(editor.scenario().getRelations()).hasSize(relations);
        assertThat(cellText(matrix, leaderA, leaderB)).isEmpty();

        editCell(matrix, follower, leaderA, "0.8");
        assertThat(relation(editor, follower, leaderA).getWeight()).isEqualTo(0.8);
        editCell(matrix, follower, leaderA, "");
        assertThat(editor.scenario().getRelations()).hasSize(relations - 1);
        undo(editor);
        undo(editor);
        assertThat(relation(editor, follower, leaderA).getWeight()).isEqualTo(0.6);
        assertThat(editor.isDirty()).isFalse();
    }

    @Test
    void aChangeOnOnePageIsShownOnTheOthersAndSelectShowsTheTree() throws Exception {
        ScenarioEditor editor = open("hide-and-seek.crowd");
        AgentsPage agents = (AgentsPage) editor.setActivePage(AgentsPage.ID);
        flushEvents();
        Agent seeker = agent(editor, "Seeker");
        // A change made elsewhere (here through the Properties view's source) shows in the agents' table.
        var properties = editor.propertySources().getPropertySource(seeker);
        var nameId = Arrays.stream(properties.getPropertyDescriptors()).filter(descriptor -> descriptor.getDisplayName().equals("Name"))
                .findFirst().orElseThrow().getId();
        properties.setPropertyValue(nameId, "Finder");
        flushEvents();
        assertThat(AgentsPageProbe.agents(agents).viewer().getTable().getItem(0).getText(0)).isEqualTo("Finder");

        AgentsPageProbe.agents(agents).viewer().setSelection(new StructuredSelection(seeker));
        flushEvents();
        assertThat(((IStructuredSelection) editor.getSite().getSelectionProvider().getSelection()).getFirstElement())
                .as("the page's selection is the editor's").isSameAs(seeker);

        editor.select(editor.scenario().getProfiles().get(0));
        flushEvents();
        assertThat(editor.tree().getControl().isVisible()).as("selecting an element shows the tree").isTrue();
        assertThat(editor.tree().getStructuredSelection().getFirstElement()).isSameAs(editor.scenario().getProfiles().get(0));
        undo(editor);
        assertThat(seeker.getName()).isEqualTo("Seeker");
        editor.setActivePage(AgentsPage.ID);
        flushEvents();
        assertThat(AgentsPageProbe.agents(agents).viewer().getTable().getItem(0).getText(0)).isEqualTo("Seeker");
    }

    @Test
    void screenshotsOfEveryFormPage() throws Exception {
        shoot("hide-and-seek.crowd", OverviewPage.ID, "scenario-editor-overview.png");
        ScenarioEditor profiles = open(Files.createDirectories(folder.resolve("profiles")), "hide-and-seek.crowd");
        ProfilesPageProbe.select((ProfilesPage) profiles.setActivePage(ProfilesPage.ID), profiles.scenario().getProfiles().get(2));
        shoot(profiles, "scenario-editor-profiles.png");
        shoot("guided-tourists.crowd", AgentsPage.ID, "scenario-editor-agents.png");
        shoot("hide-and-seek.crowd", FieldsPage.ID, "scenario-editor-fields.png");
        shoot("office.crowd", SocialPage.ID, "scenario-editor-social.png");
        shoot("guided-tourists.crowd", GroupsPage.ID, "scenario-editor-groups.png");
        shoot("channel-keep-right.crowd", AnisotropicFieldsPage.ID, "scenario-editor-anisotropic-fields.png");
    }

    private void shoot(String example, String pageId, String picture) throws Exception {
        ScenarioEditor editor = open(Files.createDirectories(folder.resolve(pageId)), example);
        editor.setActivePage(pageId);
        shoot(editor, picture);
    }

    /** The editor as an artist works on a form page: maximized, with the page in front. */
    private static void shoot(ScenarioEditor editor, String picture) throws Exception {
        IWorkbenchPage page = mainWindow().getActivePage();
        page.activate(editor);
        IWorkbenchPartReference reference = page.getReference(editor);
        page.setPartState(reference, IWorkbenchPage.STATE_MAXIMIZED);
        try {
            flushEvents();
            ImageData image = screenshot(mainWindow().getShell(), picture);
            assertThat(distinctColours(image)).isGreaterThan(8);
        } finally {
            page.setPartState(reference, IWorkbenchPage.STATE_RESTORED);
            page.closeAllEditors(false);
            flushEvents();
        }
    }

    private ScenarioEditor open(String example) throws Exception {
        return open(folder, example);
    }

    private static ScenarioEditor open(Path folder, String example) throws Exception {
        return Scenarios.open(Scenarios.example(folder, example));
    }

    /** Types a text into a field and presses Enter, as the artist does. */
    private static void type(Text field, String text) {
        field.setFocus();
        field.setText(text);
        field.notifyListeners(SWT.DefaultSelection, new Event());
        flushEvents();
    }

    /** Clicks into a matrix cell, types and presses Enter. */
    private static void editCell(RelationMatrix matrix, Agent from, Agent to, String text) {
        matrix.viewer().editElement(from, 1 + matrix.agents().indexOf(to));
        flushEvents();
        Text editor = Arrays.stream(matrix.viewer().getTable().getChildren()).filter(Text.class::isInstance).map(Text.class::cast)
                .filter(Control::isVisible).findFirst().orElseThrow(() -> new AssertionError("no cell editor opened"));
        editor.setText(text);
        editor.notifyListeners(SWT.DefaultSelection, new Event());
        flushEvents();
    }

    private static String cellText(RelationMatrix matrix, Agent from, Agent to) {
        return matrix.viewer().getTable().getItem(matrix.agents().indexOf(from)).getText(1 + matrix.agents().indexOf(to));
    }

    private static Agent agent(ScenarioEditor editor, String name) {
        return editor.scenario().getAgents().stream().filter(agent -> name.equals(agent.getName())).findFirst().orElseThrow();
    }

    private static Relation relation(ScenarioEditor editor, Agent from, Agent to) {
        return editor.scenario().getRelations().stream().filter(relation -> relation.getFrom() == from && relation.getTo() == to).findFirst()
                .orElseThrow(() -> new AssertionError("no relation from " + from.getName() + " to " + to.getName()));
    }

    private static void undo(ScenarioEditor editor) {
        globalAction(editor, ActionFactory.UNDO).run();
        flushEvents();
    }

    private static IAction globalAction(ScenarioEditor editor, ActionFactory action) {
        return editor.getEditorSite().getActionBars().getGlobalActionHandler(action.getId());
    }
}
