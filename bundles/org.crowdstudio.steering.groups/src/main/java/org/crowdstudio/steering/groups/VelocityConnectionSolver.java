package org.crowdstudio.steering.groups;

import java.util.Locale;

import org.crowdstudio.engine.spi.AgentReport;
import org.crowdstudio.engine.spi.AgentView;
import org.crowdstudio.engine.spi.VelocitySolver;

/**
 * The velocity-connection solver (VC paper §3): for each agent, chooses its connection neighbours
 * (§3.3), gathers the velocity obstacles of its nearest neighbours and of the walls near it, the
 * velocity connections to its connection neighbours in their formations (§3.4) and the preferred
 * distance to related neighbours (§3.7), and picks the velocity of highest preference (eq. 13).
 * An agent in no group and with no relation is steered by avoidance and its desired velocity
 * alone, like an RVO agent. Called from several threads; scratch is per thread.
 */
final class VelocityConnectionSolver implements VelocitySolver {

    /** The Agent Inspector's section for this solver. */
    static final String SECTION = "Groups (velocity connection)";

    /** Half the depth of the band beside a neighbour in which a walker is abreast of it, metres. */
    private static final double ABREAST_DEPTH = 0.3;
    /** Half the width of the lane behind a neighbour in a queue, metres. */
    private static final double QUEUE_WIDTH = 0.2;
    /** How much nearer or farther than its preferred spot a walker in formation may be, metres. */
    private static final double FORMATION_SLACK = 0.15;
    /** The gap between bodies walking in formation when the formation sets no offset: a hand's width beside, a step behind. */
    private static final double ABREAST_GAP = 0.15;
    private static final double QUEUE_GAP = 0.3;
    /**
     * The weight of standing still for an agent with no desired velocity: small enough to play no
     * part against its connections (VC paper §4.1.2), large enough that among the velocities that
     * keep it connected it takes the slowest, so that one at rest settles instead of drifting on.
     */
    private static final double SETTLING_WEIGHT = 0.02;
    /** Below this speed a neighbour's frame follows its heading rather than its velocity, m/s. */
    private static final double MOVING = 0.2;

    private final WorldGroups groups;
    private final double neighbourDistance;
    private final int maxNeighbours;
    private final double obstacleHorizon;
    private final double decay;
    private final double inertia;
    private final ThreadLocal<Scratch> scratch;

    /** What one thread reuses from agent to agent. */
    private record Scratch(ConnectionNeighbours connections, VelocityPreference preference, VelocitySearch search, int[] neighbours,
            double[] wallPoints) {
    }

    VelocityConnectionSolver(WorldGroups groups, double neighbourDistance, int maxNeighbours, double obstacleHorizon, double decay, double inertia) {
        this.groups = groups;
        this.neighbourDistance = neighbourDistance;
        this.maxNeighbours = maxNeighbours;
        this.obstacleHorizon = obstacleHorizon;
        this.decay = decay;
        this.inertia = inertia;
        this.scratch = ThreadLocal.withInitial(() -> new Scratch(new ConnectionNeighbours(), new VelocityPreference(), new VelocitySearch(),
                new int[maxNeighbours], new double[64]));
    }

