package org.crowdstudio.ui.editor.spi;

import org.crowdstudio.ui.editor.ScenarioEditor;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.ui.PartInitException;

/**
 * Opens an element of a scenario where a bundle edits it: the Field Sketch view for an interaction
 * field, say. When the artist double-clicks an element (in a page's table, in the Tree page), the
 * scenario editor asks every opener in turn, by id, and the first that opens it wins; the editor
 * names none of them. Registered through the extension point {@code org.crowdstudio.ui.elementOpeners};
 * one instance serves every editor.
 */
public interface ElementOpener {

    /** @return a stable id, unique among openers */
    String id();

    /**
     * Opens the element, or the element of its kind that holds it (the field a keyframe belongs
     * to), for this editor. Runs on the UI thread.
     *
     * @return whether it opened anything; false when the element is not of a kind it edits
     * @throws PartInitException if its view or editor could not be opened
     */
    boolean open(ScenarioEditor editor, EObject element) throws PartInitException;
}
