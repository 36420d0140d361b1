package org.crowdstudio.model.diff;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

import org.crowdstudio.model.scenario.Identified;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.model.validation.ElementPath;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * Renders values for diff output: numbers without trailing zeros, points as {@code (x, y)},
 * elements by name, and small value objects (domains, distributions) by their set features.
 * Identified elements inside a value are left out: the diff reports them on their own.
 */
final class ValueText {

    private ValueText() {
    }

    static String of(Object value) {
        if (value == null) {
            return "none";
        }
        if (value instanceof Double number) {
            return number(number);
        }
        if (value instanceof Vector2 vector) {
            return "(" + number(vector.getX()) + ", " + number(vector.getY()) + ")";
        }
        if (value instanceof Identified identified) {
            return label(identified);
        }
        if (value instanceof EObject element) {
            return valueObject(element);
        }
        if (value instanceof List<?> list) {
            StringJoiner items = new StringJoiner(", ", "[", "]");
            list.forEach(item -> items.add(of(item)));
            return items.toString();
        }
        return value instanceof String ? "'" + value + "'" : String.valueOf(value);
    }

    /** How an identified element is named in diff output. */
    static String label(EObject element) {
        if (element instanceof Relation relation) {
            return "Relation " + name(relation.getFrom()) + " → " + name(relation.getTo()) + " (weight " + number(relation.getWeight()) + ")";
        }
        return element.eClass().getName() + " " + name(element);
    }

    private static String name(EObject element) {
        return element == null ? "none" : "'" + ElementPath.label(element, -1) + "'";
    }

    private static String valueObject(EObject element) {
        List<String> parts = new ArrayList<>();
        for (EStructuralFeature feature : element.eClass().getEAllStructuralFeatures()) {
            if (!element.eIsSet(feature) || isIdentifiedContainment(feature)) {
                continue;
            }
            Object value = element.eGet(feature);
            if (feature instanceof EReference reference && !reference.isContainment() && value instanceof EObject target) {
                value = name(target);
            }
            parts.add(feature.getName() + " " + of(value));
        }
        return element.eClass().getName() + (parts.isEmpty() ? "" : "{" + String.join(", ", parts) + "}");
    }

    static boolean isIdentifiedContainment(EStructuralFeature feature) {
        return feature instanceof EReference reference && reference.isContainment()
                && org.crowdstudio.model.scenario.ScenarioPackage.Literals.IDENTIFIED.isSuperTypeOf(reference.getEReferenceType());
    }

    static boolean isValue(EStructuralFeature feature) {
        return feature instanceof EAttribute || (feature instanceof EReference reference && !isIdentifiedContainment(reference));
    }

    private static String number(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return Double.toString(value);
    }
}
