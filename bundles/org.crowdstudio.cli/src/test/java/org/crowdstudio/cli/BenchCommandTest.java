package org.crowdstudio.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Optional;

import org.junit.jupiter.api.Test;

/** {@code crowdstudio bench} refuses what it cannot run, clearly and without a stack trace. */
class BenchCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CliEnvironment environment = new CliEnvironment(new ProductInfo("0.1.0", ""), Optional.empty(), (id, applicationArgs) -> 0);
        return CrowdStudioCli.execute(args, environment, new PrintWriter(out), new PrintWriter(err));
    }

    @Test
    void withoutOrcaInstalledTheBenchmarkSaysWhatIsMissing() {
        assertThat(run("bench", "--agents", "100", "--steps", "1")).isEqualTo(ExitCode.FINDINGS);
        assertThat(err.toString()).contains("'goal-reaching' algorithm is not installed").doesNotContain("Exception");
    }

    @Test
    void aCrowdOfOneIsAUsageError() {
        assertThat(run("bench", "--agents", "1")).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString()).startsWith("crowdstudio: --agents: 1 is not between 2 and 10,000,000");
    }

    @Test
    void zeroStepsIsAUsageError() {
        assertThat(run("bench", "--steps", "0")).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString()).startsWith("crowdstudio: --steps must be at least 1");
    }
}
