package org.crowdstudio.steering.socialforces;

import java.util.Arrays;

import org.crowdstudio.engine.spi.PhaseView;
import org.crowdstudio.engine.spi.StepPhase;

/**
 * How near each agent is to people bound the other way, from 0 to 1. Where people walk both ways
 * they keep their distance from everyone around them, also from those walking their own way:
 * that room is what lets the two streams filter through each other, where two packed one-way
 * blocks would stand against each other.
 *
 * <p>An agent's way is towards its destination (its own goal, or where it was sent), not where
 * it faces or moves: someone pushed back in a dense one-way crowd faces and moves backwards for a
 * moment, and would turn the crowd around it into a counterflow. An agent without a destination
 * (led by fields, say) goes the way of the preferred velocity the solver was given for it in the
 * step before, and before the solver has seen it the way it faces while it walks. Someone who
 * stands at its goal, or wants to stand, has no way. (Ways from the preferred velocity of every
 * agent were tried too: sideways steps in a jam made fewer pairs count as meeting head on, and in
 * the corridor example 61 to 72 of 80 walkers got past each other in 120 s over six seeds,
 * against 71 to 74 with destinations.)
 *
 * <p>Ways are told apart in {@value #SECTORS} sectors; ways at least {@value #AGAINST_FROM}
 * sectors apart are against each other: ways 135° and more apart always, ways less than 112.5°
 * apart never, ways in between by the sectors they fall in. Each step the sectors present are
 * marked on a grid of {@value #CELL} m cells, and each agent looks for the nearest cell holding
 * someone bound against it: within {@value #NEAR} m of that cell's nearest point the level is 1,
 * fading to 0 at {@value #FAR} m. A fixed amount of work per agent however dense the crowd.
 *
 * <p>Worked out once per step, before any agent is stepped, on the simulation's threads; kept by
 * handle for the solver to read while it steps the agents, with the way each agent faces.
 */
final class Counterflow implements StepPhase {

    /** Within this many metres of someone bound against: a full counterflow. */
    static final double NEAR = 5;
    /** Farther than this from everyone bound against, in metres: a one-way crowd. */
    static final double FAR = 8;
    private static final int SECTORS = 16;
    private static final int AGAINST_FROM = 6;
    private static final double CELL = 2;
    /** At most this many cells: a crowd spread wider (some 2 km across) gets coarser cells. */
    private static final int MAX_CELLS = 1 << 20;
    /** Nearer its destination than this (m), an agent stands there rather than walks anywhere. */
    private static final double AT_DESTINATION = 1;
    /** Slower than this (m/s), an agent without a destination stands rather than walks. */
    private static final double WALKING = 0.2;
    /**
     * Wanting to go slower than this (m/s) is wanting to stand. Far below walking pace: in a jam the
     * density pace asks for a shuffle of a few centimetres a second, and that is still a way.
     */
    private static final double WANTING = 0.01;
    private static final byte NOWHERE = -1;
    /** No way recorded by the solver yet. */
    private static final byte UNRECORDED = -2;

    private volatile float[] levelByHandle = new float[0];
    /** The way each agent faces, by handle: one cosine and sine per agent and step, not one per neighbour. */
    private volatile float[] facingXByHandle = new float[0];
    private volatile float[] facingYByHandle = new float[0];
    private byte[] sectorById = new byte[0];
    /** The sector of the preferred velocity each agent was given, by id; written while agents are stepped. */
    private volatile byte[] wantedSectorById = new byte[0];
    /** The time of the step the levels are for, so that the solver never reads another step's. */
    private volatile double stepTime = Double.NaN;
    private int[] sectorsInCell = new int[0];
    private double originX;
    private double originY;
    private double cellSize;
    private int columns;
    private int rows;

    @Override
    public void beforeStep(PhaseView crowd) {
        int size = crowd.size();
        if (sectorById.length < size) {
            sectorById = new byte[size];
            byte[] wanted = new byte[size];
            Arrays.fill(wanted, UNRECORDED);
            wantedSectorById = wanted;
            levelByHandle = new float[size];
            facingXByHandle = new float[size];
            facingYByHandle = new float[size];
        }
        byte[] sectors = sectorById;
        byte[] wanted = wantedSectorById;
        crowd.forEachAgent(agent -> sectors[agent] = sector(crowd, agent, wanted[agent]));
        markCells(crowd, sectors);
        float[] level = levelByHandle;
        float[] facingX = facingXByHandle;
        float[] facingY = facingYByHandle;
        crowd.forEachAgent(agent -> {
            int handle = crowd.handleOf(agent);
            level[handle] = (float) levelOf(crowd, agent, sectors);
            facingX[handle] = (float) StrictMath.cos(crowd.heading(agent));
            facingY[handle] = (float) StrictMath.sin(crowd.heading(agent));
        });
        stepTime = crowd.time();
    }

    /**
     * Records where an agent wants to go this step, for the levels of the next.
     *
     * @param agent the agent's id
     */
    void recordWay(int agent, double preferredVx, double preferredVy) {
        wantedSectorById[agent] = preferredVx * preferredVx + preferredVy * preferredVy > WANTING * WANTING
                ? sectorOf(StrictMath.atan2(preferredVy, preferredVx)) : NOWHERE;
    }

