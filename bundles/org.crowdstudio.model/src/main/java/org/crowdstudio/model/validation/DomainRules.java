package org.crowdstudio.model.validation;

import static org.crowdstudio.model.scenario.ScenarioPackage.Literals.*;

import java.util.List;
import java.util.regex.Pattern;

import org.crowdstudio.model.scenario.ActivationRule;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.model.scenario.BakedGrid;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.BrushStroke;
import org.crowdstudio.model.scenario.ConstantDistribution;
import org.crowdstudio.model.scenario.DiskDomain;
import org.crowdstudio.model.scenario.Distribution;
import org.crowdstudio.model.scenario.Domain;
import org.crowdstudio.model.scenario.EnterFieldRule;
import org.crowdstudio.model.scenario.Environment;
import org.crowdstudio.model.scenario.FieldBinding;
import org.crowdstudio.model.scenario.FieldParameter;
import org.crowdstudio.model.scenario.FireAlarmEvent;
import org.crowdstudio.model.scenario.GoalRule;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.GroupChangeEvent;
import org.crowdstudio.model.scenario.GroupParameters;
import org.crowdstudio.model.scenario.GuideCurve;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.Keyframe;
import org.crowdstudio.model.scenario.MixtureComponent;
import org.crowdstudio.model.scenario.MixtureDistribution;
import org.crowdstudio.model.scenario.NormalDistribution;
import org.crowdstudio.model.scenario.ObjectShape;
import org.crowdstudio.model.scenario.Obstacle;
import org.crowdstudio.model.scenario.ParameterCurve;
import org.crowdstudio.model.scenario.ParameterValue;
import org.crowdstudio.model.scenario.PlaceKind;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.RectangleDomain;
import org.crowdstudio.model.scenario.Region;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.SetGlobalInterestEvent;
import org.crowdstudio.model.scenario.SimulationSettings;
import org.crowdstudio.model.scenario.SketchObject;
import org.crowdstudio.model.scenario.SocialSettings;
import org.crowdstudio.model.scenario.SocialTraits;
import org.crowdstudio.model.scenario.TimeWindowRule;
import org.crowdstudio.model.scenario.TimelineEvent;
import org.crowdstudio.model.scenario.UniformDistribution;
import org.crowdstudio.model.scenario.VelocitySource;
import org.crowdstudio.model.scenario.VonMisesDistribution;
import org.crowdstudio.model.scenario.Waypoint;
import org.crowdstudio.model.scenario.ZeroCells;
import org.crowdstudio.model.scenario.ZeroPolygon;
import org.crowdstudio.model.scenario.util.ScenarioSwitch;
import org.eclipse.emf.ecore.EObject;

/**
 * What makes each kind of scenario element meaningful to simulate. One {@code case} per kind;
 * the checks cite the paper a constraint comes from where it is not plain physics.
 */
final class DomainRules extends ScenarioSwitch<Boolean> {

    /** The most agents one population may place: more would not fit in a workstation's memory. */
    static final int MAX_POPULATION = 10_000_000;


    private static final Pattern COLOUR = Pattern.compile("#[0-9A-Fa-f]{6}");
    private static final double TWO_PI = 2 * Math.PI;

    private final Problems problems;
    private final Scenario scenario;
    private final AlgorithmRules algorithms;

    DomainRules(Problems problems, Scenario scenario, AlgorithmCatalog catalog) {
        this.problems = problems;
        this.scenario = scenario;
        this.algorithms = new AlgorithmRules(problems, catalog);
    }

    void check(EObject element) {
        doSwitch(element);
    }

    // ---------------------------------------------------------------- simulation and environment

    @Override
    public Boolean caseSimulationSettings(SimulationSettings settings) {
        problems.greaterThan(settings, SIMULATION_SETTINGS__TIME_STEP, settings.getTimeStep(), 0);
        problems.greaterThan(settings, SIMULATION_SETTINGS__DURATION, settings.getDuration(), 0);
        problems.atLeast(settings, SIMULATION_SETTINGS__THREAD_COUNT, settings.getThreadCount(), 0);
        return null;
    }

