/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.ecore.EFactory;

/**
 * <!-- begin-user-doc -->
 * The <b>Factory</b> for the model.
 * It provides a create method for each non-abstract class of the model.
 * <!-- end-user-doc -->
 * @see org.crowdstudio.model.scenario.ScenarioPackage
 * @generated
 */
public interface ScenarioFactory extends EFactory {
	/**
	 * The singleton instance of the factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	ScenarioFactory eINSTANCE = org.crowdstudio.model.scenario.impl.ScenarioFactoryImpl.init();

	/**
	 * Returns a new object of class '<em>Vector2</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Vector2</em>'.
	 * @generated
	 */
	Vector2 createVector2();

	/**
	 * Returns a new object of class '<em>Scenario</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Scenario</em>'.
	 * @generated
	 */
	Scenario createScenario();

	/**
	 * Returns a new object of class '<em>Simulation Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Simulation Settings</em>'.
	 * @generated
	 */
	SimulationSettings createSimulationSettings();

	/**
	 * Returns a new object of class '<em>Environment</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Environment</em>'.
	 * @generated
	 */
	Environment createEnvironment();

	/**
	 * Returns a new object of class '<em>Obstacle</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Obstacle</em>'.
	 * @generated
	 */
	Obstacle createObstacle();

	/**
	 * Returns a new object of class '<em>Waypoint</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Waypoint</em>'.
	 * @generated
	 */
	Waypoint createWaypoint();

	/**
	 * Returns a new object of class '<em>Region</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Region</em>'.
	 * @generated
	 */
	Region createRegion();

	/**
	 * Returns a new object of class '<em>Behaviour Profile</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Behaviour Profile</em>'.
	 * @generated
	 */
	BehaviourProfile createBehaviourProfile();

	/**
	 * Returns a new object of class '<em>Steering Pipeline</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Steering Pipeline</em>'.
	 * @generated
	 */
	SteeringPipeline createSteeringPipeline();

	/**
	 * Returns a new object of class '<em>Algorithm Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Algorithm Settings</em>'.
	 * @generated
	 */
	AlgorithmSettings createAlgorithmSettings();

	/**
	 * Returns a new object of class '<em>Velocity Source</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Velocity Source</em>'.
	 * @generated
	 */
	VelocitySource createVelocitySource();

	/**
	 * Returns a new object of class '<em>Real Parameter</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Real Parameter</em>'.
	 * @generated
	 */
	RealParameter createRealParameter();

	/**
	 * Returns a new object of class '<em>Integer Parameter</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Integer Parameter</em>'.
	 * @generated
	 */
	IntegerParameter createIntegerParameter();

	/**
	 * Returns a new object of class '<em>Boolean Parameter</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Boolean Parameter</em>'.
	 * @generated
	 */
	BooleanParameter createBooleanParameter();

	/**
	 * Returns a new object of class '<em>Text Parameter</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Text Parameter</em>'.
	 * @generated
	 */
	TextParameter createTextParameter();

	/**
	 * Returns a new object of class '<em>Contact Forces</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Contact Forces</em>'.
	 * @generated
	 */
	ContactForces createContactForces();

	/**
	 * Returns a new object of class '<em>Agent</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Agent</em>'.
	 * @generated
	 */
	Agent createAgent();

	/**
	 * Returns a new object of class '<em>Population</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Population</em>'.
	 * @generated
	 */
	Population createPopulation();

	/**
	 * Returns a new object of class '<em>Constant Distribution</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Constant Distribution</em>'.
	 * @generated
	 */
	ConstantDistribution createConstantDistribution();

	/**
	 * Returns a new object of class '<em>Uniform Distribution</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Uniform Distribution</em>'.
	 * @generated
	 */
	UniformDistribution createUniformDistribution();

	/**
	 * Returns a new object of class '<em>Normal Distribution</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Normal Distribution</em>'.
	 * @generated
	 */
	NormalDistribution createNormalDistribution();

	/**
	 * Returns a new object of class '<em>Von Mises Distribution</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Von Mises Distribution</em>'.
	 * @generated
	 */
	VonMisesDistribution createVonMisesDistribution();

	/**
	 * Returns a new object of class '<em>Mixture Distribution</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Mixture Distribution</em>'.
	 * @generated
	 */
	MixtureDistribution createMixtureDistribution();

	/**
	 * Returns a new object of class '<em>Mixture Component</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Mixture Component</em>'.
	 * @generated
	 */
	MixtureComponent createMixtureComponent();

	/**
	 * Returns a new object of class '<em>Interaction Field</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Interaction Field</em>'.
	 * @generated
	 */
	InteractionField createInteractionField();

	/**
	 * Returns a new object of class '<em>Rectangle Domain</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Rectangle Domain</em>'.
	 * @generated
	 */
	RectangleDomain createRectangleDomain();

