package org.crowdstudio.cli.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.crowdstudio.cli.CliEnvironment;
import org.crowdstudio.cli.CrowdStudioCli;
import org.crowdstudio.cli.ProductInfo;
import org.crowdstudio.engine.equinox.EquinoxAlgorithms;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.Platform;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code crowdstudio simulate} on every installed example, with the algorithms installed in the
 * product: each example whose algorithms are all installed runs and writes its trajectories; each
 * other one is refused with the missing algorithm named.
 */
class SimulateExamplesTest {

    private static final Pattern ALGORITHM = Pattern.compile("algorithmId=\"([^\"]+)\"");
    private static final int STEPS = 20;

    @TempDir
    Path folder;

    @Test
    void everyExampleRunsOrNamesTheAlgorithmItLacks() throws Exception {
        AlgorithmRegistry installed = EquinoxAlgorithms.registry();
        Path examples = Path.of(FileLocator.toFileURL(Platform.getBundle("org.crowdstudio.examples").getEntry("scenarios/")).toURI());
        List<String> ran = new ArrayList<>();
        try (Stream<Path> files = Files.list(examples)) {
            for (Path example : files.filter(file -> file.toString().endsWith(".crowd")).sorted().toList()) {
                Set<String> missing = new LinkedHashSet<>();
                Matcher matcher = ALGORITHM.matcher(Files.readString(example));
                while (matcher.find()) {
                    if (installed.find(matcher.group(1)).isEmpty()) {
                        missing.add(matcher.group(1));
                    }
                }
                Path csv = folder.resolve(example.getFileName() + ".csv");
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                ByteArrayOutputStream err = new ByteArrayOutputStream();
                int exitCode = run(installed, out, err, "simulate", example.toString(), "--steps", Integer.toString(STEPS), "--every", "10",
                        "--threads", "2", "--out", csv.toString());
                String errors = err.toString(StandardCharsets.UTF_8);
                assertThat(errors).as(example.toString()).doesNotContain("Exception").doesNotContain("\tat ");
                if (missing.isEmpty()) {
                    assertThat(exitCode).as(example + ": " + errors).isZero();
                    List<String> rows = Files.readAllLines(csv);
                    assertThat(rows.get(0)).isEqualTo("step,time,agent_id,x,y,vx,vy,heading");
                    long agents = rows.stream().skip(1).filter(row -> row.startsWith("0,")).count();
                    assertThat(agents).as(example.toString()).isPositive();
                    assertThat(rows).as("steps 0, 10 and 20 of every agent").hasSize(1 + 3 * (int) agents);
                    assertThat(out.toString(StandardCharsets.UTF_8)).contains("steps/s").contains("collisions:").contains("at goal:");
                    ran.add(example.getFileName().toString());
                } else {
                    assertThat(exitCode).as(example.toString()).isEqualTo(1);
                    assertThat(errors).contains("algorithm '" + missing.iterator().next() + "' is not installed").contains("cannot be simulated");
                    assertThat(csv).doesNotExist();
                }
            }
        }
        assertThat(ran).as("the examples that need only the built-in avoidance algorithms").contains("circle-swap.crowd", "crossing.crowd", "corridor.crowd")
                .as("the interaction-field examples of the IF paper").contains("hide-and-seek.crowd", "vip-in-a-crowd.crowd", "museum.crowd")
                .as("the social examples of the TA paper").contains("office.crowd", "school.crowd", "park.crowd", "party-with-waiters.crowd",
                        "fire-alarm.crowd")
                .as("the groups of the VC paper").contains("sim-speed.crowd", "sim-cflow.crowd", "sim-leader.crowd", "pedestrians-in-small-groups.crowd",
                        "street-performer.crowd", "guided-tourists.crowd", "students-and-teachers.crowd", "crosswalk.crowd", "square-to-queue.crowd",
                        "group-switching.crowd")
                .as("the anisotropic-field examples of the AF paper").contains("channel-free-move.crowd", "channel-keep-right.crowd")
                .as("navigation round walls").contains("door-behind.crowd");
    }