    @Override
    public Boolean caseEnvironment(Environment environment) {
        if (environment.getMin() != null && environment.getMax() != null
                && !(environment.getMax().getX() > environment.getMin().getX() && environment.getMax().getY() > environment.getMin().getY())) {
            problems.error(environment, ENVIRONMENT__MAX, "must lie above and to the right of min: the bounds are empty");
        }
        return null;
    }

    @Override
    public Boolean caseObstacle(Obstacle obstacle) {
        problems.atLeastItems(obstacle, OBSTACLE__VERTICES, obstacle.getVertices().size(), 3, "vertices");
        return null;
    }

    @Override
    public Boolean caseRegion(Region region) {
        problems.atLeastItems(region, REGION__VERTICES, region.getVertices().size(), 3, "vertices");
        return null;
    }

    @Override
    public Boolean caseWaypoint(Waypoint waypoint) {
        problems.greaterThan(waypoint, WAYPOINT__ARRIVAL_RADIUS, waypoint.getArrivalRadius(), 0);
        if (waypoint.getPosition() != null) {
            requireInBounds(waypoint, WAYPOINT__POSITION, waypoint.getPosition().getX(), waypoint.getPosition().getY());
        }
        return null;
    }

    // ---------------------------------------------------------------- behaviour

    @Override
    public Boolean caseBehaviourProfile(BehaviourProfile profile) {
        problems.greaterThan(profile, BEHAVIOUR_PROFILE__RADIUS, profile.getRadius(), 0);
        problems.greaterThan(profile, BEHAVIOUR_PROFILE__MASS, profile.getMass(), 0);
        problems.atLeast(profile, BEHAVIOUR_PROFILE__PREFERRED_SPEED, profile.getPreferredSpeed(), 0);
        if (profile.getMaxSpeed() < profile.getPreferredSpeed()) {
            problems.error(profile, BEHAVIOUR_PROFILE__MAX_SPEED, "must be at least the preferred speed "
                    + Problems.format(profile.getPreferredSpeed()) + " m/s (is " + Problems.format(profile.getMaxSpeed()) + ")");
        }
        if (profile.getColor() != null && !COLOUR.matcher(profile.getColor()).matches()) {
            problems.error(profile, BEHAVIOUR_PROFILE__COLOR, "must be a colour like #4C78A8 (is '" + profile.getColor() + "')");
        }
        if (profile.getPipeline() == null) {
            problems.error(profile, BEHAVIOUR_PROFILE__PIPELINE, "is required: without a steering pipeline agents cannot move");
        }
        return null;
    }

    @Override
    public Boolean caseAlgorithmSettings(AlgorithmSettings settings) {
        algorithms.check(settings);
        return null;
    }

    @Override
    public Boolean caseVelocitySource(VelocitySource source) {
        problems.atLeast(source, VELOCITY_SOURCE__WEIGHT, source.getWeight(), 0);
        algorithms.check(source);
        return Boolean.TRUE; // checked as AlgorithmSettings too; stop here
    }

    // ---------------------------------------------------------------- agents and populations

    @Override
    public Boolean caseAgent(Agent agent) {
        if (agent.getPosition() != null) {
            double x = agent.getPosition().getX();
            double y = agent.getPosition().getY();
            requireInBounds(agent, AGENT__POSITION, x, y);
            double radius = agent.getProfile() == null ? 0 : agent.getProfile().getRadius();
            for (Obstacle obstacle : obstacles()) {
                if (obstacle.getVertices().size() >= 3 && (Geometry.contains(obstacle.getVertices(), x, y)
                        || Geometry.distanceToBoundary(obstacle.getVertices(), x, y) < radius)) {
                    problems.error(agent, AGENT__POSITION, "is inside obstacle '" + ElementPath.label(obstacle, -1) + "'");
                }
            }
        }
        if (agent.getMood() != null) {
            problems.within(agent, AGENT__MOOD, agent.getMood(), 0, 1);
        }
        if (agent.getFriendshipAngle() != null && !(agent.getFriendshipAngle() >= 0 && agent.getFriendshipAngle() < TWO_PI)) {
            problems.error(agent, AGENT__FRIENDSHIP_ANGLE, "must be in [0, 2π) radians (is " + Problems.format(agent.getFriendshipAngle()) + ")");
        }
        return null;
    }