    @Override
    public void solve(AgentView agent, double preferredVx, double preferredVy, double[] out) {
        Scratch mine = scratch.get();
        GroupState state = groups.state();
        SlotGroups slots = groups.slots();
        int slot = agent.slot();
        ConnectionParameters parameters = slots.parameters(slot);
        ConnectionNeighbours connections = mine.connections();
        double aheadX = preferredVx != 0 || preferredVy != 0 ? preferredVx : directionX(agent.vx(), agent.vy(), agent.heading());
        double aheadY = preferredVx != 0 || preferredVy != 0 ? preferredVy : directionY(agent.vx(), agent.vy(), agent.heading());
        connections.select(agent, state, slots, parameters, decay, groups.subgroups(), aheadX, aheadY);
        slots.record(slot, connections);
        VelocityPreference preference = mine.preference();
        if (hasDesire(agent, preferredVx, preferredVy)) {
            // The inertia stays below half of w_v, so that an agent still stops at its goal.
            preference.clear(preferredVx, preferredVy, parameters.groupWeight(), parameters.velocityWeight(), parameters.distanceWeight(), agent.vx(),
                    agent.vy(), Math.min(inertia, parameters.velocityWeight() / 2));
        } else {
            // No desired velocity (w_v plays no part, VC paper §4.1.2): it settles when nothing moves it, and
            // keeps its way while it follows someone, as a follower walking behind a leader does.
            preference.clear(0, 0, parameters.groupWeight(), SETTLING_WEIGHT, parameters.distanceWeight(), agent.vx(), agent.vy(),
                    connections.count() > 0 ? inertia : 0);
        }
        preference.scoreWithin(agent.maxSpeed());
        avoidNeighbours(agent, slot, state, slots, parameters, connections, preference, mine.neighbours());
        avoidWalls(agent, preference, mine.wallPoints());
        double pace = Math.sqrt(preferredVx * preferredVx + preferredVy * preferredVy);
        for (int c = 0; c < connections.count(); c++) {
            connect(agent, parameters, connections, c, pace, preference.connection(connections.weight(c)));
        }
        VelocitySearch search = mine.search();
        search.search(preference, agent.maxSpeed(), agent.vx(), agent.vy(), preferredVx, preferredVy);
        out[0] = search.x();
        out[1] = search.y();
        if (agent.report() != null) {
            report(agent, state, parameters, connections, preference, search, agent.report());
        }
    }

    /**
     * Whether the agent wants to go anywhere: an agent with no goal that nothing else moves (the
     * followers of SimLeader, the students of §4.2) has no desired velocity, so w_v plays no part
     * for it (VC paper §4.1.2): it settles unless a connection moves it.
     */
    private static boolean hasDesire(AgentView agent, double preferredVx, double preferredVy) {
        return agent.hasGoal() || agent.hasUserVelocity() || preferredVx != 0 || preferredVy != 0;
    }

    private void avoidNeighbours(AgentView agent, int slot, GroupState state, SlotGroups slots,
            ConnectionParameters parameters, ConnectionNeighbours connections, VelocityPreference preference,
            int[] neighbours) {
        int count = agent.nearestNeighbours(neighbourDistance, maxNeighbours, neighbours);
        boolean related = slots.isRelated(slot);
        boolean plain = slots.isPlainMember(slot);
        for (int n = 0; n < count; n++) {
            int other = neighbours[n];
            double relX = agent.x(other) - agent.x();
            double relY = agent.y(other) - agent.y();
            double bodies = agent.radius() + agent.radius(other);
            double influence = related && connections.influenced() ? connections.influence(agent.id(other)) : 0;
            double influenced = !related ? 0
                    : plain && slots.isPlainMember(other) ? influence : state.influence(agent.id(other), agent.index());
            if (influence > influenced) {
                // It follows this neighbour more than it is followed: it makes way entirely.
                preference.avoidLeader(relX, relY, agent.vx(other), agent.vy(other), bodies, parameters.timeHorizon(), agent.timeStep());
            } else if (influence == influenced) {
                preference.avoidAgent(relX, relY, agent.vx() + agent.vx(other), agent.vy() + agent.vy(other), bodies, parameters.timeHorizon(),
                        agent.timeStep());
            }
            // Else the neighbour follows this agent more than it is followed, and makes way for it entirely.
            if (parameters.distanceWeight() > 0 && parameters.preferredDistance() > bodies && influence > 0) {
                preference.keepRoom(relX, relY, agent.vx() + agent.vx(other), agent.vy() + agent.vy(other), parameters.preferredDistance(),
                        parameters.timeHorizon());
            }
        }
    }

