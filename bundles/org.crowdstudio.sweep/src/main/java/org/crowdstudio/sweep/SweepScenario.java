package org.crowdstudio.sweep;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.zip.GZIPOutputStream;

import org.crowdstudio.compiler.CompileProblem;
import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.compiler.RegistryCatalog;
import org.crowdstudio.compiler.ScenarioCompileException;
import org.crowdstudio.compiler.ScenarioCompiler;
import org.crowdstudio.engine.sim.RunStatistics;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.sim.TrajectoryCsv;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.RunMeasure;
import org.crowdstudio.model.io.FileProblem;
import org.crowdstudio.model.io.ScenarioFileException;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.validation.ScenarioValidation;
import org.crowdstudio.model.validation.Severity;
import org.crowdstudio.model.validation.ValidationProblem;

/**
 * A sweep as it travels to wherever its runs are done: the scenario file's bytes, what varies and
 * for how long each run goes. Everything a run needs is in here, so a run on a cluster's worker
 * gives the same result as one here.
 *
 * @param file the scenario file's name, for messages
 * @param content the scenario file's bytes
 * @param plan what varies and how often each point runs
 * @param duration simulated seconds per run; 0: the scenario's own duration
 * @param keepTrajectories whether each run's trajectories come back with its result
 */
public record SweepScenario(String file, byte[] content, SweepPlan plan, double duration, boolean keepTrajectories) implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Problems listed before the rest are counted: the first few say what to mend. */
    private static final int PROBLEMS_SHOWN = 10;

    /**
     * @throws SweepException when the file cannot be read
     */
    public static SweepScenario read(Path file, SweepPlan plan, double duration, boolean keepTrajectories) throws SweepException {
        try {
            return new SweepScenario(file.toString(), Files.readAllBytes(file), plan, duration, keepTrajectories);
        } catch (NoSuchFileException missing) {
            throw new SweepException(file + ": no such file");
        } catch (IOException unreadable) {
            throw new SweepException(file + ": cannot be read: " + unreadable.getMessage());
        }
    }

    /**
     * Sets and checks every point before anything runs: each path leads to a value, each value fits,
     * and each point's scenario validates and compiles.
     *
     * @return each point's scenario seed, for {@link SweepPlan#runs(List)}
     * @throws SweepException listing what is wrong, point by point
     */
    public List<Long> check() throws SweepException {
        List<String> problems = new ArrayList<>();
        List<Long> seeds = new ArrayList<>();
        List<List<String>> points = plan.points();
        for (List<String> point : points) {
            try {
                Scenario scenario = scenario(point);
                compile(scenario, point, null);
                seeds.add(scenario.getSettings() == null ? 1L : scenario.getSettings().getRandomSeed());
            } catch (SweepException wrong) {
                if (!problems.contains(wrong.getMessage())) {
                    problems.add(wrong.getMessage());
                }
            }
        }
        if (!problems.isEmpty()) {
            List<String> shown = problems.subList(0, Math.min(PROBLEMS_SHOWN, problems.size()));
            throw new SweepException(String.join(System.lineSeparator(), shown)
                    + (problems.size() > shown.size() ? System.lineSeparator() + "and " + (problems.size() - shown.size()) + " more problems" : ""));
        }
        return seeds;
    }

    /**
     * Runs one point of the sweep on this thread.
     *
     * @throws SweepException when the point cannot be run (which {@link #check()} finds first)
     */
    public RunResult run(RunSpec spec) throws SweepException {
        long start = System.nanoTime();
        Scenario scenario = scenario(spec.values());
        CompiledScenario compiled = compile(scenario, spec.values(), spec.seed());
        long steps = duration > 0 ? Math.max(1, Math.round(duration / compiled.timeStep())) : compiled.steps();
        RunStatistics statistics = new RunStatistics();
        Map<String, Integer> events = new TreeMap<>();
        compiled.world().addEventListener(event -> events.merge(event.event(), 1, Integer::sum));
        List<MeasuredRun> measured = new ArrayList<>();
        ByteArrayOutputStream trajectories = keepTrajectories ? new ByteArrayOutputStream() : null;
        try (Simulation simulation = compiled.newSimulation(1);
                Writer csv = keepTrajectories ? new OutputStreamWriter(new GZIPOutputStream(trajectories), StandardCharsets.UTF_8) : Writer.nullWriter()) {
            statistics.start(simulation.crowd());
            simulation.addObserver(statistics);
            if (keepTrajectories) {
                TrajectoryCsv recorder = new TrajectoryCsv(csv, 1);
                recorder.stepped(0, 0, simulation.crowd());
                simulation.addObserver(recorder);
            }
            for (RunMeasure measure : Installed.MEASURES) {
                measure.start(compiled.world(), simulation.crowd()).ifPresent(recorder -> {
                    simulation.addObserver(recorder);
                    measured.add(new MeasuredRun(measure, recorder));
                });
            }
            for (long step = 1; step <= steps; step++) {
                simulation.step();
            }
        } catch (IOException | UncheckedIOException unwritable) {
            throw new SweepException(file + ": run " + spec.index() + ": its trajectories could not be kept: " + unwritable.getMessage());
        }
        Map<String, Double> values = new LinkedHashMap<>();
        values.put("agents", (double) compiled.crowd().size());
        values.put("steps", (double) steps);
        values.put("simulated_s", steps * compiled.timeStep());
        values.put("collisions", (double) statistics.collisions());
        values.put("deepest_overlap_m", statistics.deepestOverlap());
        values.put("minimum_distance_m", Double.isInfinite(statistics.minimumDistance()) ? Double.NaN : statistics.minimumDistance());
        values.put("mean_speed_mps", statistics.meanSpeed());
        values.put("at_goal_share", statistics.seeking() == 0 ? Double.NaN : (double) statistics.arrived() / statistics.seeking());
        events.forEach((event, count) -> values.put(RunResult.eventColumn(event), (double) count));
        for (MeasuredRun run : measured) {
            double[] measures = run.recorder().values();
            for (int i = 0; i < measures.length; i++) {
                values.put(run.measure().columns().get(i), measures[i]);
            }
        }
        return new RunResult(spec, values, (System.nanoTime() - start) / 1e9, trajectories == null ? null : trajectories.toByteArray());
    }

    /** @return the scenario with the point's values set */
    Scenario scenario(List<String> point) throws SweepException {
        Scenario scenario;
        try {
            scenario = new ScenarioReader().read(Path.of(file), content);
        } catch (ScenarioFileException unreadable) {
            throw new SweepException(String.join(System.lineSeparator(), unreadable.problems().stream().map(FileProblem::toString).toList()));
        }
        for (int axis = 0; axis < point.size(); axis++) {
            ModelPath.set(scenario, plan.axes().get(axis).path(), point.get(axis));
        }
        return scenario;
    }

    private CompiledScenario compile(Scenario scenario, List<String> point, Long seed) throws SweepException {
        List<ValidationProblem> errors = new ScenarioValidation(new RegistryCatalog(Installed.ALGORITHMS)).validate(scenario).stream()
                .filter(problem -> problem.severity() == Severity.ERROR).toList();
        if (!errors.isEmpty()) {
            throw new SweepException(file + " with " + describe(point) + ": " + errors.get(0)
                    + (errors.size() > 1 ? " (and " + (errors.size() - 1) + " more)" : ""));
        }
        try {
            ScenarioCompiler compiler = new ScenarioCompiler(Installed.ALGORITHMS);
            return seed == null ? compiler.compile(scenario) : compiler.compile(scenario, seed);
        } catch (ScenarioCompileException cannot) {
            CompileProblem first = cannot.problems().get(0);
            throw new SweepException(file + " with " + describe(point) + ": cannot be simulated: " + first);
        }
    }

    private String describe(List<String> point) {
        List<String> settings = new ArrayList<>();
        for (int axis = 0; axis < point.size(); axis++) {
            settings.add(plan.axes().get(axis).path() + "=" + point.get(axis));
        }
        return String.join(", ", settings);
    }

    /** A measure and what it records of the run at hand. */
    private record MeasuredRun(RunMeasure measure, RunMeasure.Recorder recorder) {
    }

    /** The algorithms and measures on this classpath, found once per JVM: a worker runs many runs. */
    private static final class Installed {

        static final AlgorithmRegistry ALGORITHMS = AlgorithmRegistry.fromServiceLoader(SweepScenario.class.getClassLoader());

        static final List<RunMeasure> MEASURES = ServiceLoader.load(RunMeasure.class, SweepScenario.class.getClassLoader()).stream()
                .map(ServiceLoader.Provider::get)
                .sorted(Comparator.comparing(measure -> measure.getClass().getName()))
                .toList();

        private Installed() {
        }
    }
}
