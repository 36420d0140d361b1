package org.crowdstudio.model.validation;

import java.util.Map;

import org.crowdstudio.model.scenario.Scenario;
import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.DiagnosticChain;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EValidator;

/**
 * {@link ScenarioValidation} as an EMF {@link EValidator}, so that EMF tooling (the Diagnostician,
 * editors' live validation) reports the same problems. Register it for the scenario package with
 * {@code EValidator.Registry.INSTANCE.put(ScenarioPackage.eINSTANCE, new ScenarioValidator())}.
 */
public final class ScenarioValidator implements EValidator {

    /** Diagnostic source of the problems. */
    public static final String DIAGNOSTIC_SOURCE = "org.crowdstudio.model";

    private final ScenarioValidation validation;

    public ScenarioValidator() {
        this(new ScenarioValidation());
    }

    public ScenarioValidator(ScenarioValidation validation) {
        this.validation = validation;
    }

    @Override
    public boolean validate(EObject element, DiagnosticChain diagnostics, Map<Object, Object> context) {
        return validate(element.eClass(), element, diagnostics, context);
    }

    /** Validates a whole scenario at its root; other elements are covered by their scenario. */
    @Override
    public boolean validate(EClass eClass, EObject element, DiagnosticChain diagnostics, Map<Object, Object> context) {
        if (!(element instanceof Scenario scenario)) {
            return true;
        }
        boolean valid = true;
        for (ValidationProblem problem : validation.validate(scenario)) {
            valid &= problem.severity() != Severity.ERROR;
            if (diagnostics != null) {
                int severity = problem.severity() == Severity.ERROR ? Diagnostic.ERROR : Diagnostic.WARNING;
                diagnostics.add(new BasicDiagnostic(severity, DIAGNOSTIC_SOURCE, 0, problem.path() + ": " + problem.message(),
                        new Object[] {problem.element()}));
            }
        }
        return valid;
    }

    @Override
    public boolean validate(EDataType dataType, Object value, DiagnosticChain diagnostics, Map<Object, Object> context) {
        return true;
    }
}
