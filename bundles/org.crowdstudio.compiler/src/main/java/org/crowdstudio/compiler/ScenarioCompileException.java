package org.crowdstudio.compiler;

import java.util.List;

/** A scenario that cannot be simulated, with every problem found. */
public final class ScenarioCompileException extends Exception {

    private static final long serialVersionUID = 1L;

    private final transient List<CompileProblem> problems;

    public ScenarioCompileException(List<CompileProblem> problems) {
        super(problems.size() + " problem" + (problems.size() == 1 ? "" : "s") + ", the first: " + problems.get(0));
        this.problems = List.copyOf(problems);
    }

    public List<CompileProblem> problems() {
        return problems;
    }
}
