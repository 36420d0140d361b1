package org.crowdstudio.ui.editor;

import java.util.Collection;
import java.util.List;

import org.crowdstudio.ui.Messages;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.ComboBoxCellEditor;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.views.properties.PropertyDescriptor;

/**
 * One property of a model element in the Properties view, from its EMF.Edit item descriptor:
 * name, category, description and the item provider's text for the value. Single values are
 * edited in place: a drop-down for a choice (enumerations, booleans, references), text for the
 * rest, parsed by the attribute's data type and refused with a message when it does not parse.
 * Lists and read-only properties are shown, not edited.
 */
final class EditablePropertyDescriptor extends PropertyDescriptor {

    private final Object element;
    private final IItemPropertyDescriptor descriptor;

    EditablePropertyDescriptor(Object element, IItemPropertyDescriptor descriptor) {
        super(descriptor.getId(element), descriptor.getDisplayName(element));
        this.element = element;
        this.descriptor = descriptor;
        setCategory(descriptor.getCategory(element));
        setDescription(descriptor.getDescription(element));
        IItemLabelProvider values = descriptor.getLabelProvider(element);
        setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object value) {
                return values.getText(value);
            }
        });
    }

    @Override
    public CellEditor createPropertyEditor(Composite parent) {
        Object feature = descriptor.getFeature(element);
        if (!descriptor.canSetProperty(element) || descriptor.isMany(element)) {
            return null;
        }
        Collection<?> choices = descriptor.getChoiceOfValues(element);
        if (choices != null && !choices.isEmpty()) {
            return new ChoiceEditor(parent, choices.stream().map(choice -> choice == null ? NONE : choice).toList());
        }
        if (feature instanceof EAttribute attribute && attribute.getEAttributeType() instanceof EDataType type) {
            return new TextEditor(parent, attribute, type);
        }
        return null;
    }

    /** Stands for "no value" among choices, as lists may not hold null. */
    private static final Object NONE = new Object() {
        @Override
        public String toString() {
            return "";
        }
    };

    /** A drop-down over the item descriptor's choices; its value is the chosen object itself. */
    private final class ChoiceEditor extends ComboBoxCellEditor {

        private final List<Object> choices;

        ChoiceEditor(Composite parent, List<Object> choices) {
            super(parent, labels(choices), SWT.READ_ONLY);
            this.choices = choices;
        }

        @Override
        protected Object doGetValue() {
            int index = (Integer) super.doGetValue();
            Object choice = index >= 0 && index < choices.size() ? choices.get(index) : null;
            return choice == NONE ? null : choice;
        }

        @Override
        protected void doSetValue(Object value) {
            super.doSetValue(Math.max(0, choices.indexOf(value == null ? NONE : value)));
        }
    }

    private String[] labels(List<Object> choices) {
        IItemLabelProvider values = descriptor.getLabelProvider(element);
        return choices.stream().map(choice -> choice == NONE ? "" : values.getText(choice)).toArray(String[]::new);
    }

    /** Text parsed by the attribute's data type; text that does not parse is refused, with a message saying why. */
    private static final class TextEditor extends TextCellEditor {

        private final EDataType type;

        TextEditor(Composite parent, EStructuralFeature feature, EDataType type) {
            super(parent);
            this.type = type;
            setValidator(value -> {
                try {
                    EcoreUtil.createFromString(type, (String) value);
                    return null;
                } catch (RuntimeException notParsed) {
                    return NLS.bind(Messages.EditablePropertyDescriptor_0IsNotAValid, new Object[] {value, type.getName(), feature.getName()});
                }
            });
        }

        @Override
        protected Object doGetValue() {
            return EcoreUtil.createFromString(type, (String) super.doGetValue());
        }

        @Override
        protected void doSetValue(Object value) {
            super.doSetValue(value == null ? "" : EcoreUtil.convertToString(type, value));
        }
    }
}
