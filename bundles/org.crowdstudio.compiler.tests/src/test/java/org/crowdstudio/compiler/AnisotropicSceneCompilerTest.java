package org.crowdstudio.compiler;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.assertj.core.api.Assertions.within;

import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.model.scenario.BakedGrid;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.BrushStroke;
import org.crowdstudio.model.scenario.GoalRule;
import org.crowdstudio.model.scenario.Region;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.TextParameter;
import org.crowdstudio.model.scenario.UniformDistribution;
import org.crowdstudio.steering.anisotropic.AnisotropicFieldAlgorithm;
import org.crowdstudio.steering.anisotropic.AnisotropicScene;
import org.crowdstudio.steering.anisotropic.DirectionField;
import org.junit.jupiter.api.Test;

/** Anisotropic fields as their velocity source gets them (AF paper §3.4), and what keeps a scenario with one from running. */
class AnisotropicSceneCompilerTest {

    private static final ScenarioFactory MODEL = ScenarioFactory.eINSTANCE;

    private final ScenarioCompiler compiler = new ScenarioCompiler(registry());
    private final Scenarios s = new Scenarios();
    private final Region square = s.region("Square", 0, 0, 10, 0, 10, 10, 0, 10);

    @Test
    void aStrokeGivesTheCellsWithinItsRangeItsDirectionAndOthersNone() throws Exception {
        AnisotropicField field = field("Eastward");
        stroke(field, 1, 0, 5, 10, 5);
        walkers("Eastward", 30);

        AnisotropicScene scene = compiler.compile(s.scenario, 5).world().attachment(AnisotropicScene.class).orElseThrow();
        DirectionField grid = scene.field("Eastward").orElseThrow().grid();

        int onTheStroke = grid.shape().cellAt(5.05, 5.05);
        assertThat(grid.probability(onTheStroke, DirectionField.binOf(0, grid.shape().bins()))).as("P(east) beside the stroke").isCloseTo(1, within(1e-6));
        assertThat(grid.entropy(onTheStroke)).as("one direction only").isCloseTo(0, within(1e-6));
        assertThat(grid.hasTendency(grid.shape().cellAt(5.05, 7.05))).as("2 m away, beyond the stroke's 1 m").isFalse();
        double[] speeds = scene.field("Eastward").orElseThrow().preferredSpeeds();
        assertThat(speeds).hasSize(30);
        assertThat(java.util.Arrays.stream(speeds).min().orElseThrow()).as("slowest v_prop").isGreaterThanOrEqualTo(1.0);
        assertThat(java.util.Arrays.stream(speeds).max().orElseThrow()).as("fastest v_prop").isLessThanOrEqualTo(2.0);
    }

    @Test
    void aCellBetweenTwoStrokesLeansTowardsTheNearer() throws Exception {
        AnisotropicField field = field("Two ways");
        stroke(field, 2, 0, 4, 10, 4);
        stroke(field, 2, 10, 6, 0, 6);
        walkers("Two ways", 1);

        DirectionField grid = compiler.compile(s.scenario, 5).world().attachment(AnisotropicScene.class).orElseThrow().field("Two ways")
                .orElseThrow().grid();
        int cell = grid.shape().cellAt(5.05, 4.45);
        double east = grid.probability(cell, DirectionField.binOf(0, grid.shape().bins()));
        double west = grid.probability(cell, DirectionField.binOf(Math.PI, grid.shape().bins()));
        assertThat(east + west).isCloseTo(1, within(1e-6));
        assertThat(east).as("0.45 m from the eastward stroke, 1.55 m from the westward one").isGreaterThan(0.8);
        assertThat(grid.entropy(cell)).as("mostly one way, a little the other").isBetween(0.05, 0.5);
    }

    @Test
    void aFieldNameNoFieldHasStopsTheScenarioNamingTheFieldsThereAre() {
        field("Keep right");
        walkers("Keep left", 3);

        ScenarioCompileException refused = catchThrowableOfType(ScenarioCompileException.class, () -> compiler.compile(s.scenario, 5));

        assertThat(refused.problems()).anySatisfy(problem -> assertThat(problem.toString()).contains("'Keep left'").contains("'Keep right'"));
    }

    @Test
    void storedDistributionsOfTheWrongSizeStopTheScenarioSayingWhere() {
        AnisotropicField field = field("Stored");
        BakedGrid stored = MODEL.createBakedGrid();
        stored.setColumns(field.getColumns());
        stored.setRows(field.getRows());
        String cell = "0.5 0.5";
        for (int row = 0; row < field.getRows(); row++) {
            stored.getCells().add(String.join(";", java.util.Collections.nCopies(field.getColumns(), cell)));
        }
        field.setDistributions(stored);
        walkers("Stored", 1);

        ScenarioCompileException refused = catchThrowableOfType(ScenarioCompileException.class, () -> compiler.compile(s.scenario, 5));

        assertThat(refused.problems()).anySatisfy(problem -> assertThat(problem.toString()).contains("cell 1 of row 1").contains("2 probabilities, not 16"));
    }

    @Test
    void aGridTooLargeForMemoryIsRefusedWithTheLimit() {
        AnisotropicField field = field("Huge");
        field.setColumns(100_000);
        field.setRows(100_000);
        walkers("Huge", 1);

        ScenarioCompileException refused = catchThrowableOfType(ScenarioCompileException.class, () -> compiler.compile(s.scenario, 5));

        assertThat(refused.problems()).anySatisfy(problem -> assertThat(problem.toString()).contains("100000 × 100000 cells").contains("MB"));
    }

    private AnisotropicField field(String name) {
        AnisotropicField field = MODEL.createAnisotropicField();
        field.setId("af-" + name);
        field.setName(name);
        field.setOrigin(Scenarios.vector(0, 0));
        field.setColumns(100);
        field.setRows(100);
        UniformDistribution speeds = MODEL.createUniformDistribution();
        speeds.setMin(1);
        speeds.setMax(2);
        field.setPreferredSpeed(speeds);
        s.scenario.getAnisotropicFields().add(field);
        return field;
    }

    private static void stroke(AnisotropicField field, double range, double... xy) {
        BrushStroke stroke = MODEL.createBrushStroke();
        stroke.setId(field.getId() + "-stroke-" + field.getStrokes().size());
        stroke.setRange(range);
        for (int i = 0; i < xy.length; i += 2) {
            stroke.getPoints().add(Scenarios.vector(xy[i], xy[i + 1]));
        }
        field.getStrokes().add(stroke);
    }

    private void walkers(String fieldName, int count) {
        BehaviourProfile walker = s.profile("Walker", AnisotropicFieldAlgorithm.ID, null);
        TextParameter name = MODEL.createTextParameter();
        name.setKey("field");
        name.setValue(fieldName);
        walker.getPipeline().getVelocitySources().get(0).getParameters().add(name);
        s.population("Walkers", walker, count, square, GoalRule.NONE);
    }

    private static AlgorithmRegistry registry() {
        AlgorithmRegistry registry = TestAlgorithms.registry();
        registry.register(new AnisotropicFieldAlgorithm());
        return registry;
    }
}
