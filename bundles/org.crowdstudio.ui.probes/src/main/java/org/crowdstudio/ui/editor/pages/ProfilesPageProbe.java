package org.crowdstudio.ui.editor.pages;

import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.ui.editor.spi.ProfileSection;
import org.eclipse.swt.widgets.Button;

/** What the workbench's tests read and press in ProfilesPage; a test fragment, never shipped. */
public final class ProfilesPageProbe {

    private ProfilesPageProbe() {
    }

    /** The button that adds a new profile. */
    public static Button newProfileButton(ProfilesPage profilesPage) {
        return profilesPage.newProfileButton;
    }

    /** What the contributed section with this id built for the shown profile; null if none. */
    public static ProfileSection.Content contributedSection(ProfilesPage profilesPage, String id) {
        return profilesPage.contributed.get(id);
    }

    /** The button that appends a stage of this kind to the shown pipeline. */
    public static Button addStageButton(ProfilesPage profilesPage, Stage<?> stage) {
        return profilesPage.addButtons.get(stage);
    }
}
