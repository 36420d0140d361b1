package org.crowdstudio.sweep.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import org.junit.jupiter.api.Test;

class SweepProgressTest {

    @Test
    void aProgramReadingTheDriverGetsALinePerRunWithRunsDoneAndTimeLeft() {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try (SweepProgress progress = new SweepProgress(new PrintStream(printed, true, StandardCharsets.UTF_8),
                SweepProgress.Mode.LINES, 10, 4)) {
            progress.finishedOne();
        }

        String[] lines = printed.toString(StandardCharsets.UTF_8).split("\n");
        assertThat(lines[0]).as("before a run of this session is done, no time left is known").isEqualTo("progress 4 "
                + "10 -1");
        assertThat(lines[1]).matches("progress 5 10 \\d+");
    }

    @Test
    void theTimeLeftIsWordedForPeople() {
        assertThat(SweepProgress.words(Duration.ofSeconds(42))).isEqualTo("42 s");
        assertThat(SweepProgress.words(Duration.ofSeconds(200))).isEqualTo("3 min 20 s");
        assertThat(SweepProgress.words(Duration.ofSeconds(3 * 3600 + 600))).isEqualTo("3 h 10 min");
    }
}
