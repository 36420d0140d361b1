package org.crowdstudio.steering.orca;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;

/**
 * ORCA's guarantee (van den Berg et al. 2011, §5): when every agent's new velocity satisfies its
 * ORCA constraints, no two agents collide within the time horizon. Checked on random crowds.
 */
class OrcaGuaranteeProperties {

    private static final double RADIUS = 0.3;
    private static final double HORIZON = 2;

    @Property(tries = 300)
    void feasibleVelocitiesAreCollisionFreeForTheTimeHorizon(@ForAll @Size(min = 2, max = 12) List<@From("agents") double[]> agents) {
        int n = agents.size();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                Assume.that(Math.hypot(agents.get(i)[0] - agents.get(j)[0], agents.get(i)[1] - agents.get(j)[1]) > 2 * RADIUS);
            }
        }
        double[][] velocities = new double[n][2];
        OrcaSolver solver = new OrcaSolver();
        Neighbours neighbours = new Neighbours(n);
        boolean allFeasible = true;
        for (int i = 0; i < n; i++) {
            neighbours.clear();
            for (int j = 0; j < n; j++) {
                if (j != i) {
                    double[] other = agents.get(j);
                    neighbours.add(other[0], other[1], other[2], other[3], RADIUS);
                }
            }
            double[] self = agents.get(i);
            allFeasible &= solver.solve(new OrcaSolver.Agent(self[0], self[1], self[2], self[3], RADIUS, 1.8), self[4], self[5], neighbours,
                    HORIZON, 0.1, velocities[i]);
        }
        Assume.that(allFeasible);
        for (int i = 0; i < n; i++) {
            assertThat(Math.hypot(velocities[i][0], velocities[i][1])).isLessThanOrEqualTo(1.8 + 1e-9);
            for (int j = i + 1; j < n; j++) {
                double gap = OrcaSolverTest.closestApproach(agents.get(j)[0] - agents.get(i)[0], agents.get(j)[1] - agents.get(i)[1],
                        velocities[j][0] - velocities[i][0], velocities[j][1] - velocities[i][1], HORIZON);
                assertThat(gap).as("agents %d and %d", i, j).isGreaterThanOrEqualTo(2 * RADIUS - 1e-6);
            }
        }
    }

    @Property(tries = 300)
    void whenCrowdedTheVelocityViolatesTheConstraintsAsLittleAsPossible(@ForAll @Size(min = 3, max = 14) List<@From("crowded") double[]> agents) {
        OrcaSolver solver = new OrcaSolver();
        Neighbours neighbours = new Neighbours(agents.size());
        for (int j = 1; j < agents.size(); j++) {
            double[] other = agents.get(j);
            neighbours.add(other[0], other[1], other[2], other[3], RADIUS);
        }
        double[] self = agents.get(0);
        double[] velocity = new double[2];
        boolean feasible = solver.solve(new OrcaSolver.Agent(self[0], self[1], self[2], self[3], RADIUS, 1.8), self[4], self[5], neighbours,
                HORIZON, 0.1, velocity);
        Assume.that(!feasible);

        // Brute force over the max-speed disk: no velocity may violate the constraints clearly less.
        double best = Double.POSITIVE_INFINITY;
        for (double speed = 0; speed <= 1.8; speed += 0.02) {
            for (double angle = 0; angle < 2 * Math.PI; angle += 0.01) {
                best = Math.min(best, solver.largestViolation(speed * Math.cos(angle), speed * Math.sin(angle)));
            }
        }
        // Within max speed up to rounding: the infeasible case projects several times (seen: 2.6e-8 over).
        assertThat(Math.hypot(velocity[0], velocity[1])).isLessThanOrEqualTo(1.8 + 1e-6);
        assertThat(solver.largestViolation(velocity[0], velocity[1])).isLessThanOrEqualTo(best + 1e-3);
    }

    /** A crowd packed around the first agent, all walking into each other: often infeasible. */
    @Provide
    Arbitrary<double[]> crowded() {
        return Arbitraries.doubles().between(-1, 1).list().ofSize(6).map(values -> new double[] {values.get(0) * 1.2, values.get(1) * 1.2,
            values.get(2) * 1.5, values.get(3) * 1.5, values.get(4) * 1.3, values.get(5) * 1.3});
    }

    /** An agent: x, y, vx, vy, preferred vx, preferred vy; current velocities within max speed. */
    @Provide
    Arbitrary<double[]> agents() {
        return Arbitraries.doubles().between(-4, 4).list().ofSize(6).map(values -> new double[] {values.get(0), values.get(1),
            values.get(2) * 0.3, values.get(3) * 0.3, values.get(4) * 0.45, values.get(5) * 0.45});
    }
}
