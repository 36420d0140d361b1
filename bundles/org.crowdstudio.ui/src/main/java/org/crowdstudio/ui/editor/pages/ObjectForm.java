package org.crowdstudio.ui.editor.pages;

import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.Messages;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * Every single-valued attribute of whatever element it is given, as labelled fields: the details
 * of a distribution, an event or a group's parameters, whose kind is only known at run time. The
 * fields are built again when the element is of another class, and refreshed otherwise.
 */
public final class ObjectForm {

    private final Composite body;
    private final FormToolkit toolkit;
    private final ScenarioEditing editing;
    private final String empty;
    private final List<AttributeField> fields = new ArrayList<>();
    private EObject element;
    private EClass shownClass;

    /** @param empty what the form says when it shows no element */
    public ObjectForm(Composite parent, FormToolkit toolkit, ScenarioEditing editing, String empty) {
        this.toolkit = toolkit;
        this.editing = editing;
        this.empty = empty;
        body = toolkit.createComposite(parent);
        GridLayout layout = new GridLayout(2, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        layout.horizontalSpacing = 10;
        body.setLayout(layout);
        build(null);
    }

    public Control control() {
        return body;
    }

    /** Shows an element (or none). @return whether the form was built anew, so its page may need a new layout */
    public boolean show(EObject shown) {
        element = shown;
        EClass kind = shown == null ? null : shown.eClass();
        boolean rebuilt = kind != shownClass;
        if (rebuilt) {
            build(kind);
        }
        fields.forEach(AttributeField::refresh);
        return rebuilt;
    }

    private void build(EClass kind) {
        for (Control child : body.getChildren()) {
            child.dispose();
        }
        fields.clear();
        shownClass = kind;
        if (kind == null) {
            toolkit.createLabel(body, empty, SWT.WRAP).setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        } else {
            for (EAttribute attribute : kind.getEAllAttributes()) {
                if (!attribute.isMany() && attribute != ScenarioPackage.Literals.IDENTIFIED__ID) {
                    fields.add(new AttributeField(body, toolkit, editing, () -> element, attribute));
                }
            }
            if (fields.isEmpty()) {
                toolkit.createLabel(body, NLS.bind(Messages.ObjectForm_0HasNoValuesTo, Labels.words(kind.getName())))
                        .setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
            }
        }
        toolkit.paintBordersFor(body);
        body.layout(true, true);
    }
}
