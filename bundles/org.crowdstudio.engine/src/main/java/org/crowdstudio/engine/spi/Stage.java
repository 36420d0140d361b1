package org.crowdstudio.engine.spi;

import java.util.List;
import java.util.Optional;

/**
 * A stage of the per-agent frame pipeline an algorithm can fill (IF paper §4.3), with the interface
 * its algorithms create: a {@code SteeringAlgorithm<VelocitySolver>} declares
 * {@link #VELOCITY_SOLVER}, so what it creates is typed and needs no check. The four stages are
 * all there are; they compare in the order a step runs them.
 *
 * @param <T> the runtime interface of the stage
 */
public final class Stage<T> implements Comparable<Stage<?>> {

    /** Sets temporary waypoints: navigation's next corner, the social layer's meeting points. */
    public static final Stage<WaypointModifier> WAYPOINT_MODIFIER = new Stage<>(0, "waypoint-modifier", "waypoint modifier", WaypointModifier.class);
    /** Proposes a preferred velocity: goal reaching, interaction fields, anisotropic fields, user control. */
    public static final Stage<VelocitySource> VELOCITY_SOURCE = new Stage<>(1, "velocity-source", "velocity source", VelocitySource.class);
    /** Turns the preferred velocity into a new velocity: ORCA, social forces, velocity connection. */
    public static final Stage<VelocitySolver> VELOCITY_SOLVER = new Stage<>(2, "velocity-solver", "velocity solver", VelocitySolver.class);
    /** Decides where agents face. */
    public static final Stage<OrientationPolicy> ORIENTATION = new Stage<>(3, "orientation", "orientation policy", OrientationPolicy.class);

    private static final List<Stage<?>> ALL = List.of(WAYPOINT_MODIFIER, VELOCITY_SOURCE, VELOCITY_SOLVER, ORIENTATION);

    private final int order;
    private final String id;
    private final String label;
    private final Class<T> type;

    private Stage(int order, String id, String label, Class<T> type) {
        this.order = order;
        this.id = id;
        this.label = label;
        this.type = type;
    }

    /** @return every stage, in the order a step runs them */
    public static List<Stage<?>> all() {
        return ALL;
    }

    /** @return the stage with this id ({@code velocity-solver}), if there is one */
    public static Optional<Stage<?>> byId(String id) {
        return ALL.stream().filter(stage -> stage.id.equals(id)).findFirst();
    }

    /** @return the stage's id in files, command lines and JSON, e.g. {@code velocity-solver} */
    public String id() {
        return id;
    }

    /** @return what people call it, e.g. {@code velocity solver} */
    public String label() {
        return label;
    }

    /** @return the interface its algorithms create */
    public Class<T> type() {
        return type;
    }

    @Override
    public int compareTo(Stage<?> other) {
        return Integer.compare(order, other.order);
    }

    @Override
    public String toString() {
        return id;
    }
}
