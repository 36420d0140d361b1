package org.crowdstudio.compiler.navigation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.crowdstudio.compiler.spi.GoalList;
import org.crowdstudio.compiler.spi.Polygons;
import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.engine.spi.Bounds;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Environment;
import org.crowdstudio.model.scenario.Obstacle;
import org.crowdstudio.model.scenario.ParameterValue;
import org.crowdstudio.model.scenario.Place;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.RealParameter;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.validation.ElementPath;
import org.crowdstudio.model.validation.Severity;
import org.crowdstudio.model.validation.ValidationProblem;
import org.crowdstudio.steering.navigation.NavigationAlgorithm;
import org.crowdstudio.steering.navigation.Reachability;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * Warns of a goal that the agents of a navigating profile cannot reach from where they start (a
 * population's spawn region, an agent's position): walls close it off, or the narrowest gap on
 * the way, named with its width, is narrower than their bodies and navigation's margin from
 * walls need, on the profile's own cell size. A start or goal off the plan (in an unbounded world,
 * beyond the obstacles) is not judged: navigation walks straight there. The floor plan of the last
 * environment checked is kept, so that the editor's validation after an edit that did not touch
 * the walls costs only the searches.
 */
final class GoalReachCheck {

    private record Plan(String shape, Reachability reachability) {
    }

    private volatile Plan last;

    List<ValidationProblem> check(Scenario scenario) {
        Environment environment = scenario.getEnvironment();
        if (environment == null || !anyNavigates(scenario) || !sensibleBounds(environment)) {
            return List.of();
        }
        List<ValidationProblem> problems = new ArrayList<>();
        for (Population population : scenario.getPopulations()) {
            AlgorithmSettings navigation = navigation(population.getProfile());
            if (navigation != null && population.getSpawnRegion() != null) {
                double[] start = Polygons.centroid(Polygons.of(population.getSpawnRegion().getVertices()));
                String from = "population '" + population.getName() + "' (from its spawn region '" + population.getSpawnRegion().getName() + "')";
                checkGoals(plan(environment, navigation), population, ScenarioPackage.Literals.POPULATION__GOALS, population.getGoals(), start,
                        population.getProfile().getRadius(), real(navigation, NavigationAlgorithm.WALL_MARGIN), from, problems);
            }
        }
        for (Agent agent : scenario.getAgents()) {
            AlgorithmSettings navigation = navigation(agent.getProfile());
            if (navigation != null && agent.getPosition() != null) {
                double[] start = {agent.getPosition().getX(), agent.getPosition().getY()};
                checkGoals(plan(environment, navigation), agent, ScenarioPackage.Literals.AGENT__GOALS, agent.getGoals(), start,
                        agent.getProfile().getRadius(), real(navigation, NavigationAlgorithm.WALL_MARGIN), "agent '" + agent.getName() + "' (from where it starts)",
                        problems);
            }
        }
        return problems;
    }

    private static void checkGoals(Reachability reachability, EObject owner, EStructuralFeature goals, List<Place> places, double[] start,
            double radius, double margin, String from, List<ValidationProblem> problems) {
        for (Place place : places) {
            double[] goal = GoalList.triple(place);
            Reachability.Result result = reachability.between(start[0], start[1], goal[0], goal[1], radius + margin);
            String message = switch (result.verdict()) {
                case REACHABLE, OFF_THE_PLAN -> null;
                case WALLED_OFF -> "the goal '" + place.getName() + "' cannot be reached by " + from + ": walls close it off";
                case TOO_NARROW -> String.format(Locale.ROOT, "the goal '%s' cannot be reached by %s: the narrowest gap on the way is %.2f m wide, "
                        + "narrower than their bodies and navigation's margin from walls need (%.2f m)", place.getName(), from,
                        result.narrowestGap(), 2 * (radius + margin));
            };
            if (message != null) {
                problems.add(new ValidationProblem(Severity.WARNING, ElementPath.of(owner, goals), message, owner));
            }
        }
    }

    /** The plan at the profile's cell size; the last one is kept while the walls do not change. */
    private Reachability plan(Environment environment, AlgorithmSettings navigation) {
        double cell = real(navigation, NavigationAlgorithm.CELL_SIZE);
        List<double[]> obstacles = new ArrayList<>();
        for (Obstacle obstacle : environment.getObstacles()) {
            obstacles.add(Polygons.of(obstacle.getVertices()));
        }
        Optional<Bounds> bounds = environment.getMin() == null || environment.getMax() == null ? Optional.empty()
                : Optional.of(new Bounds(environment.getMin().getX(), environment.getMin().getY(), environment.getMax().getX(),
                        environment.getMax().getY()));
        StringBuilder shape = new StringBuilder(cell + " " + bounds);
        obstacles.forEach(polygon -> shape.append(Arrays.toString(polygon)));
        Plan plan = last;
        if (plan == null || !plan.shape().equals(shape.toString())) {
            plan = new Plan(shape.toString(), Reachability.of(obstacles, bounds, cell));
            last = plan;
        }
        return plan.reachability();
    }

    /** A real parameter of the profile's navigation stage, or its default. */
    private static double real(AlgorithmSettings navigation, ParameterDescriptor<Double> parameter) {
        for (ParameterValue value : navigation.getParameters()) {
            if (parameter.id().equals(value.getKey()) && value instanceof RealParameter real) {
                return real.getValue();
            }
        }
        return parameter.defaultValue();
    }

    /** Bounds the model's own rules accept: without, they report the bounds and this check waits. */
    private static boolean sensibleBounds(Environment environment) {
        return environment.getMin() == null || environment.getMax() == null
                || environment.getMin().getX() < environment.getMax().getX() && environment.getMin().getY() < environment.getMax().getY();
    }

    private static boolean anyNavigates(Scenario scenario) {
        return scenario.getProfiles().stream().anyMatch(profile -> navigation(profile) != null);
    }

    /** @return the profile's navigation stage, or null where it does not navigate */
    private static AlgorithmSettings navigation(BehaviourProfile profile) {
        return profile == null || profile.getPipeline() == null ? null
                : profile.getPipeline().getWaypointModifiers().stream().filter(stage -> NavigationAlgorithm.ID.equals(stage.getAlgorithmId()))
                        .findFirst().orElse(null);
    }
}
