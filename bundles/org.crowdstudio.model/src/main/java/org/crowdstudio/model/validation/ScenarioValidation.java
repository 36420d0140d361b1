package org.crowdstudio.model.validation;

import java.util.List;

import org.crowdstudio.model.scenario.Scenario;
import org.eclipse.emf.ecore.EObject;

/**
 * Validates a whole scenario: the structure every element obeys and the rules of each kind of
 * element. Problems come in document order.
 */
public final class ScenarioValidation {

    private final AlgorithmCatalog catalog;

    /** Validation that does not check algorithm settings against declared parameters. */
    public ScenarioValidation() {
        this(AlgorithmCatalog.NONE);
    }

    /** Validation that checks algorithm settings against the given catalog. */
    public ScenarioValidation(AlgorithmCatalog catalog) {
        this.catalog = catalog;
    }

    /** @return the problems of the scenario; empty if it is valid */
    public List<ValidationProblem> validate(Scenario scenario) {
        Problems problems = new Problems();
        StructureRules structure = new StructureRules(problems);
        DomainRules domain = new DomainRules(problems, scenario, catalog);
        check(scenario, scenario, structure, domain);
        scenario.eAllContents().forEachRemaining(element -> check(element, scenario, structure, domain));
        return List.copyOf(problems.found());
    }

    /** @return whether any problem is an error */
    public static boolean hasErrors(List<ValidationProblem> problems) {
        return problems.stream().anyMatch(problem -> problem.severity() == Severity.ERROR);
    }

    private static void check(EObject element, Scenario scenario, StructureRules structure, DomainRules domain) {
        structure.check(element, scenario);
        domain.check(element);
    }
}
