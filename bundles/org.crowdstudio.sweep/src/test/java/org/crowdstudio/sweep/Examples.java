package org.crowdstudio.sweep;

import java.nio.file.Path;

import org.crowdstudio.model.io.ScenarioFileException;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.scenario.Scenario;

/** The shipped examples, read from the examples bundle beside this one. */
final class Examples {

    private Examples() {
    }

    static Path file(String name) {
        return Path.of("..", "org.crowdstudio.examples", "scenarios", name + ".crowd");
    }

    static Scenario read(String name) throws ScenarioFileException {
        return new ScenarioReader().read(file(name));
    }
}
