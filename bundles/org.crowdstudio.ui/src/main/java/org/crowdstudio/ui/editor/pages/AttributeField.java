package org.crowdstudio.ui.editor.pages;

import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EEnumLiteral;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * One attribute of a model element as a labelled widget on a form: a check box for yes/no, a
 * drop-down for an enumeration, text for the rest. A change the artist commits (Enter or leaving
 * the field; a click for check boxes and drop-downs) is one {@link SetCommand} on the editing
 * domain, so it is undone like any other; text that does not parse is refused with a message on
 * the field. {@link #refresh()} shows the model's value again, after undo, redo or a change made
 * elsewhere. The element may change (the selected profile, say): it is asked for on every use.
 * The parent needs a two-column grid: label, widget.
 */
public final class AttributeField {

    private final ScenarioEditing editing;
    private final Supplier<? extends EObject> owner;
    private final EAttribute attribute;
    private final Label label;
    final Control control;
    private ErrorMark error;
    private String shown = "";

    /** A field labelled with the attribute's name. */
    public AttributeField(Composite parent, FormToolkit toolkit, ScenarioEditing editing, Supplier<? extends EObject> owner,
            EAttribute attribute) {
        this(parent, toolkit, editing, owner, attribute, AttributeValues.label(attribute), SWT.SINGLE);
    }

    /** @param style {@code SWT.MULTI} for a text of several lines */
    public AttributeField(Composite parent, FormToolkit toolkit, ScenarioEditing editing, Supplier<? extends EObject> owner,
            EAttribute attribute, String labelText, int style) {
        this.editing = editing;
        this.owner = owner;
        this.attribute = attribute;
        String help = EcoreUtil.getDocumentation(attribute);
        label = toolkit.createLabel(parent, labelText + ":");
        label.setLayoutData(new GridData(SWT.LEFT, (style & SWT.MULTI) != 0 ? SWT.TOP : SWT.CENTER, false, false));
        label.setToolTipText(help);
        Class<?> type = attribute.getEAttributeType().getInstanceClass();
        if (type == boolean.class || type == Boolean.class) {
            Button check = toolkit.createButton(parent, "", SWT.CHECK);
            check.addListener(SWT.Selection, event -> commit(check.getSelection()));
            control = check;
        } else if (attribute.getEAttributeType() instanceof EEnum enumeration) {
            Combo choice = new Combo(parent, SWT.READ_ONLY | SWT.DROP_DOWN);
            toolkit.adapt(choice);
            enumeration.getELiterals().forEach(literal -> choice.add(Labels.literal(literal.getLiteral())));
            choice.addListener(SWT.Selection, event -> commit(enumeration.getELiterals().get(choice.getSelectionIndex()).getInstance()));
            control = choice;
        } else {
            boolean lines = (style & SWT.MULTI) != 0;
            Text text = toolkit.createText(parent, "", lines ? SWT.MULTI | SWT.WRAP | SWT.V_SCROLL : SWT.SINGLE);
            text.addListener(SWT.DefaultSelection, event -> commitText());
            text.addListener(SWT.FocusOut, event -> commitText());
            control = text;
        }
        GridData layout = new GridData(SWT.FILL, SWT.CENTER, true, false);
        if (control instanceof Text && (style & SWT.MULTI) != 0) {
            layout.heightHint = 3 * ((Text) control).getLineHeight();
            layout.verticalAlignment = SWT.FILL;
        }
        if (control instanceof Button) {
            layout.horizontalAlignment = SWT.LEFT;
        }
        layout.widthHint = 120;
        control.setLayoutData(layout);
        control.setToolTipText(help);
    }

    /** The attribute this field shows. */
    public EAttribute attribute() {
        return attribute;
    }

    /** Shows the model's value; disabled when there is no element. */
    public void refresh() {
        if (control.isDisposed()) {
            return;
        }
        EObject element = owner.get();
        control.setEnabled(element != null);
        label.setEnabled(element != null);
        Object value = element == null ? null : element.eGet(attribute);
        switch (control) {
            case Button check -> check.setSelection(Boolean.TRUE.equals(value));
            case Combo choice -> {
                List<EEnumLiteral> literals = ((EEnum) attribute.getEAttributeType()).getELiterals();
                int index = -1;
                for (int i = 0; i < literals.size(); i++) {
                    if (literals.get(i).getInstance() == value) {
                        index = i;
                    }
                }
                if (choice.getSelectionIndex() != index) {
                    choice.select(index);
                }
            }
            case Text text -> {
                shown = AttributeValues.format(attribute, value);
                if (!text.getText().equals(shown)) {
                    text.setText(shown);
                }
                showError(null);
            }
            default -> throw new IllegalStateException("unexpected widget " + control);
        }
    }

    private void commitText() {
        Text text = (Text) control;
        if (text.getText().equals(shown)) {
            showError(null);
            return;
        }
        try {
            commit(AttributeValues.parse(attribute, text.getText()));
            showError(null);
        } catch (IllegalArgumentException refused) {
            showError(refused.getMessage());
        }
    }

    private void commit(Object value) {
        EObject element = owner.get();
        if (element == null || Objects.equals(element.eGet(attribute), value)) {
            return;
        }
        editing.execute(SetCommand.create(editing.getEditingDomain(), element, attribute, value));
    }

    private void showError(String message) {
        if (error == null) {
            error = new ErrorMark(control);
        }
        error.show(message);
    }
}
