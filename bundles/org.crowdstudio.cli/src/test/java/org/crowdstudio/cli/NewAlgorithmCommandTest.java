package org.crowdstudio.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.AlgorithmOrigin;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.scenario.Scenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code crowdstudio new-algorithm}: the project it writes for each stage (that it builds and
 * installs is checked by releng/scripts/check-sample-extension.sh against the real update site).
 */
class NewAlgorithmCommandTest {

    @TempDir
    Path temp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private final AlgorithmRegistry installed = new AlgorithmRegistry();

    private int run(String... args) {
        CliEnvironment environment = new CliEnvironment(new ProductInfo("0.1.0", ""), Optional.empty(), (id, arguments) -> 0, installed);
        String[] all = new String[args.length + 1];
        all[0] = "new-algorithm";
        System.arraycopy(args, 0, all, 1, args.length);
        return CrowdStudioCli.execute(all, environment, new PrintWriter(out), new PrintWriter(err));
    }

    @Test
    void writesABundleTestsFeatureSiteAndScenarioWithTheNamesFilledIn() throws Exception {
        Path project = temp.resolve("keep-distance");

        int exit = run("keep-distance", "--stage", "velocity-solver", "--dir", project.toString());

        assertThat(exit).as(err.toString()).isZero();
        assertThat(project.resolve("com.example.keepdistance/src/main/java/com/example/keepdistance/KeepDistanceAlgorithm.java")).content()
                .contains("public final class KeepDistanceAlgorithm implements SteeringAlgorithm<VelocitySolver>", "\"keep-distance\"",
                        "ParameterDescriptor<Double> PERSONAL_SPACE", "parameters.get(PERSONAL_SPACE)");
        assertThat(project.resolve("com.example.keepdistance/plugin.xml")).content().contains("com.example.keepdistance.KeepDistanceAlgorithm");
        assertThat(project.resolve("com.example.keepdistance.feature/feature.xml")).content().contains("id=\"com.example.keepdistance.feature\"");
        assertThat(project.resolve("pom.xml")).content().contains("<module>com.example.keepdistance.tests</module>", "${crowdstudio.site}");
        for (Path file : files(project)) {
            assertThat(Files.readString(file)).as("%s has every placeholder of the generator filled", project.relativize(file))
                    .doesNotContain("${id}", "${Name}", "${Class}", "${bundle}", "${package}", "${uuid:", "${pipeline}", "${stageLabel}");
        }
        Scenario scenario = new ScenarioReader().read(project.resolve("scenarios/keep-distance.crowd"));
        assertThat(scenario.getProfiles().get(0).getPipeline().getVelocitySolver().getAlgorithmId()).isEqualTo("keep-distance");
        assertThat(scenario.getProfiles().get(0).getPipeline().getVelocitySources().get(0).getAlgorithmId()).isEqualTo("goal-reaching");
        assertThat(out.toString()).contains("mvn verify -Dcrowdstudio.site=URL",
                "crowdstudio install --repository com.example.keepdistance.site/target/repository com.example.keepdistance.feature");
    }

    @Test
    void everyStageGetsAnAlgorithmOfItsOwnKindInItsPlaceInTheScenario() throws Exception {
        for (String stage : List.of("waypoint-modifier", "velocity-source", "orientation")) {
            Path project = temp.resolve(stage);
            assertThat(run("look-" + stage, "--stage", stage, "--dir", project.toString(), "--bundle", "org.example.look")).as(err.toString()).isZero();
            String type = switch (stage) {
                case "waypoint-modifier" -> "WaypointModifier";
                case "velocity-source" -> "VelocitySource";
                default -> "OrientationPolicy";
            };
            Path algorithm;
            try (Stream<Path> found = Files.walk(project)) {
                algorithm = found.filter(file -> file.toString().endsWith("Algorithm.java")).findFirst().orElseThrow();
            }
            assertThat(algorithm).content().contains("implements SteeringAlgorithm<" + type + ">", "package org.example.look;");
            assertThat(project.resolve("scenarios/look-" + stage + ".crowd")).content().contains("algorithmId=\"look-" + stage + "\"");
        }
    }

    @Test
    void aFolderWithFilesIsLeftAloneAndBadNamesAreRefusedWithTheReason() throws Exception {
        Path taken = Files.createDirectories(temp.resolve("taken"));
        Files.writeString(taken.resolve("notes.txt"), "mine");

        assertThat(run("keep-distance", "--stage", "velocity-solver", "--dir", taken.toString())).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString()).contains("already exists and is not an empty folder: nothing was written");
        assertThat(files(taken)).hasSize(1);

        assertThat(run("Keep_Distance", "--stage", "velocity-solver", "--dir", temp.resolve("a").toString())).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString()).contains("'Keep_Distance' is not an algorithm id");
        assertThat(run("wind", "--stage", "force", "--dir", temp.resolve("b").toString())).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString()).contains("there is no stage 'force': choose one of waypoint-modifier, velocity-source, velocity-solver, orientation");
        assertThat(run("switch", "--stage", "orientation", "--dir", temp.resolve("c").toString())).as("com.example.switch would not compile")
                .isEqualTo(ExitCode.USAGE);
        assertThat(err.toString()).contains("'com.example.switch' is not a bundle name", "(give one with --bundle)");
        assertThat(files(temp)).as("nothing written for any of them").hasSize(1);
    }

    @Test
    void anIdAnInstalledAlgorithmHasIsRefused() {
        installed.register(new SteeringAlgorithm<VelocitySolver>() {
            @Override
            public AlgorithmDescriptor<VelocitySolver> descriptor() {
                return new AlgorithmDescriptor<>("keep-distance", Stage.VELOCITY_SOLVER, "Keep distance", "", List.of());
            }

            @Override
            public VelocitySolver create(Parameters parameters, World world) {
                return (agent, vx, vy, out) -> {
                    out[0] = vx;
                    out[1] = vy;
                };
            }
        }, new AlgorithmOrigin("com.example.other", "2.0.0"));

        assertThat(run("keep-distance", "--stage", "velocity-solver", "--dir", temp.resolve("d").toString())).isEqualTo(ExitCode.USAGE);
        assertThat(err.toString()).contains("an algorithm called 'keep-distance' is installed already (com.example.other 2.0.0)");
    }

    private static List<Path> files(Path folder) throws Exception {
        try (Stream<Path> found = Files.walk(folder)) {
            return found.filter(Files::isRegularFile).toList();
        }
    }
}
