package org.crowdstudio.ui;

import org.crowdstudio.ui.algorithms.InstalledAlgorithmsView;
import org.crowdstudio.ui.editor.ProblemsView;
import org.crowdstudio.ui.navigator.ScenarioFolderView;
import org.crowdstudio.ui.start.StartView;
import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

/**
 * "Crowd Authoring": scenario editors on the left with the Properties and Problems views under
 * them, the start page and the scenarios on the right. The bundles of the simulation and of the
 * methods stack their views there through perspective extensions (the Simulation view, the field
 * sketch editor and the field brush beside the scenarios, the Agent Inspector and the Plots beside
 * the Properties), so the artist sketches, plays and adjusts without moving a window.
 */
public final class CrowdAuthoringPerspective implements IPerspectiveFactory {

    /** The perspective id, as registered in plugin.xml. */
    public static final String ID = "org.crowdstudio.ui.perspectives.authoring";
    /** The platform's Error Log view. */
    public static final String ERROR_LOG = "org.eclipse.pde.runtime.LogView";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        layout.setEditorAreaVisible(true);
        layout.setFixed(false);
        String editors = layout.getEditorArea();
        IFolderLayout right = layout.createFolder("org.crowdstudio.ui.folders.live", IPageLayout.RIGHT, 0.42f, editors);
        // The start page first: a newcomer sees the examples before an empty sketch.
        right.addView(StartView.ID);
        right.addView(ScenarioFolderView.ID);
        IFolderLayout bottom = layout.createFolder("org.crowdstudio.ui.folders.details", IPageLayout.BOTTOM, 0.62f, editors);
        bottom.addView(IPageLayout.ID_PROP_SHEET);
        bottom.addView(ProblemsView.ID);
        // Unexpected failures (a plug-in's broken overlay, an algorithm that throws) are logged here with their stack traces.
        bottom.addPlaceholder(ERROR_LOG);
        bottom.addPlaceholder(InstalledAlgorithmsView.ID);
        layout.addShowViewShortcut(StartView.ID);
        layout.addShowViewShortcut(IPageLayout.ID_PROP_SHEET);
        layout.addShowViewShortcut(ProblemsView.ID);
        layout.addShowViewShortcut(ERROR_LOG);
        layout.addShowViewShortcut(InstalledAlgorithmsView.ID);
    }
}
