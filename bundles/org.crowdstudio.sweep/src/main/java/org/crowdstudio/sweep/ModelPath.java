package org.crowdstudio.sweep;

import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.validation.ElementPath;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EEnumLiteral;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Sets one value of a scenario by its element path, as {@link ElementPath} writes it and
 * {@code validate} prints it: {@code groups[Group].parameters.connectionNeighbours}. A list entry
 * is picked by its name, else its position; an algorithm parameter also by its key
 * ({@code profiles[Walker].pipeline.velocitySolver.parameters[timeHorizon].value}). An element on
 * the way that the file leaves out is made from what it would otherwise inherit
 * ({@link InheritedValues}), else with its defaults.
 */
public final class ModelPath {

    private ModelPath() {
    }

    /**
     * @throws SweepException naming the part of the path that leads nowhere, with what is there
     *         instead, or the value that does not fit
     */
    public static void set(Scenario scenario, String path, String value) throws SweepException {
        List<String> segments = segments(path);
        EObject element = scenario;
        for (int i = 0; i < segments.size() - 1; i++) {
            element = child(element, segments.get(i), path);
        }
        String last = segments.get(segments.size() - 1);
        if (last.contains("[")) {
            throw new SweepException(path
                    + ": ends at an element, not at a value; add the name of one of its values after a dot");
        }
        EStructuralFeature feature = element.eClass().getEStructuralFeature(last);
        if (!(feature instanceof EAttribute attribute) || attribute.isMany()) {
            throw new SweepException(path + ": " + describe(element) + " has no value '" + last + "'; it has "
                    + valueNames(element));
        }
        if (!attribute.isChangeable() || attribute.isDerived()) {
            throw new SweepException(path + ": '" + last + "' is worked out from other values and cannot be set");
        }
        Object converted;
        try {
            converted = EcoreUtil.createFromString(attribute.getEAttributeType(), value);
        } catch (RuntimeException unreadable) {
            throw new SweepException(path + ": '" + value + "' is not " + typeWords(attribute));
        }
        if (converted instanceof Double number && !Double.isFinite(number) || converted instanceof Float single
                && !Float.isFinite(single)) {
            throw new SweepException(path + ": '" + value + "' is not a finite number");
        }
        element.eSet(attribute, converted);
    }

    /** Splits at the dots outside brackets, so that a name with a dot in it stays whole. */
    static List<String> segments(String path) throws SweepException {
        List<String> segments = new ArrayList<>();
        StringBuilder segment = new StringBuilder();
        int depth = 0;
        for (char c : path.toCharArray()) {
            if (c == '.' && depth == 0) {
                segments.add(segment.toString());
                segment.setLength(0);
                continue;
            }
            depth += c == '[' ? 1 : c == ']' ? -1 : 0;
            segment.append(c);
        }
        segments.add(segment.toString());
        if (depth != 0 || segments.stream().anyMatch(String::isBlank)) {
            throw new SweepException(path
                    + ": not an element path; write it as validate prints it, e.g. profiles[Walker].preferredSpeed");
        }
        return segments;
    }

    private static EObject child(EObject element, String segment, String path) throws SweepException {
        int bracket = segment.indexOf('[');
        String name = bracket < 0 ? segment : segment.substring(0, bracket);
        EStructuralFeature feature = element.eClass().getEStructuralFeature(name);
        if (!(feature instanceof EReference reference) || !reference.isContainment()) {
            throw new SweepException(path + ": " + describe(element) + " holds no '" + name + "'; it holds "
                    + elementNames(element));
        }
        if (!reference.isMany()) {
            if (bracket >= 0) {
                throw new SweepException(path + ": '" + name + "' is one element, not a list; leave out ["
                        + segment.substring(bracket + 1));
            }
            EObject child = (EObject) element.eGet(reference);
            if (child == null) {
                if (reference.getEReferenceType().isAbstract()) {
                    throw new SweepException(path + ": " + describe(element) + " has no " + name
                            + " to set a value of");
                }
                child = InheritedValues.startingPoint(element, reference);
                element.eSet(reference, child);
            }
            return child;
        }
        if (bracket < 0 || !segment.endsWith("]")) {
            throw new SweepException(path + ": '" + name + "' is a list; pick an entry by name or position, e.g. "
                    + name + "[0]");
        }
        String label = segment.substring(bracket + 1, segment.length() - 1);
        List<?> entries = (List<?>) element.eGet(reference);
        for (int index = 0; index < entries.size(); index++) {
            EObject entry = (EObject) entries.get(index);
            if (label.equals(ElementPath.label(entry, index)) || label.equals(key(entry))) {
                return entry;
            }
        }
        List<String> labels = new ArrayList<>();
        for (int index = 0; index < entries.size(); index++) {
            EObject entry = (EObject) entries.get(index);
            labels.add(key(entry) != null ? key(entry) : ElementPath.label(entry, index));
        }
        throw new SweepException(path + ": no " + name + " '" + label + "' in " + describe(element)
                + (labels.isEmpty() ? " (it has none)" : "; there are " + String.join(", ", labels.subList(0,
                        Math.min(12, labels.size())))
                        + (labels.size() > 12 ? " and " + (labels.size() - 12) + " more" : "")));
    }

    /** @return an algorithm parameter's key, else null */
    private static String key(EObject entry) {
        EStructuralFeature key = entry.eClass().getEStructuralFeature("key");
        return key instanceof EAttribute && entry.eGet(key) instanceof String text ? text : null;
    }

    private static String describe(EObject element) {
        String path = ElementPath.of(element);
        return path.isEmpty() ? "the scenario" : path;
    }

    private static String valueNames(EObject element) {
        List<String> names = element.eClass().getEAllAttributes().stream().filter(attribute -> !attribute.isMany()
                && !"id".equals(attribute.getName()))
                .map(EAttribute::getName).toList();
        return names.isEmpty() ? "no values" : String.join(", ", names);
    }

    private static String elementNames(EObject element) {
        List<String> names = element.eClass().getEAllContainments().stream().map(EReference::getName).toList();
        return names.isEmpty() ? "nothing" : String.join(", ", names);
    }

    private static String typeWords(EAttribute attribute) {
        Class<?> type = attribute.getEAttributeType().getInstanceClass();
        if (type == int.class || type == long.class || type == Integer.class || type == Long.class) {
            return "a whole number";
        }
        if (type == double.class || type == float.class || type == Double.class) {
            return "a number";
        }
        if (type == boolean.class || type == Boolean.class) {
            return "true or false";
        }
        if (attribute.getEAttributeType() instanceof EEnum choices) {
            return "one of " + String.join(", ",
                    choices.getELiterals().stream().map(EEnumLiteral::getLiteral).toList());
        }
        return "a " + attribute.getEAttributeType().getName();
    }
}
