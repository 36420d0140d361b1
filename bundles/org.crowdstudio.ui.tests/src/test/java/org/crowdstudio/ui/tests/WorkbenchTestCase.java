package org.crowdstudio.ui.tests;

import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

/** A test in the running workbench: a folder of its own for files, and no editor left open after it. */
abstract class WorkbenchTestCase {

    @TempDir
    Path folder;

    @AfterEach
    void closeEditors() {
        Screens.mainWindow().getActivePage().closeAllEditors(false);
        Screens.flushEvents();
    }
}
