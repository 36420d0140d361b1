package org.crowdstudio.ui;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.crowdstudio.ui.editor.ScenarioFiles;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Platform;
import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.application.IWorkbenchConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

/**
 * Opens every new window on the Crowd Authoring perspective and remembers window layouts; opens
 * the scenario files named on the command line, and those a later {@code crowdstudio FILE.crowd}
 * hands over ({@link OpenRequests}).
 */
final class CrowdStudioWorkbenchAdvisor extends WorkbenchAdvisor {

    private OpenRequests requests;

    @Override
    public void initialize(IWorkbenchConfigurer configurer) {
        super.initialize(configurer);
        configurer.setSaveAndRestore(true);
    }

    @Override
    public String getInitialWindowPerspectiveId() {
        return CrowdAuthoringPerspective.ID;
    }

    /**
     * Says this workbench is running before its window opens, so that a second
     * {@code crowdstudio FILE.crowd} started while the window comes up hands its files over rather
     * than starting a workbench of its own.
     */
    @Override
    public void preStartup() {
        super.preStartup();
        String state = System.getProperty(OpenRequests.STATE_PROPERTY);
        if (state != null) {
            try {
                requests = OpenRequests.start(Path.of(state), getWorkbenchConfigurer().getWorkbench().getDisplay());
            } catch (IOException cannotWatch) {
                ILog.of(getClass()).warn(NLS.bind(Messages.CrowdStudioWorkbenchAdvisor_aSecondCrowdstudioFileCrowd,
                        cannotWatch.getMessage()));
            }
        }
    }

    @Override
    public void postStartup() {
        super.postStartup();
        IWorkbenchWindow window = getWorkbenchConfigurer().getWorkbench().getActiveWorkbenchWindow();
        if (window != null) {
            List<Path> files = Arrays.stream(Platform.getApplicationArgs())
                    .filter(arg -> arg.toLowerCase(Locale.ROOT).endsWith(".crowd")).map(Path::of).toList();
            ScenarioFiles.open(window, files);
        }
        if (requests != null) {
            requests.openWaiting();
        }
    }

    @Override
    public void postShutdown() {
        if (requests != null) {
            requests.close();
        }
        super.postShutdown();
    }

    @Override
    public WorkbenchWindowAdvisor createWorkbenchWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
        return new CrowdStudioWindowAdvisor(configurer);
    }
}
