package org.crowdstudio.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

import org.crowdstudio.engine.bench.StandardBenchmark;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.fields.BakingBenchmark;
import org.crowdstudio.steering.anisotropic.AnisotropicBenchmark;
import org.crowdstudio.steering.anisotropic.AnisotropicFieldAlgorithm;
import org.crowdstudio.steering.fields.FieldOrientationAlgorithm;
import org.crowdstudio.steering.fields.FieldOverheadBenchmark;
import org.crowdstudio.steering.fields.InteractionFieldsAlgorithm;
import org.crowdstudio.steering.groups.GroupBenchmark;
import org.crowdstudio.steering.groups.VelocityConnectionAlgorithm;
import org.crowdstudio.steering.navigation.NavigationAlgorithm;
import org.crowdstudio.steering.navigation.NavigationBenchmark;
import org.crowdstudio.steering.social.SocialBenchmark;
import org.crowdstudio.steering.social.SocialScene;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code crowdstudio bench}: runs the standard benchmark (goal reaching and ORCA, see
 * {@link StandardBenchmark}) for each crowd size and prints one table row per size.
 */
@Command(name = "bench", description = {"Run the standard benchmark: N agents crossing a square at 0.5 agents/m² with goal reaching and ORCA. "
    + "After warming up the JVM on two small crowds, each size runs 10 warm-up steps, then the timed steps; "
    + "a small crowd, whose timed steps take only milliseconds, is timed again on fresh crowds, "
    + "up to " + StandardBenchmark.MAX_ROUNDS + " rounds in all, and the median round counts "
    + "(the social layer and navigation are timed the same way).",
    "Prints ms/step, steps/s, ns per agent-step, heap per agent, and the rounds with the fastest and slowest; "
        + "then, up to 10,000 agents, what five interaction fields per agent add "
        + "to a step; then the social layer over ORCA (4,000 agents, the TA paper's largest crowd, and each size up to 10,000): steps/s and "
        + "the share of the step the layer takes; then, up to 10,000 agents, the crowd split into groups of 2–4 and one of 90 and steered "
        + "by velocity connection beside plain ORCA; then the crowd walking by an anisotropic field of city blocks, alone (every size) and "
        + "with ORCA beside ORCA alone (up to 10,000, each timed over at least 500 steps, since the field's share is the difference of two "
        + "short timings); then, up to 10,000 agents, the crowd walking to four exits of a walled floor plan with "
        + "navigation (the stage's share of the step, and how long the plan and the exits' fields take to build); then how long an "
        + "interaction field of 20 curves takes to bake."})
final class BenchCommand implements Callable<Integer> {

    private static final int FIELD_BAKES = 20;
    /** The families' names in the scaling tables, the JSON and comparisons. */
    private static final String STANDARD = "Standard (goal reaching, ORCA)";
    private static final String FIELDS = "Interaction fields (5 per agent)";
    private static final String SOCIAL = "Social layer over ORCA";
    private static final String GROUPS = "Groups (velocity connection)";
    private static final String ANISOTROPIC = "Anisotropic field alone";
    private static final String NAVIGATION = "Navigation to 4 exits";
    /** Fields, the social layer and groups are measured up to this crowd size; larger sizes would double the run for little news. */
    private static final int FIELD_OVERHEAD_MAX_AGENTS = 10_000;
    /** The TA paper's largest crowd (§7: 4,000 agents at 23.5 frames/s), always measured. */
    private static final int SOCIAL_PAPER_AGENTS = 4_000;

    @Option(names = "--agents", split = ",", paramLabel = "N", description = "Crowd sizes (default: ${DEFAULT-VALUE}).",
            defaultValue = "1000,10000,100000")
    private List<Integer> agents;

    @Option(names = "--threads", split = ",", paramLabel = "T",
            description = "Threads to step with; several (1,2,4) run everything at each and add a scaling table per family "
                    + "(default: the number of processors).")
    private List<Integer> threads;

    @Option(names = "--json", description = "Write the measurements as JSON to standard output instead of tables, for tools and --compare.")
    private boolean json;

    @Option(names = "--compare", paramLabel = "FILE", description = "Show the change in ms/step against a run saved with --json.")
    private Path compare;

    @Option(names = "--steps", paramLabel = "S", description = "Timed steps per size (default: ${DEFAULT-VALUE}).", defaultValue = "50")
    private int steps;

