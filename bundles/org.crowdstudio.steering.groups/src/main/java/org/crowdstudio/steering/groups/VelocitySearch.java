package org.crowdstudio.steering.groups;

/**
 * Picks v^new = argmax m(v) over candidate velocities in the disc of the agent's maximum speed (VC
 * paper eq. 7). The candidates are deterministic: the desired velocity, the current one, standing
 * still, and a polar grid of {@value #RINGS} rings × {@value #DIRECTIONS} directions turned to the
 * desired direction; then the best is refined {@value #REFINEMENTS} times on a pattern of eight
 * velocities around it, at half the ring spacing and then a quarter.
 *
 * <p>The current velocity is scored before any other: a choice changes little from one step to the
 * next, so its score is near the best, and every candidate whose bound falls short of it is never
 * scored; in a dense crowd, where every velocity grazes some obstacle, that spares a few of the
 * twenty-odd candidates scored.
 *
 * <p>Cheap first. The terms of m(v) that are never positive bound it from above, so candidates are
 * taken in decreasing order of their bound: first the desired velocity's term alone (one square
 * root, and on the grid one for a direction and its mirror image), tightened by the preference for
 * the current velocity and the connections' term when a candidate comes up, and scored against
 * the obstacles only then; the search stops once no bound left can beat the best score, and a
 * candidate's obstacles are checked only until it cannot win. A ring's velocities lie ever farther
 * from the desired one as they turn away from it, so each ring joins the queue of untightened
 * bounds one velocity at a time, the next when the one before it is tightened (or taken): most of
 * the grid is never computed. Tightened bounds wait in a queue of their own, since tightening drops
 * a bound below most untightened ones. The result is the best candidate, exactly as if all had
 * been scored (among equals, the one taken first may differ). When that is the desired velocity,
 * free of every obstacle and connection, nothing can beat it and the search ends there. Last, a
 * velocity left a little inside an obstacle is stepped out across the edge it violates.
 */
final class VelocitySearch {

    static final int RINGS = 4;
    static final int DIRECTIONS = 12;
    static final int REFINEMENTS = 2;
    /** Steps out of violated obstacles after the refinements. */
    private static final int POLISH_ROUNDS = 3;
    /** How far past an obstacle's edge a polished velocity lands, m/s. */
    private static final double POLISH_MARGIN = 1e-3;
    private static final int FIXED = 3;
    /** Below this speed, m/s, a velocity has no direction to turn the grid to. */
    private static final double STANDING = 1e-9;
    private static final int CANDIDATES = FIXED + RINGS * DIRECTIONS;
    private static final double[] RING_COS = new double[DIRECTIONS];
    private static final double[] RING_SIN = new double[DIRECTIONS];
    private static final double[] PATTERN_X = {1, 0, -1, 0, Math.sqrt(0.5), -Math.sqrt(0.5), -Math.sqrt(0.5), Math.sqrt(0.5)};
    private static final double[] PATTERN_Y = {0, 1, 0, -1, Math.sqrt(0.5), Math.sqrt(0.5), -Math.sqrt(0.5), -Math.sqrt(0.5)};

    /** A ring's directions nearest the grid's first one first: 0, 1, 11, 2, 10, ... 6. */
    private static final int[] RING_ORDER = new int[DIRECTIONS];
    /** Where each direction comes in {@link #RING_ORDER}. */
    private static final int[] RING_POSITION = new int[DIRECTIONS];

    static {
        for (int position = 0; position < DIRECTIONS; position++) {
            int away = (position + 1) / 2;
            RING_ORDER[position] = position % 2 == 1 || away == 0 ? away : DIRECTIONS - away;
            RING_POSITION[RING_ORDER[position]] = position;
        }
        for (int d = 0; d < DIRECTIONS; d++) {
            RING_COS[d] = StrictMath.cos(2 * Math.PI * d / DIRECTIONS);
            RING_SIN[d] = StrictMath.sin(2 * Math.PI * d / DIRECTIONS);
        }
    }

    /** Which candidate won, for the Agent Inspector. */
    enum Pick {
        DESIRED("the desired velocity"), CURRENT("the current velocity"), STILL("standing still"), GRID("a grid velocity");

        final String label;

        Pick(String label) {
            this.label = label;
        }
    }

    private final double[] xs = new double[CANDIDATES];
    private final double[] ys = new double[CANDIDATES];
    private final double[] bounds = new double[CANDIDATES];
    /** Candidates whose bound holds the desired velocity's term only. */
    private final CandidateQueue untightened = new CandidateQueue(CANDIDATES);
    /** Candidates whose bound holds every term but the obstacles': m(v) if it violates none. */
    private final CandidateQueue bounded = new CandidateQueue(CANDIDATES);
    /** This search's preference, speeds and grid turn, for the candidates that join the queue as it goes. */
    private VelocityPreference preference;
    private double maxSpeed;
    private double desiredSpeed;
    private double gridCos;
    private double gridSin;
    private boolean lazy;
    private final double[] way = new double[2];

