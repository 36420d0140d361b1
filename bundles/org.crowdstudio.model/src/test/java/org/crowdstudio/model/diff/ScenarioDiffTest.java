package org.crowdstudio.model.diff;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;

import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.io.ScenarioWriter;
import org.crowdstudio.model.io.TestScenarios;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScenarioDiffTest {

    @TempDir
    Path folder;

    private Scenario copyOf(Scenario scenario, String name) throws Exception {
        Path file = folder.resolve(name);
        ScenarioWriter.save(scenario, file);
        return new ScenarioReader().read(file);
    }

    @Test
    void aScenarioEqualsItsCopy() throws Exception {
        Scenario original = copyOf(TestScenarios.small(), "a.crowd");
        Scenario copy = copyOf(TestScenarios.small(), "b.crowd");

        assertThat(ScenarioDiff.compare(original, copy)).isEmpty();
    }

    @Test
    void reportsExactlyAMovedAgentAChangedCurvePointAndAnAddedRelation() throws Exception {
        Scenario before = copyOf(TestScenarios.small(), "before.crowd");
        Scenario after = copyOf(TestScenarios.small(), "after.crowd");
        after.getAgents().get(0).getPosition().setX(-3);
        after.getAgents().get(0).getPosition().setY(1);
        after.getFields().get(0).getKeyframes().get(0).getSketch().getGuideCurves().get(0).getPoints().get(1).setX(0.5);
        Relation back = ScenarioFactory.eINSTANCE.createRelation();
        back.setId("bob-follows-ada");
        back.setFrom(after.getAgents().get(1));
        back.setTo(after.getAgents().get(0));
        after.getRelations().add(back);

        assertThat(ScenarioDiff.compare(before, after)).extracting(Change::toString).containsExactly(
                "changed  agents[Ada].position: (-5, 0) → (-3, 1)",
                "changed  fields[Push].keyframes[0].sketch.guideCurves[0].points[1]: (0, -2) → (0.5, -2)",
                "added    relations[1]: Relation 'Bob' → 'Ada' (weight 1)");
    }

    @Test
    void matchesByIdNotByPositionOrName() throws Exception {
        Scenario before = copyOf(TestScenarios.small(), "before.crowd");
        Scenario after = copyOf(TestScenarios.small(), "after.crowd");
        // Bob first and renamed: still the same agent, and what refers to him is unchanged.
        after.getAgents().move(0, 1);
        after.getAgents().get(0).setName("Robert");

        assertThat(ScenarioDiff.compare(before, after)).extracting(Change::toString)
                .containsExactly("changed  agents[Robert].name: 'Bob' → 'Robert'");
    }

    @Test
    void pointingAReferenceAtAnotherElementOfTheSameNameIsAChange() throws Exception {
        Scenario before = copyOf(TestScenarios.small(), "before.crowd");
        Scenario after = copyOf(TestScenarios.small(), "after.crowd");
        after.getAgents().get(1).setName("Ada");
        after.getRelations().get(0).setTo(after.getAgents().get(0));

        assertThat(ScenarioDiff.compare(before, after)).extracting(Change::toString).contains(
                "changed  relations[0].to: Agent 'Bob' → Agent 'Ada'");
    }

    @Test
    void oneEditedGridCellIsReportedAtItsRowNotAsTheWholeGrid() throws Exception {
        Scenario scenario = TestScenarios.small();
        var grid = ScenarioFactory.eINSTANCE.createBakedGrid();
        grid.setColumns(2);
        grid.setRows(3);
        grid.getCells().addAll(java.util.List.of("0 0;0 0", "0 1;0 1", "1 0;1 0"));
        scenario.getFields().get(0).getKeyframes().get(0).setBakedGrid(grid);
        Scenario before = copyOf(scenario, "before.crowd");
        Scenario after = copyOf(scenario, "after.crowd");
        after.getFields().get(0).getKeyframes().get(0).getBakedGrid().getCells().set(1, "0 1;0.5 1");

        assertThat(ScenarioDiff.compare(before, after)).extracting(Change::toString).containsExactly(
                "changed  fields[Push].keyframes[0].bakedGrid.cells[1]: '0 1;0 1' → '0 1;0.5 1'");
    }

    @Test
    void scenariosWithoutIdsCannotBeMatched() throws Exception {
        Scenario before = copyOf(TestScenarios.small(), "before.crowd");
        Scenario after = copyOf(TestScenarios.small(), "after.crowd");
        after.getAgents().get(1).setId(null);

        assertThatThrownBy(() -> ScenarioDiff.compare(before, after)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("agents[Bob] has no id; save the file with Crowd Studio to assign ids");
    }

    @Test
    void aRemovedFieldIsOneChangeNotOnePerCurve() throws Exception {
        Scenario before = copyOf(TestScenarios.small(), "before.crowd");
        Scenario after = copyOf(TestScenarios.small(), "after.crowd");
        after.getFieldBindings().clear();
        after.getFields().clear();

        assertThat(ScenarioDiff.compare(before, after)).extracting(Change::toString).containsExactly(
                "removed  fields[Push]: InteractionField 'Push'",
                "removed  fieldBindings[0]: FieldBinding 'push-binding'");
    }

    @Test
    void referencesAndSettingsChangesShowOldAndNewValues() throws Exception {
        Scenario before = copyOf(TestScenarios.small(), "before.crowd");
        Scenario after = copyOf(TestScenarios.small(), "after.crowd");
        after.getProfiles().get(0).setMaxSpeed(2.2);
        after.getAgents().get(1).getGoals().clear();
        after.getSettings().setTimeStep(0.05);

        assertThat(ScenarioDiff.compare(before, after)).extracting(Change::toString).containsExactly(
                "changed  settings: SimulationSettings → SimulationSettings{timeStep 0.05}",
                "changed  profiles[Walker].maxSpeed: 1.8 → 2.2",
                "changed  agents[Bob].goals: [Waypoint 'Exit'] → []");
    }

    @Test
    void aCurveDraggedToAnotherKeyframeIsMovedNotAddedAndRemoved() throws Exception {
        Scenario before = copyOf(TestScenarios.small(), "before.crowd");
        Scenario after = copyOf(TestScenarios.small(), "after.crowd");
        var keyframes = after.getFields().get(0).getKeyframes();
        keyframes.get(1).getSketch().getGuideCurves().add(keyframes.get(0).getSketch().getGuideCurves().get(0));

        assertThat(ScenarioDiff.compare(before, after)).extracting(Change::toString).containsExactly(
                "moved    fields[Push].keyframes[1].sketch.guideCurves[1]: from fields[Push].keyframes[0].sketch.guideCurves[0]");
    }
}