    @Option(names = "--seed", paramLabel = "SEED", description = "Seed of the random placement (default: ${DEFAULT-VALUE}).",
            defaultValue = "1")
    private long seed;

    @Spec
    private CommandSpec spec;

    private final AlgorithmRegistry algorithms;

    BenchCommand(AlgorithmRegistry algorithms) {
        this.algorithms = algorithms;
    }

    @Override
    public Integer call() {
        checkArguments();
        List<Integer> threadCounts = threads != null ? threads : List.of(Runtime.getRuntime().availableProcessors());
        PrintWriter err = spec.commandLine().getErr();
        BenchResults saved = null;
        if (compare != null) {
            try {
                saved = BenchResults.read(compare);
            } catch (IOException unreadable) {
                throw new ParameterException(spec.commandLine(), "--compare: " + unreadable.getMessage());
            }
        }
        // With --json the tables are not printed: standard output is the JSON alone.
        PrintWriter out = json ? new PrintWriter(Writer.nullWriter()) : spec.commandLine().getOut();
        for (String id : List.of("goal-reaching", "orca")) {
            if (algorithms.find(id).isEmpty()) {
                err.println("crowdstudio bench: the '" + id + "' algorithm is not installed; the benchmark needs it.");
                err.flush();
                return ExitCode.FINDINGS;
            }
        }
        BenchResults results = new BenchResults();
        for (int threadCount : threadCounts) {
            runAll(out, err, threadCount, results);
        }
        BakingBenchmark.Result baking = BakingBenchmark.run(FIELD_BAKES, seed);
        out.printf("%nInteraction field baking: %d guide curves (%d samples) to a %d × %d grid, %d bakes after %d warm-up%n", baking.curves(),
                baking.samples(), baking.columns(), baking.rows(), FIELD_BAKES, BakingBenchmark.WARM_UP_BAKES);
        out.printf("%10s  %10s%n", "best ms", "median ms");
        out.printf("%10.1f  %10.1f%n", baking.bestMillis(), baking.medianMillis());
        if (threadCounts.size() > 1) {
            results.printScaling(out, threadCounts);
        }
        out.flush();
        if (saved != null) {
            results.printComparison(json ? err : out, saved, compare);
        }
        if (json) {
            PrintWriter stdout = spec.commandLine().getOut();
            stdout.println(results.toJson(steps, Runtime.getRuntime().availableProcessors()));
            stdout.flush();
        }
        return ExitCode.OK;
    }

    /** Every benchmark family at one thread count, each printing its table and adding its measurements. */
    private void runAll(PrintWriter out, PrintWriter err, int threadCount, BenchResults results) {
        out.printf("Standard benchmark: %d timed steps after %d warm-up, %d thread%s, %d processors, Java %s%n", steps,
                StandardBenchmark.WARM_UP_STEPS, threadCount, threadCount == 1 ? "" : "s", Runtime.getRuntime().availableProcessors(),
                Runtime.version());
        out.printf("(a small crowd is timed in rounds on fresh crowds, up to %d: ms/step is the median round's,"
                + " then the fastest's and the slowest's)%n", StandardBenchmark.MAX_ROUNDS);
        out.printf("%10s  %10s  %10s  %14s  %12s  %6s  %10s  %10s%n", "agents", "ms/step", "steps/s", "ns/agent-step",
                "bytes/agent", "rounds", "fastest", "slowest");
        out.flush();
        StandardBenchmark benchmark = new StandardBenchmark(algorithms);
        warmUpJvm(err, "warming up the JVM", progress -> benchmark.warmUpJvm(threadCount, progress));
        for (int size : agents) {
            StandardBenchmark.Result result;
            try (TerminalProgress progress = new TerminalProgress(err, TerminalProgress.onTerminal(), String.format("%,d agents", size),
                    StandardBenchmark.rounds(size, steps) * (StandardBenchmark.WARM_UP_STEPS + steps))) {
                result = benchmark.run(size, threadCount, steps, seed, progress::update);
            }
            out.printf("%,10d  %10.2f  %10.1f  %14.0f  %,12d  %6d  %10.2f  %10.2f%n", result.agents(),
                    result.millisPerStep(), result.stepsPerSecond(), result.nanosPerAgentStep(), result.bytesPerAgent(),
                    result.rounds(), result.fastestMillisPerStep(), result.slowestMillisPerStep());
            out.flush();
            results.add(STANDARD, result.agents(), threadCount, result.millisPerStep(),
                    Map.of("nsPerAgentStep", result.nanosPerAgentStep(),
                            "bytesPerAgent", (double) result.bytesPerAgent(), "rounds", (double) result.rounds(),
                            "fastestMsPerStep", result.fastestMillisPerStep(),
                            "slowestMsPerStep", result.slowestMillisPerStep()));
        }
        if (algorithms.find(InteractionFieldsAlgorithm.ID).isPresent() && algorithms.find(FieldOrientationAlgorithm.ID).isPresent()) {
            printFieldOverhead(out, err, threadCount, results);
        }
        if (algorithms.find(SocialScene.ALGORITHM_ID).isPresent()) {
            printSocialLayer(out, err, threadCount, results);
        }
        if (algorithms.find(VelocityConnectionAlgorithm.ID).isPresent()) {
            printGroups(out, err, threadCount, results);
        }
        if (algorithms.find(AnisotropicFieldAlgorithm.ID).isPresent()) {
            printAnisotropicField(out, err, threadCount, results);
        }
        if (algorithms.find(NavigationAlgorithm.ID).isPresent()) {
            printNavigation(out, err, threadCount, results);
        }
        out.println();
        out.flush();
    }

