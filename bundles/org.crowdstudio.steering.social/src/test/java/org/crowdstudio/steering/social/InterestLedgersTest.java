package org.crowdstudio.steering.social;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

class InterestLedgersTest {

    private static final double RECOVERY = 0.004;
    private static final double GREETING = -0.05;
    private static final int AGENTS = 300;

    /**
     * The same steps in one ledger and in the split ones, their parts run forwards, backwards and
     * on several threads at once: every value the step hands back and every pair's interest
     * afterwards are the same, bit for bit.
     */
    @Test
    void splittingThePairsGivesTheSameInterestWhateverOrderAndThreadsThePartsRunOn() {
        assertSplitIsTheSameAsOne(-0.02);
    }

    /** Talking costs no interest: a talking pair back at 1 must still not lose interest as a near one. */
    @Test
    void splittingThePairsGivesTheSameInterestWhenTalkingCostsNone() {
        assertSplitIsTheSameAsOne(0);
    }

    private static void assertSplitIsTheSameAsOne(double talkingChange) {
        InterestLedger one = new InterestLedger(RECOVERY);
        InterestLedgers forwards = new InterestLedgers(RECOVERY);
        InterestLedgers backwards = new InterestLedgers(RECOVERY);
        InterestLedgers threads = new InterestLedgers(RECOVERY);
        InterestLedgers.ParallelParts inOrder = (count, work) -> IntStream.range(0, count).forEach(work);
        InterestLedgers.ParallelParts reversed = (count, work) -> IntStream.range(0, count)
                .map(part -> count - 1 - part).forEach(work);
        InterestLedgers.ParallelParts parallel = (count, work) -> IntStream.range(0, count).parallel().forEach(work);
        SplittableRandom random = new SplittableRandom(11);
        for (int step = 0; step < 600; step++) {
            long[] talking = pairs(random, 15);
            long[] near = pairs(random, 400);
            one.nextStep();
            double[] talkingAfter = new double[talking.length];
            double[] nearAfter = new double[near.length];
            for (int t = 0; t < talking.length; t++) {
                talkingAfter[t] = one.change(talking[t], talkingChange, true);
            }
            for (int n = 0; n < near.length; n++) {
                nearAfter[n] = one.changeOnce(near[n], GREETING);
            }
            for (InterestLedgers split : List.of(forwards, backwards, threads)) {
                split.nextStep();
            }
            // The layer hands over a buffer with room to spare: only the first entries are pairs.
            long[] buffer = Arrays.copyOf(talking, talking.length + 7);
            int count = talking.length;
            for (InterestLedgers.Changed changed : List.of(forwards.change(buffer, count, talkingChange, near, GREETING, inOrder),
                    backwards.change(buffer, count, talkingChange, near, GREETING, reversed),
                    threads.change(buffer, count, talkingChange, near, GREETING, parallel))) {
                assertThat(changed.talking()).as("talking pairs after step %d", step).containsExactly(talkingAfter);
                assertThat(changed.near()).as("near pairs after step %d", step).containsExactly(nearAfter);
            }
        }
        for (int a = 0; a < AGENTS; a += 3) {
            for (int b = a + 1; b < AGENTS; b += 5) {
                long key = InterestLedger.key(a, b);
                for (InterestLedgers split : List.of(forwards, backwards, threads)) {
                    assertThat(split.interest(key)).as("pair %d-%d", a, b).isEqualTo(one.interest(key));
                }
            }
        }
    }

    /** Distinct pairs of a small crowd, so that pairs meet again and again. */
    private static long[] pairs(SplittableRandom random, int count) {
        Set<Long> keys = new LinkedHashSet<>();
        while (keys.size() < count) {
            int a = random.nextInt(AGENTS);
            int b = random.nextInt(AGENTS);
            if (a != b) {
                keys.add(InterestLedger.key(a, b));
            }
        }
        List<Long> ordered = new ArrayList<>(keys);
        return ordered.stream().mapToLong(Long::longValue).toArray();
    }

}
