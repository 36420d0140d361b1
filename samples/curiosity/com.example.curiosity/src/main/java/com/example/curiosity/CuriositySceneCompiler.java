package com.example.curiosity;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.crowdstudio.compiler.spi.Polygons;
import org.crowdstudio.compiler.spi.SceneCompilation;
import org.crowdstudio.compiler.spi.SceneCompiler;
import org.crowdstudio.engine.spi.World;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Place;
import org.crowdstudio.model.scenario.PlaceKind;
import org.crowdstudio.model.scenario.Region;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.Waypoint;
import org.crowdstudio.model.validation.ElementPath;
import org.crowdstudio.model.validation.Severity;
import org.crowdstudio.model.validation.ValidationProblem;

/**
 * Curiosity's part of scene compilation: the scenario's places of kind Interest become the
 * attractions its strollers walk to. A waypoint is a spot people gather round within 1.5 m; a
 * region is gathered round within the circle of its area. Validation warns of a profile that uses
 * Curiosity in a scenario with no point of interest; a live edit of the points takes effect at once.
 */
public final class CuriositySceneCompiler implements SceneCompiler {

    /** How far from a waypoint of interest people stand to look at it, m. */
    static final double WAYPOINT_RADIUS = 1.5;

    @Override
    public String id() {
        return CuriosityAlgorithm.ID;
    }

    @Override
    public void compile(SceneCompilation scene) {
        List<CuriosityScene.Attraction> attractions = new ArrayList<>();
        if (scene.scenario().getEnvironment() != null) {
            for (Place place : scene.scenario().getEnvironment().getPlaces()) {
                if (place.getKind() == PlaceKind.INTEREST) {
                    attraction(place, scene).ifPresent(attractions::add);
                }
            }
        }
        scene.world().attach(CuriosityScene.class, new CuriosityScene(attractions, scene.agentCount()));
    }

    private static Optional<CuriosityScene.Attraction> attraction(Place place, SceneCompilation scene) {
        if (place instanceof Waypoint waypoint && waypoint.getPosition() != null) {
            return Optional.of(new CuriosityScene.Attraction(place.getName(), waypoint.getPosition().getX(),
                    waypoint.getPosition().getY(), WAYPOINT_RADIUS));
        }
        if (place instanceof Region region && region.getVertices().size() >= 3) {
            double[] polygon = Polygons.of(region.getVertices());
            double[] centre = Polygons.centroid(polygon);
            double radius = Math.sqrt(Math.abs(Polygons.signedArea(polygon)) / Math.PI);
            return Optional.of(new CuriosityScene.Attraction(place.getName(), centre[0], centre[1], radius));
        }
        scene.problem(place, "a point of interest needs a position or at least three vertices");
        return Optional.empty();
    }

    /** Points of interest moved, added or taken away while the scenario runs take effect at once. */
    @Override
    public void applyLive(World running, World edited) {
        edited.attachment(CuriosityScene.class).ifPresent(scene -> running.attach(CuriosityScene.class, scene));
    }

    @Override
    public List<ValidationProblem> check(Scenario scenario) {
        boolean anyInterest = scenario.getEnvironment() != null
                && scenario.getEnvironment().getPlaces().stream().anyMatch(place -> place.getKind() == PlaceKind.INTEREST);
        if (anyInterest) {
            return List.of();
        }
        List<ValidationProblem> problems = new ArrayList<>();
        for (BehaviourProfile profile : scenario.getProfiles()) {
            boolean curious = profile.getPipeline() != null
                    && profile.getPipeline().getVelocitySources().stream().anyMatch(source -> CuriosityAlgorithm.ID.equals(source.getAlgorithmId()));
            if (curious) {
                problems.add(new ValidationProblem(Severity.WARNING, ElementPath.of(profile),
                        "profile '" + profile.getName() + "' uses Curiosity, but the scenario has no place of kind Interest: its agents only stroll",
                        profile));
            }
        }
        return problems;
    }
}
