package org.crowdstudio.model.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.BakedGrid;
import org.crowdstudio.model.scenario.Keyframe;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.ZeroCells;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScenarioFileRoundTripTest {

    @TempDir
    Path folder;

    @Test
    void saveLoadSaveIsByteIdentical() throws Exception {
        Path file = folder.resolve("small.crowd");
        ScenarioWriter.save(TestScenarios.small(), file);
        byte[] first = Files.readAllBytes(file);

        Scenario loaded = new ScenarioReader().read(file);
        byte[] second = ScenarioWriter.toBytes(loaded);

        assertThat(new String(second, StandardCharsets.UTF_8)).isEqualTo(new String(first, StandardCharsets.UTF_8));
    }

    @Test
    void referencesSurviveTheRoundTripById() throws Exception {
        Path file = folder.resolve("small.crowd");
        ScenarioWriter.save(TestScenarios.small(), file);

        Scenario loaded = new ScenarioReader().read(file);

        Agent ada = loaded.getAgents().get(0);
        assertThat(ada.getProfile()).isSameAs(loaded.getProfiles().get(0));
        assertThat(ada.getGoals()).containsExactly(loaded.getEnvironment().getPlaces().get(0));
        assertThat(loaded.getRelations().get(0).getTo()).isSameAs(loaded.getAgents().get(1));
        assertThat(loaded.getFieldBindings().get(0).getSources()).containsExactly(ada);
        assertThat(Files.readString(file)).contains("profile=\"walker\"").contains("formatVersion=\"" + ScenarioFormat.CURRENT_VERSION + "\"");
    }

    @Test
    void oneChangedValueChangesOneLine() throws Exception {
        Scenario scenario = TestScenarios.small();
        List<String> before = lines(ScenarioWriter.toBytes(scenario));

        scenario.getAgents().get(1).getPosition().setX(6.5);
        List<String> after = lines(ScenarioWriter.toBytes(scenario));

        assertThat(after).hasSameSizeAs(before);
        long changed = java.util.stream.IntStream.range(0, before.size()).filter(i -> !before.get(i).equals(after.get(i))).count();
        assertThat(changed).isEqualTo(1);
    }

    @Test
    void savingGivesIdsToNewElementsAndKeepsExistingOnes() throws Exception {
        Scenario scenario = TestScenarios.small();
        Agent newcomer = TestScenarios.agent(null, "Cleo", scenario.getProfiles().get(0), 0, 5,
                (org.crowdstudio.model.scenario.Waypoint) scenario.getEnvironment().getPlaces().get(0));
        scenario.getAgents().add(newcomer);

        ScenarioWriter.toBytes(scenario);

        assertThat(newcomer.getId()).matches("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");
        assertThat(scenario.getAgents().get(0).getId()).isEqualTo("ada");
    }

    @Test
    void repeatedRowsOfPaintedCellsAndBakedGridsAreKept() throws Exception {
        Scenario scenario = TestScenarios.small();
        Keyframe slow = scenario.getFields().get(0).getKeyframes().get(0);
        ZeroCells painted = ScenarioFactory.eINSTANCE.createZeroCells();
        painted.getRows().addAll(List.of("....", ".##.", ".##.", "...."));
        slow.getSketch().getZeroAreas().add(painted);
        BakedGrid grid = ScenarioFactory.eINSTANCE.createBakedGrid();
        grid.setColumns(2);
        grid.setRows(3);
        grid.getCells().addAll(List.of("0 1;0 1", "0 1;0 1", "0 1;0 1"));
        slow.setBakedGrid(grid);
        Path file = folder.resolve("painted.crowd");

        ScenarioWriter.save(scenario, file);
        Keyframe loaded = new ScenarioReader().read(file).getFields().get(0).getKeyframes().get(0);

        assertThat(painted.getRows()).as("in memory").hasSize(4);
        assertThat(((ZeroCells) loaded.getSketch().getZeroAreas().get(0)).getRows()).containsExactly("....", ".##.", ".##.", "....");
        assertThat(loaded.getBakedGrid().getCells()).containsExactly("0 1;0 1", "0 1;0 1", "0 1;0 1");
    }

    private static List<String> lines(byte[] content) {
        return Arrays.asList(new String(content, StandardCharsets.UTF_8).split("\\n"));
    }
}
