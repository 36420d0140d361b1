package org.crowdstudio.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SweepFolderTest {

    private static final String NEIGHBOURS = "profiles[Group member].groupParameters.connectionNeighbours";

    @TempDir
    Path folder;

    @Test
    void aSweepsFolderIsReadBackAndARunOfItMadeAgainGivesWhatTheRunGave() throws Exception {
        SweepPlan plan = new SweepPlan(List.of(SweepAxis.ofValues(NEIGHBOURS + "=1,45")), 2);
        SweepScenario sweep = SweepScenario.read(Examples.file("sim-cflow"), plan, 4, false);
        List<RunResult> results = new ArrayList<>();
        for (RunSpec spec : plan.runs(sweep.check())) {
            results.add(sweep.run(spec));
        }
        SweepRecord.write(folder, Examples.file("sim-cflow"), sweep, null);
        SweepTables.writeRuns(folder, plan, results);

        SweepFolder read = SweepFolder.read(folder);

        assertThat(read.axes()).containsExactly(plan.axes().get(0));
        assertThat(read.rows()).hasSize(4);
        assertThat(read.measures()).startsWith("agents", "steps", "simulated_s", "collisions")
                .contains("group_subgroups_mean")
                .doesNotContain("seed", "wall_s", NEIGHBOURS);
        List<SweepFolder.ByValue> byValue = read.byValue(0, "mean_speed_mps");
        assertThat(byValue).extracting(SweepFolder.ByValue::value).containsExactly("1", "45");
        assertThat(byValue.get(1).position()).isEqualTo(45);
        assertThat(byValue.get(1).runs()).containsExactly(results.get(2).values().get("mean_speed_mps"),
                results.get(3).values().get("mean_speed_mps"));

        Path again = read.writeRunScenario(3, folder.resolve("runs/run-3.crowd"));
        SweepPlan one = new SweepPlan(List.of(new SweepAxis("settings.duration", List.of("4"))), 1);
        SweepScenario alone = SweepScenario.read(again, one, 4, false);
        RunResult rerun = alone.run(one.runs(alone.check()).get(0));
        assertThat(rerun.spec().seed()).isEqualTo(results.get(3).spec().seed());
        assertThat(rerun.values()).isEqualTo(results.get(3).values());
    }

    @Test
    void aFolderWithoutASweepSaysSo() {
        assertThatThrownBy(() -> SweepFolder.read(folder)).hasMessageContaining("sweep.txt: cannot be read");
    }
}
