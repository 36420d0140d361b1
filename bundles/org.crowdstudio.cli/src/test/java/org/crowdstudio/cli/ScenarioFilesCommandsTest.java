package org.crowdstudio.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code crowdstudio validate} and {@code crowdstudio diff} on scenario files, with their exit codes. */
class ScenarioFilesCommandsTest {

    @TempDir
    Path folder;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CliEnvironment environment = new CliEnvironment(new ProductInfo("0.1.0", ""), Optional.empty(), (id, applicationArgs) -> 0);
        return CrowdStudioCli.execute(args, environment, new PrintWriter(out), new PrintWriter(err));
    }

    private Path scenario(String name, double radius, double bobX) throws Exception {
        String text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <crowd:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:crowd="http://crowdstudio.org/2026/scenario" id="s" name="Two" formatVersion="1">
                  <settings/>
                  <environment>
                    <min x="-10.0" y="-10.0"/>
                    <max x="10.0" y="10.0"/>
                  </environment>
                  <profiles id="walker" name="Walker" radius="%s">
                    <pipeline/>
                  </profiles>
                  <agents id="ada" name="Ada" profile="walker">
                    <position x="-5.0" y="0.0"/>
                  </agents>
                  <agents id="bob" name="Bob" profile="walker">
                    <position x="%s" y="0.0"/>
                  </agents>
                </crowd:Scenario>
                """.formatted(radius, bobX);
        return Files.writeString(folder.resolve(name), text);
    }

    @Test
    void aValidScenarioValidatesWithExitCodeZero() throws Exception {
        Path file = scenario("two.crowd", 0.3, 5);

        assertThat(run("validate", file.toString())).isZero();
        assertThat(out.toString()).isEqualTo(file + ": valid\n");
    }

    @Test
    void problemsArePrintedWithTheirElementAndExitCodeOne() throws Exception {
        Path file = scenario("two.crowd", -0.3, 50);

        assertThat(run("validate", file.toString())).isEqualTo(ExitCode.FINDINGS);
        assertThat(out.toString()).contains(
                file + ": error: profiles[Walker].radius: must be greater than 0 (is -0.3)",
                file + ": error: agents[Bob].position: (50, 0) is outside the environment bounds",
                file + ": 2 errors, 0 warnings");
    }

    @Test
    void anUnreadableFileGivesExitCodeTwoWhateverTheOthersAre() throws Exception {
        Path good = scenario("two.crowd", 0.3, 5);
        Path broken = Files.writeString(folder.resolve("broken.crowd"), "<crowd:Scenario formatVersion=\"1\"");

        assertThat(run("validate", good.toString(), broken.toString())).isEqualTo(ExitCode.USAGE);
        assertThat(out.toString()).contains(good + ": valid", broken + ":1:").contains(broken + ": could not be read")
                .doesNotContain("Exception");
    }

    @Test
    void algorithmParametersAreCheckedAgainstWhatTheInstalledAlgorithmDeclares() throws Exception {
        Path file = Files.writeString(folder.resolve("solver.crowd"), Files.readString(scenario("two.crowd", 0.3, 5))
                .replace("<pipeline/>", "<pipeline><velocitySolver algorithmId=\"test-solver\">"
                        + "<parameters xsi:type=\"crowd:RealParameter\" key=\"timeHorizon\" value=\"-2.0\"/></velocitySolver></pipeline>"));
        org.crowdstudio.engine.spi.AlgorithmRegistry installed = new org.crowdstudio.engine.spi.AlgorithmRegistry();
        installed.register(new org.crowdstudio.engine.spi.SteeringAlgorithm() {
            @Override
            public org.crowdstudio.engine.spi.AlgorithmDescriptor descriptor() {
                return new org.crowdstudio.engine.spi.AlgorithmDescriptor("test-solver", org.crowdstudio.engine.spi.Stage.VELOCITY_SOLVER,
                        "Solver", "", java.util.List.of(org.crowdstudio.engine.spi.ParameterDescriptor.real("timeHorizon", 2, 0.1, 20, "s",
                                "Look-ahead.")));
            }

            @Override
            public Object create(org.crowdstudio.engine.spi.Parameters parameters, org.crowdstudio.engine.spi.World world) {
                return (org.crowdstudio.engine.spi.VelocitySolver) (agent, vx, vy, out) -> {
                    out[0] = vx;
                    out[1] = vy;
                };
            }
        });
        CliEnvironment environment = new CliEnvironment(new ProductInfo("0.1.0", ""), Optional.empty(), (id, a) -> 0, installed);

        int exitCode = CrowdStudioCli.execute(new String[] {"validate", file.toString()}, environment, new PrintWriter(out),
                new PrintWriter(err));

        assertThat(exitCode).isEqualTo(ExitCode.FINDINGS);
        assertThat(out.toString()).contains(file + ": error: profiles[Walker].pipeline.velocitySolver.parameters: parameter 'timeHorizon'"
                + " of 'test-solver' must be between 0.1 and 20 s (is -2)");
    }

    @Test
    void everyFileOfTheBrokenCorpusIsReportedWithItsPlaceAndExitCodeTwo() throws Exception {
        Path corpus = Path.of("../org.crowdstudio.model/src/test/resources/broken");
        java.util.List<Path> files;
        try (var listing = Files.list(corpus)) {
            files = listing.filter(path -> path.toString().endsWith(".crowd")).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThanOrEqualTo(12);

        for (Path file : files) {
            StringWriter report = new StringWriter();
            CliEnvironment environment = new CliEnvironment(new ProductInfo("0.1.0", ""), Optional.empty(), (id, a) -> 0);
            int exitCode = CrowdStudioCli.execute(new String[] {"validate", file.toString()}, environment, new PrintWriter(report),
                    new PrintWriter(new StringWriter()));

            assertThat(exitCode).as(file.toString()).isEqualTo(ExitCode.USAGE);
            assertThat(report.toString()).as(file.toString()).startsWith(file + ":").contains(file + ": could not be read")
                    .doesNotContain("Exception").doesNotContain("\tat ");
        }
    }

    @Test
    void diffOfEqualScenariosIsEmptyWithExitCodeZero() throws Exception {
        Path a = scenario("a.crowd", 0.3, 5);
        Path b = scenario("b.crowd", 0.3, 5);

        assertThat(run("diff", a.toString(), b.toString())).isZero();
        assertThat(out.toString()).isEqualTo("no differences\n");
    }

    @Test
    void diffReportsEachChangeWithExitCodeOne() throws Exception {
        Path a = scenario("a.crowd", 0.3, 5);
        Path b = scenario("b.crowd", 0.25, 6);

        assertThat(run("diff", a.toString(), b.toString())).isEqualTo(ExitCode.FINDINGS);
        assertThat(out.toString()).isEqualTo("""
                changed  profiles[Walker].radius: 0.3 → 0.25
                changed  agents[Bob].position: (5, 0) → (6, 0)
                2 changes
                """);
    }

    @Test
    void diffOfAMissingFileIsAnErrorWithExitCodeTwo() throws Exception {
        Path a = scenario("a.crowd", 0.3, 5);
        Path missing = folder.resolve("missing.crowd");

        assertThat(run("diff", a.toString(), missing.toString())).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString()).isEqualTo("crowdstudio: " + missing + ": no such file\n");
    }
}
