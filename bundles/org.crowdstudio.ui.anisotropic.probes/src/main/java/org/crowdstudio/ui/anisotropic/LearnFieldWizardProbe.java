package org.crowdstudio.ui.anisotropic;


/** What the workbench's tests read and press in LearnFieldWizard; a test fragment, never shipped. */
public final class LearnFieldWizardProbe {

    private LearnFieldWizardProbe() {
    }

    /** Fills the page as a person would. */
    public static void fill(LearnFieldWizard learnFieldWizard, String trajectories, String format, String field) {
        TrajectoriesPageProbe.fill(learnFieldWizard.page, trajectories, format, field);
    }
}
