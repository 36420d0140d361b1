package org.crowdstudio.ui.groups;

import java.util.function.Supplier;

import org.crowdstudio.model.scenario.GroupParameters;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.ui.editor.pages.ObjectForm;
import org.crowdstudio.ui.editor.pages.ScenarioEditing;
import org.crowdstudio.ui.editor.spi.ProfileSection;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * The velocity-connection parameters (VC paper Table 2: n^c, n^ic, r^max, w_g, w_v...) an element
 * may have or not, a group's own or a profile's: a button gives it some or takes them away, each
 * one command, and the generic {@link ObjectForm} edits them. New parameters start from the values
 * in effect for the element, so giving a group its own changes nothing until one is edited.
 */
public final class GroupParametersForm implements ProfileSection.Content {

    private final ScenarioEditing editing;
    private final Supplier<? extends EObject> owner;
    private final EReference feature;
    private final Supplier<GroupParameters> inEffect;
    private final String add;
    private final String remove;
    private final Button toggle;
    private final ObjectForm form;

    /**
     * @param owner the group or profile, asked for on every use; null for none
     * @param feature the owner's reference to its parameters
     * @param inEffect the parameters that apply to the owner while it has none, copied for a start; null: the defaults
     * @param add the button's text while the owner has no parameters
     * @param remove the button's text while it has some
     * @param empty what the form says while the owner has none
     */
    public GroupParametersForm(Composite parent, FormToolkit toolkit, ScenarioEditing editing, Supplier<? extends EObject> owner, EReference feature,
            Supplier<GroupParameters> inEffect, String add, String remove, String empty) {
        this.editing = editing;
        this.owner = owner;
        this.feature = feature;
        this.inEffect = inEffect;
        this.add = add;
        this.remove = remove;
        toggle = toolkit.createButton(parent, add, SWT.PUSH);
        toggle.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false, 2, 1));
        toggle.setToolTipText(EcoreUtil.getDocumentation(feature));
        toggle.addListener(SWT.Selection, event -> toggle());
        form = new ObjectForm(parent, toolkit, editing, empty);
        form.control().setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
    }

    private EObject current() {
        EObject shown = owner.get();
        return shown != null && shown.eResource() != null ? shown : null;
    }

    private void toggle() {
        EObject shown = current();
        if (shown == null) {
            return;
        }
        Object value = shown.eGet(feature) == null ? start() : null;
        editing.execute(SetCommand.create(editing.getEditingDomain(), shown, feature, value));
    }

    private GroupParameters start() {
        GroupParameters base = inEffect.get();
        return base == null ? ScenarioFactory.eINSTANCE.createGroupParameters() : EcoreUtil.copy(base);
    }

    /** The button that gives the owner parameters or takes them away. */
    Button button() {
        return toggle;
    }

    /** Shows the owner's parameters as they are now. @return whether the form was built anew, so its page may need a new layout */
    @Override
    public boolean refresh() {
        if (toggle.isDisposed()) {
            return false;
        }
        EObject shown = current();
        GroupParameters parameters = shown == null ? null : (GroupParameters) shown.eGet(feature);
        String text = parameters == null ? add : remove;
        if (!text.equals(toggle.getText())) {
            toggle.setText(text);
            toggle.getParent().layout(true, true);
        }
        toggle.setEnabled(shown != null);
        return form.show(parameters);
    }
}
