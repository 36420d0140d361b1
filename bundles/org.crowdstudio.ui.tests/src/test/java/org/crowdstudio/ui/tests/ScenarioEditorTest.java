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

import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.validation.Severity;
import org.crowdstudio.model.validation.ValidationProblem;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.eclipse.core.filesystem.EFS;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.jface.action.IAction;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.junit.jupiter.api.Test;

/** A technical artist opens a shipped scenario, changes it, undoes and redoes, and saves. */
class ScenarioEditorTest extends WorkbenchTestCase {

    @Test
    void theTreeShowsTheScenarioAndItsElements() throws Exception {
        ScenarioEditor editor = open(example("hide-and-seek.crowd"));

        TreeItem root = editor.tree().getTree().getItem(0);
        assertThat(root.getText()).contains("Hide and seek");
        List<String> shown = Arrays.stream(root.getItems()).map(TreeItem::getText).toList();
        Scenario scenario = editor.scenario();
        // Every profile, agent and field of the file is an element of the tree under the scenario.
        for (var element : concat(scenario.getProfiles(), scenario.getAgents(), scenario.getFields())) {
            assertThat(shown).anySatisfy(label -> assertThat(label).contains(element.getName()));
        }
        // A binding reads as field, emitters and receivers, not as its id.
        assertThat(shown).contains("Field binding Hide: Crate A, Crate B, Crate C, Crate D, Walker 1, Walker 2, Walker 3 → Hider");
        assertThat(editor.isDirty()).isFalse();
    }

    @Test
    void aBadValueIsListedAsAProblemThatSelectsItsElementAndUndoClearsIt() throws Exception {
        ScenarioEditor editor = open(example("hide-and-seek.crowd"));
        List<ValidationProblem> authored = editor.problems();
        assertThat(authored).as("the shipped example has no errors").noneMatch(problem -> problem.severity() == Severity.ERROR);
        BehaviourProfile profile = editor.scenario().getProfiles().get(1);

        editor.getEditingDomain().getCommandStack()
                .execute(SetCommand.create(editor.getEditingDomain(), profile, ScenarioPackage.Literals.BEHAVIOUR_PROFILE__RADIUS, -0.3));
        flushEvents();

        List<ValidationProblem> listed = editor.problems();
        assertThat(listed).hasSizeGreaterThan(authored.size());
        int index = listed.indexOf(listed.stream().filter(problem -> problem.severity() == Severity.ERROR).findFirst().orElseThrow());
        assertThat(listed.get(index).toString()).contains(profile.getName()).contains("radius").contains("(is -0.3)");

        mainWindow().getActivePage().activate(editor);
        editor.pickProblem(index);
        flushEvents();
        assertThat(editor.tree().getStructuredSelection().getFirstElement()).as("the problem's element is selected").isSameAs(profile);

        globalAction(editor, ActionFactory.UNDO).run();
        flushEvents();
        assertThat(editor.problems()).hasSameSizeAs(authored);
    }

    @Test
    void aPropertyEditIsUndoneRedoneAndSavedAsThatChangeAlone() throws Exception {
        Path file = example("hide-and-seek.crowd");
        List<String> before = Files.readAllLines(file);
        ScenarioEditor editor = open(file);
        BehaviourProfile profile = editor.scenario().getProfiles().get(0);
        String oldName = profile.getName();

        IPropertySource properties = editor.propertySources().getPropertySource(profile);
        properties.setPropertyValue(idOf(properties, "Name"), "Hider");
        flushEvents();

        assertThat(profile.getName()).isEqualTo("Hider");
        assertThat(editor.isDirty()).isTrue();
        assertThat(labels(editor)).anySatisfy(label -> assertThat(label).contains("Hider"));

        IAction undo = globalAction(editor, ActionFactory.UNDO);
        assertThat(undo.isEnabled()).as("%s '%s' from %s", undo.getClass().getName(), undo.getText(),
                editor.getEditorSite().getActionBarContributor()).isTrue();
        assertThat(undo.getText()).contains("Undo");
        undo.run();
        flushEvents();
        assertThat(profile.getName()).isEqualTo(oldName);
        assertThat(editor.isDirty()).isFalse();

        globalAction(editor, ActionFactory.REDO).run();
        flushEvents();
        assertThat(profile.getName()).isEqualTo("Hider");
        assertThat(editor.isDirty()).isTrue();

        assertThat(mainWindow().getActivePage().saveEditor(editor, false)).isTrue();
        flushEvents();
        assertThat(editor.isDirty()).isFalse();

        // The saved file differs from the original in that one line, and reads back with the new name.
        List<String> after = Files.readAllLines(file);
        assertThat(after).hasSameSizeAs(before);
        List<Integer> changed = new ArrayList<>();
        for (int line = 0; line < before.size(); line++) {
            if (!before.get(line).equals(after.get(line))) {
                changed.add(line);
            }
        }
        assertThat(changed).hasSize(1);
        assertThat(after.get(changed.get(0))).contains("name=\"Hider\"").isEqualTo(before.get(changed.get(0)).replace(oldName, "Hider"));
        assertThat(new ScenarioReader().read(file).getProfiles().get(0).getName()).isEqualTo("Hider");
    }