    /** The standard crowd with and without five interaction fields bound to every agent, at each size up to 10,000. */
    private void printFieldOverhead(PrintWriter out, PrintWriter err, int threadCount, BenchResults results) {
        out.printf("%nInteraction fields: the standard crowd with %d fields bound to every agent, goal velocity averaged with theirs%n",
                FieldOverheadBenchmark.FIELDS);
        out.printf("%10s  %14s  %14s  %10s  %12s  %16s%n", "agents", "ms/step before", "ms/step fields", "overhead", "fields share", "ns/agent-field");
        FieldOverheadBenchmark benchmark = new FieldOverheadBenchmark(algorithms);
        if (anySizeUpToTheLimit()) {
            warmUpJvm(err, "warming up the JVM for fields", progress -> benchmark.warmUpJvm(threadCount, progress));
        }
        for (int size : agents) {
            if (size > FIELD_OVERHEAD_MAX_AGENTS) {
                continue;
            }
            FieldOverheadBenchmark.Result result;
            try (TerminalProgress progress = new TerminalProgress(err, TerminalProgress.onTerminal(), String.format("%,d agents with fields", size),
                    2 * (StandardBenchmark.WARM_UP_STEPS + steps))) {
                result = benchmark.run(size, threadCount, steps, seed, progress::update);
            }
            out.printf("%,10d  %14.2f  %14.2f  %9.0f%%  %11.0f%%  %16.0f%n", result.agents(), result.baselineMillisPerStep(),
                    result.fieldsMillisPerStep(), result.overheadPercent(), result.fieldsSharePercent(), result.nanosPerFieldLookup());
            out.flush();
            results.add(FIELDS, result.agents(), threadCount, result.fieldsMillisPerStep(), Map.of("msPerStepWithout", result.baselineMillisPerStep(),
                    "overheadPercent", result.overheadPercent(), "fieldsSharePercent", result.fieldsSharePercent(),
                    "nsPerAgentField", result.nanosPerFieldLookup()));
        }
    }

    /** The standard crowd with the social layer on top of ORCA, at the paper's largest size and each requested size up to 10,000. */
    private void printSocialLayer(PrintWriter out, PrintWriter err, int threadCount, BenchResults results) {
        out.printf("%nSocial layer (social-ta) over goal reaching and ORCA: the standard crowd, everyone taking part%n");
        out.printf("%10s  %10s  %10s  %14s  %12s  %12s  %6s%n", "agents", "ms/step", "steps/s", "layer ms/step",
                "layer share", "socialising", "rounds");
        SocialBenchmark benchmark = new SocialBenchmark(algorithms);
        warmUpJvm(err, "warming up the JVM for the social layer", progress -> benchmark.warmUpJvm(threadCount, progress));
        TreeSet<Integer> sizes = new TreeSet<>();
        sizes.add(SOCIAL_PAPER_AGENTS);
        agents.stream().filter(size -> size <= FIELD_OVERHEAD_MAX_AGENTS).forEach(sizes::add);
        for (int size : sizes) {
            SocialBenchmark.Result result;
            try (TerminalProgress progress = new TerminalProgress(err, TerminalProgress.onTerminal(), String.format("%,d agents socialising", size),
                    StandardBenchmark.rounds(size, steps) * (StandardBenchmark.WARM_UP_STEPS + steps))) {
                result = benchmark.run(size, threadCount, steps, seed, progress::update);
            }
            out.printf("%,10d  %10.2f  %10.1f  %14.2f  %11.0f%%  %11.1f%%  %6d%n", result.agents(),
                    result.millisPerStep(), result.stepsPerSecond(), result.layerMillisPerStep(), result.layerPercent(),
                    100 * result.socialisingFraction(), result.rounds());
            out.flush();
            results.add(SOCIAL, result.agents(), threadCount, result.millisPerStep(), Map.of("layerMsPerStep", result.layerMillisPerStep(),
                    "layerPercent", result.layerPercent(), "socialisingPercent", 100 * result.socialisingFraction(),
                    "rounds", (double) result.rounds()));
        }
    }

