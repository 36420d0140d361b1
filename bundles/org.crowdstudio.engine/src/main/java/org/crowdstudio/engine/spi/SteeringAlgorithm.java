package org.crowdstudio.engine.spi;

/**
 * A steering algorithm contributed to Crowd Studio, by a built-in bundle or a team's plug-in. It is
 * found through {@link java.util.ServiceLoader} ({@code META-INF/services/org.crowdstudio.engine.spi.SteeringAlgorithm})
 * on a plain classpath, and through the extension point {@code org.crowdstudio.engine.algorithms}
 * inside Equinox. Implementations have a public no-argument constructor.
 *
 * @param <T> the runtime interface of the stage it fills, as its descriptor's {@link Stage} names it:
 *        {@link WaypointModifier}, {@link VelocitySource}, {@link VelocitySolver} or {@link OrientationPolicy}
 */
public interface SteeringAlgorithm<T> {

    /** @return what the algorithm is and which parameters it takes */
    AlgorithmDescriptor<T> descriptor();

    /**
     * Creates the algorithm for one profile of a simulation. An {@link IllegalArgumentException}
     * says what is wrong with the scenario (shown to the artist, naming the profile's stage); any
     * other exception is reported as a fault of the plug-in, naming its bundle.
     *
     * @param parameters the profile's values, defaults filled in
     * @param world the static environment
     * @return the runtime stage, new for each call: profiles do not share it
     */
    T create(Parameters parameters, World world);
}
