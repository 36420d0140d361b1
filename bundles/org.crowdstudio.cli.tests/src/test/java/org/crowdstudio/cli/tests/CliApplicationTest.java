package org.crowdstudio.cli.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExtension;
import org.eclipse.core.runtime.Platform;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.Bundle;

/** The command line as the installed product runs it: an Equinox application found in the registry. */
class CliApplicationTest {

    private static final String APPLICATION_ID = "org.crowdstudio.cli.app";

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private PrintStream originalOut;
    private PrintStream originalErr;

    @BeforeEach
    void captureConsole() {
        originalOut = System.out;
        originalErr = System.err;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restoreConsole() {
        System.setOut(originalOut);
        System.setErr(originalErr);
    }

    @Test
    void theExtensionRegistryKnowsTheCommandLineApplication() {
        IExtension extension = Platform.getExtensionRegistry().getExtension(Platform.PI_RUNTIME, Platform.PT_APPLICATIONS, APPLICATION_ID);
        assertThat(extension).as("application extension " + APPLICATION_ID).isNotNull();
        assertThat(extension.getContributor().getName()).isEqualTo("org.crowdstudio.cli");
    }

    @Test
    void versionReportsTheInstalledBundleVersion() throws Exception {
        Object exitCode = runApplication("version");

        Bundle cli = Platform.getBundle("org.crowdstudio.cli");
        String release = cli.getVersion().getMajor() + "." + cli.getVersion().getMinor() + "." + cli.getVersion().getMicro();
        assertThat(exitCode).isEqualTo(0);
        assertThat(stdout()).startsWith("Crowd Studio " + release + " (build " + cli.getVersion().getQualifier() + ")");
        assertThat(stderr()).isEmpty();
    }

    @Test
    void anUnknownCommandReturnsAUsageErrorWithoutStackTrace() throws Exception {
        Object exitCode = runApplication("nonsense");

        assertThat(exitCode).isEqualTo(2);
        assertThat(stderr().lines().findFirst()).contains("crowdstudio: unknown command 'nonsense'");
        assertThat(stderr()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void benchTimesTheInstalledGoalReachingAndOrcaAlgorithms() throws Exception {
        Object exitCode = runApplication("bench", "--agents", "300,600", "--steps", "2", "--threads", "2");

        assertThat(exitCode).as(stderr()).isEqualTo(0);
        // The standard crowd: ms/step, steps/s, ns per agent-step, bytes per agent, rounds, fastest and slowest round.
        String standardRow = "\\s+(300|600)\\s+[0-9.]+\\s+[0-9.]+\\s+[0-9]+\\s+[0-9,]+\\s+9(\\s+[0-9.]+){2}";
        assertThat(stdout().lines().filter(line -> line.matches(standardRow))).hasSize(2);
        // Five interaction fields per agent: the step before and with them, the overhead and the fields' share of the step.
        assertThat(stdout()).contains("Interaction fields: the standard crowd with 5 fields bound to every agent");
        assertThat(stdout().lines().filter(line -> line.matches("\\s+(300|600)(\\s+[0-9.]+){2}\\s+-?[0-9]+%\\s+-?[0-9]+%\\s+-?[0-9]+"))).hasSize(2);
        // The social layer at the TA paper's 4,000 agents and at the sizes asked for, each in nine rounds.
        assertThat(stdout()).contains("Social layer (social-ta)");
        String socialRow = "\\s+(300|600|4,000)(\\s+[0-9.]+){3}\\s+[0-9]+%\\s+[0-9.]+%\\s+9";
        assertThat(stdout().lines().filter(line -> line.matches(socialRow))).hasSize(3);
        // Groups by velocity connection beside plain ORCA: groups, step time, steps/s, both costs per agent and their ratio.
        assertThat(stdout()).contains("Groups by velocity connection: the standard crowd in groups of 2–4 and one of 90");
        assertThat(stdout().lines().filter(line -> line.matches("\\s+(300|600)\\s+[0-9,]+(\\s+[0-9.]+){2}(\\s+[0-9]+){2}\\s+[0-9.]+×"))).hasSize(2);
        // An anisotropic field alone, and with ORCA beside ORCA alone: step times, steps/s and the field's share.
        assertThat(stdout()).contains("Anisotropic field: the standard crowd on city blocks");
        assertThat(stdout().lines().filter(line -> line.matches("\\s+(300|600)(\\s+[0-9.]+){4}\\s+[0-9]+%"))).hasSize(2);
        // Navigation in a walled floor plan: the plan's build time, then step time, steps/s, the
        // stage's time and share, and the rounds.
        assertThat(stdout()).contains("Navigation: a walled floor plan 100 m square with 500 obstacles and 4 exits");
        assertThat(stdout()).containsPattern("The plan and its exits' fields are built in [0-9.]+ ms");
        String navigationRow = "\\s+(300|600)(\\s+[0-9.]+){3}\\s+[0-9]+%\\s+9";
        assertThat(stdout().lines().filter(line -> line.matches(navigationRow))).hasSize(2);
    }

    @Test
    void benchAtSeveralThreadCountsShowsTheScalingAndComparesWithASavedRun(@TempDir Path folder) throws Exception {
        Object exitCode = runApplication("bench", "--agents", "200", "--steps", "2", "--threads", "1,2", "--json");

        assertThat(exitCode).as(stderr()).isEqualTo(0);
        JsonObject run = JsonParser.parseString(stdout()).getAsJsonObject();
        List<String> standard = new ArrayList<>();
        for (JsonElement sample : run.getAsJsonArray("samples")) {
            JsonObject entry = sample.getAsJsonObject();
            String family = entry.get("family").getAsString();
            if (family.startsWith("Social") || family.startsWith("Navigation")) {
                assertThat(entry.getAsJsonObject("figures").get("rounds").getAsInt()).as(family).isEqualTo(9);
            }
            if (entry.get("family").getAsString().startsWith("Standard")) {
                standard.add(entry.get("agents").getAsInt() + "@" + entry.get("threads").getAsInt());
                double millisPerStep = entry.get("msPerStep").getAsDouble();
                assertThat(millisPerStep).isPositive();
                // 200 agents for 2 steps: timed in the most rounds, the median between the fastest and the slowest.
                JsonObject figures = entry.getAsJsonObject("figures");
                assertThat(figures.get("rounds").getAsInt()).isEqualTo(9);
                assertThat(millisPerStep).isBetween(figures.get("fastestMsPerStep").getAsDouble(),
                        figures.get("slowestMsPerStep").getAsDouble());
            }
        }
        assertThat(standard).as("the standard benchmark at each thread count").containsExactly("200@1", "200@2");
        Path saved = folder.resolve("run.json");
        Files.writeString(saved, stdout());
        out.reset();

        exitCode = runApplication("bench", "--agents", "200", "--steps", "2", "--threads", "1,2", "--compare", saved.toString());

        assertThat(exitCode).as(stderr()).isEqualTo(0);
        assertThat(stdout()).contains("Standard (goal reaching, ORCA): steps/s by thread count, and the speed-up over 1 thread",
                "Navigation to 4 exits: steps/s by thread count", "Against " + saved);
        assertThat(stdout().lines().filter(line -> line.matches("\\s+200(\\s+[0-9.]+){2}\\s+[0-9.]+×"))).as("a scaling row per family").hasSizeGreaterThanOrEqualTo(6);
        assertThat(stdout().lines().filter(line -> line.matches("Standard \\(goal reaching, ORCA\\)\\s+200\\s+[12](\\s+[0-9.]+){2}\\s+-?[0-9]+%")))
                .as("the change against the saved run at each thread count").hasSize(2);
    }

    private Object runApplication(String... args) throws Exception {
        IExtension extension = Platform.getExtensionRegistry().getExtension(Platform.PI_RUNTIME, Platform.PT_APPLICATIONS, APPLICATION_ID);
        IConfigurationElement run = Arrays.stream(extension.getConfigurationElements())
                .flatMap(application -> Arrays.stream(application.getChildren("run"))).findFirst().orElseThrow();
        IApplication application = (IApplication) run.createExecutableExtension("class");
        return application.start(new ArgumentsContext(args));
    }

    private String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** The part of an application context the command line reads: its arguments. */
    private record ArgumentsContext(String[] args) implements IApplicationContext {

        @Override
        public Map<String, Object> getArguments() {
            return Map.of(IApplicationContext.APPLICATION_ARGS, args);
        }

        @Override
        public void applicationRunning() {
        }

        @Override
        public String getBrandingApplication() {
            return null;
        }

        @Override
        public String getBrandingName() {
            return null;
        }

        @Override
        public String getBrandingDescription() {
            return null;
        }

        @Override
        public String getBrandingId() {
            return null;
        }

        @Override
        public String getBrandingProperty(String key) {
            return null;
        }

        @Override
        public Bundle getBrandingBundle() {
            return null;
        }

        @Override
        public void setResult(Object result, IApplication application) {
        }
    }
}
