package org.crowdstudio.ui.editor.pages;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * Several attributes of one model element as labelled fields, one per row, refreshed together:
 * the simulation settings, the social settings, a profile's body. The parent needs a two-column
 * grid.
 */
public final class AttributeForm {

    private final List<AttributeField> fields = new ArrayList<>();

    public AttributeForm(Composite parent, FormToolkit toolkit, ScenarioEditing editing, Supplier<? extends EObject> owner,
            EAttribute... attributes) {
        for (EAttribute attribute : attributes) {
            fields.add(new AttributeField(parent, toolkit, editing, owner, attribute));
        }
    }

    public void refresh() {
        fields.forEach(AttributeField::refresh);
    }
}
