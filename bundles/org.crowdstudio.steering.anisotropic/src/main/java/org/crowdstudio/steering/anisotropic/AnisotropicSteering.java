package org.crowdstudio.steering.anisotropic;

import java.util.Locale;

import org.crowdstudio.engine.spi.AgentReport;
import org.crowdstudio.engine.spi.AgentView;
import org.crowdstudio.engine.spi.VelocitySource;

/**
 * One field's steering (AF paper eq. 1–4): each agent has an intended velocity u that the field
 * accelerates by k_AF ρ towards a direction drawn from the agent's cell and whose speed relaxes
 * towards v_prop; u is what it proposes, and the solver avoids others on the way. The paper applies
 * eq. 2 to the agent's velocity itself; kept apart, the intention survives the solver's response
 * time (social forces follow a preferred velocity over half a second, so an agent steered by its
 * own lagging velocity barely gets going) and turns to the real velocity only over a second, when
 * others or a wall hold the agent up. Draws use the engine's counter-based random numbers, so a
 * run is the same for any thread count. Per-agent state is kept by agent id, each written only in
 * its own agent's step; scratch is per thread.
 */
final class AnisotropicSteering implements VelocitySource {

    /** The Agent Inspector's section for this source. */
    static final String SECTION = "Anisotropic field";

    private static final int DRAW_BIN = 0xAF01;
    private static final int DRAW_WITHIN_BIN = 0xAF02;
    /** Below this speed, m/s, an agent has no way to keep: behaviour inertia plays no part. */
    private static final double MOVING = 0.05;
    /** The time step the relaxation l is given for, s. */
    private static final double RELAXATION_STEP = 0.1;
    /** How long an agent's intended velocity takes to turn to the one it actually has, s. */
    private static final double ADAPTATION = 1.0;

    private final AnisotropicScene.Field field;
    private final DirectionField grid;
    private final double[] binCos;
    private final double[] binSin;
    private final ThreadLocal<double[]> weights;
    /** Per agent id: its intended velocity u, and the step it was worked out for, plus 1 (0: never). */
    private final double[] intendedX;
    private final double[] intendedY;
    private final long[] steppedAt;

    AnisotropicSteering(AnisotropicScene.Field field) {
        this.field = field;
        this.grid = field.grid();
        int bins = grid.bins();
        binCos = new double[bins];
        binSin = new double[bins];
        for (int bin = 0; bin < bins; bin++) {
            binCos[bin] = StrictMath.cos(grid.binAngle(bin));
            binSin[bin] = StrictMath.sin(grid.binAngle(bin));
        }
        weights = ThreadLocal.withInitial(() -> new double[bins]);
        int agents = field.preferredSpeeds().length;
        intendedX = new double[agents];
        intendedY = new double[agents];
        steppedAt = new long[agents];
    }

    @Override
    public boolean propose(AgentView agent, double[] out) {
        int cell = grid.cellAt(agent.x(), agent.y());
        if (cell < 0) {
            return false;
        }
        int self = agent.index();
        if (self >= steppedAt.length) {
            return false;
        }
        if (steppedAt[self] != agent.step() + 1) {
            intend(agent, cell);
            steppedAt[self] = agent.step() + 1;
        }
        out[0] = intendedX[self];
        out[1] = intendedY[self];
        return true;
    }

