package org.crowdstudio.model.validation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.crowdstudio.model.io.TestScenarios;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.model.scenario.FireAlarmEvent;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.GroupChangeEvent;
import org.crowdstudio.model.scenario.IntegerParameter;
import org.crowdstudio.model.scenario.NormalDistribution;
import org.crowdstudio.model.scenario.PlaceKind;
import org.crowdstudio.model.scenario.RealParameter;
import org.crowdstudio.model.scenario.RectangleDomain;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.SocialTraits;
import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EValidator;
import org.eclipse.emf.ecore.util.Diagnostician;
import org.eclipse.emf.ecore.impl.EValidatorRegistryImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ScenarioValidationTest {

    private static final ScenarioFactory MODEL = ScenarioFactory.eINSTANCE;

    @Test
    void aSensibleScenarioHasNoProblems() {
        assertThat(new ScenarioValidation().validate(TestScenarios.small())).isEmpty();
    }

    static Stream<Arguments> brokenScenarios() {
        return Stream.of(
                broken("negative radius", s -> s.getProfiles().get(0).setRadius(-0.3),
                        "profiles[Walker].radius", "must be greater than 0 (is -0.3)"),
                broken("max speed below preferred speed", s -> s.getProfiles().get(0).setMaxSpeed(1.0),
                        "profiles[Walker].maxSpeed", "must be at least the preferred speed 1.3 m/s (is 1)"),
                broken("keyframes out of order", s -> s.getFields().get(0).getKeyframes().get(1).setParameterValue(0.0),
                        "fields[Push].keyframes[1].parameterValue", "keyframes must be strictly increasing: 0 follows 0"),
                broken("curve with one point", s -> {
                    var points = s.getFields().get(0).getKeyframes().get(0).getSketch().getGuideCurves().get(0).getPoints();
                    points.remove(2);
                    points.remove(1);
                }, "fields[Push].keyframes[0].sketch.guideCurves[0].points", "needs at least 2 points (has 1)"),
                broken("fire alarm without an exit", s -> {
                    s.getEnvironment().getPlaces().stream().filter(place -> place.getKind() == PlaceKind.EXIT)
                            .forEach(place -> place.setKind(PlaceKind.GOAL));
                    s.setTimeline(MODEL.createTimeline());
                    FireAlarmEvent alarm = MODEL.createFireAlarmEvent();
                    alarm.setId("alarm");
                    alarm.setName("Alarm");
                    s.getTimeline().getEvents().add(alarm);
                }, "timeline.events[Alarm]", "a fire alarm sends everyone to the nearest exit, but the environment has no place of kind EXIT"),
                broken("relation weight above 1", s -> s.getRelations().get(0).setWeight(1.5),
                        "relations[0].weight", "must be between 0 and 1 (is 1.5)"),
                broken("empty domain", s -> ((RectangleDomain) s.getFields().get(0).getDomain()).setWidth(0),
                        "fields[Push].domain.width", "must be greater than 0 (is 0)"),
                broken("degenerate mood distribution", s -> {
                    SocialTraits traits = MODEL.createSocialTraits();
                    NormalDistribution mood = MODEL.createNormalDistribution();
                    mood.setMean(0.5);
                    mood.setStandardDeviation(0);
                    traits.setMood(mood);
                    s.getProfiles().get(0).setSocialTraits(traits);
                }, "profiles[Walker].socialTraits.mood.standardDeviation", "must be greater than 0 (is 0)"),
                broken("agent spawned inside an obstacle", s -> s.getAgents().get(0).getPosition().setX(0.5),
                        "agents[Ada].position", "is inside obstacle 'Pillar'"),
                broken("agent touching an obstacle", s -> s.getAgents().get(0).getPosition().setX(-1.2),
                        "agents[Ada].position", "is inside obstacle 'Pillar'"),
                broken("agent outside the bounds", s -> s.getAgents().get(1).getPosition().setX(50),
                        "agents[Bob].position", "(50, 0) is outside the environment bounds"),
                broken("weight shrinking below zero near the source", s -> s.getFieldBindings().get(0).setNearSourceGain(-1),
                        "fieldBindings[0].nearSourceGain", "must be at least 0 (is -1)"),
                broken("binding to a field that no longer exists", s -> s.getFields().clear(),
                        "fieldBindings[0].field", "refers to an element that is not in this scenario"),
                broken("two elements with one id", s -> s.getAgents().get(1).setId("ada"),
                        "agents[Bob].id", "id 'ada' is also used by agents[Ada]; every element needs an id of its own"),
                broken("zero time step", s -> s.getSettings().setTimeStep(0),
                        "settings.timeStep", "must be greater than 0 (is 0)"),
                broken("agent related to itself", s -> s.getRelations().get(0).setTo(s.getAgents().get(0)),
                        "relations[0].to", "an agent cannot relate to itself"),
                broken("leader outside its group", s -> {
                    Group group = MODEL.createGroup();
                    group.setName("Tour");
                    group.getMembers().add(s.getAgents().get(0));
                    group.getLeaders().add(s.getAgents().get(1));
                    s.getGroups().add(group);
                }, "groups[Tour].leaders", "leader 'Bob' is not a member of the group"),
                broken("missing profile", s -> s.getAgents().get(0).setProfile(null),
                        "agents[Ada].profile", "is required but not set"),
                broken("not a number", s -> s.getProfiles().get(0).setMaxSpeed(Double.NaN),
                        "profiles[Walker].maxSpeed", "must be a finite number (is NaN)"),
                broken("infinite coordinate", s -> s.getAgents().get(1).getPosition().setY(Double.POSITIVE_INFINITY),
                        "agents[Bob].position.y", "must be a finite number (is Infinity)"),
                broken("field without keyframes", s -> s.getFields().get(0).getKeyframes().clear(),
                        "fields[Push].keyframes", "needs at least 1 keyframe (has 0)"),
                broken("element without id", s -> s.getAgents().get(1).setId(null),
                        "agents[Bob].id", "is missing: every element needs a stable id (saving assigns one)"),
                broken("relation given twice", s -> {
                    Relation again = MODEL.createRelation();
                    again.setId("again");
                    again.setFrom(s.getAgents().get(0));
                    again.setTo(s.getAgents().get(1));
                    s.getRelations().add(again);
                }, "relations[1].to", "repeats the relation from 'Ada' to 'Bob' of relations[0]"),
                broken("agent without position", s -> s.getAgents().get(0).setPosition(null),
                        "agents[Ada].position", "is required but not set"),
                broken("relation to an agent not in the scenario", s -> {
                    Agent stranger = MODEL.createAgent();
                    stranger.setId("stranger");
                    stranger.setName("Stranger");
                    s.getRelations().get(0).setTo(stranger);
                }, "relations[0].to", "refers to an element that is not in this scenario"),
                broken("relation weight below 0", s -> s.getRelations().get(0).setWeight(-0.2),
                        "relations[0].weight", "must be between 0 and 1 (is -0.2)"),
                broken("negative connection neighbours", s -> {
                    s.getProfiles().get(0).setGroupParameters(MODEL.createGroupParameters());
                    s.getProfiles().get(0).getGroupParameters().setConnectionNeighbours(-1);
                }, "profiles[Walker].groupParameters.connectionNeighbours", "must be between 1 and 64 (is -1)"),
                broken("formation on a group of one", s -> {
                    Group group = MODEL.createGroup();
                    group.setId("alone");
                    group.setName("Alone");
                    group.getMembers().add(s.getAgents().get(0));
                    group.setFormation(MODEL.createFormationConstraint());
                    s.getGroups().add(group);
                }, "groups[Alone].formation", "a formation places members relative to each other; the group has one member"),
                broken("group change that both adds and removes an agent", s -> {
                    Group group = MODEL.createGroup();
                    group.setId("pair");
                    group.setName("Pair");
                    group.getMembers().addAll(s.getAgents());
                    s.getGroups().add(group);
                    s.setTimeline(MODEL.createTimeline());
                    GroupChangeEvent change = MODEL.createGroupChangeEvent();
                    change.setId("change");
                    change.setName("Shuffle");
                    change.setTime(3.0);
                    change.setGroup(group);
                    change.getJoining().add(s.getAgents().get(0));
                    change.getLeaving().add(s.getAgents().get(0));
                    s.getTimeline().getEvents().add(change);
                }, "timeline.events[Shuffle].leaving", "'Ada' both joins and leaves the group"));
    }

    private static Arguments broken(String what, Consumer<Scenario> change, String path, String message) {
        return Arguments.of(what, change, path, message);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenScenarios")
    void eachMeaninglessScenarioIsReportedAtItsElement(String what, Consumer<Scenario> change, String path, String message) {
        Scenario scenario = TestScenarios.small();
        change.accept(scenario);

        List<ValidationProblem> problems = new ScenarioValidation().validate(scenario);

        assertThat(problems).as(what).anySatisfy(problem -> {
            assertThat(problem.path()).isEqualTo(path);
            assertThat(problem.message()).isEqualTo(message);
            assertThat(problem.severity()).isEqualTo(Severity.ERROR);
        });
        assertThat(ScenarioValidation.hasErrors(problems)).isTrue();
    }

    @Test
    void algorithmSettingsAreCheckedAgainstWhatTheAlgorithmDeclares() {
        AlgorithmCatalog catalog = id -> "orca".equals(id)
                ? Optional.of(List.of(ParameterSpec.real("neighbourDistance", 0, 100, "m"), ParameterSpec.integer("maxNeighbours", 1, 100)))
                : Optional.empty();
        Scenario scenario = TestScenarios.small();
        AlgorithmSettings solver = MODEL.createAlgorithmSettings();
        solver.setAlgorithmId("orca");
        solver.getParameters().add(real("neighbourDistance", -5));
        solver.getParameters().add(real("maxNeighbours", 10.5));
        solver.getParameters().add(real("timeHorizon", 2));
        scenario.getProfiles().get(0).getPipeline().setVelocitySolver(solver);
        AlgorithmSettings plugIn = MODEL.createAlgorithmSettings();
        plugIn.setAlgorithmId("acme-flocking");
        scenario.getProfiles().get(0).getPipeline().setOrientation(plugIn);

        List<ValidationProblem> problems = new ScenarioValidation(catalog).validate(scenario);

        assertThat(problems).extracting(ValidationProblem::toString).containsExactly(
                "error: profiles[Walker].pipeline.velocitySolver.parameters: parameter 'neighbourDistance' of 'orca' must be between 0 and 100 m (is -5)",
                "error: profiles[Walker].pipeline.velocitySolver.parameters: parameter 'maxNeighbours' of 'orca' must be a whole number",
                "error: profiles[Walker].pipeline.velocitySolver.parameters: algorithm 'orca' has no parameter 'timeHorizon'",
                "warning: profiles[Walker].pipeline.orientation.algorithmId: no installed algorithm is called 'acme-flocking' (is its plug-in installed?)");
    }

    @Test
    void anIntegerIsAcceptedWhereANumberIsDeclared() {
        AlgorithmCatalog catalog = id -> Optional.of(List.of(ParameterSpec.real("speed", 0, 2, "m/s")));
        Scenario scenario = TestScenarios.small();
        AlgorithmSettings goal = MODEL.createAlgorithmSettings();
        goal.setAlgorithmId("goal");
        IntegerParameter one = MODEL.createIntegerParameter();
        one.setKey("speed");
        one.setValue(1);
        goal.getParameters().add(one);
        scenario.getProfiles().get(0).getPipeline().setVelocitySolver(goal);

        assertThat(new ScenarioValidation(catalog).validate(scenario)).isEmpty();
    }

    @Test
    void emfToolingSeesTheSameProblems() {
        Scenario scenario = TestScenarios.small();
        scenario.getProfiles().get(0).setRadius(0);
        EValidator.Registry registry = new EValidatorRegistryImpl();
        registry.put(ScenarioPackage.eINSTANCE, new ScenarioValidator());

        BasicDiagnostic diagnostics = new BasicDiagnostic();
        boolean valid = new Diagnostician(registry).validate(scenario, diagnostics);

        assertThat(valid).isFalse();
        assertThat(diagnostics.getChildren()).extracting(Diagnostic::getMessage)
                .containsExactly("profiles[Walker].radius: must be greater than 0 (is 0)");
    }

    private static RealParameter real(String key, double value) {
        RealParameter parameter = MODEL.createRealParameter();
        parameter.setKey(key);
        parameter.setValue(value);
        return parameter;
    }
}
