package org.crowdstudio.engine.bench;

import java.util.Arrays;
import java.util.function.IntConsumer;

import org.crowdstudio.engine.sim.Simulation;

/**
 * Two simulations timed against each other: both take {@link StandardBenchmark#WARM_UP_STEPS}
 * steps, then they are timed in turns, a batch of {@value #BATCH_STEPS} steps of one, a batch of
 * the other, and so on. A drift in the machine's speed (a shared machine's neighbours, the clock)
 * then hits both alike; each result is the median of its batches.
 */
public final class TimedInTurns {

    /** Steps a simulation takes in one timed turn before the other takes its turn. */
    public static final int BATCH_STEPS = 5;

    /**
     * @param firstMillisPerStep the first simulation's median step time
     * @param secondMillisPerStep the second's
     */
    public record Result(double firstMillisPerStep, double secondMillisPerStep) {
    }

    private TimedInTurns() {
    }

    /** @param progress told the steps done so far, out of twice ({@link StandardBenchmark#WARM_UP_STEPS} + steps) */
    public static Result time(Simulation first, Simulation second, int steps, IntConsumer progress) {
        int done = 0;
        for (int step = 0; step < StandardBenchmark.WARM_UP_STEPS; step++) {
            first.step();
            second.step();
            done += 2;
            progress.accept(done);
        }
        int batches = Math.max(1, (steps + BATCH_STEPS - 1) / BATCH_STEPS);
        double[] firstMillis = new double[batches];
        double[] secondMillis = new double[batches];
        for (int batch = 0; batch < batches; batch++) {
            int batchSteps = Math.max(1, Math.min(BATCH_STEPS, steps - batch * BATCH_STEPS));
            firstMillis[batch] = millisPerStep(first, batchSteps);
            secondMillis[batch] = millisPerStep(second, batchSteps);
            done += 2 * batchSteps;
            progress.accept(done);
        }
        return new Result(median(firstMillis), median(secondMillis));
    }

    private static double millisPerStep(Simulation simulation, int steps) {
        long start = System.nanoTime();
        for (int step = 0; step < steps; step++) {
            simulation.step();
        }
        return (System.nanoTime() - start) / 1e6 / steps;
    }

    /** The middle value, or the mean of the two in the middle; the values are left as they are. */
    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}
