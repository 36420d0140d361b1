package org.crowdstudio.steering.orca;

/**
 * Computes an agent's new velocity with ORCA. One solver per thread: it keeps its half-planes in
 * arrays that grow to the largest neighbourhood seen and are then reused, so a simulation step
 * allocates nothing.
 *
 * <p>Half-planes ("ORCA lines") are a point and a unit direction; allowed velocities lie on the
 * left of the direction. When the half-planes and the max-speed disk have no common velocity
 * (a crowd too dense for the time horizon), the solver picks the velocity that violates them the
 * least, and {@link #solve} reports that the collision-free guarantee does not hold for this step.
 */
public final class OrcaSolver {

    /** Parallel-line tolerance of the linear programs, as in the reference RVO2 library. */
    private static final double EPSILON = 1e-5;
    /** Tolerance of the already-covered test for obstacle edges, as in the published algorithm. */
    private static final double EPSILON_COVER = 1e-5;

    private final Lines lines = new Lines();
    private final Lines projected = new Lines();
    private final double[] candidate = new double[2];
    /** The agent being solved for, set at the start of each solve. */
    private double agentX;
    private double agentY;
    private double agentVx;
    private double agentVy;
    private double agentRadius;
    private double agentMaxSpeed;
    private int[] nearEdges = new int[16];
    private double[] nearEdgeDistances = new double[16];
    private int[] candidateEdges = new int[16];

    /** What the solver needs to know about the agent it steers. */
    public record Agent(double x, double y, double vx, double vy, double radius, double maxSpeed) {
    }

    /**
     * @param agent the agent
     * @param preferredVx preferred velocity, x (m/s)
     * @param preferredVy preferred velocity, y (m/s)
     * @param neighbours the neighbours to avoid; read from index 0 to {@code neighbours.count() - 1}
     * @param timeHorizon τ in seconds: how far ahead collisions with neighbours are avoided
     * @param timeStep the simulation time step in seconds, used when already overlapping
     * @param out receives the new velocity: out[0] = vx, out[1] = vy
     * @return true if the velocity satisfies every ORCA constraint (collision-free for τ seconds,
     *         if the neighbours do their share); false if the constraints could not all be met
     */
    public boolean solve(Agent agent, double preferredVx, double preferredVy, Neighbours neighbours, double timeHorizon,
            double timeStep, double[] out) {
        return solve(agent, preferredVx, preferredVy, neighbours, timeHorizon, Obstacles.none(), timeHorizon, timeStep, out);
    }

    /**
     * As {@link #solve(Agent, double, double, Neighbours, double, double, double[])}, also keeping
     * the agent out of static obstacles for {@code obstacleTimeHorizon} seconds. Obstacle
     * constraints stay hard even when agent constraints cannot all be met.
     */
    public boolean solve(Agent agent, double preferredVx, double preferredVy, Neighbours neighbours, double timeHorizon,
            Obstacles obstacles, double obstacleTimeHorizon, double timeStep, double[] out) {
        return solve(agent.x(), agent.y(), agent.vx(), agent.vy(), agent.radius(), agent.maxSpeed(), preferredVx, preferredVy, neighbours,
                timeHorizon, obstacles, obstacleTimeHorizon, timeStep, out);
    }

    /**
     * As {@link #solve(Agent, double, double, Neighbours, double, Obstacles, double, double, double[])},
     * with the agent's state as numbers: the form the simulation's hot loop uses, which allocates nothing.
     */
    public boolean solve(double x, double y, double vx, double vy, double radius, double maxSpeed, double preferredVx, double preferredVy,
            Neighbours neighbours, double timeHorizon, Obstacles obstacles, double obstacleTimeHorizon, double timeStep, double[] out) {
        agentX = x;
        agentY = y;
        agentVx = vx;
        agentVy = vy;
        agentRadius = radius;
        agentMaxSpeed = maxSpeed;
        lines.clear();
        addObstacleLines(obstacles, obstacleTimeHorizon);
        int obstacleLines = lines.count;
        double inverseHorizon = 1 / timeHorizon;
        for (int n = 0; n < neighbours.count(); n++) {
            addAgentLine(neighbours, n, inverseHorizon, 1 / timeStep);
        }
        int satisfied = linearProgram2(lines, maxSpeed, preferredVx, preferredVy, false, out);
        if (satisfied < lines.count) {
            linearProgram3(lines, obstacleLines, satisfied, maxSpeed, out);
            return false;
        }
        return true;
    }

