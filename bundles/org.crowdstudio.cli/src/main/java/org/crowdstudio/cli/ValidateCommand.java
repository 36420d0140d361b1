package org.crowdstudio.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.crowdstudio.compiler.spi.SceneCompilers;
import org.crowdstudio.model.io.FileProblem;
import org.crowdstudio.model.io.ScenarioFileException;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.validation.AlgorithmCatalog;
import org.crowdstudio.model.validation.ScenarioValidation;
import org.crowdstudio.model.validation.Severity;
import org.crowdstudio.model.validation.ValidationProblem;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code crowdstudio validate FILE...}: reads each scenario and checks that it makes sense to
 * simulate. Exit code 0 when every file is valid (warnings allowed), 1 when any has problems, 2
 * when any cannot be read.
 */
@Command(name = "validate", description = {"Check scenario files: that they can be read and that they make sense to simulate.",
    "Exit code 0: valid (warnings allowed), 1: problems found, 2: a file could not be read."})
final class ValidateCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Scenario files (.crowd).")
    private List<Path> files;

    @Spec
    private CommandSpec spec;

    private final ScenarioValidation validation;

    ValidateCommand(AlgorithmCatalog algorithms) {
        this.validation = new ScenarioValidation(algorithms, SceneCompilers.installed().checks());
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        int exitCode = ExitCode.OK;
        for (Path file : files) {
            exitCode = Math.max(exitCode, validate(file, out, validation));
        }
        out.flush();
        return exitCode;
    }

    private static int validate(Path file, PrintWriter out, ScenarioValidation validation) {
        Scenario scenario;
        try {
            scenario = new ScenarioReader().read(file);
        } catch (ScenarioFileException unreadable) {
            for (FileProblem problem : unreadable.problems()) {
                out.println(problem);
            }
            out.println(file + ": could not be read");
            return ExitCode.USAGE;
        }
        List<ValidationProblem> problems = validation.validate(scenario);
        for (ValidationProblem problem : problems) {
            out.println(file + ": " + problem);
        }
        long errors = problems.stream().filter(problem -> problem.severity() == Severity.ERROR).count();
        long warnings = problems.size() - errors;
        if (problems.isEmpty()) {
            out.println(file + ": valid");
        } else {
            out.println(file + ": " + count(errors, "error") + ", " + count(warnings, "warning"));
        }
        return errors > 0 ? ExitCode.FINDINGS : ExitCode.OK;
    }

    private static String count(long number, String noun) {
        return number + " " + noun + (number == 1 ? "" : "s");
    }
}
