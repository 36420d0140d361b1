package org.crowdstudio.steering.groups;

/**
 * The candidate velocities waiting to be scored, highest bound first and the first of equals
 * first. A search holds a handful at a time, and those that join mostly have lower bounds than
 * those waiting, so a sorted run beats a heap: taking the head is a step, and adding one moves it
 * past the few it falls behind. Each candidate's bound is copied in beside it when it joins, so
 * that ordering reads one array in turn.
 */
final class CandidateQueue {

    /** The queue is run[first] .. run[end - 1], the head first, with their bounds in keys; taken heads leave room before it. */
    private final int[] run;
    private final double[] keys;
    private int first;
    private int end;

    /** @param capacity how many candidates a search has: each joins at most once a search */
    CandidateQueue(int capacity) {
        this.run = new int[capacity];
        this.keys = new double[capacity];
    }

    void clear() {
        first = 0;
        end = 0;
    }

    /** Adds a candidate at the place its bound gives it. */
    void add(int candidate, double bound) {
        int at = end++;
        while (at > first && before(bound, candidate, keys[at - 1], run[at - 1])) {
            run[at] = run[at - 1];
            keys[at] = keys[at - 1];
            at--;
        }
        run[at] = candidate;
        keys[at] = bound;
    }

    boolean isEmpty() {
        return first == end;
    }

    /** @return the candidate of highest bound */
    int head() {
        return run[first];
    }

    /** @return the head's bound as it was when it joined */
    double headBound() {
        return keys[first];
    }

    /** Takes the head out of the queue. */
    void removeHead() {
        first++;
    }

    /** @return whether this queue's head comes out before the other's: a higher bound, or an equal one and a lower index */
    boolean headBefore(CandidateQueue other) {
        return before(keys[first], run[first], other.keys[other.first], other.run[other.first]);
    }

    private static boolean before(double boundA, int a, double boundB, int b) {
        return boundA > boundB || boundA == boundB && a < b;
    }
}
