package org.crowdstudio.ui.start;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.crowdstudio.model.io.ScenarioFileException;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Environment;
import org.crowdstudio.model.scenario.Obstacle;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.ui.Messages;
import org.eclipse.osgi.util.NLS;

/**
 * What the start page shows of an example: its name and description (which cites the paper) and,
 * for the thumbnail, its bounds, obstacles, the regions its populations start in and its placed
 * agents. Read off the UI thread, once.
 */
record ExamplePreview(String name, String description, double[] bounds, List<double[]> obstacles, List<double[]> spawnRegions,
        double[] agents) {

    /** @throws IOException if the example cannot be read, saying which */
    static ExamplePreview of(ShippedExample example) throws IOException {
        Path copy = Files.createTempFile("crowdstudio-example", ".crowd");
        try {
            try (InputStream in = example.entry().openStream()) {
                Files.write(copy, in.readAllBytes());
            }
            return of(new ScenarioReader().read(copy));
        } catch (ScenarioFileException unreadable) {
            throw new IOException(NLS.bind(Messages.ExamplePreview_0CannotBeRead1,
                    example.fileName(), unreadable.getMessage()), unreadable);
        } finally {
            Files.deleteIfExists(copy);
        }
    }

    static ExamplePreview of(Scenario scenario) {
        Environment environment = scenario.getEnvironment();
        double[] bounds = environment == null || environment.getMin() == null || environment.getMax() == null ? new double[] {0, 0, 20, 20}
                : new double[] {environment.getMin().getX(), environment.getMin().getY(), environment.getMax().getX(), environment.getMax().getY()};
        List<double[]> obstacles = new ArrayList<>();
        List<double[]> spawns = new ArrayList<>();
        if (environment != null) {
            for (Obstacle obstacle : environment.getObstacles()) {
                obstacles.add(points(obstacle.getVertices()));
            }
        }
        for (Population population : scenario.getPopulations()) {
            if (population.getSpawnRegion() != null) {
                spawns.add(points(population.getSpawnRegion().getVertices()));
            }
        }
        List<Agent> agents = scenario.getAgents();
        double[] positions = new double[2 * agents.size()];
        for (int agent = 0; agent < agents.size(); agent++) {
            Vector2 position = agents.get(agent).getPosition();
            positions[2 * agent] = position == null ? Double.NaN : position.getX();
            positions[2 * agent + 1] = position == null ? Double.NaN : position.getY();
        }
        return new ExamplePreview(scenario.getName(), scenario.getDescription() == null ? "" : scenario.getDescription(), bounds, obstacles,
                spawns, positions);
    }

    private static double[] points(List<Vector2> vertices) {
        double[] xy = new double[2 * vertices.size()];
        for (int p = 0; p < vertices.size(); p++) {
            xy[2 * p] = vertices.get(p).getX();
            xy[2 * p + 1] = vertices.get(p).getY();
        }
        return xy;
    }
}
