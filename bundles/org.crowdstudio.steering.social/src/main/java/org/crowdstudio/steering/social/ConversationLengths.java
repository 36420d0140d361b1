package org.crowdstudio.steering.social;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * How long conversations last: listens to a {@link SocialLayer}'s conversation events and keeps
 * the length of every conversation that ended, in seconds, for the charts and the tests that
 * check the examples' stories (office chats are brief, party guests talk at length). Not
 * thread-safe: the layer tells its listeners from the simulation's thread.
 */
public final class ConversationLengths implements Consumer<ConversationEvent> {

    /** When each conversation under way started, keyed by its pair. */
    private final Map<Long, Double> started = new HashMap<>();
    private double[] lengths = new double[64];
    private int count;

    @Override
    public void accept(ConversationEvent event) {
        long pair = InterestLedger.key(event.first(), event.second());
        if (event.started()) {
            started.put(pair, event.time());
            return;
        }
        Double since = started.remove(pair);
        if (since != null) {
            if (count == lengths.length) {
                lengths = Arrays.copyOf(lengths, 2 * count);
            }
            lengths[count++] = event.time() - since;
        }
    }

    /** @return how many conversations ended */
    public int count() {
        return count;
    }

    /** @return the lengths of the conversations that ended, s, in the order they ended */
    public double[] lengths() {
        return Arrays.copyOf(lengths, count);
    }

    /** @return the median length, s; NaN before any conversation ended */
    public double median() {
        return quantile(0.5);
    }

    /**
     * @param q between 0 and 1
     * @return the length below which that share of conversations lie (nearest rank), s; NaN before any ended
     */
    public double quantile(double q) {
        if (count == 0) {
            return Double.NaN;
        }
        double[] sorted = lengths();
        Arrays.sort(sorted);
        int rank = (int) Math.ceil(q * count) - 1;
        return sorted[Math.clamp(rank, 0, count - 1)];
    }

    /**
     * @param binWidth seconds per bin
     * @param bins how many bins; the last also counts every longer conversation
     * @return how many conversations fall in each bin
     */
    public int[] histogram(double binWidth, int bins) {
        int[] counts = new int[bins];
        for (int c = 0; c < count; c++) {
            counts[Math.min(bins - 1, (int) (lengths[c] / binWidth))]++;
        }
        return counts;
    }
}
