package org.crowdstudio.model.validation;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

import org.crowdstudio.model.scenario.Identified;
import org.crowdstudio.model.scenario.Named;
import org.crowdstudio.model.scenario.SketchObject;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * A readable path from the scenario root to an element, such as
 * {@code fields[Push].keyframes[1].sketch.guideCurves[0].points[2]}: list entries are shown by
 * name where they have one, else by position.
 */
public final class ElementPath {

    private ElementPath() {
    }

    /** @return the path of the element; empty for the root */
    public static String of(EObject element) {
        Deque<String> segments = new ArrayDeque<>();
        EObject current = element;
        while (current.eContainer() != null) {
            EReference feature = current.eContainmentFeature();
            String segment = feature.getName();
            if (feature.isMany()) {
                List<?> siblings = (List<?>) current.eContainer().eGet(feature);
                segment += "[" + label(current, siblings.indexOf(current)) + "]";
            }
            segments.addFirst(segment);
            current = current.eContainer();
        }
        return String.join(".", segments);
    }

    /** @return the path of a feature of the element, e.g. {@code profiles[Walker].radius} */
    public static String of(EObject element, EStructuralFeature feature) {
        String path = of(element);
        return path.isEmpty() ? feature.getName() : path + "." + feature.getName();
    }

    /** @return how an element is shown in paths and messages: its name, else its position */
    public static String label(EObject element, int index) {
        String name = element instanceof Named named ? named.getName()
                : element instanceof SketchObject object ? object.getName() : null;
        if (name != null && !name.isBlank()) {
            return name;
        }
        if (index >= 0) {
            return Integer.toString(index);
        }
        return element instanceof Identified identified && identified.getId() != null ? identified.getId() : element.eClass().getName();
    }
}
