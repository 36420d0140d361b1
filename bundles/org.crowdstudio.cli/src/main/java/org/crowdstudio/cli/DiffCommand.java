package org.crowdstudio.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.crowdstudio.model.diff.Change;
import org.crowdstudio.model.diff.ScenarioDiff;
import org.crowdstudio.model.scenario.Scenario;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code crowdstudio diff A B}: what changed between two versions of a scenario, element by
 * element, matched by id. Exit code 0 when equal, 1 when different, 2 when a file cannot be read.
 */
@Command(name = "diff", description = {"Show what changed between two versions of a scenario: added, removed, moved and changed elements.",
    "Elements are matched by id, not by position. Exit code 0: equal, 1: different, 2: a file could not be read."})
final class DiffCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "OLD", description = "The earlier version (.crowd).")
    private Path before;

    @Parameters(index = "1", paramLabel = "NEW", description = "The later version (.crowd).")
    private Path after;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Optional<ScenarioPair> read = ScenarioPair.read(before, after, err);
        if (read.isEmpty()) {
            return ExitCode.USAGE;
        }
        Scenario old = read.get().first();
        Scenario now = read.get().second();
        List<Change> changes;
        try {
            changes = ScenarioDiff.compare(old, now);
        } catch (IllegalArgumentException unmatchable) {
            err.println("crowdstudio: cannot compare " + before + " and " + after + ": " + unmatchable.getMessage());
            err.flush();
            return ExitCode.USAGE;
        }
        changes.forEach(out::println);
        out.println(changes.isEmpty() ? "no differences" : changes.size() + (changes.size() == 1 ? " change" : " changes"));
        out.flush();
        return changes.isEmpty() ? ExitCode.OK : ExitCode.FINDINGS;
    }
}
