package org.crowdstudio.steering.groups;

import java.util.Arrays;

/**
 * The preference m(v) of VC paper eq. 13 for one agent in one step:
 * m(v) = m^VO(v) + w_g m^VC(v) + w_v m^des(v) + w_i m^VI(v). The constraints are gathered first
 * ({@link #clear}, then {@link #avoidAgent}, {@link #avoidWall}, {@link #connection}); then any
 * candidate velocity can be scored. Distances are in the agent's velocity space (m/s).
 *
 * <p>Velocity obstacles are reciprocal (RVO, on which the paper builds): the agent takes half the
 * avoidance. A neighbour's VO is the truncated cone of eq. 2 with the curved cut-off replaced by
 * its tangent, as the paper does for speed (§3.4), so the distance from a velocity inside it to
 * its boundary is the smallest of three line distances. A wall's is the half-plane of velocities
 * that would reach its nearest point within the obstacle horizon.
 *
 * <p>{@link #bound} is the part of m that needs no velocity obstacle (w_g m^VC + w_v m^des); since
 * m^VO and m^VI are never positive it bounds m from above, which lets the search skip the
 * obstacles of most candidates. Mutable and reused per thread; allocates only to grow.
 */
final class VelocityPreference {

    /** Each wedge is three lines a·v − c; a velocity is inside when all three are positive. */
    private double[] wedges = new double[3 * 3 * 16];
    private int wedgeCount;
    /**
     * Contacts within the step, for neighbours who share the avoidance: wedges of the velocities
     * that meet the neighbour within one step (the legs of its obstacle, the cut-off at Δt
     * instead of τ), and, for bodies already touching, half-planes a·v − c > 0 of the velocities
     * that close in further. Their depth counts {@value #CONTACT_WEIGHT} times: the paper's soft
     * m^VO lets a walker trade a collision for keeping up with its group or its way, which is
     * fine for a near miss, not for walking into someone.
     */
    private double[] contactWedges = new double[3 * 3 * 16];
    private int contactWedgeCount;
    private double[] closingIn = new double[3 * 4];
    private int closingInCount;
    /** How much more a contact within the step weighs than a collision within the horizon. */
    static final double CONTACT_WEIGHT = 10;
    private final double[] escapeWay = new double[2];
    private double escapeWeighted;
    private double escapeDepth;
    /** Discs (mx, my, radius): for bodies already overlapping, the velocities that still overlap a step later. */
    private double[] discs = new double[3 * 4];
    private int discCount;
    /** Half-planes a·v − c > 0: velocities that reach a wall too soon. */
    private double[] walls = new double[3 * 8];
    private int wallCount;
    /** The preferred-distance constraints (§3.7), the same three kinds, kept apart for their weight. */
    private double[] roomWedges = new double[3 * 3 * 8];
    private int roomWedgeCount;
    private double[] roomDiscs = new double[3 * 4];
    private int roomDiscCount;
    private ConnectionRegion[] connections = new ConnectionRegion[4];
    private double[] connectionWeights = new double[4];
    private int connectionCount;

    private double desiredX;
    private double desiredY;
    private double currentX;
    private double currentY;
    private double inertiaWeight;
    private double groupWeight;
    private double velocityWeight;
    private double distanceWeight;
    /** The fastest velocity that will be scored: obstacles wholly beyond it are not kept. */
    private double reach = Double.POSITIVE_INFINITY;

    VelocityPreference() {
        for (int c = 0; c < connections.length; c++) {
            connections[c] = new ConnectionRegion();
        }
    }

    /** Starts an agent's step: its desired velocity (eq. 12) and the weights of eq. 13. */
    void clear(double desiredVx, double desiredVy, double wg, double wv, double wi) {
        clear(desiredVx, desiredVy, wg, wv, wi, 0, 0, 0);
    }

    /**
     * Starts an agent's step, with a preference for its current velocity of weight {@code inertia}:
     * between two near-equal choices it keeps the one it has, rather than switching at every step.
     */
    void clear(double desiredVx, double desiredVy, double wg, double wv, double wi, double currentVx, double currentVy, double inertia) {
        currentX = currentVx;
        currentY = currentVy;
        inertiaWeight = inertia;
        wedgeCount = 0;
        contactWedgeCount = 0;
        closingInCount = 0;
        discCount = 0;
        wallCount = 0;
        roomWedgeCount = 0;
        roomDiscCount = 0;
        connectionCount = 0;
        desiredX = desiredVx;
        desiredY = desiredVy;
        groupWeight = wg;
        velocityWeight = wv;
        distanceWeight = wi;
        reach = Double.POSITIVE_INFINITY;
    }

