package org.crowdstudio.ui.fields;

import org.crowdstudio.model.scenario.FieldKind;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.Keyframe;
import org.crowdstudio.ui.canvas.Panels;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.editor.ScenarioEditorView;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.views.properties.IPropertySheetPage;
import org.eclipse.ui.views.properties.PropertySheetPage;

/**
 * The interaction-field sketch editor (IF paper §5, Fig. 5–6): the field selected in a scenario
 * editor, one keyframe at a time, drawn on a canvas in its source's frame with the baked field
 * previewed live. Its edits go on that scenario editor's command stack, so Edit > Undo, the dirty
 * marker and Save are the editor's.
 */
public final class FieldSketchView extends ScenarioEditorView {

    public static final String ID = "org.crowdstudio.ui.views.fieldSketch";

    private final ElementSelection selection = new ElementSelection();
    SketchCanvas canvas;
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
        followScenarioEditors();
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
        new Label(settings, SWT.NONE).setText(Messages.FieldSketchView_newCurveMagnitudeMS);
        magnitude = new Spinner(settings, SWT.BORDER);
        magnitude.setDigits(1);
        magnitude.setValues(18, 0, 100, 1, 1, 5);
        magnitude.setToolTipText(Messages.FieldSketchView_theSpeedNewGuideCurves);
        magnitude.addListener(SWT.Modify, event -> canvas.setNewCurveMagnitude(magnitude.getSelection() / 10.0));
        ToolBar fit = new ToolBar(settings, SWT.FLAT);
        ToolItem fitItem = new ToolItem(fit, SWT.PUSH);
        fitItem.setText(Messages.FieldSketchView_fit);
        fitItem.setToolTipText(Messages.FieldSketchView_showTheWholeDomain);
        fitItem.addListener(SWT.Selection, event -> canvas.fit());
    }

    /** Opens a field of a scenario editor in this view, at its first keyframe. */
    public void show(ScenarioEditor owner, InteractionField field) {
        show(owner, field, field.getKeyframes().isEmpty() ? null : field.getKeyframes().get(0));
    }

    private void show(ScenarioEditor owner, InteractionField field, Keyframe keyframe) {
        editWith(owner);
        ScenarioEditor editor = editor();
        SketchEdits edits = new SketchEdits(editor.getEditingDomain());
        canvas.show(field, keyframe, edits);
        keyframes.show(field, keyframe, edits);
        boolean orientation = field.getKind() == FieldKind.ORIENTATION;
        magnitude.setEnabled(!orientation);
        // An orientation field's curves give directions only (IF paper §5.2): magnitude 1.
        canvas.setNewCurveMagnitude(orientation ? 1 : magnitude.getSelection() / 10.0);
        setContentDescription(NLS.bind(Messages.FieldSketchView_01Of2InIts, field.getName(),
                orientation ? Messages.FieldSketchView_orientationField : Messages.FieldSketchView_velocityField, editor.getPartName()));
        setPartName(NLS.bind(Messages.FieldSketchView_fieldSketch0, field.getName()));
    }

    @Override
    protected void editorClosed() {
        canvas.show(null, null, null);
        keyframes.show(null, null, null);
        selection.set(StructuredSelection.EMPTY);
        setContentDescription("");
        setPartName(Messages.FieldSketchView_fieldSketch);
    }

    private void showKeyframe(Keyframe keyframe) {
        if (editor() != null && canvas.field() != null) {
            show(editor(), canvas.field(), keyframe);
        }
    }

    /** Follows the scenario editors' selection: a field, or anything inside one, opens that field here. */
    @Override
    protected void selected(ScenarioEditor scenarioEditor, EObject element) {
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
        if (field == canvas.field() && scenarioEditor == editor() && (keyframe == null || keyframe == canvas.keyframe())) {
            return;
        }
        show(scenarioEditor, field, keyframe != null ? keyframe : field.getKeyframes().isEmpty() ? null : field.getKeyframes().get(0));
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
        if (adapter == IPropertySheetPage.class && editor() != null) {
            PropertySheetPage page = new PropertySheetPage();
            page.setPropertySourceProvider(editor().propertySources());
            return adapter.cast(page);
        }
        return super.getAdapter(adapter);
    }

    @Override
    public void setFocus() {
        canvas.control().setFocus();
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
