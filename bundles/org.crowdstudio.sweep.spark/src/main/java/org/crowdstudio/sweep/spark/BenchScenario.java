package org.crowdstudio.sweep.spark;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.crowdstudio.model.io.ScenarioWriter;
import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.GoalRule;
import org.crowdstudio.model.scenario.Obstacle;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Region;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.model.scenario.VelocitySource;
import org.crowdstudio.model.scenario.Waypoint;

/**
 * The sweep benchmark's scenario: a crowd of walkers (goal reaching and ORCA) touring eight
 * places round a square with four pillars, never done, so every step of every run costs the same.
 * About 0.3 agents per square metre at 1,000 agents.
 */
final class BenchScenario {

    static final String PROFILE = "Walker";
    private static final ScenarioFactory MODEL = ScenarioFactory.eINSTANCE;
    private static final double SIDE = 60;

    private BenchScenario() {
    }

    static Path write(Path folder, int agents, double duration) throws IOException {
        Scenario scenario = MODEL.createScenario();
        scenario.setId("sweep-benchmark");
        scenario.setName("Sweep benchmark");
        scenario.setDescription(agents + " walkers touring eight places round a square with four pillars.");
        scenario.setSettings(MODEL.createSimulationSettings());
        scenario.getSettings().setDuration(duration);
        scenario.setEnvironment(MODEL.createEnvironment());
        scenario.getEnvironment().setMin(vector(0, 0));
        scenario.getEnvironment().setMax(vector(SIDE, SIDE));
        for (double[] pillar : List.of(new double[] {20, 20}, new double[] {40, 20}, new double[] {20, 40},
                new double[] {40, 40})) {
            Obstacle obstacle = MODEL.createObstacle();
            obstacle.setId("pillar-" + (int) pillar[0] + "-" + (int) pillar[1]);
            obstacle.setName("Pillar " + (int) pillar[0] + " " + (int) pillar[1]);
            for (double[] corner : List.of(new double[] {-1, -1}, new double[] {1, -1}, new double[] {1, 1},
                    new double[] {-1, 1})) {
                obstacle.getVertices().add(vector(pillar[0] + corner[0], pillar[1] + corner[1]));
            }
            scenario.getEnvironment().getObstacles().add(obstacle);
        }
        Region square = MODEL.createRegion();
        square.setId("square");
        square.setName("Square");
        for (double[] corner : List.of(new double[] {2, 2}, new double[] {SIDE - 2, 2}, new double[] {SIDE - 2,
                SIDE - 2}, new double[] {2, SIDE - 2})) {
            square.getVertices().add(vector(corner[0], corner[1]));
        }
        scenario.getEnvironment().getPlaces().add(square);
        Population walkers = MODEL.createPopulation();
        walkers.setId("walkers");
        walkers.setName("Walkers");
        walkers.setCount(agents);
        walkers.setSpawnRegion(square);
        walkers.setGoalRule(GoalRule.RANDOM_TOUR);
        for (int place = 0; place < 8; place++) {
            double angle = place * Math.PI / 4;
            Waypoint waypoint = MODEL.createWaypoint();
            waypoint.setId("place-" + place);
            waypoint.setName("Place " + (place + 1));
            waypoint.setPosition(vector(SIDE / 2 + 25 * Math.cos(angle), SIDE / 2 + 25 * Math.sin(angle)));
            scenario.getEnvironment().getPlaces().add(waypoint);
            walkers.getGoals().add(waypoint);
        }
        walkers.setProfile(profile(scenario));
        scenario.getPopulations().add(walkers);
        Path file = folder.resolve("sweep-benchmark-" + agents + ".crowd");
        ScenarioWriter.save(scenario, file);
        return file;
    }

    private static BehaviourProfile profile(Scenario scenario) {
        BehaviourProfile profile = MODEL.createBehaviourProfile();
        profile.setId("walker");
        profile.setName(PROFILE);
        profile.setPipeline(MODEL.createSteeringPipeline());
        VelocitySource goal = MODEL.createVelocitySource();
        goal.setAlgorithmId("goal-reaching");
        profile.getPipeline().getVelocitySources().add(goal);
        AlgorithmSettings orca = MODEL.createAlgorithmSettings();
        orca.setAlgorithmId("orca");
        profile.getPipeline().setVelocitySolver(orca);
        profile.getPipeline().setContactForces(MODEL.createContactForces());
        scenario.getProfiles().add(profile);
        return profile;
    }

    private static Vector2 vector(double x, double y) {
        Vector2 vector = MODEL.createVector2();
        vector.setX(x);
        vector.setY(y);
        return vector;
    }
}
