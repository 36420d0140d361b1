package org.crowdstudio.ui.groups;

import java.util.function.Supplier;

import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.editor.pages.ScenarioEditing;
import org.crowdstudio.ui.editor.spi.ProfileSection;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * The Profiles page's section of the velocity-connection parameters a profile's agents keep to
 * their groups with (VC paper Table 2); a group's own parameters take precedence over them.
 */
public final class GroupParametersSection implements ProfileSection {

    public static final String ID = "groupParameters";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public int position() {
        return 100;
    }

    @Override
    public String title() {
        return Messages.GroupParametersSection_groupsVelocityConnection;
    }

    @Override
    public String description() {
        return Messages.GroupParametersSection_howThisProfileSAgents;
    }

    @Override
    public Content create(Composite client, FormToolkit toolkit, ScenarioEditing editing, Supplier<BehaviourProfile> profile) {
        return new GroupParametersForm(client, toolkit, editing, profile, ScenarioPackage.Literals.BEHAVIOUR_PROFILE__GROUP_PARAMETERS,
                () -> null, Messages.GroupParametersSection_addGroupParametersToThis,
                        Messages.GroupParametersSection_removeTheProfileSGroup,
                Messages.GroupParametersSection_thisProfileHasNoGroup);
    }
}
