package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.tests.Screens.mainWindow;
import static org.crowdstudio.ui.tests.Screens.waitUntil;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.crowdstudio.ui.OpenRequests;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.junit.jupiter.api.Test;

/**
 * A second {@code crowdstudio FILE.crowd} while Crowd Studio runs: the launcher leaves a request in
 * the state folder, as the test does here, and the running workbench opens the files.
 */
class OpenFromCommandLineTest extends WorkbenchTestCase {

    @Test
    void aRequestLeftByTheLauncherOpensItsScenariosInTheRunningWorkbenchAndIsConsumed() throws Exception {
        Path state = Files.createDirectory(folder.resolve("state"));
        Path corridor = Scenarios.example(folder, "corridor.crowd");
        Path crossing = Scenarios.example(folder, "crossing.crowd");
        try (OpenRequests requests = OpenRequests.start(state, mainWindow().getShell().getDisplay())) {
            assertThat(Files.readString(state.resolve("instance"))).isEqualTo(Long.toString(ProcessHandle.current().pid()));

            // As the launcher does it: written beside, then moved in whole.
            Path written = Files.writeString(state.resolve("open-requests").resolve("1.tmp"), corridor + "\n" + crossing + "\n");
            Files.move(written, state.resolve("open-requests").resolve("1.request"));

            waitUntil(() -> openFiles().containsAll(List.of(corridor, crossing)), 10_000, "both scenarios are open");
            assertThat(state.resolve("open-requests")).isEmptyDirectory();
        }
        assertThat(state.resolve("instance")).as("a closed workbench takes its mark with it").doesNotExist();
    }

    private static List<Path> openFiles() {
        return Arrays.stream(mainWindow().getActivePage().getEditorReferences()).map(reference -> reference.getEditor(false))
                .filter(ScenarioEditor.class::isInstance).map(editor -> ((ScenarioEditor) editor).file()).toList();
    }
}
