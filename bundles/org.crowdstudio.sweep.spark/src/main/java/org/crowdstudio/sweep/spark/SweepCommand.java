package org.crowdstudio.sweep.spark;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.stream.Stream;

import org.crowdstudio.sweep.RunResult;
import org.crowdstudio.sweep.RunSpec;
import org.crowdstudio.sweep.SweepAxis;
import org.crowdstudio.sweep.SweepException;
import org.crowdstudio.sweep.SweepPlan;
import org.crowdstudio.sweep.SweepRecord;
import org.crowdstudio.sweep.SweepScenario;
import org.crowdstudio.sweep.SweepTables;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code crowdstudio sweep SCENARIO --set PATH=V1,V2 --range PATH=FROM:TO:STEP --runs N --out DIR}:
 * runs a scenario at every point of the cross product of what it varies, N times each with other
 * seeds, on Apache Spark, and writes the tables and plots. Exit code 0 when every run is done, 1
 * when a run failed, 2 when the scenario, a path, a value or the command line is wrong, 130 when
 * Ctrl-C stopped it, with the finished runs kept for {@code --resume}.
 */
@Command(name = "crowdstudio sweep", mixinStandardHelpOptions = true, sortOptions = false, usageHelpAutoWidth = true,
        description = {"Run a scenario many times over, varying its values, on Apache Spark.",
            "Each point of the cross product of --set and --range is run --runs times with the seeds that follow "
                + "the scenario's; a run's result depends only on the scenario, its values and its seed, wherever "
                + "it runs.",
            "Writes DIR/runs.csv (one row per run: the values, the seed, what simulate prints and each method's own "
                + "measures), DIR/summary.csv (mean and standard deviation per point) and DIR/plots (each measure by "
                + "each varied value, PNG and SVG)."})
final class SweepCommand implements Callable<Integer> {

    static final int OK = 0;
    static final int RUN_FAILED = 1;
    static final int USAGE = 2;
    /** As a shell reports a program ended by Ctrl-C: 128 + SIGINT. */
    static final int STOPPED = 130;

    @Parameters(index = "0", paramLabel = "SCENARIO", description = "The scenario file (.crowd).")
    private Path scenarioFile;

    private final List<String[]> axes = new ArrayList<>();

    @Option(names = "--set", paramLabel = "PATH=V1,V2,...", order = 1,
            description = "Values to try, at an element path as validate prints it, e.g. "
                    + "profiles[Walker].preferredSpeed=1.2,1.4. Repeatable.")
    void set(String argument) {
        axes.add(new String[] {"--set", argument});
    }

    @Option(names = "--range", paramLabel = "PATH=FROM:TO:STEP", order = 2,
            description = "Values from FROM to TO, both included, STEP apart, e.g. "
                    + "groups[Group].parameters.connectionNeighbours=1:45:4. Repeatable.")
    void range(String argument) {
        axes.add(new String[] {"--range", argument});
    }

    @Option(names = "--runs", paramLabel = "N", order = 3, defaultValue = "1",
            description = "Runs of each point, each with its own seed (default: 1).")
    private int runs;

    @Option(names = "--duration", paramLabel = "S", order = 4,
            description = "Seconds to simulate in each run (default: the scenario's duration).")
    private Double duration;

    @Option(names = "--out", paramLabel = "DIR", order = 5, required = true,
            description = "Where the tables and plots go.")
    private Path out;

    @Option(names = "--master", paramLabel = "URL", order = 6,
            description = "A Spark master: spark://HOST:7077, yarn or k8s://... (default: Spark embedded here, on "
                    + "every core).")
    private String master;

    @Option(names = "--keep-trajectories", order = 7,
            description = "Also keep each run's trajectories: DIR/trajectories/run-N.csv.gz, as simulate writes them.")
    private boolean keepTrajectories;

    @Option(names = "--resume", order = 8,
            description = "Finish a sweep that was stopped: the runs in DIR/runs.csv are kept, the others run.")
    private boolean resume;

    @Option(names = "--progress", paramLabel = "bar|lines|none", order = 9,
            description = "How progress shows: a bar (the default on a terminal), a line per run for programs, or not "
                    + "at all.")
    private SweepProgress.Mode progress;

    private final PrintStream stdout;
    private final PrintStream stderr;

