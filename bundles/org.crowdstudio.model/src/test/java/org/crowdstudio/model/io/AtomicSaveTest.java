package org.crowdstudio.model.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicSaveTest {

    @TempDir
    Path folder;

    @Test
    void aSaveThatFailsHalfWayLeavesTheOriginalIntact() throws Exception {
        Path file = folder.resolve("museum.crowd");
        ScenarioWriter.save(TestScenarios.small(), file);
        byte[] original = Files.readAllBytes(file);

        assertThatThrownBy(() -> AtomicFileWriter.write(file, out -> {
            out.write(original, 0, original.length / 2);
            throw new IOException("disk full");
        })).isInstanceOf(IOException.class).hasMessage("disk full");

        assertThat(Files.readAllBytes(file)).isEqualTo(original);
        assertThat(filesIn(folder)).containsExactly("museum.crowd");
    }

    @Test
    void aCrashInsideTheWriterAlsoLeavesNoTraces() throws Exception {
        Path file = folder.resolve("museum.crowd");
        Files.writeString(file, "previous");

        assertThatThrownBy(() -> AtomicFileWriter.write(file, out -> {
            throw new IllegalStateException("bug in the serializer");
        })).isInstanceOf(IllegalStateException.class);

        assertThat(Files.readString(file)).isEqualTo("previous");
        assertThat(filesIn(folder)).containsExactly("museum.crowd");
    }

    @Test
    void aSuccessfulSaveKeepsThePreviousContentAsBak() throws Exception {
        Path file = folder.resolve("museum.crowd");
        Files.writeString(file, "previous");

        AtomicFileWriter.write(file, out -> out.write("next".getBytes()));

        assertThat(Files.readString(file)).isEqualTo("next");
        assertThat(Files.readString(folder.resolve("museum.crowd.bak"))).isEqualTo("previous");
    }

    @Test
    void theFirstSaveCreatesTheFileAndNoBackup() throws Exception {
        Path file = folder.resolve("sub/new.crowd");

        ScenarioWriter.save(TestScenarios.small(), file);

        assertThat(file).exists();
        assertThat(AtomicFileWriter.backupOf(file)).doesNotExist();
    }

    @Test
    void aSaveKeepsTheFilePermissionsAndANewFileIsReadableByOthers() throws Exception {
        Path shared = folder.resolve("shared.crowd");
        Files.writeString(shared, "previous");
        Files.setPosixFilePermissions(shared, java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw-r--"));

        AtomicFileWriter.write(shared, out -> out.write("next".getBytes()));
        Path fresh = folder.resolve("fresh.crowd");
        AtomicFileWriter.write(fresh, out -> out.write("new".getBytes()));

        assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(shared))).isEqualTo("rw-rw-r--");
        assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(fresh))).isEqualTo("rw-r--r--");
    }

    @Test
    void savingThroughALinkReplacesTheFileItPointsAt() throws Exception {
        Path real = folder.resolve("real.crowd");
        Files.writeString(real, "previous");
        Path link = Files.createSymbolicLink(folder.resolve("link.crowd"), real);

        AtomicFileWriter.write(link, out -> out.write("next".getBytes()));

        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(real)).isEqualTo("next");
        assertThat(Files.readString(folder.resolve("real.crowd.bak"))).isEqualTo("previous");
    }

    private static java.util.List<String> filesIn(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(path -> path.getFileName().toString()).sorted().toList();
        }
    }
}
