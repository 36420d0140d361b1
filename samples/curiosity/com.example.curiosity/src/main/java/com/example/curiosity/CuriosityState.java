package com.example.curiosity;

import java.util.Arrays;

/**
 * What each stroller is doing, by agent id: kept in the world ({@code World.shared}), not in the
 * velocity source, so that a live edit, which creates every pipeline again, leaves the strollers
 * where they were in their afternoon. Each agent's entries are written only while that agent is
 * stepped.
 */
final class CuriosityState {

    /** Heading of the stroll, rad (NaN: not yet drawn). */
    final double[] heading;
    /** The attraction it goes to or stands at, or -1. */
    final int[] target;
    /** When it began looking, s (NaN: not looking). */
    final double[] lookingSince;
    /** How long it will look this time, s. */
    final double[] lookingFor;
    /** Per agent and attraction: when it last left it, s. */
    private double[] leftAt;
    private int attractions;

    CuriosityState(int agents, int attractions) {
        heading = new double[agents];
        Arrays.fill(heading, Double.NaN);
        target = new int[agents];
        Arrays.fill(target, -1);
        lookingSince = new double[agents];
        Arrays.fill(lookingSince, Double.NaN);
        lookingFor = new double[agents];
        forget(attractions);
    }

    /**
     * Fits the memory to a scene with this many attractions. Called between steps, when a live edit
     * creates the pipelines again; a changed set of attractions is seen afresh.
     */
    void fit(int count) {
        if (count != attractions) {
            forget(count);
            Arrays.fill(target, -1);
            Arrays.fill(lookingSince, Double.NaN);
        }
    }

    private void forget(int count) {
        attractions = count;
        leftAt = new double[heading.length * count];
        Arrays.fill(leftAt, Double.NEGATIVE_INFINITY);
    }

    double leftAt(int agent, int attraction) {
        return leftAt[agent * attractions + attraction];
    }

    void leave(int agent, int attraction, double time) {
        leftAt[agent * attractions + attraction] = time;
    }
}
