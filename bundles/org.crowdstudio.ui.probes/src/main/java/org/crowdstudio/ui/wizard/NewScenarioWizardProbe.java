package org.crowdstudio.ui.wizard;


/** What the workbench's tests read and press in NewScenarioWizard; a test fragment, never shipped. */
public final class NewScenarioWizardProbe {

    private NewScenarioWizardProbe() {
    }

    /** Fills the page's fields as a person would. */
    public static void fill(NewScenarioWizard newScenarioWizard, String folder, String fileName, String startFrom) {
        NewScenarioPageProbe.fill(newScenarioWizard.details, folder, fileName, startFrom);
    }
}
