package org.crowdstudio.ui.wizard;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

/** Opens the New Crowd Scenario wizard (File > New Scenario..., Ctrl+N). */
public final class NewScenarioHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
        if (window != null) {
            new WizardDialog(window.getShell(), new NewScenarioWizard(window.getActivePage())).open();
        }
        return null;
    }
}