    private void avoidWalls(AgentView agent, VelocityPreference preference, double[] points) {
        double within = Math.min(WorldGroups.WALL_REACH, agent.radius() + agent.maxSpeed() * obstacleHorizon);
        int count = Math.min(groups.walls().nearestPoints(agent.x(), agent.y(), within, points), points.length / 2);
        for (int p = 0; p < count; p++) {
            double awayX = agent.x() - points[2 * p];
            double awayY = agent.y() - points[2 * p + 1];
            double distance = Math.sqrt(awayX * awayX + awayY * awayY);
            if (distance == 0) {
                continue;
            }
            double gap = distance - agent.radius();
            preference.avoidWall(awayX / distance, awayY / distance, gap, gap > 0 ? obstacleHorizon : agent.timeStep());
        }
    }

    /** The way an agent walks, or faces when it stands: x of the unit vector. */
    private static double directionX(double vx, double vy, double heading) {
        double speed = Math.sqrt(vx * vx + vy * vy);
        return speed > MOVING ? vx / speed : StrictMath.cos(heading);
    }

    private static double directionY(double vx, double vy, double heading) {
        double speed = Math.sqrt(vx * vx + vy * vy);
        return speed > MOVING ? vy / speed : StrictMath.sin(heading);
    }

    /** Sets the velocity connection to one connection neighbour (eq. 4–5, Fig. 3b–c, Fig. 4). */
    /**
     * @param pace the agent's desired speed: a standing neighbour who means to go somewhere is
     *        taken to set off at it, so that companions who stopped together also start together
     */
    private void connect(AgentView agent, ConnectionParameters parameters, ConnectionNeighbours connections, int c, double pace,
            ConnectionRegion region) {
        int other = connections.handle(c);
        double relX = agent.x(other) - agent.x();
        double relY = agent.y(other) - agent.y();
        double reach = parameters.maxDistance() + agent.radius(other);
        double vx = agent.vx(other);
        double vy = agent.vy(other);
        double speed = Math.sqrt(vx * vx + vy * vy);
        if (speed < MOVING && pace > 0) {
            vx = pace * groups.intentX(other);
            vy = pace * groups.intentY(other);
            speed = Math.sqrt(vx * vx + vy * vy);
        }
        Formation formation = connections.formation(c);
        if (formation.shape() == Formation.Shape.ISOTROPIC) {
            region.disc(relX, relY, vx, vy, reach, parameters.minGroupingTime(), parameters.timeHorizon());
            return;
        }
        // The neighbour's frame: along its walking direction, or its heading when it stands; turned by the formation.
        double angle = (speed > MOVING ? StrictMath.atan2(vy, vx) : agent.heading(other)) + formation.orientation();
        double alongX = StrictMath.cos(angle);
        double alongY = StrictMath.sin(angle);
        double contact = agent.radius() + agent.radius(other);
        double offsetX = -relX;
        double offsetY = -relY;
        double slack = FORMATION_SLACK;
        switch (formation.shape()) {
            case ABREAST -> {
                double spot = Math.min(reach, formation.offset() > 0 ? formation.offset() : contact + ABREAST_GAP);
                double side = offsetX * -alongY + offsetY * alongX >= 0 ? 1 : -1;
                double near = Math.max(contact, spot - slack);
                double far = Math.max(near + slack, spot + slack);
                region.rectangle(offsetX, offsetY, vx, vy, alongX, alongY, -ABREAST_DEPTH, ABREAST_DEPTH, side > 0 ? near : -far, side > 0 ? far : -near,
                        parameters.minGroupingTime(), parameters.timeHorizon());
            }
            case QUEUE -> {
                double spot = Math.min(reach, formation.offset() > 0 ? formation.offset() : contact + QUEUE_GAP);
                double near = Math.max(contact, spot - slack);
                double far = Math.max(near + slack, spot + slack);
                region.rectangle(offsetX, offsetY, vx, vy, alongX, alongY, -far, -near, -QUEUE_WIDTH, QUEUE_WIDTH, parameters.minGroupingTime(),
                        parameters.timeHorizon());
            }
            default -> {
                // GUIDE: anywhere behind the guide within reach, across a band as wide as the reach either side.
                double far = Math.max(reach, formation.offset());
                region.rectangle(offsetX, offsetY, vx, vy, alongX, alongY, -far, 0, -far, far, parameters.minGroupingTime(), parameters.timeHorizon());
            }
        }
    }