    SweepCommand(PrintStream stdout, PrintStream stderr) {
        this.stdout = stdout;
        this.stderr = stderr;
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        SweepScenario sweep;
        List<RunSpec> all;
        List<RunResult> finished;
        try {
            SweepPlan plan = plan();
            checkFolder();
            sweep = SweepScenario.read(scenarioFile, plan, duration(), keepTrajectories);
            all = sweep.plan().runs(sweep.check());
            finished = previousRuns(sweep, all);
            Files.createDirectories(out);
            SweepRecord.write(out, scenarioFile, sweep, master);
        } catch (SweepException wrong) {
            stderr.println(wrong.getMessage());
            return USAGE;
        } catch (IOException unwritable) {
            stderr.println("--out " + out + ": cannot be written: " + unwritable);
            return USAGE;
        }
        Set<Integer> done = new HashSet<>();
        finished.forEach(result -> done.add(result.spec().index()));
        List<RunSpec> left = all.stream().filter(spec -> !done.contains(spec.index())).toList();
        SweepOutput output = new SweepOutput(out, sweep.plan(), finished);
        long start = System.nanoTime();
        int exit;
        try {
            exit = left.isEmpty() ? OK : runOnSpark(sweep, left, all.size(), finished.size(), output);
        } catch (SweepException sparkCannotStart) {
            stderr.println(sparkCannotStart.getMessage());
            return USAGE;
        }
        if (exit == STOPPED) {
            return exit;
        }
        output.finish();
        if (exit == OK) {
            stdout.printf("%s: %,d runs of %,d points done%s in %.1f s%n", scenarioFile, all.size(),
                    sweep.plan().points().size(),
                    finished.isEmpty() ? "" : " (" + finished.size() + " of them before)",
                            (System.nanoTime() - start) / 1e9);
            stdout.println("runs: " + out.resolve(SweepTables.RUNS));
            stdout.println("summary: " + out.resolve(SweepTables.SUMMARY));
            stdout.println("plots: " + out.resolve(SweepPlots.FOLDER) + " (" + output.plotCount() + " files)");
        }
        return exit;
    }

    /** A sweep writes into a new or empty folder,
            or resumes the sweep a folder holds; it never writes over other files. */
    private void checkFolder() throws SweepException {
        if (Files.exists(out) && !Files.isDirectory(out)) {
            throw new SweepException("--out " + out + ": is a file, not a folder");
        }
        boolean empty;
        try (Stream<Path> entries = Files.exists(out) ? Files.list(out) : Stream.empty()) {
            empty = entries.findAny().isEmpty();
        } catch (IOException unreadable) {
            throw new SweepException("--out " + out + ": cannot be read: " + unreadable);
        }
        if (!resume && !empty) {
            throw new SweepException("--out " + out + ": is not empty" + (Files.exists(out.resolve(SweepRecord.FILE))
                    ? " (it holds a sweep;"
                    + " --resume finishes it)" : "") + "; choose a new or empty folder");
        }
        if (resume && !empty && !Files.exists(out.resolve(SweepRecord.FILE))) {
            throw new SweepException("--out " + out + ": holds no sweep to resume (no " + SweepRecord.FILE + ")");
        }
    }

    private int runOnSpark(SweepScenario sweep, List<RunSpec> left, int total, int doneBefore, SweepOutput output)
            throws IOException, InterruptedException, SweepException {
        try (SparkRuns spark = new SparkRuns(master, "Crowd Studio sweep of " + scenarioFile.getFileName(),
                SweepJars.folder());
                StopSignals signals = new StopSignals(spark::stop);
                SweepProgress bar = new SweepProgress(stderr, progressMode(), total, doneBefore)) {
            try {
                spark.run(sweep, left, result -> {
                    output.add(result);
                    bar.finishedOne();
                }, notice -> {
                    bar.close();
                    stderr.println(notice);
                });
            } catch (ExecutionException failed) {
                if (!signals.received()) {
                    bar.close();
                    stderr.println(scenarioFile + ": a run failed: " + rootMessage(failed));
                    stderr.println("The runs finished are in " + out.resolve(SweepTables.RUNS)
                            + "; --resume runs the others.");
                    return RUN_FAILED;
                }
            }
            if (signals.received()) {
                bar.close();
                output.finish();
                stderr.println("Stopped: " + output.count() + " of " + total + " runs are kept in "
                        + out.resolve(SweepTables.RUNS)
                        + "; run the same command with --resume to finish the sweep.");
                return STOPPED;
            }
        }
        return OK;
    }

    private SweepPlan plan() throws SweepException {
        List<SweepAxis> parsed = new ArrayList<>();
        for (String[] axis : axes) {
            parsed.add("--set".equals(axis[0]) ? SweepAxis.ofValues(axis[1]) : SweepAxis.ofRange(axis[1]));
        }
        try {
            return new SweepPlan(parsed, runs);
        } catch (IllegalArgumentException wrong) {
            throw new SweepException(wrong.getMessage());
        }
    }

    private double duration() throws SweepException {
        if (duration == null) {
            return 0;
        }
        if (!(duration > 0) || !Double.isFinite(duration)) {
            throw new SweepException("--duration must be a positive number of seconds, not " + duration);
        }
        return duration;
    }

    private List<RunResult> previousRuns(SweepScenario sweep, List<RunSpec> all) throws SweepException {
        if (!resume || !Files.exists(out.resolve(SweepRecord.FILE))) {
            return Collections.emptyList();
        }
        SweepRecord.checkSameSweep(out, sweep);
        return SweepTables.readRuns(out, sweep.plan(), all);
    }

    private SweepProgress.Mode progressMode() {
        if (progress != null) {
            return progress;
        }
        return System.console() != null && System.getenv("CROWDSTUDIO_NO_PROGRESS") == null ? SweepProgress.Mode.BAR
                : SweepProgress.Mode.NONE;
    }

    private static String rootMessage(Throwable failure) {
        Throwable cause = failure;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return cause.getMessage() == null ? cause.toString() : cause.getMessage();
    }
}
