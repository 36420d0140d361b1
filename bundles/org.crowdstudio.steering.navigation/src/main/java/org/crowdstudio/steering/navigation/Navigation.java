package org.crowdstudio.steering.navigation;

import java.util.Arrays;
import java.util.Locale;

import org.crowdstudio.engine.spi.AgentReport;
import org.crowdstudio.engine.spi.AgentView;
import org.crowdstudio.engine.spi.PhaseView;
import org.crowdstudio.engine.spi.StepPhase;
import org.crowdstudio.engine.spi.WaypointModifier;

/**
 * Path following as a waypoint modifier: while an agent cannot walk straight to its goal, it is
 * handed the farthest corner of its shortest path that it can walk to in a straight line, so goal
 * reaching, avoidance, the social layer, groups and fields steer it there unchanged. The corner is
 * planned again every {@code replanInterval} seconds and whenever the agent comes near it, from
 * wherever it is then: pushed off its way by others it takes the way from where it stands, and it
 * never waits on a corner it cannot reach exactly; it walks on as soon as it sees beyond.
 *
 * <p>What it remembers of each agent (its corner, when it planned it, for which goal) is kept by
 * agent id and touched only while that agent is stepped, so results do not depend on the threads.
 */
final class Navigation implements WaypointModifier, StepPhase {

    private static final String SECTION = "Navigation";
    /** Corners listed in the inspector: the next and a few after it. */
    private static final int CORNERS_SHOWN = 4;
    /** The golden ratio's fraction: multiples of it spread evenly over [0, 1). */
    private static final double GOLDEN = 0.6180339887498949;

    private final NavigationMap map;
    private final double margin;
    private final double replanInterval;
    private double[] cornerX = new double[0];
    private double[] cornerY = new double[0];
    private double[] plannedAt = new double[0];
    private double[] plannedGoalX = new double[0];
    private double[] plannedGoalY = new double[0];
    private double[] plannedNeed = new double[0];

    /**
     * @param margin room kept from walls beyond the body's radius, metres
     * @param replanInterval seconds between plans while the corner is not reached
     */
    Navigation(NavigationMap map, double margin, double replanInterval) {
        this.map = map;
        this.margin = margin;
        this.replanInterval = replanInterval;
    }

    /** Makes room for every agent before the step; agents are only ever added. */
    @Override
    public void beforeStep(PhaseView crowd) {
        int size = crowd.size();
        if (size > plannedAt.length) {
            int old = plannedAt.length;
            cornerX = Arrays.copyOf(cornerX, size);
            cornerY = Arrays.copyOf(cornerY, size);
            plannedAt = Arrays.copyOf(plannedAt, size);
            plannedGoalX = Arrays.copyOf(plannedGoalX, size);
            plannedGoalY = Arrays.copyOf(plannedGoalY, size);
            plannedNeed = Arrays.copyOf(plannedNeed, size);
            Arrays.fill(plannedAt, old, size, Double.NaN);
        }
    }

    @Override
    public boolean modify(AgentView agent, double[] out) {
        ClearanceGrid grid = map.grid();
        int i = agent.index();
        if (grid == null || !agent.hasDestination() || i >= plannedAt.length) {
            return false;
        }
        double x = agent.x();
        double y = agent.y();
        double goalX = agent.destinationX();
        double goalY = agent.destinationY();
        double needed = agent.radius() + margin;
        boolean samePlan = plannedGoalX[i] == goalX && plannedGoalY[i] == goalY && agent.time() - plannedAt[i] < replanInterval;
        boolean nearCorner = Math.hypot(cornerX[i] - x, cornerY[i] - y) < Math.max(0.5, 2 * agent.radius());
        if (!samePlan || nearCorner) {
            if (!plan(i, grid, x, y, goalX, goalY, needed, agent.time())) {
                return false;
            }
        }
        if (agent.report() != null) {
            report(agent.report(), x, y, goalX, goalY, needed, cornerX[i], cornerY[i]);
        }
        if (Double.isNaN(cornerX[i])) {
            return false;
        }
        out[0] = cornerX[i];
        out[1] = cornerY[i];
        return true;
    }

