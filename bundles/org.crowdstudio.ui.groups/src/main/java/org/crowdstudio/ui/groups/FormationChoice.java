package org.crowdstudio.ui.groups;

import java.util.List;
import java.util.function.Supplier;

import org.crowdstudio.model.scenario.FormationConstraint;
import org.crowdstudio.model.scenario.FormationKind;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.editor.pages.AttributeForm;
import org.crowdstudio.ui.editor.pages.Labels;
import org.crowdstudio.ui.editor.pages.ScenarioEditing;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * The formation a group's members keep with each other (VC paper §3.4, Fig. 4: abreast, queue,
 * guide), chosen from a drop-down: "None" takes the group's formation away (its connections are
 * isotropic discs), a kind gives it one or changes the one it has; its offset and orientation are
 * edited below. Each choice is one command. The parent needs a two-column grid.
 */
public final class FormationChoice {

    /** The drop-down's first entry: the group has no formation. */
    static final String NONE = Messages.FormationChoice_none;

    private final ScenarioEditing editing;
    private final Supplier<Group> group;
    final Combo choice;
    private final AttributeForm details;
    private final List<FormationKind> kinds = FormationKind.VALUES;

    /** @param group the group whose formation is shown, asked for on every use; null for none */
    public FormationChoice(Composite parent, FormToolkit toolkit, ScenarioEditing editing, Supplier<Group> group) {
        this.editing = editing;
        this.group = group;
        toolkit.createLabel(parent, Messages.FormationChoice_formation).setToolTipText(EcoreUtil.getDocumentation(ScenarioPackage.Literals.GROUP__FORMATION));
        choice = new Combo(parent, SWT.READ_ONLY | SWT.DROP_DOWN);
        toolkit.adapt(choice);
        choice.add(NONE);
        kinds.forEach(kind -> choice.add(Labels.literal(kind.getLiteral())));
        GridData layout = new GridData(SWT.FILL, SWT.CENTER, true, false);
        layout.widthHint = 120;
        choice.setLayoutData(layout);
        choice.setToolTipText(Messages.FormationChoice_theShapeEveryConnectionBetween);
        choice.addListener(SWT.Selection, event -> choose(choice.getSelectionIndex()));
        details = new AttributeForm(parent, toolkit, editing, this::formation, ScenarioPackage.Literals.FORMATION_CONSTRAINT__OFFSET,
                ScenarioPackage.Literals.FORMATION_CONSTRAINT__ORIENTATION);
    }

    private FormationConstraint formation() {
        Group shown = current();
        return shown == null ? null : shown.getFormation();
    }

    private Group current() {
        Group shown = group.get();
        return shown != null && shown.eResource() != null ? shown : null;
    }

    /** Gives the group the formation of the drop-down's entry, or none for entry 0. */
    private void choose(int index) {
        Group shown = current();
        if (shown == null || index < 0) {
            return;
        }
        editing.execute(command(shown, index == 0 ? null : kinds.get(index - 1)));
    }

    private Command command(Group shown, FormationKind kind) {
        FormationConstraint formation = shown.getFormation();
        if (kind == null) {
            return formation == null ? null : SetCommand.create(editing.getEditingDomain(), shown, ScenarioPackage.Literals.GROUP__FORMATION, null);
        }
        if (formation == null) {
            FormationConstraint created = ScenarioFactory.eINSTANCE.createFormationConstraint();
            created.setKind(kind);
            return SetCommand.create(editing.getEditingDomain(), shown, ScenarioPackage.Literals.GROUP__FORMATION, created);
        }
        return formation.getKind() == kind ? null
                : SetCommand.create(editing.getEditingDomain(), formation, ScenarioPackage.Literals.FORMATION_CONSTRAINT__KIND, kind);
    }

    /** Shows the group's formation as it is now. */
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