    /**
     * One step of eq. 1–4 on the agent's intended velocity u: u turns towards the velocity the agent
     * actually has over {@value #ADAPTATION} s (an agent held up by others or a wall takes up what
     * it can do), a direction is drawn from the cell weighted towards u's, u accelerates that way
     * by k_AF ρ Δt and its speed relaxes towards v_prop.
     */
    private void intend(AgentView agent, int cell) {
        int self = agent.index();
        double dt = agent.timeStep();
        double ux;
        double uy;
        if (steppedAt[self] == 0) {
            ux = agent.vx();
            uy = agent.vy();
        } else {
            double adapt = 1 - Math.exp(-dt / ADAPTATION);
            ux = intendedX[self] + adapt * (agent.vx() - intendedX[self]);
            uy = intendedY[self] + adapt * (agent.vy() - intendedY[self]);
        }
        double speed = Math.sqrt(ux * ux + uy * uy);
        double angle = Double.NaN;
        if (grid.hasTendency(cell)) {
            angle = draw(cell, speed > MOVING ? ux / speed : Double.NaN, speed > MOVING ? uy / speed : Double.NaN, agent.random(DRAW_BIN),
                    agent.random(DRAW_WITHIN_BIN));
            double push = field.gain() * field.acceleration() * dt;
            ux += push * Math.cos(angle);
            uy += push * Math.sin(angle);
        }
        double preferred = preferredSpeed(agent);
        double relaxation = 1 - Math.pow(1 - field.speedRelaxation(), dt / RELAXATION_STEP);
        double pushed = Math.sqrt(ux * ux + uy * uy);
        double relaxed = (1 - relaxation) * pushed + relaxation * preferred;
        intendedX[self] = pushed > 1e-9 ? ux * relaxed / pushed : 0;
        intendedY[self] = pushed > 1e-9 ? uy * relaxed / pushed : 0;
        if (agent.report() != null) {
            report(agent.report(), cell, angle, preferred, intendedX[self], intendedY[self]);
        }
    }

    private double preferredSpeed(AgentView agent) {
        double[] speeds = field.preferredSpeeds();
        return agent.index() < speeds.length ? speeds[agent.index()] : agent.preferredSpeed();
    }

    /**
     * Draws a direction from the cell's distribution weighted by |cos(θ − θ_v)|^δ (eq. 4), the
     * current way's unit vector given (NaN when the agent stands: no weighting); uniformly within the
     * drawn bin, so that directions do not snap to the bins' centres.
     */
    private double draw(int cell, double wayX, double wayY, double pickBin, double pickWithin) {
        int bins = grid.bins();
        double[] weight = weights.get();
        double total = 0;
        double inertia = field.inertia();
        boolean weighted = !Double.isNaN(wayX) && inertia > 0;
        for (int bin = 0; bin < bins; bin++) {
            double p = grid.probability(cell, bin);
            if (p > 0 && weighted) {
                p *= power(Math.abs(binCos[bin] * wayX + binSin[bin] * wayY), inertia);
            }
            weight[bin] = p;
            total += p;
        }
        if (!(total > 0)) {
            // Every direction the cell offers is across the agent's way: inertia cannot choose, the cell alone does.
            total = 0;
            for (int bin = 0; bin < bins; bin++) {
                weight[bin] = grid.probability(cell, bin);
                total += weight[bin];
            }
        }
        double target = pickBin * total;
        int chosen = bins - 1;
        for (int bin = 0; bin < bins; bin++) {
            target -= weight[bin];
            if (target < 0 && weight[bin] > 0) {
                chosen = bin;
                break;
            }
        }
        while (weight[chosen] == 0) {
            // Rounding left the draw past the last bin with weight.
            chosen--;
        }
        return grid.binAngle(chosen) + (pickWithin - 0.5) * 2 * Math.PI / bins;
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
        report.add(SECTION, "Cell", (cell % grid.columns()) + ", " + (cell / grid.columns()) + (grid.hasTendency(cell)
                ? String.format(Locale.ROOT, ", entropy %.2f", grid.entropy(cell)) : ", no tendency: keeps its way"));
        if (!Double.isNaN(angle)) {
            report.add(SECTION, "Direction drawn", String.format(Locale.ROOT, "%.0f°", Math.toDegrees(angle)));
        }
        report.add(SECTION, "Preferred speed v_prop", String.format(Locale.ROOT, "%.2f m/s", preferred));
        report.addVector(SECTION, "Intended velocity", ux, uy, "m/s");
    }
}
