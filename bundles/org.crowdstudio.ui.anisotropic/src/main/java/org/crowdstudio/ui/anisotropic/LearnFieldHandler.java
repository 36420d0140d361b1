package org.crowdstudio.ui.anisotropic;

import org.crowdstudio.ui.editor.ScenarioEditor;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

/** Opens Learn Field from Trajectories for the active scenario editor (File menu). */
public final class LearnFieldHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
        if (window == null) {
            return null;
        }
        if (window.getActivePage() != null && window.getActivePage().getActiveEditor() instanceof ScenarioEditor editor) {
            new WizardDialog(window.getShell(), new LearnFieldWizard(editor)).open();
        } else {
            MessageDialog.openInformation(window.getShell(), Messages.LearnFieldHandler_learnFieldFromTrajectories,
                    Messages.LearnFieldHandler_openTheScenarioToLearn);
        }
        return null;
    }
}
