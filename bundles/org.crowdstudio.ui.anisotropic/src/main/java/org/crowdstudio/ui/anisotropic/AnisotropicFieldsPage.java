package org.crowdstudio.ui.anisotropic;

import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.ui.editor.pages.AttributeValues;
import org.crowdstudio.ui.editor.pages.ModelTable;
import org.crowdstudio.ui.editor.pages.ObjectForm;
import org.crowdstudio.ui.editor.pages.ScenarioEditing;
import org.crowdstudio.ui.editor.pages.ScenarioFormPage;
import org.crowdstudio.ui.editor.spi.ContributedPage;
import org.crowdstudio.ui.editor.spi.EditorPage.Count;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.forms.editor.FormEditor;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * The anisotropic fields (AF paper): per field its grid, where it lies, what it is made from
 * (brush strokes, trajectories, a baked grid), and the selected field's values to edit.
 */
public final class AnisotropicFieldsPage extends ScenarioFormPage {

    public static final String ID = "anisotropicFields";

    /** The page's contribution to the scenario editor (org.crowdstudio.ui.editorPages), after the core's pages. */
    public static final class Contribution extends ContributedPage {
        public Contribution() {
            super(ID, 700, AnisotropicFieldsPage::new, new Count(Messages.AnisotropicFieldsPage_anisotropicFields,
                    scenario -> scenario.getAnisotropicFields().size()));
        }
    }

    private ModelTable fields;
    private ObjectForm details;

    public AnisotropicFieldsPage(FormEditor editor, ScenarioEditing editing) {
        super(editor, editing, ID, Messages.AnisotropicFieldOverlay_anisotropicFields);
    }

    @Override
    protected String heading() {
        return Messages.AnisotropicFieldOverlay_anisotropicFields;
    }

    @Override
    protected void createContent(Composite body, FormToolkit toolkit) {
        Composite list = tableSection(body, toolkit, Messages.AnisotropicFieldsPage_fields,
                Messages.AnisotropicFieldsPage_perCellDistributionsOfWalking, 1);
        fields = new ModelTable(list, toolkit, editing, 10).rows(() -> editing.scenario().getAnisotropicFields())
                .attribute(Messages.AnisotropicFieldsPage_name, 150, ScenarioPackage.Literals.NAMED__NAME)
                .text(Messages.AnisotropicFieldsPage_grid, 90, row -> ((AnisotropicField) row).getColumns() + " × " + ((AnisotropicField) row).getRows())
                .attribute(Messages.AnisotropicFieldsPage_cellM, 70, ScenarioPackage.Literals.ANISOTROPIC_FIELD__CELL_SIZE)
                .text(Messages.AnisotropicFieldsPage_originM, 90, row -> point(((AnisotropicField) row).getOrigin()))
                .text(Messages.AnisotropicFieldsPage_madeFrom, 200, row -> source((AnisotropicField) row));
        selection().follow(fields.viewer());
        Composite client = section(body, toolkit, Messages.AnisotropicFieldsPage_selectedField,
                Messages.AnisotropicFieldsPage_theValuesOfTheField, 1);
        details = new ObjectForm(client, toolkit, editing, Messages.AnisotropicFieldsPage_selectAFieldOnThe);
        details.control().setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        fields.viewer().addSelectionChangedListener(event -> {
            if (details.show(fields.selected() instanceof AnisotropicField field ? field : null)) {
                getManagedForm().getForm().reflow(true);
            }
        });
    }

    private static String point(Vector2 point) {
        return point == null ? "" : AttributeValues.number(point.getX()) + ", " + AttributeValues.number(point.getY());
    }

    private static String source(AnisotropicField field) {
        StringBuilder made = new StringBuilder();
        made.append(field.getStrokes().size()).append(field.getStrokes().size() == 1 ? " stroke" : " strokes");
        int trajectories = field.getTrajectorySets().stream().mapToInt(set -> set.getTrajectories().size()).sum();
        made.append(", ").append(trajectories).append(trajectories == 1 ? " trajectory" : " trajectories");
        if (field.getDistributions() != null) {
            made.append(Messages.AnisotropicFieldsPage_baked);
        }
        return made.toString();
    }

    @Override
    public void refresh() {
        fields.refresh();
        details.show(fields.selected() instanceof AnisotropicField field && field.eResource() != null ? field : null);
    }
}
