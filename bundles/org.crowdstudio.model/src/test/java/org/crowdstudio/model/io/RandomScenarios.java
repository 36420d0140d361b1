package org.crowdstudio.model.io;

import java.util.List;
import java.util.Random;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.CurveStyle;
import org.crowdstudio.model.scenario.Distribution;
import org.crowdstudio.model.scenario.FieldBinding;
import org.crowdstudio.model.scenario.FieldKind;
import org.crowdstudio.model.scenario.FieldParameter;
import org.crowdstudio.model.scenario.FireAlarmEvent;
import org.crowdstudio.model.scenario.FormationKind;
import org.crowdstudio.model.scenario.GuideCurve;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.Keyframe;
import org.crowdstudio.model.scenario.MixtureComponent;
import org.crowdstudio.model.scenario.MixtureDistribution;
import org.crowdstudio.model.scenario.Obstacle;
import org.crowdstudio.model.scenario.ParameterCurve;
import org.crowdstudio.model.scenario.Place;
import org.crowdstudio.model.scenario.PlaceKind;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.RealParameter;
import org.crowdstudio.model.scenario.Region;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.Sketch;
import org.crowdstudio.model.scenario.TextParameter;
import org.crowdstudio.model.scenario.TimeKey;
import org.crowdstudio.model.scenario.VelocitySource;
import org.crowdstudio.model.scenario.Waypoint;
import org.crowdstudio.model.scenario.ZeroCells;

/**
 * Builds a random scenario that touches every corner of the model from values jqwik generates:
 * names (any printable text, XML-special characters included), numbers (edge cases included) and
 * a seed that decides the structure.
 */
final class RandomScenarios {

    private static final ScenarioFactory MODEL = ScenarioFactory.eINSTANCE;

    private final Random random;
    private final List<String> names;
    private final List<Double> numbers;
    private int nextName;
    private int nextNumber;

    RandomScenarios(long seed, List<String> names, List<Double> numbers) {
        this.random = new Random(seed);
        this.names = names;
        this.numbers = numbers;
    }

    private String name() {
        return names.isEmpty() ? "n" + nextName++ : names.get(nextName++ % names.size());
    }

    private double number() {
        return numbers.isEmpty() ? random.nextGaussian() : numbers.get(nextNumber++ % numbers.size());
    }

    private int count(int max) {
        return random.nextInt(max + 1);
    }

    Scenario build() {
        Scenario scenario = MODEL.createScenario();
        scenario.setName(name());
        if (random.nextBoolean()) {
            scenario.setDescription(name());
        }
        scenario.setSettings(MODEL.createSimulationSettings());
        scenario.getSettings().setTimeStep(number());
        scenario.getSettings().setRandomSeed(random.nextLong());
        scenario.setEnvironment(MODEL.createEnvironment());
        scenario.getEnvironment().setMin(TestScenarios.vector(number(), number()));
        scenario.getEnvironment().setMax(TestScenarios.vector(number(), number()));
        for (int i = count(3); i > 0; i--) {
            Obstacle obstacle = MODEL.createObstacle();
            obstacle.setName(name());
            for (int v = count(5); v > 0; v--) {
                obstacle.getVertices().add(TestScenarios.vector(number(), number()));
            }
            scenario.getEnvironment().getObstacles().add(obstacle);
        }
        for (int i = count(3); i > 0; i--) {
            scenario.getEnvironment().getPlaces().add(place());
        }
        for (int i = 1 + count(2); i > 0; i--) {
            scenario.getProfiles().add(profile());
        }
        for (int i = count(6); i > 0; i--) {
            scenario.getAgents().add(agent(scenario));
        }
        if (random.nextBoolean()) {
            scenario.getPopulations().add(population(scenario));
        }
        for (int i = count(2); i > 0; i--) {
            scenario.getFields().add(field());
        }
        for (InteractionField field : scenario.getFields()) {
            FieldBinding binding = MODEL.createFieldBinding();
            binding.setField(field);
            binding.setWeight(number());
            binding.setNearSourceGain(number());
            if (!scenario.getAgents().isEmpty()) {
                binding.getSources().add(pick(scenario.getAgents()));
            }
            binding.getReceivers().add(pick(scenario.getProfiles()));
            scenario.getFieldBindings().add(binding);
        }
        if (scenario.getAgents().size() >= 2) {
            for (int i = count(3); i > 0; i--) {
                Relation relation = MODEL.createRelation();
                relation.setFrom(pick(scenario.getAgents()));
                relation.setTo(pick(scenario.getAgents()));
                relation.setWeight(number());
                if (random.nextBoolean()) {
                    relation.setFormation(MODEL.createFormationConstraint());
                    relation.getFormation().setKind(FormationKind.values()[random.nextInt(FormationKind.values().length)]);
                    relation.getFormation().setOffset(number());
                }
                scenario.getRelations().add(relation);
            }
        }
        if (scenario.getAgents().size() >= 2 && random.nextBoolean()) {
            var group = MODEL.createGroup();
            group.setName(name());
            group.getMembers().addAll(scenario.getAgents());
            group.getLeaders().add(pick(scenario.getAgents()));
            group.setMemberWeight(number());
            group.setFormation(MODEL.createFormationConstraint());
            group.getFormation().setKind(FormationKind.values()[random.nextInt(FormationKind.values().length)]);
            group.setParameters(MODEL.createGroupParameters());
            group.getParameters().setConnectionNeighbours(random.nextInt(50));
            scenario.getGroups().add(group);
            scenario.setTimeline(MODEL.createTimeline());
            var change = MODEL.createGroupChangeEvent();
            change.setName(name());
            change.setGroup(group);
            if (random.nextBoolean()) {
                change.setFormation(FormationKind.values()[random.nextInt(FormationKind.values().length)]);
            }
            scenario.getTimeline().getEvents().add(change);
        }
        if (scenario.getFields().size() >= 2) {
            var rule = MODEL.createEnterFieldRule();
            rule.setEntered(scenario.getFields().get(0));
            rule.setIgnored(scenario.getFields().get(1));
            rule.setDuration(number());
            scenario.getActivationRules().add(rule);
            var window = MODEL.createTimeWindowRule();
            window.setField(scenario.getFields().get(1));
            window.setEnd(number());
            scenario.getActivationRules().add(window);
        }
        if (random.nextBoolean()) {
            scenario.getAnisotropicFields().add(anisotropicField());
        }
        if (random.nextBoolean()) {
            if (scenario.getTimeline() == null) {
                scenario.setTimeline(MODEL.createTimeline());
            }
            scenario.setSocial(MODEL.createSocialSettings());
            scenario.getSocial().setTalkDistance(number());
            ParameterCurve curve = MODEL.createParameterCurve();
            for (int i = count(3); i > 0; i--) {
                TimeKey key = MODEL.createTimeKey();
                key.setTime(number());
                key.setValue(number());
                curve.getKeys().add(key);
            }
            scenario.getTimeline().getCurves().add(curve);
            FireAlarmEvent alarm = MODEL.createFireAlarmEvent();
            alarm.setName(name());
            if (random.nextBoolean()) {
                alarm.setTime(number());
            }
            scenario.getTimeline().getEvents().add(alarm);
        }
        return scenario;
    }

