package org.crowdstudio.ui.editor.pages;

import org.eclipse.core.runtime.ListenerList;
import org.eclipse.jface.viewers.IPostSelectionProvider;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;

/**
 * One selection made of several viewers': the last selection made in any of them. A page with
 * two tables gives the workbench one selection this way, and the editor gives the workbench (the
 * Properties view, the sketch editor) the selection of the page the artist works on.
 */
public final class SelectionFunnel implements IPostSelectionProvider {

    private final ListenerList<ISelectionChangedListener> listeners = new ListenerList<>();
    private final ListenerList<ISelectionChangedListener> postListeners = new ListenerList<>();
    private ISelection current = StructuredSelection.EMPTY;
    private ISelectionProvider lastSource;

    /** From now on a selection made in the source becomes this selection. */
    public void follow(ISelectionProvider source) {
        source.addSelectionChangedListener(event -> {
            lastSource = source;
            take(event.getSelection());
        });
    }

    /** Takes the selection of a source now, as when the page it belongs to is brought to front. */
    public void adopt(ISelectionProvider source) {
        lastSource = source;
        take(source.getSelection());
    }

    /** Takes a selection no viewer holds, e.g. the element a page is about. */
    public void take(ISelection selection) {
        current = selection == null ? StructuredSelection.EMPTY : selection;
        SelectionChangedEvent event = new SelectionChangedEvent(this, current);
        listeners.forEach(listener -> listener.selectionChanged(event));
        postListeners.forEach(listener -> listener.selectionChanged(event));
    }

    @Override
    public ISelection getSelection() {
        return current;
    }

    /** Selects in the viewer the selection last came from, or takes the selection as it is. */
    @Override
    public void setSelection(ISelection selection) {
        if (lastSource != null) {
            lastSource.setSelection(selection);
        } else {
            take(selection);
        }
    }

    @Override
    public void addSelectionChangedListener(ISelectionChangedListener listener) {
        listeners.add(listener);
    }

    @Override
    public void removeSelectionChangedListener(ISelectionChangedListener listener) {
        listeners.remove(listener);
    }

    @Override
    public void addPostSelectionChangedListener(ISelectionChangedListener listener) {
        postListeners.add(listener);
    }

    @Override
    public void removePostSelectionChangedListener(ISelectionChangedListener listener) {
        postListeners.remove(listener);
    }
}
