package org.crowdstudio.steering.groups;

/**
 * Picks v^new = argmax m(v) over candidate velocities in the disc of the agent's maximum speed (VC
 * paper eq. 7). The candidates are deterministic: the desired velocity, the current one, standing
 * still, and a polar grid of {@value #RINGS} rings × {@value #DIRECTIONS} directions turned to the
 * desired direction; then the best is refined {@value #REFINEMENTS} times on a pattern of eight
 * velocities around it, at half the ring spacing and then a quarter.
 *
 * <p>Cheap first. The terms of m(v) that are never positive bound it from above, so candidates are
 * taken in decreasing order of their bound: first the desired velocity's term alone (one square
 * root, and on the grid one for a direction and its mirror image), tightened by the preference for
 * the current velocity and the connections' term when a candidate comes up, and scored against
 * the obstacles only then; the search stops once no bound left can
 * beat the best score, and a candidate's obstacles are checked only until it cannot win. The
 * result is the best candidate, exactly as if all had been scored. When that is the desired
 * velocity, free of every obstacle and connection, nothing can beat it and the search ends there.
 * Last, a velocity left a little inside an obstacle is stepped out across the edge it violates.
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
    /** A candidate's bound holds the desired velocity's term only. */
    private static final byte MOVEMENT = 0;
    /** Its bound holds the current velocity's and the connections' terms too: m(v) if it violates no obstacle. */
    private static final byte BOUNDED = 1;
    /** Its obstacles have been checked. */
    private static final byte SCORED = 2;
    /** After this many bounds tightened one at a time, the rest are tightened in one pass. */
    private static final int EAGER_AFTER = 6;
    private static final int CANDIDATES = FIXED + RINGS * DIRECTIONS;
    /** How many of the highest bounds one look through the candidates lists. */
    private static final int LEADERS = 8;
    private static final double[] RING_COS = new double[DIRECTIONS];
    private static final double[] RING_SIN = new double[DIRECTIONS];
    private static final double[] PATTERN_X = {1, 0, -1, 0, Math.sqrt(0.5), -Math.sqrt(0.5), -Math.sqrt(0.5), Math.sqrt(0.5)};
    private static final double[] PATTERN_Y = {0, 1, 0, -1, Math.sqrt(0.5), Math.sqrt(0.5), -Math.sqrt(0.5), -Math.sqrt(0.5)};

    static {
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
    /** How far each candidate's scoring has gone: {@link #MOVEMENT}, {@link #BOUNDED} or {@link #SCORED}. */
    private final byte[] stage = new byte[CANDIDATES];
    /** The candidates of highest bound, highest first, from {@link #collectLeaders}; the next to take is at leaderAt. */
    private final int[] leaders = new int[LEADERS];
    private int leaderCount;
    private int leaderAt;
    private final double[] way = new double[2];

    private double bestX;
    private double bestY;
    private double best;
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
        if (desiredSpeed > 1e-9) {
            cos = desiredX / desiredSpeed;
            sin = desiredY / desiredSpeed;
        } else if (currentSpeed > 1e-9) {
            cos = currentX / currentSpeed;
            sin = currentY / currentSpeed;
        }
        double desiredScale = desiredSpeed > maxSpeed ? maxSpeed / desiredSpeed : 1;
        double currentScale = currentSpeed > maxSpeed ? maxSpeed / currentSpeed : 1;
        boolean lazy = preference.boundsBeyondDesire();
        set(0, desiredX * desiredScale, desiredY * desiredScale, preference.desireTerm(desiredX * desiredScale, desiredY * desiredScale), lazy);
        set(1, currentX * currentScale, currentY * currentScale, preference.desireTerm(currentX * currentScale, currentY * currentScale), lazy);
        set(2, 0, 0, preference.desireTerm(0, 0), lazy);
        int k = FIXED;
        for (int ring = 1; ring <= RINGS; ring++) {
            double speed = maxSpeed * ring / RINGS;
            // The grid is turned to the desired direction, so a direction and its mirror image lie equally far from the desired velocity.
            double alongSquared = speed * speed + desiredSpeed * desiredSpeed;
            for (int d = 0; d < DIRECTIONS; d++) {
                double desire = d <= DIRECTIONS / 2 || desiredSpeed <= 1e-9
                        ? preference.desireTermAt(Math.sqrt(Math.max(0, alongSquared - 2 * speed * desiredSpeed * RING_COS[d])))
                        : bounds[k - 2 * d + DIRECTIONS];
                set(k++, speed * (RING_COS[d] * cos - RING_SIN[d] * sin), speed * (RING_SIN[d] * cos + RING_COS[d] * sin), desire, lazy);
            }
        }
        best = Double.NEGATIVE_INFINITY;
        bestCandidate = -1;
        scoredCount = 0;
        int tightened = 0;
        collectLeaders();
        while (leaderAt < leaderCount) {
            int next = leaders[leaderAt];
            if (bounds[next] <= best) {
                // The highest bound left cannot beat the best score.
                break;
            }
            if (stage[next] == MOVEMENT) {
                // Tighten the bound by the current velocity's and the connections' terms, and look again.
                bounds[next] += preference.remainingBound(xs[next], ys[next]);
                stage[next] = BOUNDED;
                if (++tightened == EAGER_AFTER) {
                    tightenAll(preference);
                    collectLeaders();
                } else if (leaderAt + 1 < leaderCount ? bounds[next] < bounds[leaders[leaderAt + 1]] : leaderCount == LEADERS) {
                    collectLeaders();
                }
                continue;
            }
            stage[next] = SCORED;
            double bound = bounds[next];
            // Out of the running: the next look for the highest bounds passes over it.
            bounds[next] = Double.NEGATIVE_INFINITY;
            double score = bound - preference.penalty(xs[next], ys[next], bound - best);
            scoredCount++;
            if (score > best) {
                best = score;
                bestCandidate = next;
            }
            if (++leaderAt == leaderCount && leaderCount == LEADERS) {
                collectLeaders();
            }
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
        for (int round = 0; round < POLISH_ROUNDS; round++) {
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
            double score = bound - preference.penalty(x, y, bound - best);
            scoredCount++;
            if (score <= best) {
                return;
            }
            best = score;
            bestX = x;
            bestY = y;
            polished = true;
        }
    }

    private void set(int k, double x, double y, double desireTerm, boolean lazy) {
        xs[k] = x;
        ys[k] = y;
        bounds[k] = desireTerm;
        // With no current velocity to prefer and no connections, the desired velocity's term is the whole bound already.
        stage[k] = lazy ? MOVEMENT : BOUNDED;
    }

    /**
     * Lists the {@value #LEADERS} candidates of highest bound not scored yet, highest first (the
     * first of equals first). The list serves the next few picks without another look at all
     * {@value #CANDIDATES}: it stays right while the one at its head keeps the highest bound.
     */
    private void collectLeaders() {
        leaderCount = 0;
        leaderAt = 0;
        for (int k = 0; k < CANDIDATES; k++) {
            double bound = bounds[k];
            if (bound == Double.NEGATIVE_INFINITY || leaderCount == LEADERS && bound <= bounds[leaders[LEADERS - 1]]) {
                continue;
            }
            int at = leaderCount < LEADERS ? leaderCount++ : LEADERS - 1;
            while (at > 0 && bounds[leaders[at - 1]] < bound) {
                leaders[at] = leaders[at - 1];
                at--;
            }
            leaders[at] = k;
        }
    }

    /** When the connections decide (an agent catching up, one with no desired velocity), tightening one at a time costs more than all at once. */
    private void tightenAll(VelocityPreference preference) {
        for (int k = 0; k < CANDIDATES; k++) {
            if (stage[k] == MOVEMENT) {
                bounds[k] += preference.remainingBound(xs[k], ys[k]);
                stage[k] = BOUNDED;
            }
        }
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
                double score = bound - preference.penalty(x, y, bound - best);
                scoredCount++;
                if (score > best) {
                    best = score;
                    bestX = x;
                    bestY = y;
                    refinedSteps = level + 1;
                }
            }
            step /= 2;
        }
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