    /**
     * Only velocities within {@code maxSpeed} will be scored: an obstacle that no such velocity
     * enters is left out, since it could never count. Most of a walker's ten neighbours are far
     * enough, or walk its way, for their obstacle to lie wholly beyond its speed.
     */
    void scoreWithin(double maxSpeed) {
        reach = maxSpeed;
    }

    /**
     * The reciprocal velocity obstacle of a neighbour (eq. 2–3, 10–11): v is in it when
     * w = 2v − (v_A + v_B), the relative velocity if the neighbour takes the other half of the
     * avoidance, is in VO_{A|B}. Distances are measured in v.
     *
     * @param relX the neighbour's position minus the agent's, x
     * @param relY y
     * @param sumVx the agent's velocity plus the neighbour's, x: twice the obstacle's apex
     * @param sumVy y
     * @param combinedRadius the distance between centres that is a collision
     * @param horizon τ, seconds
     * @param timeStep seconds: for bodies already overlapping, the time to part
     */
    void avoidAgent(double relX, double relY, double sumVx, double sumVy, double combinedRadius, double horizon, double timeStep) {
        addObstacle(relX, relY, sumVx / 2, sumVy / 2, combinedRadius, horizon, timeStep, false, 0.5);
    }

    /**
     * The velocity obstacle of a neighbour the agent follows, whom it leaves no share of the
     * avoidance: v is in it when the relative velocity v − v_B is in VO_{A|B} (eq. 2–3), so the
     * agent makes way for its leader entirely, and the leader is not pushed along by its followers.
     *
     * @param otherVx the neighbour's velocity, x: the obstacle's apex
     */
    void avoidLeader(double relX, double relY, double otherVx, double otherVy, double combinedRadius, double horizon, double timeStep) {
        addObstacle(relX, relY, otherVx, otherVy, combinedRadius, horizon, timeStep, false, 1);
    }

    /** The preferred distance to a related neighbour (§3.7): an obstacle of that radius, weighted by w_i. */
    void keepRoom(double relX, double relY, double sumVx, double sumVy, double preferredDistance, double horizon) {
        // Closer than preferred already: drift apart over the horizon, gently, rather than within a step.
        addObstacle(relX, relY, sumVx / 2, sumVy / 2, preferredDistance, horizon, horizon, true, 0.5);
    }

    /**
     * Adds an obstacle of w = (v − a)/share (a the apex) in v, where it is the one of w scaled by the
     * share about a: a line g·w − h becomes g·v − (g·a + share · h), a disc of w one of radius share · R.
     *
     * @param share the agent's share of the avoidance: the obstacle of w in v is scaled by it about the apex
     */
    private void addObstacle(double relX, double relY, double apexX, double apexY, double radius, double horizon, double partingTime,
            boolean room, double share) {
        double distanceSquared = relX * relX + relY * relY;
        if (distanceSquared <= radius * radius) {
            // w inside D(p/Δt, R/Δt): still overlapping after Δt.
            double cx = apexX + share * relX / partingTime;
            double cy = apexY + share * relY / partingTime;
            double discRadius = share * radius / partingTime;
            if (Math.sqrt(cx * cx + cy * cy) - discRadius >= reach) {
                return;
            }
            if (room) {
                if (3 * (roomDiscCount + 1) > roomDiscs.length) {
                    roomDiscs = Arrays.copyOf(roomDiscs, 2 * roomDiscs.length);
                }
                put(roomDiscs, 3 * roomDiscCount++, cx, cy, discRadius);
            } else {
                if (3 * (discCount + 1) > discs.length) {
                    discs = Arrays.copyOf(discs, 2 * discs.length);
                }
                put(discs, 3 * discCount++, cx, cy, discRadius);
                // A follower making way for its leader entirely keeps the paper's balance: weighed more, tourists bumped past their guide.
                if (share < 1) {
                    addClosingIn(relX, relY, apexX, apexY);
                }
            }
            return;
        }
        double distance = Math.sqrt(distanceSquared);
        double cutoff = (distance - radius) / horizon;
        double normalX = relX / distance;
        double normalY = relY / distance;
        // Each line's normal is a unit vector, so a line whose offset is past the reach keeps every scored velocity out.
        // The cut-off is tried first: it drops most far neighbours before the legs are worked out.
        double cutoffOffset = normalX * apexX + normalY * apexY + share * cutoff;
        if (cutoffOffset >= reach) {
            return;
        }
        double leg = Math.sqrt(distanceSquared - radius * radius);
        double leftX = (relX * leg - relY * radius) / distanceSquared;
        double leftY = (relX * radius + relY * leg) / distanceSquared;
        double rightX = (relX * leg + relY * radius) / distanceSquared;
        double rightY = (-relX * radius + relY * leg) / distanceSquared;
        double leftOffset = leftY * apexX - leftX * apexY;
        double rightOffset = -rightY * apexX + rightX * apexY;
        if (leftOffset >= reach || rightOffset >= reach) {
            return;
        }
        double[] target;
        int at;
        if (room) {
            if (9 * (roomWedgeCount + 1) > roomWedges.length) {
                roomWedges = Arrays.copyOf(roomWedges, 2 * roomWedges.length);
            }
            target = roomWedges;
            at = 9 * roomWedgeCount++;
        } else {
            if (9 * (wedgeCount + 1) > wedges.length) {
                wedges = Arrays.copyOf(wedges, 2 * wedges.length);
            }
            target = wedges;
            at = 9 * wedgeCount++;
        }
        // The legs pass through the apex (h = 0); the cut-off is the tangent to the disc at τ, |p|/τ − R/τ out along p.
        put(target, at, leftY, -leftX, leftOffset);
        put(target, at + 3, -rightY, rightX, rightOffset);
        put(target, at + 6, normalX, normalY, cutoffOffset);
        if (!room && share < 1) {
            // The same legs, the cut-off at the step; never past τ's, so that the contact wedge lies inside the obstacle.
            double contactCutoff = normalX * apexX + normalY * apexY + share * (distance - radius) / Math.min(partingTime, horizon);
            if (contactCutoff < reach) {
                if (9 * (contactWedgeCount + 1) > contactWedges.length) {
                    contactWedges = Arrays.copyOf(contactWedges, 2 * contactWedges.length);
                }
                int contact = 9 * contactWedgeCount++;
                System.arraycopy(target, at, contactWedges, contact, 6);
                put(contactWedges, contact + 6, normalX, normalY, contactCutoff);
            }
        }
    }

