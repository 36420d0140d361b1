package org.crowdstudio.ui.groups;

import java.util.Collection;
import java.util.Objects;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.GroupParameters;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.editor.pages.Labels;
import org.crowdstudio.ui.editor.pages.ModelTable;
import org.crowdstudio.ui.editor.pages.ScenarioEditing;
import org.crowdstudio.ui.editor.pages.ScenarioFormPage;
import org.crowdstudio.ui.editor.spi.ContributedPage;
import org.crowdstudio.ui.editor.spi.EditorPage.Count;
import org.eclipse.emf.common.command.Command;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.forms.editor.FormEditor;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * Groups (velocity connection, VC paper §3): the groups with their weights and formation, added
 * and removed here; for the selected group who is in it and who leads it ({@link MembershipTable}),
 * its formation ({@link FormationChoice}) and its own parameters ({@link GroupParametersForm});
 * and the relations between agents as an editable matrix ({@link RelationMatrix}).
 */
public final class GroupsPage extends ScenarioFormPage {

    public static final String ID = "groups";

    /** The page's contribution to the scenario editor (org.crowdstudio.ui.editorPages), after the core's pages. */
    public static final class Contribution extends ContributedPage {
        public Contribution() {
            super(ID, 600, GroupsPage::new, new Count(Messages.GroupsOverlay_groups,
                    scenario -> scenario.getGroups().size()), new Count(Messages.GroupsPage_relations, scenario -> scenario.getRelations().size()));
        }
    }

    ModelTable groups;
    Button add;
    Button remove;
    MembershipTable membership;
    FormationChoice formation;
    GroupParametersForm parameters;
    RelationMatrix relations;

    public GroupsPage(FormEditor editor, ScenarioEditing editing) {
        super(editor, editing, ID, Messages.GroupsOverlay_groups);
    }

    @Override
    protected String heading() {
        return Messages.GroupsPage_groupsAndRelations;
    }

    @Override
    protected void createContent(Composite body, FormToolkit toolkit) {
        Composite list = tableSection(body, toolkit, Messages.GroupsOverlay_groups,
                Messages.GroupsPage_agentsThatWalkTogetherClick, 1);
        groups = new ModelTable(list, toolkit, editing, 6).rows(() -> editing.scenario().getGroups())
                .attribute(Messages.GroupsPage_name, 130, ScenarioPackage.Literals.NAMED__NAME)
                .text(Messages.GroupsPage_members, 70, row -> Integer.toString(((Group) row).getMembers().size()))
                .text(Messages.GroupsPage_leaders, 120, row -> Labels.names(((Group) row).getLeaders()))
                .attribute(Messages.GroupsPage_memberWeight, 100, ScenarioPackage.Literals.GROUP__MEMBER_WEIGHT)
                .attribute(Messages.GroupsPage_leaderWeight, 100, ScenarioPackage.Literals.GROUP__LEADER_WEIGHT)
                .attribute(Messages.GroupsPage_formation,
                        100, row -> ((Group) row).getFormation(), ScenarioPackage.Literals.FORMATION_CONSTRAINT__KIND);
        selection().follow(groups.viewer());
        createButtons(list, toolkit);
        Composite details = section(body, toolkit, Messages.GroupsPage_selectedGroup,
                Messages.GroupsPage_whoIsInTheGroup, 1);
        note(details, toolkit, Messages.GroupsPage_membersAndLeadersALeader);
        membership = new MembershipTable(details, toolkit, editing, this::selectedGroup);
        formation = FormationChoice.ofGroup(details, toolkit, editing, this::selectedGroup);
        parameters = new GroupParametersForm(details, toolkit, editing, this::selectedGroup, ScenarioPackage.Literals.GROUP__PARAMETERS,
                this::membersParameters, Messages.GroupsPage_giveThisGroupParametersOf, Messages.GroupsPage_removeTheGroupSOwn,
                Messages.GroupsPage_thisGroupHasNoParameters);
        groups.viewer().addSelectionChangedListener(event -> {
            showSelectedGroup();
            getManagedForm().getForm().reflow(true);
        });
        Composite matrix = tableSection(body, toolkit, Messages.GroupsPage_relations,
                Messages.GroupsPage_aRowSAgentFollows,
                2);
        relations = new RelationMatrix(matrix, toolkit, editing);
        selection().follow(relations.viewer());
    }

    private void createButtons(Composite list, FormToolkit toolkit) {
        Composite row = toolkit.createComposite(list);
        row.setLayout(new RowLayout(SWT.HORIZONTAL));
        add = toolkit.createButton(row, Messages.GroupsPage_addGroup, SWT.PUSH);
        add.setToolTipText(Messages.GroupsPage_addAGroupWithoutMembers);
        add.addListener(SWT.Selection, event -> addGroup());
        remove = toolkit.createButton(row, Messages.GroupsPage_removeGroup, SWT.PUSH);
        remove.setToolTipText(Messages.GroupsPage_removeTheSelectedGroupWith);
        remove.addListener(SWT.Selection, event -> removeGroup());
    }

    private void addGroup() {
        Command command = GroupEdits.add(editing.getEditingDomain(), editing.scenario());
        editing.execute(command);
        Collection<?> added = command.getResult();
        groups.refresh();
        if (!added.isEmpty() && added.iterator().next() instanceof Group created && created.eResource() != null) {
            groups.viewer().setSelection(new StructuredSelection(created), true);
        }
    }

    private void removeGroup() {
        Group group = selectedGroup();
        if (group != null) {
            editing.execute(GroupEdits.remove(editing.getEditingDomain(), editing.scenario(), group));
        }
    }

    private Group selectedGroup() {
        return groups.selected() instanceof Group chosen && chosen.eResource() != null ? chosen : null;
    }

    /** The parameters a group's members walk with while it has none: its first member's profile's. */
    private GroupParameters membersParameters() {
        Group group = selectedGroup();
        return group == null ? null : group.getMembers().stream().map(Agent::getProfile).filter(Objects::nonNull)
                .map(BehaviourProfile::getGroupParameters).filter(Objects::nonNull).findFirst().orElse(null);
    }

    private void showSelectedGroup() {
        remove.setEnabled(selectedGroup() != null);
        membership.refresh();
        formation.refresh();
        if (parameters.refresh()) {
            parameters.button().getParent().layout(true, true);
        }
    }

    @Override
    public void refresh() {
        groups.refresh();
        if (groups.selected() == null && !editing.scenario().getGroups().isEmpty()) {
            groups.viewer().setSelection(new StructuredSelection(editing.scenario().getGroups().get(0)));
        }
        showSelectedGroup();
        relations.refresh();
    }

    @Override
    public void dispose() {
        if (relations != null) {
            relations.dispose();
        }
        super.dispose();
    }
}
