package org.crowdstudio.steering.anisotropic;

import java.util.Arrays;
import java.util.Locale;

import org.crowdstudio.engine.spi.AgentReport;
import org.crowdstudio.engine.spi.AgentView;
import org.crowdstudio.engine.spi.SlotOrdered;
import org.crowdstudio.engine.spi.VelocitySource;

/**
 * One field's steering (AF paper eq. 1–4): each agent has an intended velocity u that the field
 * accelerates by k_AF ρ towards a direction drawn from the agent's cell and whose speed relaxes
 * towards v_prop; u is what it proposes, and the solver avoids others on the way. The paper applies
 * eq. 2 to the agent's velocity itself; kept apart, the intention survives the solver's response
 * time (social forces follow a preferred velocity over half a second, so an agent steered by its
 * own lagging velocity barely gets going) and turns to the real velocity only over a second, when
 * others or a wall hold the agent up. Draws use the engine's counter-based random numbers, so a
 * run is the same for any thread count. Per-agent state is kept by the agent's slot, each written
 * only in its own agent's step, and moved along when the kernel regroups its agents; nothing else
 * is written while stepping.
 */
final class AnisotropicSteering implements VelocitySource, SlotOrdered {

    /** The Agent Inspector's section for this source. */
    static final String SECTION = "Anisotropic field";

    private static final int DRAW_BIN = 0xAF01;
    private static final int DRAW_WITHIN_BIN = 0xAF02;
    /** Below this speed, m/s, an agent has no way to keep: behaviour inertia plays no part. */
    private static final double MOVING = 0.05;
    /** The time step the relaxation l is given for, s. */
    private static final double RELAXATION_STEP = 0.1;
    /** From this many bins on, a turn within a bin is small enough for a short series of cos and sin. */
    private static final int SERIES_BINS = 8;
    /** How long an agent's intended velocity takes to turn to the one it actually has, s. */
    private static final double ADAPTATION = 1.0;

    private final AnisotropicScene.Field field;
    private final DirectionField grid;
    private final CellGrid cells;
    /** 1 / cell size: a cell is found with multiplications, not divisions. */
    private final double perMetre;
    private final double[] binCos;
    private final double[] binSin;
    /** v_prop per agent id. */
    private final double[] preferredSpeeds;
    /**
     * Per slot (the kernel's order of its agents, in which it steps them), side by side in one
     * cache line: the agent's intended velocity u (x, y), the step it was worked out for plus 1
     * (0: never) and its v_prop, taken from {@link #preferredSpeeds} at its first step. Kept by id,
     * this was a cache miss per agent; kept by slot, it is read in the order the step walks it.
     */
    private double[] state;
    /** Where {@link #regrouped} moves the state to, then swapped with it. */
    private double[] regroupedState;
    private static final int STRIDE = 4;
    private static final int INTENDED_X = 0;
    private static final int INTENDED_Y = 1;
    private static final int STEPPED_AT = 2;
    private static final int PREFERRED = 3;
    /** The last time step's rates; any thread may replace them with equal ones. */
    private volatile Rates rates;

    AnisotropicSteering(AnisotropicScene.Field field) {
        this.field = field;
        this.grid = field.grid();
        this.cells = grid.shape();
        int bins = cells.bins();
        perMetre = 1 / cells.cellSize();
        binCos = new double[bins];
        binSin = new double[bins];
        for (int bin = 0; bin < bins; bin++) {
            binCos[bin] = StrictMath.cos(grid.binAngle(bin));
            binSin[bin] = StrictMath.sin(grid.binAngle(bin));
        }
        preferredSpeeds = field.preferredSpeeds();
        state = new double[STRIDE * preferredSpeeds.length];
        regroupedState = new double[state.length];
    }

    @Override
    public void regrouped(int[] order) {
        if (STRIDE * order.length > state.length) {
            // A crowd larger than the scene's: its other agents have no v_prop here, and propose nothing.
            state = Arrays.copyOf(state, STRIDE * order.length);
            regroupedState = new double[state.length];
        }
        for (int slot = 0; slot < order.length; slot++) {
            System.arraycopy(state, STRIDE * order[slot], regroupedState, STRIDE * slot, STRIDE);
        }
        double[] swapped = state;
        state = regroupedState;
        regroupedState = swapped;
    }

