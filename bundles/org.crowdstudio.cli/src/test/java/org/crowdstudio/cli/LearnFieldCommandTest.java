package org.crowdstudio.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code crowdstudio af learn} refusing what it cannot learn from, without touching the scenario. */
class LearnFieldCommandTest {

    private static final Path EXAMPLES = Path.of("..", "org.crowdstudio.examples", "scenarios");
    private static final Path KEEP_RIGHT = EXAMPLES.resolve("channel-keep-right.crowd");

    @TempDir
    Path folder;

    private StringWriter out = new StringWriter();
    private StringWriter err = new StringWriter();

    @Test
    void aBrokenTrajectoryFileIsToldByLineAndTheScenarioIsNotTouched() throws Exception {
        Path scenario = Files.copy(KEEP_RIGHT, folder.resolve("scenario.crowd"));
        byte[] before = Files.readAllBytes(scenario);
        Path tracks = Files.writeString(folder.resolve("tracks.txt"), "1,1,0,0\n2,1,0.1,zero\n");

        assertThat(run("af", "learn", scenario.toString(), "--trajectories", tracks.toString(), "--field", "Keep right")).isEqualTo(ExitCode.FINDINGS);

        assertThat(err.toString()).contains(tracks + ":2: y is 'zero', not a number").doesNotContain("Exception");
        assertThat(Files.readAllBytes(scenario)).isEqualTo(before);
    }

    @Test
    void aGridTooLargeForMemoryIsRefusedWithTheLimitAndTheScenarioIsNotTouched() throws Exception {
        Path scenario = Files.copy(KEEP_RIGHT, folder.resolve("scenario.crowd"));
        byte[] before = Files.readAllBytes(scenario);
        Path tracks = Files.writeString(folder.resolve("tracks.txt"), "1,1,10,5\n2,1,10.1,5\n");

        assertThat(run("af", "learn", scenario.toString(), "--trajectories", tracks.toString(), "--field", "Fine", "--cell-size", "0.002"))
                .isEqualTo(ExitCode.FINDINGS);

        assertThat(err.toString()).contains("anisotropic field 'Fine'").contains("more than the 33554432 a field may hold (128 MB in memory)");
        assertThat(Files.readAllBytes(scenario)).isEqualTo(before);
    }

    @Test
    void missingTrajectoriesAreAnUnreadableFile() {
        assertThat(run("af", "learn", KEEP_RIGHT.toString(), "--trajectories", folder.resolve("none.csv").toString(), "--field", "X"))
                .isEqualTo(ExitCode.USAGE);
        assertThat(err.toString()).contains("cannot read").contains("none.csv");
    }

    private int run(String... args) {
        out = new StringWriter();
        err = new StringWriter();
        CliEnvironment environment = new CliEnvironment(new ProductInfo("0.1.0", ""), Optional.empty(), (id, applicationArgs) -> 0);
        return CrowdStudioCli.execute(args, environment, new PrintWriter(out), new PrintWriter(err));
    }
}
