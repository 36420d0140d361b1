package org.crowdstudio.model.io;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.FieldBinding;
import org.crowdstudio.model.scenario.FieldParameter;
import org.crowdstudio.model.scenario.GuideCurve;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.Keyframe;
import org.crowdstudio.model.scenario.Obstacle;
import org.crowdstudio.model.scenario.RectangleDomain;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.Sketch;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.model.scenario.Waypoint;
import org.crowdstudio.model.scenario.PlaceKind;

/** Small scenarios built in code, touching the parts of the model the file tests exercise. */
public final class TestScenarios {

    private static final ScenarioFactory MODEL = ScenarioFactory.eINSTANCE;

    private TestScenarios() {
    }

    public static Vector2 vector(double x, double y) {
        Vector2 vector = MODEL.createVector2();
        vector.setX(x);
        vector.setY(y);
        return vector;
    }

    /** Two agents with a goal, an obstacle, a speed-parametric field bound to one agent, and a relation. */
    public static Scenario small() {
        Scenario scenario = MODEL.createScenario();
        scenario.setId("scenario");
        scenario.setName("Small");
        scenario.setDescription("Two walkers, a pillar and a field.");
        scenario.setSettings(MODEL.createSimulationSettings());
        scenario.setEnvironment(MODEL.createEnvironment());
        scenario.getEnvironment().setMin(vector(-10, -10));
        scenario.getEnvironment().setMax(vector(10, 10));

        Obstacle pillar = MODEL.createObstacle();
        pillar.setId("pillar");
        pillar.setName("Pillar");
        pillar.getVertices().add(vector(-1, -1));
        pillar.getVertices().add(vector(1, -1));
        pillar.getVertices().add(vector(1, 1));
        pillar.getVertices().add(vector(-1, 1));
        scenario.getEnvironment().getObstacles().add(pillar);

        Waypoint exit = MODEL.createWaypoint();
        exit.setId("exit");
        exit.setName("Exit");
        exit.setKind(PlaceKind.EXIT);
        exit.setPosition(vector(9, 0));
        scenario.getEnvironment().getPlaces().add(exit);

        BehaviourProfile walker = MODEL.createBehaviourProfile();
        walker.setId("walker");
        walker.setName("Walker");
        walker.setPipeline(MODEL.createSteeringPipeline());
        scenario.getProfiles().add(walker);

        scenario.getAgents().add(agent("ada", "Ada", walker, -5, 0, exit));
        scenario.getAgents().add(agent("bob", "Bob", walker, 5, 0, exit));

        InteractionField field = MODEL.createInteractionField();
        field.setId("push");
        field.setName("Push");
        field.setParameter(FieldParameter.SOURCE_SPEED);
        RectangleDomain domain = MODEL.createRectangleDomain();
        domain.setWidth(3);
        domain.setHeight(4);
        field.setDomain(domain);
        field.getKeyframes().add(keyframe("slow", 0.0));
        field.getKeyframes().add(keyframe("fast", 1.8));
        scenario.getFields().add(field);

        FieldBinding binding = MODEL.createFieldBinding();
        binding.setId("push-binding");
        binding.setField(field);
        binding.getSources().add(scenario.getAgents().get(0));
        binding.getReceivers().add(walker);
        scenario.getFieldBindings().add(binding);

        Relation relation = MODEL.createRelation();
        relation.setId("ada-follows-bob");
        relation.setFrom(scenario.getAgents().get(0));
        relation.setTo(scenario.getAgents().get(1));
        relation.setWeight(0.7);
        scenario.getRelations().add(relation);
        return scenario;
    }

    public static Agent agent(String id, String name, BehaviourProfile profile, double x, double y, Waypoint goal) {
        Agent agent = MODEL.createAgent();
        agent.setId(id);
        agent.setName(name);
        agent.setProfile(profile);
        agent.setPosition(vector(x, y));
        agent.getGoals().add(goal);
        return agent;
    }

    private static Keyframe keyframe(String id, double speed) {
        Keyframe keyframe = MODEL.createKeyframe();
        keyframe.setId(id);
        keyframe.setParameterValue(speed);
        Sketch sketch = MODEL.createSketch();
        GuideCurve curve = MODEL.createGuideCurve();
        curve.setId(id + "-curve");
        curve.getPoints().add(vector(0, -1));
        curve.getPoints().add(vector(0, -2));
        curve.getPoints().add(vector(1, -2.5));
        sketch.getGuideCurves().add(curve);
        keyframe.setSketch(sketch);
        return keyframe;
    }
}
