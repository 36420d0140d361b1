package org.crowdstudio.ui.sweep;

import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Environment;
import org.crowdstudio.model.scenario.ParameterValue;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.validation.ElementPath;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;

/**
 * What a sweep can vary in a scenario, as the parameter forms show it: every number of the
 * profiles (their algorithms' parameters by key), groups, populations and settings, by the path
 * {@code validate} prints. Agents' own places and the environment's geometry are left out: a sweep
 * varies behaviour, not a drawing.
 */
final class SweepablePaths {

    private SweepablePaths() {
    }

    static List<String> of(Scenario scenario) {
        List<String> paths = new ArrayList<>();
        scenario.eAllContents().forEachRemaining(element -> {
            if (!inAgentOrEnvironment(element)) {
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

    private static boolean inAgentOrEnvironment(EObject element) {
        for (EObject current = element; current != null; current = current.eContainer()) {
            if (current instanceof Agent || current instanceof Environment) {
                return true;
            }
        }
        return false;
    }

    private static boolean isNumber(EAttribute attribute) {
        Class<?> type = attribute.getEAttributeType().getInstanceClass();
        return type == int.class || type == long.class || type == double.class || type == float.class;
    }
}
