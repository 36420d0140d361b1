package org.crowdstudio.steering.tests;

import java.util.List;
import java.util.Map;

import org.crowdstudio.engine.sim.Crowd;
import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.sim.Simulation;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.World;

/** Builds simulations from the installed algorithms, as the scenario compiler will. */
final class Crowds {

    static final AlgorithmRegistry ALGORITHMS = AlgorithmRegistry.fromServiceLoader(Crowds.class.getClassLoader());

    private Crowds() {
    }

    /** Goal reaching, ORCA with the given parameters, and contact forces (K = 5000/80). */
    static Pipeline goalAndOrca(World world, Map<String, ?> orcaParameters) {
        SteeringAlgorithm<?> goal = ALGORITHMS.find("goal-reaching").orElseThrow();
        SteeringAlgorithm<?> orca = ALGORITHMS.find("orca").orElseThrow();
        VelocitySource source = (VelocitySource) goal.create(Parameters.defaults(goal.descriptor()), world);
        VelocitySolver solver = (VelocitySolver) orca.create(Parameters.of(orca.descriptor(), orcaParameters), world);
        return new Pipeline(List.of(source), new double[] {1}, true, solver, 5000.0 / 80);
    }

    /**
     * Goal reaching and social forces with the given parameters, without the kernel's contact
     * forces: what keeps bodies apart is the social force model alone.
     */
    static Pipeline goalAndSocialForces(World world, Map<String, ?> socialForceParameters) {
        SteeringAlgorithm<?> goal = ALGORITHMS.find("goal-reaching").orElseThrow();
        SteeringAlgorithm<?> socialForces = ALGORITHMS.find("social-forces").orElseThrow();
        VelocitySource source = (VelocitySource) goal.create(Parameters.defaults(goal.descriptor()), world);
        VelocitySolver solver = (VelocitySolver) socialForces.create(Parameters.of(socialForces.descriptor(), socialForceParameters), world);
        return new Pipeline(List.of(source), new double[] {1}, true, solver, 0);
    }

    /** Runs until every agent has arrived or the step limit; returns the smallest centre distance seen. */
    static double runUntilArrived(Simulation simulation, int maxSteps) {
        Crowd crowd = simulation.crowd();
        double closest = closestPair(crowd);
        for (int step = 0; step < maxSteps && !allArrived(crowd); step++) {
            simulation.step();
            closest = Math.min(closest, closestPair(crowd));
        }
        return closest;
    }

    static boolean allArrived(Crowd crowd) {
        for (int i = 0; i < crowd.size(); i++) {
            if (!crowd.arrived(i)) {
                return false;
            }
        }
        return true;
    }

    static double closestPair(Crowd crowd) {
        double closest = Double.POSITIVE_INFINITY;
        for (int i = 0; i < crowd.size(); i++) {
            for (int j = i + 1; j < crowd.size(); j++) {
                closest = Math.min(closest, Math.hypot(crowd.x(j) - crowd.x(i), crowd.y(j) - crowd.y(i)));
            }
        }
        return closest;
    }
}
