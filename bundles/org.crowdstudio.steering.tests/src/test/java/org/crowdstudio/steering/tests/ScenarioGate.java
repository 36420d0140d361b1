package org.crowdstudio.steering.tests;

import java.nio.file.Path;
import java.util.List;

import org.crowdstudio.compiler.CompileProblem;
import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.compiler.RegistryCatalog;
import org.crowdstudio.compiler.ScenarioCompileException;
import org.crowdstudio.compiler.ScenarioCompiler;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.model.io.FileProblem;
import org.crowdstudio.model.io.ScenarioFileException;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.validation.ScenarioValidation;
import org.crowdstudio.model.validation.Severity;
import org.crowdstudio.model.validation.ValidationProblem;

/**
 * What {@code crowdstudio simulate} does with a scenario file, up to its first steps, with every
 * installed algorithm: read it, refuse what validation calls an error, compile, step. A refusal
 * comes back as the words the user reads; anything else that goes wrong is thrown, and is a bug.
 */
final class ScenarioGate {

    /** How far a file got. */
    enum Stage {
        UNREADABLE, INVALID, NOT_COMPILED, RAN
    }

    record Outcome(Stage stage, List<String> messages) {

        String text() {
            return String.join("\n", messages);
        }
    }

    private ScenarioGate() {
    }

    static Outcome run(Path file, int steps) {
        Scenario scenario;
        try {
            scenario = new ScenarioReader().read(file);
        } catch (ScenarioFileException unreadable) {
            return new Outcome(Stage.UNREADABLE, unreadable.problems().stream().map(FileProblem::toString).toList());
        }
        List<ValidationProblem> errors = new ScenarioValidation(new RegistryCatalog(Crowds.ALGORITHMS)).validate(scenario).stream()
                .filter(problem -> problem.severity() == Severity.ERROR).toList();
        if (!errors.isEmpty()) {
            return new Outcome(Stage.INVALID, errors.stream().map(ValidationProblem::toString).toList());
        }
        CompiledScenario compiled;
        try {
            compiled = new ScenarioCompiler(Crowds.ALGORITHMS).compile(scenario);
        } catch (ScenarioCompileException cannot) {
            return new Outcome(Stage.NOT_COMPILED, cannot.problems().stream().map(CompileProblem::toString).toList());
        }
        try (Simulation simulation = compiled.newSimulation(1)) {
            for (int step = 0; step < steps; step++) {
                simulation.step();
            }
        }
        return new Outcome(Stage.RAN, List.of());
    }
}
