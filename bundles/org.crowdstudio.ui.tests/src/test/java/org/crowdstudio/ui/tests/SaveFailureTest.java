package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.editor.ScenarioEditorProbe;
import org.eclipse.emf.edit.command.SetCommand;
import org.junit.jupiter.api.Test;

/** Saving onto a read-only disk: the artist is told why, the file is untouched and the edits stay in the editor to save once the disk takes them. */
class SaveFailureTest extends WorkbenchTestCase {

    @Test
    void aSaveOntoAReadOnlyDiskKeepsTheEditsAndSaysWhy() throws Exception {
        Path disk = Files.createDirectory(folder.resolve("usb-stick"));
        assumeTrue(run("mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", disk.toString()) == null, "cannot mount a small disk here");
        try {
            Path file = Scenarios.example(disk, "corridor.crowd");
            byte[] before = Files.readAllBytes(file);
            assertThat(run("mount", "-o", "remount,ro", disk.toString())).isNull();
            ScenarioEditor editor = Scenarios.open(file);
            List<String> reports = new ArrayList<>();
            ScenarioEditorProbe.reportSaveFailuresWith(editor, (title, message) -> reports.add(title + "\n" + message));
            editor.getEditingDomain().getCommandStack().execute(SetCommand.create(editor.getEditingDomain(), editor.scenario(),
                    ScenarioPackage.Literals.NAMED__NAME, "Corridor, my edit"));

            editor.doSave(null);

            assertThat(reports).singleElement().asString().startsWith("Could not save corridor.crowd")
                    .contains("Read-only file system").contains("Save As").doesNotContain(".tmp");
            assertThat(editor.isDirty()).isTrue();
            assertThat(Files.readAllBytes(file)).isEqualTo(before);

            assertThat(run("mount", "-o", "remount,rw", disk.toString())).isNull();
            editor.doSave(null);
            assertThat(editor.isDirty()).isFalse();
            assertThat(new ScenarioReader().read(file).getName()).isEqualTo("Corridor, my edit");
            Screens.mainWindow().getActivePage().closeAllEditors(false);
        } finally {
            run("umount", disk.toString());
        }
    }

    /** @return null when the command succeeded, else what it said */
    private static String run(String... command) throws IOException, InterruptedException {
        Process process;
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException missing) {
            return missing.getMessage();
        }
        String output = new String(process.getInputStream().readAllBytes()).trim();
        return process.waitFor(30, TimeUnit.SECONDS) && process.exitValue() == 0 ? null : output;
    }
}
