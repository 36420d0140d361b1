package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.tests.Screens.flushEvents;
import static org.crowdstudio.ui.tests.Screens.mainWindow;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.wizard.NewScenarioWizard;
import org.crowdstudio.ui.wizard.NewScenarioWizardProbe;
import org.eclipse.core.runtime.Platform;
import org.eclipse.jface.wizard.WizardDialog;
import org.junit.jupiter.api.Test;

/** File > New Scenario...: a new file, empty or from an example, opened ready to edit. */
class NewScenarioWizardTest extends WorkbenchTestCase {

    @Test
    void aScenarioStartedFromAnExampleIsACopyOfItOpenInTheEditor() throws Exception {
        finish("my-party", "party-with-waiters.crowd");

        Path created = folder.resolve("my-party.crowd");
        try (InputStream example = Platform.getBundle("org.crowdstudio.examples").getEntry("scenarios/party-with-waiters.crowd").openStream()) {
            assertThat(Files.readAllBytes(created)).isEqualTo(example.readAllBytes());
        }
        assertThat(mainWindow().getActivePage().getActiveEditor()).isInstanceOfSatisfying(ScenarioEditor.class, editor -> assertThat(editor.getPartName()).isEqualTo("my-party.crowd"));
    }

    @Test
    void anEmptyScenarioIsAValidFileNamedAfterIt() throws Exception {
        finish("blank", "Empty scenario");

        var scenario = new ScenarioReader().read(folder.resolve("blank.crowd"));
        assertThat(scenario.getName()).isEqualTo("blank");
        assertThat(scenario.getEnvironment().getMax().getX()).isPositive();
        assertThat(mainWindow().getActivePage().getActiveEditor()).isInstanceOf(ScenarioEditor.class);
    }

    @Test
    void anExistingFileIsNeverOverwritten() throws Exception {
        Path existing = Files.writeString(folder.resolve("taken.crowd"), "mine");
        NewScenarioWizard wizard = new NewScenarioWizard(mainWindow().getActivePage());
        WizardDialog dialog = new WizardDialog(mainWindow().getShell(), wizard);
        dialog.create();
        try {
            NewScenarioWizardProbe.fill(wizard, folder.toString(), "taken", "Empty scenario");
            assertThat(wizard.canFinish()).isFalse();
            assertThat(wizard.getContainer().getCurrentPage().getErrorMessage()).contains("already exists");
        } finally {
            dialog.close();
        }
        assertThat(Files.readString(existing)).isEqualTo("mine");
    }

    private void finish(String name, String startFrom) {
        NewScenarioWizard wizard = new NewScenarioWizard(mainWindow().getActivePage());
        WizardDialog dialog = new WizardDialog(mainWindow().getShell(), wizard);
        dialog.create();
        try {
            NewScenarioWizardProbe.fill(wizard, folder.toString(), name, startFrom);
            assertThat(wizard.canFinish()).isTrue();
            assertThat(wizard.performFinish()).isTrue();
        } finally {
            dialog.close();
        }
        flushEvents();
    }
}
