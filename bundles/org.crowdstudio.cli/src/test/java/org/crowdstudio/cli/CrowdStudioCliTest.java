package org.crowdstudio.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Optional;

import org.junit.jupiter.api.Test;

class CrowdStudioCliTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CliEnvironment environment = new CliEnvironment(new ProductInfo("0.1.0", "v20261121-0544"), Optional.empty(),
                (application, applicationArgs) -> {
                    throw new AssertionError("no application should run");
                });
        return CrowdStudioCli.execute(args, environment, new PrintWriter(out), new PrintWriter(err));
    }

    @Test
    void helpListsTheCommandsAndSucceeds() {
        assertThat(run("--help")).isEqualTo(0);
        assertThat(out.toString()).contains("Usage: crowdstudio").contains("version").contains("install")
                .contains("opens the workbench");
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void everyCommandExplainsItselfWithHelp() {
        for (String command : new String[] {"version", "validate", "diff", "bench", "install"}) {
            StringWriter commandOut = new StringWriter();
            CliEnvironment environment = new CliEnvironment(new ProductInfo("0.1.0", ""), Optional.empty(), (application, applicationArgs) -> 0);

            int exitCode = CrowdStudioCli.execute(new String[] {command, "--help"}, environment, new PrintWriter(commandOut), new PrintWriter(err));

            assertThat(exitCode).as(command + " --help").isZero();
            assertThat(commandOut.toString()).as(command + " --help").startsWith("Usage: crowdstudio " + command).contains("--help");
        }
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void versionPrintsProductAndJava() {
        assertThat(run("version")).isEqualTo(0);
        assertThat(out.toString()).startsWith("Crowd Studio 0.1.0 (build v20261121-0544)")
                .contains("Java " + System.getProperty("java.version"));
    }

    @Test
    void unknownCommandIsAOneLineErrorWithUsageAndNoStackTrace() {
        assertThat(run("nonsense")).isEqualTo(ExitCode.USAGE);
        String[] lines = err.toString().split("\\R");
        assertThat(lines[0]).isEqualTo("crowdstudio: unknown command 'nonsense'");
        assertThat(err.toString()).contains("Usage: crowdstudio").doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void unknownOptionIsAUsageError() {
        assertThat(run("version", "--frobnicate")).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString()).startsWith("crowdstudio: Unknown option: '--frobnicate'")
                .contains("Usage: crowdstudio version");
    }

    @Test
    void noCommandIsAUsageError() {
        assertThat(run()).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString()).startsWith("crowdstudio: no command given");
    }

    @Test
    void bundleVersionsReadAsReleaseAndBuild() {
        assertThat(ProductInfo.fromBundleVersion("0.1.0.v20261121-0544").describe())
                .isEqualTo("Crowd Studio 0.1.0 (build v20261121-0544)");
        assertThat(ProductInfo.fromBundleVersion("1.2.3").describe()).isEqualTo("Crowd Studio 1.2.3");
    }
}
