package org.crowdstudio.steering.socialforces;

import java.util.List;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.World;

/**
 * The built-in social force velocity solver, {@code social-forces}. Defaults are the values of
 * Helbing and Molnár (1995), their symbols named in the parameter descriptions; the default step
 * time Δt is ours, see {@link EllipticalRepulsion}, and so is the comoving share, see
 * {@link ClosingShare} and {@link Counterflow}: by default dense one-way crowds walk at the
 * empirical speed for their density instead of pushing themselves apart.
 */
public final class SocialForcesAlgorithm implements SteeringAlgorithm<VelocitySolver> {

    /** The id scenarios use. */
    public static final String ID = "social-forces";

    private static final String SURFACES = " Distances are measured between body surfaces, not centres: the 1995 model treats "
            + "pedestrians as points, our agents have a body radius.";

    public static final ParameterDescriptor<Double> RELAXATION_TIME = ParameterDescriptor.real("relaxationTime", 0.5, 0.01, 10, "s",
            "τ: the time in which an agent's velocity relaxes to its preferred velocity.");

    public static final ParameterDescriptor<Double> AGENT_STRENGTH = ParameterDescriptor.real("agentStrength", 2.1, 0, 100, "m²/s²",
            "V⁰: strength of the repulsive potential V⁰ exp(−b/σ) between agents; bodies that touch push with V⁰/σ.");

    public static final ParameterDescriptor<Double> AGENT_RANGE = ParameterDescriptor.real("agentRange", 0.3, 0.01, 10, "m",
            "σ: range of the repulsion between agents; b is the semi-minor axis of the ellipse through this agent "
            + "around the other's step, minus both body radii." + SURFACES);

    public static final ParameterDescriptor<Double> COMOVING_STRENGTH = ParameterDescriptor.real("comovingStrength", 0.02, 0, 1, "",
            "The share of V⁰ with which agents push one another while they do not close in (walking in the same "
            + "flow, standing together); it rises with the closing speed to the full V⁰ at closingSpeed, "
            + "is full for anyone facing against the agent's way, and full for everyone within a few metres "
            + "of people bound the other way, so that streams meeting head on filter through each other. "
            + "Bodies pressed into one another part whatever the share. 0.02 lets dense one-way crowds walk "
            + "at the empirical speed for their density (Weidmann); 1 is the 1995 model, whose crowds denser "
            + "than about 1.5 per m² push themselves apart and backwards.");

    public static final ParameterDescriptor<Double> CLOSING_SPEED = ParameterDescriptor.real("closingSpeed", 2, 0.01, 10, "m/s",
            "With comovingStrength below 1: the speed at which two agents close in from which they push "
            + "one another with the full V⁰.");

    public static final ParameterDescriptor<Double> STEP_TIME = ParameterDescriptor.real("stepTime", 0.15, 0, 10, "s",
            "Δt: how far ahead another agent's step reaches; the repulsive ellipse has its foci at the other's "
            + "position and where its velocity takes it in this time (s = v Δt, of the order of a step). "
            + "Measured between bodies, much longer times let the ellipse reach far ahead of the other's body "
            + "and dense counterflows push agents into one another. 0 makes the repulsion circular.");

    public static final ParameterDescriptor<Double> VIEW_ANGLE = ParameterDescriptor.real("viewAngle", 200, 0, 360, "°",
            "2φ: agents within this angle around the direction of desired motion repel with full weight.");

    public static final ParameterDescriptor<Double> OUT_OF_VIEW_WEIGHT = ParameterDescriptor.real("outOfViewWeight", 0.5, 0, 1, "",
            "c: the weight of the repulsion of agents outside the view angle.");

    public static final ParameterDescriptor<Double> OBSTACLE_STRENGTH = ParameterDescriptor.real("obstacleStrength", 10, 0, 1000, "m²/s²",
            "U⁰: strength of the repulsive potential U⁰ exp(−d/R) of an obstacle edge.");

    public static final ParameterDescriptor<Double> OBSTACLE_RANGE = ParameterDescriptor.real("obstacleRange", 0.2, 0.01, 10, "m",
            "R: range of the repulsion of obstacles; d is the distance from the agent's body surface (centre "
            + "distance minus its radius) to the nearest point of the edge." + SURFACES);

    public static final ParameterDescriptor<Double> OBSTACLE_DISTANCE = ParameterDescriptor.real("obstacleDistance", 2, 0, 100, "m",
            "Obstacle edges farther than this from an agent's body are left out (their push is negligible: "
            + "U⁰/R exp(−10) at the defaults).");

    public static final ParameterDescriptor<Double> NEIGHBOUR_DISTANCE = ParameterDescriptor.real("neighbourDistance", 5, 0, 100, "m",
            "How far away other agents are taken into account.");

    public static final ParameterDescriptor<Long> MAX_NEIGHBOURS = ParameterDescriptor.integer("maxNeighbours", 10, 1, 1000,
            "At most this many nearest agents repel.");

    private static final AlgorithmDescriptor<VelocitySolver> DESCRIPTOR = new AlgorithmDescriptor<>(ID, Stage.VELOCITY_SOLVER, "Social forces",
            "The social force model (Helbing and Molnár 1995): agents accelerate towards their preferred velocity and are pushed "
                    + "away from other agents by an elliptical potential stretched along their step, and from obstacles by an "
                    + "exponential one." + SURFACES,
            List.of(RELAXATION_TIME, AGENT_STRENGTH, AGENT_RANGE, COMOVING_STRENGTH, CLOSING_SPEED, STEP_TIME, VIEW_ANGLE, OUT_OF_VIEW_WEIGHT,
                    OBSTACLE_STRENGTH, OBSTACLE_RANGE, OBSTACLE_DISTANCE, NEIGHBOUR_DISTANCE, MAX_NEIGHBOURS));

    @Override
    public AlgorithmDescriptor<VelocitySolver> descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public VelocitySolver create(Parameters parameters, World world) {
        EllipticalRepulsion agents = new EllipticalRepulsion(parameters.get(AGENT_STRENGTH), parameters.get(AGENT_RANGE),
                parameters.get(STEP_TIME));
        ClosingShare closingShare = new ClosingShare(parameters.get(COMOVING_STRENGTH), parameters.get(CLOSING_SPEED));
        Counterflow counterflow = closingShare.isFull() ? null : world.sharedByPipelines(Counterflow.class, () -> {
            Counterflow phase = new Counterflow();
            world.addPipelineStepPhase(phase);
            return phase;
        });
        Borders borders = new Borders(world.obstacles(), parameters.get(OBSTACLE_STRENGTH), parameters.get(OBSTACLE_RANGE),
                parameters.get(OBSTACLE_DISTANCE), closingShare);
        return new SocialForceSolver(parameters.get(RELAXATION_TIME), agents, closingShare, counterflow,
                parameters.get(VIEW_ANGLE), parameters.get(OUT_OF_VIEW_WEIGHT), borders, parameters.get(NEIGHBOUR_DISTANCE),
                Math.toIntExact(parameters.get(MAX_NEIGHBOURS)));
    }
}