	/**
	 * Returns a new object of class '<em>Disk Domain</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Disk Domain</em>'.
	 * @generated
	 */
	DiskDomain createDiskDomain();

	/**
	 * Returns a new object of class '<em>Keyframe</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Keyframe</em>'.
	 * @generated
	 */
	Keyframe createKeyframe();

	/**
	 * Returns a new object of class '<em>Sketch</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Sketch</em>'.
	 * @generated
	 */
	Sketch createSketch();

	/**
	 * Returns a new object of class '<em>Guide Curve</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Guide Curve</em>'.
	 * @generated
	 */
	GuideCurve createGuideCurve();

	/**
	 * Returns a new object of class '<em>Zero Polygon</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Zero Polygon</em>'.
	 * @generated
	 */
	ZeroPolygon createZeroPolygon();

	/**
	 * Returns a new object of class '<em>Zero Cells</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Zero Cells</em>'.
	 * @generated
	 */
	ZeroCells createZeroCells();

	/**
	 * Returns a new object of class '<em>Sketch Object</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Sketch Object</em>'.
	 * @generated
	 */
	SketchObject createSketchObject();

	/**
	 * Returns a new object of class '<em>Baked Grid</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Baked Grid</em>'.
	 * @generated
	 */
	BakedGrid createBakedGrid();

	/**
	 * Returns a new object of class '<em>Field Binding</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Field Binding</em>'.
	 * @generated
	 */
	FieldBinding createFieldBinding();

	/**
	 * Returns a new object of class '<em>Time Window Rule</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Time Window Rule</em>'.
	 * @generated
	 */
	TimeWindowRule createTimeWindowRule();

	/**
	 * Returns a new object of class '<em>Enter Field Rule</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Enter Field Rule</em>'.
	 * @generated
	 */
	EnterFieldRule createEnterFieldRule();

	/**
	 * Returns a new object of class '<em>Social Settings</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Social Settings</em>'.
	 * @generated
	 */
	SocialSettings createSocialSettings();

	/**
	 * Returns a new object of class '<em>Social Traits</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Social Traits</em>'.
	 * @generated
	 */
	SocialTraits createSocialTraits();

	/**
	 * Returns a new object of class '<em>Relation</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Relation</em>'.
	 * @generated
	 */
	Relation createRelation();

	/**
	 * Returns a new object of class '<em>Formation Constraint</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Formation Constraint</em>'.
	 * @generated
	 */
	FormationConstraint createFormationConstraint();

	/**
	 * Returns a new object of class '<em>Group</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Group</em>'.
	 * @generated
	 */
	Group createGroup();

	/**
	 * Returns a new object of class '<em>Group Parameters</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Group Parameters</em>'.
	 * @generated
	 */
	GroupParameters createGroupParameters();

	/**
	 * Returns a new object of class '<em>Anisotropic Field</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Anisotropic Field</em>'.
	 * @generated
	 */
	AnisotropicField createAnisotropicField();

	/**
	 * Returns a new object of class '<em>Brush Stroke</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Brush Stroke</em>'.
	 * @generated
	 */
	BrushStroke createBrushStroke();

	/**
	 * Returns a new object of class '<em>Trajectory Set</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Trajectory Set</em>'.
	 * @generated
	 */
	TrajectorySet createTrajectorySet();

	/**
	 * Returns a new object of class '<em>Trajectory</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Trajectory</em>'.
	 * @generated
	 */
	Trajectory createTrajectory();

	/**
	 * Returns a new object of class '<em>Timeline</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Timeline</em>'.
	 * @generated
	 */
	Timeline createTimeline();

	/**
	 * Returns a new object of class '<em>Parameter Curve</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Parameter Curve</em>'.
	 * @generated
	 */
	ParameterCurve createParameterCurve();

	/**
	 * Returns a new object of class '<em>Time Key</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Time Key</em>'.
	 * @generated
	 */
	TimeKey createTimeKey();

	/**
	 * Returns a new object of class '<em>Set Global Interest Event</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Set Global Interest Event</em>'.
	 * @generated
	 */
	SetGlobalInterestEvent createSetGlobalInterestEvent();

	/**
	 * Returns a new object of class '<em>Fire Alarm Event</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Fire Alarm Event</em>'.
	 * @generated
	 */
	FireAlarmEvent createFireAlarmEvent();

	/**
	 * Returns a new object of class '<em>All Clear Event</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>All Clear Event</em>'.
	 * @generated
	 */
	AllClearEvent createAllClearEvent();

	/**
	 * Returns a new object of class '<em>Group Change Event</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Group Change Event</em>'.
	 * @generated
	 */
	GroupChangeEvent createGroupChangeEvent();

	/**
	 * Returns the package supported by this factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the package supported by this factory.
	 * @generated
	 */
	ScenarioPackage getScenarioPackage();

} //ScenarioFactory
