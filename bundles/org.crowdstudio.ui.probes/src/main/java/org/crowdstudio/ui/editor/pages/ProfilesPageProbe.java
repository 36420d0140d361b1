package org.crowdstudio.ui.editor.pages;

import java.util.List;

import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.ui.editor.spi.ProfileSection;
import org.eclipse.jface.viewers.StructuredSelection;
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

    /** Shows a profile's details, as a click on it in the list does. */
    public static void select(ProfilesPage page, BehaviourProfile chosen) {
        page.profiles.viewer().setSelection(new StructuredSelection(chosen), true);
    }

    /** The stages of the shown profile's pipeline, in pipeline order. */
    public static List<StageEditor> stages(ProfilesPage page) {
        return List.copyOf(page.stages);
    }

    /** The editor of the stage with these settings. */
    public static StageEditor stage(ProfilesPage page, AlgorithmSettings settings) {
        return page.stages.stream().filter(stage -> stage.slot().settings() == settings).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no stage shows " + settings));
    }
}
