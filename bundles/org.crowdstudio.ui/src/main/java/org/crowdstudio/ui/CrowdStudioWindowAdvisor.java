package org.crowdstudio.ui;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

/** The main window: title, initial size, and which bars it shows. */
final class CrowdStudioWindowAdvisor extends WorkbenchWindowAdvisor {

    /** The title of every Crowd Studio window. */
    static final String TITLE = Messages.CrowdStudioWindowAdvisor_crowdStudio;

    CrowdStudioWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
        super(configurer);
    }

    @Override
    public ActionBarAdvisor createActionBarAdvisor(IActionBarConfigurer configurer) {
        return new CrowdStudioActionBarAdvisor(configurer);
    }

    @Override
    public void preWindowOpen() {
        IWorkbenchWindowConfigurer configurer = getWindowConfigurer();
        // The first start fills most of the screen; later starts restore what the artist left.
        configurer.setInitialSize(FirstWindowSize.of(Display.getDefault().getPrimaryMonitor().getClientArea()));
        configurer.setTitle(TITLE);
        configurer.setShowCoolBar(true);
        configurer.setShowStatusLine(true);
        configurer.setShowPerspectiveBar(true);
        configurer.setShowProgressIndicator(true);
    }

    /**
     * The IDE's File > Open File... comes as an action set, which the activities in plugin.xml do
     * not reach: scenario files open with Open Scenario..., so the window hides it.
     */
    @Override
    public void postWindowOpen() {
        IWorkbenchPage page = getWindowConfigurer().getWindow().getActivePage();
        if (page != null) {
            page.hideActionSet(IDE_OPEN_FILES);
        }
    }

    /** The action set of the IDE's Open File... (org.eclipse.ui.ide). */
    static final String IDE_OPEN_FILES = "org.eclipse.ui.actionSet.openFiles";
}
