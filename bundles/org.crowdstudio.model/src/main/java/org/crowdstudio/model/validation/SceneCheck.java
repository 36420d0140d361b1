package org.crowdstudio.model.validation;

import java.util.List;

import org.crowdstudio.model.scenario.Scenario;

/**
 * A check of a whole scenario that a method contributes to validation, beside the model's own
 * rules: whether navigating agents can reach their goals round the walls, say. Runs wherever a
 * scenario is validated (the command line's {@code validate}, the editor's problems), so it must
 * be quick on the scenes an artist edits and must not change the scenario.
 */
@FunctionalInterface
public interface SceneCheck {

    /** @return the problems found; empty for none */
    List<ValidationProblem> check(Scenario scenario);
}