    /** What the inspected agent's step decided: its groups, connections, and the terms of eq. 13 for the chosen velocity. */
    private static void report(AgentView agent, GroupState state, ConnectionParameters parameters, ConnectionNeighbours connections,
            VelocityPreference preference, VelocitySearch search, AgentReport report) {
        int self = agent.index();
        StringBuilder memberOf = new StringBuilder();
        for (int group : state.groupsOf(self)) {
            memberOf.append(memberOf.isEmpty() ? "" : ", ").append(state.name(group)).append(state.isLeader(group, self) ? " (leads)" : "");
        }
        report.add(SECTION, "Groups", memberOf.isEmpty() ? "none" : memberOf.toString());
        report.add(SECTION, "Parameters", String.format(Locale.ROOT, "n^c %d, n^ic %d, r^max %.2f m, τ_min %.1f s, τ %.1f s, w_g %.2f, w_v %.2f, w_i %.2f",
                parameters.neighbours(), parameters.interGroupConnections(), parameters.maxDistance(), parameters.minGroupingTime(),
                parameters.timeHorizon(), parameters.groupWeight(), parameters.velocityWeight(), parameters.distanceWeight()));
        double distanceSum = 0;
        for (int c = 0; c < connections.count(); c++) {
            int other = connections.handle(c);
            double distance = Math.sqrt(square(agent.x(other) - agent.x()) + square(agent.y(other) - agent.y()));
            distanceSum += distance;
            report.add(SECTION, (connections.isExtended(c) ? "Other subgroup: agent " : "Connected to agent ") + connections.id(c),
                    String.format(Locale.ROOT, "e %.2f, %.2f m away (relation distance %.2f m), %s", connections.weight(c), distance,
                            connections.relationDistance(c), connections.formation(c).shape().name().toLowerCase(Locale.ROOT)));
        }
        if (connections.count() == 0) {
            report.add(SECTION, "Connections", state.isRelated(self) ? "none chosen (n^c is 0 or no one influences it now)" : "none: walks alone");
        } else {
            report.measure("Mean distance to connection neighbours (m)", distanceSum / connections.count());
        }
        double vx = search.x();
        double vy = search.y();
        report.addVector(SECTION, "Chosen velocity", vx, vy, "m/s");
        report.add(SECTION, "Candidate picked", search.pick().label + (search.refinements() == 0 ? "" : ", refined " + search.refinements() + " of "
                + VelocitySearch.REFINEMENTS + " times") + "; " + search.scoredCandidates() + " candidates checked against obstacles");
        double avoidance = -preference.collision(vx, vy, Double.POSITIVE_INFINITY);
        double grouping = preference.groupWeight() * preference.grouping(vx, vy);
        double desire = preference.velocityWeight() * preference.desire(vx, vy);
        double room = -preference.distanceWeight() * preference.crowding(vx, vy);
        report.add(SECTION, "m^VO (avoidance)", String.format(Locale.ROOT, "%.3f", avoidance));
        report.add(SECTION, "w_g · m^VC (grouping)", String.format(Locale.ROOT, "%.3f", grouping));
        report.add(SECTION, "w_v · m^des (desired velocity)", String.format(Locale.ROOT, "%.3f", desire));
        report.add(SECTION, "w_i · m^VI (preferred distance)", String.format(Locale.ROOT, "%.3f", room));
        report.add(SECTION, "m(v), eq. 13", String.format(Locale.ROOT, "%.3f", avoidance + grouping + desire + room));
    }

    private static double square(double value) {
        return value * value;
    }
}