    @Override
    public Boolean casePopulation(Population population) {
        problems.atLeast(population, POPULATION__COUNT, population.getCount(), 0);
        if (population.getCount() > MAX_POPULATION) {
            problems.error(population, POPULATION__COUNT, "must be at most " + MAX_POPULATION + " (is " + population.getCount()
                    + "): the simulation keeps about 300 bytes of every agent in memory, 3 GB for ten million");
        }
        boolean needsGoals = population.getGoalRule() == GoalRule.FIXED_SEQUENCE || population.getGoalRule() == GoalRule.RANDOM_GOAL
                || population.getGoalRule() == GoalRule.NEAREST_GOAL || population.getGoalRule() == GoalRule.RANDOM_TOUR;
        if (needsGoals && population.getGoals().isEmpty()) {
            problems.error(population, POPULATION__GOALS, "goal rule " + population.getGoalRule() + " needs at least one goal");
        }
        Region spawn = population.getSpawnRegion();
        if (spawn != null && bounds() != null) {
            for (var vertex : spawn.getVertices()) {
                if (!inBounds(vertex.getX(), vertex.getY())) {
                    problems.error(population, POPULATION__SPAWN_REGION, "spawn region '" + ElementPath.label(spawn, -1)
                            + "' reaches outside the environment bounds");
                    break;
                }
            }
        }
        return null;
    }

    @Override
    public Boolean caseSocialTraits(SocialTraits traits) {
        if (traits.getMood() instanceof ConstantDistribution constant) {
            problems.within(constant, CONSTANT_DISTRIBUTION__VALUE, constant.getValue(), 0, 1);
        }
        if (traits.getMood() instanceof UniformDistribution uniform && (uniform.getMin() < 0 || uniform.getMax() > 1)) {
            problems.error(uniform, null, "mood must stay within [0, 1] (is uniform on [" + Problems.format(uniform.getMin()) + ", "
                    + Problems.format(uniform.getMax()) + "])");
        }
        return null;
    }

    // ---------------------------------------------------------------- distributions

    @Override
    public Boolean caseUniformDistribution(UniformDistribution uniform) {
        if (uniform.getMax() < uniform.getMin()) {
            problems.error(uniform, UNIFORM_DISTRIBUTION__MAX, "must be at least min " + Problems.format(uniform.getMin())
                    + " (is " + Problems.format(uniform.getMax()) + ")");
        }
        return null;
    }

    @Override
    public Boolean caseNormalDistribution(NormalDistribution normal) {
        problems.greaterThan(normal, NORMAL_DISTRIBUTION__STANDARD_DEVIATION, normal.getStandardDeviation(), 0);
        if (normal.getMin() != null && normal.getMax() != null && normal.getMax() <= normal.getMin()) {
            problems.error(normal, NORMAL_DISTRIBUTION__MAX, "must be greater than min " + Problems.format(normal.getMin()));
        }
        return null;
    }

    @Override
    public Boolean caseVonMisesDistribution(VonMisesDistribution vonMises) {
        problems.atLeast(vonMises, VON_MISES_DISTRIBUTION__CONCENTRATION, vonMises.getConcentration(), 0);
        return null;
    }

    @Override
    public Boolean caseMixtureDistribution(MixtureDistribution mixture) {
        problems.atLeastItems(mixture, MIXTURE_DISTRIBUTION__COMPONENTS, mixture.getComponents().size(), 1, "component");
        return null;
    }

    @Override
    public Boolean caseMixtureComponent(MixtureComponent component) {
        problems.greaterThan(component, MIXTURE_COMPONENT__WEIGHT, component.getWeight(), 0);
        return null;
    }