    /** One half-plane per nearby obstacle edge that earlier ones do not already cover, nearest first. */
    private void addObstacleLines(Obstacles obstacles, double horizon) {
        if (obstacles.vertexCount() == 0) {
            return;
        }
        if (nearEdges.length < obstacles.vertexCount()) {
            nearEdges = new int[obstacles.vertexCount()];
            nearEdgeDistances = new double[obstacles.vertexCount()];
            candidateEdges = new int[obstacles.vertexCount()];
        }
        double range = horizon * agentMaxSpeed + agentRadius;
        int count = obstacles.edgesNear(agentX, agentY, range, nearEdges, nearEdgeDistances, candidateEdges);
        double inverseHorizon = 1 / horizon;
        double radius = agentRadius;
        double radiusSquared = radius * radius;
        for (int e = 0; e < count; e++) {
            int first = nearEdges[e];
            int second = obstacles.next(first);
            double relative1X = obstacles.x(first) - agentX;
            double relative1Y = obstacles.y(first) - agentY;
            double relative2X = obstacles.x(second) - agentX;
            double relative2Y = obstacles.y(second) - agentY;
            if (alreadyCovered(relative1X, relative1Y, relative2X, relative2Y, inverseHorizon, radius)) {
                continue;
            }
            double distance1 = relative1X * relative1X + relative1Y * relative1Y;
            double distance2 = relative2X * relative2X + relative2Y * relative2Y;
            double edgeX = obstacles.x(second) - obstacles.x(first);
            double edgeY = obstacles.y(second) - obstacles.y(first);
            double s = (-relative1X * edgeX - relative1Y * edgeY) / (edgeX * edgeX + edgeY * edgeY);
            double lineDistanceX = -relative1X - s * edgeX;
            double lineDistanceY = -relative1Y - s * edgeY;
            double distanceToLine = lineDistanceX * lineDistanceX + lineDistanceY * lineDistanceY;

            // Already touching: move away from the vertex or the edge right now.
            if (s < 0 && distance1 <= radiusSquared) {
                if (obstacles.convex(first)) {
                    addNormalised(0, 0, -relative1Y, relative1X);
                }
                continue;
            }
            if (s > 1 && distance2 <= radiusSquared) {
                // The next edge handles this vertex unless the agent sees it from this side.
                if (obstacles.convex(second) && det(relative2X, relative2Y, obstacles.directionX(second), obstacles.directionY(second)) >= 0) {
                    addNormalised(0, 0, -relative2Y, relative2X);
                }
                continue;
            }
            if (s >= 0 && s <= 1 && distanceToLine <= radiusSquared) {
                lines.add(0, 0, -obstacles.directionX(first), -obstacles.directionY(first));
                continue;
            }

            // Not touching: the velocity obstacle of the edge, bounded by two legs.
            double leftX;
            double leftY;
            double rightX;
            double rightY;
            if (s < 0 && distanceToLine <= radiusSquared) {
                // Seen obliquely: the first vertex alone defines the velocity obstacle.
                if (!obstacles.convex(first)) {
                    continue;
                }
                second = first;
                double leg = Math.sqrt(distance1 - radiusSquared);
                leftX = (relative1X * leg - relative1Y * radius) / distance1;
                leftY = (relative1X * radius + relative1Y * leg) / distance1;
                rightX = (relative1X * leg + relative1Y * radius) / distance1;
                rightY = (-relative1X * radius + relative1Y * leg) / distance1;
            } else if (s > 1 && distanceToLine <= radiusSquared) {
                // Seen obliquely: the second vertex alone defines it.
                if (!obstacles.convex(second)) {
                    continue;
                }
                first = second;
                double leg = Math.sqrt(distance2 - radiusSquared);
                leftX = (relative2X * leg - relative2Y * radius) / distance2;
                leftY = (relative2X * radius + relative2Y * leg) / distance2;
                rightX = (relative2X * leg + relative2Y * radius) / distance2;
                rightY = (-relative2X * radius + relative2Y * leg) / distance2;
            } else {
                if (obstacles.convex(first)) {
                    double leg = Math.sqrt(distance1 - radiusSquared);
                    leftX = (relative1X * leg - relative1Y * radius) / distance1;
                    leftY = (relative1X * radius + relative1Y * leg) / distance1;
                } else {
                    // A non-convex vertex: its leg continues the edge's cut-off line.
                    leftX = -obstacles.directionX(first);
                    leftY = -obstacles.directionY(first);
                }
                if (obstacles.convex(second)) {
                    double leg = Math.sqrt(distance2 - radiusSquared);
                    rightX = (relative2X * leg + relative2Y * radius) / distance2;
                    rightY = (-relative2X * radius + relative2Y * leg) / distance2;
                } else {
                    rightX = obstacles.directionX(first);
                    rightY = obstacles.directionY(first);
                }
            }

            // A leg must not point into the neighbouring edge; where it would, that edge's own
            // constraint applies instead and this leg adds none ("foreign" leg).
            int leftNeighbour = obstacles.previous(first);
            boolean leftForeign = false;
            boolean rightForeign = false;
            if (obstacles.convex(first) && det(leftX, leftY, -obstacles.directionX(leftNeighbour), -obstacles.directionY(leftNeighbour)) >= 0) {
                leftX = -obstacles.directionX(leftNeighbour);
                leftY = -obstacles.directionY(leftNeighbour);
                leftForeign = true;
            }
            if (obstacles.convex(second) && det(rightX, rightY, obstacles.directionX(second), obstacles.directionY(second)) <= 0) {
                rightX = obstacles.directionX(second);
                rightY = obstacles.directionY(second);
                rightForeign = true;
            }

            double leftCutoffX = inverseHorizon * (obstacles.x(first) - agentX);
            double leftCutoffY = inverseHorizon * (obstacles.y(first) - agentY);
            double rightCutoffX = inverseHorizon * (obstacles.x(second) - agentX);
            double rightCutoffY = inverseHorizon * (obstacles.y(second) - agentY);
            double cutoffX = rightCutoffX - leftCutoffX;
            double cutoffY = rightCutoffY - leftCutoffY;
            boolean singleVertex = first == second;
            double t = singleVertex ? 0.5
                    : ((agentVx - leftCutoffX) * cutoffX + (agentVy - leftCutoffY) * cutoffY) / (cutoffX * cutoffX + cutoffY * cutoffY);
            double tLeft = (agentVx - leftCutoffX) * leftX + (agentVy - leftCutoffY) * leftY;
            double tRight = (agentVx - rightCutoffX) * rightX + (agentVy - rightCutoffY) * rightY;

            if ((t < 0 && tLeft < 0) || (singleVertex && tLeft < 0 && tRight < 0)) {
                addCutoffCircleLine(leftCutoffX, leftCutoffY, radius * inverseHorizon);
                continue;
            }
            if (t > 1 && tRight < 0) {
                addCutoffCircleLine(rightCutoffX, rightCutoffY, radius * inverseHorizon);
                continue;
            }
            double toCutoff = t < 0 || t > 1 || singleVertex ? Double.POSITIVE_INFINITY
                    : squared(agentVx - (leftCutoffX + t * cutoffX), agentVy - (leftCutoffY + t * cutoffY));
            double toLeft = tLeft < 0 ? Double.POSITIVE_INFINITY
                    : squared(agentVx - (leftCutoffX + tLeft * leftX), agentVy - (leftCutoffY + tLeft * leftY));
            double toRight = tRight < 0 ? Double.POSITIVE_INFINITY
                    : squared(agentVx - (rightCutoffX + tRight * rightX), agentVy - (rightCutoffY + tRight * rightY));
            double offset = radius * inverseHorizon;
            if (toCutoff <= toLeft && toCutoff <= toRight) {
                double dx = -obstacles.directionX(first);
                double dy = -obstacles.directionY(first);
                lines.add(leftCutoffX + offset * -dy, leftCutoffY + offset * dx, dx, dy);
            } else if (toLeft <= toRight) {
                if (!leftForeign) {
                    lines.add(leftCutoffX + offset * -leftY, leftCutoffY + offset * leftX, leftX, leftY);
                }
            } else if (!rightForeign) {
                lines.add(rightCutoffX + offset * rightY, rightCutoffY + offset * -rightX, -rightX, -rightY);
            }
        }
    }