    /** A user closes the door-behind example's door: validate warns that the bus stop cannot be reached, naming both. */
    @Test
    void validateWarnsOfAGoalTheVisitorsCannotReach() throws Exception {
        Path example = Path.of(FileLocator.toFileURL(Platform.getBundle("org.crowdstudio.examples").getEntry("scenarios/door-behind.crowd")).toURI());
        String text = Files.readString(example);
        int places = text.indexOf("<places ");
        String closed = text.substring(0, places) + "<obstacles id=\"closed-door\" name=\"Closed door\">"
                + "<vertices x=\"13.3\" y=\"15.0\"/><vertices x=\"14.7\" y=\"15.0\"/>"
                + "<vertices x=\"14.7\" y=\"15.2\"/><vertices x=\"13.3\" y=\"15.2\"/></obstacles>" + text.substring(places);
        Path file = Files.writeString(folder.resolve("closed-door.crowd"), closed);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int exitCode = run(EquinoxAlgorithms.registry(), out, err, "validate", file.toString());

        assertThat(exitCode).as("warnings allowed: %s", err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains(file + ": warning: populations[Visitors].goals: the goal 'Bus stop' cannot be reached "
                + "by population 'Visitors' (from its spawn region 'Room'): walls close it off").contains(file + ": 0 errors, 1 warning");
    }

    /**
     * How long conversations last, read from the events file `simulate --events` writes, as a user
     * would measure it: office chats a few seconds, the party's half a minute (docs/SOCIAL.md).
     */
    @Test
    void theEventsFileShowsBriefOfficeChatsAndLongPartyTalks() throws Exception {
        assertThat(medianConversation("office.crowd")).as("median office chat, s").isBetween(2.5, 8.0);
        assertThat(medianConversation("party-with-waiters.crowd")).as("median party conversation, s").isGreaterThan(15);
    }

    /** The median length of the conversations that ended in five simulated minutes, s. */
    private double medianConversation(String example) throws Exception {
        Path file = Path.of(FileLocator.toFileURL(Platform.getBundle("org.crowdstudio.examples").getEntry("scenarios/" + example)).toURI());
        Path events = folder.resolve(example + ".events.csv");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exitCode = run(EquinoxAlgorithms.registry(), new ByteArrayOutputStream(), err, "simulate", file.toString(), "--duration", "300",
                "--threads", "2", "--events", events.toString());
        assertThat(exitCode).as(err.toString(StandardCharsets.UTF_8)).isZero();
        Map<String, Double> started = new HashMap<>();
        List<Double> lengths = new ArrayList<>();
        for (String row : Files.readAllLines(events).subList(1, Files.readAllLines(events).size())) {
            String[] columns = row.split(",");
            String pair = columns[2] + "-" + columns[3];
            if (columns[1].equals("conversation-start")) {
                started.put(pair, Double.parseDouble(columns[0]));
            } else if (columns[1].equals("conversation-end") && started.containsKey(pair)) {
                lengths.add(Double.parseDouble(columns[0]) - started.remove(pair));
            }
        }
        assertThat(lengths).as("conversations that ended in %s", example).hasSizeGreaterThan(20);
        Collections.sort(lengths);
        return lengths.get((lengths.size() - 1) / 2);
    }

    private static int run(AlgorithmRegistry algorithms, ByteArrayOutputStream out, ByteArrayOutputStream err, String... args) {
        CliEnvironment environment = new CliEnvironment(new ProductInfo("0.1.0", ""), Optional.empty(), (id, applicationArgs) -> 0,
                algorithms);
        try (PrintStream outStream = new PrintStream(out, true, StandardCharsets.UTF_8);
                PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            return CrowdStudioCli.execute(args, environment, new PrintWriter(outStream, true), new PrintWriter(errStream, true));
        }
    }
}
