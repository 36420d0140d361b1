package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.tests.Screens.flushEvents;
import static org.crowdstudio.ui.tests.Screens.mainWindow;

import java.util.List;

import org.crowdstudio.ui.algorithms.InstalledAlgorithmsView;
import org.crowdstudio.ui.algorithms.InstalledAlgorithmsViewProbe;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.Test;

/** A team checks in the workbench that its algorithm is installed, from which bundle, with which parameters. */
class InstalledAlgorithmsViewTest extends WorkbenchTestCase {

    @Test
    void everyInstalledAlgorithmIsListedWithItsBundleAndTheSelectedOnesParameters() throws Exception {
        InstalledAlgorithmsView view = (InstalledAlgorithmsView) mainWindow().getActivePage().showView(InstalledAlgorithmsView.ID);
        flushEvents();

        List<String> rows = InstalledAlgorithmsViewProbe.listedIds(view);
        assertThat(rows).as("the table's rows").contains("navigation", "goal-reaching", "orca", "velocity-connection",
                "social-forces", "interaction-fields", "anisotropic-field");
        int orca = rows.indexOf("orca");
        assertThat(InstalledAlgorithmsViewProbe.cell(view, orca, 2)).as("stage").isEqualTo("velocity solver");
        assertThat(InstalledAlgorithmsViewProbe.cell(view, orca, 3)).as("bundle").isEqualTo("org.crowdstudio.steering.orca");
        assertThat(InstalledAlgorithmsViewProbe.cell(view, orca, 4)).as("version").startsWith("0.1.0.");

        String details = InstalledAlgorithmsViewProbe.select(view, "orca");
        flushEvents();
        assertThat(details).contains("ORCA (velocity solver)", "New profiles start with it.", "• timeHorizon: real, default 2 s, 0.01 to 60 s", "How far ahead collisions with agents are avoided.");
        IWorkbenchPage page = mainWindow().getActivePage();
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        flushEvents();
        Screens.screenshot(mainWindow().getShell(), "installed-algorithms.png");
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);
    }
}
