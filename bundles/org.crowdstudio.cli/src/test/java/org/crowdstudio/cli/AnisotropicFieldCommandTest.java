package org.crowdstudio.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code crowdstudio af divergence} on the channel examples (AF paper §4.2, eq. 9). */
class AnisotropicFieldCommandTest {

    private static final Path EXAMPLES = Path.of("..", "org.crowdstudio.examples", "scenarios");
    private static final Pattern DIVERGENCE = Pattern.compile("divergence=([0-9.]+)");

    @TempDir
    Path folder;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CliEnvironment environment = new CliEnvironment(new ProductInfo("0.1.0", ""), Optional.empty(), (id, applicationArgs) -> 0);
        return CrowdStudioCli.execute(args, environment, new PrintWriter(out), new PrintWriter(err));
    }

    @Test
    void aFieldDoesNotDivergeFromItself() {
        Path keepRight = EXAMPLES.resolve("channel-keep-right.crowd");

        assertThat(run("af", "divergence", keepRight.toString(), keepRight.toString())).as(err.toString()).isZero();
        assertThat(divergence()).isZero();
    }

    @Test
    void keepingRightAndMovingFreelyDivergeMostInTheChannelsAndTheMapShowsWhere() throws Exception {
        Path map = folder.resolve("divergence.png");

        int exitCode = run("af", "divergence", EXAMPLES.resolve("channel-keep-right.crowd").toString(),
                EXAMPLES.resolve("channel-free-move.crowd").toString(), "--png", map.toString());

        assertThat(exitCode).as(err.toString()).isZero();
        // Keeping right, each half of a channel goes one way; moving freely, both ways: about half a bit apart.
        assertThat(divergence()).isBetween(0.2, 0.9);
        assertThat(out.toString()).contains("South channel").contains("cells compared: ");
        BufferedImage image = ImageIO.read(map.toFile());
        assertThat(image.getWidth()).as("one pixel per cell of the 520 × 320 grid").isEqualTo(520);
        assertThat(image.getHeight()).isEqualTo(320);
        assertThat(folder.toFile().list()).as("no temporary file left").containsExactly("divergence.png");
    }

    @Test
    void aFieldNameTheScenarioDoesNotHaveIsRefusedNamingTheFieldsItHas() {
        Path keepRight = EXAMPLES.resolve("channel-keep-right.crowd");

        assertThat(run("af", "divergence", keepRight.toString(), keepRight.toString(), "--field", "Keep left")).isEqualTo(ExitCode.FINDINGS);
        assertThat(err.toString()).contains(keepRight.toString()).contains("'Keep left'").contains("'Keep right'").doesNotContain("Exception");
        assertThat(out.toString()).isEmpty();
    }

    private double divergence() {
        Matcher matcher = DIVERGENCE.matcher(out.toString());
        assertThat(matcher.find()).as(out.toString()).isTrue();
        return Double.parseDouble(matcher.group(1));
    }
}
