package org.crowdstudio.ui.wizard;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.model.io.ScenarioWriter;
import org.crowdstudio.model.scenario.Environment;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.SimulationSettings;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.ui.Messages;
import org.crowdstudio.ui.start.ShippedExample;
import org.eclipse.osgi.util.NLS;

/** What a new scenario can start from: an empty scene, or a copy of a shipped example. */
final class ScenarioTemplates {

    static final String EMPTY = Messages.ScenarioTemplates_emptyScenario;

    private ScenarioTemplates() {
    }

    /** "Empty scenario" first, then the shipped examples by file name. */
    static List<String> choices() {
        List<String> choices = new ArrayList<>();
        choices.add(EMPTY);
        ShippedExample.all().forEach(example -> choices.add(example.fileName()));
        return choices;
    }

    /** Writes the chosen start to the file (atomically); the file must not exist yet. */
    static void create(String choice, String name, Path file) throws IOException {
        if (EMPTY.equals(choice)) {
            ScenarioWriter.save(empty(name), file);
            return;
        }
        ShippedExample example = ShippedExample.all().stream().filter(shipped -> shipped.fileName().equals(choice)).findFirst()
                .orElseThrow(() -> new IOException(NLS.bind(Messages.ScenarioTemplates_theExample0IsNot, choice)));
        example.writeTo(file);
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
