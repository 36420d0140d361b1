package org.crowdstudio.compiler.spi;

import java.util.List;
import java.util.Optional;

import org.crowdstudio.engine.sim.Timeline;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.TimelineEvent;
import org.crowdstudio.model.validation.ValidationProblem;

/**
 * One method's model-to-runtime translation: reads the part of a scenario that belongs to the
 * method (its fields, its social settings, its groups) and attaches the runtime form its steering
 * algorithms read to the {@link World}. The scenario compiler calls every installed one, knowing
 * none of them; a method bundle contributes its own, as a third party's bundle would.
 *
 * <p>Found through {@link java.util.ServiceLoader}
 * ({@code META-INF/services/org.crowdstudio.compiler.spi.SceneCompiler}) on a plain classpath and
 * through the extension point {@code org.crowdstudio.compiler.scenes} inside Equinox. Implementations
 * have a public no-argument constructor and keep no state between calls: one instance compiles
 * every scenario of a product, from several threads.
 */
public interface SceneCompiler {

    /** @return a short id, unique among installed scene compilers, e.g. {@code interaction-fields} */
    String id();

    /**
     * Translates the method's part of the scenario and attaches it to {@code scene.world()}.
     * Called once the crowd is placed (agents have their ids) and before any pipeline is created,
     * so algorithms find the attachment when they are created. Problems go to
     * {@link SceneCompilation#problem}; the scenario then does not run.
     */
    void compile(SceneCompilation scene);

    /**
     * The runtime form of a timeline event, if the event is of a kind this method carries out (a
     * fire alarm, a group change), else empty. Called after {@link #compile} for each event of the
     * scenario's timeline, in file order. An event of its kind that cannot be carried out is
     * reported through {@link SceneCompilation#problem}, and then empty is returned.
     */
    default Optional<Timeline.Event> compileEvent(TimelineEvent event, SceneCompilation scene) {
        return Optional.empty();
    }

    /**
     * Takes an edit of a running scenario over: {@code edited} is the world the edited scenario was
     * compiled into, {@code running} the world of the simulation. Called between two steps, on the
     * simulation's thread, before every pipeline is created again in the running world. What the
     * method cannot change while running (traits drawn at the start, say) is left for the next run.
     */
    default void applyLive(World running, World edited) {
    }

    /**
     * What validation should say of the method's part of a scenario beyond the model's own rules
     * (a goal that navigating agents cannot reach, say), without compiling it. Runs wherever a
     * scenario is validated, the editor after every edit included, so it must be quick.
     *
     * @return warnings or errors; none by default
     */
    default List<ValidationProblem> check(Scenario scenario) {
        return List.of();
    }
}
