package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.tests.Screens.flushEvents;
import static org.crowdstudio.ui.tests.Screens.mainWindow;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.editor.ScenarioEditor.ExternalChange;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.editor.ScenarioEditorProbe;
import org.eclipse.emf.edit.command.SetCommand;
import org.junit.jupiter.api.Test;

/** A scenario changed on disk while it is open (a git checkout): the editor asks, and reloads or keeps the artist's work. */
class ExternalChangeTest extends WorkbenchTestCase {

    @Test
    void anUnchangedEditorOffersTheFileAndReloadsIt() throws Exception {
        Path file = Scenarios.example(folder, "corridor.crowd");
        ScenarioEditor editor = Scenarios.open(file);
        List<String> asked = new ArrayList<>();
        ScenarioEditorProbe.answerExternalChangesWith(editor, question -> asked.add(question));
        assertThat(editor.checkFileOnDisk()).as("nothing changed yet").isEqualTo(ExternalChange.NONE);

        changeOnDisk(file, "name=\"Corridor\"", "name=\"Corridor after checkout\"");

        assertThat(editor.checkFileOnDisk()).isEqualTo(ExternalChange.RELOADED);
        flushEvents();
        ScenarioEditor reopened = (ScenarioEditor) mainWindow().getActivePage().getActiveEditor();
        assertThat(reopened.scenario().getName()).isEqualTo("Corridor after checkout");
        assertThat(asked).singleElement().asString().contains("corridor.crowd has been changed outside Crowd Studio").doesNotContain("unsaved");
    }

    @Test
    void unsavedWorkIsKeptWhenTheArtistSaysSoAndTheNextSaveWritesOverTheFile() throws Exception {
        Path file = Scenarios.example(folder, "corridor.crowd");
        ScenarioEditor editor = Scenarios.open(file);
        editor.getEditingDomain().getCommandStack().execute(SetCommand.create(editor.getEditingDomain(), editor.scenario(),
                ScenarioPackage.Literals.NAMED__NAME, "Corridor, my edit"));
        List<String> asked = new ArrayList<>();
        ScenarioEditorProbe.answerExternalChangesWith(editor, question -> !asked.add(question));

        changeOnDisk(file, "name=\"Corridor\"", "name=\"Corridor after checkout\"");

        assertThat(editor.checkFileOnDisk()).isEqualTo(ExternalChange.KEPT);
        assertThat(asked).singleElement().asString().contains("unsaved changes here will be lost");
        assertThat(editor.checkFileOnDisk()).as("asked once per change").isEqualTo(ExternalChange.NONE);
        assertThat(editor.isDirty()).isTrue();
        editor.doSave(null);
        assertThat(new ScenarioReader().read(file).getName()).isEqualTo("Corridor, my edit");
    }

    /** Another program's write: new contents and a later modification time. */
    private static void changeOnDisk(Path file, String from, String to) throws Exception {
        FileTime before = Files.getLastModifiedTime(file);
        Files.writeString(file, Files.readString(file).replaceFirst(from, to));
        Files.setLastModifiedTime(file, FileTime.fromMillis(before.toMillis() + 2_000));
    }
}
