package org.crowdstudio.steering.groups;

/**
 * The candidate velocities waiting to be scored, highest bound first and the first of equals
 * first, ordered by the search's array of bounds. A search holds a handful at a time, and those
 * that join mostly have lower bounds than those waiting, so a sorted run beats a heap: taking the
 * head is a step, and adding one moves it past the few it falls behind.
 */
final class CandidateQueue {

    private final double[] bounds;
    /** The queue is run[first] .. run[end - 1], the head first; taken heads leave room before it. */
    private final int[] run;
    private int first;
    private int end;

    /** @param bounds each candidate's upper bound of m(v); the queue reads it, its owner writes it */
    CandidateQueue(double[] bounds) {
        this.bounds = bounds;
        // Each candidate joins at most once a search, and taken heads are not reused.
        this.run = new int[bounds.length];
    }

    void clear() {
        first = 0;
        end = 0;
    }

    /** Adds a candidate at the place its bound gives it. */
    void add(int candidate) {
        int at = end++;
        while (at > first && before(candidate, run[at - 1])) {
            run[at] = run[at - 1];
            at--;
        }
        run[at] = candidate;
    }

    boolean isEmpty() {
        return first == end;
    }

    /** @return the candidate of highest bound */
    int head() {
        return run[first];
    }

    /** Takes the head out of the queue. */
    void removeHead() {
        first++;
    }

    /** @return whether candidate a comes out before b: a higher bound, or an equal one and a lower index */
    boolean before(int a, int b) {
        double boundA = bounds[a];
        double boundB = bounds[b];
        return boundA > boundB || boundA == boundB && a < b;
    }
}
