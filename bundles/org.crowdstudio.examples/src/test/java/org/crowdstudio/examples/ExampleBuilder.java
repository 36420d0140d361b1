package org.crowdstudio.examples;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;

import org.crowdstudio.model.scenario.*;

/**
 * Builds example scenarios in a few lines each. Identifiers are derived from the example and the
 * element's name, so regenerating an example gives the same file.
 */
final class ExampleBuilder {

    static final ScenarioFactory MODEL = ScenarioFactory.eINSTANCE;

    final Scenario scenario;
    private final String key;

    ExampleBuilder(String key, String name, String description, double width, double height, double duration) {
        this.key = key;
        scenario = MODEL.createScenario();
        scenario.setId(id("scenario"));
        scenario.setName(name);
        scenario.setDescription(description);
        scenario.setSettings(MODEL.createSimulationSettings());
        scenario.getSettings().setDuration(duration);
        scenario.setEnvironment(MODEL.createEnvironment());
        scenario.getEnvironment().setMin(vector(0, 0));
        scenario.getEnvironment().setMax(vector(width, height));
    }

    String id(String path) {
        return UUID.nameUUIDFromBytes((key + "/" + path).getBytes(StandardCharsets.UTF_8)).toString();
    }

    static Vector2 vector(double x, double y) {
        Vector2 vector = MODEL.createVector2();
        vector.setX(x);
        vector.setY(y);
        return vector;
    }

    private static void points(List<Vector2> target, double... xy) {
        for (int i = 0; i + 1 < xy.length; i += 2) {
            target.add(vector(xy[i], xy[i + 1]));
        }
    }

    // ------------------------------------------------------------------ environment

    Obstacle polygon(String name, double... xy) {
        Obstacle obstacle = MODEL.createObstacle();
        obstacle.setId(id("obstacle/" + name));
        obstacle.setName(name);
        points(obstacle.getVertices(), xy);
        scenario.getEnvironment().getObstacles().add(obstacle);
        return obstacle;
    }

    Obstacle box(String name, double x, double y, double width, double height) {
        return polygon(name, x, y, x + width, y, x + width, y + height, x, y + height);
    }

    Waypoint waypoint(String name, PlaceKind kind, double x, double y) {
        Waypoint waypoint = MODEL.createWaypoint();
        waypoint.setId(id("place/" + name));
        waypoint.setName(name);
        waypoint.setKind(kind);
        waypoint.setPosition(vector(x, y));
        scenario.getEnvironment().getPlaces().add(waypoint);
        return waypoint;
    }

    Region region(String name, PlaceKind kind, double x, double y, double width, double height) {
        Region region = MODEL.createRegion();
        region.setId(id("place/" + name));
        region.setName(name);
        region.setKind(kind);
        points(region.getVertices(), x, y, x + width, y, x + width, y + height, x, y + height);
        scenario.getEnvironment().getPlaces().add(region);
        return region;
    }

    // ------------------------------------------------------------------ behaviour

    BehaviourProfile profile(String name, String color, Consumer<SteeringPipeline> pipeline) {
        BehaviourProfile profile = MODEL.createBehaviourProfile();
        profile.setId(id("profile/" + name));
        profile.setName(name);
        profile.setColor(color);
        SteeringPipeline steering = MODEL.createSteeringPipeline();
        steering.setContactForces(MODEL.createContactForces());
        pipeline.accept(steering);
        profile.setPipeline(steering);
        scenario.getProfiles().add(profile);
        return profile;
    }

    static VelocitySource source(String algorithm, double weight, ParameterValue... parameters) {
        VelocitySource source = MODEL.createVelocitySource();
        source.setAlgorithmId(algorithm);
        source.setWeight(weight);
        source.getParameters().addAll(List.of(parameters));
        return source;
    }

    static AlgorithmSettings stage(String algorithm, ParameterValue... parameters) {
        AlgorithmSettings stage = MODEL.createAlgorithmSettings();
        stage.setAlgorithmId(algorithm);
        stage.getParameters().addAll(List.of(parameters));
        return stage;
    }

    static RealParameter real(String key, double value) {
        RealParameter parameter = MODEL.createRealParameter();
        parameter.setKey(key);
        parameter.setValue(value);
        return parameter;
    }

    static TextParameter text(String key, String value) {
        TextParameter parameter = MODEL.createTextParameter();
        parameter.setKey(key);
        parameter.setValue(value);
        return parameter;
    }

    // ------------------------------------------------------------------ agents