    /** Whether both edge ends, scaled to the horizon, lie beyond an obstacle line made already. */
    private boolean alreadyCovered(double relative1X, double relative1Y, double relative2X, double relative2Y, double inverseHorizon,
            double radius) {
        for (int j = 0; j < lines.count; j++) {
            double first = det(inverseHorizon * relative1X - lines.pointX[j], inverseHorizon * relative1Y - lines.pointY[j],
                    lines.directionX[j], lines.directionY[j]) - inverseHorizon * radius;
            double second = det(inverseHorizon * relative2X - lines.pointX[j], inverseHorizon * relative2Y - lines.pointY[j],
                    lines.directionX[j], lines.directionY[j]) - inverseHorizon * radius;
            if (first >= -EPSILON_COVER && second >= -EPSILON_COVER) {
                return true;
            }
        }
        return false;
    }

    private void addCutoffCircleLine(double centreX, double centreY, double offset) {
        double wX = agentVx - centreX;
        double wY = agentVy - centreY;
        double length = Math.sqrt(wX * wX + wY * wY);
        double unitX = length > 0 ? wX / length : 1;
        double unitY = length > 0 ? wY / length : 0;
        lines.add(centreX + offset * unitX, centreY + offset * unitY, unitY, -unitX);
    }

    private void addNormalised(double px, double py, double dx, double dy) {
        double length = Math.sqrt(dx * dx + dy * dy);
        lines.add(px, py, dx / length, dy / length);
    }

