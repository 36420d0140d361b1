package org.crowdstudio.ui.anisotropic;

import java.util.Locale;

import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.ui.canvas.Panels;
import org.crowdstudio.ui.editor.CommandStackAction;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IPropertyListener;
import org.eclipse.ui.ISaveablePart;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchPartConstants;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.part.ViewPart;

/**
 * The field brush (AF paper §3.4, §4.1): the anisotropic field selected in a scenario editor,
 * painted with a brush of a radius and strength, one-way or two-way, or rubbed out, over its
 * environment, with the entropy colour map following every stroke and the radar glyph of the cell
 * under the cursor. Its edits go on that scenario editor's command stack, so Edit > Undo, the
 * dirty marker and Save are the editor's.
 */
public final class FieldBrushView extends ViewPart implements ISaveablePart {

    public static final String ID = "org.crowdstudio.ui.views.anisotropicBrush";

    private final CommandStackAction undo = new CommandStackAction(true);
    private final CommandStackAction redo = new CommandStackAction(false);
    private final ISelectionListener follower = this::selectionChanged;
    private final IPropertyListener editorDirty = (source, property) -> {
        if (property == IWorkbenchPartConstants.PROP_DIRTY) {
            firePropertyChange(PROP_DIRTY);
        }
    };
    /** A closed scenario editor takes its field with it: nothing may be edited past its stack. */
    private final IPartListener2 editorCloser = new IPartListener2() {
        @Override
        public void partClosed(IWorkbenchPartReference reference) {
            if (editor != null && reference.getPart(false) == editor) {
                forgetEditor();
            }
        }
    };
    private ScenarioEditor editor;
    private BrushCanvas canvas;
    private ToolBar tools;
    private Spinner radius;
    private Spinner strength;

    @Override
    public void createPartControl(Composite parent) {
        Composite body = Panels.column(parent);
        createToolRow(body);
        canvas = new BrushCanvas(body);
        canvas.control().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        IActionBars bars = getViewSite().getActionBars();
        bars.setGlobalActionHandler(ActionFactory.UNDO.getId(), undo);
        bars.setGlobalActionHandler(ActionFactory.REDO.getId(), redo);
        getSite().getPage().addPostSelectionListener(follower);
        getSite().getPage().addPartListener(editorCloser);
        if (getSite().getPage().getActiveEditor() instanceof ScenarioEditor active) {
            selectionChanged(active, active.getSite().getSelectionProvider().getSelection());
        }
    }

    private void createToolRow(Composite body) {
        Composite row = new Composite(body, SWT.NONE);
        GridLayout layout = new GridLayout(7, false);
        layout.marginHeight = 2;
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
        new Label(row, SWT.NONE).setText("Radius (m):");
        radius = new Spinner(row, SWT.BORDER);
        radius.setDigits(1);
        radius.setValues(10, 1, 200, 1, 1, 5);
        radius.setToolTipText("How far beside a stroke its direction reaches (its range ρ), and the eraser's reach");
        radius.addListener(SWT.Modify, event -> canvas.setRadius(radius.getSelection() / 10.0));
        new Label(row, SWT.NONE).setText("Strength (%):");
        strength = new Spinner(row, SWT.BORDER);
        strength.setValues(100, 1, 100, 0, 5, 20);
        strength.setToolTipText("How much a new stroke weighs against others in the same cells (its weight μ)");
        strength.addListener(SWT.Modify, event -> canvas.setStrength(strength.getSelection() / 100.0));
        ToolBar fit = new ToolBar(row, SWT.FLAT);
        ToolItem fitItem = new ToolItem(fit, SWT.PUSH);
        fitItem.setText("Fit");
        fitItem.setToolTipText("Show the whole field");
        fitItem.addListener(SWT.Selection, event -> canvas.fit());
    }

    /** Opens a field of a scenario editor in this view. */
    public void show(ScenarioEditor owner, AnisotropicField field) {
        if (editor != owner) {
            if (editor != null) {
                editor.removePropertyListener(editorDirty);
            }
            editor = owner;
            editor.addPropertyListener(editorDirty);
            undo.track(editor.getEditingDomain().getCommandStack());
            redo.track(editor.getEditingDomain().getCommandStack());
            firePropertyChange(PROP_DIRTY);
        }
        canvas.show(field, new BrushEdits(editor.getEditingDomain()));
        setContentDescription(String.format(Locale.ROOT, "%s of %s: %d × %d cells of %s m, %d direction bins", field.getName(), editor.getPartName(),
                field.getColumns(), field.getRows(), field.getCellSize(), field.getDirectionBins()));
        setPartName("Field Brush: " + field.getName());
    }

    private void forgetEditor() {
        editor.removePropertyListener(editorDirty);
        editor = null;
        undo.track(null);
        redo.track(null);
        canvas.show(null, null);
        setContentDescription("");
        setPartName("Field Brush");
        firePropertyChange(PROP_DIRTY);
    }

    /** Follows the scenario editors' selection: an anisotropic field, or anything inside one, opens that field here. */
    private void selectionChanged(IWorkbenchPart part, ISelection chosen) {
        if (!(part instanceof ScenarioEditor scenarioEditor) || !(chosen instanceof IStructuredSelection structured)
                || !(structured.getFirstElement() instanceof EObject element)) {
            return;
        }
        for (EObject container = element; container != null; container = container.eContainer()) {
            if (container instanceof AnisotropicField field) {
                if (field != canvas.field() || scenarioEditor != editor) {
                    show(scenarioEditor, field);
                }
                return;
            }
        }
    }

    /** The drawing surface, for the workbench's tests and screenshots. */
    public BrushCanvas canvas() {
        return canvas;
    }

    /** Chooses a tool as its tool-bar button does. */
    public void chooseTool(BrushTool tool) {
        for (ToolItem item : tools.getItems()) {
            item.setSelection(item.getData() == tool);
        }
        canvas.setTool(tool);
    }

    /** Sets the brush radius, metres, as its spinner does. */
    public void chooseRadius(double metres) {
        radius.setSelection((int) Math.round(metres * 10));
        canvas.setRadius(radius.getSelection() / 10.0);
    }

    // Save acts on the scenario editor whose field is shown: the field is part of its file.

    @Override
    public void doSave(IProgressMonitor monitor) {
        if (editor != null) {
            editor.doSave(monitor);
        }
    }

    @Override
    public void doSaveAs() {
        if (editor != null) {
            editor.doSaveAs();
        }
    }

    @Override
    public boolean isDirty() {
        return editor != null && editor.isDirty();
    }

    @Override
    public boolean isSaveAsAllowed() {
        return editor != null;
    }

    /** The scenario editor asks before its unsaved work is closed; the view need not ask again. */
    @Override
    public boolean isSaveOnCloseNeeded() {
        return false;
    }

    @Override
    public void setFocus() {
        canvas.control().setFocus();
    }

    @Override
    public void dispose() {
        getSite().getPage().removePostSelectionListener(follower);
        getSite().getPage().removePartListener(editorCloser);
        if (editor != null) {
            editor.removePropertyListener(editorDirty);
        }
        undo.track(null);
        redo.track(null);
        super.dispose();
    }
}
