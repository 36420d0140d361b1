package org.crowdstudio.model.io;

import java.util.List;

/** A scenario file could not be read; carries every problem found, each with its place in the file. */
public final class ScenarioFileException extends Exception {

    private static final long serialVersionUID = 1L;

    private final transient List<FileProblem> problems;

    public ScenarioFileException(List<FileProblem> problems) {
        super(problems.isEmpty() ? "unreadable scenario file" : problems.get(0).toString());
        this.problems = List.copyOf(problems);
    }

    /** @return the problems, in file order; at least one */
    public List<FileProblem> problems() {
        return problems;
    }
}
