package org.crowdstudio.model.validation;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.crowdstudio.model.scenario.Identified;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Rules every element obeys whatever its kind: required features are set, identifiers are unique,
 * and references point at elements of the same scenario.
 */
final class StructureRules {

    private final Problems problems;
    private final Map<String, EObject> ids = new HashMap<>();

    StructureRules(Problems problems) {
        this.problems = problems;
    }

    void check(EObject element, Scenario scenario) {
        for (EStructuralFeature feature : element.eClass().getEAllStructuralFeatures()) {
            requireBounds(element, feature);
            requireFinite(element, feature);
            if (feature instanceof EReference reference && !reference.isContainment() && !reference.isContainer()) {
                requireInside(element, reference, scenario);
            }
        }
        if (element instanceof Identified identified && (identified.getId() == null || identified.getId().isBlank())) {
            problems.error(element, ScenarioPackage.Literals.IDENTIFIED__ID, "is missing: every element needs a stable id (saving assigns one)");
        } else if (element instanceof Identified identified) {
            EObject previous = ids.putIfAbsent(identified.getId(), element);
            if (previous != null) {
                problems.error(element, ScenarioPackage.Literals.IDENTIFIED__ID,
                        "id '" + identified.getId() + "' is also used by " + (previous.eContainer() == null ? "the scenario itself"
                                : ElementPath.of(previous)) + "; every element needs an id of its own");
            }
        }
    }

    /**
     * NaN or infinite numbers load from a file but make any simulation meaningless; so does a
     * point a million kilometres away, whose grids and fields could not be held in memory.
     */
    private void requireFinite(EObject element, EStructuralFeature feature) {
        if (feature instanceof org.eclipse.emf.ecore.EAttribute && !feature.isMany() && element.eGet(feature) instanceof Double number) {
            if (!Double.isFinite(number)) {
                problems.error(element, feature, "must be a finite number (is " + number + ")");
            } else if (element instanceof org.crowdstudio.model.scenario.Vector2 && Math.abs(number) > MAX_COORDINATE) {
                problems.error(element, feature, "must lie within " + (long) MAX_COORDINATE + " m of the origin (is " + Problems.format(number)
                        + "): a scenario spans at most a thousand kilometres either way");
            }
        }
    }

    /** Metres from the origin no point of a scenario may lie beyond. */
    static final double MAX_COORDINATE = 1e6;

    private void requireBounds(EObject element, EStructuralFeature feature) {
        if (feature.getLowerBound() <= 0) {
            return;
        }
        if (feature.isMany()) {
            int count = ((List<?>) element.eGet(feature)).size();
            problems.atLeastItems(element, feature, count, feature.getLowerBound(), feature.getName());
        } else if (element.eGet(feature) == null) {
            problems.error(element, feature, "is required but not set");
        }
    }

    private void requireInside(EObject element, EReference reference, Scenario scenario) {
        List<?> targets = reference.isMany() ? (List<?>) element.eGet(reference) : java.util.Collections.singletonList(element.eGet(reference));
        for (Object target : targets) {
            if (target instanceof EObject referenced && (referenced.eIsProxy() || !EcoreUtil.isAncestor(scenario, referenced))) {
                problems.error(element, reference, "refers to an element that is not in this scenario");
            }
        }
    }
}
