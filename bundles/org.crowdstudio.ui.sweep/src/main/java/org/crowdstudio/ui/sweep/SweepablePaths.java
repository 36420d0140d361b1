package org.crowdstudio.ui.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.crowdstudio.model.scenario.ParameterValue;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.validation.ElementPath;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;

/**
 * What a sweep can vary in a scenario, as the parameter forms show it: every number of the
 * settings, profiles (their algorithms' parameters by key), populations, social settings,
 * relations and groups, by the path {@code validate} prints. Agents, the environment, fields and
 * their sketches are left out: a sweep varies behaviour, not a drawing.
 */
final class SweepablePaths {

    /** The scenario's parts the parameter forms edit; {@code settings.duration} is the sweep's own --duration. */
    private static final Set<String> FORMS = Set.of("settings", "profiles", "populations", "social", "relations",
            "groups");
    private static final Set<String> NOT_SWEPT = Set.of("settings.duration");

    private SweepablePaths() {
    }

    static List<String> of(Scenario scenario) {
        List<String> paths = new ArrayList<>();
        scenario.eAllContents().forEachRemaining(element -> {
            if (onAForm(element)) {
                for (EAttribute attribute : element.eClass().getEAllAttributes()) {
                    if (isNumber(attribute) && !attribute.isMany() && attribute.isChangeable()
                            && !attribute.isDerived()) {
                        paths.add(path(element, attribute));
                    }
                }
            }
        });
        return paths;
    }

    private static String path(EObject element, EAttribute attribute) {
        if (element instanceof ParameterValue parameter) {
            String holder = ElementPath.of(element.eContainer());
            return holder + "." + element.eContainmentFeature().getName() + "[" + parameter.getKey() + "]."
                    + attribute.getName();
        }
        return ElementPath.of(element, attribute);
    }

    /** @return whether the element is under what the parameter forms edit, rather than a drawing or an agent */
    private static boolean onAForm(EObject element) {
        EObject top = element;
        while (top.eContainer() != null && top.eContainer().eContainer() != null) {
            top = top.eContainer();
        }
        return FORMS.contains(top.eContainmentFeature().getName());
    }

    private static boolean isNumber(EAttribute attribute) {
        Class<?> type = attribute.getEAttributeType().getInstanceClass();
        return type == int.class || type == long.class || type == double.class || type == float.class;
    }
}
