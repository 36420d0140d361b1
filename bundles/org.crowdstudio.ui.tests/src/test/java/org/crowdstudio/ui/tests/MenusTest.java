package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.crowdstudio.ui.tests.Screens.flushEvents;
import static org.crowdstudio.ui.tests.Screens.mainWindow;

import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.wizard.NewScenarioWizard;
import org.eclipse.jface.bindings.TriggerSequence;
import org.eclipse.jface.bindings.keys.KeySequence;
import org.eclipse.jface.bindings.keys.KeyStroke;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.keys.IBindingService;
import org.eclipse.ui.wizards.IWizardDescriptor;
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
                .anyMatch(text -> text.replace("&", "").startsWith("Open Scenario..."))
                .noneMatch(text -> text.contains("Open Projects from File System")).noneMatch(text -> text.contains("Convert Line Delimiters"));
        // SWT shows "&&" as a literal ampersand: a label's own '&' doubled by a mnemonic set beside it.
        assertThat(everywhere).as("menu items").noneMatch(text -> text.contains("&&"));
    }

    @Test
    void ctrlNMeansNewScenarioAndCtrlOOpenScenario() {
        IBindingService bindings = PlatformUI.getWorkbench().getService(IBindingService.class);

        assertThat(bindings.getActiveScheme().getId()).isEqualTo("org.crowdstudio.ui.scheme");
        assertThat(triggers(bindings, "org.crowdstudio.ui.commands.newScenario")).contains(KeyStroke.getInstance(SWT.MOD1, 'N').format());
        assertThat(triggers(bindings, "org.crowdstudio.ui.commands.openScenario")).contains(KeyStroke.getInstance(SWT.MOD1, 'O').format());
        assertThat(bindings.getPerfectMatch(KeySequence.getInstance(KeyStroke.getInstance(SWT.MOD1, 'N'))).getParameterizedCommand().getId())
                .as("what Ctrl+N runs").isEqualTo("org.crowdstudio.ui.commands.newScenario");
    }

    @Test
    void newOtherListsTheScenarioWizardUnderCrowdStudio() throws Exception {
        IWizardDescriptor wizard = PlatformUI.getWorkbench().getNewWizardRegistry().findWizard("org.crowdstudio.ui.newWizards.scenario");

        assertThat(wizard).isNotNull();
        assertThat(wizard.getCategory().getLabel()).isEqualTo("Crowd Studio");
        assertThat(wizard.createWizard()).isInstanceOf(NewScenarioWizard.class);
    }

    @Test
    void aScenarioOpenedOnceIsOfferedAgainUnderTheFileMenuAndOpensFromThere() throws Exception {
        java.nio.file.Path file = Scenarios.example(folder, "corridor.crowd");
        Scenarios.open(file);
        mainWindow().getActivePage().closeAllEditors(false);
        flushEvents();

        MenuItem recent = fileMenuItems().stream().filter(item -> item.getText().replace("&", "").equals("1 corridor.crowd")).findFirst()
                .orElseThrow(() -> new AssertionError("no recent corridor.crowd in the File menu"));
        recent.notifyListeners(SWT.Selection, new Event());
        flushEvents();

        assertThat(mainWindow().getActivePage().getActiveEditor()).isInstanceOf(ScenarioEditor.class);
        assertThat(((ScenarioEditor) mainWindow().getActivePage().getActiveEditor()).file()).isEqualTo(file.toAbsolutePath().normalize());
    }

    @Test
    void screenshotOfTheFileMenuOpenedByItsMnemonic() throws Exception {
        Shell shell = mainWindow().getShell();
        shell.setSize(1280, 800);
        shell.setLocation(0, 0);
        shell.forceActive();
        flushEvents();
        Menu file = fileMenuItems().get(0).getParent();
        boolean[] shown = new boolean[1];
        Listener showing = event -> shown[0] = true;
        file.addListener(SWT.Show, showing);
        Display display = shell.getDisplay();
        try {
            // Alt+F, as a hand types it: the menu is the platform's own, outside the window, so the picture is of the screen.
            key(display, SWT.KeyDown, SWT.ALT, '\0');
            key(display, SWT.KeyDown, 0, 'f');
            key(display, SWT.KeyUp, 0, 'f');
            key(display, SWT.KeyUp, SWT.ALT, '\0');
            Screens.waitUntil(() -> shown[0], 5_000, "Alt+F opens the File menu");
            flushEvents();
            List<String> items = java.util.Arrays.stream(file.getItems()).filter(MenuItem::isEnabled).map(item -> item.getText().replace("&", "")).toList();
            assertThat(items).as("the File menu as it opens").noneMatch(text -> text.startsWith("Open Projects from File System"))
                    .noneMatch(text -> text.startsWith("Convert Line Delimiters")).noneMatch(text -> text.startsWith("Open File..."));
            Image screen = new Image(display, 720, 520);
            GC gc = new GC(display);
            try {
                gc.copyArea(screen, 0, 0);
                ImageData picture = screen.getImageData();
                ImageLoader loader = new ImageLoader();
                loader.data = new ImageData[] {picture};
                loader.save(Screens.file("file-menu.png").toString(), SWT.IMAGE_PNG);
                assertThat(Screens.distinctColours(picture)).isGreaterThan(8);
            } finally {
                gc.dispose();
                screen.dispose();
            }
        } finally {
            key(display, SWT.KeyDown, SWT.ESC, '\0');
            key(display, SWT.KeyUp, SWT.ESC, '\0');
            file.removeListener(SWT.Show, showing);
            flushEvents();
        }
    }

    private static void key(Display display, int type, int keyCode, char character) {
        Event event = new Event();
        event.type = type;
        event.keyCode = keyCode;
        event.character = character;
        display.post(event);
        flushEvents();
    }

    private static List<String> triggers(IBindingService bindings, String command) {
        return java.util.Arrays.stream(bindings.getActiveBindingsFor(command)).map(TriggerSequence::format).toList();
    }

    private static List<MenuItem> fileMenuItems() {
        for (MenuItem top : mainWindow().getShell().getMenuBar().getItems()) {
            if (top.getText().replace("&", "").equals("File")) {
                top.getMenu().notifyListeners(SWT.Show, new Event());
                flushEvents();
                return List.of(top.getMenu().getItems());
            }
        }
        throw new AssertionError("no File menu");
    }
}
