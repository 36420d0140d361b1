package org.crowdstudio.sweep;

import java.io.IOException;
import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.compiler.CompileProblem;
import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.compiler.RegistryCatalog;
import org.crowdstudio.compiler.ScenarioCompileException;
import org.crowdstudio.compiler.ScenarioCompiler;
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
public record SweepScenario(String file, byte[] content, SweepPlan plan, double duration,
        boolean keepTrajectories) implements Serializable {

    private static final long serialVersionUID = 1L;

    /** Problems listed before the rest are counted: the first few say what to mend. */
    private static final int PROBLEMS_SHOWN = 10;

    /**
     * @throws SweepException when the file cannot be read
     */
    public static SweepScenario read(Path file, SweepPlan plan, double duration,
            boolean keepTrajectories) throws SweepException {
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
                    + (problems.size() > shown.size() ? System.lineSeparator() + "and "
                            + (problems.size() - shown.size()) + " more problems" : ""));
        }
        return seeds;
    }

    /**
     * Runs one point of the sweep on this thread.
     *
     * @throws SweepException when the point cannot be run (which {@link #check()} finds first)
     */
    public RunResult run(RunSpec spec) throws SweepException {
        return new ScenarioRun(this, spec).run();
    }

    /** @return the run in words, for messages: {@code sim-cflow.crowd, run 7 (groups[G].x=3, seed 2)} */
    public String describe(RunSpec spec) {
        return file + ", run " + spec.index() + " (" + describe(spec.values()) + ", seed " + spec.seed() + ")";
    }

    /** @return the scenario with the point's values set */
    Scenario scenario(List<String> point) throws SweepException {
        Scenario scenario;
        try {
            scenario = new ScenarioReader().read(Path.of(file), content);
        } catch (ScenarioFileException unreadable) {
            throw new SweepException(String.join(System.lineSeparator(),
                    unreadable.problems().stream().map(FileProblem::toString).toList()));
        }
        for (int axis = 0; axis < point.size(); axis++) {
            ModelPath.set(scenario, plan.axes().get(axis).path(), point.get(axis));
        }
        return scenario;
    }

    CompiledScenario compile(Scenario scenario, List<String> point, Long seed) throws SweepException {
        List<ValidationProblem> errors = new ScenarioValidation(new RegistryCatalog(InstalledMethods.ALGORITHMS))
                .validate(scenario).stream()
                .filter(problem -> problem.severity() == Severity.ERROR).toList();
        if (!errors.isEmpty()) {
            throw new SweepException(file + " with " + describe(point) + ": " + errors.get(0)
                    + (errors.size() > 1 ? " (and " + (errors.size() - 1) + " more)" : ""));
        }
        try {
            ScenarioCompiler compiler = new ScenarioCompiler(InstalledMethods.ALGORITHMS);
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
}
