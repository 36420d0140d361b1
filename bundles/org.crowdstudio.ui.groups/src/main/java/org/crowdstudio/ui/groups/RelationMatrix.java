package org.crowdstudio.ui.groups;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.crowdstudio.model.io.ScenarioIds;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.editor.pages.AttributeValues;
import org.crowdstudio.ui.editor.pages.Labels;
import org.crowdstudio.ui.editor.pages.ScenarioEditing;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.RemoveCommand;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnViewerEditor;
import org.eclipse.jface.viewers.ColumnViewerEditorActivationEvent;
import org.eclipse.jface.viewers.ColumnViewerEditorActivationStrategy;
import org.eclipse.jface.viewers.EditingSupport;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.TableViewerEditor;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * The relations between agents (velocity connection, VC paper §3) as a matrix: a row per agent who
 * follows, a column per agent followed, a cell the relation's weight or empty for none. Typing a
 * weight into an empty cell creates the relation, changing it sets its weight, clearing it removes
 * the relation; each is one undoable command. Large crowds show only the agents that are in a
 * group or a relation, so the matrix stays readable.
 */
public final class RelationMatrix {

    /** Up to this many agents, every agent has a row and a column. */
    static final int ALL_AGENTS_UP_TO = 40;

    private final ScenarioEditing editing;
    private final TableViewer viewer;
    private final Color related;
    private List<Agent> agents = List.of();

