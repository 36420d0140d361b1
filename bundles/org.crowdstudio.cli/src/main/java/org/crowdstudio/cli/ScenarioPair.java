package org.crowdstudio.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;

import org.crowdstudio.model.io.FileProblem;
import org.crowdstudio.model.io.ScenarioFileException;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.scenario.Scenario;

/** Two scenario files read for a command that compares them ({@code diff}, {@code af divergence}). */
record ScenarioPair(Scenario first, Scenario second) {

    /** @return both scenarios, or empty when a file cannot be read, its problems printed to {@code err} */
    static Optional<ScenarioPair> read(Path first, Path second, PrintWriter err) {
        try {
            return Optional.of(new ScenarioPair(new ScenarioReader().read(first), new ScenarioReader().read(second)));
        } catch (ScenarioFileException unreadable) {
            for (FileProblem problem : unreadable.problems()) {
                err.println("crowdstudio: " + problem);
            }
            err.flush();
            return Optional.empty();
        }
    }
}
