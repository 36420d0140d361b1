package org.crowdstudio.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SweepTablesTest {

    private static final SweepPlan PLAN = new SweepPlan(List.of(new SweepAxis("groups[Walkers, "
            + "slow].parameters.connectionNeighbours",
            List.of("1", "2"))), 2);
    private static final List<RunSpec> RUNS = PLAN.runs(List.of(10L, 10L));

    @TempDir
    Path folder;

    @Test
    void runsAreWrittenInRunOrderWithEventsAfterTheStatisticsAndReadBackForResume() throws Exception {
        List<RunResult> finished = List.of(result(2, 3, "conversation-start", 0.5), result(0, 1, "fire-alarm",
                Double.NaN));

        SweepTables.writeRuns(folder, PLAN, finished);

        List<String> lines = Files.readAllLines(folder.resolve(SweepTables.RUNS));
        assertThat(lines.get(0)).isEqualTo("run,point,\"groups[Walkers, "
                + "slow].parameters.connectionNeighbours\",repeat,seed,collisions,"
                + "at_goal_share,events_conversation_start,events_fire_alarm,group_largest_share,wall_s");
        assertThat(lines.get(1)).isEqualTo("0,0,1,0,10,1,,0,1,0.9,0.250");
        assertThat(lines.get(2)).isEqualTo("2,1,2,0,10,3,0.5,1,0,0.9,0.250");
        List<RunResult> read = SweepTables.readRuns(folder, PLAN, RUNS);
        assertThat(read).extracting(RunResult::spec).containsExactly(RUNS.get(0), RUNS.get(2));
        assertThat(read.get(1).values().get("collisions")).isEqualTo(3);
        assertThat(read.get(0).values().get("at_goal_share")).isNaN();
    }

    @Test
    void theSummaryHoldsEachPointsMeanAndSpread() throws Exception {
        SweepTables.writeSummary(folder, PLAN, List.of(result(0, 1, "x", 1), result(1, 3, "x", 1), result(2, 5, "x",
                1)));

        List<String> lines = Files.readAllLines(folder.resolve(SweepTables.SUMMARY));
        assertThat(lines.get(0)).startsWith("point,\"groups[Walkers, "
                + "slow].parameters.connectionNeighbours\",runs,collisions_mean,collisions_sd,");
        assertThat(lines.get(1)).startsWith("0,1,2,2,1.4142135623730951,");
        assertThat(lines.get(2)).startsWith("1,2,1,5,,");
    }

    @Test
    void anotherSweepsTableIsNotResumed() throws Exception {
        SweepTables.writeRuns(folder, PLAN, List.of(result(1, 1, "x", 1)));
        SweepPlan otherSeeds = new SweepPlan(PLAN.axes(), 2);

        assertThatThrownBy(() -> SweepTables.readRuns(folder, otherSeeds, otherSeeds.runs(List.of(20L, 20L))))
                .hasMessageContaining("runs.csv, line 2: run 1 is not this sweep's run 1");
        SweepPlan otherPath = new SweepPlan(List.of(new SweepAxis("profiles[Walker].preferredSpeed", List.of("1"))), 1);
        assertThatThrownBy(() -> SweepTables.readRuns(folder, otherPath, otherPath.runs(List.of(1L))))
                .hasMessageContaining("holds a sweep of [groups[Walkers, slow].parameters.connectionNeighbours], not "
                        + "of [profiles[Walker].preferredSpeed]");
    }

    private static RunResult result(int run, double collisions, String event, double atGoal) {
        Map<String, Double> values = new LinkedHashMap<>();
        values.put("collisions", collisions);
        values.put("at_goal_share", atGoal);
        values.put(RunResult.eventColumn(event), 1.0);
        values.put("group_largest_share", 0.9);
        return new RunResult(RUNS.get(run), values, 0.25, null);
    }
}
