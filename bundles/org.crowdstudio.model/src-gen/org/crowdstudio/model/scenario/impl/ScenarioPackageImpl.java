/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import org.crowdstudio.model.scenario.ActivationRule;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.model.scenario.AllClearEvent;
import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.model.scenario.BakedGrid;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.BooleanParameter;
import org.crowdstudio.model.scenario.BrushStroke;
import org.crowdstudio.model.scenario.ConstantDistribution;
import org.crowdstudio.model.scenario.ContactForces;
import org.crowdstudio.model.scenario.CurveStyle;
import org.crowdstudio.model.scenario.DiskDomain;
import org.crowdstudio.model.scenario.Distribution;
import org.crowdstudio.model.scenario.Domain;
import org.crowdstudio.model.scenario.EnterFieldRule;
import org.crowdstudio.model.scenario.Environment;
import org.crowdstudio.model.scenario.FieldBinding;
import org.crowdstudio.model.scenario.FieldEmitter;
import org.crowdstudio.model.scenario.FieldKind;
import org.crowdstudio.model.scenario.FieldParameter;
import org.crowdstudio.model.scenario.FieldReceiver;
import org.crowdstudio.model.scenario.FireAlarmEvent;
import org.crowdstudio.model.scenario.FormationConstraint;
import org.crowdstudio.model.scenario.FormationKind;
import org.crowdstudio.model.scenario.GoalRule;
import org.crowdstudio.model.scenario.GraphNode;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.GroupChangeEvent;
import org.crowdstudio.model.scenario.GroupParameters;
import org.crowdstudio.model.scenario.GuideCurve;
import org.crowdstudio.model.scenario.Identified;
import org.crowdstudio.model.scenario.IntegerParameter;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.Keyframe;
import org.crowdstudio.model.scenario.LinkTarget;
import org.crowdstudio.model.scenario.MixtureComponent;
import org.crowdstudio.model.scenario.MixtureDistribution;
import org.crowdstudio.model.scenario.Named;
import org.crowdstudio.model.scenario.NormalDistribution;
import org.crowdstudio.model.scenario.ObjectShape;
import org.crowdstudio.model.scenario.Obstacle;
import org.crowdstudio.model.scenario.ParameterCurve;
import org.crowdstudio.model.scenario.ParameterValue;
import org.crowdstudio.model.scenario.Place;
import org.crowdstudio.model.scenario.PlaceKind;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.RealParameter;
import org.crowdstudio.model.scenario.RectangleDomain;
import org.crowdstudio.model.scenario.Region;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.SetGlobalInterestEvent;
import org.crowdstudio.model.scenario.SimulationSettings;
import org.crowdstudio.model.scenario.Sketch;
import org.crowdstudio.model.scenario.SketchObject;
import org.crowdstudio.model.scenario.SocialSettings;
import org.crowdstudio.model.scenario.SocialTraits;
import org.crowdstudio.model.scenario.SteeringPipeline;
import org.crowdstudio.model.scenario.TextParameter;
import org.crowdstudio.model.scenario.TimeKey;
import org.crowdstudio.model.scenario.TimeWindowRule;
import org.crowdstudio.model.scenario.Timeline;
import org.crowdstudio.model.scenario.TimelineEvent;
import org.crowdstudio.model.scenario.Trajectory;
import org.crowdstudio.model.scenario.TrajectorySet;
import org.crowdstudio.model.scenario.UniformDistribution;
import org.crowdstudio.model.scenario.Vector2;
import org.crowdstudio.model.scenario.VelocityCombination;
import org.crowdstudio.model.scenario.VelocitySource;
import org.crowdstudio.model.scenario.VonMisesDistribution;
import org.crowdstudio.model.scenario.Waypoint;
import org.crowdstudio.model.scenario.ZeroArea;
import org.crowdstudio.model.scenario.ZeroCells;
import org.crowdstudio.model.scenario.ZeroPolygon;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

import org.eclipse.emf.ecore.impl.EPackageImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model <b>Package</b>.
 * <!-- end-user-doc -->
 * @generated
 */
public class ScenarioPackageImpl extends EPackageImpl implements ScenarioPackage {
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass identifiedEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass namedEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass fieldEmitterEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass fieldReceiverEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass linkTargetEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass graphNodeEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass vector2EClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass scenarioEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass simulationSettingsEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass environmentEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass obstacleEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass placeEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass waypointEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass regionEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass behaviourProfileEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass steeringPipelineEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass algorithmSettingsEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass velocitySourceEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass parameterValueEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass realParameterEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass integerParameterEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass booleanParameterEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass textParameterEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass contactForcesEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass agentEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass populationEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass distributionEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass constantDistributionEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass uniformDistributionEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass normalDistributionEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass vonMisesDistributionEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass mixtureDistributionEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass mixtureComponentEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass interactionFieldEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass domainEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass rectangleDomainEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass diskDomainEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass keyframeEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass sketchEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass guideCurveEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass zeroAreaEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass zeroPolygonEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass zeroCellsEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass sketchObjectEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass bakedGridEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass fieldBindingEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass activationRuleEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass timeWindowRuleEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass enterFieldRuleEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass socialSettingsEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass socialTraitsEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass relationEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass formationConstraintEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass groupEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass groupParametersEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass anisotropicFieldEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass brushStrokeEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass trajectorySetEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass trajectoryEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass timelineEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass parameterCurveEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass timeKeyEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass timelineEventEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass setGlobalInterestEventEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass fireAlarmEventEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass allClearEventEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass groupChangeEventEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum placeKindEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum velocityCombinationEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum goalRuleEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum fieldKindEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum fieldParameterEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum curveStyleEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum objectShapeEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum formationKindEEnum = null;

	/**
	 * Creates an instance of the model <b>Package</b>, registered with
	 * {@link org.eclipse.emf.ecore.EPackage.Registry EPackage.Registry} by the package
	 * package URI value.
	 * <p>Note: the correct way to create the package is via the static
	 * factory method {@link #init init()}, which also performs
	 * initialization of the package, or returns the registered package,
	 * if one already exists.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.eclipse.emf.ecore.EPackage.Registry
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#eNS_URI
	 * @see #init()
	 * @generated
	 */
	private ScenarioPackageImpl() {
		super(eNS_URI, ScenarioFactory.eINSTANCE);
	}
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static boolean isInited = false;

