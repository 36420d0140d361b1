package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.tests.Screens.distinctColours;
import static org.crowdstudio.ui.tests.Screens.mainWindow;
import static org.crowdstudio.ui.tests.Screens.screenshot;
import static org.crowdstudio.ui.tests.Screens.waitUntil;

import java.nio.file.Path;

import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.simulation.SimulationView;
import org.crowdstudio.ui.simulation.SimulationViewProbe;
import org.crowdstudio.ui.start.StartView;
import org.crowdstudio.ui.start.StartViewProbe;
import org.eclipse.swt.graphics.ImageData;
import org.junit.jupiter.api.Test;

/** A newcomer opens Crowd Studio, sees the examples on the start page and plays one with one click. */
class StartViewTest extends WorkbenchTestCase {

    @Test
    void theStartPageShowsEveryExampleWithItsThumbnailAndOneClickOpensACopyAndPlaysIt() throws Exception {
        Path copies = folder.resolve("examples");
        StartViewProbe.useExamplesFolder(copies);
        mainWindow().getShell().setSize(1280, 800);
        StartView start = (StartView) mainWindow().getActivePage().showView(StartView.ID);
        waitUntil(() -> StartViewProbe.examplesShownAndDrawn(start)[1] == StartViewProbe.examplesShownAndDrawn(start)[0], 30_000, "every example's thumbnail is drawn");
        assertThat(StartViewProbe.examplesShownAndDrawn(start)[0]).as("the shipped examples").isGreaterThanOrEqualTo(23);
        ImageData picture = screenshot(mainWindow().getShell(), "start-page.png");
        assertThat(distinctColours(picture)).isGreaterThan(30);

        StartViewProbe.openAndPlay(start, "corridor.crowd");

        assertThat(copies.resolve("corridor.crowd")).as("the artist's own copy").exists();
        assertThat(mainWindow().getActivePage().getActiveEditor()).isInstanceOf(ScenarioEditor.class);
        assertThat(((ScenarioEditor) mainWindow().getActivePage().getActiveEditor()).file()).isEqualTo(copies.resolve("corridor.crowd"));
        SimulationView simulation = (SimulationView) mainWindow().getActivePage().findView(SimulationView.ID);
        waitUntil(() -> SimulationViewProbe.stepCount(simulation) > 10, 30_000, "the example plays");
        SimulationViewProbe.playButton(simulation).setSelection(false);
        SimulationViewProbe.playButton(simulation).notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
    }

    @Test
    void theStartPageOpensTheUserGuide() throws Exception {
        StartView start = (StartView) mainWindow().getActivePage().showView(StartView.ID);

        org.eclipse.ui.IEditorPart guide = start.openUserGuide();

        assertThat(guide).as("an editor shows the guide").isNotNull();
        assertThat(guide.getTitle()).isEqualTo("USER-GUIDE.md");
        // A file editor's tool tip is the file's path.
        assertThat(java.nio.file.Files.readString(java.nio.file.Path.of(guide.getEditorInput().getToolTipText())))
                .startsWith("# Crowd Studio user guide");
    }
}