    private static double det(double ax, double ay, double bx, double by) {
        return ax * by - ay * bx;
    }

    private static double squared(double x, double y) {
        return x * x + y * y;
    }

    /** The half-plane of velocities that avoid neighbour n for τ, taking half the responsibility. */
    private void addAgentLine(Neighbours neighbours, int n, double inverseHorizon, double inverseTimeStep) {
        double relativeX = neighbours.x(n) - agentX;
        double relativeY = neighbours.y(n) - agentY;
        double relativeVx = agentVx - neighbours.vx(n);
        double relativeVy = agentVy - neighbours.vy(n);
        double distanceSquared = relativeX * relativeX + relativeY * relativeY;
        double combinedRadius = agentRadius + neighbours.radius(n);
        double combinedRadiusSquared = combinedRadius * combinedRadius;
        double directionX;
        double directionY;
        double uX;
        double uY;
        if (distanceSquared > combinedRadiusSquared) {
            // w: from the cut-off circle's centre (relative position / τ) to the relative velocity.
            double wX = relativeVx - inverseHorizon * relativeX;
            double wY = relativeVy - inverseHorizon * relativeY;
            double wLengthSquared = wX * wX + wY * wY;
            double dot = wX * relativeX + wY * relativeY;
            if (dot < 0 && dot * dot > combinedRadiusSquared * wLengthSquared) {
                // Nearest boundary point is on the cut-off circle.
                double wLength = Math.sqrt(wLengthSquared);
                double unitX = wX / wLength;
                double unitY = wY / wLength;
                directionX = unitY;
                directionY = -unitX;
                double scale = combinedRadius * inverseHorizon - wLength;
                uX = scale * unitX;
                uY = scale * unitY;
            } else {
                // Nearest boundary point is on one of the two legs of the velocity obstacle.
                double leg = Math.sqrt(distanceSquared - combinedRadiusSquared);
                if (relativeX * wY - relativeY * wX > 0) {
                    directionX = (relativeX * leg - relativeY * combinedRadius) / distanceSquared;
                    directionY = (relativeX * combinedRadius + relativeY * leg) / distanceSquared;
                } else {
                    directionX = -(relativeX * leg + relativeY * combinedRadius) / distanceSquared;
                    directionY = -(-relativeX * combinedRadius + relativeY * leg) / distanceSquared;
                }
                double along = relativeVx * directionX + relativeVy * directionY;
                uX = along * directionX - relativeVx;
                uY = along * directionY - relativeVy;
            }
        } else {
            // Already overlapping: separate within one time step.
            double wX = relativeVx - inverseTimeStep * relativeX;
            double wY = relativeVy - inverseTimeStep * relativeY;
            double wLength = Math.sqrt(wX * wX + wY * wY);
            double unitX = wLength > 0 ? wX / wLength : 1;
            double unitY = wLength > 0 ? wY / wLength : 0;
            directionX = unitY;
            directionY = -unitX;
            double scale = combinedRadius * inverseTimeStep - wLength;
            uX = scale * unitX;
            uY = scale * unitY;
        }
        lines.add(agentVx + 0.5 * uX, agentVy + 0.5 * uY, directionX, directionY);
    }

