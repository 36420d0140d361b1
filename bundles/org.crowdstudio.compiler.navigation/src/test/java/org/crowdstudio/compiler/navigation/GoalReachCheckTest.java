package org.crowdstudio.compiler.navigation;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;

import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.scenario.Obstacle;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.model.validation.AlgorithmCatalog;
import org.crowdstudio.model.validation.ScenarioValidation;
import org.crowdstudio.model.validation.Severity;
import org.crowdstudio.model.validation.ValidationProblem;
import org.junit.jupiter.api.Test;

/** Validation warns of a goal navigating visitors cannot reach, and names the gap too narrow for them. */
class GoalReachCheckTest {

    private static final Path EXAMPLE = Path.of(System.getProperty("examples.folder", "../org.crowdstudio.examples/scenarios"), "door-behind.crowd");
    private static final ScenarioValidation VALIDATION = new ScenarioValidation(AlgorithmCatalog.NONE, List.of(new NavigationSceneCompiler()::check));

    @Test
    void theDoorBehindExampleIsValid() throws Exception {
        assertThat(VALIDATION.validate(new ScenarioReader().read(EXAMPLE))).isEmpty();
    }

    @Test
    void aClosedDoorWallsTheBusStopOff() throws Exception {
        Scenario scenario = new ScenarioReader().read(EXAMPLE);
        // The door is x 13.4 to 14.6 in the north wall, y 15 to 15.2.
        scenario.getEnvironment().getObstacles().add(box(13.3, 15, 1.4, 0.2));

        List<ValidationProblem> problems = VALIDATION.validate(scenario);

        assertThat(problems).singleElement().satisfies(problem -> {
            assertThat(problem.severity()).isEqualTo(Severity.WARNING);
            assertThat(problem.path()).isEqualTo("populations[Visitors].goals");
            assertThat(problem.message()).isEqualTo(
                    "the goal 'Bus stop' cannot be reached by population 'Visitors' (from its spawn region 'Room'): walls close it off");
        });
    }

    @Test
    void aDoorNarrowerThanTheBodiesIsNamedWithItsWidth() throws Exception {
        Scenario scenario = new ScenarioReader().read(EXAMPLE);
        // Leave 0.4 m of the door open; the visitors, 0.6 m wide, need 0.8 m with navigation's 0.1 m from walls.
        scenario.getEnvironment().getObstacles().add(box(13.3, 15, 0.9, 0.2));
        scenario.getEnvironment().getObstacles().add(box(14.6, 15, 0.1, 0.2));

        List<ValidationProblem> problems = VALIDATION.validate(scenario);

        assertThat(problems).singleElement().extracting(ValidationProblem::message).asString()
                .startsWith("the goal 'Bus stop' cannot be reached by population 'Visitors' (from its spawn region 'Room'): the narrowest gap on the way is")
                .endsWith("narrower than their bodies and navigation's margin from walls need (0.80 m)");
        double gap = Double.parseDouble(problems.get(0).message().replaceAll(".*gap on the way is ([0-9.]+) m wide.*", "$1"));
        assertThat(gap).as("the gap's width, m, against 0.4 left open").isBetween(0.2, 0.6);
    }

    private static Obstacle box(double x, double y, double width, double height) {
        Obstacle obstacle = ScenarioFactory.eINSTANCE.createObstacle();
        obstacle.setId("test-box-" + x);
        obstacle.setName("Test box at " + x);
        obstacle.getVertices().addAll(List.of(point(x, y), point(x + width, y), point(x + width, y + height), point(x, y + height)));
        return obstacle;
    }

    private static Vector2 point(double x, double y) {
        Vector2 point = ScenarioFactory.eINSTANCE.createVector2();
        point.setX(x);
        point.setY(y);
        return point;
    }
}
