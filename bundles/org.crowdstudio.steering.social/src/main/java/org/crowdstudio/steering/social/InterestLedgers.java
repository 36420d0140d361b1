package org.crowdstudio.steering.social;

import java.util.Arrays;
import java.util.function.IntConsumer;

/**
 * The interest of every pair (TA paper §4.2), kept in {@value #PARTS} {@link InterestLedger}s, each
 * pair in the one its key's hash picks, so that the near pairs of a step are updated on the
 * simulation's threads: each part is one thread's at a time, and sees its pairs in the step's
 * order whatever the thread count, so the values are the same as with one ledger. Looking the
 * pairs up is most of the social layer's work, and most of that is waiting for memory.
 */
final class InterestLedgers {

    /** Fixed, not the thread count: which part holds a pair must not depend on the threads. */
    static final int PARTS = 16;
    /** Near pairs whose entries are asked for at once. */
    private static final int BATCH = 16;
    private static final int PART_SHIFT = Long.SIZE - Integer.numberOfTrailingZeros(PARTS);

    private final InterestLedger[] parts = new InterestLedger[PARTS];
    private final PartOrder talkingOrder = new PartOrder();
    private final PartOrder nearOrder = new PartOrder();
    /** What the early reads found, kept so that they are not left out as unused. */
    private final long[] touches = new long[PARTS];

    /** @param recoveryPerStep how much the interest of a pair neither near nor talking grows each step */
    InterestLedgers(double recoveryPerStep) {
        for (int p = 0; p < PARTS; p++) {
            parts[p] = new InterestLedger(recoveryPerStep);
        }
    }

    /** @return I_ab now; 1 for a pair never near each other or long recovered */
    double interest(long key) {
        return partOf(key).interest(key);
    }

    /** Moves on to the next step, in which every pair not changed recovers. */
    void nextStep() {
        for (InterestLedger part : parts) {
            part.nextStep();
        }
    }

    /** Adds a change to the pair's interest in this step, keeping it at most 1. */
    void change(long key, double change) {
        partOf(key).change(key, change);
    }

    /**
     * The step's changes by eq. 8, the parts spread over threads: talking pairs lose interest, then
     * near pairs do, once in the step (see {@link InterestLedger#changeOnce}), so a pair both talking
     * and near loses it once, as talking.
     *
     * @param talking the talking pairs, each once, in its first {@code talkingCount} entries
     * @param near the near pairs, each once
     * @param inParallel runs the work for parts 0 to the given count − 1 and returns when all are done
     * @return each pair's interest after the step's changes, at the pair's index
     */
    Changed change(long[] talking, int talkingCount, double talkingChange, long[] near, double nearChange,
            ParallelParts inParallel) {
        PartOrder talkingByPart = talkingOrder.of(talking, talkingCount);
        PartOrder nearByPart = nearOrder.of(near, near.length);
        double[] talkingAfter = new double[talkingCount];
        double[] nearAfter = new double[near.length];
        inParallel.run(PARTS, p -> {
            InterestLedger ledger = parts[p];
            for (int at = talkingByPart.start[p]; at < talkingByPart.start[p + 1]; at++) {
                int t = talkingByPart.indices[at];
                talkingAfter[t] = ledger.change(talking[t], talkingChange, true);
            }
            int end = nearByPart.start[p + 1];
            long touched = 0;
            for (int batch = nearByPart.start[p]; batch < end; batch += BATCH) {
                int batchEnd = Math.min(end, batch + BATCH);
                // First ask for the batch's entries all at once, then work on them: the waits overlap.
                for (int at = batch; at < batchEnd; at++) {
                    touched += ledger.touch(near[nearByPart.indices[at]]);
                }
                for (int at = batch; at < batchEnd; at++) {
                    int n = nearByPart.indices[at];
                    nearAfter[n] = ledger.changeOnce(near[n], nearChange);
                }
            }
            touches[p] = touched;
        });
        return new Changed(talkingAfter, nearAfter);
    }

    /** The interest of the pairs after a step's changes, at each pair's index in the arrays given. */
    record Changed(double[] talking, double[] near) {
    }

    private InterestLedger partOf(long key) {
        return parts[part(key)];
    }

    /** The hash's high bits: a ledger's slots use its low ones, so each part still spreads its pairs evenly. */
    private static int part(long key) {
        return (int) (InterestLedger.mix(key) >>> PART_SHIFT);
    }

    /** A step's pairs by part: their indices, part after part, each part's in the order given. Reused. */
    private static final class PartOrder {

        private int[] indices = new int[0];
        private int[] partOfKey = new int[0];
        private final int[] start = new int[PARTS + 1];
        /** Where each part's next index goes while they are sorted in. */
        private final int[] next = new int[PARTS];

        PartOrder of(long[] keys, int count) {
            if (indices.length < count) {
                indices = new int[count];
                partOfKey = new int[count];
            }
            Arrays.fill(start, 0);
            for (int k = 0; k < count; k++) {
                partOfKey[k] = part(keys[k]);
                start[partOfKey[k] + 1]++;
            }
            for (int p = 0; p < PARTS; p++) {
                start[p + 1] += start[p];
            }
            System.arraycopy(start, 0, next, 0, PARTS);
            for (int k = 0; k < count; k++) {
                indices[next[partOfKey[k]]++] = k;
            }
            return this;
        }
    }

    /** Runs work for parts 0 to count − 1, on as many threads as there are, and returns when all are done. */
    interface ParallelParts {
        void run(int count, IntConsumer work);
    }
}
