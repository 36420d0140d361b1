package org.crowdstudio.ui.groups;

import org.crowdstudio.ui.editor.pages.ModelTable;
import org.eclipse.swt.widgets.Button;

/** What the workbench's tests read and press in GroupsPage; a test fragment, never shipped. */
public final class GroupsPageProbe {

    private GroupsPageProbe() {
    }

    /** The groups' table. */
    public static ModelTable groups(GroupsPage groupsPage) {
        return groupsPage.groups;
    }

    /** The button that adds a group. */
    public static Button addButton(GroupsPage groupsPage) {
        return groupsPage.add;
    }

    /** The button that removes the selected group. */
    public static Button removeButton(GroupsPage groupsPage) {
        return groupsPage.remove;
    }

    /** The selected group's members and leaders. */
    public static MembershipTable membership(GroupsPage groupsPage) {
        return groupsPage.membership;
    }

    /** The selected group's formation. */
    public static FormationChoice formation(GroupsPage groupsPage) {
        return groupsPage.formation;
    }

    /** The selected group's own parameters. */
    public static GroupParametersForm parameters(GroupsPage groupsPage) {
        return groupsPage.parameters;
    }

    /** The relation matrix. */
    public static RelationMatrix relations(GroupsPage groupsPage) {
        return groupsPage.relations;
    }
}
