package org.crowdstudio.compiler;

import java.util.List;

import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.GoalRule;
import org.crowdstudio.model.scenario.Obstacle;
import org.crowdstudio.model.scenario.Place;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.RealParameter;
import org.crowdstudio.model.scenario.Region;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.model.scenario.VelocitySource;
import org.crowdstudio.model.scenario.Waypoint;

/** Small scenarios for the compiler's tests, built in memory. */
final class Scenarios {

    private static final ScenarioFactory MODEL = ScenarioFactory.eINSTANCE;

    final Scenario scenario;

    Scenarios() {
        scenario = MODEL.createScenario();
        scenario.setId("scenario");
        scenario.setName("Test");
        scenario.setSettings(MODEL.createSimulationSettings());
        scenario.setEnvironment(MODEL.createEnvironment());
        scenario.getEnvironment().setMin(vector(-50, -50));
        scenario.getEnvironment().setMax(vector(50, 50));
    }

    static Vector2 vector(double x, double y) {
        Vector2 vector = MODEL.createVector2();
        vector.setX(x);
        vector.setY(y);
        return vector;
    }

    BehaviourProfile profile(String name, String source, String solver, RealParameter... solverParameters) {
        BehaviourProfile profile = MODEL.createBehaviourProfile();
        profile.setId("profile-" + name);
        profile.setName(name);
        profile.setPipeline(MODEL.createSteeringPipeline());
        VelocitySource velocitySource = MODEL.createVelocitySource();
        velocitySource.setAlgorithmId(source);
        profile.getPipeline().getVelocitySources().add(velocitySource);
        if (solver != null) {
            AlgorithmSettings settings = MODEL.createAlgorithmSettings();
            settings.setAlgorithmId(solver);
            settings.getParameters().addAll(List.of(solverParameters));
            profile.getPipeline().setVelocitySolver(settings);
        }
        profile.getPipeline().setContactForces(MODEL.createContactForces());
        scenario.getProfiles().add(profile);
        return profile;
    }

    static RealParameter real(String key, double value) {
        RealParameter parameter = MODEL.createRealParameter();
        parameter.setKey(key);
        parameter.setValue(value);
        return parameter;
    }

    Waypoint waypoint(String name, double x, double y) {
        Waypoint waypoint = MODEL.createWaypoint();
        waypoint.setId("place-" + name);
        waypoint.setName(name);
        waypoint.setPosition(vector(x, y));
        scenario.getEnvironment().getPlaces().add(waypoint);
        return waypoint;
    }

    Region region(String name, double... xy) {
        Region region = MODEL.createRegion();
        region.setId("place-" + name);
        region.setName(name);
        for (int i = 0; i < xy.length; i += 2) {
            region.getVertices().add(vector(xy[i], xy[i + 1]));
        }
        scenario.getEnvironment().getPlaces().add(region);
        return region;
    }

    Obstacle obstacle(String name, double... xy) {
        Obstacle obstacle = MODEL.createObstacle();
        obstacle.setId("obstacle-" + name);
        obstacle.setName(name);
        for (int i = 0; i < xy.length; i += 2) {
            obstacle.getVertices().add(vector(xy[i], xy[i + 1]));
        }
        scenario.getEnvironment().getObstacles().add(obstacle);
        return obstacle;
    }

    Agent agent(String name, BehaviourProfile profile, double x, double y, Place... goals) {
        Agent agent = MODEL.createAgent();
        agent.setId("agent-" + name);
        agent.setName(name);
        agent.setProfile(profile);
        agent.setPosition(vector(x, y));
        agent.getGoals().addAll(List.of(goals));
        scenario.getAgents().add(agent);
        return agent;
    }

    Population population(String name, BehaviourProfile profile, int count, Region spawn, GoalRule rule, Place... goals) {
        Population population = MODEL.createPopulation();
        population.setId("population-" + name);
        population.setName(name);
        population.setProfile(profile);
        population.setCount(count);
        population.setSpawnRegion(spawn);
        population.setGoalRule(rule);
        population.getGoals().addAll(List.of(goals));
        scenario.getPopulations().add(population);
        return population;
    }
}
