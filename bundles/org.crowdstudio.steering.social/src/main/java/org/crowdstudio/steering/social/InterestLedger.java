package org.crowdstudio.steering.social;

import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

/**
 * Interest I_ab of every pair of agents (TA paper §4.2): 1 at the start and at most 1, so only
 * pairs below 1 are stored. Interest is the same both ways (the paper's two values change by the
 * same rules), so a pair is stored once. Not thread-safe: the social layer's step phase alone
 * writes it.
 */
public final class InterestLedger {

    private final Map<Long, Double> belowOne = new HashMap<>();

    /** @return I_ab; 1 for a pair never near each other or long recovered */
    public double interest(int a, int b) {
        return belowOne.getOrDefault(key(a, b), 1.0);
    }

    /** Adds a change to I_ab, keeping it at most 1. */
    public void change(int a, int b, double change) {
        change(key(a, b), change);
    }

    void change(long key, double change) {
        double value = Math.min(1, belowOne.getOrDefault(key, 1.0) + change);
        if (value >= 1) {
            belowOne.remove(key);
        } else {
            belowOne.put(key, value);
        }
    }

    /** Raises every stored pair's interest by {@code gain} except those {@code skip} names, forgetting pairs back at 1. */
    void recoverAllBut(Set<Long> skip, double gain) {
        Iterator<Map.Entry<Long, Double>> entries = belowOne.entrySet().iterator();
        while (entries.hasNext()) {
            Map.Entry<Long, Double> entry = entries.next();
            if (skip.contains(entry.getKey())) {
                continue;
            }
            double value = entry.getValue() + gain;
            if (value >= 1) {
                entries.remove();
            } else {
                entry.setValue(value);
            }
        }
    }

    /** @return how many pairs are stored (below 1) */
    public int size() {
        return belowOne.size();
    }

    /** The key of an unordered pair. */
    static long key(int a, int b) {
        int low = Math.min(a, b);
        int high = Math.max(a, b);
        return ((long) low << 32) | (high & 0xFFFFFFFFL);
    }

    static int first(long key) {
        return (int) (key >>> 32);
    }

    static int second(long key) {
        return (int) key;
    }
}