    private org.crowdstudio.model.scenario.AnisotropicField anisotropicField() {
        var field = MODEL.createAnisotropicField();
        field.setName(name());
        field.setOrigin(TestScenarios.vector(number(), number()));
        field.setColumns(random.nextInt(4));
        field.setRows(random.nextInt(4));
        field.setInertia(number());
        field.setPreferredSpeed(distribution(1));
        var stroke = MODEL.createBrushStroke();
        stroke.getPoints().add(TestScenarios.vector(number(), number()));
        stroke.getPoints().add(TestScenarios.vector(number(), number()));
        stroke.setRange(number());
        field.getStrokes().add(stroke);
        var grid = MODEL.createBakedGrid();
        grid.setColumns(field.getColumns());
        grid.setRows(field.getRows());
        for (int row = 0; row < field.getRows(); row++) {
            grid.getCells().add(number() + " " + number() + ";" + number() + " " + number());
        }
        field.setDistributions(grid);
        var trajectories = MODEL.createTrajectorySet();
        trajectories.setName(name());
        trajectories.setSource(name());
        var trajectory = MODEL.createTrajectory();
        trajectory.getPoints().add(TestScenarios.vector(number(), number()));
        trajectories.getTrajectories().add(trajectory);
        field.getTrajectorySets().add(trajectories);
        return field;
    }

    private <T> T pick(List<T> list) {
        return list.get(random.nextInt(list.size()));
    }

    private Place place() {
        Place place;
        if (random.nextBoolean()) {
            Waypoint waypoint = MODEL.createWaypoint();
            waypoint.setPosition(TestScenarios.vector(number(), number()));
            place = waypoint;
        } else {
            Region region = MODEL.createRegion();
            for (int v = count(4); v > 0; v--) {
                region.getVertices().add(TestScenarios.vector(number(), number()));
            }
            place = region;
        }
        place.setName(name());
        place.setKind(PlaceKind.values()[random.nextInt(PlaceKind.values().length)]);
        return place;
    }

    private BehaviourProfile profile() {
        BehaviourProfile profile = MODEL.createBehaviourProfile();
        profile.setName(name());
        profile.setRadius(number());
        profile.setPipeline(MODEL.createSteeringPipeline());
        for (int i = count(2); i > 0; i--) {
            VelocitySource source = MODEL.createVelocitySource();
            source.setAlgorithmId(name());
            source.setWeight(number());
            RealParameter parameter = MODEL.createRealParameter();
            parameter.setKey(name());
            parameter.setValue(number());
            source.getParameters().add(parameter);
            var whole = MODEL.createIntegerParameter();
            whole.setKey(name());
            whole.setValue(random.nextLong());
            source.getParameters().add(whole);
            var flag = MODEL.createBooleanParameter();
            flag.setKey(name());
            flag.setValue(random.nextBoolean());
            source.getParameters().add(flag);
            profile.getPipeline().getVelocitySources().add(source);
        }
        if (random.nextBoolean()) {
            AlgorithmSettings solver = MODEL.createAlgorithmSettings();
            solver.setAlgorithmId(name());
            TextParameter choice = MODEL.createTextParameter();
            choice.setKey(name());
            choice.setValue(name());
            solver.getParameters().add(choice);
            profile.getPipeline().setVelocitySolver(solver);
        }
        if (random.nextBoolean()) {
            profile.setSocialTraits(MODEL.createSocialTraits());
            profile.getSocialTraits().setMood(distribution(2));
            profile.getSocialTraits().setFriendshipAngle(distribution(2));
        }
        return profile;
    }

