package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

import org.crowdstudio.compiler.CompiledScenario;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Simulation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The AF paper's multi-intersection channel (§5.2, Fig. 9, Table 1), as the two shipped examples
 * run it: 400 pedestrians walking by an anisotropic field with ORCA (AF+RVO, one of the paper's
 * pairings) for two minutes. Keeping right, walkers form lanes on the right half of each channel; against moving
 * freely, where they walk either way anywhere, they collide less, walk at a steadier pace and pass
 * through the crossings more often: Table 1's three columns (the paper: 218 → 87 collisions,
 * velocity variance 0.0177 → 0.0080, 1,212 → 1,441 intersection passes).
 */
class AnisotropicChannelTest {

    /** The nine crossings of the channels: x in 4–8, 28–32, 52–56, y in 4–8, 18–22, 32–36. */
    private static final double[] CROSSING_X = {4, 28, 52};
    private static final double[] CROSSING_Y = {4, 18, 32};
    private static final double CROSSING = 4;
    /** The middles of the channels along x, and of those along y. */
    private static final double[] ROWS = {6, 20, 34};
    private static final double[] COLUMNS = {6, 30, 54};
    private static final double DURATION = 120;
    /** Walking along a channel: at least this fast along it, and twice as fast along it as across. */
    private static final double ALONG = 0.5;

    private static ChannelRun freeMove;
    private static ChannelRun keepRight;

    /**
     * What Table 1 measures, over one run, and where walkers walk. The paper does not define its
     * velocity variance; here it is each walker's variance of speed over the run, averaged over
     * walkers: how stop-and-go the walking is, apart from walkers' different preferred speeds.
     *
     * @param onTheRight of the samples of walkers walking along a channel outside the crossings, the share on the right half of it
     */
    record ChannelRun(long collisions, double speedVariance, long crossingPasses, double meanSpeed, double outsideChannels, double onTheRight) {
    }

    @BeforeAll
    static void runBoth() {
        freeMove = run("channel-free-move");
        keepRight = run("channel-keep-right");
        System.out.printf(Locale.ROOT, "channel free move: %s%nchannel keep right: %s%n", freeMove, keepRight);
    }

    @Test
    void keepingRightWalkersFormLanesOnTheRightHalf() {
        assertThat(keepRight.onTheRight()).as("share walking on the right half of their channel, keeping right").isGreaterThan(0.9);
        assertThat(freeMove.onTheRight()).as("share walking on the right half of their channel, moving freely").isBetween(0.3, 0.7);
    }

    @Test
    void keepingRightCollidesLessTable1() {
        // The paper: 218 → 87, 0.40 times as many.
        assertThat((double) keepRight.collisions())
                .as("collisions keeping right, against %d moving freely", freeMove.collisions())
                .isLessThan(0.75 * freeMove.collisions());
    }

    @Test
    void keepingRightWalksAtASteadierPaceTable1() {
        // The paper: 0.0177 → 0.0080, 0.45 times.
        assertThat(keepRight.speedVariance())
                .as("each walker's variance of speed keeping right, against %.3f moving freely",
                        freeMove.speedVariance())
                .isLessThan(0.75 * freeMove.speedVariance());
    }

    @Test
    void keepingRightGivesMorePassesThroughTheCrossingsTable1() {
        // The paper: 1,212 → 1,441, 1.19 times as many.
        assertThat((double) keepRight.crossingPasses())
                .as("passes through the crossings keeping right, against %d moving freely", freeMove.crossingPasses())
                .isGreaterThan(1.1 * freeMove.crossingPasses());
    }

    @Test
    void movingFreelyIsABustlingMarketNotAJam() {
        assertThat(keepRight.meanSpeed()).as("mean speed keeping right, m/s (v_prop is uniform in 1–2)").isBetween(1.0, 2.0);
        // Walkers meeting head-on slow down and stop and go, but the channels still flow.
        assertThat(freeMove.meanSpeed()).as("mean speed moving freely, m/s")
                .isBetween(0.8, keepRight.meanSpeed() * 0.9);
    }

    @Test
    void everyoneStaysInTheChannels() {
        for (ChannelRun run : new ChannelRun[] {freeMove, keepRight}) {
            assertThat(run.outsideChannels()).as("share of samples outside the channels").isLessThan(0.001);
        }
    }

    @Test
    void theSameSeedWalksTheSameOnOneThreadAndOnFour() {
        double[][] one = positionsAfter("channel-keep-right", 1, 20);
        double[][] four = positionsAfter("channel-keep-right", 4, 20);

        assertThat(four[0]).as("x after 20 s").containsExactly(one[0]);
        assertThat(four[1]).as("y after 20 s").containsExactly(one[1]);
    }

