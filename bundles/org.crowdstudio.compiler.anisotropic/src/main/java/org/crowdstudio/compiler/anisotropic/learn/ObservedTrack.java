package org.crowdstudio.compiler.anisotropic.learn;

/**
 * One person's observed path, in world metres.
 *
 * @param id the identity the file gave it
 * @param times seconds, increasing
 * @param xy the positions, x then y, one per time
 */
public record ObservedTrack(String id, double[] times, double[] xy) {

    public int points() {
        return times.length;
    }
}
