package org.crowdstudio.compiler;

import java.util.List;

import org.crowdstudio.engine.spi.AgentView;
import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.World;

/** Two small algorithms of the compiler's tests: a straight walk to the goal, and a solver that scales the velocity. */
final class TestAlgorithms {

    private TestAlgorithms() {
    }

    static AlgorithmRegistry registry() {
        AlgorithmRegistry registry = new AlgorithmRegistry();
        registry.register(new Walk());
        registry.register(new Scale());
        return registry;
    }

    /** {@code walk}: straight to the goal at preferred speed. */
    static final class Walk implements SteeringAlgorithm<VelocitySource> {
        private static final AlgorithmDescriptor<VelocitySource> DESCRIPTOR = new AlgorithmDescriptor<>("walk", Stage.VELOCITY_SOURCE, "Walk",
                "Straight to the goal.", List.of());

        @Override
        public AlgorithmDescriptor<VelocitySource> descriptor() {
            return DESCRIPTOR;
        }

        @Override
        public VelocitySource create(Parameters parameters, World world) {
            return Walk::propose;
        }

        private static boolean propose(AgentView agent, double[] out) {
            if (!agent.hasGoal()) {
                return false;
            }
            double dx = agent.goalX() - agent.x();
            double dy = agent.goalY() - agent.y();
            double distance = Math.hypot(dx, dy);
            double speed = Math.min(agent.preferredSpeed(), distance / agent.timeStep());
            out[0] = distance > 0 ? dx / distance * speed : 0;
            out[1] = distance > 0 ? dy / distance * speed : 0;
            return true;
        }
    }

    /** {@code scale}: multiplies the preferred velocity by {@code factor} in [0, 1]. */
    static final class Scale implements SteeringAlgorithm<VelocitySolver> {
        static final ParameterDescriptor<Double> FACTOR = ParameterDescriptor.real("factor", 1, 0, 1, "", "Factor on the preferred velocity.");
        private static final AlgorithmDescriptor<VelocitySolver> DESCRIPTOR = new AlgorithmDescriptor<>("scale", Stage.VELOCITY_SOLVER, "Scale",
                "Slows down.", List.of(FACTOR));

        @Override
        public AlgorithmDescriptor<VelocitySolver> descriptor() {
            return DESCRIPTOR;
        }

        @Override
        public VelocitySolver create(Parameters parameters, World world) {
            double factor = parameters.get(FACTOR);
            return (agent, vx, vy, out) -> {
                out[0] = vx * factor;
                out[1] = vy * factor;
            };
        }
    }
}
