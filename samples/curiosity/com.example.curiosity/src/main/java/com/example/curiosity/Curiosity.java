package com.example.curiosity;

import java.util.List;
import java.util.Locale;

import org.crowdstudio.engine.spi.AgentReport;
import org.crowdstudio.engine.spi.AgentView;
import org.crowdstudio.engine.spi.Bounds;
import org.crowdstudio.engine.spi.VelocitySource;

/**
 * The strollers of one profile. Each agent is strolling (a heading that drifts at random), walking
 * over to a point of interest it noticed, or standing at one looking, until it gets bored. Per-agent
 * state ({@link CuriosityState}, in the world, so that live edits keep it) is kept by agent id and
 * written only while that agent is computed, and every random draw comes from
 * {@link AgentView#random}, so a run is the same for any number of threads.
 */
final class Curiosity implements VelocitySource {

    /** The Agent Inspector's section. */
    static final String SECTION = "Curiosity";

    private static final int DRAW_HEADING = 0xC0_01;
    private static final int DRAW_TURN = 0xC0_02;
    private static final int DRAW_LINGER = 0xC0_03;
    private static final int DRAW_LEAVE = 0xC0_04;
    /** Within this distance of the bounds a stroller turns back in, m. */
    private static final double BORDER = 2;
    /** Beyond its ring by this much, a stroller joins the back of those looking once it is held up, m. */
    private static final double CROWD_DEPTH = 2.5;
    /** Slower than this share of its pace, a strolling agent is held up (by a wall, a crowd) and turns. */
    private static final double HELD_UP = 0.25;

    private final List<CuriosityScene.Attraction> attractions;
    private final Bounds bounds;
    private final double noticeDistance;
    private final double lingerTime;
    private final double memory;
    private final double strollShare;
    private final double wander;

    private final CuriosityState state;
    private final double[] heading;
    private final int[] target;
    private final double[] lookingSince;
    private final double[] lookingFor;

    Curiosity(CuriosityScene scene, CuriosityState state, Bounds bounds, double noticeDistance, double lingerTime, double memory,
            double strollShare, double wander) {
        this.attractions = scene.attractions();
        this.state = state;
        this.bounds = bounds;
        this.noticeDistance = noticeDistance;
        this.lingerTime = lingerTime;
        this.memory = memory;
        this.strollShare = strollShare;
        this.wander = wander;
        heading = state.heading;
        target = state.target;
        lookingSince = state.lookingSince;
        lookingFor = state.lookingFor;
    }

    @Override
    public boolean propose(AgentView agent, double[] out) {
        int self = agent.index();
        if (Double.isNaN(heading[self])) {
            heading[self] = 2 * Math.PI * agent.random(DRAW_HEADING);
        }
        if (target[self] < 0) {
            target[self] = noticed(agent);
        }
        if (target[self] >= 0) {
            visit(agent, self, attractions.get(target[self]), out);
        }
        if (target[self] < 0) {
            stroll(agent, self, out);
        }
        report(agent, self);
        return true;
    }

    /** @return the nearest attraction within notice that it did not leave within memory, or -1 */
    private int noticed(AgentView agent) {
        int self = agent.index();
        int nearest = -1;
        double nearestDistance = noticeDistance;
        for (int a = 0; a < attractions.size(); a++) {
            CuriosityScene.Attraction attraction = attractions.get(a);
            double distance = Math.hypot(attraction.x() - agent.x(), attraction.y() - agent.y());
            if (distance <= nearestDistance && agent.time() - state.leftAt(self, a) >= memory) {
                nearest = a;
                nearestDistance = distance;
            }
        }
        return nearest;
    }