    /** For bodies already touching: the velocities that close in further than the apex, (v − a)·p̂ > 0. */
    private void addClosingIn(double relX, double relY, double apexX, double apexY) {
        double distance = Math.sqrt(relX * relX + relY * relY);
        if (distance == 0) {
            return;
        }
        if (3 * (closingInCount + 1) > closingIn.length) {
            closingIn = Arrays.copyOf(closingIn, 2 * closingIn.length);
        }
        double normalX = relX / distance;
        double normalY = relY / distance;
        put(closingIn, 3 * closingInCount++, normalX, normalY, normalX * apexX + normalY * apexY);
    }

    /**
     * A wall's nearest point (a linearised obstacle VO): velocities that would close the gap
     * before the horizon are inside it.
     *
     * @param awayX unit vector from the wall point to the agent, x
     * @param awayY y
     * @param gap the distance from the agent's body to the wall (negative when it overlaps)
     * @param time the obstacle horizon, or the time step when the body already overlaps the wall
     */
    void avoidWall(double awayX, double awayY, double gap, double time) {
        if (gap / time >= reach) {
            return;
        }
        if (3 * (wallCount + 1) > walls.length) {
            walls = Arrays.copyOf(walls, 2 * walls.length);
        }
        put(walls, 3 * wallCount++, -awayX, -awayY, gap / time);
    }

    /** Adds a connection neighbour's VC with weight e_ij (eq. 8); returns its region to set. */
    ConnectionRegion connection(double weight) {
        if (connectionCount == connections.length) {
            connections = Arrays.copyOf(connections, 2 * connectionCount);
            connectionWeights = Arrays.copyOf(connectionWeights, 2 * connectionCount);
            for (int c = connectionCount; c < connections.length; c++) {
                connections[c] = new ConnectionRegion();
            }
        }
        connectionWeights[connectionCount] = weight;
        return connections[connectionCount++];
    }

    double groupWeight() {
        return groupWeight;
    }

    /** @return w_v as used this step: the parameter's, or a settling weight for an agent with no desired velocity */
    double velocityWeight() {
        return velocityWeight;
    }

    double distanceWeight() {
        return distanceWeight;
    }

    int connectionCount() {
        return connectionCount;
    }

    /** w_g m^VC(v) + w_v m^des(v): m(v) when no obstacle is violated, and an upper bound of m(v) otherwise. */
    double bound(double vx, double vy) {
        return movement(vx, vy) + connectionTerm(vx, vy);
    }