    @Override
    public boolean propose(AgentView agent, double[] out) {
        int cell = cells.cell((int) Math.floor((agent.x() - cells.originX()) * perMetre), (int) Math.floor((agent.y() - cells.originY()) * perMetre));
        if (cell < 0) {
            return false;
        }
        int at = STRIDE * agent.slot();
        if (agent.index() >= preferredSpeeds.length || at >= state.length) {
            return false;
        }
        double stamp = agent.step() + 1;
        if (state[at + STEPPED_AT] != stamp) {
            intend(agent, cell, at);
            state[at + STEPPED_AT] = stamp;
        }
        out[0] = state[at + INTENDED_X];
        out[1] = state[at + INTENDED_Y];
        return true;
    }

    /**
     * One step of eq. 1–4 on the agent's intended velocity u: u turns towards the velocity the agent
     * actually has over {@value #ADAPTATION} s (an agent held up by others or a wall takes up what
     * it can do), a direction is drawn from the cell weighted towards u's, u accelerates that way
     * by k_AF ρ Δt and its speed relaxes towards v_prop, in the paper's order. Where the pushes
     * agree, u settles k_AF ρ Δt (1 − l) / l above v_prop (0.9 m/s with the defaults), so v_prop
     * sets a walker's pace only with a larger l; relaxing from the speed before the push instead
     * gives each its own v_prop, but fast and slow walkers then share a lane and squeeze past each
     * other (docs/ANISOTROPIC.md).
     */
    private void intend(AgentView agent, int cell, int at) {
        double dt = agent.timeStep();
        Rates rates = ratesFor(dt);
        double ux;
        double uy;
        if (state[at + STEPPED_AT] == 0) {
            ux = agent.vx();
            uy = agent.vy();
            state[at + PREFERRED] = preferredSpeeds[agent.index()];
        } else {
            double adapt = rates.adaptation();
            ux = state[at + INTENDED_X] + adapt * (agent.vx() - state[at + INTENDED_X]);
            uy = state[at + INTENDED_Y] + adapt * (agent.vy() - state[at + INTENDED_Y]);
        }
        double speed = Math.sqrt(ux * ux + uy * uy);
        double angle = Double.NaN;
        if (grid.hasTendency(cell)) {
            int bin = drawBin(cell, speed > MOVING ? ux / speed : Double.NaN, speed > MOVING ? uy / speed : Double.NaN, agent.random(DRAW_BIN));
            // Uniformly within the bin, so that directions do not snap to the bins' centres: the centre turned by a little.
            double turn = (agent.random(DRAW_WITHIN_BIN) - 0.5) * 2 * Math.PI / cells.bins();
            double turnCos = cosine(turn);
            double turnSin = sine(turn);
            double push = field.gain() * field.acceleration() * dt;
            ux += push * (binCos[bin] * turnCos - binSin[bin] * turnSin);
            uy += push * (binSin[bin] * turnCos + binCos[bin] * turnSin);
            angle = grid.binAngle(bin) + turn;
        }
        double preferred = state[at + PREFERRED];
        double relaxation = rates.relaxation();
        double pushed = Math.sqrt(ux * ux + uy * uy);
        double relaxed = (1 - relaxation) * pushed + relaxation * preferred;
        state[at + INTENDED_X] = pushed > 1e-9 ? ux * relaxed / pushed : 0;
        state[at + INTENDED_Y] = pushed > 1e-9 ? uy * relaxed / pushed : 0;
        if (agent.report() != null) {
            report(agent.report(), cell, angle, preferred, state[at + INTENDED_X], state[at + INTENDED_Y]);
        }
    }

    /** What one time step turns the intention towards the real velocity, and closes of the gap to v_prop. */
    private record Rates(double timeStep, double adaptation, double relaxation) {
    }

    /** The rates for a time step, worked out once per time step rather than per agent (an exp and a pow each). */
    private Rates ratesFor(double timeStep) {
        Rates known = rates;
        if (known != null && known.timeStep() == timeStep) {
            return known;
        }
        Rates worked = new Rates(timeStep, 1 - Math.exp(-timeStep / ADAPTATION), 1 - Math.pow(1 - field.speedRelaxation(), timeStep / RELAXATION_STEP));
        rates = worked;
        return worked;
    }

