package org.crowdstudio.ui.wizard;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

import org.crowdstudio.model.io.ScenarioWriter;
import org.crowdstudio.model.scenario.Environment;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.SimulationSettings;
import org.crowdstudio.model.scenario.Vector2;
import org.eclipse.core.runtime.Platform;
import org.osgi.framework.Bundle;

/** What a new scenario can start from: an empty scene, or a copy of a shipped example. */
final class ScenarioTemplates {

    static final String EMPTY = "Empty scenario";
    private static final String EXAMPLES_BUNDLE = "org.crowdstudio.examples";
    private static final String EXAMPLES_FOLDER = "scenarios";

    private ScenarioTemplates() {
    }

    /** "Empty scenario" first, then the shipped examples by file name. */
    static List<String> choices() {
        List<String> choices = new ArrayList<>();
        choices.add(EMPTY);
        Bundle examples = Platform.getBundle(EXAMPLES_BUNDLE);
        Enumeration<String> entries = examples == null ? null : examples.getEntryPaths(EXAMPLES_FOLDER);
        List<String> names = new ArrayList<>();
        for (String entry : entries == null ? List.<String>of() : Collections.list(entries)) {
            if (entry.endsWith(".crowd")) {
                names.add(entry.substring(entry.lastIndexOf('/') + 1));
            }
        }
        Collections.sort(names);
        choices.addAll(names);
        return choices;
    }

    /** Writes the chosen start to the file (atomically); the file must not exist yet. */
    static void create(String choice, String name, Path file) throws IOException {
        if (EMPTY.equals(choice)) {
            ScenarioWriter.save(empty(name), file);
            return;
        }
        URL example = Platform.getBundle(EXAMPLES_BUNDLE).getEntry(EXAMPLES_FOLDER + "/" + choice);
        if (example == null) {
            throw new IOException("the example " + choice + " is not installed");
        }
        try (InputStream in = example.openStream()) {
            byte[] content = in.readAllBytes();
            org.crowdstudio.model.io.AtomicFileWriter.write(file, out -> out.write(content));
        }
    }

    /** A 20 m square with the default settings, ready for profiles, agents and fields. */
    private static Scenario empty(String name) {
        ScenarioFactory create = ScenarioFactory.eINSTANCE;
        Scenario scenario = create.createScenario();
        scenario.setName(name);
        SimulationSettings settings = create.createSimulationSettings();
        scenario.setSettings(settings);
        Environment environment = create.createEnvironment();
        environment.setMin(point(0, 0));
        environment.setMax(point(20, 20));
        scenario.setEnvironment(environment);
        return scenario;
    }

    private static Vector2 point(double x, double y) {
        Vector2 point = ScenarioFactory.eINSTANCE.createVector2();
        point.setX(x);
        point.setY(y);
        return point;
    }
}
