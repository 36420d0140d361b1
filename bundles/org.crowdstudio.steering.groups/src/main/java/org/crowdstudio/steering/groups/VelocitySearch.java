package org.crowdstudio.steering.groups;

/**
 * Picks v^new = argmax m(v) over candidate velocities in the disc of the agent's maximum speed (VC
 * paper eq. 7). The candidates are deterministic: the desired velocity, the current one, standing
 * still, and a polar grid of {@value #RINGS} rings × {@value #DIRECTIONS} directions turned to the
 * desired direction; then the best is refined {@value #REFINEMENTS} times on a pattern of eight
 * velocities around it, at half the ring spacing and then a quarter.
 *
 * <p>Cheap first: every candidate's upper bound (the preference without velocity obstacles) is
 * known, so candidates are scored in decreasing order of it, and scoring stops once no remaining
 * bound can beat the best score; a candidate's obstacles are checked only until it cannot win.
 * The result is the best candidate, exactly as if all had been scored.
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
    private static final int CANDIDATES = FIXED + RINGS * DIRECTIONS;
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
    private final boolean[] scored = new boolean[CANDIDATES];
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
        set(0, desiredX * desiredScale, desiredY * desiredScale, preference);
        set(1, currentX * currentScale, currentY * currentScale, preference);
        set(2, 0, 0, preference);
        int k = FIXED;
        for (int ring = 1; ring <= RINGS; ring++) {
            double speed = maxSpeed * ring / RINGS;
            for (int d = 0; d < DIRECTIONS; d++) {
                set(k++, speed * (RING_COS[d] * cos - RING_SIN[d] * sin), speed * (RING_SIN[d] * cos + RING_COS[d] * sin), preference);
            }
        }
        best = Double.NEGATIVE_INFINITY;
        bestCandidate = -1;
        scoredCount = 0;
        while (true) {
            int next = highestUnscored();
            if (next < 0 || bounds[next] <= best) {
                break;
            }
            scored[next] = true;
            double score = bounds[next] - preference.penalty(xs[next], ys[next], bounds[next] - best);
            scoredCount++;
            if (score > best) {
                best = score;
                bestCandidate = next;
            }
        }
        bestX = xs[bestCandidate];
        bestY = ys[bestCandidate];
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

    private void set(int k, double x, double y, VelocityPreference preference) {
        xs[k] = x;
        ys[k] = y;
        bounds[k] = preference.bound(x, y);
        scored[k] = false;
    }

    private int highestUnscored() {
        int found = -1;
        double highest = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < CANDIDATES; k++) {
            if (!scored[k] && bounds[k] > highest) {
                highest = bounds[k];
                found = k;
            }
        }
        return found;
    }

    /** Pattern search around the best: eight velocities at half the ring spacing, then a quarter. */
    private void refine(VelocityPreference preference, double maxSpeed) {
        refinedSteps = 0;
        polished = false;
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
                double bound = preference.bound(x, y);
                if (bound <= best) {
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
