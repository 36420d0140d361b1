package org.crowdstudio.ui.editor;

import java.util.EventObject;

import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CommandStack;
import org.eclipse.emf.common.command.CommandStackListener;
import org.eclipse.jface.action.Action;

/**
 * Edit > Undo or Edit > Redo on the active editor's command stack, enabled when there is
 * something to undo or redo and labelled with what it is ("Undo Set Name").
 */
public final class CommandStackAction extends Action implements CommandStackListener {

    private final boolean undo;
    private CommandStack stack;

    public CommandStackAction(boolean undo) {
        this.undo = undo;
        update();
    }

    /** Follows another stack (the newly active editor's), or none. */
    public void track(CommandStack newStack) {
        if (stack != null) {
            stack.removeCommandStackListener(this);
        }
        stack = newStack;
        if (stack != null) {
            stack.addCommandStackListener(this);
        }
        update();
    }

    @Override
    public void run() {
        if (stack == null) {
            return;
        }
        if (undo && stack.canUndo()) {
            stack.undo();
        } else if (!undo && stack.canRedo()) {
            stack.redo();
        }
    }

    @Override
    public void commandStackChanged(EventObject event) {
        update();
    }

    private void update() {
        Command next = stack == null ? null : undo ? stack.getUndoCommand() : stack.getRedoCommand();
        boolean possible = stack != null && (undo ? stack.canUndo() : stack.canRedo());
        setEnabled(possible);
        String verb = undo ? "&Undo" : "&Redo";
        String label = next != null && next.getLabel() != null ? verb + " " + next.getLabel() : verb;
        setText(label + (undo ? "\tCtrl+Z" : "\tCtrl+Y"));
    }
}
