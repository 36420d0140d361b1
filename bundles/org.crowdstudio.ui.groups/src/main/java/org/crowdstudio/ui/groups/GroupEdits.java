package org.crowdstudio.ui.groups;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.crowdstudio.model.io.ScenarioIds;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.GroupChangeEvent;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.editor.pages.Labels;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.RemoveCommand;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.osgi.util.NLS;

/**
 * The commands that add a group to a scenario and take one out (VC paper §3.2: a group stands for
 * entries of the relation matrix), each one step for Edit > Undo.
 */
public final class GroupEdits {

    private GroupEdits() {
    }

    /**
     * A new group without members, called "Group n" with the first n no group of the scenario is
     * called, with an identifier of its own.
     *
     * @return the command; its result is the group it adds
     */
    public static Command add(EditingDomain domain, Scenario scenario) {
        return add(domain, scenario, List.of());
    }

    /**
     * Like {@link #add(EditingDomain, Scenario)}, with these agents as its members.
     *
     * @return the command; its result is the group it adds
     */
    public static Command add(EditingDomain domain, Scenario scenario, Collection<Agent> members) {
        Group group = ScenarioFactory.eINSTANCE.createGroup();
        group.setId(ScenarioIds.newId());
        group.setName(Labels.freeName(scenario.getGroups(), Messages.GroupEdits_group0));
        group.getMembers().addAll(members);
        CompoundCommand add = new CompoundCommand(Messages.GroupEdits_addGroup);
        add.append(AddCommand.create(domain, scenario, ScenarioPackage.Literals.SCENARIO__GROUPS, group));
        return add;
    }

    /**
     * Takes the group out of the scenario with everything that refers to it: the timeline's group
     * changes of this group go with it (a change names exactly one group, which it needs), and any
     * other reference to the group is cleared.
     *
     * @throws IllegalArgumentException if the group is not one of the scenario's
     */
    public static Command remove(EditingDomain domain, Scenario scenario, Group group) {
        if (!scenario.getGroups().contains(group)) {
            throw new IllegalArgumentException(NLS.bind(Messages.GroupEdits_0IsNotAGroup, Labels.name(group), Labels.name(scenario)));
        }
        CompoundCommand remove = new CompoundCommand(Messages.GroupEdits_removeGroup);
        Set<EObject> changesRemoved = new LinkedHashSet<>();
        for (EStructuralFeature.Setting usage : EcoreUtil.UsageCrossReferencer.find(group, scenario)) {
            EObject owner = usage.getEObject();
            EStructuralFeature feature = usage.getEStructuralFeature();
            if (owner instanceof GroupChangeEvent change && feature == ScenarioPackage.Literals.GROUP_CHANGE_EVENT__GROUP) {
                if (changesRemoved.add(change)) {
                    remove.append(RemoveCommand.create(domain, change));
                }
            } else if (feature.isMany()) {
                remove.append(RemoveCommand.create(domain, owner, feature, group));
            } else {
                remove.append(SetCommand.create(domain, owner, feature, null));
            }
        }
        remove.append(RemoveCommand.create(domain, scenario, ScenarioPackage.Literals.SCENARIO__GROUPS, group));
        return remove;
    }
}