    /**
     * Optimises along line {@code index} within the disk, subject to the lines before it.
     *
     * @return false if no point of the line satisfies them
     */
    private static boolean linearProgram1(Lines lines, int index, double radius, double optimalX, double optimalY,
            boolean directionOptimal, double[] result) {
        double px = lines.pointX[index];
        double py = lines.pointY[index];
        double dx = lines.directionX[index];
        double dy = lines.directionY[index];
        double dot = px * dx + py * dy;
        double discriminant = dot * dot + radius * radius - (px * px + py * py);
        if (discriminant < 0) {
            return false; // the disk does not reach this line
        }
        double root = Math.sqrt(discriminant);
        double left = -dot - root;
        double right = -dot + root;
        for (int i = 0; i < index; i++) {
            double denominator = dx * lines.directionY[i] - dy * lines.directionX[i];
            double numerator = lines.directionX[i] * (py - lines.pointY[i]) - lines.directionY[i] * (px - lines.pointX[i]);
            if (Math.abs(denominator) <= EPSILON) {
                if (numerator < 0) {
                    return false; // parallel and on the wrong side
                }
                continue;
            }
            double t = numerator / denominator;
            if (denominator >= 0) {
                right = Math.min(right, t);
            } else {
                left = Math.max(left, t);
            }
            if (left > right) {
                return false;
            }
        }
        double t;
        if (directionOptimal) {
            t = optimalX * dx + optimalY * dy > 0 ? right : left;
        } else {
            t = Math.max(left, Math.min(right, dx * (optimalX - px) + dy * (optimalY - py)));
        }
        result[0] = px + t * dx;
        result[1] = py + t * dy;
        return true;
    }

    /**
     * The point of the disk satisfying all lines that is closest to the optimal velocity (or
     * furthest in its direction, if {@code directionOptimal}).
     *
     * @return the number of lines satisfied: {@code lines.count} on success, else the first failing line
     */
    private static int linearProgram2(Lines lines, double radius, double optimalX, double optimalY, boolean directionOptimal,
            double[] result) {
        double optimalLengthSquared = optimalX * optimalX + optimalY * optimalY;
        if (directionOptimal) {
            result[0] = optimalX * radius;
            result[1] = optimalY * radius;
        } else if (optimalLengthSquared > radius * radius) {
            double scale = radius / Math.sqrt(optimalLengthSquared);
            result[0] = optimalX * scale;
            result[1] = optimalY * scale;
        } else {
            result[0] = optimalX;
            result[1] = optimalY;
        }
        for (int i = 0; i < lines.count; i++) {
            if (violates(lines, i, result[0], result[1], 0)) {
                double keepX = result[0];
                double keepY = result[1];
                if (!linearProgram1(lines, i, radius, optimalX, optimalY, directionOptimal, result)) {
                    result[0] = keepX;
                    result[1] = keepY;
                    return i;
                }
            }
        }
        return lines.count;
    }

