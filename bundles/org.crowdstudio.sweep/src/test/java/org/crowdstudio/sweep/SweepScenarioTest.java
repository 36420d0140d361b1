package org.crowdstudio.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;

class SweepScenarioTest {

    private static final String NEIGHBOURS = "profiles[Group member].groupParameters.connectionNeighbours";

    @Test
    void aRunGivesTheStatisticsAndTheGroupsMeasuresAndTheSameOnesEveryTime() throws SweepException {
        SweepPlan plan = new SweepPlan(List.of(SweepAxis.ofValues(NEIGHBOURS + "=1,45")), 2);
        SweepScenario sweep = SweepScenario.read(Examples.file("sim-cflow"), plan, 6, false);
        List<RunSpec> runs = plan.runs(sweep.check());

        RunResult first = sweep.run(runs.get(1));
        RunResult again = sweep.run(runs.get(1));

        assertThat(runs).hasSize(4);
        assertThat(runs.get(1).values()).containsExactly("1");
        assertThat(runs.get(1).seed()).isEqualTo(runs.get(0).seed() + 1);
        assertThat(runs.get(2).seed()).isEqualTo(runs.get(0).seed());
        assertThat(first.values()).containsKeys("collisions", "minimum_distance_m", "mean_speed_mps", "at_goal_share",
                "group_subgroups_mean", "group_largest_share");
        assertThat(first.values().get("agents")).isEqualTo(225);
        assertThat(first.values().get("steps")).isEqualTo(60);
        assertThat(first.values().get("group_largest_share")).isBetween(0.9, 1.0);
        assertThat(again.values()).isEqualTo(first.values());
    }

    @Test
    void anotherSeedIsAnotherStartOfTheOncomingCrowd() throws SweepException {
        SweepPlan plan = new SweepPlan(List.of(SweepAxis.ofValues(NEIGHBOURS + "=3")), 2);
        SweepScenario sweep = SweepScenario.read(Examples.file("sim-cflow"), plan, 3, false);
        List<RunSpec> runs = plan.runs(sweep.check());

        assertThat(sweep.run(runs.get(0)).values().get("minimum_distance_m")).isNotEqualTo(sweep.run(runs.get(1))
                .values().get("minimum_distance_m"));
    }

    @Test
    void everyPointIsCheckedBeforeAnythingRuns() throws SweepException {
        SweepPlan plan = new SweepPlan(List.of(SweepAxis.ofValues(NEIGHBOURS + "=2,-1"),
                SweepAxis.ofValues("profiles[Individual].preferredSpeed=1.3,fast")), 1);
        SweepScenario sweep = SweepScenario.read(Examples.file("sim-cflow"), plan, 1, false);

        assertThatThrownBy(sweep::check)
                .hasMessageContaining("profiles[Individual].preferredSpeed: 'fast' is not a number")
                .hasMessageContaining("with " + NEIGHBOURS + "=-1, profiles[Individual].preferredSpeed=1.3: ")
                .hasMessageContaining("connectionNeighbours");
        assertThatThrownBy(() -> SweepScenario.read(Examples.file("no-such-example"), plan, 1,
                false)).hasMessageEndingWith("no-such-example.crowd: no such file");
    }
}
