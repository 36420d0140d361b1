package org.crowdstudio.model.validation;

import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.model.scenario.Scenario;
import org.eclipse.emf.ecore.EObject;

/**
 * Validates a whole scenario: the structure every element obeys and the rules of each kind of
 * element, in document order, then the checks methods contribute ({@link SceneCheck}).
 */
public final class ScenarioValidation {

    private final AlgorithmCatalog catalog;
    private final List<SceneCheck> checks;

    /** Validation that does not check algorithm settings against declared parameters. */
    public ScenarioValidation() {
        this(AlgorithmCatalog.NONE);
    }

    /** Validation that checks algorithm settings against the given catalog. */
    public ScenarioValidation(AlgorithmCatalog catalog) {
        this(catalog, List.of());
    }

    /**
     * Validation that checks algorithm settings against the catalog and runs the methods' checks
     * too; a check that fails is reported as a warning, the others still run.
     */
    public ScenarioValidation(AlgorithmCatalog catalog, List<SceneCheck> checks) {
        this.catalog = catalog;
        this.checks = List.copyOf(checks);
    }

    /** @return the problems of the scenario; empty if it is valid */
    public List<ValidationProblem> validate(Scenario scenario) {
        Problems problems = new Problems();
        StructureRules structure = new StructureRules(problems);
        DomainRules domain = new DomainRules(problems, scenario, catalog);
        check(scenario, scenario, structure, domain);
        scenario.eAllContents().forEachRemaining(element -> check(element, scenario, structure, domain));
        List<ValidationProblem> found = new ArrayList<>(problems.found());
        for (SceneCheck sceneCheck : checks) {
            try {
                found.addAll(sceneCheck.check(scenario));
            } catch (RuntimeException broken) {
                String why = broken.getMessage() == null ? broken.getClass().getSimpleName() : broken.getMessage();
                found.add(new ValidationProblem(Severity.WARNING, ElementPath.of(scenario), "a method's check of the scenario could not run: " + why,
                        scenario));
            }
        }
        return List.copyOf(found);
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
