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

    /** How a value is shown to people: elements by name. */
    static String of(Object value) {
        return render(value, false);
    }

    /** How a value is compared: elements by id, so renaming one does not change what refers to it. */
    static String key(Object value) {
        return render(value, true);
    }

    private static String render(Object value, boolean byId) {
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
            return byId ? "#" + identified.getId() : label(identified);
        }
        if (value instanceof EObject element) {
            return valueObject(element, byId);
        }
        if (value instanceof List<?> list) {
            StringJoiner items = new StringJoiner(", ", "[", "]");
            list.forEach(item -> items.add(render(item, byId)));
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

    private static String valueObject(EObject element, boolean byId) {
        List<String> parts = new ArrayList<>();
        for (EStructuralFeature feature : element.eClass().getEAllStructuralFeatures()) {
            if (!element.eIsSet(feature) || isIdentifiedContainment(feature)) {
                continue;
            }
            parts.add(feature.getName() + " " + render(element.eGet(feature), byId));
        }
        return element.eClass().getName() + (parts.isEmpty() ? "" : "{" + String.join(", ", parts) + "}");
    }

    static boolean isIdentifiedContainment(EStructuralFeature feature) {
        return feature instanceof EReference reference && reference.isContainment()
                && org.crowdstudio.model.scenario.ScenarioPackage.Literals.IDENTIFIED.isSuperTypeOf(reference.getEReferenceType());
    }

    /**
     * A small value shown whole (a point, a uniform distribution): only single-valued attributes.
     * Larger values (grids, sketches, pipelines) are compared feature by feature instead.
     */
    static boolean isLeaf(EObject element) {
        return element.eClass().getEAllStructuralFeatures().stream().allMatch(feature -> feature instanceof EAttribute && !feature.isMany());
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
