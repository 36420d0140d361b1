package org.crowdstudio.steering.social;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

class InterestLedgerTest {

    @Test
    void interestStartsAtOneIsTheSameBothWaysAndIsCappedAtOne() {
        InterestLedger ledger = new InterestLedger(0.01);
        assertThat(ledger.interest(3, 7)).isEqualTo(1);

        ledger.change(7, 3, -0.4);
        assertThat(ledger.interest(3, 7)).as("the same both ways").isCloseTo(0.6, within(1e-12));
        assertThat(ledger.size()).isEqualTo(1);
        ledger.change(3, 7, 0.7);
        assertThat(ledger.interest(3, 7)).isEqualTo(1);
        ledger.change(1, 2, 0.5);
        assertThat(ledger.interest(1, 2)).isEqualTo(1);
        for (int step = 0; step < 256; step++) {
            ledger.nextStep();
        }
        assertThat(ledger.size()).as("pairs back at 1 are not kept past a sweep").isZero();
    }

    @Test
    void aPairChangedInAStepIsNotGreetedInItEvenWhenTheChangeLeftItAtOne() {
        InterestLedger ledger = new InterestLedger(0.01);
        long key = InterestLedger.key(1, 2);
        ledger.nextStep();

        // Talking that costs no interest, then the same pair near: it counts as talking only.
        assertThat(ledger.change(key, 0, true)).isEqualTo(1);
        assertThat(ledger.changeOnce(key, -0.05)).isEqualTo(1);
        ledger.nextStep();
        assertThat(ledger.changeOnce(key, -0.05)).as("near in the next step").isCloseTo(0.95, within(1e-12));
    }

    @Test
    void pairsLeftAloneRecoverEveryStepExactlyAsIfEachWereRaisedEachStepAndGreetingsCountOncePerStep() {
        // Against the plain reading of eq. 8: every pair raised each step unless changed in it.
        double recovery = 0.01;
        InterestLedger ledger = new InterestLedger(recovery);
        Map<Long, Double> eager = new HashMap<>();
        SplittableRandom random = new SplittableRandom(7);
        for (int step = 1; step <= 3000; step++) {
            ledger.nextStep();
            Map<Long, Boolean> changed = new HashMap<>();
            for (int change = 0; change < 20; change++) {
                int a = random.nextInt(60);
                int b = random.nextInt(60);
                if (a == b) {
                    continue;
                }
                long key = InterestLedger.key(a, b);
                double amount = random.nextInt(10) == 0 ? -0.5 : -0.03;
                // A greeting (changeOnce) counts only if nothing else changed the pair this step.
                boolean once = random.nextInt(3) == 0;
                boolean changedBefore = changed.containsKey(key);
                // The first change this step: no recovery this step.
                changed.put(key, true);
                if (once) {
                    ledger.changeOnce(key, amount);
                } else {
                    ledger.change(a, b, amount);
                }
                if (!once || !changedBefore) {
                    eager.put(key, Math.min(1, eager.getOrDefault(key, 1.0) + amount));
                }
            }
            for (Map.Entry<Long, Double> pair : eager.entrySet()) {
                if (!changed.containsKey(pair.getKey())) {
                    pair.setValue(Math.min(1, pair.getValue() + recovery));
                }
            }
            for (int a = 0; a < 60; a += 7) {
                for (int b = a + 1; b < 60; b += 3) {
                    assertThat(ledger.interest(a, b)).as("pair %d-%d at step %d", a, b, step)
                            .isCloseTo(eager.getOrDefault(InterestLedger.key(a, b), 1.0), within(1e-9));
                }
            }
        }
        assertThat(ledger.size()).as("pairs kept").isPositive();
        // Left alone until every pair is back at 1, then one sweep later: nothing is kept.
        double deepest = eager.values().stream().mapToDouble(value -> 1 - value).max().orElse(0);
        long quiet = (long) Math.ceil(deepest / recovery) + 256;
        for (long step = 0; step < quiet; step++) {
            ledger.nextStep();
        }
        assertThat(ledger.size()).as("pairs recovered to 1 are swept out").isZero();
    }
}