    // ---------------------------------------------------------------- interaction fields

    @Override
    public Boolean caseInteractionField(InteractionField field) {
        problems.atLeast(field, INTERACTION_FIELD__GRID_COLUMNS, field.getGridColumns(), 2);
        problems.atLeast(field, INTERACTION_FIELD__GRID_ROWS, field.getGridRows(), 2);
        problems.greaterThan(field, INTERACTION_FIELD__IDW_POWER, field.getIdwPower(), 0);
        problems.greaterThan(field, INTERACTION_FIELD__SAMPLING_STEP, field.getSamplingStep(), 0);
        problems.atLeast(field, INTERACTION_FIELD__BORDER_FALLOFF, field.getBorderFalloff(), 0);
        List<Keyframe> keyframes = field.getKeyframes();
        problems.atLeastItems(field, INTERACTION_FIELD__KEYFRAMES, keyframes.size(), 1, "keyframe");
        if (field.getParameter() == FieldParameter.NONE && keyframes.size() > 1) {
            problems.error(field, INTERACTION_FIELD__KEYFRAMES, "a field that is not parametric has exactly one keyframe (has "
                    + keyframes.size() + ")");
        }
        for (int i = 1; i < keyframes.size(); i++) {
            if (!(keyframes.get(i).getParameterValue() > keyframes.get(i - 1).getParameterValue())) {
                problems.error(keyframes.get(i), KEYFRAME__PARAMETER_VALUE, "keyframes must be strictly increasing: "
                        + Problems.format(keyframes.get(i).getParameterValue()) + " follows " + Problems.format(keyframes.get(i - 1).getParameterValue()));
            }
        }
        for (Keyframe keyframe : keyframes) {
            Domain domain = keyframe.getDomain();
            if (domain != null && field.getDomain() != null && domain.eClass() != field.getDomain().eClass()) {
                problems.error(keyframe, KEYFRAME__DOMAIN, "must be a " + field.getDomain().eClass().getName()
                        + " like the field's, so that domains can be interpolated (IF paper §4.4.1)");
            }
            checkGridSizes(field, keyframe);
        }
        return null;
    }

    private void checkGridSizes(InteractionField field, Keyframe keyframe) {
        if (keyframe.getSketch() != null) {
            for (var zero : keyframe.getSketch().getZeroAreas()) {
                if (zero instanceof ZeroCells cells) {
                    checkRows(cells, ZERO_CELLS__ROWS, cells.getRows(), field.getGridColumns(), field.getGridRows(), "[#.]*");
                }
            }
        }
        BakedGrid grid = keyframe.getBakedGrid();
        if (grid != null && (grid.getColumns() != field.getGridColumns() || grid.getRows() != field.getGridRows())) {
            problems.error(grid, BAKED_GRID__COLUMNS, "is " + grid.getColumns() + " × " + grid.getRows() + " but the field's grid is "
                    + field.getGridColumns() + " × " + field.getGridRows());
        }
    }

    private void checkRows(EObject owner, org.eclipse.emf.ecore.EStructuralFeature feature, List<String> rows, int columns, int count, String cellPattern) {
        if (rows.size() != count) {
            problems.error(owner, feature, "has " + rows.size() + " rows but the grid has " + count);
            return;
        }
        for (int i = 0; i < rows.size(); i++) {
            String row = rows.get(i);
            if (row.length() != columns || !row.matches(cellPattern)) {
                problems.error(owner, feature, "row " + i + " must be " + columns + " cells of '#' or '.' (is '" + row + "')");
                return;
            }
        }
    }

    @Override
    public Boolean caseBakedGrid(BakedGrid grid) {
        if (grid.getCells().size() != grid.getRows()) {
            problems.error(grid, BAKED_GRID__CELLS, "has " + grid.getCells().size() + " rows of cells but declares " + grid.getRows());
        }
        for (int i = 0; i < grid.getCells().size(); i++) {
            int cells = grid.getCells().get(i).split(";", -1).length;
            if (cells != grid.getColumns()) {
                problems.error(grid, BAKED_GRID__CELLS, "row " + i + " has " + cells + " cells but the grid has " + grid.getColumns() + " columns");
                break;
            }
        }
        return null;
    }

