package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.crowdstudio.ui.editor.ScenarioEditor;
import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.runtime.Platform;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.ide.IDE;

/** Shipped example scenarios, copied where a test may change them, and opened as an artist would. */
final class Scenarios {

    private Scenarios() {
    }

    /** Copies a shipped example into the folder and returns the copy. */
    static Path example(Path folder, String name) throws Exception {
        Path copy = folder.resolve(name);
        try (InputStream in = Platform.getBundle("org.crowdstudio.examples").getEntry("scenarios/" + name).openStream()) {
            Files.copy(in, copy);
        }
        return copy;
    }

    /** Opens the file as File > Open would, in the scenario editor. */
    static ScenarioEditor open(Path file) throws Exception {
        IEditorPart part = IDE.openEditorOnFileStore(Screens.mainWindow().getActivePage(), EFS.getLocalFileSystem().getStore(file.toUri()));
        Screens.flushEvents();
        assertThat(part).isInstanceOf(ScenarioEditor.class);
        return (ScenarioEditor) part;
    }
}
