package org.crowdstudio.sweep.spark;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import org.crowdstudio.sweep.RunResult;
import org.crowdstudio.sweep.RunSpec;
import org.crowdstudio.sweep.SweepAxis;
import org.crowdstudio.sweep.SweepPlan;
import org.crowdstudio.sweep.SweepScenario;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code crowdstudio bench-sweep}: the same runs done one after another on one thread each, then
 * as a sweep on embedded Spark on every core, and what Spark costs per run. The throughput of the
 * sweep is compared with that of the runs done in turn times the cores (docs/PERFORMANCE.md).
 * Both ways must give the same results, which it checks.
 */
@Command(name = "crowdstudio bench-sweep", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Measure a sweep on embedded Spark against the same runs done one after another.")
public final class SweepBenchmark implements Callable<Integer> {

    @Option(names = "--runs", paramLabel = "N", defaultValue = "200",
            description = "Runs in the sweep (default: ${DEFAULT-VALUE}).")
    private int runs;

    @Option(names = "--agents", paramLabel = "N", defaultValue = "1000",
            description = "Agents in each run (default: ${DEFAULT-VALUE}).")
    private int agents;

    @Option(names = "--duration", paramLabel = "S", defaultValue = "60",
            description = "Simulated seconds per run (default: ${DEFAULT-VALUE}).")
    private double duration;

    @Option(names = "--in-turn", paramLabel = "K",
            description = "Runs done one after another for the baseline (default: all of them).")
    private Integer inTurn;

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        CommandLine command = new CommandLine(new SweepBenchmark());
        command.setExecutionExceptionHandler((failure, line, parsed) -> {
            System.err.println("bench-sweep: " + (failure.getMessage() == null ? failure : failure.getMessage()));
            return 1;
        });
        System.exit(command.execute(args));
    }

    @Override
    public Integer call() throws Exception {
        if (runs < 2 || agents < 1 || !(duration > 0) || inTurn != null && inTurn < 1) {
            System.err.println("bench-sweep: --runs must be at least 2, --agents and --in-turn at least 1, --duration "
                    + "above 0");
            return 2;
        }
        Path folder = Files.createTempDirectory("crowdstudio-bench-sweep");
        try {
            return measure(BenchScenario.write(folder, agents, duration));
        } finally {
            try (Stream<Path> files = Files.list(folder)) {
                for (Path file : files.toList()) {
                    Files.delete(file);
                }
            }
            Files.delete(folder);
        }
    }

    private int measure(Path scenario) throws Exception {
        SweepPlan plan = new SweepPlan(List.of(new SweepAxis("profiles[" + BenchScenario.PROFILE + "].preferredSpeed",
                List.of("1.3"))), runs);
        SweepScenario sweep = SweepScenario.read(scenario, plan, duration, false);
        List<RunSpec> specs = plan.runs(sweep.check());
        int baseline = inTurn == null ? runs : Math.min(inTurn, runs);
        System.out.printf("sweep benchmark: %,d runs of %,d agents for %s simulated seconds each; %d processors%n",
                runs, agents,
                plain(duration), Runtime.getRuntime().availableProcessors());

        System.out.println("warming up (2 runs, not counted)");
        sweep.run(specs.get(0));
        sweep.run(specs.get(specs.size() - 1));
        List<RunResult> oneAfterAnother = new ArrayList<>();
        long start = System.nanoTime();
        for (int run = 0; run < baseline; run++) {
            oneAfterAnother.add(sweep.run(specs.get(run)));
        }
        double inTurnSeconds = (System.nanoTime() - start) / 1e9;
        double inTurnRate = baseline / inTurnSeconds;
        System.out.printf("one after another, one thread: %,d runs in %.1f s: %.3f runs/s (%.2f s per run)%n",
                baseline, inTurnSeconds, inTurnRate,
                inTurnSeconds / baseline);

        long contextStart = System.nanoTime();
        try (SparkRuns spark = new SparkRuns(null, "Crowd Studio sweep benchmark", SweepJars.folder())) {
            double contextSeconds = (System.nanoTime() - contextStart) / 1e9;
            int cores = spark.cores();
            // Spark's first jobs load its classes: a cost per sweep, like the context's, not per run.
            spark.run(sweep, List.of(specs.get(0), specs.get(specs.size() - 1)), warm -> { }, System.err::println);
            List<RunResult> onSpark = new ArrayList<>();
            start = System.nanoTime();
            spark.run(sweep, specs, onSpark::add, System.err::println);
            double sweepSeconds = (System.nanoTime() - start) / 1e9;
            double sweepRate = runs / sweepSeconds;
            double inTasks = onSpark.stream().mapToDouble(RunResult::wallSeconds).sum();
            double overheadPerRun = (sweepSeconds * cores - inTasks) / runs;
            System.out.printf("sweep on embedded Spark, %d cores: %,d runs in %.1f s: %.3f runs/s (Spark context "
                    + "started in %.1f s and warmed up with 2 runs, not counted)%n",
                    cores, runs, sweepSeconds, sweepRate, contextSeconds);
            System.out.printf("efficiency: %.1f %% of %d x the one-thread rate%n",
                    100 * sweepRate / (cores * inTurnRate), cores);
            System.out.printf("Spark's time per run beyond the run itself (cores x wall - time in runs) / runs: %.0f "
                    + "ms%n", overheadPerRun * 1000);
            onSpark.sort(Comparator.comparingInt(result -> result.spec().index()));
            boolean same = true;
            for (int run = 0; run < baseline; run++) {
                same &= onSpark.get(run).values().equals(oneAfterAnother.get(run).values());
            }
            System.out.println("same results both ways: " + (same ? "yes" : "NO"));
            return same ? 0 : 1;
        }
    }

    private static String plain(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
