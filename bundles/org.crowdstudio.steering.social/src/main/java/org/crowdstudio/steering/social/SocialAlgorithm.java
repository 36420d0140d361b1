package org.crowdstudio.steering.social;

import java.util.List;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.WaypointModifier;
import org.crowdstudio.engine.spi.World;

/**
 * The social layer as a waypoint modifier, {@code social-ta}: an agent that socialises steers to
 * the temporary waypoint and at the pace {@link SocialLayer} decided for it this step; the
 * avoidance algorithm of the profile, whatever it is, is left as it is (TA paper §3.2). One layer
 * serves every profile of a simulation; it reads the agents' traits from the world's
 * {@link SocialScene}, and runs as a step phase.
 */
public final class SocialAlgorithm implements SteeringAlgorithm<WaypointModifier> {

    private static final AlgorithmDescriptor<WaypointModifier> DESCRIPTOR = new AlgorithmDescriptor<>(SocialScene.ALGORITHM_ID,
            Stage.WAYPOINT_MODIFIER,
            "Social layer (transactional analysis)",
            "Friends who meet stop to talk or walk together, for as long as their interest, moods and the global interest make it "
                    + "rewarding; the scenario's social settings hold the rates and distances.",
            List.of());

    @Override
    public AlgorithmDescriptor<WaypointModifier> descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public WaypointModifier create(Parameters parameters, World world) {
        SocialScene scene = world.attachment(SocialScene.class)
                .orElseThrow(() -> new IllegalStateException("the social layer needs the scenario's social traits; compile the scenario first"));
        SocialLayer layer = world.shared(SocialLayer.class, () -> {
            SocialLayer created = new SocialLayer(scene, world.globals());
            created.addListener(event -> world.publish(event.asSimulationEvent()));
            world.addStepPhase(created);
            return created;
        });
        return (agent, out) -> {
            if (agent.report() != null) {
                layer.describe(agent, agent.report());
            }
            return layer.waypoint(agent.index(), out);
        };
    }
}
