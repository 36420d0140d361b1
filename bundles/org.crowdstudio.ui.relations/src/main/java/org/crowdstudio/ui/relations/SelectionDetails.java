package org.crowdstudio.ui.relations;

import java.util.List;
import java.util.stream.Stream;

import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.editor.pages.AttributeField;
import org.crowdstudio.ui.editor.pages.ScenarioEditing;
import org.crowdstudio.ui.groups.FormationChoice;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * Under the graph's tools, what the one selected relation or group asks for, edited in place: a
 * relation's formation (VC paper §3.4: abreast, queue, guide) with its offset and orientation; a
 * group's name and the weights of the relations it implies between its members and towards its
 * leaders (§3.2). Each change is one command. As tall as its tallest panel whatever is selected,
 * so that selecting never moves the graph.
 */
final class SelectionDetails {

    private final Composite stack;
    private final StackLayout layout = new StackLayout();
    private final Control hint;
    private final Composite relationPanel;
    private final Composite groupPanel;
    final FormationChoice relationFormation;
    final List<AttributeField> groupFields;
    private Relation relation;
    private Group group;

    SelectionDetails(Composite parent, FormToolkit toolkit, ScenarioEditing editing) {
        stack = toolkit.createComposite(parent);
        stack.setLayout(layout);
        GridData layoutData = new GridData(SWT.FILL, SWT.TOP, true, false);
        // The hint wraps to the page's width rather than widening the page to its own.
        layoutData.widthHint = 300;
        stack.setLayoutData(layoutData);
        hint = toolkit.createLabel(stack, Messages.SelectionDetails_selectOneRelationOr, SWT.WRAP);
        relationPanel = panel(toolkit);
        relationFormation = FormationChoice.ofRelation(relationPanel, toolkit, editing, () -> relation);
        groupPanel = panel(toolkit);
        groupFields = Stream.of(ScenarioPackage.Literals.NAMED__NAME, ScenarioPackage.Literals.GROUP__MEMBER_WEIGHT,
                ScenarioPackage.Literals.GROUP__LEADER_WEIGHT).map(attribute -> new AttributeField(groupPanel,
                        toolkit, editing, () -> group, attribute))
                .toList();
        layout.topControl = hint;
    }

    /** Three labelled fields side by side. */
    private Composite panel(FormToolkit toolkit) {
        Composite panel = toolkit.createComposite(stack);
        GridLayout grid = new GridLayout(6, false);
        grid.marginWidth = 0;
        grid.marginHeight = 0;
        panel.setLayout(grid);
        return panel;
    }

    /** Shows the panel of the one relation or group selected, or the hint. */
    void show(List<Object> selection) {
        Object only = selection.size() == 1 ? selection.get(0) : null;
        relation = only instanceof Relation chosen ? chosen : null;
        group = only instanceof Group chosen ? chosen : null;
        Control top = relation != null ? relationPanel : group != null ? groupPanel : hint;
        if (layout.topControl != top) {
            layout.topControl = top;
            stack.layout(true, true);
        }
        refresh();
    }

    /** Shows the model's values again, after an edit, undo or redo. */
    void refresh() {
        relationFormation.refresh();
        groupFields.forEach(AttributeField::refresh);
    }
}
