package org.crowdstudio.ui.editor.pages;

import org.crowdstudio.compiler.NewProfilePipeline;
import org.crowdstudio.model.io.ScenarioIds;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.Messages;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.SetCommand;

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
        profile.setName(Labels.freeName(editing.scenario().getProfiles(), Messages.NewProfile_profile0));
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
}