    /** The crowd walking to four exits of a walled floor plan with navigation, each size up to 10,000; the plan's build time. */
    private void printNavigation(PrintWriter out, PrintWriter err, int threadCount, BenchResults results) {
        out.printf("%nNavigation: a walled floor plan %.0f m square with %d obstacles and %d exits; the crowd walks to its nearest exit with "
                + "navigation, goal reaching and ORCA%n", NavigationBenchmark.SIDE, NavigationBenchmark.OBSTACLES, NavigationBenchmark.EXITS);
        out.printf("The plan and its exits' fields are built in %.1f ms (best of 5).%n", NavigationBenchmark.buildMillis(0.2));
        out.printf("%10s  %10s  %10s  %14s  %12s  %6s%n", "agents", "ms/step", "steps/s", "navigation ms", "nav share",
                "rounds");
        NavigationBenchmark benchmark = new NavigationBenchmark(algorithms);
        if (anySizeUpToTheLimit()) {
            warmUpJvm(err, "warming up the JVM for navigation", progress -> benchmark.warmUpJvm(threadCount, progress));
        }
        for (int size : agents) {
            if (size > FIELD_OVERHEAD_MAX_AGENTS) {
                continue;
            }
            NavigationBenchmark.Result result;
            try (TerminalProgress progress = new TerminalProgress(err, TerminalProgress.onTerminal(), String.format("%,d agents navigating", size),
                    StandardBenchmark.rounds(size, steps) * (StandardBenchmark.WARM_UP_STEPS + steps))) {
                result = benchmark.run(size, threadCount, steps, seed, progress::update);
            }
            out.printf("%,10d  %10.2f  %10.1f  %14.2f  %11.0f%%  %6d%n", result.agents(), result.millisPerStep(),
                    result.stepsPerSecond(), result.navigationMillisPerStep(), 100 * result.navigationShare(),
                    result.rounds());
            out.flush();
            results.add(NAVIGATION, result.agents(), threadCount, result.millisPerStep(), Map.of("navigationMsPerStep", result.navigationMillisPerStep(),
                    "navigationPercent", 100 * result.navigationShare(), "rounds", (double) result.rounds()));
        }
    }

    /**
     * The standard crowd in groups (VC paper §4.2's small groups, and one of Table 2's large ones)
     * beside plain ORCA, each size up to 10,000.
     */
    private void printGroups(PrintWriter out, PrintWriter err, int threadCount, BenchResults results) {
        out.printf("%nGroups by velocity connection: the standard crowd in groups of 2–4 and one of %d, beside plain ORCA, timed in turns%n",
                GroupBenchmark.LARGE_GROUP);
        out.printf("%10s  %8s  %14s  %10s  %14s  %15s  %10s%n", "agents", "groups", "ms/step groups", "steps/s", "ns/agent ORCA", "ns/agent groups",
                "cost ratio");
        GroupBenchmark benchmark = new GroupBenchmark(algorithms);
        if (anySizeUpToTheLimit()) {
            warmUpJvm(err, "warming up the JVM for groups", progress -> benchmark.warmUpJvm(threadCount, progress));
        }
        for (int size : agents) {
            if (size > FIELD_OVERHEAD_MAX_AGENTS) {
                continue;
            }
            GroupBenchmark.Result result;
            try (TerminalProgress progress = new TerminalProgress(err, TerminalProgress.onTerminal(), String.format("%,d agents in groups", size),
                    2 * (StandardBenchmark.WARM_UP_STEPS + steps))) {
                result = benchmark.run(size, threadCount, steps, seed, progress::update);
            }
            out.printf("%,10d  %,8d  %14.2f  %10.1f  %14.0f  %15.0f  %9.2f×%n", result.agents(), result.groups(), result.groupsMillisPerStep(),
                    result.groupsStepsPerSecond(), result.orcaNanosPerAgentStep(), result.groupsNanosPerAgentStep(), result.costRatio());
            out.flush();
            results.add(GROUPS, result.agents(), threadCount, result.groupsMillisPerStep(), Map.of("groups", (double) result.groups(),
                    "nsPerAgentOrca", result.orcaNanosPerAgentStep(), "nsPerAgentGroups", result.groupsNanosPerAgentStep(), "costRatio", result.costRatio()));
        }
    }

