package org.crowdstudio.steering.navigation;

import java.util.List;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.WaypointModifier;
import org.crowdstudio.engine.spi.World;

/** Global navigation round walls, {@code navigation}: a waypoint modifier over the world's floor plan. */
public final class NavigationAlgorithm implements SteeringAlgorithm<WaypointModifier> {

    /** The id scenarios use. */
    public static final String ID = "navigation";

    public static final ParameterDescriptor<Double> CELL_SIZE = ParameterDescriptor.real("cellSize", 0.2, 0.05, 2, "m",
            "The side of the floor plan's cells. Smaller finds narrower gaps and costs more memory and time to build; a plan "
            + "of more than four million cells gets coarser cells.");

    public static final ParameterDescriptor<Double> WALL_MARGIN = ParameterDescriptor.real("wallMargin", 0.1, 0, 2, "m",
            "Room kept between the body and walls beyond its radius: paths through gaps narrower than the body and twice "
            + "this are not taken.");

    public static final ParameterDescriptor<Double> REPLAN_INTERVAL = ParameterDescriptor.real("replanInterval", 1.0, 0.1, 10, "s",
            "How often the way is planned again from where the agent stands, so that one pushed off its way by others "
            + "takes the way from there.");

    private static final AlgorithmDescriptor<WaypointModifier> DESCRIPTOR = new AlgorithmDescriptor<>(ID, Stage.WAYPOINT_MODIFIER, "Navigation",
            "Finds the way to the goal round walls and obstacles: the agent walks to the farthest corner of its shortest path it can "
                    + "see, with room to spare, and straight to the goal once it can see it. No waypoints need placing by hand.",
            List.of(CELL_SIZE, WALL_MARGIN, REPLAN_INTERVAL))
            .includedInNewProfiles();

    @Override
    public AlgorithmDescriptor<WaypointModifier> descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public WaypointModifier create(Parameters parameters, World world) {
        NavigationMap map = NavigationMap.of(world, parameters.get(CELL_SIZE));
        Navigation navigation = new Navigation(map, parameters.get(WALL_MARGIN), parameters.get(REPLAN_INTERVAL));
        // The stage plans in its own phase while it steers; a live edit replaces it, and its plans with it.
        world.addPipelineStepPhase(navigation);
        world.sharedByPipelines(NavigationMap.Stages.class, NavigationMap.Stages::new).register(navigation);
        return navigation;
    }
}
