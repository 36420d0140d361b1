package org.crowdstudio.cli.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.crowdstudio.cli.CliEnvironment;
import org.crowdstudio.cli.CrowdStudioCli;
import org.crowdstudio.cli.ProductInfo;
import org.crowdstudio.engine.equinox.EquinoxAlgorithms;
import org.crowdstudio.model.io.ScenarioReader;
import org.crowdstudio.model.io.ScenarioWriter;
import org.crowdstudio.model.scenario.Scenario;
import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.Platform;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code crowdstudio af learn} and {@code af fidelity} on the channel examples with the installed
 * algorithms: a field learned from a simulated run (AF paper §3.5) and the Fig. 12 loop.
 */
class LearnFieldExamplesTest {

    private static final Pattern DIVERGENCE = Pattern.compile("divergence=([0-9.]+)");

    @TempDir
    Path folder;

    private Path keepRight;
    private Path freeMove;
    private StringWriter out = new StringWriter();
    private StringWriter err = new StringWriter();

    @BeforeEach
    void findExamples() throws Exception {
        Path examples = Path.of(FileLocator.toFileURL(Platform.getBundle("org.crowdstudio.examples").getEntry("scenarios/")).toURI());
        keepRight = examples.resolve("channel-keep-right.crowd");
        freeMove = examples.resolve("channel-free-move.crowd");
    }

    @Test
    void aFieldLearnedFromAKeepRightRunIsNearerTheKeepRightSketchThanFreeMovingAndFidelityMeasuresTheSame() throws Exception {
        Path run = folder.resolve("run.csv");
        assertThat(run("simulate", keepRight.toString(), "--out", run.toString())).as(err.toString()).isZero();
        Path blank = blankKeepRight();
        Path learned = folder.resolve("learned.crowd");

        assertThat(run("af", "learn", blank.toString(), "--trajectories", run.toString(), "--field", "Keep right", "--out", learned.toString()))
                .as(err.toString()).isZero();
        assertThat(out.toString()).contains("learned into field 'Keep right' from 400 tracks");
        double fromKeepRight = divergence("af", "divergence", learned.toString(), keepRight.toString());
        double fromFreeMove = divergence("af", "divergence", learned.toString(), freeMove.toString());
        double fidelity = divergence("af", "fidelity", keepRight.toString());

        // Measured: 0.18 from the keep-right sketch, 0.36 from free move (docs/ANISOTROPIC.md).
        // Below 0.2, the divergence the paper reaches between a simulated crowd's field and its
        // source's (§5.3).
        assertThat(fromKeepRight).as("learned against the sketch that steered the run").isLessThan(0.2)
                .isLessThan(fromFreeMove - 0.1);
        assertThat(fidelity).as("af fidelity runs the same loop in one command").isCloseTo(fromKeepRight, within(0.01));
        assertThat(Files.size(learned)).as("the stored paths keep a scenario that git can hold").isLessThan(2_000_000);
    }

    @Test
    void aUmansFolderIsLearnedIntoANewFieldOverTheEnvironment() throws Exception {
        Path umans = folder.resolve("umans");
        assertThat(run("simulate", keepRight.toString(), "--duration", "10", "--format", "umans", "--out", umans.toString())).as(err.toString())
                .isZero();
        Path learned = folder.resolve("learned.crowd");

        assertThat(run("af", "learn", keepRight.toString(), "--trajectories", umans.toString(), "--field", "Observed", "--cell-size", "0.5",
                "--out", learned.toString())).as(err.toString()).isZero();

        assertThat(out.toString()).contains("made field 'Observed' from 400 tracks");
        Scenario scenario = new ScenarioReader().read(learned);
        assertThat(scenario.getAnisotropicFields()).extracting(field -> field.getName()).containsExactly("Keep right", "Observed");
        assertThat(scenario.getAnisotropicFields().get(1).getTrajectorySets().getFirst().getSource()).isEqualTo("umans");
    }

    /** The keep-right scenario with its field's strokes wiped: the same grid, nothing painted on it. */
    private Path blankKeepRight() throws Exception {
        Scenario scenario = new ScenarioReader().read(keepRight);
        scenario.getAnisotropicFields().getFirst().getStrokes().clear();
        Path blank = folder.resolve("blank.crowd");
        ScenarioWriter.save(scenario, blank);
        return blank;
    }

    private double divergence(String... args) {
        assertThat(run(args)).as(err.toString()).isZero();
        Matcher matcher = DIVERGENCE.matcher(out.toString());
        assertThat(matcher.find()).as(out.toString()).isTrue();
        return Double.parseDouble(matcher.group(1));
    }

    private int run(String... args) {
        out = new StringWriter();
        err = new StringWriter();
        CliEnvironment environment = new CliEnvironment(new ProductInfo("0.1.0", ""), Optional.empty(), (id, applicationArgs) -> 0,
                EquinoxAlgorithms.registry());
        return CrowdStudioCli.execute(args, environment, new PrintWriter(out), new PrintWriter(err));
    }
}
