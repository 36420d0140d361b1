package org.crowdstudio.ui.editor;

import org.eclipse.emf.edit.domain.IEditingDomainProvider;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.part.EditorActionBarContributor;

/** Connects Edit > Undo and Redo to the command stack of whichever scenario editor is active. */
public final class ScenarioEditorContributor extends EditorActionBarContributor {

    private final CommandStackAction undo = new CommandStackAction(true);
    private final CommandStackAction redo = new CommandStackAction(false);

    @Override
    public void setActiveEditor(IEditorPart editor) {
        var stack = editor instanceof IEditingDomainProvider provider ? provider.getEditingDomain().getCommandStack() : null;
        undo.track(stack);
        redo.track(stack);
        IActionBars bars = getActionBars();
        bars.setGlobalActionHandler(ActionFactory.UNDO.getId(), undo);
        bars.setGlobalActionHandler(ActionFactory.REDO.getId(), redo);
        bars.updateActionBars();
    }

    @Override
    public void dispose() {
        undo.track(null);
        redo.track(null);
        super.dispose();
    }
}
