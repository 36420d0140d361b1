package org.crowdstudio.steering.user;

import java.util.List;

import org.crowdstudio.engine.spi.AgentView;
import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.World;

/**
 * The built-in user-control velocity source, {@code user-control} (IF paper §6.1, UserControl):
 * the preferred velocity is the one set from outside for this step
 * ({@code LiveSimulation.setUserVelocity}); until one is set the source proposes nothing and the
 * agent stands. Whatever follows in the profile's pipeline still applies, contact forces included,
 * so a user-driven agent is pushed like any other.
 */
public final class UserControlAlgorithm implements SteeringAlgorithm<VelocitySource> {

    /** The id scenarios use. */
    public static final String ID = "user-control";

    private static final AlgorithmDescriptor<VelocitySource> DESCRIPTOR = new AlgorithmDescriptor<>(ID, Stage.VELOCITY_SOURCE, "User control",
            "The velocity comes from outside each step: the workbench, a game pad or a script.", List.of());

    private static final VelocitySource USER_VELOCITY = UserControlAlgorithm::propose;

    @Override
    public AlgorithmDescriptor<VelocitySource> descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public VelocitySource create(Parameters parameters, World world) {
        return USER_VELOCITY;
    }

    private static boolean propose(AgentView agent, double[] out) {
        if (!agent.hasUserVelocity()) {
            return false;
        }
        out[0] = agent.userVx();
        out[1] = agent.userVy();
        return true;
    }
}
