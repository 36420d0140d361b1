package org.crowdstudio.ui.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.crowdstudio.ui.editor.ScenarioEditor;
import org.crowdstudio.ui.simulation.SimulationView;
import org.crowdstudio.ui.simulation.SimulationViewProbe;
import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.runtime.Platform;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;

/** Shipped example scenarios, copied where a test may change them, and opened and simulated as an artist would. */
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

    /** Copies the example, opens it and shows it in the Simulation view, compiled and paused at its start. */
    static SimulationView simulate(Path folder, String example) throws Exception {
        return simulate(open(example(folder, example)), example);
    }

    /** Shows the editor's scenario in the Simulation view, compiled and paused at its start (the view outlives the test before). */
    static SimulationView simulate(ScenarioEditor editor, String example) throws Exception {
        IWorkbenchPage page = Screens.mainWindow().getActivePage();
        page.activate(editor);
        SimulationView view = (SimulationView) page.showView(SimulationView.ID);
        Button play = SimulationViewProbe.playButton(view);
        if (play.getSelection()) {
            play.setSelection(false);
            Event event = new Event();
            event.widget = play;
            event.display = play.getDisplay();
            play.notifyListeners(SWT.Selection, event);
        }
        view.load();
        Screens.waitUntil(() -> SimulationViewProbe.simulationTime(view) == 0 && view.getPartName().contains(example), 20_000, example + " is compiled and shown");
        return view;
    }
}
