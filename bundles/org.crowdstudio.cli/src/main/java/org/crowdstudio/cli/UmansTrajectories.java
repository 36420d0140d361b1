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
 * Trajectories the way the UMANS simulator writes them, so runs can be compared with it: a folder
 * with one file per agent, {@code output_<id>.csv}, each line {@code t,x,y} without a header. The
 * files can only be written once the run is over, so positions are kept in memory until then
 * (24 bytes per agent and recorded step; record fewer steps with {@code --every}).
 */
final class UmansTrajectories implements StepObserver {

    private final long every;
    private double[] times = new double[16];
    private double[][] xs;
    private double[][] ys;
    private int recorded;

    UmansTrajectories(int agents, long every) {
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

    /** Writes one file per agent into the folder, each replaced atomically. */
    void writeTo(Path folder, TerminalProgress progress) throws IOException {
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