    @Override
    public Boolean caseRectangleDomain(RectangleDomain domain) {
        problems.greaterThan(domain, RECTANGLE_DOMAIN__WIDTH, domain.getWidth(), 0);
        problems.greaterThan(domain, RECTANGLE_DOMAIN__HEIGHT, domain.getHeight(), 0);
        return null;
    }

    @Override
    public Boolean caseDiskDomain(DiskDomain domain) {
        problems.greaterThan(domain, DISK_DOMAIN__RADIUS, domain.getRadius(), 0);
        return null;
    }

    @Override
    public Boolean caseGuideCurve(GuideCurve curve) {
        problems.atLeastItems(curve, GUIDE_CURVE__POINTS, curve.getPoints().size(), 2, "points");
        problems.atLeast(curve, GUIDE_CURVE__MAGNITUDE, curve.getMagnitude(), 0);
        problems.atLeast(curve, GUIDE_CURVE__INFLUENCE_DISTANCE, curve.getInfluenceDistance(), 0);
        return null;
    }

    @Override
    public Boolean caseZeroPolygon(ZeroPolygon zero) {
        problems.atLeastItems(zero, ZERO_POLYGON__VERTICES, zero.getVertices().size(), 3, "vertices");
        return null;
    }

    @Override
    public Boolean caseSketchObject(SketchObject object) {
        if (object.getShape() == ObjectShape.POLYGON) {
            problems.atLeastItems(object, SKETCH_OBJECT__VERTICES, object.getVertices().size(), 3, "vertices");
        } else {
            problems.greaterThan(object, SKETCH_OBJECT__RADIUS, object.getRadius(), 0);
        }
        return null;
    }

    @Override
    public Boolean caseFieldBinding(FieldBinding binding) {
        problems.atLeast(binding, FIELD_BINDING__WEIGHT, binding.getWeight(), 0);
        problems.atLeast(binding, FIELD_BINDING__NEAR_SOURCE_GAIN, binding.getNearSourceGain(), 0);
        if (binding.getSources().isEmpty()) {
            problems.warning(binding, FIELD_BINDING__SOURCES, "has no source: the field is never emitted");
        }
        if (binding.getReceivers().isEmpty()) {
            problems.warning(binding, FIELD_BINDING__RECEIVERS, "has no receiver: nobody responds to the field");
        }
        InteractionField field = binding.getField();
        boolean linked = field != null
                && (field.getParameter() == FieldParameter.LINKED_ANGLE || field.getParameter() == FieldParameter.LINKED_DISTANCE);
        if (linked && binding.getLinkedObject() == null) {
            problems.error(binding, FIELD_BINDING__LINKED_OBJECT, "is required: field '" + ElementPath.label(field, -1) + "' is "
                    + field.getParameter() + " parametric");
        }
        return null;
    }

    @Override
    public Boolean caseTimeWindowRule(TimeWindowRule rule) {
        problems.atLeast(rule, TIME_WINDOW_RULE__START, rule.getStart(), 0);
        if (!(rule.getEnd() > rule.getStart())) {
            problems.error(rule, TIME_WINDOW_RULE__END, "must be after start " + Problems.format(rule.getStart()) + " s (is "
                    + Problems.format(rule.getEnd()) + ")");
        }
        return null;
    }

    @Override
    public Boolean caseEnterFieldRule(EnterFieldRule rule) {
        problems.greaterThan(rule, ENTER_FIELD_RULE__DURATION, rule.getDuration(), 0);
        if (rule.getEntered() != null && rule.getEntered() == rule.getIgnored()) {
            problems.error(rule, ENTER_FIELD_RULE__IGNORED, "must differ from the entered field");
        }
        return null;
    }

    @Override
    public Boolean caseActivationRule(ActivationRule rule) {
        return null;
    }

    // ---------------------------------------------------------------- social layer

