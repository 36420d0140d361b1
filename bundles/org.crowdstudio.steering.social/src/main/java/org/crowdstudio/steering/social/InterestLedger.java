package org.crowdstudio.steering.social;

/**
 * Interest I_ab of every pair of agents (TA paper §4.2): 1 at the start and at most 1, so only
 * pairs below 1 are kept. Interest is the same both ways (the paper's two values change by the
 * same rules), so a pair is kept once.
 *
 * <p>Every pair that is neither near nor talking recovers by the same amount each step (eq. 8),
 * which is most pairs ever met. Rather than visit them all every step, a pair keeps its value and
 * the step it was last changed in, and its recovery since is worked out when it is read. Pairs
 * back at 1 are dropped by a sweep now and then. The table is a primitive open-addressing hash
 * table (linear probing) whose entries keep key, value and step side by side, so that a look-up
 * touches one place in memory: boxed maps, or one array per field, cost more than the rest of the
 * layer together. Not thread-safe: the social layer's step phase alone writes it.
 */
public final class InterestLedger {

    /** No pair has this key: ids are never negative. */
    private static final long FREE = -1;
    private static final int SWEEP_INTERVAL = 256;
    /** An entry is the pair's key, its value's bits and the step it was set in (it has recovered every step since). */
    private static final int KEY = 0;
    private static final int VALUE = 1;
    private static final int CHANGED_IN = 2;
    private static final int ENTRY = 3;

    private final double recoveryPerStep;
    private long[] entries;
    /** Entries the table has room for: a power of two. */
    private int capacity;
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
        int at = entryOf(key);
        return entries[at + KEY] == FREE ? 1 : valueAt(at, step);
    }

    /** Moves on to the next step, in which every pair not changed recovers. */
    void nextStep() {
        step++;
        if (step % SWEEP_INTERVAL == 0) {
            rebuild(capacity);
        }
    }

    /** Adds a change to I_ab in this step, keeping it at most 1; the pair does not recover this step. */
    public void change(int a, int b, double change) {
        change(key(a, b), change, true);
    }

    void change(long key, double change) {
        change(key, change, true);
    }

    /**
     * As {@link #change(long, double)}, unless the pair's interest was changed in this step already.
     *
     * @return the pair's interest after this step's changes so far
     */
    double changeOnce(long key, double change) {
        return change(key, change, false);
    }

    /**
     * @param again whether to change it also when it was changed in this step already
     * @return the pair's interest after this step's changes so far
     */
    double change(long key, double change, boolean again) {
        int at = entryOf(key);
        if (entries[at + KEY] == FREE) {
            // Kept even at 1: that it was changed in this step decides what a later change in the step does.
            double after = Math.min(1, 1 + change);
            entries[at + KEY] = key;
            entries[at + VALUE] = Double.doubleToRawLongBits(after);
            entries[at + CHANGED_IN] = step;
            if (++size > capacity / 2) {
                rebuild(2 * capacity);
            }
            return after;
        }
        boolean changedThisStep = entries[at + CHANGED_IN] == step;
        if (changedThisStep && !again) {
            return value(at);
        }
        // Changed earlier this step: on from that value; else on from where it had recovered to by the last step.
        double before = changedThisStep ? value(at) : valueAt(at, step - 1);
        double after = Math.min(1, before + change);
        entries[at + VALUE] = Double.doubleToRawLongBits(after);
        entries[at + CHANGED_IN] = step;
        return after;
    }

    /**
     * Reads the first entry where the key would be, so that the memory it is in is on its way
     * while other pairs are worked on: a look-up is mostly a wait for memory, and independent reads
     * overlap.
     *
     * @return the key found there, to be used so that the read is not left out
     */
    long touch(long key) {
        return entries[ENTRY * ((int) mix(key) & (capacity - 1))];
    }

    /** @return how many pairs are kept (below 1 when last changed) */
    public int size() {
        return size;
    }

    private double value(int at) {
        return Double.longBitsToDouble(entries[at + VALUE]);
    }

    private double valueAt(int at, long atStep) {
        return Math.min(1, value(at) + recoveryPerStep * (atStep - entries[at + CHANGED_IN]));
    }

    /** The index of the entry holding the key, or of the free entry where it would go. */
    private int entryOf(long key) {
        int mask = capacity - 1;
        int slot = (int) mix(key) & mask;
        while (entries[ENTRY * slot + KEY] != FREE && entries[ENTRY * slot + KEY] != key) {
            slot = (slot + 1) & mask;
        }
        return ENTRY * slot;
    }

    /** Into a table of the given capacity (a power of two), leaving out pairs back at 1 and not changed this step. */
    private void rebuild(int newCapacity) {
        long[] old = entries;
        allocate(newCapacity);
        size = 0;
        for (int from = 0; from < old.length; from += ENTRY) {
            if (old[from + KEY] == FREE) {
                continue;
            }
            // Recovered up to the last step, as a change in this step sees it, and not changed in this step: a
            // pair dropped here reads and changes as if kept, so when the table happens to be rebuilt never matters.
            long changedIn = old[from + CHANGED_IN];
            double recovered = recoveryPerStep * Math.max(0, step - 1 - changedIn);
            double now = Math.min(1, Double.longBitsToDouble(old[from + VALUE]) + recovered);
            if (now < 1 || changedIn == step) {
                int at = entryOf(old[from + KEY]);
                System.arraycopy(old, from, entries, at, ENTRY);
                size++;
            }
        }
    }

    private void allocate(int newCapacity) {
        capacity = newCapacity;
        entries = new long[ENTRY * newCapacity];
        for (int at = 0; at < entries.length; at += ENTRY) {
            entries[at + KEY] = FREE;
        }
    }

    /** Spreads the two ids' bits over the table (the finaliser of SplitMix64). */
    static long mix(long key) {
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
