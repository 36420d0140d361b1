/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import org.crowdstudio.model.scenario.*;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;

import org.eclipse.emf.ecore.impl.EFactoryImpl;

import org.eclipse.emf.ecore.plugin.EcorePlugin;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model <b>Factory</b>.
 * <!-- end-user-doc -->
 * @generated
 */
public class ScenarioFactoryImpl extends EFactoryImpl implements ScenarioFactory {
	/**
	 * Creates the default factory implementation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static ScenarioFactory init() {
		try {
			ScenarioFactory theScenarioFactory = (ScenarioFactory)EPackage.Registry.INSTANCE.getEFactory(ScenarioPackage.eNS_URI);
			if (theScenarioFactory != null) {
				return theScenarioFactory;
			}
		}
		catch (Exception exception) {
			EcorePlugin.INSTANCE.log(exception);
		}
		return new ScenarioFactoryImpl();
	}

	/**
	 * Creates an instance of the factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public ScenarioFactoryImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EObject create(EClass eClass) {
		switch (eClass.getClassifierID()) {
			case ScenarioPackage.VECTOR2: return createVector2();
			case ScenarioPackage.SCENARIO: return createScenario();
			case ScenarioPackage.SIMULATION_SETTINGS: return createSimulationSettings();
			case ScenarioPackage.ENVIRONMENT: return createEnvironment();
			case ScenarioPackage.OBSTACLE: return createObstacle();
			case ScenarioPackage.WAYPOINT: return createWaypoint();
			case ScenarioPackage.REGION: return createRegion();
			case ScenarioPackage.BEHAVIOUR_PROFILE: return createBehaviourProfile();
			case ScenarioPackage.STEERING_PIPELINE: return createSteeringPipeline();
			case ScenarioPackage.ALGORITHM_SETTINGS: return createAlgorithmSettings();
			case ScenarioPackage.VELOCITY_SOURCE: return createVelocitySource();
			case ScenarioPackage.REAL_PARAMETER: return createRealParameter();
			case ScenarioPackage.INTEGER_PARAMETER: return createIntegerParameter();
			case ScenarioPackage.BOOLEAN_PARAMETER: return createBooleanParameter();
			case ScenarioPackage.TEXT_PARAMETER: return createTextParameter();
			case ScenarioPackage.CONTACT_FORCES: return createContactForces();
			case ScenarioPackage.AGENT: return createAgent();
			case ScenarioPackage.POPULATION: return createPopulation();
			case ScenarioPackage.CONSTANT_DISTRIBUTION: return createConstantDistribution();
			case ScenarioPackage.UNIFORM_DISTRIBUTION: return createUniformDistribution();
			case ScenarioPackage.NORMAL_DISTRIBUTION: return createNormalDistribution();
			case ScenarioPackage.VON_MISES_DISTRIBUTION: return createVonMisesDistribution();
			case ScenarioPackage.MIXTURE_DISTRIBUTION: return createMixtureDistribution();
			case ScenarioPackage.MIXTURE_COMPONENT: return createMixtureComponent();
			case ScenarioPackage.INTERACTION_FIELD: return createInteractionField();
			case ScenarioPackage.RECTANGLE_DOMAIN: return createRectangleDomain();
			case ScenarioPackage.DISK_DOMAIN: return createDiskDomain();
			case ScenarioPackage.KEYFRAME: return createKeyframe();
			case ScenarioPackage.SKETCH: return createSketch();
			case ScenarioPackage.GUIDE_CURVE: return createGuideCurve();
			case ScenarioPackage.ZERO_POLYGON: return createZeroPolygon();
			case ScenarioPackage.ZERO_CELLS: return createZeroCells();
			case ScenarioPackage.SKETCH_OBJECT: return createSketchObject();
			case ScenarioPackage.BAKED_GRID: return createBakedGrid();
			case ScenarioPackage.FIELD_BINDING: return createFieldBinding();
			case ScenarioPackage.TIME_WINDOW_RULE: return createTimeWindowRule();
			case ScenarioPackage.ENTER_FIELD_RULE: return createEnterFieldRule();
			case ScenarioPackage.SOCIAL_SETTINGS: return createSocialSettings();
			case ScenarioPackage.SOCIAL_TRAITS: return createSocialTraits();
			case ScenarioPackage.RELATION: return createRelation();
			case ScenarioPackage.FORMATION_CONSTRAINT: return createFormationConstraint();
			case ScenarioPackage.GROUP: return createGroup();
			case ScenarioPackage.GROUP_PARAMETERS: return createGroupParameters();
			case ScenarioPackage.ANISOTROPIC_FIELD: return createAnisotropicField();
			case ScenarioPackage.BRUSH_STROKE: return createBrushStroke();
			case ScenarioPackage.TRAJECTORY_SET: return createTrajectorySet();
			case ScenarioPackage.TRAJECTORY: return createTrajectory();
			case ScenarioPackage.TIMELINE: return createTimeline();
			case ScenarioPackage.PARAMETER_CURVE: return createParameterCurve();
			case ScenarioPackage.TIME_KEY: return createTimeKey();
			case ScenarioPackage.SET_GLOBAL_INTEREST_EVENT: return createSetGlobalInterestEvent();
			case ScenarioPackage.FIRE_ALARM_EVENT: return createFireAlarmEvent();
			case ScenarioPackage.ALL_CLEAR_EVENT: return createAllClearEvent();
			case ScenarioPackage.GROUP_CHANGE_EVENT: return createGroupChangeEvent();
			default:
				throw new IllegalArgumentException("The class '" + eClass.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object createFromString(EDataType eDataType, String initialValue) {
		switch (eDataType.getClassifierID()) {
			case ScenarioPackage.PLACE_KIND:
				return createPlaceKindFromString(eDataType, initialValue);
			case ScenarioPackage.VELOCITY_COMBINATION:
				return createVelocityCombinationFromString(eDataType, initialValue);
			case ScenarioPackage.GOAL_RULE:
				return createGoalRuleFromString(eDataType, initialValue);
			case ScenarioPackage.FIELD_KIND:
				return createFieldKindFromString(eDataType, initialValue);
			case ScenarioPackage.FIELD_PARAMETER:
				return createFieldParameterFromString(eDataType, initialValue);
			case ScenarioPackage.CURVE_STYLE:
				return createCurveStyleFromString(eDataType, initialValue);
			case ScenarioPackage.OBJECT_SHAPE:
				return createObjectShapeFromString(eDataType, initialValue);
			case ScenarioPackage.FORMATION_KIND:
				return createFormationKindFromString(eDataType, initialValue);
			default:
				throw new IllegalArgumentException("The datatype '" + eDataType.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String convertToString(EDataType eDataType, Object instanceValue) {
		switch (eDataType.getClassifierID()) {
			case ScenarioPackage.PLACE_KIND:
				return convertPlaceKindToString(eDataType, instanceValue);
			case ScenarioPackage.VELOCITY_COMBINATION:
				return convertVelocityCombinationToString(eDataType, instanceValue);
			case ScenarioPackage.GOAL_RULE:
				return convertGoalRuleToString(eDataType, instanceValue);
			case ScenarioPackage.FIELD_KIND:
				return convertFieldKindToString(eDataType, instanceValue);
			case ScenarioPackage.FIELD_PARAMETER:
				return convertFieldParameterToString(eDataType, instanceValue);
			case ScenarioPackage.CURVE_STYLE:
				return convertCurveStyleToString(eDataType, instanceValue);
			case ScenarioPackage.OBJECT_SHAPE:
				return convertObjectShapeToString(eDataType, instanceValue);
			case ScenarioPackage.FORMATION_KIND:
				return convertFormationKindToString(eDataType, instanceValue);
			default:
				throw new IllegalArgumentException("The datatype '" + eDataType.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Vector2 createVector2() {
		Vector2Impl vector2 = new Vector2Impl();
		return vector2;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Scenario createScenario() {
		ScenarioImpl scenario = new ScenarioImpl();
		return scenario;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SimulationSettings createSimulationSettings() {
		SimulationSettingsImpl simulationSettings = new SimulationSettingsImpl();
		return simulationSettings;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Environment createEnvironment() {
		EnvironmentImpl environment = new EnvironmentImpl();
		return environment;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Obstacle createObstacle() {
		ObstacleImpl obstacle = new ObstacleImpl();
		return obstacle;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Waypoint createWaypoint() {
		WaypointImpl waypoint = new WaypointImpl();
		return waypoint;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Region createRegion() {
		RegionImpl region = new RegionImpl();
		return region;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public BehaviourProfile createBehaviourProfile() {
		BehaviourProfileImpl behaviourProfile = new BehaviourProfileImpl();
		return behaviourProfile;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SteeringPipeline createSteeringPipeline() {
		SteeringPipelineImpl steeringPipeline = new SteeringPipelineImpl();
		return steeringPipeline;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public AlgorithmSettings createAlgorithmSettings() {
		AlgorithmSettingsImpl algorithmSettings = new AlgorithmSettingsImpl();
		return algorithmSettings;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public VelocitySource createVelocitySource() {
		VelocitySourceImpl velocitySource = new VelocitySourceImpl();
		return velocitySource;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RealParameter createRealParameter() {
		RealParameterImpl realParameter = new RealParameterImpl();
		return realParameter;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public IntegerParameter createIntegerParameter() {
		IntegerParameterImpl integerParameter = new IntegerParameterImpl();
		return integerParameter;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public BooleanParameter createBooleanParameter() {
		BooleanParameterImpl booleanParameter = new BooleanParameterImpl();
		return booleanParameter;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TextParameter createTextParameter() {
		TextParameterImpl textParameter = new TextParameterImpl();
		return textParameter;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ContactForces createContactForces() {
		ContactForcesImpl contactForces = new ContactForcesImpl();
		return contactForces;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Agent createAgent() {
		AgentImpl agent = new AgentImpl();
		return agent;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Population createPopulation() {
		PopulationImpl population = new PopulationImpl();
		return population;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ConstantDistribution createConstantDistribution() {
		ConstantDistributionImpl constantDistribution = new ConstantDistributionImpl();
		return constantDistribution;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public UniformDistribution createUniformDistribution() {
		UniformDistributionImpl uniformDistribution = new UniformDistributionImpl();
		return uniformDistribution;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NormalDistribution createNormalDistribution() {
		NormalDistributionImpl normalDistribution = new NormalDistributionImpl();
		return normalDistribution;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public VonMisesDistribution createVonMisesDistribution() {
		VonMisesDistributionImpl vonMisesDistribution = new VonMisesDistributionImpl();
		return vonMisesDistribution;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public MixtureDistribution createMixtureDistribution() {
		MixtureDistributionImpl mixtureDistribution = new MixtureDistributionImpl();
		return mixtureDistribution;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public MixtureComponent createMixtureComponent() {
		MixtureComponentImpl mixtureComponent = new MixtureComponentImpl();
		return mixtureComponent;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public InteractionField createInteractionField() {
		InteractionFieldImpl interactionField = new InteractionFieldImpl();
		return interactionField;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RectangleDomain createRectangleDomain() {
		RectangleDomainImpl rectangleDomain = new RectangleDomainImpl();
		return rectangleDomain;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public DiskDomain createDiskDomain() {
		DiskDomainImpl diskDomain = new DiskDomainImpl();
		return diskDomain;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Keyframe createKeyframe() {
		KeyframeImpl keyframe = new KeyframeImpl();
		return keyframe;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Sketch createSketch() {
		SketchImpl sketch = new SketchImpl();
		return sketch;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public GuideCurve createGuideCurve() {
		GuideCurveImpl guideCurve = new GuideCurveImpl();
		return guideCurve;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ZeroPolygon createZeroPolygon() {
		ZeroPolygonImpl zeroPolygon = new ZeroPolygonImpl();
		return zeroPolygon;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ZeroCells createZeroCells() {
		ZeroCellsImpl zeroCells = new ZeroCellsImpl();
		return zeroCells;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SketchObject createSketchObject() {
		SketchObjectImpl sketchObject = new SketchObjectImpl();
		return sketchObject;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public BakedGrid createBakedGrid() {
		BakedGridImpl bakedGrid = new BakedGridImpl();
		return bakedGrid;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public FieldBinding createFieldBinding() {
		FieldBindingImpl fieldBinding = new FieldBindingImpl();
		return fieldBinding;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TimeWindowRule createTimeWindowRule() {
		TimeWindowRuleImpl timeWindowRule = new TimeWindowRuleImpl();
		return timeWindowRule;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EnterFieldRule createEnterFieldRule() {
		EnterFieldRuleImpl enterFieldRule = new EnterFieldRuleImpl();
		return enterFieldRule;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SocialSettings createSocialSettings() {
		SocialSettingsImpl socialSettings = new SocialSettingsImpl();
		return socialSettings;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SocialTraits createSocialTraits() {
		SocialTraitsImpl socialTraits = new SocialTraitsImpl();
		return socialTraits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Relation createRelation() {
		RelationImpl relation = new RelationImpl();
		return relation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public FormationConstraint createFormationConstraint() {
		FormationConstraintImpl formationConstraint = new FormationConstraintImpl();
		return formationConstraint;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Group createGroup() {
		GroupImpl group = new GroupImpl();
		return group;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public GroupParameters createGroupParameters() {
		GroupParametersImpl groupParameters = new GroupParametersImpl();
		return groupParameters;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public AnisotropicField createAnisotropicField() {
		AnisotropicFieldImpl anisotropicField = new AnisotropicFieldImpl();
		return anisotropicField;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public BrushStroke createBrushStroke() {
		BrushStrokeImpl brushStroke = new BrushStrokeImpl();
		return brushStroke;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TrajectorySet createTrajectorySet() {
		TrajectorySetImpl trajectorySet = new TrajectorySetImpl();
		return trajectorySet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Trajectory createTrajectory() {
		TrajectoryImpl trajectory = new TrajectoryImpl();
		return trajectory;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Timeline createTimeline() {
		TimelineImpl timeline = new TimelineImpl();
		return timeline;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ParameterCurve createParameterCurve() {
		ParameterCurveImpl parameterCurve = new ParameterCurveImpl();
		return parameterCurve;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TimeKey createTimeKey() {
		TimeKeyImpl timeKey = new TimeKeyImpl();
		return timeKey;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SetGlobalInterestEvent createSetGlobalInterestEvent() {
		SetGlobalInterestEventImpl setGlobalInterestEvent = new SetGlobalInterestEventImpl();
		return setGlobalInterestEvent;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public FireAlarmEvent createFireAlarmEvent() {
		FireAlarmEventImpl fireAlarmEvent = new FireAlarmEventImpl();
		return fireAlarmEvent;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public AllClearEvent createAllClearEvent() {
		AllClearEventImpl allClearEvent = new AllClearEventImpl();
		return allClearEvent;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public GroupChangeEvent createGroupChangeEvent() {
		GroupChangeEventImpl groupChangeEvent = new GroupChangeEventImpl();
		return groupChangeEvent;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public PlaceKind createPlaceKindFromString(EDataType eDataType, String initialValue) {
		PlaceKind result = PlaceKind.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertPlaceKindToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public VelocityCombination createVelocityCombinationFromString(EDataType eDataType, String initialValue) {
		VelocityCombination result = VelocityCombination.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertVelocityCombinationToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public GoalRule createGoalRuleFromString(EDataType eDataType, String initialValue) {
		GoalRule result = GoalRule.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertGoalRuleToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public FieldKind createFieldKindFromString(EDataType eDataType, String initialValue) {
		FieldKind result = FieldKind.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertFieldKindToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public FieldParameter createFieldParameterFromString(EDataType eDataType, String initialValue) {
		FieldParameter result = FieldParameter.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertFieldParameterToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public CurveStyle createCurveStyleFromString(EDataType eDataType, String initialValue) {
		CurveStyle result = CurveStyle.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertCurveStyleToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public ObjectShape createObjectShapeFromString(EDataType eDataType, String initialValue) {
		ObjectShape result = ObjectShape.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertObjectShapeToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public FormationKind createFormationKindFromString(EDataType eDataType, String initialValue) {
		FormationKind result = FormationKind.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertFormationKindToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ScenarioPackage getScenarioPackage() {
		return (ScenarioPackage)getEPackage();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @deprecated
	 * @generated
	 */
	@Deprecated
	public static ScenarioPackage getPackage() {
		return ScenarioPackage.eINSTANCE;
	}

} //ScenarioFactoryImpl