    @Override
    public Boolean caseSocialSettings(SocialSettings social) {
        problems.greaterThan(social, SOCIAL_SETTINGS__FIRST_CONVERSATION, social.getFirstConversation(), 0);
        problems.atLeast(social, SOCIAL_SETTINGS__GREETING, social.getGreeting(), 0);
        problems.greaterThan(social, SOCIAL_SETTINGS__TALK_AGAIN_AFTER, social.getTalkAgainAfter(), 0);
        problems.within(social, SOCIAL_SETTINGS__SOCIALISING_THRESHOLD, social.getSocialisingThreshold(), 0, 1);
        problems.greaterThan(social, SOCIAL_SETTINGS__NEAR_DISTANCE, social.getNearDistance(), 0);
        problems.greaterThan(social, SOCIAL_SETTINGS__TALK_DISTANCE, social.getTalkDistance(), 0);
        problems.atLeast(social, SOCIAL_SETTINGS__SHOULDER_OFFSET, social.getShoulderOffset(), 0);
        problems.within(social, SOCIAL_SETTINGS__PAIR_WALK_SLOWDOWN_COSINE, social.getPairWalkSlowdownCosine(), -1, 1);
        problems.atLeast(social, SOCIAL_SETTINGS__GLOBAL_INTEREST, social.getGlobalInterest(), 0);
        return null;
    }

    // ---------------------------------------------------------------- groups

    @Override
    public Boolean caseRelation(Relation relation) {
        problems.within(relation, RELATION__WEIGHT, relation.getWeight(), 0, 1);
        if (relation.getFrom() != null && relation.getFrom() == relation.getTo()) {
            problems.error(relation, RELATION__TO, "an agent cannot relate to itself");
        }
        if (relation.getFrom() != null && relation.getTo() != null) {
            for (Relation other : scenario.getRelations()) {
                if (other == relation) {
                    break;
                }
                if (other.getFrom() == relation.getFrom() && other.getTo() == relation.getTo()) {
                    problems.error(relation, RELATION__TO, "repeats the relation from '" + ElementPath.label(relation.getFrom(), -1)
                            + "' to '" + ElementPath.label(relation.getTo(), -1) + "' of " + ElementPath.of(other));
                }
            }
        }
        return null;
    }

    @Override
    public Boolean caseGroup(Group group) {
        problems.atLeastItems(group, GROUP__MEMBERS, group.getMembers().size(), 1, "member");
        problems.within(group, GROUP__MEMBER_WEIGHT, group.getMemberWeight(), 0, 1);
        problems.within(group, GROUP__LEADER_WEIGHT, group.getLeaderWeight(), 0, 1);
        for (Agent leader : group.getLeaders()) {
            if (!group.getMembers().contains(leader)) {
                problems.error(group, GROUP__LEADERS, "leader '" + ElementPath.label(leader, -1) + "' is not a member of the group");
            }
        }
        if (group.getFormation() != null && group.getMembers().size() == 1) {
            problems.error(group, GROUP__FORMATION, "a formation places members relative to each other; the group has one member");
        }
        return null;
    }

    @Override
    public Boolean caseGroupChangeEvent(GroupChangeEvent change) {
        for (Agent joining : change.getJoining()) {
            if (change.getLeaving().contains(joining)) {
                problems.error(change, GROUP_CHANGE_EVENT__LEAVING, "'" + ElementPath.label(joining, -1) + "' both joins and leaves the group");
            }
        }
        for (Agent leader : change.getLeaders()) {
            if (change.getLeaving().contains(leader)) {
                problems.error(change, GROUP_CHANGE_EVENT__LEADERS, "leader '" + ElementPath.label(leader, -1) + "' also leaves the group");
            }
        }
        Group group = change.getGroup();
        if (group != null) {
            for (Agent leaving : change.getLeaving()) {
                if (!group.getMembers().contains(leaving) && !earlierJoin(change, leaving)) {
                    problems.warning(change, GROUP_CHANGE_EVENT__LEAVING, "'" + ElementPath.label(leaving, -1) + "' is not a member of '"
                            + ElementPath.label(group, -1) + "' and joins it in no earlier event");
                }
            }
        }
        return null;
    }