    /**
     * Draws a direction bin from the cell's distribution weighted by max(0, cos(θ − θ_v))^δ (eq. 4),
     * the current way's unit vector given (NaN when the agent stands: no weighting). Eq. 4 as printed
     * takes |cos|, which weighs the way back as much as the way on: on a two-way road a walker would
     * draw the reverse half the time, the very jitter the paper introduces inertia against ("an
     * agent on an east-west road may move eastward in one clock cycle but randomly switch to a
     * westward motion tendency in the next cycle"). Its text has conflicting tendencies disregarded, so
     * directions behind the agent weigh nothing.
     */
    private int drawBin(int cell, double wayX, double wayY, double pickBin) {
        int first = grid.firstEntry(cell);
        int end = grid.firstEntry(cell + 1);
        boolean weighted = !Double.isNaN(wayX) && field.inertia() > 0;
        double total = weighted ? totalWeight(first, end, wayX, wayY) : 0;
        if (!(total > 0)) {
            // Every direction the cell offers is across or against the agent's way (or it stands):
            // inertia cannot choose, the cell alone does.
            weighted = false;
            total = totalWeight(first, end, Double.NaN, Double.NaN);
        }
        // The weights are worked out again rather than kept: a second pass over two to four entries
        // costs less than a per-thread scratch array.
        double target = pickBin * total;
        int lastWeighted = first;
        for (int entry = first; entry < end; entry++) {
            double weight = weight(entry, weighted, wayX, wayY);
            if (weight > 0) {
                lastWeighted = entry;
                target -= weight;
                if (target < 0) {
                    return grid.entryBin(entry);
                }
            }
        }
        // Rounding left the draw past the last entry with weight.
        return grid.entryBin(lastWeighted);
    }

    private double totalWeight(int first, int end, double wayX, double wayY) {
        boolean weighted = !Double.isNaN(wayX);
        double total = 0;
        for (int entry = first; entry < end; entry++) {
            total += weight(entry, weighted, wayX, wayY);
        }
        return total;
    }

    /** An entry's probability, times max(0, cos(θ − θ_v))^δ when weighted by the agent's way (eq. 4). */
    private double weight(int entry, boolean weighted, double wayX, double wayY) {
        double p = grid.entryProbability(entry);
        if (weighted) {
            int bin = grid.entryBin(entry);
            p *= power(Math.max(0, binCos[bin] * wayX + binSin[bin] * wayY), field.inertia());
        }
        return p;
    }

    /**
     * cos of a turn within a bin. With 8 bins or more the turn is at most π/8, where four terms of
     * the series are exact to 2e-8 and cost a fraction of {@link Math#cos}; fewer bins turn further.
     */
    private double cosine(double turn) {
        if (cells.bins() < SERIES_BINS) {
            return Math.cos(turn);
        }
        double square = turn * turn;
        return 1 - square / 2 * (1 - square / 12 * (1 - square / 30));
    }

    /** sin of a turn within a bin, as {@link #cosine}. */
    private double sine(double turn) {
        if (cells.bins() < SERIES_BINS) {
            return Math.sin(turn);
        }
        double square = turn * turn;
        return turn * (1 - square / 6 * (1 - square / 20 * (1 - square / 42)));
    }

    /** x^δ, by multiplication for the whole exponents artists use most (the paper's δ is 2 or more). */
    private static double power(double x, double exponent) {
        if (exponent == 2) {
            return x * x;
        }
        if (exponent == Math.rint(exponent) && exponent > 0 && exponent <= 16) {
            double result = 1;
            for (int k = 0; k < (int) exponent; k++) {
                result *= x;
            }
            return result;
        }
        return Math.pow(x, exponent);
    }

    private void report(AgentReport report, int cell, double angle, double preferred, double ux, double uy) {
        report.add(SECTION, "Field", field.name());
        report.add(SECTION, "Cell", (cell % cells.columns()) + ", " + (cell / cells.columns()) + (grid.hasTendency(cell)
                ? String.format(Locale.ROOT, ", entropy %.2f", grid.entropy(cell)) : ", no tendency: keeps its way"));
        if (!Double.isNaN(angle)) {
            report.add(SECTION, "Direction drawn", String.format(Locale.ROOT, "%.0f°", Math.toDegrees(angle)));
        }
        report.add(SECTION, "Preferred speed v_prop", String.format(Locale.ROOT, "%.2f m/s", preferred));
        report.addVector(SECTION, "Intended velocity", ux, uy, "m/s");
    }
}
