package org.crowdstudio.ui;

import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

/**
 * "Crowd Authoring": the editor area in the middle, where scenario and sketch editors open.
 * Views (explorer, simulation, plots, properties) are placed around it as they arrive.
 */
public final class CrowdAuthoringPerspective implements IPerspectiveFactory {

    /** The perspective id, as registered in plugin.xml. */
    public static final String ID = "org.crowdstudio.ui.perspectives.authoring";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        layout.setEditorAreaVisible(true);
        layout.setFixed(false);
    }
}
