package org.crowdstudio.ui.groups;

import java.util.List;
import java.util.function.Supplier;

import org.crowdstudio.model.scenario.FormationConstraint;
import org.crowdstudio.model.scenario.FormationKind;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.editor.pages.AttributeForm;
import org.crowdstudio.ui.editor.pages.Labels;
import org.crowdstudio.ui.editor.pages.ScenarioEditing;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * The formation a connection keeps (VC paper §3.4, Fig. 4: abreast, queue, guide), chosen from a
 * drop-down: a group's, which every connection between its members keeps, or one relation's.
 * "None" takes the formation away (the connection is an isotropic disc), a kind gives one or
 * changes the one there is; its offset and orientation are edited beside it. Each choice is one
 * command. The parent's grid needs an even number of columns: label, widget.
 */
public final class FormationChoice {

    /** The drop-down's first entry: the group has no formation. */
    static final String NONE = Messages.FormationChoice_none;

    private final ScenarioEditing editing;
    private final Supplier<? extends EObject> owner;
    private final EReference feature;
    final Combo choice;
    private final AttributeForm details;
    private final List<FormationKind> kinds = FormationKind.VALUES;

    /** The formation of a group's connections. @param group asked for on every use; null for none */
    public static FormationChoice ofGroup(Composite parent, FormToolkit toolkit, ScenarioEditing editing,
            Supplier<Group> group) {
        return new FormationChoice(parent, toolkit, editing, group, ScenarioPackage.Literals.GROUP__FORMATION,
                Messages.FormationChoice_theShapeEveryConnectionBetween);
    }

    /** The formation of one relation's connection. @param relation asked for on every use; null for none */
    public static FormationChoice ofRelation(Composite parent, FormToolkit toolkit, ScenarioEditing editing,
            Supplier<Relation> relation) {
        return new FormationChoice(parent, toolkit, editing, relation, ScenarioPackage.Literals.RELATION__FORMATION,
                Messages.FormationChoice_theShapeTheFollowerKeeps);
    }

    private FormationChoice(Composite parent, FormToolkit toolkit, ScenarioEditing editing,
            Supplier<? extends EObject> owner,
            EReference feature, String help) {
        this.editing = editing;
        this.owner = owner;
        this.feature = feature;
        toolkit.createLabel(parent, Messages.FormationChoice_formation).setToolTipText(EcoreUtil.getDocumentation(feature));
        choice = new Combo(parent, SWT.READ_ONLY | SWT.DROP_DOWN);
        toolkit.adapt(choice);
        choice.add(NONE);
        kinds.forEach(kind -> choice.add(Labels.literal(kind.getLiteral())));
        GridData layout = new GridData(SWT.FILL, SWT.CENTER, true, false);
        layout.widthHint = 120;
        choice.setLayoutData(layout);
        choice.setToolTipText(help);
        choice.addListener(SWT.Selection, event -> choose(choice.getSelectionIndex()));
        details = new AttributeForm(parent, toolkit, editing, this::formation, ScenarioPackage.Literals.FORMATION_CONSTRAINT__OFFSET,
                ScenarioPackage.Literals.FORMATION_CONSTRAINT__ORIENTATION);
    }

    private FormationConstraint formation() {
        EObject shown = current();
        return shown == null ? null : (FormationConstraint) shown.eGet(feature);
    }

    private EObject current() {
        EObject shown = owner.get();
        return shown != null && shown.eResource() != null ? shown : null;
    }

    /** Gives the owner the formation of the drop-down's entry, or none for entry 0. */
    private void choose(int index) {
        EObject shown = current();
        if (shown == null || index < 0) {
            return;
        }
        editing.execute(command(shown, index == 0 ? null : kinds.get(index - 1)));
    }

    private Command command(EObject shown, FormationKind kind) {
        FormationConstraint formation = (FormationConstraint) shown.eGet(feature);
        if (kind == null) {
            return formation == null ? null : SetCommand.create(editing.getEditingDomain(), shown, feature, null);
        }
        if (formation == null) {
            FormationConstraint created = ScenarioFactory.eINSTANCE.createFormationConstraint();
            created.setKind(kind);
            return SetCommand.create(editing.getEditingDomain(), shown, feature, created);
        }
        return formation.getKind() == kind ? null
                : SetCommand.create(editing.getEditingDomain(), formation, ScenarioPackage.Literals.FORMATION_CONSTRAINT__KIND, kind);
    }

    /** Shows the owner's formation as it is now. */
    public void refresh() {
        if (choice.isDisposed()) {
            return;
        }
        FormationConstraint formation = formation();
        int index = formation == null ? 0 : 1 + kinds.indexOf(formation.getKind());
        if (choice.getSelectionIndex() != index) {
            choice.select(index);
        }
        choice.setEnabled(current() != null);
        details.refresh();
    }
}
