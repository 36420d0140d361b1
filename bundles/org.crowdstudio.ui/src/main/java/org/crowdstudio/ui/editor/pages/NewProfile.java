package org.crowdstudio.ui.editor.pages;

import java.util.HashSet;
import java.util.Set;

import org.crowdstudio.compiler.NewProfilePipeline;
import org.crowdstudio.model.io.ScenarioIds;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Named;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.Messages;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.osgi.util.NLS;

/**
 * The commands that give a scenario a new behaviour profile, or a profile without one a steering
 * pipeline: both start from what the installed algorithms ask new profiles to have, so a new
 * profile's agents walk to their goals, find their way round walls and avoid each other at once.
 */
final class NewProfile {

    private NewProfile() {
    }

    /** @return the profile a command from {@link #add} adds: named "Profile N" with the first free N */
    static BehaviourProfile create(ScenarioEditing editing) {
        BehaviourProfile profile = ScenarioFactory.eINSTANCE.createBehaviourProfile();
        profile.setId(ScenarioIds.newId());
        profile.setName(freeName(editing));
        profile.setPipeline(NewProfilePipeline.create(editing.algorithms()));
        return profile;
    }

    static Command add(ScenarioEditing editing, BehaviourProfile profile) {
        return AddCommand.create(editing.getEditingDomain(), editing.scenario(), ScenarioPackage.Literals.SCENARIO__PROFILES, profile);
    }

    static Command addPipeline(ScenarioEditing editing, BehaviourProfile profile) {
        return SetCommand.create(editing.getEditingDomain(), profile, ScenarioPackage.Literals.BEHAVIOUR_PROFILE__PIPELINE,
                NewProfilePipeline.create(editing.algorithms()));
    }

    private static String freeName(ScenarioEditing editing) {
        Set<String> taken = new HashSet<>();
        editing.scenario().getProfiles().stream().map(Named::getName).forEach(taken::add);
        int n = editing.scenario().getProfiles().size() + 1;
        while (taken.contains(NLS.bind(Messages.NewProfile_profile0, n))) {
            n++;
        }
        return NLS.bind(Messages.NewProfile_profile0, n);
    }
}
