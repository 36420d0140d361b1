package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.model.scenario.Scenario;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The soak tier (not part of the usual build; {@code ./build verify -Psoak -pl
 * bundles/org.crowdstudio.steering.tests}): each method's example, copied side by side into a crowd
 * of 10,000 agents, simulated for an hour ({@code -Dsoak.seconds}, {@code -Dsoak.agents},
 * {@code -Dsoak.threads} change that; {@code -Dsoak.examples=a,b} runs only those). Every simulated second no position or velocity is NaN or
 * infinite and every agent is inside the environment; every ten seconds no two bodies that avoid
 * collisions (their profile has a velocity solver) overlap by more than 5 cm (the VIP example's
 * crowd is steered by fields alone, as in the paper, and may be walked through); the heap after a collection grows by no more than 32 MB from the end of the
 * first tenth of the run to its end. The figures go to target/soak/soak.csv and docs/PERFORMANCE.md.
 */
@Tag("soak")
class SoakTest {

    private static final double SECONDS = Double.parseDouble(System.getProperty("soak.seconds", "3600"));
    private static final int AGENTS = Integer.getInteger("soak.agents", 10_000);
    private static final int THREADS = Integer.getInteger("soak.threads", Runtime.getRuntime().availableProcessors());
    private static final double DEEPEST_OVERLAP = 0.05;
    private static final long HEAP_GROWTH = 32L << 20;
    private static final Path REPORT = Path.of("target", "soak", "soak.csv");

    /** ORCA, social forces, interaction fields, the social layer, velocity connection, anisotropic fields. */
    private static final List<String> EXAMPLES = List.of("crossing", "corridor", "vip-in-a-crowd", "office", "pedestrians-in-small-groups",
            "channel-keep-right");

    /** Every method's example, or those named in {@code -Dsoak.examples} (comma-separated). */
    static Stream<String> examples() {
        String chosen = System.getProperty("soak.examples", "");
        return chosen.isBlank() ? EXAMPLES.stream() : Arrays.stream(chosen.split(",")).map(String::trim);
    }

    @ParameterizedTest
    @MethodSource("examples")
    void anHourOfTenThousandAgentsStaysSound(String example) throws IOException {
        Scenario one = PaperExamples.read(example);
        int perCopy = PaperExamples.compile(one, Crowds.ALGORITHMS).crowd().size();
        int copies = (AGENTS + perCopy - 1) / perCopy;
        Scenario tiled = ScenarioTiling.tiled(one, copies);
        CompiledScenario compiled = PaperExamples.compile(tiled, Crowds.ALGORITHMS);
        Crowd crowd = compiled.crowd();
        double minX = tiled.getEnvironment().getMin().getX();
        double minY = tiled.getEnvironment().getMin().getY();
        double maxX = tiled.getEnvironment().getMax().getX();
        double maxY = tiled.getEnvironment().getMax().getY();
        boolean[] avoiding = new boolean[crowd.size()];
        for (int i = 0; i < crowd.size(); i++) {
            org.crowdstudio.model.scenario.SteeringPipeline pipeline = tiled.getProfiles().get(crowd.pipelineIndex(i)).getPipeline();
            avoiding[i] = pipeline != null && pipeline.getVelocitySolver() != null;
        }
        int stepsPerSecond = (int) Math.round(1 / compiled.timeStep());
        long steps = Math.round(SECONDS * stepsPerSecond);

        int notFinite = 0;
        int outside = 0;
        double deepest = 0;
        long warmHeap = -1;
        long started = System.nanoTime();
        try (Simulation simulation = compiled.newSimulation(THREADS)) {
            for (long step = 1; step <= steps; step++) {
                simulation.step();
                if (step % stepsPerSecond == 0) {
                    for (int i = 0; i < crowd.size(); i++) {
                        double x = crowd.x(i);
                        double y = crowd.y(i);
                        if (!Double.isFinite(x) || !Double.isFinite(y) || !Double.isFinite(crowd.vx(i)) || !Double.isFinite(crowd.vy(i))) {
                            notFinite++;
                        } else if (x < minX || x > maxX || y < minY || y > maxY) {
                            outside++;
                        }
                    }
                }
                if (step % (10L * stepsPerSecond) == 0) {
                    deepest = Math.max(deepest, deepestOverlap(crowd, avoiding));
                }
                if (step == steps / 10) {
                    warmHeap = usedHeap();
                }
            }
        }
        double wallSeconds = (System.nanoTime() - started) / 1e9;
        long endHeap = usedHeap();
        String line = String.format(Locale.ROOT, "%s,%d,%d,%.0f,%.1f,%.1f,%d,%d,%.4f,%.1f,%.1f", example, crowd.size(), THREADS, SECONDS, wallSeconds,
                steps / wallSeconds, notFinite, outside, deepest, warmHeap / 1048576.0, endHeap / 1048576.0);
        System.out.println("soak " + line);
        Files.createDirectories(REPORT.getParent());
        if (!Files.exists(REPORT)) {
            Files.writeString(REPORT, "example,agents,threads,simulated_s,wall_s,steps_per_s,not_finite,outside,deepest_overlap_m,heap_warm_mb,heap_end_mb\n");
        }
        Files.writeString(REPORT, line + "\n", StandardOpenOption.APPEND);

        assertThat(crowd.size()).isGreaterThanOrEqualTo(AGENTS);
        assertThat(notFinite).as("positions or velocities that are NaN or infinite").isZero();
        assertThat(outside).as("agents found outside the environment").isZero();
        assertThat(deepest).as("deepest overlap of two bodies (m)").isLessThanOrEqualTo(DEEPEST_OVERLAP);
        assertThat(endHeap - warmHeap).as("heap growth after warm-up (bytes)").isLessThanOrEqualTo(HEAP_GROWTH);
    }

    /** The deepest overlap of two bodies that both avoid collisions, through a grid of cells as wide as the largest body. */
    private static double deepestOverlap(Crowd crowd, boolean[] avoiding) {
        double largest = 0;
        for (int i = 0; i < crowd.size(); i++) {
            largest = Math.max(largest, crowd.radius(i));
        }
        double cell = 2 * largest;
        Map<Long, List<Integer>> cells = new HashMap<>();
        for (int i = 0; i < crowd.size(); i++) {
            cells.computeIfAbsent(key((long) Math.floor(crowd.x(i) / cell), (long) Math.floor(crowd.y(i) / cell)),
                    k -> new ArrayList<>()).add(i);
        }
        double deepest = 0;
        for (int i = 0; i < crowd.size(); i++) {
            long cx = (long) Math.floor(crowd.x(i) / cell);
            long cy = (long) Math.floor(crowd.y(i) / cell);
            for (long dx = -1; dx <= 1; dx++) {
                for (long dy = -1; dy <= 1; dy++) {
                    for (int j : cells.getOrDefault(key(cx + dx, cy + dy), List.of())) {
                        if (j > i && avoiding[i] && avoiding[j]) {
                            double overlap = crowd.radius(i) + crowd.radius(j) - Math.hypot(crowd.x(i) - crowd.x(j), crowd.y(i) - crowd.y(j));
                            deepest = Math.max(deepest, overlap);
                        }
                    }
                }
            }
        }
        return deepest;
    }

    private static long key(long x, long y) {
        return (x << 32) ^ (y & 0xffffffffL);
    }

    private static long usedHeap() {
        Runtime runtime = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return runtime.totalMemory() - runtime.freeMemory();
    }
}