    private static double[][] positionsAfter(String example, int threads, double seconds) {
        CompiledScenario compiled = PaperExamples.compile(PaperExamples.read(example), Crowds.ALGORITHMS);
        Crowd crowd = compiled.crowd();
        try (Simulation simulation = compiled.newSimulation(threads)) {
            while (simulation.time() < seconds - 1e-9) {
                simulation.step();
            }
        }
        double[][] positions = new double[2][crowd.size()];
        for (int agent = 0; agent < crowd.size(); agent++) {
            positions[0][agent] = crowd.x(agent);
            positions[1][agent] = crowd.y(agent);
        }
        return positions;
    }

    private static ChannelRun run(String example) {
        CompiledScenario compiled = PaperExamples.compile(PaperExamples.read(example), Crowds.ALGORITHMS);
        Crowd crowd = compiled.crowd();
        int n = crowd.size();
        Set<Long> overlapping = new HashSet<>();
        long collisions = 0;
        double speedSum = 0;
        double[] agentSpeeds = new double[n];
        double[] agentSquares = new double[n];
        long samples = 0;
        long outside = 0;
        long alongChannels = 0;
        long onTheRight = 0;
        long passes = 0;
        int[] crossingOf = new int[n];
        for (int agent = 0; agent < n; agent++) {
            crossingOf[agent] = crossing(crowd.x(agent), crowd.y(agent));
        }
        try (Simulation simulation = compiled.newSimulation(2)) {
            while (simulation.time() < DURATION - 1e-9) {
                simulation.step();
                Set<Long> now = new HashSet<>();
                for (int a = 0; a < n; a++) {
                    double speed = Math.hypot(crowd.vx(a), crowd.vy(a));
                    speedSum += speed;
                    agentSpeeds[a] += speed;
                    agentSquares[a] += speed * speed;
                    samples++;
                    outside += inChannels(crowd.x(a), crowd.y(a)) ? 0 : 1;
                    int crossing = crossing(crowd.x(a), crowd.y(a));
                    if (crossing >= 0 && crossing != crossingOf[a]) {
                        passes++;
                    }
                    crossingOf[a] = crossing;
                    int side = sideOfWay(crowd.x(a), crowd.y(a), crowd.vx(a), crowd.vy(a));
                    if (crossing < 0 && side != 0) {
                        alongChannels++;
                        onTheRight += side > 0 ? 1 : 0;
                    }
                    for (int b = a + 1; b < n; b++) {
                        double reach = crowd.radius(a) + crowd.radius(b);
                        double dx = crowd.x(a) - crowd.x(b);
                        double dy = crowd.y(a) - crowd.y(b);
                        if (dx * dx + dy * dy < reach * reach) {
                            long pair = (long) a << 32 | b;
                            now.add(pair);
                            collisions += overlapping.contains(pair) ? 0 : 1;
                        }
                    }
                }
                overlapping = now;
            }
        }
        double unsteadiness = 0;
        long steps = samples / n;
        for (int a = 0; a < n; a++) {
            double mean = agentSpeeds[a] / steps;
            unsteadiness += (agentSquares[a] / steps - mean * mean) / n;
        }
        return new ChannelRun(collisions, unsteadiness, passes, speedSum / samples, (double) outside / samples, (double) onTheRight / alongChannels);
    }

    /** @return which of the nine crossings holds the point, -1 if none */
    private static int crossing(double x, double y) {
        for (int i = 0; i < CROSSING_X.length; i++) {
            for (int j = 0; j < CROSSING_Y.length; j++) {
                if (x >= CROSSING_X[i] && x < CROSSING_X[i] + CROSSING && y >= CROSSING_Y[j] && y < CROSSING_Y[j] + CROSSING) {
                    return i * CROSSING_Y.length + j;
                }
            }
        }
        return -1;
    }

    /**
     * @return 1 when the walker walks along a channel on the right half of it, −1 on the left half,
     *         0 when it is not walking along one
     */
    private static int sideOfWay(double x, double y, double vx, double vy) {
        for (double row : ROWS) {
            if (Math.abs(y - row) < 2 && Math.abs(vx) > ALONG && Math.abs(vx) > 2 * Math.abs(vy)) {
                // Walking east, the right half is the south one.
                return (y - row) * Math.signum(vx) < 0 ? 1 : -1;
            }
        }
        for (double column : COLUMNS) {
            if (Math.abs(x - column) < 2 && Math.abs(vy) > ALONG && Math.abs(vy) > 2 * Math.abs(vx)) {
                // Walking north, the right half is the east one.
                return (x - column) * Math.signum(vy) > 0 ? 1 : -1;
            }
        }
        return 0;
    }

    private static boolean inChannels(double x, double y) {
        boolean inside = x >= 4 && x <= 56 && y >= 4 && y <= 36;
        boolean inRow = y <= 8 || (y >= 18 && y <= 22) || y >= 32;
        boolean inColumn = x <= 8 || (x >= 28 && x <= 32) || x >= 52;
        return inside && (inRow || inColumn);
    }
}
