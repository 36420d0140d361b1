package org.crowdstudio.ui.editor.pages;

import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.forms.editor.FormEditor;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * Groups (velocity connection, VC paper §3): who is in each group and who leads it, the weights
 * and formation of the group, the selected group's parameters, and the relations between agents
 * as an editable matrix ({@link RelationMatrix}).
 */
public final class GroupsPage extends ScenarioFormPage {

    public static final String ID = "groups";

    private ModelTable groups;
    private Label members;
    private ObjectForm parameters;
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
        Composite details = section(body, toolkit, "Selected Group",
                "The members and the parameters of the group selected on the left; without parameters, its members' profiles' apply.", 1);
        toolkit.createLabel(details, "Members:").setLayoutData(new GridData(SWT.LEFT, SWT.TOP, false, false));
        members = toolkit.createLabel(details, "", SWT.WRAP);
        GridData membersLayout = new GridData(SWT.FILL, SWT.TOP, true, false);
        membersLayout.widthHint = 200;
        members.setLayoutData(membersLayout);
        parameters = new ObjectForm(details, toolkit, editing, "This group has no parameters of its own.");
        parameters.control().setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
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

    private void showSelectedGroup() {
        Group group = groups.selected() instanceof Group chosen && chosen.eResource() != null ? chosen : null;
        members.setText(group == null ? "Select a group." : Labels.names(group.getMembers()));
        parameters.show(group == null ? null : group.getParameters());
        members.getParent().layout(true, true);
    }

    /** The groups' table, for the workbench's tests. */
    public ModelTable groups() {
        return groups;
    }

    /** The relation matrix, for the workbench's tests. */
    public RelationMatrix relations() {
        return relations;
    }

    @Override
    public void refresh() {
        groups.refresh();
        if (groups.selected() == null && !editing.scenario().getGroups().isEmpty()) {
            groups.viewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(editing.scenario().getGroups().get(0)));
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
