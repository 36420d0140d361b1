package org.crowdstudio.ui.wizard;

import java.io.IOException;
import java.nio.file.Path;

import org.crowdstudio.ui.Messages;
import org.eclipse.core.filesystem.EFS;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;

/** File > New Scenario...: writes a new .crowd file and opens it in the scenario editor. */
public final class NewScenarioWizard extends Wizard implements INewWizard {

    private IWorkbenchPage page;
    final NewScenarioPage details = new NewScenarioPage();

    public NewScenarioWizard(IWorkbenchPage page) {
        this.page = page;
        setWindowTitle(Messages.NewScenarioPage_newCrowdScenario);
        setNeedsProgressMonitor(false);
    }

    /** For File > New > Other... (the new-wizard registry), which makes the wizard and then calls {@link #init}. */
    public NewScenarioWizard() {
        this(null);
    }

    @Override
    public void init(IWorkbench workbench, IStructuredSelection selection) {
        if (page == null && workbench.getActiveWorkbenchWindow() != null) {
            page = workbench.getActiveWorkbenchWindow().getActivePage();
        }
    }

    @Override
    public void addPages() {
        addPage(details);
    }

    @Override
    public boolean performFinish() {
        Path file = details.file();
        try {
            ScenarioTemplates.create(details.startFrom(), details.scenarioName(), file);
        } catch (IOException failed) {
            details.setErrorMessage(NLS.bind(Messages.NewScenarioWizard_couldNotWrite01, file, failed.getMessage()));
            return false;
        }
        try {
            IDE.openEditorOnFileStore(page, EFS.getLocalFileSystem().getStore(file.toUri()));
        } catch (PartInitException cannotOpen) {
            details.setErrorMessage(NLS.bind(Messages.NewScenarioWizard_0WasCreatedButCannot, file.getFileName(), cannotOpen.getMessage()));
            return false;
        }
        return true;
    }
}