    Agent agent(String name, BehaviourProfile profile, double x, double y, double orientation, Place... goals) {
        Agent agent = MODEL.createAgent();
        agent.setId(id("agent/" + name));
        agent.setName(name);
        agent.setProfile(profile);
        agent.setPosition(vector(x, y));
        agent.setOrientation(orientation);
        agent.getGoals().addAll(List.of(goals));
        scenario.getAgents().add(agent);
        return agent;
    }

    Population population(String name, BehaviourProfile profile, int count, Region spawn, GoalRule rule, Place... goals) {
        Population population = MODEL.createPopulation();
        population.setId(id("population/" + name));
        population.setName(name);
        population.setProfile(profile);
        population.setCount(count);
        population.setSpawnRegion(spawn);
        population.setGoalRule(rule);
        population.getGoals().addAll(List.of(goals));
        scenario.getPopulations().add(population);
        return population;
    }

    // ------------------------------------------------------------------ distributions

    static Distribution constant(double value) {
        ConstantDistribution distribution = MODEL.createConstantDistribution();
        distribution.setValue(value);
        return distribution;
    }

    static Distribution uniform(double min, double max) {
        UniformDistribution distribution = MODEL.createUniformDistribution();
        distribution.setMin(min);
        distribution.setMax(max);
        return distribution;
    }

    static Distribution normal(double mean, double deviation, double min, double max) {
        NormalDistribution distribution = MODEL.createNormalDistribution();
        distribution.setMean(mean);
        distribution.setStandardDeviation(deviation);
        distribution.setMin(min);
        distribution.setMax(max);
        return distribution;
    }

    static Distribution vonMises(double mean, double concentration) {
        VonMisesDistribution distribution = MODEL.createVonMisesDistribution();
        distribution.setMean(mean);
        distribution.setConcentration(concentration);
        return distribution;
    }

    static SocialTraits traits(Distribution friendshipAngle, Distribution mood) {
        SocialTraits traits = MODEL.createSocialTraits();
        traits.setFriendshipAngle(friendshipAngle);
        traits.setMood(mood);
        return traits;
    }

    // ------------------------------------------------------------------ interaction fields

    InteractionField field(String name, FieldKind kind, FieldParameter parameter, Domain domain) {
        InteractionField field = MODEL.createInteractionField();
        field.setId(id("field/" + name));
        field.setName(name);
        field.setKind(kind);
        field.setParameter(parameter);
        field.setDomain(domain);
        scenario.getFields().add(field);
        return field;
    }

    static RectangleDomain rectangle(double width, double height) {
        RectangleDomain domain = MODEL.createRectangleDomain();
        domain.setWidth(width);
        domain.setHeight(height);
        return domain;
    }

    /** A rectangle whose centre is offset from the source, e.g. in front of it (negative y). */
    static RectangleDomain rectangle(double width, double height, double centerX, double centerY) {
        RectangleDomain domain = rectangle(width, height);
        domain.setCenter(vector(centerX, centerY));
        return domain;
    }

    static DiskDomain disk(double radius) {
        DiskDomain domain = MODEL.createDiskDomain();
        domain.setRadius(radius);
        return domain;
    }

    Keyframe keyframe(InteractionField field, double value, Domain domain) {
        Keyframe keyframe = MODEL.createKeyframe();
        keyframe.setId(id("field/" + field.getName() + "/keyframe/" + field.getKeyframes().size()));
        keyframe.setParameterValue(value);
        keyframe.setDomain(domain);
        keyframe.setSketch(MODEL.createSketch());
        SketchObject source = MODEL.createSketchObject();
        source.setId(id("field/" + field.getName() + "/keyframe/" + field.getKeyframes().size() + "/source"));
        source.setName("source");
        source.setCenter(vector(0, 0));
        keyframe.getSketch().setSourceObject(source);
        field.getKeyframes().add(keyframe);
        return keyframe;
    }

    GuideCurve curve(Keyframe keyframe, double magnitude, double... xy) {
        GuideCurve curve = MODEL.createGuideCurve();
        curve.setId(id(keyframe.getId() + "/curve/" + keyframe.getSketch().getGuideCurves().size()));
        curve.setMagnitude(magnitude);
        points(curve.getPoints(), xy);
        keyframe.getSketch().getGuideCurves().add(curve);
        return curve;
    }

    ZeroPolygon zero(Keyframe keyframe, double... xy) {
        ZeroPolygon zero = MODEL.createZeroPolygon();
        zero.setId(id(keyframe.getId() + "/zero/" + keyframe.getSketch().getZeroAreas().size()));
        points(zero.getVertices(), xy);
        keyframe.getSketch().getZeroAreas().add(zero);
        return zero;
    }

