package org.crowdstudio.sweep.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C in the middle of a sweep keeps the runs finished, and {@code --resume} finishes it to the
 * same tables as a sweep never stopped. The driver runs as its own JVM, as the launcher starts it,
 * and is stopped by SIGTERM, which it handles as Ctrl-C's SIGINT: a build run in the background
 * starts its processes with SIGINT ignored, so SIGINT could not be sent here.
 */
class StopAndResumeIT {

    private static final String[] SWEEP = {SweepFolders.example("sim-cflow"), "--range",
        "profiles[Group member].groupParameters.connectionNeighbours=1:8:1", "--runs", "3", "--duration", "20"};

    @TempDir
    Path folder;

    @Test
    void aStoppedSweepKeepsItsFinishedRunsAndResumingFinishesItAsIfNeverStopped() throws Exception {
        Path stopped = folder.resolve("stopped");
        Process driver = driver(with(SWEEP, "--out", stopped.toString(), "--progress", "lines"));
        try (BufferedReader progress = new BufferedReader(new InputStreamReader(driver.getErrorStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = progress.readLine()) != null && !line.startsWith("progress 3 ")) {
                // Waits for the third run to finish.
            }
            new ProcessBuilder("kill", "-TERM", Long.toString(driver.pid())).start().waitFor();
            List<String> rest = new ArrayList<>();
            while ((line = progress.readLine()) != null) {
                rest.add(line);
            }
            assertThat(driver.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(driver.exitValue()).as("the exit code of a sweep stopped as by Ctrl-C").isEqualTo(130);
            assertThat(rest).anyMatch(said ->
                    said.matches("Stopped: \\d+ of 24 runs are kept in .*runs.csv; run the same command with --resume "
                            + "to finish the sweep."));
        }
        int kept = SweepFolders.table(stopped.resolve("runs.csv")).size() - 1;
        assertThat(kept).isBetween(3, 23);

        assertThat(SweepMain.run(with(SWEEP, "--out", stopped.toString(), "--progress", "none", "--resume"))).isZero();
        Path whole = folder.resolve("whole");
        assertThat(SweepMain.run(with(SWEEP, "--out", whole.toString(), "--progress", "none"))).isZero();

        assertThat(SweepFolders.withoutWallTime(stopped.resolve("runs.csv"))).hasSize(25)
                .isEqualTo(SweepFolders.withoutWallTime(whole.resolve("runs.csv")));
        assertThat(Files.readString(stopped.resolve("summary.csv")))
                .isEqualTo(Files.readString(whole.resolve("summary.csv")));
    }

    @Test
    void aResumeWithAnotherDurationIsRefused() throws Exception {
        Path out = folder.resolve("short");
        String[] shortSweep = {SweepFolders.example("sim-cflow"), "--set",
                "profiles[Group member].groupParameters.connectionNeighbours=1,2",
            "--progress", "none", "--out", out.toString()};
        assertThat(SweepMain.run(with(shortSweep, "--duration", "1"))).isZero();

        assertThat(SweepMain.run(with(shortSweep, "--duration", "2", "--resume"))).isEqualTo(2);
        assertThat(SweepFolders.table(out.resolve("runs.csv"))).hasSize(3);
        assertThat(Files.readString(out.resolve("sweep.txt"))).contains("duration=1.0");
    }

    @Test
    void aFolderHoldingASweepIsNotOverwritten() throws Exception {
        String[] shortSweep = {SweepFolders.example("sim-cflow"), "--set",
                "profiles[Group member].groupParameters.connectionNeighbours=1",
            "--duration", "1", "--progress", "none", "--out", folder.resolve("sweep").toString()};
        Path out = folder.resolve("sweep");
        assertThat(SweepMain.run(shortSweep)).isZero();
        byte[] before = Files.readAllBytes(out.resolve("runs.csv"));

        assertThat(SweepMain.run(shortSweep)).isEqualTo(2);
        assertThat(Files.readAllBytes(out.resolve("runs.csv"))).isEqualTo(before);
    }

    private static Process driver(String[] arguments) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin",
                "java").toString(), "-cp",
                System.getProperty("crowdstudio.sweep.jars") + "/*", SweepMain.class.getName()));
        command.addAll(List.of(arguments));
        return new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    }

    private static String[] with(String[] arguments, String... more) {
        List<String> all = new ArrayList<>(List.of(arguments));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }
}
