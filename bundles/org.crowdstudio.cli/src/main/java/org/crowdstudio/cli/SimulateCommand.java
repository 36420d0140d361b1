package org.crowdstudio.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.engine.sim.RunStatistics;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.sim.TrajectoryCsv;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.model.io.AtomicFileWriter;
import org.crowdstudio.model.scenario.Scenario;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code crowdstudio simulate SCENARIO}: compiles a scenario, runs it headless and writes the
 * trajectories, then prints a summary. Exit code 0 when the run completed, 1 when the scenario
 * cannot be simulated (an algorithm not installed, a spawn region too small), 2 when the file
 * cannot be read or the command line is wrong.
 */
@Command(name = "simulate", description = {"Run a scenario headless and write its trajectories.",
    "CSV columns: step,time,agent_id,x,y,vx,vy,heading (metres, seconds, m/s, radians). Agent ids number the scenario's agents "
        + "in file order, then each population's agents.",
    "Ends with a summary: steps/s, collisions (pairs starting to overlap), the smallest distance between two agents, mean speed "
        + "and the fraction of agents at their goal (or, once sent to an exit, at the exit), and how many events of each kind happened."})
final class SimulateCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "SCENARIO", description = "The scenario file (.crowd).")
    private Path scenarioFile;

    @ArgGroup(exclusive = true)
    private Length length;

    static final class Length {
        @Option(names = "--steps", paramLabel = "N", description = "Steps to simulate (default: the scenario's duration).")
        Long steps;

        @Option(names = "--duration", paramLabel = "S", description = "Seconds to simulate (default: the scenario's duration).")
        Double duration;
    }

    @Option(names = "--threads", paramLabel = "T", description = "Threads to step with (default: the scenario's setting, else every processor). "
            + "Results do not depend on it.")
    private Integer threads;

    @Option(names = "--seed", paramLabel = "SEED", description = "Seed of every random choice (default: the scenario's).")
    private Long seed;

    @Option(names = "--out", paramLabel = "PATH", description = "Where trajectories go: a CSV file, or a folder with --format umans. "
            + "Without it only the summary is printed.")
    private Path out;

    @Option(names = "--every", paramLabel = "K", description = "Record every K-th step (default: ${DEFAULT-VALUE}); the start is always recorded.",
            defaultValue = "1")
    private long every;

    @Option(names = "--format", paramLabel = "FORMAT", description = "csv (default) or umans: one t,x,y file per agent, output_<id>.csv, as UMANS writes.",
            defaultValue = "csv")
    private String format;

    @Option(names = "--events", paramLabel = "FILE", description = "Also write what happened, as CSV: time,event,agent_a,agent_b,kind "
            + "(conversation-start/-end with stop-and-talk or pair-walk, fire-alarm, all-clear, set-global-interest with the event's name).")
    private Path events;

    @Spec
    private CommandSpec spec;

    private final AlgorithmRegistry algorithms;

    SimulateCommand(AlgorithmRegistry algorithms) {
        this.algorithms = algorithms;
    }

    @Override
    public Integer call() throws IOException {
        checkArguments();
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Optional<Scenario> scenario = ScenarioLoading.read(scenarioFile, err);
        if (scenario.isEmpty()) {
            return ExitCode.USAGE;
        }
        Optional<CompiledScenario> compiledScenario = ScenarioLoading.compile(scenarioFile, scenario.get(), algorithms, seed, err);
        if (compiledScenario.isEmpty()) {
            return ExitCode.FINDINGS;
        }
        CompiledScenario compiled = compiledScenario.get();
        long steps = steps(compiled);
        RunStatistics statistics = new RunStatistics();
        EventList happened = new EventList();
        compiled.world().addEventListener(happened);
        long elapsed;
        try (Simulation simulation = compiled.newSimulation(threads == null ? 0 : threads)) {
            simulation.addObserver(statistics);
            statistics.start(simulation.crowd());
            if (out == null) {
                elapsed = run(simulation, steps, err);
            } else if ("umans".equals(format)) {
                RecordedTrajectories trajectories = new RecordedTrajectories(simulation.crowd().size(), every);
                trajectories.stepped(0, 0, simulation.crowd());
                simulation.addObserver(trajectories);
                elapsed = run(simulation, steps, err);
                try (TerminalProgress progress = new TerminalProgress(err, TerminalProgress.onTerminal(), "writing", simulation.crowd().size())) {
                    trajectories.writeUmans(out, progress);
                }
            } else {
                long[] time = new long[1];
                AtomicFileWriter.write(out, stream -> {
                    BufferedWriter writer = new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), 1 << 16);
                    TrajectoryCsv csv = new TrajectoryCsv(writer, every);
                    csv.stepped(0, 0, simulation.crowd());
                    simulation.addObserver(csv);
                    try {
                        time[0] = run(simulation, steps, err);
                    } catch (UncheckedIOException failed) {
                        throw failed.getCause();
                    }
                    writer.flush();
                });
                Files.deleteIfExists(AtomicFileWriter.backupOf(out));
                elapsed = time[0];
            }
        }
        if (events != null) {
            happened.writeCsv(events);
        }
        printSummary(stdout, compiled, steps, elapsed, statistics, happened);
        return ExitCode.OK;
    }

    private long steps(CompiledScenario compiled) {
        if (length != null && length.steps != null) {
            return length.steps;
        }
        if (length != null && length.duration != null) {
            return Math.max(1, Math.round(length.duration / compiled.timeStep()));
        }
        return compiled.steps();
    }

    private static long run(Simulation simulation, long steps, PrintWriter err) {
        long start = System.nanoTime();
        try (TerminalProgress progress = new TerminalProgress(err, TerminalProgress.onTerminal(), "simulating", steps)) {
            for (long step = 1; step <= steps; step++) {
                simulation.step();
                progress.update(step);
            }
        }
        return System.nanoTime() - start;
    }

    private void printSummary(PrintWriter stdout, CompiledScenario compiled, long steps, long elapsedNanos, RunStatistics statistics,
            EventList happened) {
        double seconds = elapsedNanos / 1e9;
        stdout.printf("%s: %,d agents, %,d steps of %s s (%s s simulated) in %.2f s: %.1f steps/s%n", scenarioFile, compiled.crowd().size(), steps,
                compiled.timeStep(), format(steps * compiled.timeStep()), seconds, steps / Math.max(seconds, 1e-9));
        stdout.printf("collisions: %,d (deepest overlap %.3f m)%n", statistics.collisions(), statistics.deepestOverlap());
        stdout.println("minimum distance between agents: " + (Double.isInfinite(statistics.minimumDistance()) ? "none came within 10 m"
                : String.format("%.3f m (centre to centre)", statistics.minimumDistance())));
        stdout.printf("mean speed: %.3f m/s%n", statistics.meanSpeed());
        stdout.println("at goal: " + (statistics.seeking() == 0 ? "no agent has a last goal"
                : String.format("%.1f %% (%,d of %,d)", 100.0 * statistics.arrived() / statistics.seeking(), statistics.arrived(), statistics.seeking())));
        if (!happened.counts().isEmpty()) {
            StringBuilder counts = new StringBuilder();
            happened.counts().forEach((event, count) -> counts.append(counts.isEmpty() ? "" : ", ").append(event).append(' ').append(count));
            stdout.println("events: " + counts + (events == null ? "" : " (listed in " + events + ")"));
        }
        if (out != null) {
            stdout.println("trajectories: " + out + ("umans".equals(format) ? " (output_<id>.csv per agent)" : ""));
        }
        stdout.flush();
    }

    private static String format(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.valueOf(Math.round(value * 1000) / 1000.0);
    }

    private void checkArguments() {
        if (length != null && length.steps != null && length.steps < 1) {
            throw new ParameterException(spec.commandLine(), "--steps must be at least 1, not " + length.steps);
        }
        if (length != null && length.duration != null && !(length.duration > 0 && Double.isFinite(length.duration))) {
            throw new ParameterException(spec.commandLine(), "--duration must be a positive number of seconds, not " + length.duration);
        }
        if (threads != null && (threads < 1 || threads > 1024)) {
            throw new ParameterException(spec.commandLine(), "--threads must be between 1 and 1024, not " + threads);
        }
        if (every < 1) {
            throw new ParameterException(spec.commandLine(), "--every must be at least 1, not " + every);
        }
        if (!"csv".equals(format) && !"umans".equals(format)) {
            throw new ParameterException(spec.commandLine(), "--format must be csv or umans, not " + format);
        }
    }
}
