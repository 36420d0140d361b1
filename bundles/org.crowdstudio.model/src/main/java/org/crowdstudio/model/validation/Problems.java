package org.crowdstudio.model.validation;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

/** Collects validation problems, with the checks most rules are made of. */
final class Problems {

    private final List<ValidationProblem> found = new ArrayList<>();

    List<ValidationProblem> found() {
        return found;
    }

    void error(EObject element, EStructuralFeature feature, String message) {
        found.add(new ValidationProblem(Severity.ERROR, path(element, feature), message, element));
    }

    void warning(EObject element, EStructuralFeature feature, String message) {
        found.add(new ValidationProblem(Severity.WARNING, path(element, feature), message, element));
    }

    void greaterThan(EObject element, EStructuralFeature feature, double value, double bound) {
        if (!(value > bound)) {
            error(element, feature, "must be greater than " + format(bound) + " (is " + format(value) + ")");
        }
    }

    void atLeast(EObject element, EStructuralFeature feature, double value, double bound) {
        if (!(value >= bound)) {
            error(element, feature, "must be at least " + format(bound) + " (is " + format(value) + ")");
        }
    }

    void within(EObject element, EStructuralFeature feature, double value, double low, double high) {
        if (!(value >= low && value <= high)) {
            error(element, feature, "must be between " + format(low) + " and " + format(high) + " (is " + format(value) + ")");
        }
    }

    void atLeastItems(EObject element, EStructuralFeature feature, int count, int minimum, String what) {
        if (count < minimum) {
            error(element, feature, "needs at least " + minimum + " " + what + " (has " + count + ")");
        }
    }

    static String format(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return Double.toString(value);
    }

    private static String path(EObject element, EStructuralFeature feature) {
        if (feature == null) {
            String path = ElementPath.of(element);
            return path.isEmpty() ? "scenario" : path;
        }
        return ElementPath.of(element, feature);
    }
}
