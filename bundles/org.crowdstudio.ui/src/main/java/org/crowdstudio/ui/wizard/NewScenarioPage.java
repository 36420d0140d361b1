package org.crowdstudio.ui.wizard;

import java.nio.file.Files;
import java.nio.file.Path;

import org.crowdstudio.ui.Messages;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/** Where the new scenario goes, what it is called and what it starts from. */
final class NewScenarioPage extends WizardPage {

    Text folder;
    Text name;
    Combo start;

    NewScenarioPage() {
        super("newScenario");
        setTitle(Messages.NewScenarioPage_newCrowdScenario);
        setDescription(Messages.NewScenarioPage_createACrowdScenarioFile);
    }

    @Override
    public void createControl(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(3, false));
        new Label(page, SWT.NONE).setText("&Folder:");
        folder = new Text(page, SWT.BORDER);
        folder.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        folder.setText(System.getProperty("user.home"));
        Button browse = new Button(page, SWT.PUSH);
        browse.setText("&Browse...");
        browse.addListener(SWT.Selection, event -> {
            DirectoryDialog dialog = new DirectoryDialog(getShell());
            dialog.setFilterPath(folder.getText());
            String chosen = dialog.open();
            if (chosen != null) {
                folder.setText(chosen);
            }
        });
        new Label(page, SWT.NONE).setText("&Name:");
        name = new Text(page, SWT.BORDER);
        name.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        name.setText("scenario");
        new Label(page, SWT.NONE).setText(Messages.NewScenarioPage_startFrom);
        start = new Combo(page, SWT.READ_ONLY);
        start.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        start.setItems(ScenarioTemplates.choices().toArray(String[]::new));
        start.select(0);
        folder.addListener(SWT.Modify, event -> check());
        name.addListener(SWT.Modify, event -> check());
        setControl(page);
        check();
    }

    /** The file to create: the name in the folder, with the .crowd extension added if missing. */
    Path file() {
        String fileName = name.getText().trim();
        return Path.of(folder.getText().trim()).resolve(fileName.endsWith(".crowd") ? fileName : fileName + ".crowd");
    }

    /** The scenario's name: the file name without its extension. */
    String scenarioName() {
        String fileName = name.getText().trim();
        return fileName.endsWith(".crowd") ? fileName.substring(0, fileName.length() - ".crowd".length()) : fileName;
    }

    String startFrom() {
        return start.getText();
    }

    void check() {
        String problem = null;
        if (folder.getText().isBlank()) {
            problem = Messages.NewScenarioPage_chooseAFolder;
        } else if (!Files.isDirectory(Path.of(folder.getText().trim()))) {
            problem = NLS.bind(Messages.NewScenarioPage_theFolder0DoesNot, folder.getText().trim());
        } else if (scenarioName().isEmpty() || scenarioName().contains("/")) {
            problem = Messages.NewScenarioPage_giveTheScenarioAFile;
        } else if (Files.exists(file())) {
            problem = NLS.bind(Messages.NewScenarioPage_0AlreadyExistsInThat, file().getFileName());
        }
        setErrorMessage(problem);
        setPageComplete(problem == null);
    }
}
