package org.crowdstudio.sweep.spark;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.model.io.AtomicFileWriter;
import org.crowdstudio.sweep.RunResult;
import org.crowdstudio.sweep.SweepPlan;
import org.crowdstudio.sweep.SweepTables;

/**
 * Keeps a sweep's finished runs on disk as they come in: runs.csv is rewritten (atomically) at
 * most once a second (less often once it is long) and at the end, a run's trajectories are
 * written at once; at the end, or when the sweep is stopped, the summary and the plots follow.
 */
final class SweepOutput {

    static final String TRAJECTORIES = "trajectories";
    private static final long WRITE_EVERY_NANOS = 1_000_000_000L;

    private final Path folder;
    private final SweepPlan plan;
    private final List<RunResult> results;
    private long lastWrite = System.nanoTime();
    private long writeEvery = WRITE_EVERY_NANOS;
    private int plots;

    SweepOutput(Path folder, SweepPlan plan, List<RunResult> before) {
        this.folder = folder;
        this.plan = plan;
        this.results = new ArrayList<>(before);
    }

    synchronized void add(RunResult result) throws IOException {
        if (result.trajectories() != null) {
            Path file = Files.createDirectories(folder.resolve(TRAJECTORIES)).resolve("run-" + result.spec().index()
                    + ".csv.gz");
            AtomicFileWriter.write(file, stream -> stream.write(result.trajectories()));
            Files.deleteIfExists(AtomicFileWriter.backupOf(file));
        }
        // Kept without its trajectories, which are on disk now: a long sweep must not hold them all.
        results.add(new RunResult(result.spec(), result.values(), result.wallSeconds(), null));
        if (System.nanoTime() - lastWrite >= writeEvery) {
            long start = System.nanoTime();
            SweepTables.writeRuns(folder, plan, results);
            lastWrite = System.nanoTime();
            // A table of many runs takes a while to write: never spend more than a tenth of the time on it.
            writeEvery = Math.max(WRITE_EVERY_NANOS, 10 * (lastWrite - start));
        }
    }

    /** Writes the tables of every run finished so far, and their plots. */
    synchronized void finish() throws IOException {
        SweepTables.writeRuns(folder, plan, results);
        if (!results.isEmpty()) {
            SweepTables.writeSummary(folder, plan, results);
            plots = SweepPlots.write(folder, plan, results).size();
        }
    }

    synchronized int count() {
        return results.size();
    }

    synchronized int plotCount() {
        return plots;
    }
}