    private double bestX;
    private double bestY;
    private double best;
    /** How much the best velocity violates the obstacles: with none violated, there is nothing to step out of. */
    private double bestPenalty;
    private int bestCandidate;
    private int refinedSteps;
    private boolean polished;
    private int scoredCount;

    /** Finds the most preferred velocity; read it with {@link #x()}, {@link #y()}. */
    void search(VelocityPreference preference, double maxSpeed, double currentX, double currentY, double desiredX, double desiredY) {
        double desiredSpeed = Math.sqrt(desiredX * desiredX + desiredY * desiredY);
        double currentSpeed = Math.sqrt(currentX * currentX + currentY * currentY);
        // The grid turns with the desired direction, so walking straight on is on it; else with the current one.
        double cos = 1;
        double sin = 0;
        if (desiredSpeed > STANDING) {
            cos = desiredX / desiredSpeed;
            sin = desiredY / desiredSpeed;
        } else if (currentSpeed > STANDING) {
            cos = currentX / currentSpeed;
            sin = currentY / currentSpeed;
        }
        double desiredScale = desiredSpeed > maxSpeed ? maxSpeed / desiredSpeed : 1;
        double currentScale = currentSpeed > maxSpeed ? maxSpeed / currentSpeed : 1;
        this.preference = preference;
        this.maxSpeed = maxSpeed;
        this.desiredSpeed = desiredSpeed;
        this.gridCos = cos;
        this.gridSin = sin;
        lazy = preference.boundsBeyondDesire();
        untightened.clear();
        bounded.clear();
        enqueue(0, desiredX * desiredScale, desiredY * desiredScale, preference.desireTerm(desiredX * desiredScale, desiredY * desiredScale));
        enqueue(1, currentX * currentScale, currentY * currentScale, preference.desireTerm(currentX * currentScale, currentY * currentScale));
        enqueue(2, 0, 0, preference.desireTerm(0, 0));
        for (int ring = 1; ring <= RINGS; ring++) {
            enqueueRing(ring, 0, Double.NaN);
        }
        best = Double.NEGATIVE_INFINITY;
        scoredCount = 0;
        raisesBest(xs[1], ys[1], preference.bound(xs[1], ys[1]));
        // -1: no candidate beat the current velocity.
        int winner = drain();
        bestCandidate = winner < 0 ? 1 : winner;
        if (bestCandidate == 1 && xs[1] == xs[0] && ys[1] == ys[0]) {
            // Walking as it wants to already: the desired velocity, behind the current one only for being scored later.
            bestCandidate = 0;
        }
        bestX = xs[bestCandidate];
        bestY = ys[bestCandidate];
        refinedSteps = 0;
        polished = false;
        if (bestCandidate == 0 && desiredScale == 1 && best == preference.movement(bestX, bestY) && preference.desireOutweighsInertia()) {
            // The desired velocity itself, free of every obstacle and connection: no velocity scores higher.
            return;
        }
        refine(preference, maxSpeed);
        polish(preference, maxSpeed);
    }

    /**
     * Samples land near an obstacle's edge, not on it: a chosen velocity a little inside one is
     * stepped out across the edge it violates most, while that raises m(v).
     */
    private void polish(VelocityPreference preference, double maxSpeed) {
        for (int round = 0; round < POLISH_ROUNDS && bestPenalty > 0; round++) {
            double depth = preference.escape(bestX, bestY, way);
            if (depth <= 0) {
                return;
            }
            double x = bestX + (depth + POLISH_MARGIN) * way[0];
            double y = bestY + (depth + POLISH_MARGIN) * way[1];
            double speedSquared = x * x + y * y;
            if (speedSquared > maxSpeed * maxSpeed) {
                double scale = maxSpeed / Math.sqrt(speedSquared);
                x *= scale;
                y *= scale;
            }
            double bound = preference.bound(x, y);
            if (bound <= best) {
                return;
            }
            if (!raisesBest(x, y, bound)) {
                return;
            }
            bestX = x;
            bestY = y;
            polished = true;
        }
    }

    /**
     * Takes the queued candidates best bound first, tightening and scoring them, until no bound
     * left beats the best score.
     *
     * @return the candidate that raised the best score last, -1 if none did
     */
    private int drain() {
        int winner = -1;
        while (!untightened.isEmpty() || !bounded.isEmpty()) {
            boolean tighten = bounded.isEmpty() || !untightened.isEmpty() && untightened.headBefore(bounded);
            int next = tighten ? untightened.head() : bounded.head();
            if ((tighten ? untightened : bounded).headBound() <= best) {
                // The highest bound left cannot beat the best score.
                break;
            }
            if (next == 1) {
                // The current velocity, scored first.
                (tighten ? untightened : bounded).removeHead();
                continue;
            }
            if (tighten) {
                // Tighten the bound by the current velocity's and the connections' terms, and look again.
                untightened.removeHead();
                enqueueSuccessor(next);
                bounds[next] += preference.remainingBound(xs[next], ys[next]);
                bounded.add(next, bounds[next]);
                continue;
            }
            if (!lazy) {
                enqueueSuccessor(next);
            }
            bounded.removeHead();
            if (raisesBest(xs[next], ys[next], bounds[next])) {
                winner = next;
            }
        }
        return winner;
    }

