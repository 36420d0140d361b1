package org.crowdstudio.steering.social;

import java.util.Arrays;

/**
 * Interest I_ab of every pair of agents (TA paper §4.2): 1 at the start and at most 1, so only
 * pairs below 1 are kept. Interest is the same both ways (the paper's two values change by the
 * same rules), so a pair is kept once.
 *
 * <p>Every pair that is neither near nor talking recovers by the same amount each step (eq. 8),
 * which is most pairs ever met. Rather than visit them all every step, a pair keeps its value and
 * the step it was last changed in, and its recovery since is worked out when it is read. Pairs
 * back at 1 are dropped by a sweep now and then. The table is a primitive open-addressing hash
 * table (linear probing): boxed maps cost more than the rest of the layer together. Not
 * thread-safe: the social layer's step phase alone writes it.
 */
public final class InterestLedger {

    /** No pair has this key: ids are never negative. */
    private static final long FREE = -1;
    private static final int SWEEP_INTERVAL = 256;

    private final double recoveryPerStep;
    private long[] keys;
    private double[] values;
    /** The step in which each pair's value was set; it has recovered every step since. */
    private long[] changedIn;
    private int size;
    private long step;

    /** @param recoveryPerStep how much the interest of a pair neither near nor talking grows each step */
    public InterestLedger(double recoveryPerStep) {
        if (!(recoveryPerStep >= 0) || Double.isInfinite(recoveryPerStep)) {
            throw new IllegalArgumentException("interest recovery must be zero or more per step, not " + recoveryPerStep);
        }
        this.recoveryPerStep = recoveryPerStep;
        allocate(64);
    }

    /** @return I_ab now; 1 for a pair never near each other or long recovered */
    public double interest(int a, int b) {
        return interest(key(a, b));
    }

    double interest(long key) {
        int slot = slotOf(key);
        return keys[slot] == FREE ? 1 : valueAt(slot, step);
    }

    /** Moves on to the next step, in which every pair not changed recovers. */
    void nextStep() {
        step++;
        if (step % SWEEP_INTERVAL == 0) {
            rebuild(keys.length);
        }
    }

    /** @return whether the pair's interest was changed in this step already */
    boolean changedThisStep(long key) {
        int slot = slotOf(key);
        return keys[slot] != FREE && changedIn[slot] == step;
    }

    /** Adds a change to I_ab in this step, keeping it at most 1; the pair does not recover this step. */
    public void change(int a, int b, double change) {
        change(key(a, b), change);
    }

    void change(long key, double change) {
        int slot = slotOf(key);
        if (keys[slot] == FREE) {
            if (change >= 0) {
                return;
            }
            keys[slot] = key;
            values[slot] = 1 + change;
            changedIn[slot] = step;
            if (++size > keys.length / 2) {
                rebuild(2 * keys.length);
            }
            return;
        }
        // Changed earlier this step: on from that value; else on from where it had recovered to by the last step.
        double before = changedIn[slot] == step ? values[slot] : valueAt(slot, step - 1);
        values[slot] = Math.min(1, before + change);
        changedIn[slot] = step;
    }

    /** @return how many pairs are kept (below 1 when last changed) */
    public int size() {
        return size;
    }

    private double valueAt(int slot, long atStep) {
        return Math.min(1, values[slot] + recoveryPerStep * (atStep - changedIn[slot]));
    }

    /** The slot holding the key, or the free slot where it would go. */
    private int slotOf(long key) {
        int mask = keys.length - 1;
        int slot = (int) mix(key) & mask;
        while (keys[slot] != FREE && keys[slot] != key) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    /** Into a table of the given capacity (a power of two), leaving out pairs recovered to 1. */
    private void rebuild(int capacity) {
        long[] oldKeys = keys;
        double[] oldValues = values;
        long[] oldChangedIn = changedIn;
        allocate(capacity);
        size = 0;
        for (int old = 0; old < oldKeys.length; old++) {
            if (oldKeys[old] == FREE) {
                continue;
            }
            double now = Math.min(1, oldValues[old] + recoveryPerStep * (step - oldChangedIn[old]));
            if (now < 1) {
                int slot = slotOf(oldKeys[old]);
                keys[slot] = oldKeys[old];
                values[slot] = oldValues[old];
                changedIn[slot] = oldChangedIn[old];
                size++;
            }
        }
    }

    private void allocate(int capacity) {
        keys = new long[capacity];
        Arrays.fill(keys, FREE);
        values = new double[capacity];
        changedIn = new long[capacity];
    }

    /** Spreads the two ids' bits over the table (the finaliser of SplitMix64). */
    private static long mix(long key) {
        long z = (key ^ (key >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
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
