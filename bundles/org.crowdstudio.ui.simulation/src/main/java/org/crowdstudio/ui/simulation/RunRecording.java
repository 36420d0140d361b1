package org.crowdstudio.ui.simulation;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;

import org.crowdstudio.engine.sim.LiveSimulation;
import org.crowdstudio.engine.sim.TrajectoryCsv;
import org.crowdstudio.engine.spi.CrowdState;
import org.crowdstudio.engine.spi.StepObserver;
import org.crowdstudio.model.io.AtomicFileWriter;

/**
 * Records a live run to the CSV of {@code crowdstudio simulate}, from the step it starts at until
 * it is stopped. Rows go to a hidden file beside the target while the run goes on; stopping puts
 * them in place in one atomic replace, so the target is never a half-written file. A failing disk
 * stops the recording, never the simulation.
 */
final class RunRecording implements StepObserver {

    private final Path target;
    private final Path partial;
    private final BufferedWriter writer;
    private final TrajectoryCsv csv;
    private final LiveSimulation live;
    private final AtomicLong steps = new AtomicLong();
    private volatile IOException failure;

    private RunRecording(Path target, LiveSimulation live) throws IOException {
        this.target = target.toAbsolutePath();
        this.live = live;
        partial = Files.createTempFile(this.target.getParent(), "." + this.target.getFileName() + ".", ".recording");
        writer = Files.newBufferedWriter(partial, StandardCharsets.UTF_8);
        csv = new TrajectoryCsv(writer, 1);
    }

    /**
     * Starts recording with the step the run is at now, then every step it takes.
     *
     * @throws IOException if the target's folder cannot take the recording
     */
    static RunRecording start(Path target, LiveSimulation live) throws IOException {
        RunRecording recording = new RunRecording(target, live);
        live.change(simulation -> {
            recording.stepped(simulation.stepCount(), simulation.time(), simulation.crowd());
            simulation.addObserver(recording);
        });
        return recording;
    }

    @Override
    public void stepped(long step, double time, CrowdState state) {
        if (failure != null) {
            return;
        }
        try {
            csv.stepped(step, time, state);
            steps.incrementAndGet();
        } catch (UncheckedIOException failed) {
            failure = failed.getCause();
        }
    }

    /** Steps recorded so far. */
    long steps() {
        return steps.get();
    }

    Path target() {
        return target;
    }

    /**
     * Stops recording and writes the target. Runs off the UI thread: the rows are copied into place
     * after the simulation has let go of the recorder.
     *
     * @return completes with the target written, or exceptionally with why it was not
     */
    CompletableFuture<Path> stop() {
        CompletableFuture<Void> released;
        try {
            released = live.change(simulation -> simulation.removeObserver(this));
        } catch (IllegalStateException stopped) {
            // The simulation's thread has ended (it failed): it steps no more, so the rows are complete.
            released = CompletableFuture.completedFuture(null);
        }
        return released.handle((removed, failed) -> null).thenApplyAsync(removed -> {
            try {
                writer.close();
                if (failure != null) {
                    throw failure;
                }
                AtomicFileWriter.write(target, out -> Files.copy(partial, out));
                Files.deleteIfExists(AtomicFileWriter.backupOf(target));
                return target;
            } catch (IOException failed) {
                throw new UncheckedIOException(failed);
            } finally {
                try {
                    Files.deleteIfExists(partial);
                } catch (IOException ignored) {
                    // A hidden leftover in the target's folder is all that remains; nothing is lost.
                }
            }
        });
    }
}