    /** A closed polygon approximating a circle, for circular zero areas and curves. */
    static double[] circle(double cx, double cy, double radius, int segments, boolean clockwise) {
        double[] xy = new double[2 * segments];
        for (int i = 0; i < segments; i++) {
            double angle = (clockwise ? -1 : 1) * 2 * Math.PI * i / segments;
            xy[2 * i] = round(cx + radius * Math.cos(angle));
            xy[2 * i + 1] = round(cy + radius * Math.sin(angle));
        }
        return xy;
    }

    static double round(double value) {
        return Math.round(value * 1000) / 1000.0;
    }

    FieldBinding bind(InteractionField field, LinkTarget linked, List<? extends FieldEmitter> sources, List<? extends FieldReceiver> receivers) {
        FieldBinding binding = MODEL.createFieldBinding();
        binding.setId(id("binding/" + field.getName() + "/" + scenario.getFieldBindings().size()));
        binding.setField(field);
        binding.setLinkedObject(linked);
        binding.getSources().addAll(sources);
        binding.getReceivers().addAll(receivers);
        scenario.getFieldBindings().add(binding);
        return binding;
    }

    // ------------------------------------------------------------------ groups

    Relation relation(Agent from, Agent to, double weight, FormationKind formation) {
        Relation relation = MODEL.createRelation();
        relation.setId(id("relation/" + from.getName() + "/" + to.getName()));
        relation.setFrom(from);
        relation.setTo(to);
        relation.setWeight(weight);
        if (formation != null) {
            relation.setFormation(MODEL.createFormationConstraint());
            relation.getFormation().setKind(formation);
        }
        scenario.getRelations().add(relation);
        return relation;
    }

    Group group(String name, List<Agent> members, List<Agent> leaders, double memberWeight, double leaderWeight, FormationKind formation) {
        Group group = MODEL.createGroup();
        group.setId(id("group/" + name));
        group.setName(name);
        group.getMembers().addAll(members);
        group.getLeaders().addAll(leaders);
        group.setMemberWeight(memberWeight);
        group.setLeaderWeight(leaderWeight);
        if (formation != null) {
            group.setFormation(MODEL.createFormationConstraint());
            group.getFormation().setKind(formation);
        }
        scenario.getGroups().add(group);
        return group;
    }

    static GroupParameters groupParameters(int neighbours, double maxGroupingDistance) {
        GroupParameters parameters = MODEL.createGroupParameters();
        parameters.setConnectionNeighbours(neighbours);
        parameters.setMaxGroupingDistance(maxGroupingDistance);
        return parameters;
    }

    // ------------------------------------------------------------------ social layer and timeline

    SocialSettings social() {
        if (scenario.getSocial() == null) {
            scenario.setSocial(MODEL.createSocialSettings());
        }
        return scenario.getSocial();
    }

    private Timeline timeline() {
        if (scenario.getTimeline() == null) {
            scenario.setTimeline(MODEL.createTimeline());
        }
        return scenario.getTimeline();
    }

    ParameterCurve curveOverTime(String parameter, double... timeValue) {
        ParameterCurve curve = MODEL.createParameterCurve();
        curve.setId(id("timeline/curve/" + parameter));
        curve.setParameter(parameter);
        for (int i = 0; i + 1 < timeValue.length; i += 2) {
            TimeKey key = MODEL.createTimeKey();
            key.setTime(timeValue[i]);
            key.setValue(timeValue[i + 1]);
            curve.getKeys().add(key);
        }
        timeline().getCurves().add(curve);
        return curve;
    }

    <T extends TimelineEvent> T event(T event, String name, Double time) {
        event.setId(id("timeline/event/" + name));
        event.setName(name);
        event.setTime(time);
        timeline().getEvents().add(event);
        return event;
    }

    // ------------------------------------------------------------------ anisotropic fields

    AnisotropicField anisotropicField(String name, double x, double y, double width, double height) {
        AnisotropicField field = MODEL.createAnisotropicField();
        field.setId(id("af/" + name));
        field.setName(name);
        field.setOrigin(vector(x, y));
        field.setColumns((int) Math.round(width / field.getCellSize()));
        field.setRows((int) Math.round(height / field.getCellSize()));
        field.setPreferredSpeed(uniform(1.0, 2.0));
        scenario.getAnisotropicFields().add(field);
        return field;
    }

    BrushStroke stroke(AnisotropicField field, double range, double... xy) {
        BrushStroke stroke = MODEL.createBrushStroke();
        stroke.setId(id("af/" + field.getName() + "/stroke/" + field.getStrokes().size()));
        stroke.setRange(range);
        points(stroke.getPoints(), xy);
        field.getStrokes().add(stroke);
        return stroke;
    }
}