    @Test
    void aNumberThatDoesNotParseIsRefusedByThePropertyEditor() throws Exception {
        ScenarioEditor editor = open(example("hide-and-seek.crowd"));
        var settings = editor.scenario().getSettings();
        IPropertySource properties = editor.propertySources().getPropertySource(settings);
        IPropertyDescriptor timeStep = Arrays.stream(properties.getPropertyDescriptors())
                .filter(descriptor -> descriptor.getDisplayName().equals("Time Step")).findFirst().orElseThrow();

        var cellEditor = timeStep.createPropertyEditor(editor.tree().getTree());
        try {
            assertThat(cellEditor.getValidator().isValid("0.05")).isNull();
            assertThat(cellEditor.getValidator().isValid("fast")).contains("'fast'").contains("not a valid");
        } finally {
            cellEditor.dispose();
        }
        assertThat(editor.isDirty()).isFalse();
    }

    @Test
    void screenshotOfTheScenarioEditorWithItsProperties() throws Exception {
        ScenarioEditor editor = open(example("vip-in-a-crowd.crowd"));
        IWorkbenchPage page = mainWindow().getActivePage();
        page.showView("org.eclipse.ui.views.PropertySheet");
        page.activate(editor);
        // Selecting an element brings the tree page to front, its properties beside it.
        editor.select(editor.scenario().getProfiles().get(0));
        flushEvents();

        ImageData picture = screenshot(mainWindow().getShell(), "scenario-editor.png");

        assertThat(distinctColours(picture)).isGreaterThan(8);
    }

    @Test
    void aFileThatIsNotAScenarioOpensNoScenarioEditorAndStaysAsItWas() throws Exception {
        Path broken = folder.resolve("broken.crowd");
        Files.writeString(broken, "<crowd:Scenario this is not xml");

        IEditorPart part;
        try {
            part = IDE.openEditorOnFileStore(mainWindow().getActivePage(), EFS.getLocalFileSystem().getStore(broken.toUri()));
        } catch (org.eclipse.ui.PartInitException refused) {
            part = null;
            assertThat(refused.getMessage()).contains("broken.crowd");
        }
        flushEvents();

        assertThat(part).isNotInstanceOf(ScenarioEditor.class);
        assertThat(Files.readString(broken)).isEqualTo("<crowd:Scenario this is not xml");
    }

    private Path example(String name) throws Exception {
        return Scenarios.example(folder, name);
    }

    private static ScenarioEditor open(Path file) throws Exception {
        return Scenarios.open(file);
    }

    private static IAction globalAction(ScenarioEditor editor, ActionFactory action) {
        return editor.getEditorSite().getActionBars().getGlobalActionHandler(action.getId());
    }

    private static Object idOf(IPropertySource properties, String displayName) {
        return Arrays.stream(properties.getPropertyDescriptors()).filter(descriptor -> descriptor.getDisplayName().equals(displayName))
                .findFirst().orElseThrow(() -> new AssertionError("no property " + displayName)).getId();
    }

    private static List<String> labels(ScenarioEditor editor) {
        List<String> labels = new ArrayList<>();
        for (TreeItem root : editor.tree().getTree().getItems()) {
            labels.add(root.getText());
            for (TreeItem child : root.getItems()) {
                labels.add(child.getText());
            }
        }
        return labels;
    }

    @SafeVarargs
    private static List<org.crowdstudio.model.scenario.Named> concat(List<? extends org.crowdstudio.model.scenario.Named>... lists) {
        List<org.crowdstudio.model.scenario.Named> all = new ArrayList<>();
        for (var list : lists) {
            all.addAll(list);
        }
        return all;
    }
}
