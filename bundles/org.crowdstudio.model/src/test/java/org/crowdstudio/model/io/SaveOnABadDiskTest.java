package org.crowdstudio.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.crowdstudio.model.scenario.Scenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Saves on a real disk that is full or read-only: the file on disk and its backup survive, and the user learns why. */
class SaveOnABadDiskTest {

    private static final int PAGE = 4096;

    @TempDir
    Path mountPoint;

    @Test
    void aSaveToAFullDiskFailsWithTheSystemsReasonAndLosesNothing() throws Exception {
        try (TinyDisk disk = TinyDisk.mount(mountPoint, 256)) {
            Path file = disk.folder().resolve("museum.crowd");
            Scenario scenario = TestScenarios.small();
            ScenarioWriter.save(scenario, file);
            byte[] first = Files.readAllBytes(file);
            scenario.setName("Second");
            ScenarioWriter.save(scenario, file);
            byte[] second = Files.readAllBytes(file);
            disk.fill();

            scenario.setName("Third");
            assertThatThrownBy(() -> ScenarioWriter.save(scenario, file)).isInstanceOf(IOException.class)
                    .hasMessageContaining("No space left on device");

            assertThat(Files.readAllBytes(file)).isEqualTo(second);
            assertThat(Files.readAllBytes(AtomicFileWriter.backupOf(file))).isEqualTo(first);
            assertThat(filesIn(disk.folder())).containsExactly("filler", "museum.crowd", "museum.crowd.bak");

            disk.free();
            ScenarioWriter.save(scenario, file);
            assertThat(new String(Files.readAllBytes(file))).contains("name=\"Third\"");
            assertThat(Files.readAllBytes(AtomicFileWriter.backupOf(file))).isEqualTo(second);
        }
    }

    @Test
    void aSaveThatJustFitsNeedsNoRoomForACopyOfTheBackup() throws Exception {
        try (TinyDisk disk = TinyDisk.mount(mountPoint, 256)) {
            Path file = disk.folder().resolve("museum.crowd");
            Scenario scenario = TestScenarios.small();
            ScenarioWriter.save(scenario, file);
            byte[] previous = Files.readAllBytes(file);
            assertThat(previous.length).isLessThan(PAGE);
            // Room for the new content and nothing more.
            Files.write(disk.folder().resolve("filler"), new byte[(int) Files.getFileStore(file).getUsableSpace() - PAGE]);

            scenario.setName("Next");
            ScenarioWriter.save(scenario, file);

            assertThat(new String(Files.readAllBytes(file))).contains("name=\"Next\"");
            assertThat(Files.readAllBytes(AtomicFileWriter.backupOf(file))).isEqualTo(previous);
        }
    }

    @Test
    void aSaveIntoAReadOnlyFolderFailsWithTheSystemsReasonAndLosesNothing() throws Exception {
        try (TinyDisk disk = TinyDisk.mount(mountPoint, 256)) {
            Path file = disk.folder().resolve("museum.crowd");
            Scenario scenario = TestScenarios.small();
            ScenarioWriter.save(scenario, file);
            byte[] saved = Files.readAllBytes(file);
            disk.makeReadOnly();

            scenario.setName("Changed");
            assertThatThrownBy(() -> ScenarioWriter.save(scenario, file)).isInstanceOf(IOException.class)
                    .hasMessageContaining("Read-only file system");
            assertThatThrownBy(() -> ScenarioWriter.save(scenario, disk.folder().resolve("copy.crowd"))).isInstanceOf(IOException.class)
                    .hasMessageContaining("Read-only file system");

            assertThat(Files.readAllBytes(file)).isEqualTo(saved);
            assertThat(filesIn(disk.folder())).containsExactly("museum.crowd");
        }
    }

    private static List<String> filesIn(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(path -> path.getFileName().toString()).sorted().toList();
        }
    }
}
