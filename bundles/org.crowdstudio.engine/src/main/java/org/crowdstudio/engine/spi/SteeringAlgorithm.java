package org.crowdstudio.engine.spi;

/**
 * A steering algorithm contributed to Crowd Studio, by a built-in bundle or a team's plug-in. It is
 * found through {@link java.util.ServiceLoader} ({@code META-INF/services/org.crowdstudio.engine.spi.SteeringAlgorithm})
 * on a plain classpath, and through the extension point {@code org.crowdstudio.engine.algorithms}
 * inside Equinox. Implementations have a public no-argument constructor.
 */
public interface SteeringAlgorithm {

    /** @return what the algorithm is and which parameters it takes */
    AlgorithmDescriptor descriptor();

    /**
     * Creates the algorithm for one profile of a simulation.
     *
     * @param parameters the profile's values, defaults filled in
     * @param world the static environment
     * @return the runtime stage its descriptor names: a {@link WaypointModifier}, {@link VelocitySource},
     *         {@link VelocitySolver}, {@link Force}, {@link OrientationPolicy} or {@link StepObserver}
     */
    Object create(Parameters parameters, World world);
}
