package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import org.crowdstudio.ui.CrowdAuthoringPerspective;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
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
        Shell shell = mainWindow().getShell();
        shell.setSize(1280, 800);
        shell.setLocation(0, 0);
        shell.forceActive();
        flushEvents();

        Path file = screenshotsDirectory().resolve("workbench.png");
        ImageData picture = capture(shell);
        ImageLoader loader = new ImageLoader();
        loader.data = new ImageData[] {picture};
        loader.save(file.toString(), SWT.IMAGE_PNG);

        assertThat(file).exists();
        assertThat(Files.size(file)).isGreaterThan(1000);
        // A real window has menus, borders and text: many colours, not a blank rectangle.
        assertThat(distinctColours(picture)).isGreaterThan(8);
    }

    private static IWorkbenchWindow mainWindow() {
        IWorkbench workbench = PlatformUI.getWorkbench();
        IWorkbenchWindow window = workbench.getActiveWorkbenchWindow();
        return window != null ? window : workbench.getWorkbenchWindows()[0];
    }

    /** Renders the shell itself, so no window-manager trim or desktop shows in the picture. */
    private static ImageData capture(Shell shell) {
        Rectangle size = shell.getBounds();
        Image image = new Image(shell.getDisplay(), size.width, size.height);
        GC gc = new GC(image);
        try {
            shell.print(gc);
            return image.getImageData();
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    private static int distinctColours(ImageData picture) {
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < picture.height; y += 4) {
            for (int x = 0; x < picture.width; x += 4) {
                colours.add(picture.getPixel(x, y));
            }
        }
        return colours.size();
    }

    private static Path screenshotsDirectory() throws Exception {
        Path directory = Path.of(System.getProperty("crowdstudio.screenshots", "target/screenshots"));
        Files.createDirectories(directory);
        return directory;
    }

    private static void flushEvents() {
        Display display = Display.getCurrent();
        long until = System.currentTimeMillis() + 500;
        while (System.currentTimeMillis() < until) {
            while (display.readAndDispatch()) {
                // keep dispatching until the queue is empty
            }
            Thread.onSpinWait();
        }
    }
}