    public RelationMatrix(Composite parent, FormToolkit toolkit, ScenarioEditing editing) {
        this.editing = editing;
        Table table = toolkit.createTable(parent, SWT.FULL_SELECTION | SWT.SINGLE | SWT.H_SCROLL | SWT.V_SCROLL | SWT.BORDER);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        GridData layout = new GridData(SWT.FILL, SWT.FILL, true, true);
        layout.heightHint = 12 * table.getItemHeight() + table.getHeaderHeight();
        layout.widthHint = 300;
        table.setLayoutData(layout);
        related = new Color(new RGB(0xDD, 0xEB, 0xF7));
        viewer = new TableViewer(table);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        TableViewerEditor.create(viewer, new ColumnViewerEditorActivationStrategy(viewer) {
            @Override
            protected boolean isEditorActivationEvent(ColumnViewerEditorActivationEvent event) {
                return event.eventType == ColumnViewerEditorActivationEvent.MOUSE_CLICK_SELECTION
                        || event.eventType == ColumnViewerEditorActivationEvent.PROGRAMMATIC
                        || event.eventType == ColumnViewerEditorActivationEvent.TRAVERSAL;
            }
        }, ColumnViewerEditor.TABBING_HORIZONTAL | ColumnViewerEditor.TABBING_MOVE_TO_ROW_NEIGHBOR);
        TableViewerColumn header = new TableViewerColumn(viewer, SWT.LEFT);
        header.getColumn().setText(Messages.RelationMatrix_followerFollowed);
        header.getColumn().setWidth(150);
        header.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object row) {
                return Labels.name(row);
            }
        });
    }

    public TableViewer viewer() {
        return viewer;
    }

    /** The agents of the rows and (in the same order) of the columns after the first. */
    public List<Agent> agents() {
        return agents;
    }

    /** Reads the relations again; rebuilds the columns when the agents shown changed. */
    public void refresh() {
        if (viewer.getControl().isDisposed()) {
            return;
        }
        List<Agent> shown = shownAgents(editing.scenario());
        if (!shown.equals(agents)) {
            agents = shown;
            rebuildColumns();
            viewer.setInput(agents.toArray());
        } else {
            viewer.refresh(true);
        }
    }

    private static List<Agent> shownAgents(Scenario scenario) {
        if (scenario.getAgents().size() <= ALL_AGENTS_UP_TO) {
            return List.copyOf(scenario.getAgents());
        }
        Set<Agent> involved = new LinkedHashSet<>();
        for (Group group : scenario.getGroups()) {
            involved.addAll(group.getLeaders());
            involved.addAll(group.getMembers());
        }
        for (Relation relation : scenario.getRelations()) {
            involved.add(relation.getFrom());
            involved.add(relation.getTo());
        }
        involved.remove(null);
        return scenario.getAgents().stream().filter(involved::contains).toList();
    }

    private void rebuildColumns() {
        Table table = viewer.getTable();
        TableColumn[] columns = table.getColumns();
        for (int i = columns.length - 1; i >= 1; i--) {
            columns[i].dispose();
        }
        for (Agent followed : agents) {
            TableViewerColumn column = new TableViewerColumn(viewer, SWT.CENTER);
            column.getColumn().setText(Labels.name(followed));
            column.getColumn().setToolTipText(NLS.bind(Messages.RelationMatrix_relationsTo0, Labels.name(followed)));
            column.getColumn().pack();
            column.getColumn().setWidth(Math.max(64, column.getColumn().getWidth()));
            column.setLabelProvider(new ColumnLabelProvider() {
                @Override
                public String getText(Object row) {
                    if (row == followed) {
                        return "—";
                    }
                    return relation((Agent) row, followed).map(found -> AttributeValues.number(found.getWeight())).orElse("");
                }

                @Override
                public Color getBackground(Object row) {
                    return relation((Agent) row, followed).isPresent() ? related : null;
                }
            });
            column.setEditingSupport(new WeightEditing(followed));
        }
    }

    private Optional<Relation> relation(Agent from, Agent to) {
        return editing.scenario().getRelations().stream().filter(relation -> relation.getFrom() == from && relation.getTo() == to).findFirst();
    }

    /** The command that gives the pair a relation of this weight, or none for a null weight; null if nothing changes. */
    Command weightCommand(Agent from, Agent to, Double weight) {
        var domain = editing.getEditingDomain();
        Optional<Relation> existing = relation(from, to);
        if (weight == null) {
            return existing.map(found -> RemoveCommand.create(domain, editing.scenario(), ScenarioPackage.Literals.SCENARIO__RELATIONS, found))
                    .orElse(null);
        }
        if (existing.isPresent()) {
            return existing.get().getWeight() == weight ? null
                    : SetCommand.create(domain, existing.get(), ScenarioPackage.Literals.RELATION__WEIGHT, weight);
        }
        Relation created = ScenarioFactory.eINSTANCE.createRelation();
        created.setId(ScenarioIds.newId());
        created.setFrom(from);
        created.setTo(to);
        created.setWeight(weight);
        return AddCommand.create(domain, editing.scenario(), ScenarioPackage.Literals.SCENARIO__RELATIONS, created);
    }

    /** Edits the weights of the relations to one agent, in that agent's column. */
    private final class WeightEditing extends EditingSupport {

        private final Agent followed;
        private final TextCellEditor editor;

        WeightEditing(Agent followed) {
            super(viewer);
            this.followed = followed;
            editor = new TextCellEditor(viewer.getTable());
            editor.setValidator(value -> {
                String text = ((String) value).trim();
                if (text.isEmpty()) {
                    return null;
                }
                try {
                    Double.parseDouble(text);
                    return null;
                } catch (NumberFormatException notANumber) {
                    return NLS.bind(Messages.RelationMatrix_0IsNotAWeight, text);
                }
            });
        }

        @Override
        protected boolean canEdit(Object row) {
            return row != followed;
        }

        @Override
        protected CellEditor getCellEditor(Object row) {
            return editor;
        }

        @Override
        protected Object getValue(Object row) {
            return relation((Agent) row, followed).map(found -> AttributeValues.number(found.getWeight())).orElse("");
        }

        @Override
        protected void setValue(Object row, Object value) {
            if (value == null) {
                return;
            }
            String text = ((String) value).trim();
            if (text.equals(getValue(row))) {
                return;
            }
            try {
                editing.execute(weightCommand((Agent) row, followed, text.isEmpty() ? null : Double.valueOf(text)));
            } catch (NumberFormatException notANumber) {
                // refused by the validator already; the cell keeps its value
            }
        }
    }

    /** Frees the colour of related cells. */
    public void dispose() {
        related.dispose();
    }
}