    /**
     * The standard crowd walking by an anisotropic field: alone at every size (the AF paper's
     * macroscopic mode), in turns with the crowd keeping its velocity, whose difference is the
     * field's own cost; with ORCA up to 10,000, and the field's share of that step.
     */
    private void printAnisotropicField(PrintWriter out, PrintWriter err, int threadCount, BenchResults results) {
        out.printf("%nAnisotropic field: the standard crowd on city blocks (a street each way every 10 m), alone (no solver) and with ORCA%n");
        out.printf("%10s  %16s  %10s  %13s  %15s  %10s%n", "agents", "ms/step AF alone", "steps/s", "AF ms/step", "ms/step AF+ORCA", "AF share");
        AnisotropicBenchmark benchmark = new AnisotropicBenchmark(algorithms);
        warmUpJvm(err, "warming up the JVM for anisotropic fields", progress -> benchmark.warmUpJvm(threadCount, progress));
        for (int size : agents) {
            boolean withOrca = size <= FIELD_OVERHEAD_MAX_AGENTS;
            AnisotropicBenchmark.Result result;
            try (TerminalProgress progress = new TerminalProgress(err, TerminalProgress.onTerminal(), String.format("%,d agents on a field", size),
                    AnisotropicBenchmark.totalSteps(steps, withOrca))) {
                result = benchmark.run(size, threadCount, steps, seed, withOrca, progress::update);
            }
            out.printf("%,10d  %16.2f  %10.1f  %13.2f  %15s  %10s%n", result.agents(), result.macroscopicMillisPerStep(),
                    result.macroscopicStepsPerSecond(), result.fieldMillisPerStep(),
                    withOrca ? String.format("%.2f", result.withOrcaMillisPerStep()) : "-",
                    withOrca ? String.format("%.0f%%", 100 * result.fieldShare()) : "-");
            out.flush();
            results.add(ANISOTROPIC, result.agents(), threadCount, result.macroscopicMillisPerStep(), withOrca
                    ? Map.of("fieldMsPerStep", result.fieldMillisPerStep(), "msPerStepWithOrca", result.withOrcaMillisPerStep(), "fieldSharePercent",
                            100 * result.fieldShare())
                    : Map.of("fieldMsPerStep", result.fieldMillisPerStep()));
        }
    }

    /**
     * Whether any size asked for is measured by the families that stop at
     * {@link #FIELD_OVERHEAD_MAX_AGENTS}: where none is, their tables stay empty and they need no warm-up.
     */
    private boolean anySizeUpToTheLimit() {
        return agents.stream().anyMatch(size -> size <= FIELD_OVERHEAD_MAX_AGENTS);
    }

    /** Warms the JVM up for one family, with a progress bar on a terminal. */
    private static void warmUpJvm(PrintWriter err, String what, Consumer<IntConsumer> warmUp) {
        try (TerminalProgress progress = new TerminalProgress(err, TerminalProgress.onTerminal(), what,
                StandardBenchmark.JVM_WARM_UP_STEPS)) {
            warmUp.accept(progress::update);
        }
    }

    private void checkArguments() {
        for (int size : agents) {
            if (size < 2 || size > 10_000_000) {
                throw new ParameterException(spec.commandLine(), "--agents: " + size + " is not between 2 and 10,000,000");
            }
        }
        if (steps < 1) {
            throw new ParameterException(spec.commandLine(), "--steps must be at least 1, not " + steps);
        }
        for (int count : threads == null ? List.<Integer>of() : threads) {
            if (count < 1 || count > 1024) {
                throw new ParameterException(spec.commandLine(), "--threads must be between 1 and 1024, not " + count);
            }
        }
    }
}
