package org.crowdstudio.ui;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

/** The main window: title, initial size, and which bars it shows. */
final class CrowdStudioWindowAdvisor extends WorkbenchWindowAdvisor {

    /** The title of every Crowd Studio window. */
    static final String TITLE = "Crowd Studio";

    CrowdStudioWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
        super(configurer);
    }

    @Override
    public ActionBarAdvisor createActionBarAdvisor(IActionBarConfigurer configurer) {
        return new CrowdStudioActionBarAdvisor(configurer);
    }

    /** Nine tenths of the screen's free area, but no smaller than 1024 × 700 where the screen allows. */
    static Point initialSize(Rectangle screen) {
        int width = Math.min(screen.width, Math.max(1024, screen.width * 9 / 10));
        int height = Math.min(screen.height, Math.max(700, screen.height * 9 / 10));
        return new Point(width, height);
    }

    @Override
    public void preWindowOpen() {
        IWorkbenchWindowConfigurer configurer = getWindowConfigurer();
        // The first start fills most of the screen; later starts restore what the artist left.
        configurer.setInitialSize(initialSize(Display.getDefault().getPrimaryMonitor().getClientArea()));
        configurer.setTitle(TITLE);
        configurer.setShowCoolBar(true);
        configurer.setShowStatusLine(true);
        configurer.setShowPerspectiveBar(true);
        configurer.setShowProgressIndicator(true);
    }
}
