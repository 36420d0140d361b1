package org.crowdstudio.ui.groups;

import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.ui.editor.pages.Labels;
import org.crowdstudio.ui.editor.pages.ScenarioEditing;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.ViewerCell;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * The scenario's agents with a check box for "member" and one for "leader" of the selected group:
 * a click on a box (or Space for member, L for leader on the selected row) changes it as one
 * command through {@link Membership}, so a new leader joins the group and a member who leaves
 * stops leading it.
 */
public final class MembershipTable {

    /** The columns, left to right: the agent, its member box, its leader box. */
    public static final int AGENT = 0;
    public static final int MEMBER = 1;
    public static final int LEADER = 2;
    private static final String CHECKED = "☑";
    private static final String UNCHECKED = "☐";

    private final ScenarioEditing editing;
    private final Supplier<Group> group;
    private final TableViewer viewer;

    /**
     * @param group the group the boxes are for, asked for on every use; null for none (the table is disabled)
     */
    public MembershipTable(Composite parent, FormToolkit toolkit, ScenarioEditing editing, Supplier<Group> group) {
        this.editing = editing;
        this.group = group;
        Table table = toolkit.createTable(parent, SWT.FULL_SELECTION | SWT.SINGLE | SWT.V_SCROLL | SWT.BORDER);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        GridData layout = new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1);
        layout.heightHint = 8 * table.getItemHeight() + table.getHeaderHeight();
        layout.widthHint = 260;
        table.setLayoutData(layout);
        viewer = new TableViewer(table);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        column(Messages.MembershipTable_agent, 150, Labels::name);
        column(Messages.MembershipTable_member, 70, row -> box(current() != null && current().getMembers().contains(row)));
        column(Messages.MembershipTable_leader, 70, row -> box(current() != null && current().getLeaders().contains(row)));
        table.setToolTipText(Messages.MembershipTable_clickABoxToMake);
        table.addListener(SWT.MouseDown, this::clicked);
        table.addListener(SWT.KeyDown, this::keyPressed);
    }

    private void column(String title, int width, Function<Object, String> text) {
        TableViewerColumn column = new TableViewerColumn(viewer, SWT.LEFT);
        column.getColumn().setText(title);
        column.getColumn().setWidth(width);
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply(element);
            }
        });
    }

    private static String box(boolean checked) {
        return checked ? CHECKED : UNCHECKED;
    }

    private Group current() {
        Group shown = group.get();
        return shown != null && shown.eResource() != null ? shown : null;
    }

    private void clicked(Event event) {
        ViewerCell cell = viewer.getCell(new Point(event.x, event.y));
        if (event.button == 1 && cell != null && cell.getElement() instanceof Agent agent) {
            toggle(agent, cell.getColumnIndex());
        }
    }

    private void keyPressed(Event event) {
        if (viewer.getStructuredSelection().getFirstElement() instanceof Agent agent) {
            if (event.character == ' ') {
                toggle(agent, MEMBER);
            } else if (event.character == 'l' || event.character == 'L') {
                toggle(agent, LEADER);
            }
        }
    }

    /** Flips the agent's box in the column, as a click on it does. */
    void toggle(Agent agent, int column) {
        Group shown = current();
        if (shown == null) {
            return;
        }
        if (column == MEMBER) {
            editing.execute(Membership.member(editing.getEditingDomain(), shown, agent, !shown.getMembers().contains(agent)));
        } else if (column == LEADER) {
            editing.execute(Membership.leader(editing.getEditingDomain(), shown, agent, !shown.getLeaders().contains(agent)));
        }
    }

    /** The table, for layout. */
    public TableViewer viewer() {
        return viewer;
    }

    /** Shows the scenario's agents and the group's boxes as they are now. */
    public void refresh() {
        if (viewer.getControl().isDisposed()) {
            return;
        }
        List<Agent> agents = editing.scenario().getAgents();
        Object input = viewer.getInput();
        if (input instanceof Object[] shown && List.of(shown).equals(agents)) {
            viewer.refresh(true);
        } else {
            viewer.setInput(agents.toArray());
        }
        viewer.getControl().setEnabled(current() != null);
    }
}
