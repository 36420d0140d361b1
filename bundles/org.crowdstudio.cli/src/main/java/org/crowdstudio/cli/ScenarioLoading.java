package org.crowdstudio.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.crowdstudio.compiler.CompileProblem;
import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.compiler.RegistryCatalog;
import org.crowdstudio.compiler.ScenarioCompileException;
import org.crowdstudio.compiler.ScenarioCompiler;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.model.io.FileProblem;
import org.crowdstudio.model.io.ScenarioFileException;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.validation.ScenarioValidation;
import org.crowdstudio.model.validation.Severity;
import org.crowdstudio.model.validation.ValidationProblem;

/** A scenario file read and compiled for a command that runs it, with its problems told the same way by every such command. */
final class ScenarioLoading {

    private ScenarioLoading() {
    }

    /** @return the scenario, or empty when the file cannot be read, its problems printed to {@code err} */
    static Optional<Scenario> read(Path file, PrintWriter err) {
        try {
            return Optional.of(new ScenarioReader().read(file));
        } catch (ScenarioFileException unreadable) {
            for (FileProblem problem : unreadable.problems()) {
                err.println(problem);
            }
            err.println(file + ": could not be read");
            err.flush();
            return Optional.empty();
        }
    }

    /**
     * What validate calls an error is refused here too, with the same words, before anything is compiled.
     *
     * @param seed the seed to place the crowd with, or null for the scenario's own
     * @return the compiled scenario, or empty when it cannot be simulated, its problems printed to {@code err}
     */
    static Optional<CompiledScenario> compile(Path file, Scenario scenario, AlgorithmRegistry algorithms, Long seed, PrintWriter err) {
        List<ValidationProblem> errors = new ScenarioValidation(new RegistryCatalog(algorithms)).validate(scenario).stream()
                .filter(problem -> problem.severity() == Severity.ERROR).toList();
        if (!errors.isEmpty()) {
            for (ValidationProblem problem : errors) {
                err.println(file + ": " + problem);
            }
            return cannotBeSimulated(file, err);
        }
        try {
            ScenarioCompiler compiler = new ScenarioCompiler(algorithms);
            return Optional.of(seed == null ? compiler.compile(scenario) : compiler.compile(scenario, seed));
        } catch (ScenarioCompileException cannot) {
            for (CompileProblem problem : cannot.problems()) {
                err.println(file + ": " + problem);
            }
            return cannotBeSimulated(file, err);
        }
    }

    private static Optional<CompiledScenario> cannotBeSimulated(Path file, PrintWriter err) {
        err.println(file + ": cannot be simulated");
        err.flush();
        return Optional.empty();
    }
}
