package org.crowdstudio.steering.tests;

import java.nio.file.Path;
import java.util.List;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.compiler.ScenarioCompileException;
import org.crowdstudio.compiler.ScenarioCompiler;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.model.io.ScenarioFileException;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.Obstacle;
import org.crowdstudio.model.scenario.Scenario;

/** The shipped example scenarios, read from the examples bundle's folder, and geometry to judge them by. */
final class PaperExamples {

    /** The examples bundle's scenarios, beside this bundle in the source tree. */
    private static final Path FOLDER = Path.of(System.getProperty("examples.folder", "../org.crowdstudio.examples/scenarios"));

    private PaperExamples() {
    }

    static Scenario read(String name) {
        try {
            return new ScenarioReader().read(FOLDER.resolve(name + ".crowd"));
        } catch (ScenarioFileException unreadable) {
            throw new AssertionError(unreadable.getMessage(), unreadable);
        }
    }

    static CompiledScenario compile(Scenario scenario, AlgorithmRegistry algorithms) {
        try {
            return new ScenarioCompiler(algorithms).compile(scenario);
        } catch (ScenarioCompileException invalid) {
            throw new AssertionError(invalid.getMessage(), invalid);
        }
    }

    static Agent agent(Scenario scenario, String name) {
        return scenario.getAgents().stream().filter(agent -> name.equals(agent.getName())).findFirst()
                .orElseThrow(() -> new AssertionError("no agent " + name));
    }

    /** @return the agent's id: explicit agents come first, in file order */
    static int id(Scenario scenario, String name) {
        return scenario.getAgents().indexOf(agent(scenario, name));
    }

    static Obstacle obstacle(Scenario scenario, String name) {
        return scenario.getEnvironment().getObstacles().stream().filter(obstacle -> name.equals(obstacle.getName())).findFirst()
                .orElseThrow(() -> new AssertionError("no obstacle " + name));
    }

    static void place(Agent agent, double x, double y) {
        agent.getPosition().setX(x);
        agent.getPosition().setY(y);
    }

    /** @return whether the segment (ax, ay)–(bx, by) crosses one of the polygon's edges, i.e. the polygon blocks the line of sight */
    static boolean blocks(List<double[]> polygon, double ax, double ay, double bx, double by) {
        for (int v = 0; v < polygon.size(); v++) {
            double[] p = polygon.get(v);
            double[] q = polygon.get((v + 1) % polygon.size());
            if (cross(ax, ay, bx, by, p[0], p[1]) * cross(ax, ay, bx, by, q[0], q[1]) < 0
                    && cross(p[0], p[1], q[0], q[1], ax, ay) * cross(p[0], p[1], q[0], q[1], bx, by) < 0) {
                return true;
            }
        }
        return false;
    }

    static List<double[]> vertices(Obstacle obstacle) {
        return obstacle.getVertices().stream().map(vertex -> new double[] {vertex.getX(), vertex.getY()}).toList();
    }

    /** z of (b − a) × (c − a): which side of the line a→b the point c lies on. */
    private static double cross(double ax, double ay, double bx, double by, double cx, double cy) {
        return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
    }
}
