package org.crowdstudio.ui.simulation;

import java.util.List;

import org.crowdstudio.compiler.RegistryCatalog;
import org.crowdstudio.engine.equinox.EquinoxAlgorithms;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.validation.ScenarioValidation;
import org.crowdstudio.model.validation.Severity;
import org.crowdstudio.model.validation.ValidationProblem;

/**
 * What a run and a live edit pass first, as {@code crowdstudio simulate} does: a scenario with
 * validation errors is not compiled, so that nothing the validator refuses reaches the engine.
 */
final class RunGate {

    private RunGate() {
    }

    /** @return the scenario's validation errors, in the order the editor lists them; empty when it may run */
    static List<ValidationProblem> errors(Scenario scenario) {
        return new ScenarioValidation(new RegistryCatalog(EquinoxAlgorithms.registry())).validate(scenario).stream()
                .filter(problem -> problem.severity() == Severity.ERROR).toList();
    }
}
