package org.crowdstudio.compiler;

import java.util.Comparator;
import java.util.List;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.SteeringPipeline;
import org.crowdstudio.model.scenario.VelocitySource;

/**
 * The steering pipeline a new behaviour profile starts with: every installed algorithm whose
 * descriptor asks to be in new profiles, at its default parameters, with contact forces. With the
 * built-in bundles that is navigation, goal reaching and ORCA: agents find their way to their
 * goals round walls and avoid each other. Which algorithms those are is theirs to declare, so the
 * core names none; where several solvers ask, the first by id is taken, as a pipeline has one.
 */
public final class NewProfilePipeline {

    private NewProfilePipeline() {
    }

    /** @return a new pipeline, not yet part of any profile */
    public static SteeringPipeline create(AlgorithmRegistry algorithms) {
        ScenarioFactory model = ScenarioFactory.eINSTANCE;
        SteeringPipeline pipeline = model.createSteeringPipeline();
        for (AlgorithmDescriptor<?> modifier : wanted(algorithms, Stage.WAYPOINT_MODIFIER)) {
            pipeline.getWaypointModifiers().add(settings(model.createAlgorithmSettings(), modifier));
        }
        for (AlgorithmDescriptor<?> source : wanted(algorithms, Stage.VELOCITY_SOURCE)) {
            VelocitySource settings = model.createVelocitySource();
            pipeline.getVelocitySources().add(settings(settings, source));
        }
        wanted(algorithms, Stage.VELOCITY_SOLVER).stream().findFirst()
                .ifPresent(solver -> pipeline.setVelocitySolver(settings(model.createAlgorithmSettings(), solver)));
        wanted(algorithms, Stage.ORIENTATION).stream().findFirst()
                .ifPresent(orientation -> pipeline.setOrientation(settings(model.createAlgorithmSettings(), orientation)));
        pipeline.setContactForces(model.createContactForces());
        return pipeline;
    }

    private static List<AlgorithmDescriptor<?>> wanted(AlgorithmRegistry algorithms, Stage<?> stage) {
        return algorithms.descriptors().stream()
                .filter(descriptor -> descriptor.stage() == stage && descriptor.inNewProfiles())
                .sorted(Comparator.comparing(AlgorithmDescriptor::id)).toList();
    }

    private static <T extends AlgorithmSettings> T settings(T settings, AlgorithmDescriptor<?> algorithm) {
        settings.setAlgorithmId(algorithm.id());
        return settings;
    }
}