    private void enqueue(int k, double x, double y, double desireTerm) {
        xs[k] = x;
        ys[k] = y;
        bounds[k] = desireTerm;
        // With no current velocity to prefer and no connections, the desired velocity's term is the whole bound already.
        (lazy ? untightened : bounded).add(k, desireTerm);
    }

    /**
     * Puts a grid velocity into its queue.
     *
     * @param desireTerm the desired velocity's term, when known from a velocity as far from it; NaN to compute
     */
    private void enqueueRing(int ring, int d, double desireTerm) {
        double speed = maxSpeed * ring / RINGS;
        double desire = !Double.isNaN(desireTerm) ? desireTerm
                : preference.desireTermAt(Math.sqrt(Math.max(0, speed * speed + desiredSpeed * desiredSpeed - 2 * speed * desiredSpeed * RING_COS[d])));
        enqueue(FIXED + (ring - 1) * DIRECTIONS + d, speed * (RING_COS[d] * gridCos - RING_SIN[d] * gridSin),
                speed * (RING_SIN[d] * gridCos + RING_COS[d] * gridSin), desire);
    }

    /**
     * A grid velocity's bound is about to fall below the desired velocity's term, or it leaves the
     * queues: the next of its ring, whose term is no higher, may now lead and joins them.
     */
    private void enqueueSuccessor(int k) {
        if (k < FIXED) {
            return;
        }
        int ring = (k - FIXED) / DIRECTIONS + 1;
        int d = (k - FIXED) % DIRECTIONS;
        if (desiredSpeed <= STANDING) {
            // Wanting to stand, every velocity of a ring is as far from that: they come in turn, round from the grid's first.
            if (d + 1 < DIRECTIONS) {
                enqueueRing(ring, d + 1, bounds[k]);
            }
            return;
        }
        int position = RING_POSITION[d];
        if (position + 1 == DIRECTIONS) {
            return;
        }
        int next = RING_ORDER[position + 1];
        // A direction and its mirror image lie equally far from the desired velocity: one square root serves both.
        enqueueRing(ring, next, next == DIRECTIONS - d ? bounds[k] : Double.NaN);
    }

    /** Pattern search around the best: eight velocities at half the ring spacing, then a quarter. */
    private void refine(VelocityPreference preference, double maxSpeed) {
        double step = maxSpeed / RINGS / 2;
        for (int level = 0; level < REFINEMENTS; level++) {
            double centreX = bestX;
            double centreY = bestY;
            for (int p = 0; p < PATTERN_X.length; p++) {
                double x = centreX + step * PATTERN_X[p];
                double y = centreY + step * PATTERN_Y[p];
                double speedSquared = x * x + y * y;
                if (speedSquared > maxSpeed * maxSpeed) {
                    double scale = maxSpeed / Math.sqrt(speedSquared);
                    x *= scale;
                    y *= scale;
                }
                double bound = preference.desireTerm(x, y);
                if (bound <= best || (bound += preference.remainingBound(x, y)) <= best) {
                    continue;
                }
                if (raisesBest(x, y, bound)) {
                    bestX = x;
                    bestY = y;
                    refinedSteps = level + 1;
                }
            }
            step /= 2;
        }
    }

    /**
     * Scores a candidate against the obstacles, no further than it could still win, and keeps its
     * score and penalty as the best when it beats the best so far.
     *
     * @param bound the candidate's m(v) without the obstacles' terms
     * @return whether it became the best
     */
    private boolean raisesBest(double x, double y, double bound) {
        double penalty = preference.penalty(x, y, bound - best);
        double score = bound - penalty;
        scoredCount++;
        if (score <= best) {
            return false;
        }
        best = score;
        bestPenalty = penalty;
        return true;
    }

    double x() {
        return bestX;
    }

    double y() {
        return bestY;
    }

    /** @return m(v) of the chosen velocity */
    double score() {
        return best;
    }

    /** @return which first candidate the choice grew from */
    Pick pick() {
        return bestCandidate < FIXED ? Pick.values()[bestCandidate] : Pick.GRID;
    }

    /** @return how many of the refinements moved the choice */
    int refinements() {
        return refinedSteps;
    }

    /** @return whether the choice was stepped out of an obstacle after the refinements */
    boolean polished() {
        return polished;
    }

    /** @return how many candidates had their obstacles checked: the search's real cost */
    int scoredCandidates() {
        return scoredCount;
    }
}
