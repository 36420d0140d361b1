package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.tests.Screens.flushEvents;
import static org.crowdstudio.ui.tests.Screens.mainWindow;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.junit.jupiter.api.Test;

/** The menus read as an artist expects: their own commands under mnemonics, no stray ampersands shown as text. */
class MenusTest extends WorkbenchTestCase {

    @Test
    void theFileMenuOffersNewAndOpenScenarioWithMnemonicsAndNoAmpersandShown() {
        Menu bar = mainWindow().getShell().getMenuBar();
        List<String> file = new ArrayList<>();
        List<String> everywhere = new ArrayList<>();
        for (MenuItem top : bar.getItems()) {
            Menu menu = top.getMenu();
            if (menu == null) {
                continue;
            }
            // The workbench fills a menu as it is about to show.
            menu.notifyListeners(SWT.Show, new Event());
            flushEvents();
            for (MenuItem item : menu.getItems()) {
                everywhere.add(item.getText());
                if (top.getText().replace("&", "").equals("File")) {
                    file.add(item.getText());
                }
            }
            menu.notifyListeners(SWT.Hide, new Event());
        }

        assertThat(file).as("the File menu, mnemonics taken out").anyMatch(text -> text.replace("&", "").startsWith("New Scenario..."))
                .anyMatch(text -> text.replace("&", "").startsWith("Open Scenario..."));
        // SWT shows "&&" as a literal ampersand: a label's own '&' doubled by a mnemonic set beside it.
        assertThat(everywhere).as("menu items").noneMatch(text -> text.contains("&&"));
    }
}
