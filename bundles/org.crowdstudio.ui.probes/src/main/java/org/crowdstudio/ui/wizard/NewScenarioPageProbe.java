package org.crowdstudio.ui.wizard;


/** What the workbench's tests read and press in NewScenarioPage; a test fragment, never shipped. */
public final class NewScenarioPageProbe {

    private NewScenarioPageProbe() {
    }

    /** Fills the fields as a person would type them. */
    public static void fill(NewScenarioPage newScenarioPage, String folderPath, String fileName, String startChoice) {
        newScenarioPage.folder.setText(folderPath);
        newScenarioPage.name.setText(fileName);
        newScenarioPage.start.setText(startChoice);
        newScenarioPage.check();
    }
}
