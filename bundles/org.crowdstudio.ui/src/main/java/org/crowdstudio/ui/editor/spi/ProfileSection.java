package org.crowdstudio.ui.editor.spi;

import java.util.function.Supplier;

import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.ui.editor.pages.ScenarioEditing;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.forms.widgets.FormToolkit;

/**
 * A section a bundle adds to the Profiles page under the selected profile's steering pipeline: a
 * method's own settings of a profile (how its agents keep to their groups, say). The page names
 * none of them. Registered through the extension point {@code org.crowdstudio.ui.profileSections};
 * one instance serves every editor.
 */
public interface ProfileSection {

    /** @return a stable id, unique among profile sections */
    String id();

    /** @return where the section sits under the pipeline: lower first */
    int position();

    /** @return the section's title, e.g. "Groups (Velocity Connection)" */
    String title();

    /** @return one or two sentences under the title: what the settings do */
    String description();

    /**
     * Builds the section's controls for the profile details being shown. Called on the UI thread
     * each time the page builds the details anew.
     *
     * @param client the section's body, a one-column grid
     * @param profile the shown profile, asked for on every use; null for none
     */
    Content create(Composite client, FormToolkit toolkit, ScenarioEditing editing, Supplier<BehaviourProfile> profile);

    /** The controls one section built. */
    interface Content {

        /** Shows the profile as it is now. @return whether controls were built anew, so the page needs a new layout */
        boolean refresh();
    }
}
