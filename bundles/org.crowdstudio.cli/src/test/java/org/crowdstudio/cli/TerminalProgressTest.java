package org.crowdstudio.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;

import org.junit.jupiter.api.Test;

/** The progress bar draws in place on a terminal, and stays silent everywhere else. */
class TerminalProgressTest {

    @Test
    void onATerminalTheBarRedrawsEachNewPercentageAndIsClearedAtTheEnd() {
        StringWriter err = new StringWriter();
        try (TerminalProgress progress = new TerminalProgress(new PrintWriter(err), true, "work", 4)) {
            progress.update(1);
            progress.update(1);
            progress.update(2);
            progress.update(4);
        }

        String drawn = err.toString();
        assertThat(drawn.split("\r", -1)).hasSize(6); // three draws, one clear, one return to the line start
        assertThat(drawn).contains("work [#######                       ] 25%").contains("] 50%")
                .contains("work [##############################] 100%");
        assertThat(drawn).endsWith("\r").doesNotContain("\n");
    }

    @Test
    void offATerminalNothingIsWritten() {
        StringWriter err = new StringWriter();
        try (TerminalProgress progress = new TerminalProgress(new PrintWriter(err), false, "work", 4)) {
            progress.update(2);
        }

        assertThat(err.toString()).isEmpty();
    }
}
