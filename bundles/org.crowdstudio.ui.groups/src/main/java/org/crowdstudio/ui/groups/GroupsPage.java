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
import org.eclipse.swt.layout.GridData;
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
            super(ID, 600, GroupsPage::new, new Count("Groups", scenario -> scenario.getGroups().size()), new Count("Relations", scenario -> scenario.getRelations().size()));
        }
    }

    private ModelTable groups;
    private Button add;
    private Button remove;
    private MembershipTable membership;
    private FormationChoice formation;
    private GroupParametersForm parameters;
    private RelationMatrix relations;

    public GroupsPage(FormEditor editor, ScenarioEditing editing) {
        super(editor, editing, ID, "Groups");
    }

    @Override
    protected String heading() {
        return "Groups and Relations";
    }

    @Override
    protected void createContent(Composite body, FormToolkit toolkit) {
        Composite list = tableSection(body, toolkit, "Groups",
                "Agents that walk together. Click a cell of the selected row to edit it.", 1);
        groups = new ModelTable(list, toolkit, editing, 6).rows(() -> editing.scenario().getGroups())
                .attribute("Name", 130, ScenarioPackage.Literals.NAMED__NAME)
                .text("Members", 70, row -> Integer.toString(((Group) row).getMembers().size()))
                .text("Leaders", 120, row -> Labels.names(((Group) row).getLeaders()))
                .attribute("Member weight", 100, ScenarioPackage.Literals.GROUP__MEMBER_WEIGHT)
                .attribute("Leader weight", 100, ScenarioPackage.Literals.GROUP__LEADER_WEIGHT)
                .attribute("Formation", 100, row -> ((Group) row).getFormation(), ScenarioPackage.Literals.FORMATION_CONSTRAINT__KIND);
        selection().follow(groups.viewer());
        createButtons(list, toolkit);
        Composite details = section(body, toolkit, "Selected Group",
                "Who is in the group selected on the left and who leads it, its formation and its parameters; without parameters of "
                        + "its own, its members' profiles' apply.", 1);
        note(details, toolkit, "Members and leaders (a leader is always a member):");
        membership = new MembershipTable(details, toolkit, editing, this::selectedGroup);
        formation = new FormationChoice(details, toolkit, editing, this::selectedGroup);
        parameters = new GroupParametersForm(details, toolkit, editing, this::selectedGroup, ScenarioPackage.Literals.GROUP__PARAMETERS,
                this::membersParameters, "Give this group parameters of its own", "Remove the group's own parameters",
                "This group has no parameters of its own: each member's profile's apply.");
        groups.viewer().addSelectionChangedListener(event -> {
            showSelectedGroup();
            getManagedForm().getForm().reflow(true);
        });
        Composite matrix = tableSection(body, toolkit, "Relations",
                "A row's agent follows a column's agent with the cell's weight. Type a weight to create a relation, change it, or clear it to remove it.",
                2);
        relations = new RelationMatrix(matrix, toolkit, editing);
        selection().follow(relations.viewer());
    }

    private void createButtons(Composite list, FormToolkit toolkit) {
        Composite row = toolkit.createComposite(list);
        row.setLayout(new RowLayout(SWT.HORIZONTAL));
        add = toolkit.createButton(row, "Add group", SWT.PUSH);
        add.setToolTipText("Add a group without members; tick its members on the right");
        add.addListener(SWT.Selection, event -> addGroup());
        remove = toolkit.createButton(row, "Remove group", SWT.PUSH);
        remove.setToolTipText("Remove the selected group, with the timeline's changes of it");
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

    /** The groups' table, for the workbench's tests. */
    public ModelTable groups() {
        return groups;
    }

    /** The button that adds a group, for the workbench's tests. */
    public Button addButton() {
        return add;
    }

    /** The button that removes the selected group, for the workbench's tests. */
    public Button removeButton() {
        return remove;
    }

    /** The selected group's members and leaders, for the workbench's tests. */
    public MembershipTable membership() {
        return membership;
    }

    /** The selected group's formation, for the workbench's tests. */
    public FormationChoice formation() {
        return formation;
    }

    /** The selected group's own parameters, for the workbench's tests. */
    public GroupParametersForm parameters() {
        return parameters;
    }

    /** The relation matrix, for the workbench's tests. */
    public RelationMatrix relations() {
        return relations;
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
