package org.crowdstudio.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.crowdstudio.engine.spi.CrowdState;
import org.crowdstudio.engine.spi.StepObserver;
import org.crowdstudio.model.io.AtomicFileWriter;

/**
 * Every agent's positions through a run, kept in memory (16 bytes per agent and recorded step,
 * plus 8 per step; record fewer steps with {@code every}): for output that can only be written
 * once the run is over, such as UMANS's file per agent, and for learning a field from the run.
 */
final class RecordedTrajectories implements StepObserver {

    private final long every;
    private double[] times = new double[16];
    private double[][] xs;
    private double[][] ys;
    private int recorded;

    RecordedTrajectories(int agents, long every) {
        this.every = every;
        this.xs = new double[agents][16];
        this.ys = new double[agents][16];
    }

    @Override
    public void stepped(long step, double time, CrowdState state) {
        if (step % every != 0) {
            return;
        }
        if (recorded == times.length) {
            times = Arrays.copyOf(times, 2 * recorded);
            for (int agent = 0; agent < xs.length; agent++) {
                xs[agent] = Arrays.copyOf(xs[agent], 2 * recorded);
                ys[agent] = Arrays.copyOf(ys[agent], 2 * recorded);
            }
        }
        times[recorded] = time;
        for (int agent = 0; agent < xs.length; agent++) {
            xs[agent][recorded] = state.x(agent);
            ys[agent][recorded] = state.y(agent);
        }
        recorded++;
    }

    /** @return how many agents are recorded */
    int agents() {
        return xs.length;
    }

    /** @return one agent's recorded positions, x then y */
    double[] path(int agent) {
        double[] xy = new double[2 * recorded];
        for (int r = 0; r < recorded; r++) {
            xy[2 * r] = xs[agent][r];
            xy[2 * r + 1] = ys[agent][r];
        }
        return xy;
    }

    /**
     * Writes the trajectories the way the UMANS simulator does, so runs can be compared with it:
     * one file per agent, {@code output_<id>.csv}, each line {@code t,x,y} without a header, each
     * file replaced atomically.
     */
    void writeUmans(Path folder, TerminalProgress progress) throws IOException {
        Files.createDirectories(folder);
        for (int agent = 0; agent < xs.length; agent++) {
            int id = agent;
            AtomicFileWriter.write(folder.resolve("output_" + id + ".csv"), stream -> {
                BufferedWriter out = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8));
                StringBuilder line = new StringBuilder(64);
                for (int r = 0; r < recorded; r++) {
                    line.setLength(0);
                    line.append(times[r]).append(',').append(xs[id][r]).append(',').append(ys[id][r]).append('\n');
                    out.append(line);
                }
                out.flush();
            });
            Files.deleteIfExists(AtomicFileWriter.backupOf(folder.resolve("output_" + id + ".csv")));
            progress.update(agent + 1);
        }
    }
}