    /**
     * When the lines from {@code begin} on cannot all be met: the velocity that minimises the
     * largest violation of them, keeping the first {@code fixedCount} lines (obstacles) hard.
     */
    private void linearProgram3(Lines lines, int fixedCount, int begin, double radius, double[] result) {
        double distance = 0;
        for (int i = begin; i < lines.count; i++) {
            if (!violates(lines, i, result[0], result[1], distance)) {
                continue;
            }
            projected.clear();
            for (int f = 0; f < fixedCount; f++) {
                projected.add(lines.pointX[f], lines.pointY[f], lines.directionX[f], lines.directionY[f]);
            }
            for (int j = fixedCount; j < i; j++) {
                double determinant = lines.directionX[i] * lines.directionY[j] - lines.directionY[i] * lines.directionX[j];
                double pointX;
                double pointY;
                if (Math.abs(determinant) <= EPSILON) {
                    if (lines.directionX[i] * lines.directionX[j] + lines.directionY[i] * lines.directionY[j] > 0) {
                        continue; // same direction: line j adds nothing here
                    }
                    pointX = 0.5 * (lines.pointX[i] + lines.pointX[j]);
                    pointY = 0.5 * (lines.pointY[i] + lines.pointY[j]);
                } else {
                    double t = (lines.directionX[j] * (lines.pointY[i] - lines.pointY[j])
                            - lines.directionY[j] * (lines.pointX[i] - lines.pointX[j])) / determinant;
                    pointX = lines.pointX[i] + t * lines.directionX[i];
                    pointY = lines.pointY[i] + t * lines.directionY[i];
                }
                double directionX = lines.directionX[j] - lines.directionX[i];
                double directionY = lines.directionY[j] - lines.directionY[i];
                double length = Math.sqrt(directionX * directionX + directionY * directionY);
                projected.add(pointX, pointY, directionX / length, directionY / length);
            }
            candidate[0] = result[0];
            candidate[1] = result[1];
            if (linearProgram2(projected, radius, -lines.directionY[i], lines.directionX[i], true, candidate) == projected.count) {
                result[0] = candidate[0];
                result[1] = candidate[1];
            }
            distance = lines.directionX[i] * (lines.pointY[i] - result[1]) - lines.directionY[i] * (lines.pointX[i] - result[0]);
        }
    }

    /**
     * How far a velocity lies outside the half-planes of the last {@link #solve}: the largest
     * distance to the wrong side of any of them, or a negative number if it satisfies them all.
     * For tests of the linear programs.
     */
    double largestViolation(double vx, double vy) {
        double largest = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < lines.count; i++) {
            largest = Math.max(largest, lines.directionX[i] * (lines.pointY[i] - vy) - lines.directionY[i] * (lines.pointX[i] - vx));
        }
        return largest;
    }

    /** Whether (x, y) lies more than {@code tolerance} to the right of line i. */
    private static boolean violates(Lines lines, int i, double x, double y, double tolerance) {
        return lines.directionX[i] * (lines.pointY[i] - y) - lines.directionY[i] * (lines.pointX[i] - x) > tolerance;
    }

    /** Half-planes in parallel arrays that grow and are reused. */
    private static final class Lines {
        double[] pointX = new double[16];
        double[] pointY = new double[16];
        double[] directionX = new double[16];
        double[] directionY = new double[16];
        int count;

        void clear() {
            count = 0;
        }

        void add(double px, double py, double dx, double dy) {
            if (count == pointX.length) {
                pointX = java.util.Arrays.copyOf(pointX, count * 2);
                pointY = java.util.Arrays.copyOf(pointY, count * 2);
                directionX = java.util.Arrays.copyOf(directionX, count * 2);
                directionY = java.util.Arrays.copyOf(directionY, count * 2);
            }
            pointX[count] = px;
            pointY[count] = py;
            directionX[count] = dx;
            directionY[count] = dy;
            count++;
        }
    }
}
