package org.crowdstudio.ui.editor;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
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
 * A view that edits what is selected in a scenario editor, on that editor's command stack: Edit >
 * Undo and Redo, the dirty marker and Save are the editor's, and a closed editor takes what the
 * view showed with it. The field sketch and a method's own views (the field brush, say) are such
 * views; a third party's view extends this class the same way.
 */
public abstract class ScenarioEditorView extends ViewPart implements ISaveablePart {

    private final CommandStackAction undo = new CommandStackAction(true);
    private final CommandStackAction redo = new CommandStackAction(false);
    private final ISelectionListener follower = this::selectionChanged;
    private final IPropertyListener editorDirty = (source, property) -> {
        if (property == IWorkbenchPartConstants.PROP_DIRTY) {
            firePropertyChange(PROP_DIRTY);
        }
    };
    /** A closed scenario editor takes its element with it: nothing may be edited past its stack. */
    private final IPartListener2 editorCloser = new IPartListener2() {
        @Override
        public void partClosed(IWorkbenchPartReference reference) {
            if (editor != null && reference.getPart(false) == editor) {
                forgetEditor();
            }
        }
    };
    private ScenarioEditor editor;

    /**
     * Takes over Undo and Redo and starts following the scenario editors' selection, beginning
     * with the active editor's. Call at the end of {@code createPartControl}.
     */
    protected final void followScenarioEditors() {
        IActionBars bars = getViewSite().getActionBars();
        bars.setGlobalActionHandler(ActionFactory.UNDO.getId(), undo);
        bars.setGlobalActionHandler(ActionFactory.REDO.getId(), redo);
        getSite().getPage().addPostSelectionListener(follower);
        getSite().getPage().addPartListener(editorCloser);
        if (getSite().getPage().getActiveEditor() instanceof ScenarioEditor active) {
            selectionChanged(active, active.getSite().getSelectionProvider().getSelection());
        }
    }

    /**
     * An element was selected in a scenario editor: show it if it is, or lies in, what this view
     * edits, and call {@link #editWith} before editing it.
     */
    protected abstract void selected(ScenarioEditor scenarioEditor, EObject element);

    /** The editor whose element was shown is closed: show nothing. */
    protected abstract void editorClosed();

    /** Makes the view's edits go on this editor's command stack from now on. */
    protected final void editWith(ScenarioEditor owner) {
        if (editor == owner) {
            return;
        }
        if (editor != null) {
            editor.removePropertyListener(editorDirty);
        }
        editor = owner;
        editor.addPropertyListener(editorDirty);
        undo.track(editor.getEditingDomain().getCommandStack());
        redo.track(editor.getEditingDomain().getCommandStack());
        firePropertyChange(PROP_DIRTY);
    }

    /** @return the scenario editor whose element is shown, or null */
    protected final ScenarioEditor editor() {
        return editor;
    }

    private void forgetEditor() {
        editor.removePropertyListener(editorDirty);
        editor = null;
        undo.track(null);
        redo.track(null);
        editorClosed();
        firePropertyChange(PROP_DIRTY);
    }

    private void selectionChanged(IWorkbenchPart part, ISelection chosen) {
        if (part instanceof ScenarioEditor scenarioEditor && chosen instanceof IStructuredSelection structured
                && structured.getFirstElement() instanceof EObject element) {
            selected(scenarioEditor, element);
        }
    }

    // Save acts on the scenario editor whose element is shown: it is part of its file.

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
