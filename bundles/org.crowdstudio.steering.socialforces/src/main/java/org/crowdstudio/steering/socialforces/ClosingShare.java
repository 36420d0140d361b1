package org.crowdstudio.steering.socialforces;

/**
 * How much of the repulsion V⁰ one agent feels from another, by how fast the two close in on
 * each other. People keep their distance from whoever walks towards them, or whom they walk
 * into, but in a dense crowd walking one way they stand close to the shoulders and backs around
 * them without pushing them away. The 1995 model pushes by distance alone, so a crowd packed
 * at 2 per m² and more shoves itself apart and backwards, faster than it walks. Here neighbours
 * who keep their distance (walking alongside in the same flow, standing together) push with
 * the share {@code comoving} of V⁰, rising linearly with the closing speed to the full V⁰ at
 * {@code fullAt}, and with how squarely the other faces against the agent's way.
 * {@code comoving} = 1 is the 1995 model. The same holds for walls: a crowd packed
 * against one is not shoved off it, while a walker heading for it is turned away.
 *
 * <p>Immutable; allocates nothing.
 */
final class ClosingShare {

    /** The 1995 model: always the full strength. */
    static final ClosingShare FULL = new ClosingShare(1, 1);

    private final double comoving;
    private final double fullAt;

    /**
     * @param comoving the share of V⁰ between agents that do not close in (0 to 1)
     * @param fullAt the closing speed from which the full V⁰ applies (m/s)
     */
    ClosingShare(double comoving, double fullAt) {
        this.comoving = comoving;
        this.fullAt = fullAt;
    }

    /** Whether every neighbour pushes with the full strength, as in the 1995 model, whatever its motion. */
    boolean isFull() {
        return comoving >= 1;
    }

    /**
     * How fast α closes in on β, or on a wall.
     *
     * @param rx r_αβ, x: α's position minus β's, or minus the nearest point of a wall (m)
     * @param ry r_αβ, y
     * @param ux α's velocity minus β's (or α's velocity, for a wall), x (m/s)
     * @param uy α's velocity minus β's, y
     * @return the closing speed, negative when they draw apart (m/s)
     */
    static double closing(double rx, double ry, double ux, double uy) {
        double distance = Math.sqrt(rx * rx + ry * ry);
        // Closing in: the relative velocity points from α towards β, against r_αβ.
        return distance > 0 ? -(ux * rx + uy * ry) / distance : 0;
    }

    /**
     * @param closing how fast α closes in on β (m/s)
     * @param facing how squarely β faces against α's way, from 0 (across it, or along it) to 1
     *               (head on): people meeting head on step aside before they stop, and whoever
     *               stands in the way facing a walker is walked round, not pressed into
     * @param push the size of the full push (m/s²)
     * @param timeStep the simulation's time step (s)
     * @return the share of the push with which β repels α
     */
    double share(double closing, double facing, double push, double timeStep) {
        if (isFull()) {
            return 1;
        }
        double rising = facing;
        if (closing > 0) {
            // What closing in adds never more than stops α's half of the closing within one step:
            // bodies near each other push hard (the potential grows exponentially), and a push
            // that reverses the closing by more than it was makes a dense crowd ring.
            rising = Math.max(rising, Math.min(Math.min(1, closing / fullAt), closing / (2 * timeStep * push)));
        }
        return comoving + (1 - comoving) * rising;
    }

    /**
     * The share of the push that parts two bodies pressed into each other (by the crowd behind, or
     * into someone standing in a jam): nobody stands inside another, whatever the share above.
     *
     * @param overlap how far α's body overlaps β's (m); 0 or less where they do not touch
     * @param push the size of the full push (m/s²)
     * @param timeStep the simulation's time step (s)
     * @return the share of the push that moves α back by half the overlap within one step, at most 1
     */
    static double parting(double overlap, double push, double timeStep) {
        return overlap > 0 ? Math.min(1, overlap / (2 * timeStep * timeStep * push)) : 0;
    }
}
