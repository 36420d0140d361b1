package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.tests.Screens.flushEvents;
import static org.crowdstudio.ui.tests.Screens.mainWindow;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.navigator.ScenarioFolderView;
import org.crowdstudio.ui.navigator.ScenarioFolderViewProbe;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IEditorReference;
import org.junit.jupiter.api.Test;

/** The Scenarios view: a folder of scenario files (a git working tree) to open, rename, delete and compare. */
class ScenarioFolderViewTest extends WorkbenchTestCase {

    @Test
    void itShowsTheScenariosOfAFolderAndItsSubfoldersAndNothingElse() throws Exception {
        Path corridor = Scenarios.example(folder, "corridor.crowd");
        Files.createDirectories(folder.resolve("crossings"));
        Path crossing = Scenarios.example(folder.resolve("crossings"), "crossing.crowd");
        Files.writeString(folder.resolve("notes.txt"), "not a scenario");
        Files.createDirectories(folder.resolve(".git"));
        Files.writeString(folder.resolve(".git").resolve("hidden.crowd"), "not shown");
        Files.createDirectories(folder.resolve("renders"));
        Files.writeString(folder.resolve("renders").resolve("frame.png"), "no scenarios here");

        ScenarioFolderView view = show(folder);

        assertThat(ScenarioFolderViewProbe.scenarioFiles(view)).containsExactly(crossing, corridor);
        Screens.screenshot(mainWindow().getShell(), "scenarios-view.png");
        Files.delete(crossing);
        view.refresh();
        assertThat(ScenarioFolderViewProbe.scenarioFiles(view)).containsExactly(corridor);
    }

    @Test
    void openingAFileShowsItInTheScenarioEditor() throws Exception {
        Path corridor = Scenarios.example(folder, "corridor.crowd");
        ScenarioFolderView view = show(folder);

        view.open(List.of(corridor));
        flushEvents();

        assertThat(mainWindow().getActivePage().getActiveEditor()).isInstanceOf(ScenarioEditor.class);
        assertThat(((ScenarioEditor) mainWindow().getActivePage().getActiveEditor()).file()).isEqualTo(corridor);
    }

    @Test
    void renamingAnOpenFileRenamesItOnDiskAndKeepsItOpenUnderItsNewName() throws Exception {
        Path corridor = Scenarios.example(folder, "corridor.crowd");
        byte[] before = Files.readAllBytes(corridor);
        ScenarioFolderView view = show(folder);
        view.open(List.of(corridor));
        flushEvents();

        Path renamed = view.rename(corridor, "corridor-wide");
        flushEvents();

        assertThat(renamed).isEqualTo(folder.resolve("corridor-wide.crowd"));
        assertThat(corridor).doesNotExist();
        assertThat(renamed).hasBinaryContent(before);
        assertThat(ScenarioFolderViewProbe.scenarioFiles(view)).containsExactly(renamed);
        assertThat(openFiles()).containsExactly(renamed);
    }

    @Test
    void aNameThatIsTakenOrEmptyIsRefusedWithAReason() throws Exception {
        Path corridor = Scenarios.example(folder, "corridor.crowd");
        Scenarios.example(folder, "crossing.crowd");

        assertThat(ScenarioFolderView.problemWithName(corridor, "crossing"))
                .contains("crossing.crowd already exists");
        assertThat(ScenarioFolderView.problemWithName(corridor, "  ")).isEqualTo("Enter a name.");
        assertThat(ScenarioFolderView.problemWithName(corridor, "sub/dir")).contains("cannot contain");
        assertThat(ScenarioFolderView.problemWithName(corridor, "corridor 2")).isNull();
    }

    @Test
    void deletingClosesTheEditorAndRemovesTheFileButNeverUnsavedWork() throws Exception {
        Path corridor = Scenarios.example(folder, "corridor.crowd");
        Path crossing = Scenarios.example(folder, "crossing.crowd");
        ScenarioFolderView view = show(folder);
        view.open(List.of(corridor));
        flushEvents();

        view.delete(List.of(corridor));
        flushEvents();

        assertThat(corridor).doesNotExist();
        assertThat(openFiles()).isEmpty();
        assertThat(ScenarioFolderViewProbe.scenarioFiles(view)).containsExactly(crossing);

        ScenarioEditor editor = Scenarios.open(crossing);
        editor.getEditingDomain().getCommandStack().execute(SetCommand.create(editor.getEditingDomain(), editor.scenario(),
                ScenarioPackage.Literals.NAMED__NAME, "Changed, not saved"));
        assertThat(editor.isDirty()).isTrue();
        List<String> errors = new ArrayList<>();
        ScenarioFolderViewProbe.reportProblemsTo(view, (title, message) -> errors.add(message));
        view.delete(List.of(crossing));

        assertThat(crossing).as("a file with unsaved changes is kept").exists();
        assertThat(openFiles()).containsExactly(crossing);
        assertThat(errors).singleElement().asString().contains("crossing.crowd has unsaved changes");
    }

    @Test
    void comparingTwoFilesListsWhatChangedElementByElement() throws Exception {
        Path before = Scenarios.example(folder, "corridor.crowd");
        Path after = folder.resolve("corridor-after.crowd");
        Files.writeString(after, Files.readString(before).replace("name=\"Corridor\"", "name=\"Corridor, wider\""));
        ScenarioFolderView view = show(folder);

        Shell comparison = view.showComparison(before, after, false);
        try {
            assertThat(comparison.getText()).isEqualTo("Compare corridor.crowd with corridor-after.crowd");
            Table table = find(comparison, Table.class);
            assertThat(table.getItemCount()).isEqualTo(1);
            TableItem row = table.getItem(0);
            assertThat(row.getText(0)).isEqualTo("changed");
            assertThat(row.getText(2)).contains("Corridor, wider");
            Screens.screenshot(comparison, "scenario-comparison.png");
        } finally {
            comparison.close();
        }
    }

    private static ScenarioFolderView show(Path shown) throws Exception {
        ScenarioFolderView view = (ScenarioFolderView) mainWindow().getActivePage().showView(ScenarioFolderView.ID);
        view.showFolder(shown);
        flushEvents();
        return view;
    }

    private static List<Path> openFiles() {
        List<Path> files = new ArrayList<>();
        for (IEditorReference reference : mainWindow().getActivePage().getEditorReferences()) {
            if (reference.getEditor(true) instanceof ScenarioEditor editor) {
                files.add(editor.file());
            }
        }
        return files;
    }

    private static <T extends Control> T find(Composite composite, Class<T> type) {
        for (Control child : composite.getChildren()) {
            if (type.isInstance(child)) {
                return type.cast(child);
            }
            if (child instanceof Composite inner) {
                T found = find(inner, type);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
