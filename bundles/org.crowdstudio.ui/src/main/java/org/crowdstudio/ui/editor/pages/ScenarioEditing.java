package org.crowdstudio.ui.editor.pages;

import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.model.scenario.Scenario;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.domain.EditingDomain;

/**
 * What the scenario editor's pages need from the editor: the scenario, the editing domain every
 * change goes through, the installed steering algorithms and a way to open an element where a
 * bundle edits it. Pages depend on this rather than on the editor class, so they can be built and tested
 * on their own.
 */
public interface ScenarioEditing {

    /** The scenario being edited. */
    Scenario scenario();

    /** The domain whose command stack records every change (undo, redo, dirty marker). */
    EditingDomain getEditingDomain();

    /** The steering algorithms installed in the running workbench. */
    AlgorithmRegistry algorithms();

    /**
     * Opens an element where a contributed {@link org.crowdstudio.ui.editor.spi.ElementOpener}
     * edits it: an interaction field in the Field Sketch view, say.
     *
     * @return whether one opened it
     */
    boolean open(EObject element);

    /** Runs a command on the command stack if it can run; a command that cannot is ignored. */
    default void execute(Command command) {
        if (command != null && command.canExecute()) {
            getEditingDomain().getCommandStack().execute(command);
        }
    }
}