    /**
     * w_v m^des(v), less the preference for the current velocity: an upper bound of m(v) that
     * costs two square roots, looser than {@link #bound} by the connections' term.
     */
    double movement(double vx, double vy) {
        return desireTerm(vx, vy) + inertiaTerm(vx, vy);
    }

    /** w_v m^des(v): the loosest upper bound of m(v), one square root. */
    double desireTerm(double vx, double vy) {
        double dx = vx - desiredX;
        double dy = vy - desiredY;
        return -velocityWeight * Math.sqrt(dx * dx + dy * dy);
    }

    /** The same, for a velocity at {@code distance} from the desired one. */
    double desireTermAt(double distance) {
        return -velocityWeight * distance;
    }

    /** The terms {@link #desireTerm} leaves out of {@link #bound}: the preference for the current velocity and the connections'. */
    double remainingBound(double vx, double vy) {
        return inertiaTerm(vx, vy) + connectionTerm(vx, vy);
    }

    /** Whether {@link #remainingBound} can be below 0: there is a current velocity to prefer or a connection. */
    boolean boundsBeyondDesire() {
        return inertiaWeight > 0 || connectionCount > 0;
    }

    private double inertiaTerm(double vx, double vy) {
        if (inertiaWeight == 0) {
            return 0;
        }
        double cx = vx - currentX;
        double cy = vy - currentY;
        return -inertiaWeight * Math.sqrt(cx * cx + cy * cy);
    }

    /**
     * @return whether, without obstacles and connections, the desired velocity is the best of all:
     *         w_v |v − v_des| + inertia |v − v_now| is least at v_des when w_v is at least the inertia's weight
     */
    boolean desireOutweighsInertia() {
        return velocityWeight >= inertiaWeight;
    }

    /** w_g m^VC(v): never positive, 0 without connections. */
    double connectionTerm(double vx, double vy) {
        return connectionCount == 0 ? 0 : groupWeight * grouping(vx, vy);
    }

    /** m^VC(v) of eq. 8: minus the mean over connections of e_ij λ^VC. */
    double grouping(double vx, double vy) {
        if (connectionCount == 0) {
            return 0;
        }
        double sum = 0;
        for (int c = 0; c < connectionCount; c++) {
            sum += connectionWeights[c] * connections[c].distance(vx, vy);
        }
        return -sum / connectionCount;
    }

    /** m^des(v), eq. 12. */
    double desire(double vx, double vy) {
        double dx = vx - desiredX;
        double dy = vy - desiredY;
        return -Math.sqrt(dx * dx + dy * dy);
    }

    /**
     * −m^VO(v) − w_i m^VI(v): how much the velocity violates the obstacles, weighted; exact up
     * to {@code enough}, past which scoring stops (the candidate cannot win any more).
     */
    double penalty(double vx, double vy, double enough) {
        double collision = collision(vx, vy, enough);
        if (collision >= enough || distanceWeight == 0 || roomWedgeCount + roomDiscCount == 0) {
            return collision;
        }
        return collision + distanceWeight * deepest(roomWedges, roomWedgeCount, roomDiscs, roomDiscCount, null, 0, vx, vy,
                (enough - collision) / distanceWeight);
    }

    /** −m^VO(v), eq. 11: the deepest violation of any velocity obstacle, a contact within the step weighing more. */
    double collision(double vx, double vy, double enough) {
        double withinHorizon = deepest(wedges, wedgeCount, discs, discCount, walls, wallCount, vx, vy, enough);
        // A contact wedge lies inside its neighbour's obstacle (the same legs, a cut-off farther out): a
        // velocity that violates no obstacle is in no contact wedge either, which spares most candidates.
        if (withinHorizon >= enough || closingInCount == 0 && (withinHorizon == 0 || contactWedgeCount == 0)) {
            return withinHorizon;
        }
        return Math.max(withinHorizon, CONTACT_WEIGHT * deepest(contactWedges, contactWedgeCount, null, 0, closingIn, closingInCount, vx, vy,
                enough / CONTACT_WEIGHT));
    }

    /** −m^VI(v): the deepest violation of a preferred distance (§3.7), unweighted. */
    double crowding(double vx, double vy) {
        return deepest(roomWedges, roomWedgeCount, roomDiscs, roomDiscCount, null, 0, vx, vy, Double.POSITIVE_INFINITY);
    }