    private Distribution distribution(int depth) {
        switch (depth > 0 ? random.nextInt(5) : random.nextInt(4)) {
            case 0 -> {
                var constant = MODEL.createConstantDistribution();
                constant.setValue(number());
                return constant;
            }
            case 1 -> {
                var uniform = MODEL.createUniformDistribution();
                uniform.setMin(number());
                uniform.setMax(number());
                return uniform;
            }
            case 2 -> {
                var normal = MODEL.createNormalDistribution();
                normal.setMean(number());
                normal.setStandardDeviation(number());
                if (random.nextBoolean()) {
                    normal.setMin(number());
                }
                return normal;
            }
            case 3 -> {
                var vonMises = MODEL.createVonMisesDistribution();
                vonMises.setMean(number());
                vonMises.setConcentration(number());
                return vonMises;
            }
            default -> {
                MixtureDistribution mixture = MODEL.createMixtureDistribution();
                for (int i = 1 + count(2); i > 0; i--) {
                    MixtureComponent component = MODEL.createMixtureComponent();
                    component.setWeight(number());
                    component.setDistribution(distribution(depth - 1));
                    mixture.getComponents().add(component);
                }
                return mixture;
            }
        }
    }

    private Agent agent(Scenario scenario) {
        Agent agent = MODEL.createAgent();
        agent.setName(name());
        agent.setProfile(pick(scenario.getProfiles()));
        agent.setPosition(TestScenarios.vector(number(), number()));
        agent.setOrientation(number());
        if (random.nextBoolean()) {
            agent.setMood(number());
        }
        if (!scenario.getEnvironment().getPlaces().isEmpty()) {
            for (int i = count(2); i > 0; i--) {
                agent.getGoals().add(pick(scenario.getEnvironment().getPlaces()));
            }
        }
        return agent;
    }

    private Population population(Scenario scenario) {
        Population population = MODEL.createPopulation();
        population.setName(name());
        population.setCount(random.nextInt(1000));
        population.setProfile(pick(scenario.getProfiles()));
        Region spawn = MODEL.createRegion();
        spawn.setName(name());
        spawn.getVertices().add(TestScenarios.vector(number(), number()));
        scenario.getEnvironment().getPlaces().add(spawn);
        population.setSpawnRegion(spawn);
        population.setPreferredSpeed(distribution(1));
        return population;
    }

    private InteractionField field() {
        InteractionField field = MODEL.createInteractionField();
        field.setName(name());
        field.setKind(FieldKind.values()[random.nextInt(FieldKind.values().length)]);
        field.setParameter(FieldParameter.values()[random.nextInt(FieldParameter.values().length)]);
        field.setIdwPower(number());
        if (random.nextBoolean()) {
            var domain = MODEL.createRectangleDomain();
            domain.setWidth(number());
            domain.setHeight(number());
            field.setDomain(domain);
        } else {
            var domain = MODEL.createDiskDomain();
            domain.setRadius(number());
            domain.setCenter(TestScenarios.vector(number(), number()));
            field.setDomain(domain);
        }
        for (int k = 1 + count(2); k > 0; k--) {
            Keyframe keyframe = MODEL.createKeyframe();
            keyframe.setParameterValue(number());
            Sketch sketch = MODEL.createSketch();
            for (int c = count(3); c > 0; c--) {
                GuideCurve curve = MODEL.createGuideCurve();
                curve.setStyle(random.nextBoolean() ? CurveStyle.FREEHAND : CurveStyle.POLYLINE);
                curve.setMagnitude(number());
                for (int p = count(6); p > 0; p--) {
                    curve.getPoints().add(TestScenarios.vector(number(), number()));
                }
                sketch.getGuideCurves().add(curve);
            }
            if (random.nextBoolean()) {
                var zero = MODEL.createZeroPolygon();
                zero.getVertices().add(TestScenarios.vector(number(), number()));
                sketch.getZeroAreas().add(zero);
                var object = MODEL.createSketchObject();
                object.setName(name());
                object.setCenter(TestScenarios.vector(number(), number()));
                sketch.setSourceObject(object);
            }
            if (random.nextBoolean()) {
                ZeroCells cells = MODEL.createZeroCells();
                cells.getRows().add("..##..");
                cells.getRows().add(name().replace('\n', ' '));
                sketch.getZeroAreas().add(cells);
            }
            keyframe.setSketch(sketch);
            field.getKeyframes().add(keyframe);
        }
        return field;
    }
}
