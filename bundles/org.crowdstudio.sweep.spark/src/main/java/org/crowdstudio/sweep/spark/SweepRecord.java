package org.crowdstudio.sweep.spark;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.crowdstudio.model.io.AtomicFileWriter;
import org.crowdstudio.sweep.SweepAxis;
import org.crowdstudio.sweep.SweepScenario;

/**
 * {@code DIR/sweep.txt}: what a sweep was, for people and for the workbench, which opens a run of
 * it again from the scenario, the values and the seed: the scenario file, each axis with its
 * values in order, the runs per point, the duration and where it ran.
 */
final class SweepRecord {

    static final String FILE = "sweep.txt";

    private SweepRecord() {
    }

    static void write(Path folder, Path scenarioFile, SweepScenario sweep, String master) throws IOException {
        StringBuilder text = new StringBuilder("# A Crowd Studio sweep; runs.csv and summary.csv hold its results.\n");
        text.append("scenario=").append(scenarioFile.toAbsolutePath().normalize()).append('\n');
        for (SweepAxis axis : sweep.plan().axes()) {
            text.append("axis=").append(axis.path()).append('=').append(String.join(",", axis.values())).append('\n');
        }
        text.append("runs=").append(sweep.plan().repeats()).append('\n');
        text.append("duration=").append(sweep.duration() > 0 ? Double.toString(sweep.duration()) : "scenario").append('\n');
        text.append("master=").append(master == null ? "local" : master).append('\n');
        Path file = folder.resolve(FILE);
        AtomicFileWriter.write(file, stream -> stream.write(text.toString().getBytes(StandardCharsets.UTF_8)));
        Files.deleteIfExists(AtomicFileWriter.backupOf(file));
    }
}
