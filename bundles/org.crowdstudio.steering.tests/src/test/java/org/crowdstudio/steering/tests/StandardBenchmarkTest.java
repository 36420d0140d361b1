package org.crowdstudio.steering.tests;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;

import org.crowdstudio.engine.bench.StandardBenchmark;
import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.World;
import org.junit.jupiter.api.Test;

/** The standard benchmark builds the crowd the performance table promises and really simulates it. */
class StandardBenchmarkTest {

    @Test
    void theCrowdFillsItsSquareAtHalfAnAgentPerSquareMetre() {
        int agents = 2000;
        Crowd crowd = StandardBenchmark.crowd(agents, 7);
        double side = StandardBenchmark.side(agents);

        assertThat(agents / (side * side)).isCloseTo(0.5, within(1e-12));
        double sumX = 0;
        for (int i = 0; i < agents; i++) {
            assertThat(crowd.x(i)).isBetween(0.0, side);
            assertThat(crowd.y(i)).isBetween(0.0, side);
            assertThat(crowd.radius(i)).isEqualTo(0.3);
            sumX += crowd.x(i);
        }
        assertThat(crowd.x(0) + goalOf(crowd, 0)[0]).as("goal mirrored through the centre").isCloseTo(side, within(1e-9));
        assertThat(sumX / agents).as("uniform placement: mean x near the centre").isCloseTo(side / 2, within(side * 0.03));
    }

    @Test
    void warmsUpThenTimesTheRequestedStepsAndReportsCostPerAgentStep() {
        StandardBenchmark benchmark = new StandardBenchmark(Crowds.ALGORITHMS);
        int[] stepsSeen = new int[1];

        StandardBenchmark.Result result = benchmark.run(500, 2, 20, 3, done -> stepsSeen[0] = done);

        // 500 agents for 20 steps take milliseconds: timed in the most rounds, each warmed up anew.
        assertThat(result.rounds()).isEqualTo(StandardBenchmark.MAX_ROUNDS);
        assertThat(stepsSeen[0]).isEqualTo(result.rounds() * (StandardBenchmark.WARM_UP_STEPS + 20));
        assertThat(result.agents()).isEqualTo(500);
        assertThat(result.millisPerStep()).isPositive()
                .isBetween(result.fastestMillisPerStep(), result.slowestMillisPerStep());
        assertThat(result.nanosPerAgentStep()).isCloseTo(result.millisPerStep() * 1e6 / 500, within(1e-6));
    }

    @Test
    void aSmallCrowdIsTimedInAnOddNumberOfRoundsAndALargeOneOnce() {
        // About 500,000 agent-steps in all, at most 9 rounds, and an odd number, so that one round is the median.
        assertThat(StandardBenchmark.rounds(1000, 50)).isEqualTo(9);
        assertThat(StandardBenchmark.rounds(10_000, 20)).isEqualTo(3);
        assertThat(StandardBenchmark.rounds(10_000, 25)).isEqualTo(3);
        assertThat(StandardBenchmark.rounds(10_000, 50)).isEqualTo(1);
        assertThat(StandardBenchmark.rounds(100_000, 50)).isEqualTo(1);
        assertThat(StandardBenchmark.rounds(100_000, 1)).isEqualTo(5);
    }

    @Test
    void anotherFamilysCrowdIsTimedInRoundsAndTheMedianRoundGivesAllItsFigures() {
        // A family's figures come from one round, so that its shares (the social layer's, say) stay that round's own.
        record Round(int number, double millisPerStep, int rounds) {
        }
        double[] times = {9.0, 1.0, 2.0, 3.0, 0.5, 8.0, 2.5, 0.7, 4.0};
        int[] timed = {0};
        int[] progressSeen = {0};

        Round median = StandardBenchmark.timeInRounds(1000, 50, done -> progressSeen[0] = done, (rounds, progress) -> {
            int number = timed[0]++;
            for (int step = 1; step <= StandardBenchmark.WARM_UP_STEPS + 50; step++) {
                progress.accept(step);
            }
            return new Round(number, times[number], rounds);
        }, Round::millisPerStep);

        assertThat(timed[0]).as("rounds timed").isEqualTo(StandardBenchmark.rounds(1000, 50)).isEqualTo(9);
        assertThat(median.number()).as("the round of the median time, 2.5 ms").isEqualTo(6);
        assertThat(median.rounds()).isEqualTo(9);
        assertThat(progressSeen[0]).isEqualTo(9 * (StandardBenchmark.WARM_UP_STEPS + 50));
    }

    @Test
    void theCrowdMakesHeadwayTowardsItsGoals() {
        int agents = 1000;
        Crowd crowd = StandardBenchmark.crowd(agents, 11);
        double before = meanDistanceToGoal(crowd);
        try (Simulation simulation = new Simulation(crowd, List.of(Crowds.goalAndOrca(World.empty(), Map.of())), 0.1, 11, 2)) {
            for (int step = 0; step < 50; step++) {
                simulation.step();
            }
        }

        // 5 s at up to 1.3 m/s: the average agent closes in by well over a metre despite the crush.
        assertThat(before - meanDistanceToGoal(crowd)).isGreaterThan(2.0);
    }

    private static double meanDistanceToGoal(Crowd crowd) {
        double sum = 0;
        for (int i = 0; i < crowd.size(); i++) {
            double[] goal = goalOf(crowd, i);
            sum += Math.hypot(goal[0] - crowd.x(i), goal[1] - crowd.y(i));
        }
        return sum / crowd.size();
    }

    private static double[] goalOf(Crowd crowd, int agent) {
        return new double[] {crowd.currentGoalX(agent), crowd.currentGoalY(agent)};
    }
}