    /** Walks over to the attraction, or stands looking at it until bored, then turns away. */
    private void visit(AgentView agent, int self, CuriosityScene.Attraction attraction, double[] out) {
        double dx = attraction.x() - agent.x();
        double dy = attraction.y() - agent.y();
        double distance = Math.hypot(dx, dy);
        if (Double.isNaN(lookingSince[self]) && arrived(agent, attraction, distance)) {
            lookingSince[self] = agent.time();
            lookingFor[self] = lingerTime * (0.5 + agent.random(DRAW_LINGER));
        }
        if (!Double.isNaN(lookingSince[self])) {
            if (agent.time() - lookingSince[self] >= lookingFor[self]) {
                state.leave(self, target[self], agent.time());
                target[self] = -1;
                lookingSince[self] = Double.NaN;
                // Away from what it saw, give or take 45°.
                heading[self] = Math.atan2(-dy, -dx) + (agent.random(DRAW_LEAVE) - 0.5) * Math.PI / 2;
                return;
            }
            // Pushed out of the crowd it stood in: back to it.
            if (distance > attraction.radius() + CROWD_DEPTH) {
                towards(agent, dx, dy, distance, agent.preferredSpeed(), out);
            } else {
                out[0] = 0;
                out[1] = 0;
            }
            return;
        }
        towards(agent, dx, dy, distance, agent.preferredSpeed(), out);
    }

    /** Inside the ring, or at the back of those already looking when they hold it up. */
    private static boolean arrived(AgentView agent, CuriosityScene.Attraction attraction, double distance) {
        boolean heldUp = Math.hypot(agent.vx(), agent.vy()) < HELD_UP * agent.preferredSpeed();
        return distance <= attraction.radius() || distance <= attraction.radius() + CROWD_DEPTH && heldUp && agent.time() > 0;
    }

    private static void towards(AgentView agent, double dx, double dy, double distance, double speed, double[] out) {
        double pace = Math.min(speed, distance / agent.timeStep());
        out[0] = distance > 0 ? dx / distance * pace : 0;
        out[1] = distance > 0 ? dy / distance * pace : 0;
    }

    /** A heading that drifts at random, turns back in near the bounds and turns while held up. */
    private void stroll(AgentView agent, int self, double[] out) {
        double pace = strollShare * agent.preferredSpeed();
        double turn = (2 * agent.random(DRAW_TURN) - 1) * wander * agent.timeStep();
        if (agent.time() > 1 && Math.hypot(agent.vx(), agent.vy()) < HELD_UP * pace) {
            turn += wander * agent.timeStep();
        }
        heading[self] += turn;
        if (bounds != null && nearBorder(agent)) {
            double inward = Math.atan2((bounds.minY() + bounds.maxY()) / 2 - agent.y(), (bounds.minX() + bounds.maxX()) / 2 - agent.x());
            heading[self] = inward;
        }
        out[0] = pace * Math.cos(heading[self]);
        out[1] = pace * Math.sin(heading[self]);
    }

    private boolean nearBorder(AgentView agent) {
        return agent.x() < bounds.minX() + BORDER || agent.x() > bounds.maxX() - BORDER || agent.y() < bounds.minY() + BORDER
                || agent.y() > bounds.maxY() - BORDER;
    }

    /** What the Agent Inspector shows of this agent's step. */
    private void report(AgentView agent, int self) {
        AgentReport report = agent.report();
        if (report == null) {
            return;
        }
        if (target[self] < 0) {
            report.add(SECTION, "Doing", "strolling");
        } else if (Double.isNaN(lookingSince[self])) {
            report.add(SECTION, "Doing", "walking over to " + attractions.get(target[self]).name());
        } else {
            double left = lookingFor[self] - (agent.time() - lookingSince[self]);
            report.add(SECTION, "Doing", String.format(Locale.ROOT, "looking at %s, %.0f s more", attractions.get(target[self]).name(), left));
        }
        int seen = 0;
        for (int a = 0; a < attractions.size(); a++) {
            seen += Double.isInfinite(state.leftAt(self, a)) ? 0 : 1;
        }
        report.add(SECTION, "Seen", seen + " of " + attractions.size() + " points of interest");
        report.measure("Points of interest seen", seen);
    }
}
