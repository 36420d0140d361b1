package org.crowdstudio.ui.anisotropic;

import java.nio.file.Path;
import java.util.Locale;

import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.steering.anisotropic.DirectionField;
import org.crowdstudio.ui.canvas.Panels;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.editor.ScenarioEditorView;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.PlatformUI;

/**
 * The field brush (AF paper §3.4, §4.1): the anisotropic field selected in a scenario editor,
 * painted with a brush of a radius and strength, one-way or two-way, or rubbed out, over its
 * environment, with the entropy colour map following every stroke and the radar glyph of the cell
 * under the cursor. Its edits go on that scenario editor's command stack, so Edit > Undo, the
 * dirty marker and Save are the editor's.
 */
public final class FieldBrushView extends ScenarioEditorView {

    public static final String ID = "org.crowdstudio.ui.views.anisotropicBrush";

    BrushCanvas canvas;
    private ToolBar tools;
    Spinner radius;
    private Spinner strength;

    @Override
    public void createPartControl(Composite parent) {
        Composite body = Panels.column(parent);
        createToolRow(body);
        canvas = new BrushCanvas(body);
        canvas.control().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        followScenarioEditors();
    }

    private void createToolRow(Composite body) {
        Composite row = new Composite(body, SWT.NONE);
        // Wraps in a narrow view rather than hiding its last tools.
        RowLayout layout = new RowLayout(SWT.HORIZONTAL);
        layout.center = true;
        layout.marginTop = 2;
        layout.marginBottom = 2;
        row.setLayout(layout);
        row.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        tools = new ToolBar(row, SWT.FLAT | SWT.RIGHT);
        for (BrushTool tool : BrushTool.values()) {
            ToolItem item = new ToolItem(tools, SWT.RADIO);
            item.setText(tool.label());
            item.setToolTipText(tool.hint());
            item.setData(tool);
            item.setSelection(tool == BrushTool.ONE_WAY);
            item.addListener(SWT.Selection, event -> {
                if (item.getSelection()) {
                    canvas.setTool(tool);
                }
            });
        }
        new Label(row, SWT.NONE).setText(Messages.FieldBrushView_radiusM);
        radius = new Spinner(row, SWT.BORDER);
        radius.setDigits(1);
        radius.setValues(10, 1, 200, 1, 1, 5);
        radius.setToolTipText(Messages.FieldBrushView_howFarBesideAStroke);
        radius.addListener(SWT.Modify, event -> canvas.setRadius(radius.getSelection() / 10.0));
        new Label(row, SWT.NONE).setText(Messages.FieldBrushView_strength);
        strength = new Spinner(row, SWT.BORDER);
        strength.setValues(100, 1, 100, 0, 5, 20);
        strength.setToolTipText(Messages.FieldBrushView_howMuchANewStroke);
        strength.addListener(SWT.Modify, event -> canvas.setStrength(strength.getSelection() / 100.0));
        ToolBar actions = new ToolBar(row, SWT.FLAT);
        ToolItem fitItem = new ToolItem(actions, SWT.PUSH);
        fitItem.setText(Messages.FieldBrushView_fit);
        fitItem.setToolTipText(Messages.FieldBrushView_showTheWholeField);
        fitItem.addListener(SWT.Selection, event -> canvas.fit());
        ToolItem compare = new ToolItem(actions, SWT.PUSH);
        compare.setText(Messages.FieldBrushView_compare);
        compare.setToolTipText(Messages.FieldBrushView_showHowFarThisField);
        compare.addListener(SWT.Selection, event -> {
            FileDialog dialog = new FileDialog(getSite().getShell(), SWT.OPEN);
            dialog.setFilterExtensions(new String[] {"*.crowd"});
            String chosen = dialog.open();
            if (chosen != null) {
                compareWith(Path.of(chosen));
            }
        });
        ToolItem colours = new ToolItem(actions, SWT.PUSH);
        colours.setText(Messages.FieldBrushView_colours);
        colours.setToolTipText(Messages.FieldBrushView_showTheFieldSOwn);
        colours.addListener(SWT.Selection, event -> canvas.compareWith(null, null));
    }

    /**
     * Compares the field shown with the field of the same name in another scenario (or its only
     * field), read and baked with progress off the UI thread; the canvas then shows the per-cell
     * divergence map, measured again after every stroke.
     *
     * @return whether the comparison is shown; when not, the artist has been told why
     */
    public boolean compareWith(Path file) {
        AnisotropicField shown = canvas.field();
        if (shown == null) {
            return false;
        }
        String name = shown.getName();
        ProgressRun.Outcome<DirectionField> other = ProgressRun.run(PlatformUI.getWorkbench().getProgressService(), NLS.bind(Messages.FieldBrushView_reading0,
                file.getFileName()),
                monitor -> ComparedField.read(file, name));
        if (other.problem() != null) {
            MessageDialog.openError(getSite().getShell(), Messages.FieldBrushView_compareFields, other.problem());
            return false;
        }
        if (other.value().isEmpty()) {
            return false;
        }
        canvas.compareWith(other.value().get(), file.getFileName().toString());
        return true;
    }

    /** Opens a field of a scenario editor in this view. */
    public void show(ScenarioEditor owner, AnisotropicField field) {
        editWith(owner);
        canvas.show(field, new BrushEdits(owner.getEditingDomain()));
        setContentDescription(String.format(Locale.ROOT, Messages.FieldBrushView_sOfSDD, field.getName(), owner.getPartName(),
                field.getColumns(), field.getRows(), field.getCellSize(), field.getDirectionBins()));
        setPartName(NLS.bind(Messages.FieldBrushView_fieldBrush0, field.getName()));
    }

    @Override
    protected void editorClosed() {
        canvas.show(null, null);
        setContentDescription("");
        setPartName(Messages.FieldBrushView_fieldBrush);
    }

    /** Follows the scenario editors' selection: an anisotropic field, or anything inside one, opens that field here. */
    @Override
    protected void selected(ScenarioEditor scenarioEditor, EObject element) {
        for (EObject container = element; container != null; container = container.eContainer()) {
            if (container instanceof AnisotropicField field) {
                if (field != canvas.field() || scenarioEditor != editor()) {
                    show(scenarioEditor, field);
                }
                return;
            }
        }
    }

    /** Chooses a tool as its tool-bar button does. */
    public void chooseTool(BrushTool tool) {
        for (ToolItem item : tools.getItems()) {
            item.setSelection(item.getData() == tool);
        }
        canvas.setTool(tool);
    }

    @Override
    public void setFocus() {
        canvas.control().setFocus();
    }
}
