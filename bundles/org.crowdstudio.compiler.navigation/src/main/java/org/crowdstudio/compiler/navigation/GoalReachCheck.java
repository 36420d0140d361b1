package org.crowdstudio.compiler.navigation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.crowdstudio.compiler.spi.GoalList;
import org.crowdstudio.compiler.spi.Polygons;
import org.crowdstudio.engine.spi.Bounds;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Environment;
import org.crowdstudio.model.scenario.Obstacle;
import org.crowdstudio.model.scenario.Place;
import org.crowdstudio.model.scenario.Population;
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
 * the way is narrower than their bodies, named with its width. The floor plan of the last
 * environment checked is kept, so that the editor's validation after an edit that did not touch
 * the walls costs only the searches.
 */
final class GoalReachCheck {

    /** The plan's cells for the check: fine enough for a doorway, coarse enough to check on every edit. */
    private static final double CELL = 0.2;

    private record Plan(String shape, Reachability reachability) {
    }

    private volatile Plan last;

    List<ValidationProblem> check(Scenario scenario) {
        Environment environment = scenario.getEnvironment();
        if (environment == null || !anyNavigates(scenario) || !sensibleBounds(environment)) {
            return List.of();
        }
        Reachability reachability = plan(environment);
        List<ValidationProblem> problems = new ArrayList<>();
        for (Population population : scenario.getPopulations()) {
            if (navigates(population.getProfile()) && population.getSpawnRegion() != null) {
                double[] start = Polygons.centroid(Polygons.of(population.getSpawnRegion().getVertices()));
                String from = "population '" + population.getName() + "' (from its spawn region '" + population.getSpawnRegion().getName() + "')";
                checkGoals(reachability, population, ScenarioPackage.Literals.POPULATION__GOALS, population.getGoals(), start,
                        population.getProfile().getRadius(), from, problems);
            }
        }
        for (Agent agent : scenario.getAgents()) {
            if (navigates(agent.getProfile()) && agent.getPosition() != null) {
                double[] start = {agent.getPosition().getX(), agent.getPosition().getY()};
                checkGoals(reachability, agent, ScenarioPackage.Literals.AGENT__GOALS, agent.getGoals(), start, agent.getProfile().getRadius(),
                        "agent '" + agent.getName() + "' (from where it starts)", problems);
            }
        }
        return problems;
    }

    private static void checkGoals(Reachability reachability, EObject owner, EStructuralFeature goals, List<Place> places,
            double[] start, double radius, String from, List<ValidationProblem> problems) {
        for (Place place : places) {
            double[] goal = GoalList.triple(place);
            Reachability.Result result = reachability.between(start[0], start[1], goal[0], goal[1], radius);
            String message = switch (result.verdict()) {
                case REACHABLE -> null;
                case WALLED_OFF -> "the goal '" + place.getName() + "' cannot be reached by " + from + ": walls close it off";
                case TOO_NARROW -> String.format(Locale.ROOT, "the goal '%s' cannot be reached by %s: the narrowest gap on the way is %.2f m wide, "
                        + "narrower than their bodies (%.2f m)", place.getName(), from, result.narrowestGap(), 2 * radius);
                case OFF_THE_PLAN -> "the goal '" + place.getName() + "' or the start of " + from
                        + " lies outside the environment's bounds or inside an obstacle, where navigation cannot plan";
            };
            if (message != null) {
                problems.add(new ValidationProblem(Severity.WARNING, ElementPath.of(owner, goals), message, owner));
            }
        }
    }

    private Reachability plan(Environment environment) {
        List<double[]> obstacles = new ArrayList<>();
        for (Obstacle obstacle : environment.getObstacles()) {
            obstacles.add(Polygons.of(obstacle.getVertices()));
        }
        Optional<Bounds> bounds = environment.getMin() == null || environment.getMax() == null ? Optional.empty()
                : Optional.of(new Bounds(environment.getMin().getX(), environment.getMin().getY(), environment.getMax().getX(),
                        environment.getMax().getY()));
        StringBuilder shape = new StringBuilder(bounds.toString());
        obstacles.forEach(polygon -> shape.append(Arrays.toString(polygon)));
        Plan plan = last;
        if (plan == null || !plan.shape().equals(shape.toString())) {
            plan = new Plan(shape.toString(), Reachability.of(obstacles, bounds, CELL));
            last = plan;
        }
        return plan.reachability();
    }

    /** Bounds the model's own rules accept: without, they report the bounds and this check waits. */
    private static boolean sensibleBounds(Environment environment) {
        return environment.getMin() == null || environment.getMax() == null
                || environment.getMin().getX() < environment.getMax().getX() && environment.getMin().getY() < environment.getMax().getY();
    }

    private static boolean anyNavigates(Scenario scenario) {
        return scenario.getProfiles().stream().anyMatch(GoalReachCheck::navigates);
    }

    private static boolean navigates(BehaviourProfile profile) {
        return profile != null && profile.getPipeline() != null
                && profile.getPipeline().getWaypointModifiers().stream().anyMatch(stage -> NavigationAlgorithm.ID.equals(stage.getAlgorithmId()));
    }
}