	/**
	 * Creates, registers, and initializes the <b>Package</b> for this model, and for any others upon which it depends.
	 *
	 * <p>This method is used to initialize {@link ScenarioPackage#eINSTANCE} when that field is accessed.
	 * Clients should not invoke it directly. Instead, they should simply access that field to obtain the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #eNS_URI
	 * @see #createPackageContents()
	 * @see #initializePackageContents()
	 * @generated
	 */
	public static ScenarioPackage init() {
		if (isInited) return (ScenarioPackage)EPackage.Registry.INSTANCE.getEPackage(ScenarioPackage.eNS_URI);

		// Obtain or create and register package
		Object registeredScenarioPackage = EPackage.Registry.INSTANCE.get(eNS_URI);
		ScenarioPackageImpl theScenarioPackage = registeredScenarioPackage instanceof ScenarioPackageImpl ? (ScenarioPackageImpl)registeredScenarioPackage : new ScenarioPackageImpl();

		isInited = true;

		// Create package meta-data objects
		theScenarioPackage.createPackageContents();

		// Initialize created meta-data
		theScenarioPackage.initializePackageContents();

		// Mark meta-data to indicate it can't be changed
		theScenarioPackage.freeze();

		// Update the registry and return the package
		EPackage.Registry.INSTANCE.put(ScenarioPackage.eNS_URI, theScenarioPackage);
		return theScenarioPackage;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getIdentified() {
		return identifiedEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIdentified_Id() {
		return (EAttribute)identifiedEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getNamed() {
		return namedEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNamed_Name() {
		return (EAttribute)namedEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNamed_Description() {
		return (EAttribute)namedEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getFieldEmitter() {
		return fieldEmitterEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getFieldReceiver() {
		return fieldReceiverEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getLinkTarget() {
		return linkTargetEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getGraphNode() {
		return graphNodeEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGraphNode_GraphPin() {
		return (EReference)graphNodeEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getVector2() {
		return vector2EClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getVector2_X() {
		return (EAttribute)vector2EClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getVector2_Y() {
		return (EAttribute)vector2EClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getScenario() {
		return scenarioEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScenario_FormatVersion() {
		return (EAttribute)scenarioEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Settings() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Environment() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Profiles() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Agents() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Populations() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Fields() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_FieldBindings() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_ActivationRules() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Social() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Relations() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Groups() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_AnisotropicFields() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Timeline() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSimulationSettings() {
		return simulationSettingsEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSimulationSettings_TimeStep() {
		return (EAttribute)simulationSettingsEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSimulationSettings_Duration() {
		return (EAttribute)simulationSettingsEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSimulationSettings_RandomSeed() {
		return (EAttribute)simulationSettingsEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSimulationSettings_ThreadCount() {
		return (EAttribute)simulationSettingsEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getEnvironment() {
		return environmentEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getEnvironment_Min() {
		return (EReference)environmentEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getEnvironment_Max() {
		return (EReference)environmentEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getEnvironment_Obstacles() {
		return (EReference)environmentEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getEnvironment_Places() {
		return (EReference)environmentEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getObstacle() {
		return obstacleEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getObstacle_Orientation() {
		return (EAttribute)obstacleEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getObstacle_Vertices() {
		return (EReference)obstacleEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getPlace() {
		return placeEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPlace_Kind() {
		return (EAttribute)placeEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getWaypoint() {
		return waypointEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWaypoint_ArrivalRadius() {
		return (EAttribute)waypointEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getWaypoint_Position() {
		return (EReference)waypointEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRegion() {
		return regionEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRegion_Vertices() {
		return (EReference)regionEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getBehaviourProfile() {
		return behaviourProfileEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getBehaviourProfile_Radius() {
		return (EAttribute)behaviourProfileEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getBehaviourProfile_Mass() {
		return (EAttribute)behaviourProfileEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getBehaviourProfile_PreferredSpeed() {
		return (EAttribute)behaviourProfileEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getBehaviourProfile_MaxSpeed() {
		return (EAttribute)behaviourProfileEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getBehaviourProfile_Color() {
		return (EAttribute)behaviourProfileEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getBehaviourProfile_Pipeline() {
		return (EReference)behaviourProfileEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getBehaviourProfile_SocialTraits() {
		return (EReference)behaviourProfileEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getBehaviourProfile_GroupParameters() {
		return (EReference)behaviourProfileEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSteeringPipeline() {
		return steeringPipelineEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSteeringPipeline_Combination() {
		return (EAttribute)steeringPipelineEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSteeringPipeline_WaypointModifiers() {
		return (EReference)steeringPipelineEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSteeringPipeline_VelocitySources() {
		return (EReference)steeringPipelineEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSteeringPipeline_VelocitySolver() {
		return (EReference)steeringPipelineEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSteeringPipeline_ContactForces() {
		return (EReference)steeringPipelineEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSteeringPipeline_Orientation() {
		return (EReference)steeringPipelineEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getAlgorithmSettings() {
		return algorithmSettingsEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAlgorithmSettings_AlgorithmId() {
		return (EAttribute)algorithmSettingsEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getAlgorithmSettings_Parameters() {
		return (EReference)algorithmSettingsEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getVelocitySource() {
		return velocitySourceEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getVelocitySource_Weight() {
		return (EAttribute)velocitySourceEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getParameterValue() {
		return parameterValueEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getParameterValue_Key() {
		return (EAttribute)parameterValueEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRealParameter() {
		return realParameterEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRealParameter_Value() {
		return (EAttribute)realParameterEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getIntegerParameter() {
		return integerParameterEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getIntegerParameter_Value() {
		return (EAttribute)integerParameterEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getBooleanParameter() {
		return booleanParameterEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getBooleanParameter_Value() {
		return (EAttribute)booleanParameterEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTextParameter() {
		return textParameterEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTextParameter_Value() {
		return (EAttribute)textParameterEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getContactForces() {
		return contactForcesEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getContactForces_AgentStiffness() {
		return (EAttribute)contactForcesEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getContactForces_ObstacleStiffness() {
		return (EAttribute)contactForcesEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getAgent() {
		return agentEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAgent_Orientation() {
		return (EAttribute)agentEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAgent_LoopGoals() {
		return (EAttribute)agentEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAgent_FriendshipAngle() {
		return (EAttribute)agentEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAgent_Mood() {
		return (EAttribute)agentEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAgent_PreferredSpeed() {
		return (EAttribute)agentEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getAgent_Profile() {
		return (EReference)agentEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getAgent_Position() {
		return (EReference)agentEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getAgent_Goals() {
		return (EReference)agentEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getPopulation() {
		return populationEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPopulation_Count() {
		return (EAttribute)populationEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPopulation_GoalRule() {
		return (EAttribute)populationEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPopulation_SeedOffset() {
		return (EAttribute)populationEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPopulation_Profile() {
		return (EReference)populationEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPopulation_SpawnRegion() {
		return (EReference)populationEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPopulation_Goals() {
		return (EReference)populationEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPopulation_Orientation() {
		return (EReference)populationEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPopulation_PreferredSpeed() {
		return (EReference)populationEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPopulation_SocialTraits() {
		return (EReference)populationEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getDistribution() {
		return distributionEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getConstantDistribution() {
		return constantDistributionEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getConstantDistribution_Value() {
		return (EAttribute)constantDistributionEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getUniformDistribution() {
		return uniformDistributionEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUniformDistribution_Min() {
		return (EAttribute)uniformDistributionEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getUniformDistribution_Max() {
		return (EAttribute)uniformDistributionEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getNormalDistribution() {
		return normalDistributionEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNormalDistribution_Mean() {
		return (EAttribute)normalDistributionEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNormalDistribution_StandardDeviation() {
		return (EAttribute)normalDistributionEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNormalDistribution_Min() {
		return (EAttribute)normalDistributionEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNormalDistribution_Max() {
		return (EAttribute)normalDistributionEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getVonMisesDistribution() {
		return vonMisesDistributionEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getVonMisesDistribution_Mean() {
		return (EAttribute)vonMisesDistributionEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getVonMisesDistribution_Concentration() {
		return (EAttribute)vonMisesDistributionEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getMixtureDistribution() {
		return mixtureDistributionEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getMixtureDistribution_Components() {
		return (EReference)mixtureDistributionEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getMixtureComponent() {
		return mixtureComponentEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getMixtureComponent_Weight() {
		return (EAttribute)mixtureComponentEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getMixtureComponent_Distribution() {
		return (EReference)mixtureComponentEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getInteractionField() {
		return interactionFieldEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getInteractionField_Kind() {
		return (EAttribute)interactionFieldEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getInteractionField_Parameter() {
		return (EAttribute)interactionFieldEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getInteractionField_GridColumns() {
		return (EAttribute)interactionFieldEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getInteractionField_GridRows() {
		return (EAttribute)interactionFieldEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getInteractionField_IdwPower() {
		return (EAttribute)interactionFieldEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getInteractionField_SamplingStep() {
		return (EAttribute)interactionFieldEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getInteractionField_BorderFalloff() {
		return (EAttribute)interactionFieldEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getInteractionField_Domain() {
		return (EReference)interactionFieldEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getInteractionField_Keyframes() {
		return (EReference)interactionFieldEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getDomain() {
		return domainEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getDomain_Center() {
		return (EReference)domainEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRectangleDomain() {
		return rectangleDomainEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRectangleDomain_Width() {
		return (EAttribute)rectangleDomainEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRectangleDomain_Height() {
		return (EAttribute)rectangleDomainEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getDiskDomain() {
		return diskDomainEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDiskDomain_Radius() {
		return (EAttribute)diskDomainEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getKeyframe() {
		return keyframeEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getKeyframe_ParameterValue() {
		return (EAttribute)keyframeEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getKeyframe_Domain() {
		return (EReference)keyframeEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getKeyframe_Sketch() {
		return (EReference)keyframeEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getKeyframe_BakedGrid() {
		return (EReference)keyframeEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSketch() {
		return sketchEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSketch_GuideCurves() {
		return (EReference)sketchEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSketch_ZeroAreas() {
		return (EReference)sketchEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSketch_SourceObject() {
		return (EReference)sketchEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSketch_ReferenceObjects() {
		return (EReference)sketchEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getGuideCurve() {
		return guideCurveEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGuideCurve_Style() {
		return (EAttribute)guideCurveEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGuideCurve_Magnitude() {
		return (EAttribute)guideCurveEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGuideCurve_InfluenceDistance() {
		return (EAttribute)guideCurveEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGuideCurve_Points() {
		return (EReference)guideCurveEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getZeroArea() {
		return zeroAreaEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getZeroPolygon() {
		return zeroPolygonEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getZeroPolygon_Vertices() {
		return (EReference)zeroPolygonEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getZeroCells() {
		return zeroCellsEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getZeroCells_Rows() {
		return (EAttribute)zeroCellsEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSketchObject() {
		return sketchObjectEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSketchObject_Name() {
		return (EAttribute)sketchObjectEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSketchObject_Shape() {
		return (EAttribute)sketchObjectEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSketchObject_Radius() {
		return (EAttribute)sketchObjectEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSketchObject_Center() {
		return (EReference)sketchObjectEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSketchObject_Vertices() {
		return (EReference)sketchObjectEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getBakedGrid() {
		return bakedGridEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getBakedGrid_Columns() {
		return (EAttribute)bakedGridEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getBakedGrid_Rows() {
		return (EAttribute)bakedGridEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getBakedGrid_Cells() {
		return (EAttribute)bakedGridEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getFieldBinding() {
		return fieldBindingEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFieldBinding_Weight() {
		return (EAttribute)fieldBindingEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFieldBinding_NearSourceGain() {
		return (EAttribute)fieldBindingEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getFieldBinding_Field() {
		return (EReference)fieldBindingEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getFieldBinding_Sources() {
		return (EReference)fieldBindingEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getFieldBinding_Receivers() {
		return (EReference)fieldBindingEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getFieldBinding_LinkedObject() {
		return (EReference)fieldBindingEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getActivationRule() {
		return activationRuleEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTimeWindowRule() {
		return timeWindowRuleEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTimeWindowRule_Start() {
		return (EAttribute)timeWindowRuleEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTimeWindowRule_End() {
		return (EAttribute)timeWindowRuleEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTimeWindowRule_Field() {
		return (EReference)timeWindowRuleEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getEnterFieldRule() {
		return enterFieldRuleEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getEnterFieldRule_Duration() {
		return (EAttribute)enterFieldRuleEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getEnterFieldRule_ThenIgnoreEntered() {
		return (EAttribute)enterFieldRuleEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getEnterFieldRule_Entered() {
		return (EReference)enterFieldRuleEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getEnterFieldRule_Ignored() {
		return (EReference)enterFieldRuleEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSocialSettings() {
		return socialSettingsEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSocialSettings_Enabled() {
		return (EAttribute)socialSettingsEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSocialSettings_FirstConversation() {
		return (EAttribute)socialSettingsEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSocialSettings_Greeting() {
		return (EAttribute)socialSettingsEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSocialSettings_TalkAgainAfter() {
		return (EAttribute)socialSettingsEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSocialSettings_SocialisingThreshold() {
		return (EAttribute)socialSettingsEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSocialSettings_NearDistance() {
		return (EAttribute)socialSettingsEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSocialSettings_TalkDistance() {
		return (EAttribute)socialSettingsEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSocialSettings_ShoulderOffset() {
		return (EAttribute)socialSettingsEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSocialSettings_PairWalkSlowdownCosine() {
		return (EAttribute)socialSettingsEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSocialSettings_GlobalInterest() {
		return (EAttribute)socialSettingsEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSocialTraits() {
		return socialTraitsEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSocialTraits_FriendshipAngle() {
		return (EReference)socialTraitsEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSocialTraits_Mood() {
		return (EReference)socialTraitsEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRelation() {
		return relationEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRelation_Weight() {
		return (EAttribute)relationEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRelation_From() {
		return (EReference)relationEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRelation_To() {
		return (EReference)relationEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRelation_Formation() {
		return (EReference)relationEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getFormationConstraint() {
		return formationConstraintEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFormationConstraint_Kind() {
		return (EAttribute)formationConstraintEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFormationConstraint_Offset() {
		return (EAttribute)formationConstraintEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFormationConstraint_Orientation() {
		return (EAttribute)formationConstraintEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getGroup() {
		return groupEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroup_MemberWeight() {
		return (EAttribute)groupEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroup_LeaderWeight() {
		return (EAttribute)groupEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGroup_Members() {
		return (EReference)groupEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGroup_Leaders() {
		return (EReference)groupEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGroup_Formation() {
		return (EReference)groupEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGroup_Parameters() {
		return (EReference)groupEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getGroupParameters() {
		return groupParametersEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupParameters_ConnectionNeighbours() {
		return (EAttribute)groupParametersEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupParameters_InterGroupConnections() {
		return (EAttribute)groupParametersEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupParameters_MaxGroupingDistance() {
		return (EAttribute)groupParametersEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupParameters_MinGroupingTime() {
		return (EAttribute)groupParametersEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupParameters_TimeHorizon() {
		return (EAttribute)groupParametersEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupParameters_GroupWeight() {
		return (EAttribute)groupParametersEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupParameters_VelocityWeight() {
		return (EAttribute)groupParametersEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupParameters_DistanceWeight() {
		return (EAttribute)groupParametersEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupParameters_PreferredDistance() {
		return (EAttribute)groupParametersEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getAnisotropicField() {
		return anisotropicFieldEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnisotropicField_CellSize() {
		return (EAttribute)anisotropicFieldEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnisotropicField_Columns() {
		return (EAttribute)anisotropicFieldEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnisotropicField_Rows() {
		return (EAttribute)anisotropicFieldEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnisotropicField_DirectionBins() {
		return (EAttribute)anisotropicFieldEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnisotropicField_Inertia() {
		return (EAttribute)anisotropicFieldEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnisotropicField_Acceleration() {
		return (EAttribute)anisotropicFieldEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnisotropicField_Gain() {
		return (EAttribute)anisotropicFieldEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getAnisotropicField_SpeedRelaxation() {
		return (EAttribute)anisotropicFieldEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getAnisotropicField_Origin() {
		return (EReference)anisotropicFieldEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getAnisotropicField_PreferredSpeed() {
		return (EReference)anisotropicFieldEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getAnisotropicField_Strokes() {
		return (EReference)anisotropicFieldEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getAnisotropicField_TrajectorySets() {
		return (EReference)anisotropicFieldEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getAnisotropicField_Distributions() {
		return (EReference)anisotropicFieldEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getBrushStroke() {
		return brushStrokeEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getBrushStroke_Weight() {
		return (EAttribute)brushStrokeEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getBrushStroke_Range() {
		return (EAttribute)brushStrokeEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getBrushStroke_Falloff() {
		return (EAttribute)brushStrokeEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getBrushStroke_Points() {
		return (EReference)brushStrokeEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTrajectorySet() {
		return trajectorySetEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTrajectorySet_Source() {
		return (EAttribute)trajectorySetEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTrajectorySet_Trajectories() {
		return (EReference)trajectorySetEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTrajectory() {
		return trajectoryEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTrajectory_Points() {
		return (EReference)trajectoryEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTimeline() {
		return timelineEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTimeline_Curves() {
		return (EReference)timelineEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTimeline_Events() {
		return (EReference)timelineEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getParameterCurve() {
		return parameterCurveEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getParameterCurve_Parameter() {
		return (EAttribute)parameterCurveEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getParameterCurve_Keys() {
		return (EReference)parameterCurveEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTimeKey() {
		return timeKeyEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTimeKey_Time() {
		return (EAttribute)timeKeyEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTimeKey_Value() {
		return (EAttribute)timeKeyEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTimelineEvent() {
		return timelineEventEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getTimelineEvent_Time() {
		return (EAttribute)timelineEventEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSetGlobalInterestEvent() {
		return setGlobalInterestEventEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSetGlobalInterestEvent_Value() {
		return (EAttribute)setGlobalInterestEventEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getFireAlarmEvent() {
		return fireAlarmEventEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFireAlarmEvent_GlobalInterest() {
		return (EAttribute)fireAlarmEventEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getAllClearEvent() {
		return allClearEventEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getGroupChangeEvent() {
		return groupChangeEventEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupChangeEvent_Formation() {
		return (EAttribute)groupChangeEventEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGroupChangeEvent_Group() {
		return (EReference)groupChangeEventEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGroupChangeEvent_Parameters() {
		return (EReference)groupChangeEventEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGroupChangeEvent_Joining() {
		return (EReference)groupChangeEventEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGroupChangeEvent_Leaving() {
		return (EReference)groupChangeEventEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGroupChangeEvent_LeaveOtherGroups() {
		return (EAttribute)groupChangeEventEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGroupChangeEvent_Leaders() {
		return (EReference)groupChangeEventEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getPlaceKind() {
		return placeKindEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getVelocityCombination() {
		return velocityCombinationEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getGoalRule() {
		return goalRuleEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getFieldKind() {
		return fieldKindEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getFieldParameter() {
		return fieldParameterEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getCurveStyle() {
		return curveStyleEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getObjectShape() {
		return objectShapeEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getFormationKind() {
		return formationKindEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ScenarioFactory getScenarioFactory() {
		return (ScenarioFactory)getEFactoryInstance();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private boolean isCreated = false;

	/**
	 * Creates the meta-model objects for the package.  This method is
	 * guarded to have no affect on any invocation but its first.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public void createPackageContents() {
		if (isCreated) return;
		isCreated = true;

		// Create classes and their features
		identifiedEClass = createEClass(IDENTIFIED);
		createEAttribute(identifiedEClass, IDENTIFIED__ID);

		namedEClass = createEClass(NAMED);
		createEAttribute(namedEClass, NAMED__NAME);
		createEAttribute(namedEClass, NAMED__DESCRIPTION);

		fieldEmitterEClass = createEClass(FIELD_EMITTER);

		fieldReceiverEClass = createEClass(FIELD_RECEIVER);

		linkTargetEClass = createEClass(LINK_TARGET);

		graphNodeEClass = createEClass(GRAPH_NODE);
		createEReference(graphNodeEClass, GRAPH_NODE__GRAPH_PIN);

		vector2EClass = createEClass(VECTOR2);
		createEAttribute(vector2EClass, VECTOR2__X);
		createEAttribute(vector2EClass, VECTOR2__Y);

		scenarioEClass = createEClass(SCENARIO);
		createEAttribute(scenarioEClass, SCENARIO__FORMAT_VERSION);
		createEReference(scenarioEClass, SCENARIO__SETTINGS);
		createEReference(scenarioEClass, SCENARIO__ENVIRONMENT);
		createEReference(scenarioEClass, SCENARIO__PROFILES);
		createEReference(scenarioEClass, SCENARIO__AGENTS);
		createEReference(scenarioEClass, SCENARIO__POPULATIONS);
		createEReference(scenarioEClass, SCENARIO__FIELDS);
		createEReference(scenarioEClass, SCENARIO__FIELD_BINDINGS);
		createEReference(scenarioEClass, SCENARIO__ACTIVATION_RULES);
		createEReference(scenarioEClass, SCENARIO__SOCIAL);
		createEReference(scenarioEClass, SCENARIO__RELATIONS);
		createEReference(scenarioEClass, SCENARIO__GROUPS);
		createEReference(scenarioEClass, SCENARIO__ANISOTROPIC_FIELDS);
		createEReference(scenarioEClass, SCENARIO__TIMELINE);

		simulationSettingsEClass = createEClass(SIMULATION_SETTINGS);
		createEAttribute(simulationSettingsEClass, SIMULATION_SETTINGS__TIME_STEP);
		createEAttribute(simulationSettingsEClass, SIMULATION_SETTINGS__DURATION);
		createEAttribute(simulationSettingsEClass, SIMULATION_SETTINGS__RANDOM_SEED);
		createEAttribute(simulationSettingsEClass, SIMULATION_SETTINGS__THREAD_COUNT);

		environmentEClass = createEClass(ENVIRONMENT);
		createEReference(environmentEClass, ENVIRONMENT__MIN);
		createEReference(environmentEClass, ENVIRONMENT__MAX);
		createEReference(environmentEClass, ENVIRONMENT__OBSTACLES);
		createEReference(environmentEClass, ENVIRONMENT__PLACES);

		obstacleEClass = createEClass(OBSTACLE);
		createEAttribute(obstacleEClass, OBSTACLE__ORIENTATION);
		createEReference(obstacleEClass, OBSTACLE__VERTICES);

		placeEClass = createEClass(PLACE);
		createEAttribute(placeEClass, PLACE__KIND);

		waypointEClass = createEClass(WAYPOINT);
		createEAttribute(waypointEClass, WAYPOINT__ARRIVAL_RADIUS);
		createEReference(waypointEClass, WAYPOINT__POSITION);

		regionEClass = createEClass(REGION);
		createEReference(regionEClass, REGION__VERTICES);

		behaviourProfileEClass = createEClass(BEHAVIOUR_PROFILE);
		createEAttribute(behaviourProfileEClass, BEHAVIOUR_PROFILE__RADIUS);
		createEAttribute(behaviourProfileEClass, BEHAVIOUR_PROFILE__MASS);
		createEAttribute(behaviourProfileEClass, BEHAVIOUR_PROFILE__PREFERRED_SPEED);
		createEAttribute(behaviourProfileEClass, BEHAVIOUR_PROFILE__MAX_SPEED);
		createEAttribute(behaviourProfileEClass, BEHAVIOUR_PROFILE__COLOR);
		createEReference(behaviourProfileEClass, BEHAVIOUR_PROFILE__PIPELINE);
		createEReference(behaviourProfileEClass, BEHAVIOUR_PROFILE__SOCIAL_TRAITS);
		createEReference(behaviourProfileEClass, BEHAVIOUR_PROFILE__GROUP_PARAMETERS);

		steeringPipelineEClass = createEClass(STEERING_PIPELINE);
		createEAttribute(steeringPipelineEClass, STEERING_PIPELINE__COMBINATION);
		createEReference(steeringPipelineEClass, STEERING_PIPELINE__WAYPOINT_MODIFIERS);
		createEReference(steeringPipelineEClass, STEERING_PIPELINE__VELOCITY_SOURCES);
		createEReference(steeringPipelineEClass, STEERING_PIPELINE__VELOCITY_SOLVER);
		createEReference(steeringPipelineEClass, STEERING_PIPELINE__CONTACT_FORCES);
		createEReference(steeringPipelineEClass, STEERING_PIPELINE__ORIENTATION);

		algorithmSettingsEClass = createEClass(ALGORITHM_SETTINGS);
		createEAttribute(algorithmSettingsEClass, ALGORITHM_SETTINGS__ALGORITHM_ID);
		createEReference(algorithmSettingsEClass, ALGORITHM_SETTINGS__PARAMETERS);

		velocitySourceEClass = createEClass(VELOCITY_SOURCE);
		createEAttribute(velocitySourceEClass, VELOCITY_SOURCE__WEIGHT);

		parameterValueEClass = createEClass(PARAMETER_VALUE);
		createEAttribute(parameterValueEClass, PARAMETER_VALUE__KEY);

		realParameterEClass = createEClass(REAL_PARAMETER);
		createEAttribute(realParameterEClass, REAL_PARAMETER__VALUE);

		integerParameterEClass = createEClass(INTEGER_PARAMETER);
		createEAttribute(integerParameterEClass, INTEGER_PARAMETER__VALUE);

		booleanParameterEClass = createEClass(BOOLEAN_PARAMETER);
		createEAttribute(booleanParameterEClass, BOOLEAN_PARAMETER__VALUE);

		textParameterEClass = createEClass(TEXT_PARAMETER);
		createEAttribute(textParameterEClass, TEXT_PARAMETER__VALUE);

		contactForcesEClass = createEClass(CONTACT_FORCES);
		createEAttribute(contactForcesEClass, CONTACT_FORCES__AGENT_STIFFNESS);
		createEAttribute(contactForcesEClass, CONTACT_FORCES__OBSTACLE_STIFFNESS);

		agentEClass = createEClass(AGENT);
		createEAttribute(agentEClass, AGENT__ORIENTATION);
		createEAttribute(agentEClass, AGENT__LOOP_GOALS);
		createEAttribute(agentEClass, AGENT__FRIENDSHIP_ANGLE);
		createEAttribute(agentEClass, AGENT__MOOD);
		createEAttribute(agentEClass, AGENT__PREFERRED_SPEED);
		createEReference(agentEClass, AGENT__PROFILE);
		createEReference(agentEClass, AGENT__POSITION);
		createEReference(agentEClass, AGENT__GOALS);

		populationEClass = createEClass(POPULATION);
		createEAttribute(populationEClass, POPULATION__COUNT);
		createEAttribute(populationEClass, POPULATION__GOAL_RULE);
		createEAttribute(populationEClass, POPULATION__SEED_OFFSET);
		createEReference(populationEClass, POPULATION__PROFILE);
		createEReference(populationEClass, POPULATION__SPAWN_REGION);
		createEReference(populationEClass, POPULATION__GOALS);
		createEReference(populationEClass, POPULATION__ORIENTATION);
		createEReference(populationEClass, POPULATION__PREFERRED_SPEED);
		createEReference(populationEClass, POPULATION__SOCIAL_TRAITS);

		distributionEClass = createEClass(DISTRIBUTION);

		constantDistributionEClass = createEClass(CONSTANT_DISTRIBUTION);
		createEAttribute(constantDistributionEClass, CONSTANT_DISTRIBUTION__VALUE);

		uniformDistributionEClass = createEClass(UNIFORM_DISTRIBUTION);
		createEAttribute(uniformDistributionEClass, UNIFORM_DISTRIBUTION__MIN);
		createEAttribute(uniformDistributionEClass, UNIFORM_DISTRIBUTION__MAX);

		normalDistributionEClass = createEClass(NORMAL_DISTRIBUTION);
		createEAttribute(normalDistributionEClass, NORMAL_DISTRIBUTION__MEAN);
		createEAttribute(normalDistributionEClass, NORMAL_DISTRIBUTION__STANDARD_DEVIATION);
		createEAttribute(normalDistributionEClass, NORMAL_DISTRIBUTION__MIN);
		createEAttribute(normalDistributionEClass, NORMAL_DISTRIBUTION__MAX);

		vonMisesDistributionEClass = createEClass(VON_MISES_DISTRIBUTION);
		createEAttribute(vonMisesDistributionEClass, VON_MISES_DISTRIBUTION__MEAN);
		createEAttribute(vonMisesDistributionEClass, VON_MISES_DISTRIBUTION__CONCENTRATION);

		mixtureDistributionEClass = createEClass(MIXTURE_DISTRIBUTION);
		createEReference(mixtureDistributionEClass, MIXTURE_DISTRIBUTION__COMPONENTS);

		mixtureComponentEClass = createEClass(MIXTURE_COMPONENT);
		createEAttribute(mixtureComponentEClass, MIXTURE_COMPONENT__WEIGHT);
		createEReference(mixtureComponentEClass, MIXTURE_COMPONENT__DISTRIBUTION);

		interactionFieldEClass = createEClass(INTERACTION_FIELD);
		createEAttribute(interactionFieldEClass, INTERACTION_FIELD__KIND);
		createEAttribute(interactionFieldEClass, INTERACTION_FIELD__PARAMETER);
		createEAttribute(interactionFieldEClass, INTERACTION_FIELD__GRID_COLUMNS);
		createEAttribute(interactionFieldEClass, INTERACTION_FIELD__GRID_ROWS);
		createEAttribute(interactionFieldEClass, INTERACTION_FIELD__IDW_POWER);
		createEAttribute(interactionFieldEClass, INTERACTION_FIELD__SAMPLING_STEP);
		createEAttribute(interactionFieldEClass, INTERACTION_FIELD__BORDER_FALLOFF);
		createEReference(interactionFieldEClass, INTERACTION_FIELD__DOMAIN);
		createEReference(interactionFieldEClass, INTERACTION_FIELD__KEYFRAMES);

		domainEClass = createEClass(DOMAIN);
		createEReference(domainEClass, DOMAIN__CENTER);

		rectangleDomainEClass = createEClass(RECTANGLE_DOMAIN);
		createEAttribute(rectangleDomainEClass, RECTANGLE_DOMAIN__WIDTH);
		createEAttribute(rectangleDomainEClass, RECTANGLE_DOMAIN__HEIGHT);

		diskDomainEClass = createEClass(DISK_DOMAIN);
		createEAttribute(diskDomainEClass, DISK_DOMAIN__RADIUS);

		keyframeEClass = createEClass(KEYFRAME);
		createEAttribute(keyframeEClass, KEYFRAME__PARAMETER_VALUE);
		createEReference(keyframeEClass, KEYFRAME__DOMAIN);
		createEReference(keyframeEClass, KEYFRAME__SKETCH);
		createEReference(keyframeEClass, KEYFRAME__BAKED_GRID);

		sketchEClass = createEClass(SKETCH);
		createEReference(sketchEClass, SKETCH__GUIDE_CURVES);
		createEReference(sketchEClass, SKETCH__ZERO_AREAS);
		createEReference(sketchEClass, SKETCH__SOURCE_OBJECT);
		createEReference(sketchEClass, SKETCH__REFERENCE_OBJECTS);

		guideCurveEClass = createEClass(GUIDE_CURVE);
		createEAttribute(guideCurveEClass, GUIDE_CURVE__STYLE);
		createEAttribute(guideCurveEClass, GUIDE_CURVE__MAGNITUDE);
		createEAttribute(guideCurveEClass, GUIDE_CURVE__INFLUENCE_DISTANCE);
		createEReference(guideCurveEClass, GUIDE_CURVE__POINTS);

		zeroAreaEClass = createEClass(ZERO_AREA);

		zeroPolygonEClass = createEClass(ZERO_POLYGON);
		createEReference(zeroPolygonEClass, ZERO_POLYGON__VERTICES);

		zeroCellsEClass = createEClass(ZERO_CELLS);
		createEAttribute(zeroCellsEClass, ZERO_CELLS__ROWS);

		sketchObjectEClass = createEClass(SKETCH_OBJECT);
		createEAttribute(sketchObjectEClass, SKETCH_OBJECT__NAME);
		createEAttribute(sketchObjectEClass, SKETCH_OBJECT__SHAPE);
		createEAttribute(sketchObjectEClass, SKETCH_OBJECT__RADIUS);
		createEReference(sketchObjectEClass, SKETCH_OBJECT__CENTER);
		createEReference(sketchObjectEClass, SKETCH_OBJECT__VERTICES);

		bakedGridEClass = createEClass(BAKED_GRID);
		createEAttribute(bakedGridEClass, BAKED_GRID__COLUMNS);
		createEAttribute(bakedGridEClass, BAKED_GRID__ROWS);
		createEAttribute(bakedGridEClass, BAKED_GRID__CELLS);

		fieldBindingEClass = createEClass(FIELD_BINDING);
		createEAttribute(fieldBindingEClass, FIELD_BINDING__WEIGHT);
		createEAttribute(fieldBindingEClass, FIELD_BINDING__NEAR_SOURCE_GAIN);
		createEReference(fieldBindingEClass, FIELD_BINDING__FIELD);
		createEReference(fieldBindingEClass, FIELD_BINDING__SOURCES);
		createEReference(fieldBindingEClass, FIELD_BINDING__RECEIVERS);
		createEReference(fieldBindingEClass, FIELD_BINDING__LINKED_OBJECT);

		activationRuleEClass = createEClass(ACTIVATION_RULE);

		timeWindowRuleEClass = createEClass(TIME_WINDOW_RULE);
		createEAttribute(timeWindowRuleEClass, TIME_WINDOW_RULE__START);
		createEAttribute(timeWindowRuleEClass, TIME_WINDOW_RULE__END);
		createEReference(timeWindowRuleEClass, TIME_WINDOW_RULE__FIELD);

		enterFieldRuleEClass = createEClass(ENTER_FIELD_RULE);
		createEAttribute(enterFieldRuleEClass, ENTER_FIELD_RULE__DURATION);
		createEAttribute(enterFieldRuleEClass, ENTER_FIELD_RULE__THEN_IGNORE_ENTERED);
		createEReference(enterFieldRuleEClass, ENTER_FIELD_RULE__ENTERED);
		createEReference(enterFieldRuleEClass, ENTER_FIELD_RULE__IGNORED);

		socialSettingsEClass = createEClass(SOCIAL_SETTINGS);
		createEAttribute(socialSettingsEClass, SOCIAL_SETTINGS__ENABLED);
		createEAttribute(socialSettingsEClass, SOCIAL_SETTINGS__FIRST_CONVERSATION);
		createEAttribute(socialSettingsEClass, SOCIAL_SETTINGS__GREETING);
		createEAttribute(socialSettingsEClass, SOCIAL_SETTINGS__TALK_AGAIN_AFTER);
		createEAttribute(socialSettingsEClass, SOCIAL_SETTINGS__SOCIALISING_THRESHOLD);
		createEAttribute(socialSettingsEClass, SOCIAL_SETTINGS__NEAR_DISTANCE);
		createEAttribute(socialSettingsEClass, SOCIAL_SETTINGS__TALK_DISTANCE);
		createEAttribute(socialSettingsEClass, SOCIAL_SETTINGS__SHOULDER_OFFSET);
		createEAttribute(socialSettingsEClass, SOCIAL_SETTINGS__PAIR_WALK_SLOWDOWN_COSINE);
		createEAttribute(socialSettingsEClass, SOCIAL_SETTINGS__GLOBAL_INTEREST);

		socialTraitsEClass = createEClass(SOCIAL_TRAITS);
		createEReference(socialTraitsEClass, SOCIAL_TRAITS__FRIENDSHIP_ANGLE);
		createEReference(socialTraitsEClass, SOCIAL_TRAITS__MOOD);

		relationEClass = createEClass(RELATION);
		createEAttribute(relationEClass, RELATION__WEIGHT);
		createEReference(relationEClass, RELATION__FROM);
		createEReference(relationEClass, RELATION__TO);
		createEReference(relationEClass, RELATION__FORMATION);

		formationConstraintEClass = createEClass(FORMATION_CONSTRAINT);
		createEAttribute(formationConstraintEClass, FORMATION_CONSTRAINT__KIND);
		createEAttribute(formationConstraintEClass, FORMATION_CONSTRAINT__OFFSET);
		createEAttribute(formationConstraintEClass, FORMATION_CONSTRAINT__ORIENTATION);

		groupEClass = createEClass(GROUP);
		createEAttribute(groupEClass, GROUP__MEMBER_WEIGHT);
		createEAttribute(groupEClass, GROUP__LEADER_WEIGHT);
		createEReference(groupEClass, GROUP__MEMBERS);
		createEReference(groupEClass, GROUP__LEADERS);
		createEReference(groupEClass, GROUP__FORMATION);
		createEReference(groupEClass, GROUP__PARAMETERS);

		groupParametersEClass = createEClass(GROUP_PARAMETERS);
		createEAttribute(groupParametersEClass, GROUP_PARAMETERS__CONNECTION_NEIGHBOURS);
		createEAttribute(groupParametersEClass, GROUP_PARAMETERS__INTER_GROUP_CONNECTIONS);
		createEAttribute(groupParametersEClass, GROUP_PARAMETERS__MAX_GROUPING_DISTANCE);
		createEAttribute(groupParametersEClass, GROUP_PARAMETERS__MIN_GROUPING_TIME);
		createEAttribute(groupParametersEClass, GROUP_PARAMETERS__TIME_HORIZON);
		createEAttribute(groupParametersEClass, GROUP_PARAMETERS__GROUP_WEIGHT);
		createEAttribute(groupParametersEClass, GROUP_PARAMETERS__VELOCITY_WEIGHT);
		createEAttribute(groupParametersEClass, GROUP_PARAMETERS__DISTANCE_WEIGHT);
		createEAttribute(groupParametersEClass, GROUP_PARAMETERS__PREFERRED_DISTANCE);

		anisotropicFieldEClass = createEClass(ANISOTROPIC_FIELD);
		createEAttribute(anisotropicFieldEClass, ANISOTROPIC_FIELD__CELL_SIZE);
		createEAttribute(anisotropicFieldEClass, ANISOTROPIC_FIELD__COLUMNS);
		createEAttribute(anisotropicFieldEClass, ANISOTROPIC_FIELD__ROWS);
		createEAttribute(anisotropicFieldEClass, ANISOTROPIC_FIELD__DIRECTION_BINS);
		createEAttribute(anisotropicFieldEClass, ANISOTROPIC_FIELD__INERTIA);
		createEAttribute(anisotropicFieldEClass, ANISOTROPIC_FIELD__ACCELERATION);
		createEAttribute(anisotropicFieldEClass, ANISOTROPIC_FIELD__GAIN);
		createEAttribute(anisotropicFieldEClass, ANISOTROPIC_FIELD__SPEED_RELAXATION);
		createEReference(anisotropicFieldEClass, ANISOTROPIC_FIELD__ORIGIN);
		createEReference(anisotropicFieldEClass, ANISOTROPIC_FIELD__PREFERRED_SPEED);
		createEReference(anisotropicFieldEClass, ANISOTROPIC_FIELD__STROKES);
		createEReference(anisotropicFieldEClass, ANISOTROPIC_FIELD__TRAJECTORY_SETS);
		createEReference(anisotropicFieldEClass, ANISOTROPIC_FIELD__DISTRIBUTIONS);

		brushStrokeEClass = createEClass(BRUSH_STROKE);
		createEAttribute(brushStrokeEClass, BRUSH_STROKE__WEIGHT);
		createEAttribute(brushStrokeEClass, BRUSH_STROKE__RANGE);
		createEAttribute(brushStrokeEClass, BRUSH_STROKE__FALLOFF);
		createEReference(brushStrokeEClass, BRUSH_STROKE__POINTS);

		trajectorySetEClass = createEClass(TRAJECTORY_SET);
		createEAttribute(trajectorySetEClass, TRAJECTORY_SET__SOURCE);
		createEReference(trajectorySetEClass, TRAJECTORY_SET__TRAJECTORIES);

		trajectoryEClass = createEClass(TRAJECTORY);
		createEReference(trajectoryEClass, TRAJECTORY__POINTS);

		timelineEClass = createEClass(TIMELINE);
		createEReference(timelineEClass, TIMELINE__CURVES);
		createEReference(timelineEClass, TIMELINE__EVENTS);

		parameterCurveEClass = createEClass(PARAMETER_CURVE);
		createEAttribute(parameterCurveEClass, PARAMETER_CURVE__PARAMETER);
		createEReference(parameterCurveEClass, PARAMETER_CURVE__KEYS);

		timeKeyEClass = createEClass(TIME_KEY);
		createEAttribute(timeKeyEClass, TIME_KEY__TIME);
		createEAttribute(timeKeyEClass, TIME_KEY__VALUE);

		timelineEventEClass = createEClass(TIMELINE_EVENT);
		createEAttribute(timelineEventEClass, TIMELINE_EVENT__TIME);

		setGlobalInterestEventEClass = createEClass(SET_GLOBAL_INTEREST_EVENT);
		createEAttribute(setGlobalInterestEventEClass, SET_GLOBAL_INTEREST_EVENT__VALUE);

		fireAlarmEventEClass = createEClass(FIRE_ALARM_EVENT);
		createEAttribute(fireAlarmEventEClass, FIRE_ALARM_EVENT__GLOBAL_INTEREST);

		allClearEventEClass = createEClass(ALL_CLEAR_EVENT);

		groupChangeEventEClass = createEClass(GROUP_CHANGE_EVENT);
		createEAttribute(groupChangeEventEClass, GROUP_CHANGE_EVENT__FORMATION);
		createEReference(groupChangeEventEClass, GROUP_CHANGE_EVENT__GROUP);
		createEReference(groupChangeEventEClass, GROUP_CHANGE_EVENT__PARAMETERS);
		createEReference(groupChangeEventEClass, GROUP_CHANGE_EVENT__JOINING);
		createEReference(groupChangeEventEClass, GROUP_CHANGE_EVENT__LEAVING);
		createEAttribute(groupChangeEventEClass, GROUP_CHANGE_EVENT__LEAVE_OTHER_GROUPS);
		createEReference(groupChangeEventEClass, GROUP_CHANGE_EVENT__LEADERS);

		// Create enums
		placeKindEEnum = createEEnum(PLACE_KIND);
		velocityCombinationEEnum = createEEnum(VELOCITY_COMBINATION);
		goalRuleEEnum = createEEnum(GOAL_RULE);
		fieldKindEEnum = createEEnum(FIELD_KIND);
		fieldParameterEEnum = createEEnum(FIELD_PARAMETER);
		curveStyleEEnum = createEEnum(CURVE_STYLE);
		objectShapeEEnum = createEEnum(OBJECT_SHAPE);
		formationKindEEnum = createEEnum(FORMATION_KIND);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private boolean isInitialized = false;

	/**
	 * Complete the initialization of the package and its meta-model.  This
	 * method is guarded to have no affect on any invocation but its first.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public void initializePackageContents() {
		if (isInitialized) return;
		isInitialized = true;

		// Initialize package
		setName(eNAME);
		setNsPrefix(eNS_PREFIX);
		setNsURI(eNS_URI);

		// Create type parameters

		// Set bounds for type parameters

		// Add supertypes to classes
		namedEClass.getESuperTypes().add(this.getIdentified());
		scenarioEClass.getESuperTypes().add(this.getNamed());
		environmentEClass.getESuperTypes().add(this.getFieldEmitter());
		obstacleEClass.getESuperTypes().add(this.getNamed());
		obstacleEClass.getESuperTypes().add(this.getFieldEmitter());
		obstacleEClass.getESuperTypes().add(this.getLinkTarget());
		placeEClass.getESuperTypes().add(this.getNamed());
		placeEClass.getESuperTypes().add(this.getLinkTarget());
		waypointEClass.getESuperTypes().add(this.getPlace());
		regionEClass.getESuperTypes().add(this.getPlace());
		behaviourProfileEClass.getESuperTypes().add(this.getNamed());
		behaviourProfileEClass.getESuperTypes().add(this.getFieldEmitter());
		behaviourProfileEClass.getESuperTypes().add(this.getFieldReceiver());
		velocitySourceEClass.getESuperTypes().add(this.getAlgorithmSettings());
		realParameterEClass.getESuperTypes().add(this.getParameterValue());
		integerParameterEClass.getESuperTypes().add(this.getParameterValue());
		booleanParameterEClass.getESuperTypes().add(this.getParameterValue());
		textParameterEClass.getESuperTypes().add(this.getParameterValue());
		agentEClass.getESuperTypes().add(this.getNamed());
		agentEClass.getESuperTypes().add(this.getFieldEmitter());
		agentEClass.getESuperTypes().add(this.getFieldReceiver());
		agentEClass.getESuperTypes().add(this.getLinkTarget());
		agentEClass.getESuperTypes().add(this.getGraphNode());
		populationEClass.getESuperTypes().add(this.getNamed());
		populationEClass.getESuperTypes().add(this.getFieldEmitter());
		populationEClass.getESuperTypes().add(this.getFieldReceiver());
		populationEClass.getESuperTypes().add(this.getGraphNode());
		constantDistributionEClass.getESuperTypes().add(this.getDistribution());
		uniformDistributionEClass.getESuperTypes().add(this.getDistribution());
		normalDistributionEClass.getESuperTypes().add(this.getDistribution());
		vonMisesDistributionEClass.getESuperTypes().add(this.getDistribution());
		mixtureDistributionEClass.getESuperTypes().add(this.getDistribution());
		interactionFieldEClass.getESuperTypes().add(this.getNamed());
		rectangleDomainEClass.getESuperTypes().add(this.getDomain());
		diskDomainEClass.getESuperTypes().add(this.getDomain());
		keyframeEClass.getESuperTypes().add(this.getIdentified());
		guideCurveEClass.getESuperTypes().add(this.getIdentified());
		zeroAreaEClass.getESuperTypes().add(this.getIdentified());
		zeroPolygonEClass.getESuperTypes().add(this.getZeroArea());
		zeroCellsEClass.getESuperTypes().add(this.getZeroArea());
		sketchObjectEClass.getESuperTypes().add(this.getIdentified());
		fieldBindingEClass.getESuperTypes().add(this.getIdentified());
		activationRuleEClass.getESuperTypes().add(this.getIdentified());
		timeWindowRuleEClass.getESuperTypes().add(this.getActivationRule());
		enterFieldRuleEClass.getESuperTypes().add(this.getActivationRule());
		relationEClass.getESuperTypes().add(this.getIdentified());
		groupEClass.getESuperTypes().add(this.getNamed());
		anisotropicFieldEClass.getESuperTypes().add(this.getNamed());
		brushStrokeEClass.getESuperTypes().add(this.getIdentified());
		trajectorySetEClass.getESuperTypes().add(this.getNamed());
		parameterCurveEClass.getESuperTypes().add(this.getIdentified());
		timelineEventEClass.getESuperTypes().add(this.getNamed());
		setGlobalInterestEventEClass.getESuperTypes().add(this.getTimelineEvent());
		fireAlarmEventEClass.getESuperTypes().add(this.getTimelineEvent());
		allClearEventEClass.getESuperTypes().add(this.getTimelineEvent());
		groupChangeEventEClass.getESuperTypes().add(this.getTimelineEvent());

		// Initialize classes, features, and operations; add parameters
		initEClass(identifiedEClass, Identified.class, "Identified", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getIdentified_Id(), ecorePackage.getEString(), "id", null, 0, 1, Identified.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(namedEClass, Named.class, "Named", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getNamed_Name(), ecorePackage.getEString(), "name", null, 0, 1, Named.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNamed_Description(), ecorePackage.getEString(), "description", null, 0, 1, Named.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(fieldEmitterEClass, FieldEmitter.class, "FieldEmitter", IS_ABSTRACT, IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);

		initEClass(fieldReceiverEClass, FieldReceiver.class, "FieldReceiver", IS_ABSTRACT, IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);

		initEClass(linkTargetEClass, LinkTarget.class, "LinkTarget", IS_ABSTRACT, IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);

		initEClass(graphNodeEClass, GraphNode.class, "GraphNode", IS_ABSTRACT, IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getGraphNode_GraphPin(), this.getVector2(), null, "graphPin", null, 0, 1, GraphNode.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(vector2EClass, Vector2.class, "Vector2", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getVector2_X(), ecorePackage.getEDouble(), "x", null, 0, 1, Vector2.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getVector2_Y(), ecorePackage.getEDouble(), "y", null, 0, 1, Vector2.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(scenarioEClass, Scenario.class, "Scenario", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getScenario_FormatVersion(), ecorePackage.getEInt(), "formatVersion", null, 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Settings(), this.getSimulationSettings(), null, "settings", null, 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Environment(), this.getEnvironment(), null, "environment", null, 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Profiles(), this.getBehaviourProfile(), null, "profiles", null, 0, -1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Agents(), this.getAgent(), null, "agents", null, 0, -1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Populations(), this.getPopulation(), null, "populations", null, 0, -1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Fields(), this.getInteractionField(), null, "fields", null, 0, -1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_FieldBindings(), this.getFieldBinding(), null, "fieldBindings", null, 0, -1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_ActivationRules(), this.getActivationRule(), null, "activationRules", null, 0, -1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Social(), this.getSocialSettings(), null, "social", null, 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Relations(), this.getRelation(), null, "relations", null, 0, -1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Groups(), this.getGroup(), null, "groups", null, 0, -1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_AnisotropicFields(), this.getAnisotropicField(), null, "anisotropicFields", null, 0, -1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Timeline(), this.getTimeline(), null, "timeline", null, 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(simulationSettingsEClass, SimulationSettings.class, "SimulationSettings", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSimulationSettings_TimeStep(), ecorePackage.getEDouble(), "timeStep", "0.1", 0, 1, SimulationSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSimulationSettings_Duration(), ecorePackage.getEDouble(), "duration", "60.0", 0, 1, SimulationSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSimulationSettings_RandomSeed(), ecorePackage.getELong(), "randomSeed", "1", 0, 1, SimulationSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSimulationSettings_ThreadCount(), ecorePackage.getEInt(), "threadCount", "0", 0, 1, SimulationSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(environmentEClass, Environment.class, "Environment", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getEnvironment_Min(), this.getVector2(), null, "min", null, 1, 1, Environment.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getEnvironment_Max(), this.getVector2(), null, "max", null, 1, 1, Environment.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getEnvironment_Obstacles(), this.getObstacle(), null, "obstacles", null, 0, -1, Environment.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getEnvironment_Places(), this.getPlace(), null, "places", null, 0, -1, Environment.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(obstacleEClass, Obstacle.class, "Obstacle", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getObstacle_Orientation(), ecorePackage.getEDouble(), "orientation", "0.0", 0, 1, Obstacle.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getObstacle_Vertices(), this.getVector2(), null, "vertices", null, 0, -1, Obstacle.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(placeEClass, Place.class, "Place", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getPlace_Kind(), this.getPlaceKind(), "kind", "GENERIC", 0, 1, Place.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(waypointEClass, Waypoint.class, "Waypoint", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getWaypoint_ArrivalRadius(), ecorePackage.getEDouble(), "arrivalRadius", "0.5", 0, 1, Waypoint.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getWaypoint_Position(), this.getVector2(), null, "position", null, 1, 1, Waypoint.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(regionEClass, Region.class, "Region", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getRegion_Vertices(), this.getVector2(), null, "vertices", null, 0, -1, Region.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(behaviourProfileEClass, BehaviourProfile.class, "BehaviourProfile", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getBehaviourProfile_Radius(), ecorePackage.getEDouble(), "radius", "0.3", 0, 1, BehaviourProfile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getBehaviourProfile_Mass(), ecorePackage.getEDouble(), "mass", "1.0", 0, 1, BehaviourProfile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getBehaviourProfile_PreferredSpeed(), ecorePackage.getEDouble(), "preferredSpeed", "1.3", 0, 1, BehaviourProfile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getBehaviourProfile_MaxSpeed(), ecorePackage.getEDouble(), "maxSpeed", "1.8", 0, 1, BehaviourProfile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getBehaviourProfile_Color(), ecorePackage.getEString(), "color", "#4C78A8", 0, 1, BehaviourProfile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getBehaviourProfile_Pipeline(), this.getSteeringPipeline(), null, "pipeline", null, 0, 1, BehaviourProfile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getBehaviourProfile_SocialTraits(), this.getSocialTraits(), null, "socialTraits", null, 0, 1, BehaviourProfile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getBehaviourProfile_GroupParameters(), this.getGroupParameters(), null, "groupParameters", null, 0, 1, BehaviourProfile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(steeringPipelineEClass, SteeringPipeline.class, "SteeringPipeline", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSteeringPipeline_Combination(), this.getVelocityCombination(), "combination", "WEIGHTED_AVERAGE", 0, 1, SteeringPipeline.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getSteeringPipeline_WaypointModifiers(), this.getAlgorithmSettings(), null, "waypointModifiers", null, 0, -1, SteeringPipeline.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getSteeringPipeline_VelocitySources(), this.getVelocitySource(), null, "velocitySources", null, 0, -1, SteeringPipeline.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getSteeringPipeline_VelocitySolver(), this.getAlgorithmSettings(), null, "velocitySolver", null, 0, 1, SteeringPipeline.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getSteeringPipeline_ContactForces(), this.getContactForces(), null, "contactForces", null, 0, 1, SteeringPipeline.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getSteeringPipeline_Orientation(), this.getAlgorithmSettings(), null, "orientation", null, 0, 1, SteeringPipeline.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(algorithmSettingsEClass, AlgorithmSettings.class, "AlgorithmSettings", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getAlgorithmSettings_AlgorithmId(), ecorePackage.getEString(), "algorithmId", null, 0, 1, AlgorithmSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getAlgorithmSettings_Parameters(), this.getParameterValue(), null, "parameters", null, 0, -1, AlgorithmSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(velocitySourceEClass, VelocitySource.class, "VelocitySource", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getVelocitySource_Weight(), ecorePackage.getEDouble(), "weight", "1.0", 0, 1, VelocitySource.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(parameterValueEClass, ParameterValue.class, "ParameterValue", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getParameterValue_Key(), ecorePackage.getEString(), "key", null, 0, 1, ParameterValue.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(realParameterEClass, RealParameter.class, "RealParameter", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getRealParameter_Value(), ecorePackage.getEDouble(), "value", null, 0, 1, RealParameter.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(integerParameterEClass, IntegerParameter.class, "IntegerParameter", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getIntegerParameter_Value(), ecorePackage.getELong(), "value", null, 0, 1, IntegerParameter.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(booleanParameterEClass, BooleanParameter.class, "BooleanParameter", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getBooleanParameter_Value(), ecorePackage.getEBoolean(), "value", null, 0, 1, BooleanParameter.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(textParameterEClass, TextParameter.class, "TextParameter", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getTextParameter_Value(), ecorePackage.getEString(), "value", null, 0, 1, TextParameter.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(contactForcesEClass, ContactForces.class, "ContactForces", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getContactForces_AgentStiffness(), ecorePackage.getEDouble(), "agentStiffness", "62.5", 0, 1, ContactForces.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getContactForces_ObstacleStiffness(), ecorePackage.getEDouble(), "obstacleStiffness", "31.25", 0, 1, ContactForces.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(agentEClass, Agent.class, "Agent", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getAgent_Orientation(), ecorePackage.getEDouble(), "orientation", "0.0", 0, 1, Agent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAgent_LoopGoals(), ecorePackage.getEBoolean(), "loopGoals", "false", 0, 1, Agent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAgent_FriendshipAngle(), ecorePackage.getEDoubleObject(), "friendshipAngle", null, 0, 1, Agent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAgent_Mood(), ecorePackage.getEDoubleObject(), "mood", null, 0, 1, Agent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAgent_PreferredSpeed(), ecorePackage.getEDoubleObject(), "preferredSpeed", null, 0, 1, Agent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getAgent_Profile(), this.getBehaviourProfile(), null, "profile", null, 1, 1, Agent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getAgent_Position(), this.getVector2(), null, "position", null, 1, 1, Agent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getAgent_Goals(), this.getPlace(), null, "goals", null, 0, -1, Agent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(populationEClass, Population.class, "Population", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getPopulation_Count(), ecorePackage.getEInt(), "count", "10", 0, 1, Population.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPopulation_GoalRule(), this.getGoalRule(), "goalRule", "NONE", 0, 1, Population.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPopulation_SeedOffset(), ecorePackage.getELong(), "seedOffset", "0", 0, 1, Population.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPopulation_Profile(), this.getBehaviourProfile(), null, "profile", null, 1, 1, Population.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPopulation_SpawnRegion(), this.getRegion(), null, "spawnRegion", null, 1, 1, Population.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPopulation_Goals(), this.getPlace(), null, "goals", null, 0, -1, Population.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPopulation_Orientation(), this.getDistribution(), null, "orientation", null, 0, 1, Population.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPopulation_PreferredSpeed(), this.getDistribution(), null, "preferredSpeed", null, 0, 1, Population.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPopulation_SocialTraits(), this.getSocialTraits(), null, "socialTraits", null, 0, 1, Population.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(distributionEClass, Distribution.class, "Distribution", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);

		initEClass(constantDistributionEClass, ConstantDistribution.class, "ConstantDistribution", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getConstantDistribution_Value(), ecorePackage.getEDouble(), "value", null, 0, 1, ConstantDistribution.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(uniformDistributionEClass, UniformDistribution.class, "UniformDistribution", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getUniformDistribution_Min(), ecorePackage.getEDouble(), "min", "0.0", 0, 1, UniformDistribution.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getUniformDistribution_Max(), ecorePackage.getEDouble(), "max", "1.0", 0, 1, UniformDistribution.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(normalDistributionEClass, NormalDistribution.class, "NormalDistribution", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getNormalDistribution_Mean(), ecorePackage.getEDouble(), "mean", "0.0", 0, 1, NormalDistribution.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNormalDistribution_StandardDeviation(), ecorePackage.getEDouble(), "standardDeviation", "1.0", 0, 1, NormalDistribution.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNormalDistribution_Min(), ecorePackage.getEDoubleObject(), "min", null, 0, 1, NormalDistribution.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNormalDistribution_Max(), ecorePackage.getEDoubleObject(), "max", null, 0, 1, NormalDistribution.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(vonMisesDistributionEClass, VonMisesDistribution.class, "VonMisesDistribution", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getVonMisesDistribution_Mean(), ecorePackage.getEDouble(), "mean", "0.0", 0, 1, VonMisesDistribution.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getVonMisesDistribution_Concentration(), ecorePackage.getEDouble(), "concentration", "1.0", 0, 1, VonMisesDistribution.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(mixtureDistributionEClass, MixtureDistribution.class, "MixtureDistribution", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getMixtureDistribution_Components(), this.getMixtureComponent(), null, "components", null, 0, -1, MixtureDistribution.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(mixtureComponentEClass, MixtureComponent.class, "MixtureComponent", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getMixtureComponent_Weight(), ecorePackage.getEDouble(), "weight", "1.0", 0, 1, MixtureComponent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getMixtureComponent_Distribution(), this.getDistribution(), null, "distribution", null, 1, 1, MixtureComponent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(interactionFieldEClass, InteractionField.class, "InteractionField", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getInteractionField_Kind(), this.getFieldKind(), "kind", "VELOCITY", 0, 1, InteractionField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getInteractionField_Parameter(), this.getFieldParameter(), "parameter", "NONE", 0, 1, InteractionField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getInteractionField_GridColumns(), ecorePackage.getEInt(), "gridColumns", "32", 0, 1, InteractionField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getInteractionField_GridRows(), ecorePackage.getEInt(), "gridRows", "32", 0, 1, InteractionField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getInteractionField_IdwPower(), ecorePackage.getEDouble(), "idwPower", "1.9", 0, 1, InteractionField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getInteractionField_SamplingStep(), ecorePackage.getEDouble(), "samplingStep", "0.1", 0, 1, InteractionField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getInteractionField_BorderFalloff(), ecorePackage.getEDouble(), "borderFalloff", "0.0", 0, 1, InteractionField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getInteractionField_Domain(), this.getDomain(), null, "domain", null, 1, 1, InteractionField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getInteractionField_Keyframes(), this.getKeyframe(), null, "keyframes", null, 0, -1, InteractionField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(domainEClass, Domain.class, "Domain", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getDomain_Center(), this.getVector2(), null, "center", null, 0, 1, Domain.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(rectangleDomainEClass, RectangleDomain.class, "RectangleDomain", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getRectangleDomain_Width(), ecorePackage.getEDouble(), "width", "5.0", 0, 1, RectangleDomain.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRectangleDomain_Height(), ecorePackage.getEDouble(), "height", "5.0", 0, 1, RectangleDomain.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(diskDomainEClass, DiskDomain.class, "DiskDomain", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getDiskDomain_Radius(), ecorePackage.getEDouble(), "radius", "2.5", 0, 1, DiskDomain.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(keyframeEClass, Keyframe.class, "Keyframe", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getKeyframe_ParameterValue(), ecorePackage.getEDouble(), "parameterValue", "0.0", 0, 1, Keyframe.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getKeyframe_Domain(), this.getDomain(), null, "domain", null, 0, 1, Keyframe.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getKeyframe_Sketch(), this.getSketch(), null, "sketch", null, 1, 1, Keyframe.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getKeyframe_BakedGrid(), this.getBakedGrid(), null, "bakedGrid", null, 0, 1, Keyframe.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(sketchEClass, Sketch.class, "Sketch", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getSketch_GuideCurves(), this.getGuideCurve(), null, "guideCurves", null, 0, -1, Sketch.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getSketch_ZeroAreas(), this.getZeroArea(), null, "zeroAreas", null, 0, -1, Sketch.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getSketch_SourceObject(), this.getSketchObject(), null, "sourceObject", null, 0, 1, Sketch.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getSketch_ReferenceObjects(), this.getSketchObject(), null, "referenceObjects", null, 0, -1, Sketch.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(guideCurveEClass, GuideCurve.class, "GuideCurve", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getGuideCurve_Style(), this.getCurveStyle(), "style", "POLYLINE", 0, 1, GuideCurve.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGuideCurve_Magnitude(), ecorePackage.getEDouble(), "magnitude", "1.8", 0, 1, GuideCurve.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGuideCurve_InfluenceDistance(), ecorePackage.getEDouble(), "influenceDistance", "0.0", 0, 1, GuideCurve.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGuideCurve_Points(), this.getVector2(), null, "points", null, 0, -1, GuideCurve.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(zeroAreaEClass, ZeroArea.class, "ZeroArea", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);

		initEClass(zeroPolygonEClass, ZeroPolygon.class, "ZeroPolygon", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getZeroPolygon_Vertices(), this.getVector2(), null, "vertices", null, 0, -1, ZeroPolygon.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(zeroCellsEClass, ZeroCells.class, "ZeroCells", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getZeroCells_Rows(), ecorePackage.getEString(), "rows", null, 0, -1, ZeroCells.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, !IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(sketchObjectEClass, SketchObject.class, "SketchObject", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSketchObject_Name(), ecorePackage.getEString(), "name", null, 0, 1, SketchObject.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSketchObject_Shape(), this.getObjectShape(), "shape", "DISK", 0, 1, SketchObject.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSketchObject_Radius(), ecorePackage.getEDouble(), "radius", "0.3", 0, 1, SketchObject.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getSketchObject_Center(), this.getVector2(), null, "center", null, 0, 1, SketchObject.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getSketchObject_Vertices(), this.getVector2(), null, "vertices", null, 0, -1, SketchObject.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(bakedGridEClass, BakedGrid.class, "BakedGrid", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getBakedGrid_Columns(), ecorePackage.getEInt(), "columns", "0", 0, 1, BakedGrid.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getBakedGrid_Rows(), ecorePackage.getEInt(), "rows", "0", 0, 1, BakedGrid.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getBakedGrid_Cells(), ecorePackage.getEString(), "cells", null, 0, -1, BakedGrid.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, !IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(fieldBindingEClass, FieldBinding.class, "FieldBinding", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getFieldBinding_Weight(), ecorePackage.getEDouble(), "weight", "1.0", 0, 1, FieldBinding.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getFieldBinding_NearSourceGain(), ecorePackage.getEDouble(), "nearSourceGain", "1.0", 0, 1, FieldBinding.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getFieldBinding_Field(), this.getInteractionField(), null, "field", null, 1, 1, FieldBinding.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getFieldBinding_Sources(), this.getFieldEmitter(), null, "sources", null, 0, -1, FieldBinding.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getFieldBinding_Receivers(), this.getFieldReceiver(), null, "receivers", null, 0, -1, FieldBinding.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getFieldBinding_LinkedObject(), this.getLinkTarget(), null, "linkedObject", null, 0, 1, FieldBinding.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(activationRuleEClass, ActivationRule.class, "ActivationRule", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);

		initEClass(timeWindowRuleEClass, TimeWindowRule.class, "TimeWindowRule", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getTimeWindowRule_Start(), ecorePackage.getEDouble(), "start", "0.0", 0, 1, TimeWindowRule.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTimeWindowRule_End(), ecorePackage.getEDouble(), "end", "60.0", 0, 1, TimeWindowRule.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTimeWindowRule_Field(), this.getInteractionField(), null, "field", null, 1, 1, TimeWindowRule.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(enterFieldRuleEClass, EnterFieldRule.class, "EnterFieldRule", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getEnterFieldRule_Duration(), ecorePackage.getEDouble(), "duration", "10.0", 0, 1, EnterFieldRule.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getEnterFieldRule_ThenIgnoreEntered(), ecorePackage.getEBoolean(), "thenIgnoreEntered", "true", 0, 1, EnterFieldRule.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getEnterFieldRule_Entered(), this.getInteractionField(), null, "entered", null, 1, 1, EnterFieldRule.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getEnterFieldRule_Ignored(), this.getInteractionField(), null, "ignored", null, 1, 1, EnterFieldRule.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(socialSettingsEClass, SocialSettings.class, "SocialSettings", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSocialSettings_Enabled(), ecorePackage.getEBoolean(), "enabled", "true", 0, 1, SocialSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSocialSettings_FirstConversation(), ecorePackage.getEDouble(), "firstConversation", "20.0", 0, 1, SocialSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSocialSettings_Greeting(), ecorePackage.getEDouble(), "greeting", "3.0", 0, 1, SocialSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSocialSettings_TalkAgainAfter(), ecorePackage.getEDouble(), "talkAgainAfter", "60.0", 0, 1, SocialSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSocialSettings_SocialisingThreshold(), ecorePackage.getEDouble(), "socialisingThreshold", "0.5", 0, 1, SocialSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSocialSettings_NearDistance(), ecorePackage.getEDouble(), "nearDistance", "1.5", 0, 1, SocialSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSocialSettings_TalkDistance(), ecorePackage.getEDouble(), "talkDistance", "1.5", 0, 1, SocialSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSocialSettings_ShoulderOffset(), ecorePackage.getEDouble(), "shoulderOffset", "0.5", 0, 1, SocialSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSocialSettings_PairWalkSlowdownCosine(), ecorePackage.getEDouble(), "pairWalkSlowdownCosine", "-0.1", 0, 1, SocialSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSocialSettings_GlobalInterest(), ecorePackage.getEDouble(), "globalInterest", "1.0", 0, 1, SocialSettings.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(socialTraitsEClass, SocialTraits.class, "SocialTraits", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getSocialTraits_FriendshipAngle(), this.getDistribution(), null, "friendshipAngle", null, 0, 1, SocialTraits.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getSocialTraits_Mood(), this.getDistribution(), null, "mood", null, 0, 1, SocialTraits.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(relationEClass, Relation.class, "Relation", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getRelation_Weight(), ecorePackage.getEDouble(), "weight", "1.0", 0, 1, Relation.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getRelation_From(), this.getAgent(), null, "from", null, 1, 1, Relation.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getRelation_To(), this.getAgent(), null, "to", null, 1, 1, Relation.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getRelation_Formation(), this.getFormationConstraint(), null, "formation", null, 0, 1, Relation.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(formationConstraintEClass, FormationConstraint.class, "FormationConstraint", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getFormationConstraint_Kind(), this.getFormationKind(), "kind", "ISOTROPIC", 0, 1, FormationConstraint.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getFormationConstraint_Offset(), ecorePackage.getEDouble(), "offset", "0.0", 0, 1, FormationConstraint.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getFormationConstraint_Orientation(), ecorePackage.getEDouble(), "orientation", "0.0", 0, 1, FormationConstraint.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(groupEClass, Group.class, "Group", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getGroup_MemberWeight(), ecorePackage.getEDouble(), "memberWeight", "1.0", 0, 1, Group.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroup_LeaderWeight(), ecorePackage.getEDouble(), "leaderWeight", "1.0", 0, 1, Group.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGroup_Members(), this.getAgent(), null, "members", null, 0, -1, Group.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGroup_Leaders(), this.getAgent(), null, "leaders", null, 0, -1, Group.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGroup_Formation(), this.getFormationConstraint(), null, "formation", null, 0, 1, Group.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGroup_Parameters(), this.getGroupParameters(), null, "parameters", null, 0, 1, Group.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(groupParametersEClass, GroupParameters.class, "GroupParameters", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getGroupParameters_ConnectionNeighbours(), ecorePackage.getEInt(), "connectionNeighbours", "3", 0, 1, GroupParameters.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupParameters_InterGroupConnections(), ecorePackage.getEInt(), "interGroupConnections", "0", 0, 1, GroupParameters.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupParameters_MaxGroupingDistance(), ecorePackage.getEDouble(), "maxGroupingDistance", "1.2", 0, 1, GroupParameters.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupParameters_MinGroupingTime(), ecorePackage.getEDouble(), "minGroupingTime", "1.0", 0, 1, GroupParameters.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupParameters_TimeHorizon(), ecorePackage.getEDouble(), "timeHorizon", "2.0", 0, 1, GroupParameters.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupParameters_GroupWeight(), ecorePackage.getEDouble(), "groupWeight", "0.5", 0, 1, GroupParameters.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupParameters_VelocityWeight(), ecorePackage.getEDouble(), "velocityWeight", "0.2", 0, 1, GroupParameters.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupParameters_DistanceWeight(), ecorePackage.getEDouble(), "distanceWeight", "0.05", 0, 1, GroupParameters.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupParameters_PreferredDistance(), ecorePackage.getEDouble(), "preferredDistance", "0.8", 0, 1, GroupParameters.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(anisotropicFieldEClass, AnisotropicField.class, "AnisotropicField", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getAnisotropicField_CellSize(), ecorePackage.getEDouble(), "cellSize", "0.1", 0, 1, AnisotropicField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnisotropicField_Columns(), ecorePackage.getEInt(), "columns", "0", 0, 1, AnisotropicField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnisotropicField_Rows(), ecorePackage.getEInt(), "rows", "0", 0, 1, AnisotropicField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnisotropicField_DirectionBins(), ecorePackage.getEInt(), "directionBins", "16", 0, 1, AnisotropicField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnisotropicField_Inertia(), ecorePackage.getEDouble(), "inertia", "2.0", 0, 1, AnisotropicField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnisotropicField_Acceleration(), ecorePackage.getEDouble(), "acceleration", "1.0", 0, 1, AnisotropicField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnisotropicField_Gain(), ecorePackage.getEDouble(), "gain", "1.0", 0, 1, AnisotropicField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getAnisotropicField_SpeedRelaxation(), ecorePackage.getEDouble(), "speedRelaxation", "0.1", 0, 1, AnisotropicField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getAnisotropicField_Origin(), this.getVector2(), null, "origin", null, 0, 1, AnisotropicField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getAnisotropicField_PreferredSpeed(), this.getDistribution(), null, "preferredSpeed", null, 0, 1, AnisotropicField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getAnisotropicField_Strokes(), this.getBrushStroke(), null, "strokes", null, 0, -1, AnisotropicField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getAnisotropicField_TrajectorySets(), this.getTrajectorySet(), null, "trajectorySets", null, 0, -1, AnisotropicField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getAnisotropicField_Distributions(), this.getBakedGrid(), null, "distributions", null, 0, 1, AnisotropicField.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(brushStrokeEClass, BrushStroke.class, "BrushStroke", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getBrushStroke_Weight(), ecorePackage.getEDouble(), "weight", "1.0", 0, 1, BrushStroke.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getBrushStroke_Range(), ecorePackage.getEDouble(), "range", "1.0", 0, 1, BrushStroke.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getBrushStroke_Falloff(), ecorePackage.getEDouble(), "falloff", "1.5", 0, 1, BrushStroke.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getBrushStroke_Points(), this.getVector2(), null, "points", null, 0, -1, BrushStroke.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(trajectorySetEClass, TrajectorySet.class, "TrajectorySet", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getTrajectorySet_Source(), ecorePackage.getEString(), "source", null, 0, 1, TrajectorySet.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTrajectorySet_Trajectories(), this.getTrajectory(), null, "trajectories", null, 0, -1, TrajectorySet.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(trajectoryEClass, Trajectory.class, "Trajectory", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getTrajectory_Points(), this.getVector2(), null, "points", null, 0, -1, Trajectory.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(timelineEClass, Timeline.class, "Timeline", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getTimeline_Curves(), this.getParameterCurve(), null, "curves", null, 0, -1, Timeline.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getTimeline_Events(), this.getTimelineEvent(), null, "events", null, 0, -1, Timeline.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(parameterCurveEClass, ParameterCurve.class, "ParameterCurve", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getParameterCurve_Parameter(), ecorePackage.getEString(), "parameter", "globalInterest", 0, 1, ParameterCurve.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getParameterCurve_Keys(), this.getTimeKey(), null, "keys", null, 0, -1, ParameterCurve.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(timeKeyEClass, TimeKey.class, "TimeKey", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getTimeKey_Time(), ecorePackage.getEDouble(), "time", "0.0", 0, 1, TimeKey.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getTimeKey_Value(), ecorePackage.getEDouble(), "value", "0.0", 0, 1, TimeKey.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(timelineEventEClass, TimelineEvent.class, "TimelineEvent", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getTimelineEvent_Time(), ecorePackage.getEDoubleObject(), "time", null, 0, 1, TimelineEvent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(setGlobalInterestEventEClass, SetGlobalInterestEvent.class, "SetGlobalInterestEvent", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSetGlobalInterestEvent_Value(), ecorePackage.getEDouble(), "value", "1.0", 0, 1, SetGlobalInterestEvent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(fireAlarmEventEClass, FireAlarmEvent.class, "FireAlarmEvent", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getFireAlarmEvent_GlobalInterest(), ecorePackage.getEDouble(), "globalInterest", "0.0", 0, 1, FireAlarmEvent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(allClearEventEClass, AllClearEvent.class, "AllClearEvent", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);

		initEClass(groupChangeEventEClass, GroupChangeEvent.class, "GroupChangeEvent", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getGroupChangeEvent_Formation(), this.getFormationKind(), "formation", null, 0, 1, GroupChangeEvent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGroupChangeEvent_Group(), this.getGroup(), null, "group", null, 1, 1, GroupChangeEvent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGroupChangeEvent_Parameters(), this.getGroupParameters(), null, "parameters", null, 0, 1, GroupChangeEvent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGroupChangeEvent_Joining(), this.getAgent(), null, "joining", null, 0, -1, GroupChangeEvent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGroupChangeEvent_Leaving(), this.getAgent(), null, "leaving", null, 0, -1, GroupChangeEvent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGroupChangeEvent_LeaveOtherGroups(), ecorePackage.getEBoolean(), "leaveOtherGroups", null, 0, 1, GroupChangeEvent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGroupChangeEvent_Leaders(), this.getAgent(), null, "leaders", null, 0, -1, GroupChangeEvent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		// Initialize enums and add enum literals
		initEEnum(placeKindEEnum, PlaceKind.class, "PlaceKind");
		addEEnumLiteral(placeKindEEnum, PlaceKind.GENERIC);
		addEEnumLiteral(placeKindEEnum, PlaceKind.GOAL);
		addEEnumLiteral(placeKindEEnum, PlaceKind.EXIT);
		addEEnumLiteral(placeKindEEnum, PlaceKind.SPAWN);
		addEEnumLiteral(placeKindEEnum, PlaceKind.INTEREST);

		initEEnum(velocityCombinationEEnum, VelocityCombination.class, "VelocityCombination");
		addEEnumLiteral(velocityCombinationEEnum, VelocityCombination.WEIGHTED_AVERAGE);
		addEEnumLiteral(velocityCombinationEEnum, VelocityCombination.WEIGHTED_SUM);

		initEEnum(goalRuleEEnum, GoalRule.class, "GoalRule");
		addEEnumLiteral(goalRuleEEnum, GoalRule.NONE);
		addEEnumLiteral(goalRuleEEnum, GoalRule.STAY_AT_START);
		addEEnumLiteral(goalRuleEEnum, GoalRule.FIXED_SEQUENCE);
		addEEnumLiteral(goalRuleEEnum, GoalRule.RANDOM_GOAL);
		addEEnumLiteral(goalRuleEEnum, GoalRule.NEAREST_GOAL);
		addEEnumLiteral(goalRuleEEnum, GoalRule.RANDOM_TOUR);

		initEEnum(fieldKindEEnum, FieldKind.class, "FieldKind");
		addEEnumLiteral(fieldKindEEnum, FieldKind.VELOCITY);
		addEEnumLiteral(fieldKindEEnum, FieldKind.ORIENTATION);

		initEEnum(fieldParameterEEnum, FieldParameter.class, "FieldParameter");
		addEEnumLiteral(fieldParameterEEnum, FieldParameter.NONE);
		addEEnumLiteral(fieldParameterEEnum, FieldParameter.SOURCE_SPEED);
		addEEnumLiteral(fieldParameterEEnum, FieldParameter.SIMULATION_TIME);
		addEEnumLiteral(fieldParameterEEnum, FieldParameter.LOCAL_DENSITY);
		addEEnumLiteral(fieldParameterEEnum, FieldParameter.LINKED_DISTANCE);
		addEEnumLiteral(fieldParameterEEnum, FieldParameter.LINKED_ANGLE);

		initEEnum(curveStyleEEnum, CurveStyle.class, "CurveStyle");
		addEEnumLiteral(curveStyleEEnum, CurveStyle.POLYLINE);
		addEEnumLiteral(curveStyleEEnum, CurveStyle.FREEHAND);

		initEEnum(objectShapeEEnum, ObjectShape.class, "ObjectShape");
		addEEnumLiteral(objectShapeEEnum, ObjectShape.DISK);
		addEEnumLiteral(objectShapeEEnum, ObjectShape.POLYGON);

		initEEnum(formationKindEEnum, FormationKind.class, "FormationKind");
		addEEnumLiteral(formationKindEEnum, FormationKind.ISOTROPIC);
		addEEnumLiteral(formationKindEEnum, FormationKind.ABREAST);
		addEEnumLiteral(formationKindEEnum, FormationKind.QUEUE);
		addEEnumLiteral(formationKindEEnum, FormationKind.GUIDE);

		// Create resource
		createResource(eNS_URI);

		// Create annotations
		// http://www.eclipse.org/emf/2002/GenModel
		createGenModelAnnotations();
	}

	/**
	 * Initializes the annotations for <b>http://www.eclipse.org/emf/2002/GenModel</b>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void createGenModelAnnotations() {
		String source = "http://www.eclipse.org/emf/2002/GenModel";
		addAnnotation
		  (this,
		   source,
		   new String[] {
			   "documentation", "Crowd Studio scenario model: what technical artists author, save as .crowd files, version in git and diff. Units: metres, seconds, radians, m/s unless an attribute says otherwise. See docs/MODEL.md."
		   });
		addAnnotation
		  (placeKindEEnum,
		   source,
		   new String[] {
			   "documentation", "What a named place in the environment is for."
		   });
		addAnnotation
		  (placeKindEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "A place with no special role."
		   });
		addAnnotation
		  (placeKindEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "A destination agents can be sent to."
		   });
		addAnnotation
		  (placeKindEEnum.getELiterals().get(2),
		   source,
		   new String[] {
			   "documentation", "An exit: where agents go when a fire alarm sounds (TA paper \u00a77.3)."
		   });
		addAnnotation
		  (placeKindEEnum.getELiterals().get(3),
		   source,
		   new String[] {
			   "documentation", "Where a population is placed at the start."
		   });
		addAnnotation
		  (placeKindEEnum.getELiterals().get(4),
		   source,
		   new String[] {
			   "documentation", "An area of interest, e.g. a painting or a street performer."
		   });
		addAnnotation
		  (velocityCombinationEEnum,
		   source,
		   new String[] {
			   "documentation", "How the preferred-velocity sources of a pipeline are combined (IF paper eq. 1 uses the weighted average)."
		   });
		addAnnotation
		  (velocityCombinationEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "Sum of weight times velocity, divided by the sum of the weights of the sources that propose a velocity."
		   });
		addAnnotation
		  (velocityCombinationEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "Sum of weight times velocity."
		   });
		addAnnotation
		  (goalRuleEEnum,
		   source,
		   new String[] {
			   "documentation", "How the agents of a population choose their goals."
		   });
		addAnnotation
		  (goalRuleEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "No goal: the agents stand unless something else moves them."
		   });
		addAnnotation
		  (goalRuleEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "The goal is the agent\'s own start position (IF paper \u00a77.2, the crowd around the VIP)."
		   });
		addAnnotation
		  (goalRuleEEnum.getELiterals().get(2),
		   source,
		   new String[] {
			   "documentation", "The population\'s goals, in order."
		   });
		addAnnotation
		  (goalRuleEEnum.getELiterals().get(3),
		   source,
		   new String[] {
			   "documentation", "One of the population\'s goals, drawn per agent with the scenario seed."
		   });
		addAnnotation
		  (goalRuleEEnum.getELiterals().get(4),
		   source,
		   new String[] {
			   "documentation", "The population goal nearest to the agent\'s start position."
		   });
		addAnnotation
		  (goalRuleEEnum.getELiterals().get(5),
		   source,
		   new String[] {
			   "documentation", "All of the population\'s goals in an order drawn per agent with the scenario seed, walked again and again: the agents keep wandering between them."
		   });
		addAnnotation
		  (fieldKindEEnum,
		   source,
		   new String[] {
			   "documentation", "What an interaction field prescribes (IF paper \u00a74.1)."
		   });
		addAnnotation
		  (fieldKindEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "An absolute velocity in m/s at each point."
		   });
		addAnnotation
		  (fieldKindEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "A unit facing direction at each point."
		   });
		addAnnotation
		  (fieldParameterEEnum,
		   source,
		   new String[] {
			   "documentation", "What a parametric interaction field\'s keyframes are indexed by (IF paper \u00a74.4)."
		   });
		addAnnotation
		  (fieldParameterEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "Not parametric: one keyframe."
		   });
		addAnnotation
		  (fieldParameterEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "The speed of the source, in m/s."
		   });
		addAnnotation
		  (fieldParameterEEnum.getELiterals().get(2),
		   source,
		   new String[] {
			   "documentation", "The simulation time, in s."
		   });
		addAnnotation
		  (fieldParameterEEnum.getELiterals().get(3),
		   source,
		   new String[] {
			   "documentation", "The crowd density around the receiver, in agents/m\u00b2."
		   });
		addAnnotation
		  (fieldParameterEEnum.getELiterals().get(4),
		   source,
		   new String[] {
			   "documentation", "The distance from the source to its linked object, in m."
		   });
		addAnnotation
		  (fieldParameterEEnum.getELiterals().get(5),
		   source,
		   new String[] {
			   "documentation", "The rotation link: the field is turned so that its facing direction (\u2212y) points from the source at the linked object, instead of along the source\'s orientation (IF paper \u00a74.4.2)."
		   });
		addAnnotation
		  (curveStyleEEnum,
		   source,
		   new String[] {
			   "documentation", "How a guide curve was drawn (IF paper \u00a75.1)."
		   });
		addAnnotation
		  (curveStyleEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "Piecewise linear, point by point."
		   });
		addAnnotation
		  (curveStyleEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "Sampled from a freehand stroke."
		   });
		addAnnotation
		  (objectShapeEEnum,
		   source,
		   new String[] {
			   "documentation", "The shape of an object in a field sketch."
		   });
		addAnnotation
		  (objectShapeEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "A disk with a centre and a radius."
		   });
		addAnnotation
		  (objectShapeEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "A polygon given by its vertices."
		   });
		addAnnotation
		  (formationKindEEnum,
		   source,
		   new String[] {
			   "documentation", "The formation constraint of a velocity connection (VC paper \u00a73.4, Fig. 3c)."
		   });
		addAnnotation
		  (formationKindEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "Stay within the grouping distance in any direction (a disc)."
		   });
		addAnnotation
		  (formationKindEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "Walk side by side with the neighbour."
		   });
		addAnnotation
		  (formationKindEEnum.getELiterals().get(2),
		   source,
		   new String[] {
			   "documentation", "Walk one behind the other."
		   });
		addAnnotation
		  (formationKindEEnum.getELiterals().get(3),
		   source,
		   new String[] {
			   "documentation", "Follow behind the neighbour (a guide)."
		   });
		addAnnotation
		  (identifiedEClass,
		   source,
		   new String[] {
			   "documentation", "Anything a scenario refers to or a diff matches: it has a stable identifier."
		   });
		addAnnotation
		  (getIdentified_Id(),
		   source,
		   new String[] {
			   "documentation", "Stable unique identifier (a UUID), kept for the element\'s whole life: references and diffs use it."
		   });
		addAnnotation
		  (namedEClass,
		   source,
		   new String[] {
			   "documentation", "An identified element with a name people read."
		   });
		addAnnotation
		  (getNamed_Name(),
		   source,
		   new String[] {
			   "documentation", "Display name."
		   });
		addAnnotation
		  (getNamed_Description(),
		   source,
		   new String[] {
			   "documentation", "Free text for people."
		   });
		addAnnotation
		  (fieldEmitterEClass,
		   source,
		   new String[] {
			   "documentation", "What can emit (be the source of) an interaction field: an agent, every agent of a population or profile, an obstacle, or the whole environment."
		   });
		addAnnotation
		  (fieldReceiverEClass,
		   source,
		   new String[] {
			   "documentation", "What can respond to an interaction field: an agent, a population or a profile."
		   });
		addAnnotation
		  (linkTargetEClass,
		   source,
		   new String[] {
			   "documentation", "What a parametric field can be linked to: an agent, an obstacle or a place."
		   });
		addAnnotation
		  (graphNodeEClass,
		   source,
		   new String[] {
			   "documentation", "What the relationship graph draws as a node of its own: an agent or a population."
		   });
		addAnnotation
		  (getGraphNode_GraphPin(),
		   source,
		   new String[] {
			   "documentation", "Where the artist pinned the node in the relationship graph: the centre of its box in the graph\'s units (a pixel at zoom 1, y down). None: the graph\'s layout places it. Only the graph reads it."
		   });
		addAnnotation
		  (vector2EClass,
		   source,
		   new String[] {
			   "documentation", "A 2D point or vector in metres (positions) or metres per second (velocities), in the frame the owning feature says."
		   });
		addAnnotation
		  (getVector2_X(),
		   source,
		   new String[] {
			   "documentation", "x coordinate; always written, zero included, so files read plainly."
		   });
		addAnnotation
		  (getVector2_Y(),
		   source,
		   new String[] {
			   "documentation", "y coordinate; always written, zero included."
		   });
		addAnnotation
		  (scenarioEClass,
		   source,
		   new String[] {
			   "documentation", "The root of a .crowd file: environment, behaviour, agents and everything the four methods need."
		   });
		addAnnotation
		  (getScenario_FormatVersion(),
		   source,
		   new String[] {
			   "documentation", "Version of the .crowd file format; written on every save and read first on load, where older versions are migrated and newer ones refused."
		   });
		addAnnotation
		  (getScenario_Settings(),
		   source,
		   new String[] {
			   "documentation", "Time step, duration, seed."
		   });
		addAnnotation
		  (getScenario_Environment(),
		   source,
		   new String[] {
			   "documentation", "Bounds, obstacles and places."
		   });
		addAnnotation
		  (getScenario_Profiles(),
		   source,
		   new String[] {
			   "documentation", "Behaviour profiles agents and populations use."
		   });
		addAnnotation
		  (getScenario_Agents(),
		   source,
		   new String[] {
			   "documentation", "Explicitly placed agents."
		   });
		addAnnotation
		  (getScenario_Populations(),
		   source,
		   new String[] {
			   "documentation", "Agents generated from a count and distributions."
		   });
		addAnnotation
		  (getScenario_Fields(),
		   source,
		   new String[] {
			   "documentation", "Interaction field definitions (IF paper)."
		   });
		addAnnotation
		  (getScenario_FieldBindings(),
		   source,
		   new String[] {
			   "documentation", "Which sources emit which field and who responds."
		   });
		addAnnotation
		  (getScenario_ActivationRules(),
		   source,
		   new String[] {
			   "documentation", "When fields are active for their receivers (IF paper \u00a77.3, made data)."
		   });
		addAnnotation
		  (getScenario_Social(),
		   source,
		   new String[] {
			   "documentation", "The social layer (transactional analysis paper)."
		   });
		addAnnotation
		  (getScenario_Relations(),
		   source,
		   new String[] {
			   "documentation", "The relation matrix of the velocity-connection paper, stored sparsely."
		   });
		addAnnotation
		  (getScenario_Groups(),
		   source,
		   new String[] {
			   "documentation", "Groups with members, leaders and parameters (VC paper)."
		   });
		addAnnotation
		  (getScenario_AnisotropicFields(),
		   source,
		   new String[] {
			   "documentation", "Anisotropic fields (AF paper)."
		   });
		addAnnotation
		  (getScenario_Timeline(),
		   source,
		   new String[] {
			   "documentation", "Keyframed global parameters and events."
		   });
		addAnnotation
		  (simulationSettingsEClass,
		   source,
		   new String[] {
			   "documentation", "How the simulation is stepped."
		   });
		addAnnotation
		  (getSimulationSettings_TimeStep(),
		   source,
		   new String[] {
			   "documentation", "Fixed time step in seconds (IF paper \u00a76.1)."
		   });
		addAnnotation
		  (getSimulationSettings_Duration(),
		   source,
		   new String[] {
			   "documentation", "Simulated duration in seconds."
		   });
		addAnnotation
		  (getSimulationSettings_RandomSeed(),
		   source,
		   new String[] {
			   "documentation", "Seed of every random choice: same scenario and seed give identical trajectories."
		   });
		addAnnotation
		  (getSimulationSettings_ThreadCount(),
		   source,
		   new String[] {
			   "documentation", "Threads to simulate with; 0 uses every core. Results do not depend on it."
		   });
		addAnnotation
		  (environmentEClass,
		   source,
		   new String[] {
			   "documentation", "The static world: bounds, polygon obstacles and named places. As a field source, it emits navigation fields that are not mapped (IF paper \u00a74.2)."
		   });
		addAnnotation
		  (getEnvironment_Min(),
		   source,
		   new String[] {
			   "documentation", "Lower-left corner of the bounds, in metres."
		   });
		addAnnotation
		  (getEnvironment_Max(),
		   source,
		   new String[] {
			   "documentation", "Upper-right corner of the bounds, in metres."
		   });
		addAnnotation
		  (getEnvironment_Obstacles(),
		   source,
		   new String[] {
			   "documentation", "Polygon obstacles."
		   });
		addAnnotation
		  (getEnvironment_Places(),
		   source,
		   new String[] {
			   "documentation", "Named points and regions."
		   });
		addAnnotation
		  (obstacleEClass,
		   source,
		   new String[] {
			   "documentation", "A static polygon obstacle. Vertices in metres, counter-clockwise. As a field source it sits at the centroid of its vertices and faces its orientation."
		   });
		addAnnotation
		  (getObstacle_Orientation(),
		   source,
		   new String[] {
			   "documentation", "World angle in radians (counter-clockwise from +x) the obstacle faces; fields it emits are mapped with it, as with an agent\'s orientation (IF paper \u00a74.2)."
		   });
		addAnnotation
		  (getObstacle_Vertices(),
		   source,
		   new String[] {
			   "documentation", "Polygon vertices in world coordinates (m), counter-clockwise, at least 3."
		   });
		addAnnotation
		  (placeEClass,
		   source,
		   new String[] {
			   "documentation", "A named place: a goal, exit, spawn area or area of interest."
		   });
		addAnnotation
		  (getPlace_Kind(),
		   source,
		   new String[] {
			   "documentation", "What the place is for."
		   });
		addAnnotation
		  (waypointEClass,
		   source,
		   new String[] {
			   "documentation", "A named point."
		   });
		addAnnotation
		  (getWaypoint_ArrivalRadius(),
		   source,
		   new String[] {
			   "documentation", "Distance in metres at which an agent counts as arrived."
		   });
		addAnnotation
		  (getWaypoint_Position(),
		   source,
		   new String[] {
			   "documentation", "Position in metres."
		   });
		addAnnotation
		  (regionEClass,
		   source,
		   new String[] {
			   "documentation", "A named polygon area."
		   });
		addAnnotation
		  (getRegion_Vertices(),
		   source,
		   new String[] {
			   "documentation", "Polygon vertices in metres, counter-clockwise, at least 3."
		   });
		addAnnotation
		  (behaviourProfileEClass,
		   source,
		   new String[] {
			   "documentation", "Body and steering of a kind of agent (IF paper \u00a76.1 gives the defaults)."
		   });
		addAnnotation
		  (getBehaviourProfile_Radius(),
		   source,
		   new String[] {
			   "documentation", "Body radius in metres."
		   });
		addAnnotation
		  (getBehaviourProfile_Mass(),
		   source,
		   new String[] {
			   "documentation", "Mass; contact forces are per unit mass."
		   });
		addAnnotation
		  (getBehaviourProfile_PreferredSpeed(),
		   source,
		   new String[] {
			   "documentation", "Preferred walking speed in m/s."
		   });
		addAnnotation
		  (getBehaviourProfile_MaxSpeed(),
		   source,
		   new String[] {
			   "documentation", "Maximum speed in m/s; new and actual velocities are clamped to it."
		   });
		addAnnotation
		  (getBehaviourProfile_Color(),
		   source,
		   new String[] {
			   "documentation", "Colour in views, as #RRGGBB."
		   });
		addAnnotation
		  (getBehaviourProfile_Pipeline(),
		   source,
		   new String[] {
			   "documentation", "The steering pipeline of agents with this profile."
		   });
		addAnnotation
		  (getBehaviourProfile_SocialTraits(),
		   source,
		   new String[] {
			   "documentation", "Distributions of friendship angle and mood (TA paper \u00a76)."
		   });
		addAnnotation
		  (getBehaviourProfile_GroupParameters(),
		   source,
		   new String[] {
			   "documentation", "Velocity-connection parameters of agents with this profile (VC paper Table 2)."
		   });
		addAnnotation
		  (steeringPipelineEClass,
		   source,
		   new String[] {
			   "documentation", "The per-agent frame pipeline (IF paper \u00a74.3): waypoint modifiers, preferred-velocity sources, a velocity solver, contact forces and an orientation policy. Each stage names an algorithm, built in or contributed by a plug-in."
		   });
		addAnnotation
		  (getSteeringPipeline_Combination(),
		   source,
		   new String[] {
			   "documentation", "How the preferred-velocity sources are combined."
		   });
		addAnnotation
		  (getSteeringPipeline_WaypointModifiers(),
		   source,
		   new String[] {
			   "documentation", "Stages that set temporary waypoints, e.g. the social layer."
		   });
		addAnnotation
		  (getSteeringPipeline_VelocitySources(),
		   source,
		   new String[] {
			   "documentation", "Preferred-velocity sources: goal reaching, interaction fields, anisotropic fields, user control, plug-ins."
		   });
		addAnnotation
		  (getSteeringPipeline_VelocitySolver(),
		   source,
		   new String[] {
			   "documentation", "Turns the preferred velocity into a new velocity (ORCA, social forces, velocity connection, ...). Absent: the new velocity is the preferred velocity."
		   });
		addAnnotation
		  (getSteeringPipeline_ContactForces(),
		   source,
		   new String[] {
			   "documentation", "Contact forces between bodies (Helbing et al. 2000). Absent: none."
		   });
		addAnnotation
		  (getSteeringPipeline_Orientation(),
		   source,
		   new String[] {
			   "documentation", "How agents turn. Absent: an orientation field where one applies, else the average of preferred and new velocity."
		   });
		addAnnotation
		  (algorithmSettingsEClass,
		   source,
		   new String[] {
			   "documentation", "A steering algorithm and its parameter values, stored generically so plug-in algorithms need no model change; values are validated against the parameters the algorithm declares."
		   });
		addAnnotation
		  (getAlgorithmSettings_AlgorithmId(),
		   source,
		   new String[] {
			   "documentation", "Identifier of the algorithm, e.g. \"orca\" or a plug-in\'s own id."
		   });
		addAnnotation
		  (getAlgorithmSettings_Parameters(),
		   source,
		   new String[] {
			   "documentation", "Values that differ from the algorithm\'s defaults."
		   });
		addAnnotation
		  (velocitySourceEClass,
		   source,
		   new String[] {
			   "documentation", "A preferred-velocity source with its weight in the combination."
		   });
		addAnnotation
		  (getVelocitySource_Weight(),
		   source,
		   new String[] {
			   "documentation", "Weight in the combination; zero or more."
		   });
		addAnnotation
		  (parameterValueEClass,
		   source,
		   new String[] {
			   "documentation", "The value of one declared algorithm parameter."
		   });
		addAnnotation
		  (getParameterValue_Key(),
		   source,
		   new String[] {
			   "documentation", "Parameter identifier as the algorithm declares it."
		   });
		addAnnotation
		  (realParameterEClass,
		   source,
		   new String[] {
			   "documentation", "A real-valued parameter, in the unit the algorithm declares."
		   });
		addAnnotation
		  (integerParameterEClass,
		   source,
		   new String[] {
			   "documentation", "An integer parameter."
		   });
		addAnnotation
		  (booleanParameterEClass,
		   source,
		   new String[] {
			   "documentation", "A yes/no parameter."
		   });
		addAnnotation
		  (textParameterEClass,
		   source,
		   new String[] {
			   "documentation", "A text or choice parameter."
		   });
		addAnnotation
		  (contactForcesEClass,
		   source,
		   new String[] {
			   "documentation", "Body contact forces (Helbing, Farkas, Vicsek 2000), per unit mass (IF paper \u00a76.1)."
		   });
		addAnnotation
		  (getContactForces_AgentStiffness(),
		   source,
		   new String[] {
			   "documentation", "K between agents: 5000/80 for unit mass."
		   });
		addAnnotation
		  (getContactForces_ObstacleStiffness(),
		   source,
		   new String[] {
			   "documentation", "K between agents and obstacles: 2500/80 for unit mass."
		   });
		addAnnotation
		  (agentEClass,
		   source,
		   new String[] {
			   "documentation", "An explicitly placed agent."
		   });
		addAnnotation
		  (getAgent_Orientation(),
		   source,
		   new String[] {
			   "documentation", "Initial facing direction in radians, counter-clockwise from +x."
		   });
		addAnnotation
		  (getAgent_LoopGoals(),
		   source,
		   new String[] {
			   "documentation", "Start again at the first goal after reaching the last."
		   });
		addAnnotation
		  (getAgent_FriendshipAngle(),
		   source,
		   new String[] {
			   "documentation", "Friendship base angle in radians, [0, 2\u03c0) (TA paper \u00a74.1). Absent: drawn from the profile\'s distribution."
		   });
		addAnnotation
		  (getAgent_Mood(),
		   source,
		   new String[] {
			   "documentation", "Mood in [0, 1] (TA paper \u00a74.3). Absent: drawn from the profile\'s distribution."
		   });
		addAnnotation
		  (getAgent_PreferredSpeed(),
		   source,
		   new String[] {
			   "documentation", "The agent\'s own preferred speed in m/s (VC paper SimSpeed, AF paper v_prop). Absent: the profile\'s."
		   });
		addAnnotation
		  (getAgent_Profile(),
		   source,
		   new String[] {
			   "documentation", "The agent\'s behaviour profile."
		   });
		addAnnotation
		  (getAgent_Position(),
		   source,
		   new String[] {
			   "documentation", "Start position in metres."
		   });
		addAnnotation
		  (getAgent_Goals(),
		   source,
		   new String[] {
			   "documentation", "Goals in the order they are visited."
		   });
		addAnnotation
		  (populationEClass,
		   source,
		   new String[] {
			   "documentation", "Agents generated at load time: a count placed in a spawn region, with seeded distributions."
		   });
		addAnnotation
		  (getPopulation_Count(),
		   source,
		   new String[] {
			   "documentation", "Number of agents."
		   });
		addAnnotation
		  (getPopulation_GoalRule(),
		   source,
		   new String[] {
			   "documentation", "How each agent gets its goals."
		   });
		addAnnotation
		  (getPopulation_SeedOffset(),
		   source,
		   new String[] {
			   "documentation", "Added to the scenario seed for this population, so populations can be re-drawn independently."
		   });
		addAnnotation
		  (getPopulation_Profile(),
		   source,
		   new String[] {
			   "documentation", "The agents\' behaviour profile."
		   });
		addAnnotation
		  (getPopulation_SpawnRegion(),
		   source,
		   new String[] {
			   "documentation", "Where agents are placed, uniformly, without overlap."
		   });
		addAnnotation
		  (getPopulation_Goals(),
		   source,
		   new String[] {
			   "documentation", "Goals used by the goal rule."
		   });
		addAnnotation
		  (getPopulation_Orientation(),
		   source,
		   new String[] {
			   "documentation", "Initial facing direction in radians. Absent: towards the first goal, or 0."
		   });
		addAnnotation
		  (getPopulation_PreferredSpeed(),
		   source,
		   new String[] {
			   "documentation", "Per-agent preferred speed in m/s. Absent: the profile\'s."
		   });
		addAnnotation
		  (getPopulation_SocialTraits(),
		   source,
		   new String[] {
			   "documentation", "Overrides the profile\'s friendship and mood distributions."
		   });
		addAnnotation
		  (distributionEClass,
		   source,
		   new String[] {
			   "documentation", "A probability distribution of a real value, sampled with the scenario seed."
		   });
		addAnnotation
		  (constantDistributionEClass,
		   source,
		   new String[] {
			   "documentation", "Always the same value."
		   });
		addAnnotation
		  (uniformDistributionEClass,
		   source,
		   new String[] {
			   "documentation", "Uniform on [min, max]."
		   });
		addAnnotation
		  (normalDistributionEClass,
		   source,
		   new String[] {
			   "documentation", "Normal, optionally truncated to [min, max]."
		   });
		addAnnotation
		  (getNormalDistribution_StandardDeviation(),
		   source,
		   new String[] {
			   "documentation", "Greater than zero."
		   });
		addAnnotation
		  (getNormalDistribution_Min(),
		   source,
		   new String[] {
			   "documentation", "Lower truncation bound; absent: none."
		   });
		addAnnotation
		  (getNormalDistribution_Max(),
		   source,
		   new String[] {
			   "documentation", "Upper truncation bound; absent: none."
		   });
		addAnnotation
		  (vonMisesDistributionEClass,
		   source,
		   new String[] {
			   "documentation", "Von Mises distribution of an angle in radians: friendship angles clustered around a mean (TA paper \u00a76, \"lots of friends\")."
		   });
		addAnnotation
		  (getVonMisesDistribution_Mean(),
		   source,
		   new String[] {
			   "documentation", "Mean angle in radians."
		   });
		addAnnotation
		  (getVonMisesDistribution_Concentration(),
		   source,
		   new String[] {
			   "documentation", "\u03ba \u2265 0; 0 is uniform on the circle, larger is tighter."
		   });
		addAnnotation
		  (mixtureDistributionEClass,
		   source,
		   new String[] {
			   "documentation", "A weighted mixture, e.g. the bimodal party of guests and waiters (TA paper Table 1)."
		   });
		addAnnotation
		  (getMixtureDistribution_Components(),
		   source,
		   new String[] {
			   "documentation", "At least one component."
		   });
		addAnnotation
		  (mixtureComponentEClass,
		   source,
		   new String[] {
			   "documentation", "One component of a mixture."
		   });
		addAnnotation
		  (getMixtureComponent_Weight(),
		   source,
		   new String[] {
			   "documentation", "Relative weight, greater than zero."
		   });
		addAnnotation
		  (getMixtureComponent_Distribution(),
		   source,
		   new String[] {
			   "documentation", "The component distribution."
		   });
		addAnnotation
		  (interactionFieldEClass,
		   source,
		   new String[] {
			   "documentation", "An interaction field definition (IF paper \u00a74\u20135): a velocity or orientation field sketched in the source\'s frame (source at the origin, facing \u2212y), possibly parametric through keyframes."
		   });
		addAnnotation
		  (getInteractionField_Kind(),
		   source,
		   new String[] {
			   "documentation", "Velocity (m/s) or orientation (unit vectors)."
		   });
		addAnnotation
		  (getInteractionField_Parameter(),
		   source,
		   new String[] {
			   "documentation", "What the keyframes are indexed by."
		   });
		addAnnotation
		  (getInteractionField_GridColumns(),
		   source,
		   new String[] {
			   "documentation", "Columns of the baked grid."
		   });
		addAnnotation
		  (getInteractionField_GridRows(),
		   source,
		   new String[] {
			   "documentation", "Rows of the baked grid."
		   });
		addAnnotation
		  (getInteractionField_IdwPower(),
		   source,
		   new String[] {
			   "documentation", "\u03ba, the decay power of inverse-distance weighting (IF paper eq. 2)."
		   });
		addAnnotation
		  (getInteractionField_SamplingStep(),
		   source,
		   new String[] {
			   "documentation", "Arc length in metres between curve samples (IF paper \u00a76)."
		   });
		addAnnotation
		  (getInteractionField_BorderFalloff(),
		   source,
		   new String[] {
			   "documentation", "Width in metres over which the field fades out at the domain border; 0 is off (the paper\'s behaviour)."
		   });
		addAnnotation
		  (getInteractionField_Domain(),
		   source,
		   new String[] {
			   "documentation", "The domain in the source\'s frame."
		   });
		addAnnotation
		  (getInteractionField_Keyframes(),
		   source,
		   new String[] {
			   "documentation", "Keyframes in increasing parameter value; exactly one for a field that is not parametric."
		   });
		addAnnotation
		  (domainEClass,
		   source,
		   new String[] {
			   "documentation", "Where a field is defined, in the source\'s frame (metres)."
		   });
		addAnnotation
		  (getDomain_Center(),
		   source,
		   new String[] {
			   "documentation", "Centre of the domain relative to the source; absent: the source position."
		   });
		addAnnotation
		  (rectangleDomainEClass,
		   source,
		   new String[] {
			   "documentation", "An axis-aligned rectangle in the source\'s frame."
		   });
		addAnnotation
		  (getRectangleDomain_Width(),
		   source,
		   new String[] {
			   "documentation", "Width in metres."
		   });
		addAnnotation
		  (getRectangleDomain_Height(),
		   source,
		   new String[] {
			   "documentation", "Height in metres."
		   });
		addAnnotation
		  (diskDomainEClass,
		   source,
		   new String[] {
			   "documentation", "A disk in the source\'s frame."
		   });
		addAnnotation
		  (getDiskDomain_Radius(),
		   source,
		   new String[] {
			   "documentation", "Radius in metres."
		   });
		addAnnotation
		  (keyframeEClass,
		   source,
		   new String[] {
			   "documentation", "One keyframe of a field: a parameter value and the sketch drawn for it (IF paper \u00a74.4.1)."
		   });
		addAnnotation
		  (getKeyframe_ParameterValue(),
		   source,
		   new String[] {
			   "documentation", "Value of the field parameter at this keyframe, in the parameter\'s unit."
		   });
		addAnnotation
		  (getKeyframe_Domain(),
		   source,
		   new String[] {
			   "documentation", "This keyframe\'s own domain; absent: the field\'s. Interpolated between keyframes."
		   });
		addAnnotation
		  (getKeyframe_Sketch(),
		   source,
		   new String[] {
			   "documentation", "What the artist drew."
		   });
		addAnnotation
		  (getKeyframe_BakedGrid(),
		   source,
		   new String[] {
			   "documentation", "The field sampled on the grid, with the artist\'s per-cell edits. Absent: computed from the sketch."
		   });
		addAnnotation
		  (sketchEClass,
		   source,
		   new String[] {
			   "documentation", "The drawing of one keyframe, in the source\'s frame (IF paper \u00a75.1)."
		   });
		addAnnotation
		  (getSketch_GuideCurves(),
		   source,
		   new String[] {
			   "documentation", "Guide curves."
		   });
		addAnnotation
		  (getSketch_ZeroAreas(),
		   source,
		   new String[] {
			   "documentation", "Zero areas: standing still in velocity fields, holes in orientation fields. They win over curves."
		   });
		addAnnotation
		  (getSketch_SourceObject(),
		   source,
		   new String[] {
			   "documentation", "The source as drawn."
		   });
		addAnnotation
		  (getSketch_ReferenceObjects(),
		   source,
		   new String[] {
			   "documentation", "Other objects drawn for reference or as the link target."
		   });
		addAnnotation
		  (guideCurveEClass,
		   source,
		   new String[] {
			   "documentation", "A guide curve (IF paper \u00a75.1): the field follows its drawing direction."
		   });
		addAnnotation
		  (getGuideCurve_Style(),
		   source,
		   new String[] {
			   "documentation", "How it was drawn."
		   });
		addAnnotation
		  (getGuideCurve_Magnitude(),
		   source,
		   new String[] {
			   "documentation", "Speed in m/s along the curve for velocity fields; ignored (1) for orientation fields."
		   });
		addAnnotation
		  (getGuideCurve_InfluenceDistance(),
		   source,
		   new String[] {
			   "documentation", "Distance in metres beyond which the curve is ignored; 0 is unlimited (the paper\'s behaviour)."
		   });
		addAnnotation
		  (getGuideCurve_Points(),
		   source,
		   new String[] {
			   "documentation", "Points in the source\'s frame (m), at least 2, in drawing order."
		   });
		addAnnotation
		  (zeroAreaEClass,
		   source,
		   new String[] {
			   "documentation", "An area where the field is zero (velocity) or undefined (orientation)."
		   });
		addAnnotation
		  (zeroPolygonEClass,
		   source,
		   new String[] {
			   "documentation", "A polygonal zero area."
		   });
		addAnnotation
		  (getZeroPolygon_Vertices(),
		   source,
		   new String[] {
			   "documentation", "Vertices in the source\'s frame (m), at least 3."
		   });
		addAnnotation
		  (zeroCellsEClass,
		   source,
		   new String[] {
			   "documentation", "Zero area painted on the grid: one text row per grid row, top row first, \'#\' painted and \'.\' not."
		   });
		addAnnotation
		  (getZeroCells_Rows(),
		   source,
		   new String[] {
			   "documentation", "Grid rows, each as long as the grid is wide."
		   });
		addAnnotation
		  (sketchObjectEClass,
		   source,
		   new String[] {
			   "documentation", "An object drawn in a sketch: the source or a reference object."
		   });
		addAnnotation
		  (getSketchObject_Radius(),
		   source,
		   new String[] {
			   "documentation", "Radius of a disk, in metres."
		   });
		addAnnotation
		  (getSketchObject_Center(),
		   source,
		   new String[] {
			   "documentation", "Centre of a disk, in the source\'s frame (m)."
		   });
		addAnnotation
		  (getSketchObject_Vertices(),
		   source,
		   new String[] {
			   "documentation", "Vertices of a polygon, in the source\'s frame (m)."
		   });
		addAnnotation
		  (bakedGridEClass,
		   source,
		   new String[] {
			   "documentation", "A field sampled on its grid, one text row per grid row (top row first) so that a local edit stays a local diff. Each cell is \"vx vy\"; cells are separated by \";\"; an empty cell is a hole."
		   });
		addAnnotation
		  (getBakedGrid_Cells(),
		   source,
		   new String[] {
			   "documentation", "The grid rows."
		   });
		addAnnotation
		  (fieldBindingEClass,
		   source,
		   new String[] {
			   "documentation", "Who emits a field and who responds to it (IF paper \u00a73, \u00a74.2). A receiver never perceives a field it emits itself."
		   });
		addAnnotation
		  (getFieldBinding_Weight(),
		   source,
		   new String[] {
			   "documentation", "Weight w_j in the combination of fields (IF paper eq. 1); 0 mutes the binding."
		   });
		addAnnotation
		  (getFieldBinding_NearSourceGain(),
		   source,
		   new String[] {
			   "documentation", "How the weight grows as a receiver nears the source (IF paper \u00a74.2): weight \u00d7 nearSourceGain at the source, falling linearly to weight at the farthest reach of the field\'s domain. 1 keeps the weight constant; not used for the environment, which has no position."
		   });
		addAnnotation
		  (getFieldBinding_Field(),
		   source,
		   new String[] {
			   "documentation", "The field."
		   });
		addAnnotation
		  (getFieldBinding_Sources(),
		   source,
		   new String[] {
			   "documentation", "What emits it."
		   });
		addAnnotation
		  (getFieldBinding_Receivers(),
		   source,
		   new String[] {
			   "documentation", "Who responds to it."
		   });
		addAnnotation
		  (getFieldBinding_LinkedObject(),
		   source,
		   new String[] {
			   "documentation", "The object a linked parameter measures against (distance or rotation link)."
		   });
		addAnnotation
		  (activationRuleEClass,
		   source,
		   new String[] {
			   "documentation", "A rule that switches fields on or off for receivers over time."
		   });
		addAnnotation
		  (timeWindowRuleEClass,
		   source,
		   new String[] {
			   "documentation", "The field is active only between start and end."
		   });
		addAnnotation
		  (getTimeWindowRule_Start(),
		   source,
		   new String[] {
			   "documentation", "Seconds."
		   });
		addAnnotation
		  (getTimeWindowRule_End(),
		   source,
		   new String[] {
			   "documentation", "Seconds; after start."
		   });
		addAnnotation
		  (getTimeWindowRule_Field(),
		   source,
		   new String[] {
			   "documentation", "The field."
		   });
		addAnnotation
		  (enterFieldRuleEClass,
		   source,
		   new String[] {
			   "documentation", "On first entering field X, a receiver ignores field Y for a while, then ignores X (the museum of IF paper \u00a77.3)."
		   });
		addAnnotation
		  (getEnterFieldRule_Duration(),
		   source,
		   new String[] {
			   "documentation", "Seconds for which the ignored field stays ignored."
		   });
		addAnnotation
		  (getEnterFieldRule_ThenIgnoreEntered(),
		   source,
		   new String[] {
			   "documentation", "After the duration, ignore the entered field and restore the other."
		   });
		addAnnotation
		  (getEnterFieldRule_Entered(),
		   source,
		   new String[] {
			   "documentation", "Field X, whose domain the receiver enters."
		   });
		addAnnotation
		  (getEnterFieldRule_Ignored(),
		   source,
		   new String[] {
			   "documentation", "Field Y, ignored meanwhile."
		   });
		addAnnotation
		  (socialSettingsEClass,
		   source,
		   new String[] {
			   "documentation", "The social layer of the transactional-analysis paper (\u00a74\u20136): how long conversations last, the threshold and distances. The interest rates of eq. 4\u20138 are derived from the durations, for any time step."
		   });
		addAnnotation
		  (getSocialSettings_FirstConversation(),
		   source,
		   new String[] {
			   "documentation", "Seconds two best friends (the same friendship angle) in the best mood talk when they first meet; less close or less happy pairs talk less, down to a greeting. Sets how fast interest falls while talking (eq. 5)."
		   });
		addAnnotation
		  (getSocialSettings_Greeting(),
		   source,
		   new String[] {
			   "documentation", "The shortest conversation, in seconds: a pair that stops to talk at all talks at least this long, unless GlobalInterest falls to 0 or they lose each other."
		   });
		addAnnotation
		  (getSocialSettings_TalkAgainAfter(),
		   source,
		   new String[] {
			   "documentation", "Seconds a pair must be apart after a conversation before they talk again, briefly; after twice as long they talk as long as on first meeting. Sets how fast interest recovers (eq. 4) and fades between near agents who do not talk (eq. 6)."
		   });
		addAnnotation
		  (getSocialSettings_SocialisingThreshold(),
		   source,
		   new String[] {
			   "documentation", "Agents socialise while the social reward exceeds this (\u00a74.4)."
		   });
		addAnnotation
		  (getSocialSettings_NearDistance(),
		   source,
		   new String[] {
			   "documentation", "Metres within which two agents are near."
		   });
		addAnnotation
		  (getSocialSettings_TalkDistance(),
		   source,
		   new String[] {
			   "documentation", "Formation nucleus radius in metres: stop-and-talk partners stand within it (eq. 10)."
		   });
		addAnnotation
		  (getSocialSettings_ShoulderOffset(),
		   source,
		   new String[] {
			   "documentation", "Sideways offset in metres of the non-dominant pair walker (\u00a75.2, Fig. 7)."
		   });
		addAnnotation
		  (getSocialSettings_PairWalkSlowdownCosine(),
		   source,
		   new String[] {
			   "documentation", "Above this cosine the front pair walker keeps full speed (\u00a75.2, Fig. 6)."
		   });
		addAnnotation
		  (getSocialSettings_GlobalInterest(),
		   source,
		   new String[] {
			   "documentation", "Initial GlobalInterest (eq. 9); the timeline may key it."
		   });
		addAnnotation
		  (socialTraitsEClass,
		   source,
		   new String[] {
			   "documentation", "Distributions of the social traits of agents (TA paper \u00a76, Table 1)."
		   });
		addAnnotation
		  (getSocialTraits_FriendshipAngle(),
		   source,
		   new String[] {
			   "documentation", "Friendship base angle in radians."
		   });
		addAnnotation
		  (getSocialTraits_Mood(),
		   source,
		   new String[] {
			   "documentation", "Mood in [0, 1]."
		   });
		addAnnotation
		  (relationEClass,
		   source,
		   new String[] {
			   "documentation", "One entry e_ij of the relation matrix (VC paper \u00a73.2): how strongly agent \"from\" wants to stay near agent \"to\"."
		   });
		addAnnotation
		  (getRelation_Weight(),
		   source,
		   new String[] {
			   "documentation", "e_ij in [0, 1]."
		   });
		addAnnotation
		  (getRelation_From(),
		   source,
		   new String[] {
			   "documentation", "Agent i."
		   });
		addAnnotation
		  (getRelation_To(),
		   source,
		   new String[] {
			   "documentation", "Agent j."
		   });
		addAnnotation
		  (getRelation_Formation(),
		   source,
		   new String[] {
			   "documentation", "Shape of the connection; absent: isotropic."
		   });
		addAnnotation
		  (formationConstraintEClass,
		   source,
		   new String[] {
			   "documentation", "The formation constraint of a connection (VC paper \u00a73.4)."
		   });
		addAnnotation
		  (getFormationConstraint_Offset(),
		   source,
		   new String[] {
			   "documentation", "Preferred offset in metres."
		   });
		addAnnotation
		  (getFormationConstraint_Orientation(),
		   source,
		   new String[] {
			   "documentation", "Orientation of the constraint in radians relative to the neighbour\'s heading."
		   });
		addAnnotation
		  (groupEClass,
		   source,
		   new String[] {
			   "documentation", "A group of agents with leaders and parameters (VC paper \u00a74). Membership stands for relation matrix entries: e_ij = memberWeight between members and leaderWeight from members to leaders, so large groups need no quadratic list. When a pair of agents is in several groups the largest weight applies; an explicit relation between them overrides all groups."
		   });
		addAnnotation
		  (getGroup_MemberWeight(),
		   source,
		   new String[] {
			   "documentation", "e_ij between two members, in [0, 1]."
		   });
		addAnnotation
		  (getGroup_LeaderWeight(),
		   source,
		   new String[] {
			   "documentation", "e_ij from a member to a leader, in [0, 1]."
		   });
		addAnnotation
		  (getGroup_Members(),
		   source,
		   new String[] {
			   "documentation", "Members."
		   });
		addAnnotation
		  (getGroup_Leaders(),
		   source,
		   new String[] {
			   "documentation", "Leaders, which members follow with leaderWeight."
		   });
		addAnnotation
		  (getGroup_Formation(),
		   source,
		   new String[] {
			   "documentation", "Formation of the connections between members; absent: isotropic."
		   });
		addAnnotation
		  (getGroup_Parameters(),
		   source,
		   new String[] {
			   "documentation", "Overrides the members\' profile parameters."
		   });
		addAnnotation
		  (groupParametersEClass,
		   source,
		   new String[] {
			   "documentation", "Velocity-connection parameters (VC paper Table 2 and \u00a73)."
		   });
		addAnnotation
		  (getGroupParameters_ConnectionNeighbours(),
		   source,
		   new String[] {
			   "documentation", "n^c, neighbours connected to (1\u201345)."
		   });
		addAnnotation
		  (getGroupParameters_InterGroupConnections(),
		   source,
		   new String[] {
			   "documentation", "n^ic, extended connections to other subgroups (\u00a73.6)."
		   });
		addAnnotation
		  (getGroupParameters_MaxGroupingDistance(),
		   source,
		   new String[] {
			   "documentation", "r_max in metres."
		   });
		addAnnotation
		  (getGroupParameters_MinGroupingTime(),
		   source,
		   new String[] {
			   "documentation", "\u03c4_min in seconds."
		   });
		addAnnotation
		  (getGroupParameters_TimeHorizon(),
		   source,
		   new String[] {
			   "documentation", "\u03c4 in seconds."
		   });
		addAnnotation
		  (getGroupParameters_GroupWeight(),
		   source,
		   new String[] {
			   "documentation", "w_g, weight of the velocity connections (eq. 6)."
		   });
		addAnnotation
		  (getGroupParameters_VelocityWeight(),
		   source,
		   new String[] {
			   "documentation", "w_v, weight of the desired velocity (eq. 6)."
		   });
		addAnnotation
		  (getGroupParameters_DistanceWeight(),
		   source,
		   new String[] {
			   "documentation", "w_i, weight of the preferred distance (eq. 13), about 0.1 w_g."
		   });
		addAnnotation
		  (getGroupParameters_PreferredDistance(),
		   source,
		   new String[] {
			   "documentation", "Preferred distance in metres kept between group members (\u00a73.7)."
		   });
		addAnnotation
		  (anisotropicFieldEClass,
		   source,
		   new String[] {
			   "documentation", "An anisotropic field (AF paper \u00a73): per-cell distributions of walking direction over the environment, sketched with brush strokes or learned from trajectories."
		   });
		addAnnotation
		  (getAnisotropicField_CellSize(),
		   source,
		   new String[] {
			   "documentation", "Cell edge in metres (\u00a75)."
		   });
		addAnnotation
		  (getAnisotropicField_DirectionBins(),
		   source,
		   new String[] {
			   "documentation", "k, the number of direction bins per cell."
		   });
		addAnnotation
		  (getAnisotropicField_Inertia(),
		   source,
		   new String[] {
			   "documentation", "\u03b4, behaviour inertia exponent (eq. 4)."
		   });
		addAnnotation
		  (getAnisotropicField_Acceleration(),
		   source,
		   new String[] {
			   "documentation", "\u03c1, magnitude of the AF acceleration in m/s\u00b2 (eq. 1)."
		   });
		addAnnotation
		  (getAnisotropicField_Gain(),
		   source,
		   new String[] {
			   "documentation", "k_AF, gain of the AF acceleration (eq. 2)."
		   });
		addAnnotation
		  (getAnisotropicField_SpeedRelaxation(),
		   source,
		   new String[] {
			   "documentation", "l in [0, 1], relaxation towards the preferred speed (eq. 3)."
		   });
		addAnnotation
		  (getAnisotropicField_Origin(),
		   source,
		   new String[] {
			   "documentation", "World position of the lower-left corner of the grid (m)."
		   });
		addAnnotation
		  (getAnisotropicField_PreferredSpeed(),
		   source,
		   new String[] {
			   "documentation", "Per-agent v_prop in m/s (\u00a75: uniform 1\u20132)."
		   });
		addAnnotation
		  (getAnisotropicField_Strokes(),
		   source,
		   new String[] {
			   "documentation", "Brush strokes (\u00a73.4)."
		   });
		addAnnotation
		  (getAnisotropicField_TrajectorySets(),
		   source,
		   new String[] {
			   "documentation", "Trajectories the field is learned from (\u00a73.5)."
		   });
		addAnnotation
		  (getAnisotropicField_Distributions(),
		   source,
		   new String[] {
			   "documentation", "The per-cell distributions: one text row per grid row, cells separated by \";\", k probabilities per cell. Absent: computed from strokes and trajectories."
		   });
		addAnnotation
		  (brushStrokeEClass,
		   source,
		   new String[] {
			   "documentation", "A brush stroke that adds its direction to nearby cells (AF paper \u00a73.4, Algorithm 1)."
		   });
		addAnnotation
		  (getBrushStroke_Weight(),
		   source,
		   new String[] {
			   "documentation", "\u03bc in [0, 1]."
		   });
		addAnnotation
		  (getBrushStroke_Range(),
		   source,
		   new String[] {
			   "documentation", "\u03c1, reach in metres."
		   });
		addAnnotation
		  (getBrushStroke_Falloff(),
		   source,
		   new String[] {
			   "documentation", "\u03c6, distance falloff exponent (eq. 5)."
		   });
		addAnnotation
		  (getBrushStroke_Points(),
		   source,
		   new String[] {
			   "documentation", "World points (m), at least 2, in drawing order."
		   });
		addAnnotation
		  (trajectorySetEClass,
		   source,
		   new String[] {
			   "documentation", "Observed trajectories a field is learned from."
		   });
		addAnnotation
		  (getTrajectorySet_Source(),
		   source,
		   new String[] {
			   "documentation", "File the trajectories were imported from, relative to the scenario."
		   });
		addAnnotation
		  (getTrajectorySet_Trajectories(),
		   source,
		   new String[] {
			   "documentation", "The trajectories."
		   });
		addAnnotation
		  (trajectoryEClass,
		   source,
		   new String[] {
			   "documentation", "One observed trajectory."
		   });
		addAnnotation
		  (getTrajectory_Points(),
		   source,
		   new String[] {
			   "documentation", "World points (m) in time order."
		   });
		addAnnotation
		  (timelineEClass,
		   source,
		   new String[] {
			   "documentation", "Keyframed global parameters and named events."
		   });
		addAnnotation
		  (getTimeline_Curves(),
		   source,
		   new String[] {
			   "documentation", "Keyframed global values, e.g. GlobalInterest over a work day."
		   });
		addAnnotation
		  (getTimeline_Events(),
		   source,
		   new String[] {
			   "documentation", "Named events, at a time or triggered by the artist."
		   });
		addAnnotation
		  (parameterCurveEClass,
		   source,
		   new String[] {
			   "documentation", "A global value keyed over time, linearly interpolated and held before the first and after the last key."
		   });
		addAnnotation
		  (getParameterCurve_Parameter(),
		   source,
		   new String[] {
			   "documentation", "The global value keyed."
		   });
		addAnnotation
		  (getParameterCurve_Keys(),
		   source,
		   new String[] {
			   "documentation", "Keys in increasing time."
		   });
		addAnnotation
		  (timeKeyEClass,
		   source,
		   new String[] {
			   "documentation", "A value at a time."
		   });
		addAnnotation
		  (getTimeKey_Time(),
		   source,
		   new String[] {
			   "documentation", "Seconds."
		   });
		addAnnotation
		  (timelineEventEClass,
		   source,
		   new String[] {
			   "documentation", "A named event. With a time it fires then; without one the artist fires it (a button in the simulation view)."
		   });
		addAnnotation
		  (getTimelineEvent_Time(),
		   source,
		   new String[] {
			   "documentation", "Seconds; absent: fired by the artist."
		   });
		addAnnotation
		  (setGlobalInterestEventEClass,
		   source,
		   new String[] {
			   "documentation", "Sets GlobalInterest."
		   });
		addAnnotation
		  (fireAlarmEventEClass,
		   source,
		   new String[] {
			   "documentation", "Fire alarm (TA paper \u00a77.3): GlobalInterest drops and every agent heads to its nearest exit."
		   });
		addAnnotation
		  (allClearEventEClass,
		   source,
		   new String[] {
			   "documentation", "All clear: restores GlobalInterest and every agent\'s own goals."
		   });
		addAnnotation
		  (groupChangeEventEClass,
		   source,
		   new String[] {
			   "documentation", "Changes a group during a run (VC paper \u00a74.2): its parameters and formation (square to queue), who joins or leaves it (switching groups) and who leads it. The formation applies to every connection between members, explicit relations between members included."
		   });
		addAnnotation
		  (getGroupChangeEvent_Formation(),
		   source,
		   new String[] {
			   "documentation", "Formation every connection between members takes, explicit relations included; absent: each connection returns to its own (its relation\'s, else the group\'s)."
		   });
		addAnnotation
		  (getGroupChangeEvent_Group(),
		   source,
		   new String[] {
			   "documentation", "The group."
		   });
		addAnnotation
		  (getGroupChangeEvent_Parameters(),
		   source,
		   new String[] {
			   "documentation", "New parameters; absent: unchanged."
		   });
		addAnnotation
		  (getGroupChangeEvent_Joining(),
		   source,
		   new String[] {
			   "documentation", "Agents that become members of the group."
		   });
		addAnnotation
		  (getGroupChangeEvent_Leaving(),
		   source,
		   new String[] {
			   "documentation", "Agents that stop being members of the group, and its leaders."
		   });
		addAnnotation
		  (getGroupChangeEvent_LeaveOtherGroups(),
		   source,
		   new String[] {
			   "documentation", "Whether joining agents leave every other group they are in: they switch to this group."
		   });
		addAnnotation
		  (getGroupChangeEvent_Leaders(),
		   source,
		   new String[] {
			   "documentation", "The group\'s leaders from now on, who join it if they are not members; empty: the leaders stay as they are (to be left without a leader, the leader leaves)."
		   });
	}

} //ScenarioPackageImpl
