package org.crowdstudio.compiler;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import org.crowdstudio.engine.sim.Pipeline;
import org.crowdstudio.engine.spi.AlgorithmRegistry;
import org.crowdstudio.engine.spi.OrientationPolicy;
import org.crowdstudio.engine.spi.Parameters;
import org.crowdstudio.engine.spi.Stage;
import org.crowdstudio.engine.spi.SteeringAlgorithm;
import org.crowdstudio.engine.spi.VelocitySolver;
import org.crowdstudio.engine.spi.VelocitySource;
import org.crowdstudio.engine.spi.WaypointModifier;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.BooleanParameter;
import org.crowdstudio.model.scenario.ContactForces;
import org.crowdstudio.model.scenario.IntegerParameter;
import org.crowdstudio.model.scenario.ParameterValue;
import org.crowdstudio.model.scenario.RealParameter;
import org.crowdstudio.model.scenario.SteeringPipeline;
import org.crowdstudio.model.scenario.TextParameter;
import org.crowdstudio.model.scenario.VelocityCombination;
import org.crowdstudio.model.validation.ElementPath;

/**
 * Compiles a behaviour profile's steering pipeline: finds each stage's algorithm in the registry,
 * checks it fills that stage, checks the stored parameter values against what it declares and
 * creates it for the scenario's world.
 */
final class PipelineCompiler {

    private final AlgorithmRegistry algorithms;
    private final World world;

    PipelineCompiler(AlgorithmRegistry algorithms, World world) {
        this.algorithms = algorithms;
        this.world = world;
    }

    /** @return the pipeline, or null when there were problems, which are added to {@code problems} */
    Pipeline compile(BehaviourProfile profile, List<CompileProblem> problems) {
        SteeringPipeline pipeline = profile.getPipeline();
        if (pipeline == null) {
            problems.add(new CompileProblem(ElementPath.of(profile), "has no steering pipeline"));
            return null;
        }
        int before = problems.size();
        List<WaypointModifier> modifiers = new ArrayList<>();
        for (AlgorithmSettings settings : pipeline.getWaypointModifiers()) {
            create(settings, Stage.WAYPOINT_MODIFIER, problems).ifPresent(modifiers::add);
        }
        List<VelocitySource> sources = new ArrayList<>();
        List<String> sourceNames = new ArrayList<>();
        double[] weights = new double[pipeline.getVelocitySources().size()];
        for (int s = 0; s < weights.length; s++) {
            org.crowdstudio.model.scenario.VelocitySource settings = pipeline.getVelocitySources().get(s);
            weights[s] = settings.getWeight();
            create(settings, Stage.VELOCITY_SOURCE, problems).ifPresent(sources::add);
            sourceNames.add(algorithms.find(settings.getAlgorithmId()).map(algorithm -> algorithm.descriptor().name()).orElse(settings.getAlgorithmId()));
        }
        VelocitySolver solver = pipeline.getVelocitySolver() == null ? null
                : create(pipeline.getVelocitySolver(), Stage.VELOCITY_SOLVER, problems).orElse(null);
        OrientationPolicy orientation = pipeline.getOrientation() == null ? null
                : create(pipeline.getOrientation(), Stage.ORIENTATION, problems).orElse(null);
        if (problems.size() > before) {
            return null;
        }
        ContactForces contacts = pipeline.getContactForces();
        return new Pipeline(modifiers, sources, weights, pipeline.getCombination() == VelocityCombination.WEIGHTED_AVERAGE, solver,
                orientation, contacts == null ? 0 : contacts.getAgentStiffness(),
                contacts == null ? 0 : contacts.getObstacleStiffness(), sourceNames);
    }

    private <T> Optional<T> create(AlgorithmSettings settings, Stage<T> stage, List<CompileProblem> problems) {
        String path = ElementPath.of(settings);
        String id = settings.getAlgorithmId();
        Optional<SteeringAlgorithm<?>> found = id == null ? Optional.empty() : algorithms.find(id);
        if (found.isEmpty()) {
            problems.add(new CompileProblem(path, id == null || id.isBlank() ? "names no algorithm"
                    : "algorithm '" + id + "' is not installed (installed " + stage.label() + "s: " + installed(stage) + ")"));
            return Optional.empty();
        }
        Optional<SteeringAlgorithm<T>> typed = algorithms.find(id, stage);
        if (typed.isEmpty()) {
            problems.add(new CompileProblem(path, "'" + id + "' is a " + found.get().descriptor().stage().label() + ", not a " + stage.label()));
            return Optional.empty();
        }
        SteeringAlgorithm<T> algorithm = typed.get();
        try {
            // The cast costs nothing for a typed plug-in and stops a raw one's wrong object here, not in the step.
            T created = stage.type().cast(algorithm.create(Parameters.of(algorithm.descriptor(), values(settings)), world));
            if (created == null) {
                problems.add(new CompileProblem(path,
                        "algorithm '" + id + "' of bundle " + algorithms.origin(id) + " created nothing (its plug-in is faulty)"));
                return Optional.empty();
            }
            return Optional.of(created);
        } catch (IllegalArgumentException rejected) {
            problems.add(new CompileProblem(path, rejected.getMessage()));
            return Optional.empty();
        } catch (RuntimeException | LinkageError failed) {
            problems.add(new CompileProblem(path,
                    "algorithm '" + id + "' of bundle " + algorithms.origin(id) + " could not be set up: " + failed));
            return Optional.empty();
        }
    }

    private static Map<String, Object> values(AlgorithmSettings settings) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (ParameterValue parameter : settings.getParameters()) {
            Object value = switch (parameter) {
                case RealParameter real -> real.getValue();
                case IntegerParameter integer -> integer.getValue();
                case BooleanParameter bool -> bool.isValue();
                case TextParameter text -> text.getValue();
                default -> throw new IllegalArgumentException("parameter '" + parameter.getKey() + "' has an unknown kind");
            };
            values.put(parameter.getKey(), value);
        }
        return values;
    }

    private String installed(Stage<?> stage) {
        String ids = algorithms.descriptors().stream().filter(descriptor -> descriptor.stage() == stage).map(descriptor -> descriptor.id())
                .collect(Collectors.joining(", "));
        return ids.isEmpty() ? "none" : ids;
    }
}
