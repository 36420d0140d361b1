package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.tests.Screens.distinctColours;
import static org.crowdstudio.ui.tests.Screens.flushEvents;
import static org.crowdstudio.ui.tests.Screens.mainWindow;
import static org.crowdstudio.ui.tests.Screens.screenshot;

import java.nio.file.Files;
import java.nio.file.Path;

import org.crowdstudio.ui.CrowdAuthoringPerspective;
import org.crowdstudio.ui.FirstWindowSize;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.ui.IPerspectiveDescriptor;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

/** The workbench a user gets from ./crowdstudio: our application, window and perspective. */
class WorkbenchStartupTest {

    @Test
    void workbenchOpensOnTheCrowdAuthoringPerspective() {
        IWorkbenchWindow window = mainWindow();
        IWorkbenchPage page = window.getActivePage();

        assertThat(window.getShell().getText()).contains("Crowd Studio");
        assertThat(page.getPerspective().getId()).isEqualTo(CrowdAuthoringPerspective.ID);
        assertThat(page.getPerspective().getLabel()).isEqualTo("Crowd Authoring");
        assertThat(page.isEditorAreaVisible()).isTrue();
    }

    /** The first start fills most of the screen, whatever its size, but never more than there is. */
    @Test
    void theFirstWindowTakesNineTenthsOfTheScreenAndNoMoreThanItHas() {
        assertThat(FirstWindowSize.of(new Rectangle(0, 0, 1920, 1050))).isEqualTo(new Point(1728, 945));
        assertThat(FirstWindowSize.of(new Rectangle(0, 0, 3840, 2100))).isEqualTo(new Point(3456, 1890));
        assertThat(FirstWindowSize.of(new Rectangle(0, 0, 1100, 740))).as("not below 1024 × 700 where the screen allows")
                .isEqualTo(new Point(1024, 700));
        assertThat(FirstWindowSize.of(new Rectangle(0, 0, 800, 600))).as("a small screen, all of it").isEqualTo(new Point(800, 600));
    }

    @Test
    void resetPerspectiveRestoresTheCrowdAuthoringLayout() {
        IWorkbench workbench = PlatformUI.getWorkbench();
        IWorkbenchWindow window = mainWindow();
        IPerspectiveDescriptor authoring = workbench.getPerspectiveRegistry().findPerspectiveWithId(CrowdAuthoringPerspective.ID);
        assertThat(authoring).isNotNull();
        IWorkbenchPage page = window.getActivePage();

        // What a user does by accident: hide the editor area. Window > Reset Perspective brings it back.
        page.setEditorAreaVisible(false);
        flushEvents();
        assertThat(page.isEditorAreaVisible()).isFalse();
        page.resetPerspective();
        flushEvents();

        assertThat(page.getPerspective()).isEqualTo(authoring);
        assertThat(page.isEditorAreaVisible()).isTrue();
    }

    @Test
    void screenshotOfTheMainWindowIsWrittenForAPersonToLookAt() throws Exception {
        ImageData picture = screenshot(mainWindow().getShell(), "workbench.png");

        Path file = Screens.file("workbench.png");
        assertThat(file).exists();
        assertThat(Files.size(file)).isGreaterThan(1000);
        // A real window has menus, borders and text: many colours, not a blank rectangle.
        assertThat(distinctColours(picture)).isGreaterThan(8);
    }
}
