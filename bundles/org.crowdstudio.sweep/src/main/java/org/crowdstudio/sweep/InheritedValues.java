package org.crowdstudio.sweep;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * What an element the file leaves out starts from when a sweep sets one of its values: setting one
 * value must not change the others. A group without parameters of its own steers its members by
 * their profile's group parameters, so the group's new parameters start as a copy of those.
 */
final class InheritedValues {

    private InheritedValues() {
    }

    static EObject startingPoint(EObject owner, EReference reference) {
        if (owner instanceof Group group && reference == ScenarioPackage.Literals.GROUP__PARAMETERS) {
            for (Agent member : group.getMembers()) {
                if (member.getProfile() != null && member.getProfile().getGroupParameters() != null) {
                    return EcoreUtil.copy(member.getProfile().getGroupParameters());
                }
            }
        }
        return EcoreUtil.create(reference.getEReferenceType());
    }
}