    /**
     * @param time the time of the step being taken
     * @throws IllegalStateException if the levels are not this step's: the phase did not run before it,
     *         as when the simulation was not given the world the solver was created with
     */
    void requireStep(double time) {
        if (stepTime != time) {
            throw new IllegalStateException("social forces: the solver's step phase did not run before this step; "
                    + "give the simulation the world the solver was created with");
        }
    }

    /** @return the counterflow level of the agent with this handle in the current step, 0 to 1 */
    double level(int handle) {
        return levelByHandle[handle];
    }

    /** @return x of the unit vector the agent with this handle faces at the start of the step */
    double facingX(int handle) {
        return facingXByHandle[handle];
    }

    double facingY(int handle) {
        return facingYByHandle[handle];
    }

    /**
     * The sector the agent is bound in, by id: towards its destination; for an agent without one
     * (led by fields, say) the way it wanted to go in the step before, or before the solver has seen
     * it the way it faces while it walks; {@link #NOWHERE} for an agent standing at its goal, or
     * without one wanting to stand or standing still.
     *
     * @param wanted the sector of the preferred velocity the solver was given for the agent, or {@link #UNRECORDED}
     */
    private static byte sector(PhaseView crowd, int agent, byte wanted) {
        if (crowd.hasDestination(agent)) {
            double dx = crowd.destinationX(agent) - crowd.x(agent);
            double dy = crowd.destinationY(agent) - crowd.y(agent);
            return dx * dx + dy * dy > AT_DESTINATION * AT_DESTINATION ? sectorOf(StrictMath.atan2(dy, dx)) : NOWHERE;
        }
        if (wanted != UNRECORDED) {
            return wanted;
        }
        double vx = crowd.vx(agent);
        double vy = crowd.vy(agent);
        return vx * vx + vy * vy > WALKING * WALKING ? sectorOf(crowd.heading(agent)) : NOWHERE;
    }

    private static byte sectorOf(double angle) {
        return (byte) Math.floorMod(Math.round(angle / (2 * Math.PI) * SECTORS), SECTORS);
    }

    /** Marks in each cell the sectors its agents are bound in, on a grid over all agents bound somewhere. */
    private void markCells(PhaseView crowd, byte[] sectors) {
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        int size = crowd.size();
        for (int agent = 0; agent < size; agent++) {
            if (sectors[agent] != NOWHERE) {
                minX = Math.min(minX, crowd.x(agent));
                minY = Math.min(minY, crowd.y(agent));
                maxX = Math.max(maxX, crowd.x(agent));
                maxY = Math.max(maxY, crowd.y(agent));
            }
        }
        if (minX > maxX) {
            columns = 0;
            rows = 0;
            return;
        }
        cellSize = CELL;
        while (((maxX - minX) / cellSize + 1) * ((maxY - minY) / cellSize + 1) > MAX_CELLS) {
            cellSize *= 2;
        }
        originX = minX;
        originY = minY;
        columns = (int) ((maxX - minX) / cellSize) + 1;
        rows = (int) ((maxY - minY) / cellSize) + 1;
        if (sectorsInCell.length < columns * rows) {
            sectorsInCell = new int[columns * rows];
        }
        Arrays.fill(sectorsInCell, 0, columns * rows, 0);
        for (int agent = 0; agent < size; agent++) {
            if (sectors[agent] != NOWHERE) {
                int cell = cellOf(crowd.y(agent), originY, rows) * columns + cellOf(crowd.x(agent), originX, columns);
                sectorsInCell[cell] |= 1 << sectors[agent];
            }
        }
    }

    private int cellOf(double coordinate, double origin, int cells) {
        return Math.clamp((int) ((coordinate - origin) / cellSize), 0, cells - 1);
    }

    private double levelOf(PhaseView crowd, int agent, byte[] sectors) {
        byte sector = sectors[agent];
        if (sector == NOWHERE) {
            return 0;
        }
        int against = 0;
        for (int s = AGAINST_FROM; s <= SECTORS - AGAINST_FROM; s++) {
            against |= 1 << ((sector + s) % SECTORS);
        }
        double x = crowd.x(agent);
        double y = crowd.y(agent);
        int reach = (int) Math.ceil(FAR / cellSize);
        int column = cellOf(x, originX, columns);
        int row = cellOf(y, originY, rows);
        double nearestSquared = FAR * FAR;
        for (int r = Math.max(0, row - reach); r <= Math.min(rows - 1, row + reach); r++) {
            for (int c = Math.max(0, column - reach); c <= Math.min(columns - 1, column + reach); c++) {
                if ((sectorsInCell[r * columns + c] & against) != 0) {
                    // The distance to the nearest point of the cell: someone in it is at least that far.
                    double dx = Math.max(0, Math.max(originX + c * cellSize - x, x - originX - (c + 1) * cellSize));
                    double dy = Math.max(0, Math.max(originY + r * cellSize - y, y - originY - (r + 1) * cellSize));
                    nearestSquared = Math.min(nearestSquared, dx * dx + dy * dy);
                    if (nearestSquared <= NEAR * NEAR) {
                        return 1;
                    }
                }
            }
        }
        return Math.clamp((FAR - Math.sqrt(nearestSquared)) / (FAR - NEAR), 0, 1);
    }
}