    /**
     * The way out of the velocity obstacle the velocity violates most: a unit vector in out[0],
     * out[1], and how deep in it is (0 when it violates none).
     */
    double escape(double vx, double vy, double[] out) {
        // Chosen by weighted depth, as the penalty counts it; the depth returned is the distance to cross.
        escapeWeighted = 0;
        escapeDepth = 0;
        double[] way = escapeWay;
        offerEscape(wedgeEscape(wedges, wedgeCount, vx, vy, way), 1, way[0], way[1], out);
        for (int k = 0; k < 3 * wallCount; k += 3) {
            offerEscape(walls[k] * vx + walls[k + 1] * vy - walls[k + 2], 1, -walls[k], -walls[k + 1], out);
        }
        offerEscape(discEscape(discs, discCount, vx, vy, way), 1, way[0], way[1], out);
        offerEscape(wedgeEscape(contactWedges, contactWedgeCount, vx, vy, way), CONTACT_WEIGHT, way[0], way[1], out);
        for (int k = 0; k < 3 * closingInCount; k += 3) {
            offerEscape(closingIn[k] * vx + closingIn[k + 1] * vy - closingIn[k + 2], CONTACT_WEIGHT, -closingIn[k], -closingIn[k + 1], out);
        }
        return escapeDepth;
    }

    /** Takes this way out if its violation, weighted, is the worst so far. */
    private void offerEscape(double depth, double weight, double wayX, double wayY, double[] out) {
        if (depth > 0 && weight * depth > escapeWeighted) {
            escapeWeighted = weight * depth;
            escapeDepth = depth;
            out[0] = wayX;
            out[1] = wayY;
        }
    }

    /** The deepest of the discs the velocity is in, and the way out along the radius. */
    private static double discEscape(double[] disc, int discTotal, double vx, double vy, double[] out) {
        double deepest = 0;
        for (int k = 0; k < 3 * discTotal; k += 3) {
            double dx = vx - disc[k];
            double dy = vy - disc[k + 1];
            double distance = Math.sqrt(dx * dx + dy * dy);
            double depth = disc[k + 2] - distance;
            if (depth > deepest && distance > 0) {
                deepest = depth;
                out[0] = dx / distance;
                out[1] = dy / distance;
            }
        }
        return deepest;
    }

    /** The deepest of the wedges the velocity is in, and the way out across its nearest line. */
    private static double wedgeEscape(double[] wedge, int wedgeTotal, double vx, double vy, double[] out) {
        double deepest = 0;
        for (int k = 0; k < 9 * wedgeTotal; k += 9) {
            // Inside when all three lines are positive; the nearest way out crosses the line of least depth.
            int line = k;
            double depth = wedge[k] * vx + wedge[k + 1] * vy - wedge[k + 2];
            for (int l = k + 3; l < k + 9; l += 3) {
                double other = wedge[l] * vx + wedge[l + 1] * vy - wedge[l + 2];
                if (other < depth) {
                    depth = other;
                    line = l;
                }
            }
            if (depth > deepest) {
                deepest = depth;
                out[0] = -wedge[line];
                out[1] = -wedge[line + 1];
            }
        }
        return deepest;
    }

    private static double deepest(double[] wedge, int wedgeTotal, double[] disc, int discTotal, double[] wall, int wallTotal, double vx, double vy,
            double enough) {
        double deepest = 0;
        // A velocity is inside a wedge when it is beyond all three lines, by the least of the three.
        // The three lines are computed without branching: which lines a velocity passes is hard to
        // predict, and a mispredicted branch costs more than the arithmetic it would skip. Whether
        // the candidate can still win is easy to predict, and stops the loop for most losers.
        for (int k = 0; k < 9 * wedgeTotal; k += 9) {
            double left = wedge[k] * vx + wedge[k + 1] * vy - wedge[k + 2];
            double right = wedge[k + 3] * vx + wedge[k + 4] * vy - wedge[k + 5];
            double cut = wedge[k + 6] * vx + wedge[k + 7] * vy - wedge[k + 8];
            deepest = Math.max(deepest, Math.min(left, Math.min(right, cut)));
            if (deepest >= enough) {
                return deepest;
            }
        }
        for (int k = 0; k < 3 * discTotal; k += 3) {
            double dx = vx - disc[k];
            double dy = vy - disc[k + 1];
            double radius = disc[k + 2];
            double distanceSquared = dx * dx + dy * dy;
            if (distanceSquared < radius * radius) {
                deepest = Math.max(deepest, radius - Math.sqrt(distanceSquared));
            }
        }
        for (int k = 0; k < 3 * wallTotal; k += 3) {
            deepest = Math.max(deepest, wall[k] * vx + wall[k + 1] * vy - wall[k + 2]);
        }
        return deepest;
    }

    private static void put(double[] target, int at, double a, double b, double c) {
        target[at] = a;
        target[at + 1] = b;
        target[at + 2] = c;
    }
}
