package org.crowdstudio.ui.sketch;

import org.crowdstudio.model.scenario.FieldKind;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.Keyframe;
import org.crowdstudio.ui.canvas.Panels;
import org.crowdstudio.ui.editor.CommandStackAction;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;
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
import org.eclipse.ui.ISaveablePart;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchPartConstants;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.part.ViewPart;
import org.eclipse.ui.views.properties.IPropertySheetPage;
import org.eclipse.ui.views.properties.PropertySheetPage;

/**
 * The interaction-field sketch editor (IF paper §5, Fig. 5–6): the field selected in a scenario
 * editor, one keyframe at a time, drawn on a canvas in its source's frame with the baked field
 * previewed live. Its edits go on that scenario editor's command stack, so Edit > Undo, the dirty
 * marker and Save are the editor's.
 */
public final class FieldSketchView extends ViewPart implements ISaveablePart {

    public static final String ID = "org.crowdstudio.ui.views.fieldSketch";

    private final CommandStackAction undo = new CommandStackAction(true);
    private final CommandStackAction redo = new CommandStackAction(false);
    private final ElementSelection selection = new ElementSelection();
    private final ISelectionListener follower = this::selectionChanged;
    private final org.eclipse.ui.IPropertyListener editorDirty = (source, property) -> {
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
    private SketchCanvas canvas;
    private KeyframeStrip keyframes;
    private Spinner magnitude;
    private ToolBar tools;

    @Override
    public void createPartControl(Composite parent) {
        Composite body = Panels.column(parent);
        createToolRow(body);
        keyframes = new KeyframeStrip(body);
        keyframes.control().setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        keyframes.onChoice(this::showKeyframe);
        canvas = new SketchCanvas(body);
        canvas.control().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        canvas.onSelection(element -> selection.set(element == null ? StructuredSelection.EMPTY : new StructuredSelection(element)));
        canvas.onModelChange(() -> keyframes.refresh());
        canvas.onKeyframeGone(() -> showKeyframe(canvas.field() == null || canvas.field().getKeyframes().isEmpty() ? null
                : canvas.field().getKeyframes().get(0)));
        getSite().setSelectionProvider(selection);
        IActionBars bars = getViewSite().getActionBars();
        bars.setGlobalActionHandler(ActionFactory.UNDO.getId(), undo);
        bars.setGlobalActionHandler(ActionFactory.REDO.getId(), redo);
        getSite().getPage().addPostSelectionListener(follower);
        getSite().getPage().addPartListener(editorCloser);
        if (getSite().getPage().getActiveEditor() instanceof ScenarioEditor active) {
            selectionChanged(active, active.tree().getSelection());
        }
    }

    private void createToolRow(Composite body) {
        Composite row = new Composite(body, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginHeight = 2;
        row.setLayout(layout);
        row.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        tools = new ToolBar(row, SWT.FLAT | SWT.RIGHT);
        tools.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        for (SketchTool tool : SketchTool.values()) {
            ToolItem item = new ToolItem(tools, SWT.RADIO);
            item.setText(tool.label());
            item.setToolTipText(tool.hint());
            item.setData(tool);
            item.setSelection(tool == SketchTool.SELECT);
            item.addListener(SWT.Selection, event -> {
                if (item.getSelection()) {
                    canvas.setTool(tool);
                }
            });
        }
        Composite settings = new Composite(row, SWT.NONE);
        GridLayout settingsLayout = new GridLayout(3, false);
        settingsLayout.marginHeight = 0;
        settingsLayout.marginWidth = 0;
        settings.setLayout(settingsLayout);
        new Label(settings, SWT.NONE).setText("New curve magnitude (m/s):");
        magnitude = new Spinner(settings, SWT.BORDER);
        magnitude.setDigits(1);
        magnitude.setValues(18, 0, 100, 1, 1, 5);
        magnitude.setToolTipText("The speed new guide curves ask for; a selected curve's own magnitude is in the Properties view");
        magnitude.addListener(SWT.Modify, event -> canvas.setNewCurveMagnitude(magnitude.getSelection() / 10.0));
        ToolBar fit = new ToolBar(settings, SWT.FLAT);
        ToolItem fitItem = new ToolItem(fit, SWT.PUSH);
        fitItem.setText("Fit");
        fitItem.setToolTipText("Show the whole domain");
        fitItem.addListener(SWT.Selection, event -> canvas.fit());
    }

    /** Opens a field of a scenario editor in this view, at its first keyframe. */
    public void show(ScenarioEditor owner, InteractionField field) {
        show(owner, field, field.getKeyframes().isEmpty() ? null : field.getKeyframes().get(0));
    }

    private void show(ScenarioEditor owner, InteractionField field, Keyframe keyframe) {
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
        SketchEdits edits = new SketchEdits(editor.getEditingDomain());
        canvas.show(field, keyframe, edits);
        keyframes.show(field, keyframe, edits);
        boolean orientation = field.getKind() == FieldKind.ORIENTATION;
        magnitude.setEnabled(!orientation);
        // An orientation field's curves give directions only (IF paper §5.2): magnitude 1.
        canvas.setNewCurveMagnitude(orientation ? 1 : magnitude.getSelection() / 10.0);
        setContentDescription(field.getName() + (orientation ? " — orientation field" : " — velocity field") + " of " + editor.getPartName()
                + ", in its source's frame (source at the origin, facing down)");
        setPartName("Field Sketch: " + field.getName());
    }

    private void forgetEditor() {
        editor.removePropertyListener(editorDirty);
        editor = null;
        undo.track(null);
        redo.track(null);
        canvas.show(null, null, null);
        keyframes.show(null, null, null);
        selection.set(StructuredSelection.EMPTY);
        setContentDescription("");
        setPartName("Field Sketch");
        firePropertyChange(PROP_DIRTY);
    }

    private void showKeyframe(Keyframe keyframe) {
        if (editor != null && canvas.field() != null) {
            show(editor, canvas.field(), keyframe);
        }
    }

    /** Follows the scenario editors' selection: a field, or anything inside one, opens that field here. */
    private void selectionChanged(IWorkbenchPart part, ISelection chosen) {
        if (!(part instanceof ScenarioEditor scenarioEditor) || !(chosen instanceof IStructuredSelection structured)
                || !(structured.getFirstElement() instanceof EObject element)) {
            return;
        }
        InteractionField field = null;
        Keyframe keyframe = null;
        for (EObject container = element; container != null; container = container.eContainer()) {
            if (container instanceof Keyframe found && keyframe == null) {
                keyframe = found;
            }
            if (container instanceof InteractionField found) {
                field = found;
                break;
            }
        }
        if (field == null) {
            return;
        }
        if (field == canvas.field() && scenarioEditor == editor && (keyframe == null || keyframe == canvas.keyframe())) {
            return;
        }
        show(scenarioEditor, field, keyframe != null ? keyframe : field.getKeyframes().isEmpty() ? null : field.getKeyframes().get(0));
    }

    /** The drawing surface, for the workbench's tests and screenshots. */
    public SketchCanvas canvas() {
        return canvas;
    }

    /** Chooses a tool as its tool-bar button does. */
    public void chooseTool(SketchTool tool) {
        for (ToolItem item : tools.getItems()) {
            item.setSelection(item.getData() == tool);
        }
        canvas.setTool(tool);
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        if (adapter == IPropertySheetPage.class && editor != null) {
            PropertySheetPage page = new PropertySheetPage();
            page.setPropertySourceProvider(editor.propertySources());
            return adapter.cast(page);
        }
        return super.getAdapter(adapter);
    }

    // Save acts on the scenario editor whose field is shown: the sketch is part of its file.

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

    /** The element selected on the canvas, for the Properties view. */
    private static final class ElementSelection implements ISelectionProvider {
        private final org.eclipse.core.runtime.ListenerList<ISelectionChangedListener> listeners = new org.eclipse.core.runtime.ListenerList<>();
        private ISelection current = StructuredSelection.EMPTY;

        void set(ISelection selection) {
            current = selection;
            SelectionChangedEvent event = new SelectionChangedEvent(this, selection);
            listeners.forEach(listener -> listener.selectionChanged(event));
        }

        @Override
        public void addSelectionChangedListener(ISelectionChangedListener listener) {
            listeners.add(listener);
        }

        @Override
        public ISelection getSelection() {
            return current;
        }

        @Override
        public void removeSelectionChangedListener(ISelectionChangedListener listener) {
            listeners.remove(listener);
        }

        @Override
        public void setSelection(ISelection selection) {
            set(selection);
        }
    }
}