    /**
     * What the Agent Inspector shows of an inspected agent's way: its next corners, as far as
     * {@value #CORNERS_SHOWN}, and how far it still has to walk; the way's length is a measure the
     * Plots view draws over time.
     */
    private void report(AgentReport report, double x, double y, double goalX, double goalY, double needed, double nextX, double nextY) {
        if (Double.isNaN(nextX)) {
            ClearanceGrid grid = map.grid();
            boolean inSight = grid.cellAt(x, y) >= 0 && grid.cellAt(goalX, goalY) >= 0 && grid.clearLine(x, y, goalX, goalY, needed);
            report.add(SECTION, "Way", inSight ? "goal in sight: straight on" : "no way found to the goal: straight on");
            report.measure("Way left (m)", Math.hypot(goalX - x, goalY - y));
            return;
        }
        // The planned corner first, as the agent walks to it, then the way on from there.
        GoalField field = map.field(goalX, goalY, needed);
        double[] onwards = field.way(nextX, nextY, goalX, goalY, CORNERS_SHOWN - 1);
        StringBuilder corners = new StringBuilder(String.format(Locale.ROOT, "(%.1f, %.1f)", nextX, nextY));
        double length = Math.hypot(nextX - x, nextY - y);
        for (int k = 2; k + 1 < onwards.length; k += 2) {
            boolean goal = onwards[k] == goalX && onwards[k + 1] == goalY;
            corners.append(goal ? " → goal" : String.format(Locale.ROOT, " → (%.1f, %.1f)", onwards[k], onwards[k + 1]));
            length += Math.hypot(onwards[k] - onwards[k - 2], onwards[k + 1] - onwards[k - 1]);
        }
        double lastX = onwards.length < 2 ? nextX : onwards[onwards.length - 2];
        double lastY = onwards.length < 2 ? nextY : onwards[onwards.length - 1];
        int last = map.grid().cellAt(lastX, lastY);
        double rest = lastX == goalX && lastY == goalY || last < 0 ? 0 : field.distance(last);
        report.add(SECTION, "Next corners", corners.toString());
        report.add(SECTION, "Way left", String.format(Locale.ROOT, "%.1f m", length + rest));
        report.measure("Way left (m)", length + rest);
    }

    /**
     * Plans the agent's corner; NaN when the goal is in sight (no waypoint needed).
     *
     * @return false where there is no plan to follow: the agent or its goal off the plan, or the goal unreachable
     */
    private boolean plan(int i, ClearanceGrid grid, double x, double y, double goalX, double goalY, double needed, double time) {
        // The first plan of each agent is dated back by a share of the interval of its own, so
        // that a crowd does not plan again all in the same step.
        plannedAt[i] = Double.isNaN(plannedAt[i]) ? time - replanInterval * ((i * GOLDEN) % 1) : time;
        plannedGoalX[i] = goalX;
        plannedGoalY[i] = goalY;
        plannedNeed[i] = needed;
        cornerX[i] = Double.NaN;
        cornerY[i] = Double.NaN;
        if (grid.cellAt(x, y) < 0 || grid.cellAt(goalX, goalY) < 0) {
            return false;
        }
        // A goal in plain sight needs no field: in an open scene with many goals none is ever made.
        // The test stops at the first wall, so a blocked sight line costs little.
        if (grid.openLine(x, y, goalX, goalY, needed)) {
            return true;
        }
        GoalField field = map.field(goalX, goalY, needed);
        double[] corner = new double[2];
        if (field == null || !field.corner(x, y, goalX, goalY, corner)) {
            return false;
        }
        cornerX[i] = corner[0];
        cornerY[i] = corner[1];
        return true;
    }

    // What Wayfinding reads between steps, on the simulation's thread.

    /** @return whether this stage has planned the agent's way (it steers the agent's profile) */
    boolean plans(int agent) {
        return agent < plannedAt.length && !Double.isNaN(plannedAt[agent]);
    }

    /** @return x of the corner the agent heads for; NaN with its goal in sight */
    double cornerX(int agent) {
        return cornerX[agent];
    }

    double cornerY(int agent) {
        return cornerY[agent];
    }

    double goalX(int agent) {
        return plannedGoalX[agent];
    }

    double goalY(int agent) {
        return plannedGoalY[agent];
    }

    /** @return the clearance the agent's way keeps from walls: its radius and the margin */
    double need(int agent) {
        return plannedNeed[agent];
    }

    NavigationMap map() {
        return map;
    }
}
