package org.crowdstudio.ui.editor.pages;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.ColumnViewer;
import org.eclipse.jface.viewers.ComboBoxCellEditor;
import org.eclipse.jface.viewers.EditingSupport;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;

/**
 * Chooses in a table cell which element a single reference points to, among candidates named as
 * people named them (a profile, a spawn region), or none. The choice is one {@link SetCommand}.
 */
final class ReferenceCellEditing extends EditingSupport {

    private final ScenarioEditing editing;
    private final EReference reference;
    private final Supplier<List<? extends EObject>> candidates;
    private final ComboBoxCellEditor editor;
    private List<EObject> offered = List.of();

    ReferenceCellEditing(ColumnViewer viewer, ScenarioEditing editing, EReference reference, Supplier<List<? extends EObject>> candidates) {
        super(viewer);
        this.editing = editing;
        this.reference = reference;
        this.candidates = candidates;
        editor = new ComboBoxCellEditor((Composite) viewer.getControl(), new String[0], SWT.READ_ONLY);
    }

    @Override
    protected boolean canEdit(Object row) {
        return true;
    }

    @Override
    protected CellEditor getCellEditor(Object row) {
        List<EObject> choices = new ArrayList<>();
        choices.add(null);
        choices.addAll(candidates.get());
        offered = choices;
        editor.setItems(choices.stream().map(choice -> choice == null ? "(none)" : Labels.name(choice)).toArray(String[]::new));
        return editor;
    }

    @Override
    protected Object getValue(Object row) {
        return Math.max(0, offered.indexOf(((EObject) row).eGet(reference)));
    }

    @Override
    protected void setValue(Object row, Object value) {
        int index = (Integer) value;
        if (index < 0 || index >= offered.size()) {
            return;
        }
        EObject chosen = offered.get(index);
        EObject element = (EObject) row;
        if (element.eGet(reference) != chosen) {
            editing.execute(SetCommand.create(editing.getEditingDomain(), element, reference, chosen));
        }
    }
}
