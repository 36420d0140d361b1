package org.crowdstudio.model.diff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.crowdstudio.model.diff.Change.Kind;
import org.crowdstudio.model.scenario.Identified;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.validation.ElementPath;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * Compares two scenarios by element id. An element is added or removed when its id is on one side
 * only (reported once, at the outermost such element, not for everything inside it); moved when it
 * sits under a different parent or list; changed feature by feature otherwise. Values without an
 * id of their own (points, domains, distributions, pipelines) are compared as values of the
 * element that holds them, so moving an agent is one change of its position.
 */
public final class ScenarioDiff {

    private ScenarioDiff() {
    }

    /**
     * @return the differences from {@code before} to {@code after}, in the order of {@code after}, removals last
     * @throws IllegalArgumentException if an element has no id or shares one: such files cannot be matched
     */
    public static List<Change> compare(Scenario before, Scenario after) {
        Map<String, EObject> old = index(before);
        Map<String, EObject> now = index(after);
        List<Change> changes = new ArrayList<>();
        compareFeatures(before, after, "", changes);
        for (Map.Entry<String, EObject> entry : now.entrySet()) {
            EObject element = entry.getValue();
            EObject previous = old.get(entry.getKey());
            if (element == after) {
                continue;
            }
            if (previous == null) {
                if (!insideAddedOrRemoved(element, old)) {
                    changes.add(new Change(Kind.ADDED, pathOf(element), ValueText.label(element)));
                }
                continue;
            }
            if (moved(previous, element)) {
                changes.add(new Change(Kind.MOVED, pathOf(element), "from " + pathOf(previous)));
            }
            compareFeatures(previous, element, pathOf(element), changes);
        }
        for (Map.Entry<String, EObject> entry : old.entrySet()) {
            EObject element = entry.getValue();
            if (element != before && !now.containsKey(entry.getKey()) && !insideAddedOrRemoved(element, now)) {
                changes.add(new Change(Kind.REMOVED, pathOf(element), ValueText.label(element)));
            }
        }
        return changes;
    }

    /** Every identified element by id, in document order; the root under the empty key. */
    private static Map<String, EObject> index(Scenario scenario) {
        Map<String, EObject> ids = new LinkedHashMap<>();
        ids.put("", scenario);
        scenario.eAllContents().forEachRemaining(element -> {
            if (element instanceof Identified identified) {
                if (identified.getId() == null || identified.getId().isBlank()) {
                    throw new IllegalArgumentException(pathOf(element) + " has no id; save the file with Crowd Studio to assign ids");
                }
                EObject previous = ids.putIfAbsent(identified.getId(), element);
                if (previous != null) {
                    throw new IllegalArgumentException(pathOf(element) + " has the same id as " + pathOf(previous) + " ('"
                            + identified.getId() + "')");
                }
            }
        });
        return ids;
    }

    /**
     * Whether the element sits inside an identified element that is missing on the other side,
     * whose own addition or removal then covers it.
     */
    private static boolean insideAddedOrRemoved(EObject element, Map<String, EObject> otherSide) {
        for (EObject ancestor = element.eContainer(); ancestor != null && ancestor.eContainer() != null; ancestor = ancestor.eContainer()) {
            if (ancestor instanceof Identified identified && identified.getId() != null) {
                return !otherSide.containsKey(identified.getId());
            }
        }
        return false;
    }

    private static boolean moved(EObject before, EObject after) {
        if (before.eContainer() == null || after.eContainer() == null) {
            return false;
        }
        return before.eContainmentFeature() != after.eContainmentFeature()
                || !Objects.equals(parentKey(before), parentKey(after));
    }

    /** The id of the nearest identified ancestor; the scenario root counts as the same on both sides. */
    private static String parentKey(EObject element) {
        for (EObject ancestor = element.eContainer(); ancestor != null; ancestor = ancestor.eContainer()) {
            if (ancestor.eContainer() == null) {
                return "";
            }
            if (ancestor instanceof Identified identified) {
                return identified.getId();
            }
        }
        return "";
    }

    /** Compares the features of two versions of an element, or of a value inside one, under {@code path}. */
    private static void compareFeatures(EObject before, EObject after, String path, List<Change> changes) {
        for (EStructuralFeature feature : after.eClass().getEAllStructuralFeatures()) {
            if (!ValueText.isValue(feature) || feature.isDerived() || feature.isTransient()) {
                continue;
            }
            String featurePath = path.isEmpty() ? feature.getName() : path + "." + feature.getName();
            Object oldValue = valueOf(before, feature);
            Object newValue = valueOf(after, feature);
            if (oldValue instanceof List<?> oldList && newValue instanceof List<?> newList && oldList.size() == newList.size()) {
                for (int i = 0; i < newList.size(); i++) {
                    compareValues(oldList.get(i), newList.get(i), featurePath + "[" + i + "]", changes);
                }
            } else {
                compareValues(oldValue, newValue, featurePath, changes);
            }
        }
    }

    private static void compareValues(Object oldValue, Object newValue, String path, List<Change> changes) {
        if (oldValue instanceof EObject was && newValue instanceof EObject is && !(is instanceof Identified)
                && was.eClass() == is.eClass() && !ValueText.isLeaf(is)) {
            compareFeatures(was, is, path, changes);
        } else if (!ValueText.key(oldValue).equals(ValueText.key(newValue))) {
            changes.add(new Change(Kind.CHANGED, path, ValueText.of(oldValue) + " → " + ValueText.of(newValue)));
        }
    }

    /** The value of a feature, or null when it is unset or the element has no such feature. */
    private static Object valueOf(EObject element, EStructuralFeature feature) {
        if (!element.eClass().getEAllStructuralFeatures().contains(feature)) {
            return null;
        }
        if (feature.isUnsettable() && !element.eIsSet(feature)) {
            return null;
        }
        return element.eGet(feature);
    }

    private static String pathOf(EObject element) {
        String path = ElementPath.of(element);
        return path.isEmpty() ? "scenario" : path;
    }

}