    /** Whether an event before this one (in time) adds the agent to the same group. */
    private boolean earlierJoin(GroupChangeEvent change, Agent agent) {
        for (TimelineEvent event : scenario.getTimeline().getEvents()) {
            if (event instanceof GroupChangeEvent other && other != change && other.getGroup() == change.getGroup()
                    && (other.getJoining().contains(agent) || other.getLeaders().contains(agent)) && other.getTime() != null
                    && change.getTime() != null && other.getTime() < change.getTime()) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Boolean caseGroupParameters(GroupParameters parameters) {
        // VC paper Table 2 gives 1–45 as the range it tested; the bound of 64 keeps the solver's
        // per-agent lists, sized by these counts, within memory.
        problems.within(parameters, GROUP_PARAMETERS__CONNECTION_NEIGHBOURS, parameters.getConnectionNeighbours(), 1, 64);
        problems.within(parameters, GROUP_PARAMETERS__INTER_GROUP_CONNECTIONS, parameters.getInterGroupConnections(), 0, 64);
        problems.greaterThan(parameters, GROUP_PARAMETERS__MAX_GROUPING_DISTANCE, parameters.getMaxGroupingDistance(), 0);
        problems.greaterThan(parameters, GROUP_PARAMETERS__MIN_GROUPING_TIME, parameters.getMinGroupingTime(), 0);
        if (!(parameters.getTimeHorizon() >= parameters.getMinGroupingTime())) {
            problems.error(parameters, GROUP_PARAMETERS__TIME_HORIZON, "must be at least the minimum grouping time "
                    + Problems.format(parameters.getMinGroupingTime()) + " s (is " + Problems.format(parameters.getTimeHorizon()) + ")");
        }
        // VC paper §4.1: both weights stay below 1 so that collision avoidance dominates.
        problems.within(parameters, GROUP_PARAMETERS__GROUP_WEIGHT, parameters.getGroupWeight(), 0, 0.999);
        problems.within(parameters, GROUP_PARAMETERS__VELOCITY_WEIGHT, parameters.getVelocityWeight(), 0, 0.999);
        problems.atLeast(parameters, GROUP_PARAMETERS__DISTANCE_WEIGHT, parameters.getDistanceWeight(), 0);
        problems.greaterThan(parameters, GROUP_PARAMETERS__PREFERRED_DISTANCE, parameters.getPreferredDistance(), 0);
        return null;
    }

    // ---------------------------------------------------------------- anisotropic fields

    @Override
    public Boolean caseAnisotropicField(AnisotropicField field) {
        problems.greaterThan(field, ANISOTROPIC_FIELD__CELL_SIZE, field.getCellSize(), 0);
        problems.atLeast(field, ANISOTROPIC_FIELD__COLUMNS, field.getColumns(), 1);
        problems.atLeast(field, ANISOTROPIC_FIELD__ROWS, field.getRows(), 1);
        problems.atLeast(field, ANISOTROPIC_FIELD__DIRECTION_BINS, field.getDirectionBins(), 2);
        problems.atLeast(field, ANISOTROPIC_FIELD__INERTIA, field.getInertia(), 0);
        problems.atLeast(field, ANISOTROPIC_FIELD__ACCELERATION, field.getAcceleration(), 0);
        problems.within(field, ANISOTROPIC_FIELD__SPEED_RELAXATION, field.getSpeedRelaxation(), 0, 1);
        BakedGrid distributions = field.getDistributions();
        if (distributions != null) {
            if (distributions.getColumns() != field.getColumns() || distributions.getRows() != field.getRows()) {
                problems.error(distributions, BAKED_GRID__COLUMNS, "is " + distributions.getColumns() + " × " + distributions.getRows()
                        + " but the field is " + field.getColumns() + " × " + field.getRows() + " cells");
            }
            for (int i = 0; i < distributions.getCells().size(); i++) {
                for (String cell : distributions.getCells().get(i).split(";", -1)) {
                    if (!cell.isBlank() && cell.trim().split("\\s+").length != field.getDirectionBins()) {
                        problems.error(distributions, BAKED_GRID__CELLS, "row " + i + " has a cell with "
                                + cell.trim().split("\\s+").length + " probabilities but the field has " + field.getDirectionBins() + " direction bins");
                        return null;
                    }
                }
            }
        }
        return null;
    }

    @Override
    public Boolean caseBrushStroke(BrushStroke stroke) {
        problems.atLeastItems(stroke, BRUSH_STROKE__POINTS, stroke.getPoints().size(), 2, "points");
        problems.within(stroke, BRUSH_STROKE__WEIGHT, stroke.getWeight(), 0, 1);
        problems.greaterThan(stroke, BRUSH_STROKE__RANGE, stroke.getRange(), 0);
        problems.greaterThan(stroke, BRUSH_STROKE__FALLOFF, stroke.getFalloff(), 0);
        return null;
    }

    // ---------------------------------------------------------------- timeline

    @Override
    public Boolean caseParameterCurve(ParameterCurve curve) {
        problems.atLeastItems(curve, PARAMETER_CURVE__KEYS, curve.getKeys().size(), 1, "key");
        for (int i = 1; i < curve.getKeys().size(); i++) {
            if (!(curve.getKeys().get(i).getTime() > curve.getKeys().get(i - 1).getTime())) {
                problems.error(curve.getKeys().get(i), TIME_KEY__TIME, "keys must be in strictly increasing time: "
                        + Problems.format(curve.getKeys().get(i).getTime()) + " s follows " + Problems.format(curve.getKeys().get(i - 1).getTime()) + " s");
            }
        }
        return null;
    }

    @Override
    public Boolean caseFireAlarmEvent(FireAlarmEvent alarm) {
        problems.atLeast(alarm, FIRE_ALARM_EVENT__GLOBAL_INTEREST, alarm.getGlobalInterest(), 0);
        boolean anyExit = scenario.getEnvironment() != null
                && scenario.getEnvironment().getPlaces().stream().anyMatch(place -> place.getKind() == PlaceKind.EXIT);
        if (!anyExit) {
            problems.error(alarm, null, "a fire alarm sends everyone to the nearest exit, but the environment has no place of kind EXIT");
        }
        return null;
    }

    @Override
    public Boolean caseSetGlobalInterestEvent(SetGlobalInterestEvent event) {
        problems.atLeast(event, SET_GLOBAL_INTEREST_EVENT__VALUE, event.getValue(), 0);
        return null;
    }

    @Override
    public Boolean caseTimelineEvent(TimelineEvent event) {
        if (event.getTime() != null) {
            problems.atLeast(event, TIMELINE_EVENT__TIME, event.getTime(), 0);
        }
        return null;
    }

    @Override
    public Boolean caseParameterValue(ParameterValue value) {
        return null;
    }

    @Override
    public Boolean caseDistribution(Distribution distribution) {
        return null;
    }

    // ---------------------------------------------------------------- helpers

    private List<Obstacle> obstacles() {
        return scenario.getEnvironment() == null ? List.of() : scenario.getEnvironment().getObstacles();
    }

    private Environment bounds() {
        Environment environment = scenario.getEnvironment();
        return environment == null || environment.getMin() == null || environment.getMax() == null ? null : environment;
    }

    private boolean inBounds(double x, double y) {
        Environment environment = bounds();
        return environment == null || (x >= environment.getMin().getX() && x <= environment.getMax().getX()
                && y >= environment.getMin().getY() && y <= environment.getMax().getY());
    }

    private void requireInBounds(EObject element, org.eclipse.emf.ecore.EStructuralFeature feature, double x, double y) {
        if (!inBounds(x, y)) {
            problems.error(element, feature, "(" + Problems.format(x) + ", " + Problems.format(y) + ") is outside the environment bounds");
        }
    }
}
