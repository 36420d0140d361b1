package org.crowdstudio.ui.editor.pages;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EEnumLiteral;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.CheckboxCellEditor;
import org.eclipse.jface.viewers.ColumnViewer;
import org.eclipse.jface.viewers.ComboBoxCellEditor;
import org.eclipse.jface.viewers.EditingSupport;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;

/**
 * Edits an attribute in a table cell: a drop-down for an enumeration or a yes/no, text parsed by
 * the attribute's type for the rest. The new value is one {@link SetCommand}; text that does not
 * parse is refused and the cell keeps its value.
 */
final class AttributeCellEditing extends EditingSupport {

    private final ScenarioEditing editing;
    private final Function<Object, ? extends EObject> target;
    private final EAttribute attribute;
    private final CellEditor editor;
    private final List<Object> choices;

    AttributeCellEditing(ColumnViewer viewer, ScenarioEditing editing, Function<Object, ? extends EObject> target, EAttribute attribute) {
        super(viewer);
        this.editing = editing;
        this.target = target;
        this.attribute = attribute;
        Composite table = (Composite) viewer.getControl();
        Class<?> type = attribute.getEAttributeType().getInstanceClass();
        if (attribute.getEAttributeType() instanceof EEnum enumeration) {
            choices = enumeration.getELiterals().stream().map(EEnumLiteral::getInstance).map(Object.class::cast).toList();
            editor = new ComboBoxCellEditor(table, enumeration.getELiterals().stream().map(literal -> Labels.literal(literal.getLiteral()))
                    .toArray(String[]::new), SWT.READ_ONLY);
        } else if (type == boolean.class || type == Boolean.class) {
            choices = List.of(Boolean.FALSE, Boolean.TRUE);
            editor = new ComboBoxCellEditor(table, new String[] {"false", "true"}, SWT.READ_ONLY);
        } else {
            choices = null;
            TextCellEditor text = new TextCellEditor(table);
            text.setValidator(value -> {
                try {
                    AttributeValues.parse(attribute, (String) value);
                    return null;
                } catch (IllegalArgumentException refused) {
                    return refused.getMessage();
                }
            });
            editor = text;
        }
    }

    @Override
    protected boolean canEdit(Object row) {
        return target.apply(row) != null;
    }

    @Override
    protected CellEditor getCellEditor(Object row) {
        return editor;
    }

    @Override
    protected Object getValue(Object row) {
        Object value = target.apply(row).eGet(attribute);
        return choices != null ? Math.max(0, choices.indexOf(value)) : AttributeValues.format(attribute, value);
    }

    @Override
    protected void setValue(Object row, Object value) {
        EObject element = target.apply(row);
        if (element == null || value == null) {
            return;
        }
        Object newValue;
        if (choices != null) {
            int index = (Integer) value;
            if (index < 0) {
                return;
            }
            newValue = choices.get(index);
        } else if (value.equals(AttributeValues.format(attribute, element.eGet(attribute)))) {
            return;
        } else {
            try {
                newValue = AttributeValues.parse(attribute, (String) value);
            } catch (IllegalArgumentException refused) {
                return;
            }
        }
        if (!Objects.equals(newValue, element.eGet(attribute))) {
            editing.execute(SetCommand.create(editing.getEditingDomain(), element, attribute, newValue));
        }
    }
}
