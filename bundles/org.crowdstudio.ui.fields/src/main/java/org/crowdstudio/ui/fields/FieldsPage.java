package org.crowdstudio.ui.fields;

import org.crowdstudio.model.scenario.DiskDomain;
import org.crowdstudio.model.scenario.Domain;
import org.crowdstudio.model.scenario.FieldBinding;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.RectangleDomain;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.ui.editor.BindingLabel;
import org.crowdstudio.ui.editor.pages.AttributeValues;
import org.crowdstudio.ui.editor.pages.Labels;
import org.crowdstudio.ui.editor.pages.ModelTable;
import org.crowdstudio.ui.editor.pages.ScenarioEditing;
import org.crowdstudio.ui.editor.pages.ScenarioFormPage;
import org.crowdstudio.ui.editor.spi.ContributedPage;
import org.crowdstudio.ui.editor.spi.EditorPage.Count;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.forms.editor.FormEditor;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * The interaction fields and the bindings that say who emits each field and who perceives it. A
 * double-click on a field, or on a binding, opens the field in the Field Sketch view.
 */
public final class FieldsPage extends ScenarioFormPage {

    public static final String ID = "fields";

    /** The page's contribution to the scenario editor (org.crowdstudio.ui.editorPages). */
    public static final class Contribution extends ContributedPage {
        public Contribution() {
            super(ID, 400, FieldsPage::new, new Count(Messages.FieldsPage_interactionFields,
                    scenario -> scenario.getFields().size()), new Count(Messages.FieldsPage_fieldBindings, scenario -> scenario.getFieldBindings().size()));
        }
    }

    private ModelTable fields;
    private ModelTable bindings;

    public FieldsPage(FormEditor editor, ScenarioEditing editing) {
        super(editor, editing, ID, Messages.FieldOverlay_fields);
    }

    @Override
    protected String heading() {
        return Messages.FieldsPage_interactionFieldsAndBindings;
    }

    @Override
    protected int columns() {
        return 1;
    }

    @Override
    protected void createContent(Composite body, FormToolkit toolkit) {
        Composite fieldList = tableSection(body, toolkit, Messages.FieldsPage_interactionFields2,
                Messages.FieldsPage_velocityAndOrientationFieldsAround, 1);
        fields = new ModelTable(fieldList, toolkit, editing, 8).rows(() -> editing.scenario().getFields())
                .attribute(Messages.FieldsPage_name, 170, ScenarioPackage.Literals.NAMED__NAME)
                .attribute(Messages.FieldsPage_kind, 100, ScenarioPackage.Literals.INTERACTION_FIELD__KIND)
                .attribute(Messages.FieldsPage_parameter, 130, ScenarioPackage.Literals.INTERACTION_FIELD__PARAMETER)
                .text(Messages.FieldsPage_domain, 150, row -> domain(((InteractionField) row).getDomain()))
                .text(Messages.FieldsPage_grid, 80, row -> ((InteractionField) row).getGridColumns() + " × " + ((InteractionField) row).getGridRows())
                .text(Messages.FieldsPage_keyframes, 80, row -> Integer.toString(((InteractionField) row).getKeyframes().size()))
                .attribute(Messages.FieldsPage_idwPower, 80, ScenarioPackage.Literals.INTERACTION_FIELD__IDW_POWER)
                .attribute(Messages.FieldsPage_borderFalloffM, 120, ScenarioPackage.Literals.INTERACTION_FIELD__BORDER_FALLOFF);
        selection().follow(fields.viewer());
        fields.viewer().addDoubleClickListener(event -> {
            if (fields.selected() instanceof InteractionField field) {
                editing.open(field);
            }
        });
        Composite bindingList = tableSection(body, toolkit, Messages.FieldsPage_fieldBindings2,
                Messages.FieldsPage_whoEmitsEachFieldAnd, 1);
        bindings = new ModelTable(bindingList, toolkit, editing, 8).rows(() -> editing.scenario().getFieldBindings())
                .text(Messages.FieldsPage_binding, 600, row -> BindingLabel.of((FieldBinding) row))
                .attribute(Messages.FieldsPage_weight, 70, ScenarioPackage.Literals.FIELD_BINDING__WEIGHT)
                .attribute(Messages.FieldsPage_nearSourceGain, 120, ScenarioPackage.Literals.FIELD_BINDING__NEAR_SOURCE_GAIN)
                .text(Messages.FieldsPage_linkedObject, 140, row -> Labels.name(((FieldBinding) row).getLinkedObject()));
        selection().follow(bindings.viewer());
        bindings.viewer().addDoubleClickListener(event -> {
            if (bindings.selected() instanceof FieldBinding binding && binding.getField() != null) {
                editing.open(binding);
            }
        });
    }

    private static String domain(Domain domain) {
        return switch (domain) {
            case null -> "";
            case RectangleDomain rectangle -> "rectangle " + AttributeValues.number(rectangle.getWidth()) + " × "
                    + AttributeValues.number(rectangle.getHeight()) + " m";
            case DiskDomain disk -> NLS.bind(Messages.FieldsPage_diskRadius0M, AttributeValues.number(disk.getRadius()));
            default -> Labels.words(domain.eClass().getName());
        };
    }

    @Override
    public void refresh() {
        fields.refresh();
        bindings.refresh();
    }
}
