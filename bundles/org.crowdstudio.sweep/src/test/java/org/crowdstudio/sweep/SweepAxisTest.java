package org.crowdstudio.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;

class SweepAxisTest {

    @Test
    void aRangeCountsInDecimalsAndIncludesBothEnds() throws SweepException {
        assertThat(SweepAxis.ofRange("settings.globalInterest=0:1:0.25").values()).containsExactly("0", "0.25", "0.5",
                "0.75", "1");
        assertThat(SweepAxis.ofRange("x=0:0.3:0.1").values()).containsExactly("0", "0.1", "0.2", "0.3");
        assertThat(SweepAxis.ofRange("x=45:1:-22").values()).containsExactly("45", "23", "1");
        assertThat(SweepAxis.ofRange("x=10:30:10").values()).containsExactly("10", "20", "30");
    }

    @Test
    void valuesAreTakenAsWrittenAndTheirPathKept() throws SweepException {
        SweepAxis axis = SweepAxis.ofValues("profiles[Walker].preferredSpeed = 1.2, 1.4");

        assertThat(axis.path()).isEqualTo("profiles[Walker].preferredSpeed");
        assertThat(axis.values()).containsExactly("1.2", "1.4");
    }

    @Test
    void aMistypedAxisIsRefusedWithWhatToWrite() {
        assertThatThrownBy(() -> SweepAxis.ofRange("x=1:10")).hasMessageContaining("PATH=FROM:TO:STEP");
        assertThatThrownBy(() ->
                SweepAxis.ofRange("x=1:10:-1")).hasMessage("--range x=1:10:-1: a step of -1 never gets from 1 to 10");
        assertThatThrownBy(() ->
                SweepAxis.ofRange("x=1:ten:1")).hasMessage("--range x=1:ten:1: TO is not a number: 'ten'");
        assertThatThrownBy(() -> SweepAxis.ofRange("x=0:1:0.00001")).hasMessageContaining("more than 10000 values");
        assertThatThrownBy(() -> SweepAxis.ofValues("x=1,,2")).hasMessageContaining("a value is empty");
        assertThatThrownBy(() -> SweepAxis.ofValues("1,2")).hasMessage("--set 1,2: write PATH=V1,V2,...");
        assertThatThrownBy(() -> SweepAxis.ofValues("x=1,2,1.0")).hasMessage("--set x=1,2,1.0: 1.0 is given twice");
        assertThatThrownBy(() -> SweepAxis.ofRange("x=1:10:4"))
                .hasMessage("--range x=1:10:4: steps of 4 from 1 miss 10 (they give 5, 9, then 13); choose TO or STEP "
                        + "so that TO is one of them");
    }

    @Test
    void aPathIsNamedByItsLastSegmentOrItsParametersKey() {
        assertThat(SweepAxis.shortName("profiles[Group member].groupParameters.connectionNeighbours"))
                .isEqualTo("connectionNeighbours");
        assertThat(SweepAxis.shortName("profiles[Walker].pipeline.velocitySolver.parameters[timeHorizon].value"))
                .isEqualTo("timeHorizon");
        assertThat(SweepAxis.isNumber("1.5e2")).isTrue();
        assertThat(SweepAxis.isNumber("orca")).isFalse();
    }

    @Test
    void aNameWithAnEqualsSignStaysInThePath() throws SweepException {
        assertThat(SweepAxis.ofValues("profiles[a=b].preferredSpeed=1").path())
                .isEqualTo("profiles[a=b].preferredSpeed");
    }

    @Test
    void aPlanRefusesAPathTwiceAndRepeatsOverVariedSeeds() {
        SweepAxis seeds = new SweepAxis("settings.randomSeed", List.of("1", "2"));

        assertThatThrownBy(() -> new SweepPlan(List.of(seeds), 3)).hasMessageContaining("would run some seeds twice");
        assertThatThrownBy(() -> new SweepPlan(List.of(seeds, seeds),
                1)).hasMessageContaining("a path is varied twice");
    }
}
