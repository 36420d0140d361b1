/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

/**
 * <!-- begin-user-doc -->
 * The <b>Package</b> for the model.
 * It contains accessors for the meta objects to represent
 * <ul>
 *   <li>each class,</li>
 *   <li>each feature of each class,</li>
 *   <li>each operation of each class,</li>
 *   <li>each enum,</li>
 *   <li>and each data type</li>
 * </ul>
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * Crowd Studio scenario model: what technical artists author, save as .crowd files, version in git and diff. Units: metres, seconds, radians, m/s unless an attribute says otherwise. See docs/MODEL.md.
 * <!-- end-model-doc -->
 * @see org.crowdstudio.model.scenario.ScenarioFactory
 * @model kind="package"
 * @generated
 */
public interface ScenarioPackage extends EPackage {
	/**
	 * The package name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNAME = "scenario";

	/**
	 * The package namespace URI.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_URI = "http://crowdstudio.org/2026/scenario";

	/**
	 * The package namespace name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_PREFIX = "crowd";

	/**
	 * The package content type ID.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eCONTENT_TYPE = "org.crowdstudio.model.scenario";

	/**
	 * The singleton instance of the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	ScenarioPackage eINSTANCE = org.crowdstudio.model.scenario.impl.ScenarioPackageImpl.init();

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.IdentifiedImpl <em>Identified</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.IdentifiedImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getIdentified()
	 * @generated
	 */
	int IDENTIFIED = 0;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int IDENTIFIED__ID = 0;

	/**
	 * The number of structural features of the '<em>Identified</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int IDENTIFIED_FEATURE_COUNT = 1;

	/**
	 * The number of operations of the '<em>Identified</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int IDENTIFIED_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.NamedImpl <em>Named</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.NamedImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getNamed()
	 * @generated
	 */
	int NAMED = 1;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NAMED__ID = IDENTIFIED__ID;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NAMED__NAME = IDENTIFIED_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NAMED__DESCRIPTION = IDENTIFIED_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Named</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NAMED_FEATURE_COUNT = IDENTIFIED_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Named</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NAMED_OPERATION_COUNT = IDENTIFIED_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.FieldEmitter <em>Field Emitter</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.FieldEmitter
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getFieldEmitter()
	 * @generated
	 */
	int FIELD_EMITTER = 2;

	/**
	 * The number of structural features of the '<em>Field Emitter</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FIELD_EMITTER_FEATURE_COUNT = 0;

	/**
	 * The number of operations of the '<em>Field Emitter</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FIELD_EMITTER_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.FieldReceiver <em>Field Receiver</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.FieldReceiver
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getFieldReceiver()
	 * @generated
	 */
	int FIELD_RECEIVER = 3;

	/**
	 * The number of structural features of the '<em>Field Receiver</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FIELD_RECEIVER_FEATURE_COUNT = 0;

	/**
	 * The number of operations of the '<em>Field Receiver</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FIELD_RECEIVER_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.LinkTarget <em>Link Target</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.LinkTarget
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getLinkTarget()
	 * @generated
	 */
	int LINK_TARGET = 4;

	/**
	 * The number of structural features of the '<em>Link Target</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK_TARGET_FEATURE_COUNT = 0;

	/**
	 * The number of operations of the '<em>Link Target</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK_TARGET_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.GraphNode <em>Graph Node</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.GraphNode
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getGraphNode()
	 * @generated
	 */
	int GRAPH_NODE = 5;

	/**
	 * The feature id for the '<em><b>Graph Pin</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GRAPH_NODE__GRAPH_PIN = 0;

	/**
	 * The number of structural features of the '<em>Graph Node</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GRAPH_NODE_FEATURE_COUNT = 1;

	/**
	 * The number of operations of the '<em>Graph Node</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GRAPH_NODE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.Vector2Impl <em>Vector2</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.Vector2Impl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getVector2()
	 * @generated
	 */
	int VECTOR2 = 6;

	/**
	 * The feature id for the '<em><b>X</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VECTOR2__X = 0;

	/**
	 * The feature id for the '<em><b>Y</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VECTOR2__Y = 1;

	/**
	 * The number of structural features of the '<em>Vector2</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VECTOR2_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Vector2</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VECTOR2_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.ScenarioImpl <em>Scenario</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.ScenarioImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getScenario()
	 * @generated
	 */
	int SCENARIO = 7;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__ID = NAMED__ID;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__NAME = NAMED__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__DESCRIPTION = NAMED__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Format Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__FORMAT_VERSION = NAMED_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Settings</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__SETTINGS = NAMED_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Environment</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__ENVIRONMENT = NAMED_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Profiles</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__PROFILES = NAMED_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Agents</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__AGENTS = NAMED_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Populations</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__POPULATIONS = NAMED_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Fields</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__FIELDS = NAMED_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Field Bindings</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__FIELD_BINDINGS = NAMED_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Activation Rules</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__ACTIVATION_RULES = NAMED_FEATURE_COUNT + 8;

	/**
	 * The feature id for the '<em><b>Social</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__SOCIAL = NAMED_FEATURE_COUNT + 9;

	/**
	 * The feature id for the '<em><b>Relations</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__RELATIONS = NAMED_FEATURE_COUNT + 10;

	/**
	 * The feature id for the '<em><b>Groups</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__GROUPS = NAMED_FEATURE_COUNT + 11;

	/**
	 * The feature id for the '<em><b>Anisotropic Fields</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__ANISOTROPIC_FIELDS = NAMED_FEATURE_COUNT + 12;

	/**
	 * The feature id for the '<em><b>Timeline</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__TIMELINE = NAMED_FEATURE_COUNT + 13;

	/**
	 * The number of structural features of the '<em>Scenario</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO_FEATURE_COUNT = NAMED_FEATURE_COUNT + 14;

	/**
	 * The number of operations of the '<em>Scenario</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO_OPERATION_COUNT = NAMED_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.SimulationSettingsImpl <em>Simulation Settings</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.SimulationSettingsImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getSimulationSettings()
	 * @generated
	 */
	int SIMULATION_SETTINGS = 8;

	/**
	 * The feature id for the '<em><b>Time Step</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIMULATION_SETTINGS__TIME_STEP = 0;

	/**
	 * The feature id for the '<em><b>Duration</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIMULATION_SETTINGS__DURATION = 1;

	/**
	 * The feature id for the '<em><b>Random Seed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIMULATION_SETTINGS__RANDOM_SEED = 2;

	/**
	 * The feature id for the '<em><b>Thread Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIMULATION_SETTINGS__THREAD_COUNT = 3;

	/**
	 * The number of structural features of the '<em>Simulation Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIMULATION_SETTINGS_FEATURE_COUNT = 4;

	/**
	 * The number of operations of the '<em>Simulation Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SIMULATION_SETTINGS_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.EnvironmentImpl <em>Environment</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.EnvironmentImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getEnvironment()
	 * @generated
	 */
	int ENVIRONMENT = 9;

	/**
	 * The feature id for the '<em><b>Min</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ENVIRONMENT__MIN = FIELD_EMITTER_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Max</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ENVIRONMENT__MAX = FIELD_EMITTER_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Obstacles</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ENVIRONMENT__OBSTACLES = FIELD_EMITTER_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Places</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ENVIRONMENT__PLACES = FIELD_EMITTER_FEATURE_COUNT + 3;

	/**
	 * The number of structural features of the '<em>Environment</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ENVIRONMENT_FEATURE_COUNT = FIELD_EMITTER_FEATURE_COUNT + 4;

	/**
	 * The number of operations of the '<em>Environment</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ENVIRONMENT_OPERATION_COUNT = FIELD_EMITTER_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.ObstacleImpl <em>Obstacle</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.ObstacleImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getObstacle()
	 * @generated
	 */
	int OBSTACLE = 10;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int OBSTACLE__ID = NAMED__ID;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int OBSTACLE__NAME = NAMED__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int OBSTACLE__DESCRIPTION = NAMED__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Orientation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int OBSTACLE__ORIENTATION = NAMED_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Vertices</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int OBSTACLE__VERTICES = NAMED_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Obstacle</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int OBSTACLE_FEATURE_COUNT = NAMED_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Obstacle</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int OBSTACLE_OPERATION_COUNT = NAMED_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.PlaceImpl <em>Place</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.PlaceImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getPlace()
	 * @generated
	 */
	int PLACE = 11;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PLACE__ID = NAMED__ID;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PLACE__NAME = NAMED__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PLACE__DESCRIPTION = NAMED__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Kind</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PLACE__KIND = NAMED_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Place</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PLACE_FEATURE_COUNT = NAMED_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Place</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PLACE_OPERATION_COUNT = NAMED_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.WaypointImpl <em>Waypoint</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.WaypointImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getWaypoint()
	 * @generated
	 */
	int WAYPOINT = 12;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAYPOINT__ID = PLACE__ID;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAYPOINT__NAME = PLACE__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAYPOINT__DESCRIPTION = PLACE__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Kind</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAYPOINT__KIND = PLACE__KIND;

	/**
	 * The feature id for the '<em><b>Arrival Radius</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAYPOINT__ARRIVAL_RADIUS = PLACE_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Position</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAYPOINT__POSITION = PLACE_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Waypoint</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAYPOINT_FEATURE_COUNT = PLACE_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Waypoint</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAYPOINT_OPERATION_COUNT = PLACE_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.RegionImpl <em>Region</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.RegionImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getRegion()
	 * @generated
	 */
	int REGION = 13;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REGION__ID = PLACE__ID;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REGION__NAME = PLACE__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REGION__DESCRIPTION = PLACE__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Kind</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REGION__KIND = PLACE__KIND;

	/**
	 * The feature id for the '<em><b>Vertices</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REGION__VERTICES = PLACE_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Region</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REGION_FEATURE_COUNT = PLACE_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Region</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REGION_OPERATION_COUNT = PLACE_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.BehaviourProfileImpl <em>Behaviour Profile</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.BehaviourProfileImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getBehaviourProfile()
	 * @generated
	 */
	int BEHAVIOUR_PROFILE = 14;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BEHAVIOUR_PROFILE__ID = NAMED__ID;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BEHAVIOUR_PROFILE__NAME = NAMED__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BEHAVIOUR_PROFILE__DESCRIPTION = NAMED__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Radius</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BEHAVIOUR_PROFILE__RADIUS = NAMED_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Mass</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BEHAVIOUR_PROFILE__MASS = NAMED_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Preferred Speed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BEHAVIOUR_PROFILE__PREFERRED_SPEED = NAMED_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Max Speed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BEHAVIOUR_PROFILE__MAX_SPEED = NAMED_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Color</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BEHAVIOUR_PROFILE__COLOR = NAMED_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Pipeline</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BEHAVIOUR_PROFILE__PIPELINE = NAMED_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Social Traits</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BEHAVIOUR_PROFILE__SOCIAL_TRAITS = NAMED_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Group Parameters</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BEHAVIOUR_PROFILE__GROUP_PARAMETERS = NAMED_FEATURE_COUNT + 7;

	/**
	 * The number of structural features of the '<em>Behaviour Profile</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BEHAVIOUR_PROFILE_FEATURE_COUNT = NAMED_FEATURE_COUNT + 8;

	/**
	 * The number of operations of the '<em>Behaviour Profile</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BEHAVIOUR_PROFILE_OPERATION_COUNT = NAMED_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.SteeringPipelineImpl <em>Steering Pipeline</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.SteeringPipelineImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getSteeringPipeline()
	 * @generated
	 */
	int STEERING_PIPELINE = 15;

	/**
	 * The feature id for the '<em><b>Combination</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STEERING_PIPELINE__COMBINATION = 0;

	/**
	 * The feature id for the '<em><b>Waypoint Modifiers</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STEERING_PIPELINE__WAYPOINT_MODIFIERS = 1;

	/**
	 * The feature id for the '<em><b>Velocity Sources</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STEERING_PIPELINE__VELOCITY_SOURCES = 2;

	/**
	 * The feature id for the '<em><b>Velocity Solver</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STEERING_PIPELINE__VELOCITY_SOLVER = 3;

	/**
	 * The feature id for the '<em><b>Contact Forces</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STEERING_PIPELINE__CONTACT_FORCES = 4;

	/**
	 * The feature id for the '<em><b>Orientation</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STEERING_PIPELINE__ORIENTATION = 5;

	/**
	 * The number of structural features of the '<em>Steering Pipeline</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STEERING_PIPELINE_FEATURE_COUNT = 6;

	/**
	 * The number of operations of the '<em>Steering Pipeline</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STEERING_PIPELINE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.AlgorithmSettingsImpl <em>Algorithm Settings</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.AlgorithmSettingsImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getAlgorithmSettings()
	 * @generated
	 */
	int ALGORITHM_SETTINGS = 16;

	/**
	 * The feature id for the '<em><b>Algorithm Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ALGORITHM_SETTINGS__ALGORITHM_ID = 0;

	/**
	 * The feature id for the '<em><b>Parameters</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ALGORITHM_SETTINGS__PARAMETERS = 1;

	/**
	 * The number of structural features of the '<em>Algorithm Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ALGORITHM_SETTINGS_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Algorithm Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ALGORITHM_SETTINGS_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.VelocitySourceImpl <em>Velocity Source</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.VelocitySourceImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getVelocitySource()
	 * @generated
	 */
	int VELOCITY_SOURCE = 17;

	/**
	 * The feature id for the '<em><b>Algorithm Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VELOCITY_SOURCE__ALGORITHM_ID = ALGORITHM_SETTINGS__ALGORITHM_ID;

	/**
	 * The feature id for the '<em><b>Parameters</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VELOCITY_SOURCE__PARAMETERS = ALGORITHM_SETTINGS__PARAMETERS;

	/**
	 * The feature id for the '<em><b>Weight</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VELOCITY_SOURCE__WEIGHT = ALGORITHM_SETTINGS_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Velocity Source</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VELOCITY_SOURCE_FEATURE_COUNT = ALGORITHM_SETTINGS_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Velocity Source</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VELOCITY_SOURCE_OPERATION_COUNT = ALGORITHM_SETTINGS_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.ParameterValueImpl <em>Parameter Value</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.ParameterValueImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getParameterValue()
	 * @generated
	 */
	int PARAMETER_VALUE = 18;

	/**
	 * The feature id for the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER_VALUE__KEY = 0;

	/**
	 * The number of structural features of the '<em>Parameter Value</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER_VALUE_FEATURE_COUNT = 1;

	/**
	 * The number of operations of the '<em>Parameter Value</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER_VALUE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.RealParameterImpl <em>Real Parameter</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.RealParameterImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getRealParameter()
	 * @generated
	 */
	int REAL_PARAMETER = 19;

	/**
	 * The feature id for the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REAL_PARAMETER__KEY = PARAMETER_VALUE__KEY;

	/**
	 * The feature id for the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REAL_PARAMETER__VALUE = PARAMETER_VALUE_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Real Parameter</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REAL_PARAMETER_FEATURE_COUNT = PARAMETER_VALUE_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Real Parameter</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REAL_PARAMETER_OPERATION_COUNT = PARAMETER_VALUE_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.IntegerParameterImpl <em>Integer Parameter</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.IntegerParameterImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getIntegerParameter()
	 * @generated
	 */
	int INTEGER_PARAMETER = 20;

	/**
	 * The feature id for the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTEGER_PARAMETER__KEY = PARAMETER_VALUE__KEY;

	/**
	 * The feature id for the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTEGER_PARAMETER__VALUE = PARAMETER_VALUE_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Integer Parameter</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTEGER_PARAMETER_FEATURE_COUNT = PARAMETER_VALUE_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Integer Parameter</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTEGER_PARAMETER_OPERATION_COUNT = PARAMETER_VALUE_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.BooleanParameterImpl <em>Boolean Parameter</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.BooleanParameterImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getBooleanParameter()
	 * @generated
	 */
	int BOOLEAN_PARAMETER = 21;

	/**
	 * The feature id for the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BOOLEAN_PARAMETER__KEY = PARAMETER_VALUE__KEY;

	/**
	 * The feature id for the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BOOLEAN_PARAMETER__VALUE = PARAMETER_VALUE_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Boolean Parameter</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BOOLEAN_PARAMETER_FEATURE_COUNT = PARAMETER_VALUE_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Boolean Parameter</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BOOLEAN_PARAMETER_OPERATION_COUNT = PARAMETER_VALUE_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.TextParameterImpl <em>Text Parameter</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.TextParameterImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getTextParameter()
	 * @generated
	 */
	int TEXT_PARAMETER = 22;

	/**
	 * The feature id for the '<em><b>Key</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEXT_PARAMETER__KEY = PARAMETER_VALUE__KEY;

	/**
	 * The feature id for the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEXT_PARAMETER__VALUE = PARAMETER_VALUE_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Text Parameter</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEXT_PARAMETER_FEATURE_COUNT = PARAMETER_VALUE_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Text Parameter</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TEXT_PARAMETER_OPERATION_COUNT = PARAMETER_VALUE_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.ContactForcesImpl <em>Contact Forces</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.ContactForcesImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getContactForces()
	 * @generated
	 */
	int CONTACT_FORCES = 23;

	/**
	 * The feature id for the '<em><b>Agent Stiffness</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CONTACT_FORCES__AGENT_STIFFNESS = 0;

	/**
	 * The feature id for the '<em><b>Obstacle Stiffness</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CONTACT_FORCES__OBSTACLE_STIFFNESS = 1;

	/**
	 * The number of structural features of the '<em>Contact Forces</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CONTACT_FORCES_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Contact Forces</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CONTACT_FORCES_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.AgentImpl <em>Agent</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.AgentImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getAgent()
	 * @generated
	 */
	int AGENT = 24;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AGENT__ID = NAMED__ID;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AGENT__NAME = NAMED__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AGENT__DESCRIPTION = NAMED__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Graph Pin</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AGENT__GRAPH_PIN = NAMED_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Orientation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AGENT__ORIENTATION = NAMED_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Loop Goals</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AGENT__LOOP_GOALS = NAMED_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Friendship Angle</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AGENT__FRIENDSHIP_ANGLE = NAMED_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Mood</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AGENT__MOOD = NAMED_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Preferred Speed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AGENT__PREFERRED_SPEED = NAMED_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Profile</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AGENT__PROFILE = NAMED_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Position</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AGENT__POSITION = NAMED_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Goals</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AGENT__GOALS = NAMED_FEATURE_COUNT + 8;

	/**
	 * The number of structural features of the '<em>Agent</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AGENT_FEATURE_COUNT = NAMED_FEATURE_COUNT + 9;

	/**
	 * The number of operations of the '<em>Agent</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int AGENT_OPERATION_COUNT = NAMED_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.PopulationImpl <em>Population</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.PopulationImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getPopulation()
	 * @generated
	 */
	int POPULATION = 25;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POPULATION__ID = NAMED__ID;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POPULATION__NAME = NAMED__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POPULATION__DESCRIPTION = NAMED__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Graph Pin</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POPULATION__GRAPH_PIN = NAMED_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POPULATION__COUNT = NAMED_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Goal Rule</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POPULATION__GOAL_RULE = NAMED_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Seed Offset</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POPULATION__SEED_OFFSET = NAMED_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Profile</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POPULATION__PROFILE = NAMED_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Spawn Region</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POPULATION__SPAWN_REGION = NAMED_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Goals</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POPULATION__GOALS = NAMED_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Orientation</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POPULATION__ORIENTATION = NAMED_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Preferred Speed</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POPULATION__PREFERRED_SPEED = NAMED_FEATURE_COUNT + 8;

	/**
	 * The feature id for the '<em><b>Social Traits</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POPULATION__SOCIAL_TRAITS = NAMED_FEATURE_COUNT + 9;

	/**
	 * The number of structural features of the '<em>Population</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POPULATION_FEATURE_COUNT = NAMED_FEATURE_COUNT + 10;

	/**
	 * The number of operations of the '<em>Population</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POPULATION_OPERATION_COUNT = NAMED_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.DistributionImpl <em>Distribution</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.DistributionImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getDistribution()
	 * @generated
	 */
	int DISTRIBUTION = 26;

	/**
	 * The number of structural features of the '<em>Distribution</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DISTRIBUTION_FEATURE_COUNT = 0;

	/**
	 * The number of operations of the '<em>Distribution</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DISTRIBUTION_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.ConstantDistributionImpl <em>Constant Distribution</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.ConstantDistributionImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getConstantDistribution()
	 * @generated
	 */
	int CONSTANT_DISTRIBUTION = 27;

	/**
	 * The feature id for the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CONSTANT_DISTRIBUTION__VALUE = DISTRIBUTION_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Constant Distribution</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CONSTANT_DISTRIBUTION_FEATURE_COUNT = DISTRIBUTION_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Constant Distribution</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CONSTANT_DISTRIBUTION_OPERATION_COUNT = DISTRIBUTION_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.UniformDistributionImpl <em>Uniform Distribution</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.UniformDistributionImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getUniformDistribution()
	 * @generated
	 */
	int UNIFORM_DISTRIBUTION = 28;

	/**
	 * The feature id for the '<em><b>Min</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIFORM_DISTRIBUTION__MIN = DISTRIBUTION_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Max</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIFORM_DISTRIBUTION__MAX = DISTRIBUTION_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Uniform Distribution</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIFORM_DISTRIBUTION_FEATURE_COUNT = DISTRIBUTION_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Uniform Distribution</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int UNIFORM_DISTRIBUTION_OPERATION_COUNT = DISTRIBUTION_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.NormalDistributionImpl <em>Normal Distribution</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.NormalDistributionImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getNormalDistribution()
	 * @generated
	 */
	int NORMAL_DISTRIBUTION = 29;

	/**
	 * The feature id for the '<em><b>Mean</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NORMAL_DISTRIBUTION__MEAN = DISTRIBUTION_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Standard Deviation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NORMAL_DISTRIBUTION__STANDARD_DEVIATION = DISTRIBUTION_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Min</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NORMAL_DISTRIBUTION__MIN = DISTRIBUTION_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Max</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NORMAL_DISTRIBUTION__MAX = DISTRIBUTION_FEATURE_COUNT + 3;

	/**
	 * The number of structural features of the '<em>Normal Distribution</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NORMAL_DISTRIBUTION_FEATURE_COUNT = DISTRIBUTION_FEATURE_COUNT + 4;

	/**
	 * The number of operations of the '<em>Normal Distribution</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NORMAL_DISTRIBUTION_OPERATION_COUNT = DISTRIBUTION_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.VonMisesDistributionImpl <em>Von Mises Distribution</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.VonMisesDistributionImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getVonMisesDistribution()
	 * @generated
	 */
	int VON_MISES_DISTRIBUTION = 30;

	/**
	 * The feature id for the '<em><b>Mean</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VON_MISES_DISTRIBUTION__MEAN = DISTRIBUTION_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Concentration</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VON_MISES_DISTRIBUTION__CONCENTRATION = DISTRIBUTION_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Von Mises Distribution</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VON_MISES_DISTRIBUTION_FEATURE_COUNT = DISTRIBUTION_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Von Mises Distribution</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VON_MISES_DISTRIBUTION_OPERATION_COUNT = DISTRIBUTION_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.MixtureDistributionImpl <em>Mixture Distribution</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.MixtureDistributionImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getMixtureDistribution()
	 * @generated
	 */
	int MIXTURE_DISTRIBUTION = 31;

	/**
	 * The feature id for the '<em><b>Components</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MIXTURE_DISTRIBUTION__COMPONENTS = DISTRIBUTION_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Mixture Distribution</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MIXTURE_DISTRIBUTION_FEATURE_COUNT = DISTRIBUTION_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Mixture Distribution</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MIXTURE_DISTRIBUTION_OPERATION_COUNT = DISTRIBUTION_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.MixtureComponentImpl <em>Mixture Component</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.MixtureComponentImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getMixtureComponent()
	 * @generated
	 */
	int MIXTURE_COMPONENT = 32;

	/**
	 * The feature id for the '<em><b>Weight</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MIXTURE_COMPONENT__WEIGHT = 0;

	/**
	 * The feature id for the '<em><b>Distribution</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MIXTURE_COMPONENT__DISTRIBUTION = 1;

	/**
	 * The number of structural features of the '<em>Mixture Component</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MIXTURE_COMPONENT_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Mixture Component</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MIXTURE_COMPONENT_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.InteractionFieldImpl <em>Interaction Field</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.InteractionFieldImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getInteractionField()
	 * @generated
	 */
	int INTERACTION_FIELD = 33;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERACTION_FIELD__ID = NAMED__ID;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERACTION_FIELD__NAME = NAMED__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERACTION_FIELD__DESCRIPTION = NAMED__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Kind</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERACTION_FIELD__KIND = NAMED_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Parameter</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERACTION_FIELD__PARAMETER = NAMED_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Grid Columns</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERACTION_FIELD__GRID_COLUMNS = NAMED_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Grid Rows</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERACTION_FIELD__GRID_ROWS = NAMED_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Idw Power</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERACTION_FIELD__IDW_POWER = NAMED_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Sampling Step</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERACTION_FIELD__SAMPLING_STEP = NAMED_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Border Falloff</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERACTION_FIELD__BORDER_FALLOFF = NAMED_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Domain</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERACTION_FIELD__DOMAIN = NAMED_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Keyframes</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERACTION_FIELD__KEYFRAMES = NAMED_FEATURE_COUNT + 8;

	/**
	 * The number of structural features of the '<em>Interaction Field</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERACTION_FIELD_FEATURE_COUNT = NAMED_FEATURE_COUNT + 9;

	/**
	 * The number of operations of the '<em>Interaction Field</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int INTERACTION_FIELD_OPERATION_COUNT = NAMED_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.DomainImpl <em>Domain</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.DomainImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getDomain()
	 * @generated
	 */
	int DOMAIN = 34;

	/**
	 * The feature id for the '<em><b>Center</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DOMAIN__CENTER = 0;

	/**
	 * The number of structural features of the '<em>Domain</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DOMAIN_FEATURE_COUNT = 1;

	/**
	 * The number of operations of the '<em>Domain</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DOMAIN_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.RectangleDomainImpl <em>Rectangle Domain</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.RectangleDomainImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getRectangleDomain()
	 * @generated
	 */
	int RECTANGLE_DOMAIN = 35;

	/**
	 * The feature id for the '<em><b>Center</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RECTANGLE_DOMAIN__CENTER = DOMAIN__CENTER;

	/**
	 * The feature id for the '<em><b>Width</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RECTANGLE_DOMAIN__WIDTH = DOMAIN_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Height</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RECTANGLE_DOMAIN__HEIGHT = DOMAIN_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Rectangle Domain</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RECTANGLE_DOMAIN_FEATURE_COUNT = DOMAIN_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Rectangle Domain</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RECTANGLE_DOMAIN_OPERATION_COUNT = DOMAIN_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.DiskDomainImpl <em>Disk Domain</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.DiskDomainImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getDiskDomain()
	 * @generated
	 */
	int DISK_DOMAIN = 36;

	/**
	 * The feature id for the '<em><b>Center</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DISK_DOMAIN__CENTER = DOMAIN__CENTER;

	/**
	 * The feature id for the '<em><b>Radius</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DISK_DOMAIN__RADIUS = DOMAIN_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Disk Domain</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DISK_DOMAIN_FEATURE_COUNT = DOMAIN_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Disk Domain</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DISK_DOMAIN_OPERATION_COUNT = DOMAIN_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.KeyframeImpl <em>Keyframe</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.KeyframeImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getKeyframe()
	 * @generated
	 */
	int KEYFRAME = 37;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KEYFRAME__ID = IDENTIFIED__ID;

	/**
	 * The feature id for the '<em><b>Parameter Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KEYFRAME__PARAMETER_VALUE = IDENTIFIED_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Domain</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KEYFRAME__DOMAIN = IDENTIFIED_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Sketch</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KEYFRAME__SKETCH = IDENTIFIED_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Baked Grid</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KEYFRAME__BAKED_GRID = IDENTIFIED_FEATURE_COUNT + 3;

	/**
	 * The number of structural features of the '<em>Keyframe</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KEYFRAME_FEATURE_COUNT = IDENTIFIED_FEATURE_COUNT + 4;

	/**
	 * The number of operations of the '<em>Keyframe</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int KEYFRAME_OPERATION_COUNT = IDENTIFIED_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.SketchImpl <em>Sketch</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.SketchImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getSketch()
	 * @generated
	 */
	int SKETCH = 38;

	/**
	 * The feature id for the '<em><b>Guide Curves</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SKETCH__GUIDE_CURVES = 0;

	/**
	 * The feature id for the '<em><b>Zero Areas</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SKETCH__ZERO_AREAS = 1;

	/**
	 * The feature id for the '<em><b>Source Object</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SKETCH__SOURCE_OBJECT = 2;

	/**
	 * The feature id for the '<em><b>Reference Objects</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SKETCH__REFERENCE_OBJECTS = 3;

	/**
	 * The number of structural features of the '<em>Sketch</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SKETCH_FEATURE_COUNT = 4;

	/**
	 * The number of operations of the '<em>Sketch</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SKETCH_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.GuideCurveImpl <em>Guide Curve</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.GuideCurveImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getGuideCurve()
	 * @generated
	 */
	int GUIDE_CURVE = 39;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GUIDE_CURVE__ID = IDENTIFIED__ID;

	/**
	 * The feature id for the '<em><b>Style</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GUIDE_CURVE__STYLE = IDENTIFIED_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Magnitude</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GUIDE_CURVE__MAGNITUDE = IDENTIFIED_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Influence Distance</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GUIDE_CURVE__INFLUENCE_DISTANCE = IDENTIFIED_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Points</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GUIDE_CURVE__POINTS = IDENTIFIED_FEATURE_COUNT + 3;

	/**
	 * The number of structural features of the '<em>Guide Curve</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GUIDE_CURVE_FEATURE_COUNT = IDENTIFIED_FEATURE_COUNT + 4;

	/**
	 * The number of operations of the '<em>Guide Curve</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GUIDE_CURVE_OPERATION_COUNT = IDENTIFIED_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.ZeroAreaImpl <em>Zero Area</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.ZeroAreaImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getZeroArea()
	 * @generated
	 */
	int ZERO_AREA = 40;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ZERO_AREA__ID = IDENTIFIED__ID;

	/**
	 * The number of structural features of the '<em>Zero Area</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ZERO_AREA_FEATURE_COUNT = IDENTIFIED_FEATURE_COUNT + 0;

	/**
	 * The number of operations of the '<em>Zero Area</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ZERO_AREA_OPERATION_COUNT = IDENTIFIED_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.ZeroPolygonImpl <em>Zero Polygon</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.ZeroPolygonImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getZeroPolygon()
	 * @generated
	 */
	int ZERO_POLYGON = 41;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ZERO_POLYGON__ID = ZERO_AREA__ID;

	/**
	 * The feature id for the '<em><b>Vertices</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ZERO_POLYGON__VERTICES = ZERO_AREA_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Zero Polygon</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ZERO_POLYGON_FEATURE_COUNT = ZERO_AREA_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Zero Polygon</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ZERO_POLYGON_OPERATION_COUNT = ZERO_AREA_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.ZeroCellsImpl <em>Zero Cells</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.ZeroCellsImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getZeroCells()
	 * @generated
	 */
	int ZERO_CELLS = 42;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ZERO_CELLS__ID = ZERO_AREA__ID;

	/**
	 * The feature id for the '<em><b>Rows</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ZERO_CELLS__ROWS = ZERO_AREA_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Zero Cells</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ZERO_CELLS_FEATURE_COUNT = ZERO_AREA_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Zero Cells</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ZERO_CELLS_OPERATION_COUNT = ZERO_AREA_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.SketchObjectImpl <em>Sketch Object</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.SketchObjectImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getSketchObject()
	 * @generated
	 */
	int SKETCH_OBJECT = 43;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SKETCH_OBJECT__ID = IDENTIFIED__ID;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SKETCH_OBJECT__NAME = IDENTIFIED_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Shape</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SKETCH_OBJECT__SHAPE = IDENTIFIED_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Radius</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SKETCH_OBJECT__RADIUS = IDENTIFIED_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Center</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SKETCH_OBJECT__CENTER = IDENTIFIED_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Vertices</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SKETCH_OBJECT__VERTICES = IDENTIFIED_FEATURE_COUNT + 4;

	/**
	 * The number of structural features of the '<em>Sketch Object</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SKETCH_OBJECT_FEATURE_COUNT = IDENTIFIED_FEATURE_COUNT + 5;

	/**
	 * The number of operations of the '<em>Sketch Object</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SKETCH_OBJECT_OPERATION_COUNT = IDENTIFIED_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.BakedGridImpl <em>Baked Grid</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.BakedGridImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getBakedGrid()
	 * @generated
	 */
	int BAKED_GRID = 44;

	/**
	 * The feature id for the '<em><b>Columns</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BAKED_GRID__COLUMNS = 0;

	/**
	 * The feature id for the '<em><b>Rows</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BAKED_GRID__ROWS = 1;

	/**
	 * The feature id for the '<em><b>Cells</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BAKED_GRID__CELLS = 2;

	/**
	 * The number of structural features of the '<em>Baked Grid</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BAKED_GRID_FEATURE_COUNT = 3;

	/**
	 * The number of operations of the '<em>Baked Grid</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BAKED_GRID_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.FieldBindingImpl <em>Field Binding</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.FieldBindingImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getFieldBinding()
	 * @generated
	 */
	int FIELD_BINDING = 45;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FIELD_BINDING__ID = IDENTIFIED__ID;

	/**
	 * The feature id for the '<em><b>Weight</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FIELD_BINDING__WEIGHT = IDENTIFIED_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Near Source Gain</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FIELD_BINDING__NEAR_SOURCE_GAIN = IDENTIFIED_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Field</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FIELD_BINDING__FIELD = IDENTIFIED_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Sources</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FIELD_BINDING__SOURCES = IDENTIFIED_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Receivers</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FIELD_BINDING__RECEIVERS = IDENTIFIED_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Linked Object</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FIELD_BINDING__LINKED_OBJECT = IDENTIFIED_FEATURE_COUNT + 5;

	/**
	 * The number of structural features of the '<em>Field Binding</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FIELD_BINDING_FEATURE_COUNT = IDENTIFIED_FEATURE_COUNT + 6;

	/**
	 * The number of operations of the '<em>Field Binding</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FIELD_BINDING_OPERATION_COUNT = IDENTIFIED_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.ActivationRuleImpl <em>Activation Rule</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.ActivationRuleImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getActivationRule()
	 * @generated
	 */
	int ACTIVATION_RULE = 46;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ACTIVATION_RULE__ID = IDENTIFIED__ID;

	/**
	 * The number of structural features of the '<em>Activation Rule</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ACTIVATION_RULE_FEATURE_COUNT = IDENTIFIED_FEATURE_COUNT + 0;

	/**
	 * The number of operations of the '<em>Activation Rule</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ACTIVATION_RULE_OPERATION_COUNT = IDENTIFIED_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.TimeWindowRuleImpl <em>Time Window Rule</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.TimeWindowRuleImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getTimeWindowRule()
	 * @generated
	 */
	int TIME_WINDOW_RULE = 47;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIME_WINDOW_RULE__ID = ACTIVATION_RULE__ID;

	/**
	 * The feature id for the '<em><b>Start</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIME_WINDOW_RULE__START = ACTIVATION_RULE_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>End</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIME_WINDOW_RULE__END = ACTIVATION_RULE_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Field</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIME_WINDOW_RULE__FIELD = ACTIVATION_RULE_FEATURE_COUNT + 2;

	/**
	 * The number of structural features of the '<em>Time Window Rule</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIME_WINDOW_RULE_FEATURE_COUNT = ACTIVATION_RULE_FEATURE_COUNT + 3;

	/**
	 * The number of operations of the '<em>Time Window Rule</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIME_WINDOW_RULE_OPERATION_COUNT = ACTIVATION_RULE_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.EnterFieldRuleImpl <em>Enter Field Rule</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.EnterFieldRuleImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getEnterFieldRule()
	 * @generated
	 */
	int ENTER_FIELD_RULE = 48;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ENTER_FIELD_RULE__ID = ACTIVATION_RULE__ID;

	/**
	 * The feature id for the '<em><b>Duration</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ENTER_FIELD_RULE__DURATION = ACTIVATION_RULE_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Then Ignore Entered</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ENTER_FIELD_RULE__THEN_IGNORE_ENTERED = ACTIVATION_RULE_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Entered</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ENTER_FIELD_RULE__ENTERED = ACTIVATION_RULE_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Ignored</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ENTER_FIELD_RULE__IGNORED = ACTIVATION_RULE_FEATURE_COUNT + 3;

	/**
	 * The number of structural features of the '<em>Enter Field Rule</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ENTER_FIELD_RULE_FEATURE_COUNT = ACTIVATION_RULE_FEATURE_COUNT + 4;

	/**
	 * The number of operations of the '<em>Enter Field Rule</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ENTER_FIELD_RULE_OPERATION_COUNT = ACTIVATION_RULE_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.SocialSettingsImpl <em>Social Settings</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.SocialSettingsImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getSocialSettings()
	 * @generated
	 */
	int SOCIAL_SETTINGS = 49;

	/**
	 * The feature id for the '<em><b>Enabled</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SOCIAL_SETTINGS__ENABLED = 0;

	/**
	 * The feature id for the '<em><b>First Conversation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SOCIAL_SETTINGS__FIRST_CONVERSATION = 1;

	/**
	 * The feature id for the '<em><b>Greeting</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SOCIAL_SETTINGS__GREETING = 2;

	/**
	 * The feature id for the '<em><b>Talk Again After</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SOCIAL_SETTINGS__TALK_AGAIN_AFTER = 3;

	/**
	 * The feature id for the '<em><b>Socialising Threshold</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SOCIAL_SETTINGS__SOCIALISING_THRESHOLD = 4;

	/**
	 * The feature id for the '<em><b>Near Distance</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SOCIAL_SETTINGS__NEAR_DISTANCE = 5;

	/**
	 * The feature id for the '<em><b>Talk Distance</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SOCIAL_SETTINGS__TALK_DISTANCE = 6;

	/**
	 * The feature id for the '<em><b>Shoulder Offset</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SOCIAL_SETTINGS__SHOULDER_OFFSET = 7;

	/**
	 * The feature id for the '<em><b>Pair Walk Slowdown Cosine</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SOCIAL_SETTINGS__PAIR_WALK_SLOWDOWN_COSINE = 8;

	/**
	 * The feature id for the '<em><b>Global Interest</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SOCIAL_SETTINGS__GLOBAL_INTEREST = 9;

	/**
	 * The number of structural features of the '<em>Social Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SOCIAL_SETTINGS_FEATURE_COUNT = 10;

	/**
	 * The number of operations of the '<em>Social Settings</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SOCIAL_SETTINGS_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.SocialTraitsImpl <em>Social Traits</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.SocialTraitsImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getSocialTraits()
	 * @generated
	 */
	int SOCIAL_TRAITS = 50;

	/**
	 * The feature id for the '<em><b>Friendship Angle</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SOCIAL_TRAITS__FRIENDSHIP_ANGLE = 0;

	/**
	 * The feature id for the '<em><b>Mood</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SOCIAL_TRAITS__MOOD = 1;

	/**
	 * The number of structural features of the '<em>Social Traits</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SOCIAL_TRAITS_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Social Traits</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SOCIAL_TRAITS_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.RelationImpl <em>Relation</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.RelationImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getRelation()
	 * @generated
	 */
	int RELATION = 51;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RELATION__ID = IDENTIFIED__ID;

	/**
	 * The feature id for the '<em><b>Weight</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RELATION__WEIGHT = IDENTIFIED_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>From</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RELATION__FROM = IDENTIFIED_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>To</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RELATION__TO = IDENTIFIED_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Formation</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RELATION__FORMATION = IDENTIFIED_FEATURE_COUNT + 3;

	/**
	 * The number of structural features of the '<em>Relation</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RELATION_FEATURE_COUNT = IDENTIFIED_FEATURE_COUNT + 4;

	/**
	 * The number of operations of the '<em>Relation</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RELATION_OPERATION_COUNT = IDENTIFIED_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.FormationConstraintImpl <em>Formation Constraint</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.FormationConstraintImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getFormationConstraint()
	 * @generated
	 */
	int FORMATION_CONSTRAINT = 52;

	/**
	 * The feature id for the '<em><b>Kind</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FORMATION_CONSTRAINT__KIND = 0;

	/**
	 * The feature id for the '<em><b>Offset</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FORMATION_CONSTRAINT__OFFSET = 1;

	/**
	 * The feature id for the '<em><b>Orientation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FORMATION_CONSTRAINT__ORIENTATION = 2;

	/**
	 * The number of structural features of the '<em>Formation Constraint</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FORMATION_CONSTRAINT_FEATURE_COUNT = 3;

	/**
	 * The number of operations of the '<em>Formation Constraint</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FORMATION_CONSTRAINT_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.GroupImpl <em>Group</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.GroupImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getGroup()
	 * @generated
	 */
	int GROUP = 53;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP__ID = NAMED__ID;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP__NAME = NAMED__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP__DESCRIPTION = NAMED__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Member Weight</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP__MEMBER_WEIGHT = NAMED_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Leader Weight</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP__LEADER_WEIGHT = NAMED_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Members</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP__MEMBERS = NAMED_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Leaders</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP__LEADERS = NAMED_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Formation</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP__FORMATION = NAMED_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Parameters</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP__PARAMETERS = NAMED_FEATURE_COUNT + 5;

	/**
	 * The number of structural features of the '<em>Group</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_FEATURE_COUNT = NAMED_FEATURE_COUNT + 6;

	/**
	 * The number of operations of the '<em>Group</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_OPERATION_COUNT = NAMED_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.GroupParametersImpl <em>Group Parameters</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.GroupParametersImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getGroupParameters()
	 * @generated
	 */
	int GROUP_PARAMETERS = 54;

	/**
	 * The feature id for the '<em><b>Connection Neighbours</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_PARAMETERS__CONNECTION_NEIGHBOURS = 0;

	/**
	 * The feature id for the '<em><b>Inter Group Connections</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_PARAMETERS__INTER_GROUP_CONNECTIONS = 1;

	/**
	 * The feature id for the '<em><b>Max Grouping Distance</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_PARAMETERS__MAX_GROUPING_DISTANCE = 2;

	/**
	 * The feature id for the '<em><b>Min Grouping Time</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_PARAMETERS__MIN_GROUPING_TIME = 3;

	/**
	 * The feature id for the '<em><b>Time Horizon</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_PARAMETERS__TIME_HORIZON = 4;

	/**
	 * The feature id for the '<em><b>Group Weight</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_PARAMETERS__GROUP_WEIGHT = 5;

	/**
	 * The feature id for the '<em><b>Velocity Weight</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_PARAMETERS__VELOCITY_WEIGHT = 6;

	/**
	 * The feature id for the '<em><b>Distance Weight</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_PARAMETERS__DISTANCE_WEIGHT = 7;

	/**
	 * The feature id for the '<em><b>Preferred Distance</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_PARAMETERS__PREFERRED_DISTANCE = 8;

	/**
	 * The number of structural features of the '<em>Group Parameters</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_PARAMETERS_FEATURE_COUNT = 9;

	/**
	 * The number of operations of the '<em>Group Parameters</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_PARAMETERS_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.AnisotropicFieldImpl <em>Anisotropic Field</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.AnisotropicFieldImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getAnisotropicField()
	 * @generated
	 */
	int ANISOTROPIC_FIELD = 55;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANISOTROPIC_FIELD__ID = NAMED__ID;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANISOTROPIC_FIELD__NAME = NAMED__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANISOTROPIC_FIELD__DESCRIPTION = NAMED__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Cell Size</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANISOTROPIC_FIELD__CELL_SIZE = NAMED_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Columns</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANISOTROPIC_FIELD__COLUMNS = NAMED_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Rows</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANISOTROPIC_FIELD__ROWS = NAMED_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Direction Bins</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANISOTROPIC_FIELD__DIRECTION_BINS = NAMED_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Inertia</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANISOTROPIC_FIELD__INERTIA = NAMED_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Acceleration</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANISOTROPIC_FIELD__ACCELERATION = NAMED_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Gain</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANISOTROPIC_FIELD__GAIN = NAMED_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Speed Relaxation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANISOTROPIC_FIELD__SPEED_RELAXATION = NAMED_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Origin</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANISOTROPIC_FIELD__ORIGIN = NAMED_FEATURE_COUNT + 8;

	/**
	 * The feature id for the '<em><b>Preferred Speed</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANISOTROPIC_FIELD__PREFERRED_SPEED = NAMED_FEATURE_COUNT + 9;

	/**
	 * The feature id for the '<em><b>Strokes</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANISOTROPIC_FIELD__STROKES = NAMED_FEATURE_COUNT + 10;

	/**
	 * The feature id for the '<em><b>Trajectory Sets</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANISOTROPIC_FIELD__TRAJECTORY_SETS = NAMED_FEATURE_COUNT + 11;

	/**
	 * The feature id for the '<em><b>Distributions</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANISOTROPIC_FIELD__DISTRIBUTIONS = NAMED_FEATURE_COUNT + 12;

	/**
	 * The number of structural features of the '<em>Anisotropic Field</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANISOTROPIC_FIELD_FEATURE_COUNT = NAMED_FEATURE_COUNT + 13;

	/**
	 * The number of operations of the '<em>Anisotropic Field</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ANISOTROPIC_FIELD_OPERATION_COUNT = NAMED_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.BrushStrokeImpl <em>Brush Stroke</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.BrushStrokeImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getBrushStroke()
	 * @generated
	 */
	int BRUSH_STROKE = 56;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BRUSH_STROKE__ID = IDENTIFIED__ID;

	/**
	 * The feature id for the '<em><b>Weight</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BRUSH_STROKE__WEIGHT = IDENTIFIED_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Range</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BRUSH_STROKE__RANGE = IDENTIFIED_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Falloff</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BRUSH_STROKE__FALLOFF = IDENTIFIED_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Points</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BRUSH_STROKE__POINTS = IDENTIFIED_FEATURE_COUNT + 3;

	/**
	 * The number of structural features of the '<em>Brush Stroke</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BRUSH_STROKE_FEATURE_COUNT = IDENTIFIED_FEATURE_COUNT + 4;

	/**
	 * The number of operations of the '<em>Brush Stroke</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int BRUSH_STROKE_OPERATION_COUNT = IDENTIFIED_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.TrajectorySetImpl <em>Trajectory Set</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.TrajectorySetImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getTrajectorySet()
	 * @generated
	 */
	int TRAJECTORY_SET = 57;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRAJECTORY_SET__ID = NAMED__ID;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRAJECTORY_SET__NAME = NAMED__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRAJECTORY_SET__DESCRIPTION = NAMED__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Source</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRAJECTORY_SET__SOURCE = NAMED_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Trajectories</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRAJECTORY_SET__TRAJECTORIES = NAMED_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Trajectory Set</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRAJECTORY_SET_FEATURE_COUNT = NAMED_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Trajectory Set</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRAJECTORY_SET_OPERATION_COUNT = NAMED_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.TrajectoryImpl <em>Trajectory</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.TrajectoryImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getTrajectory()
	 * @generated
	 */
	int TRAJECTORY = 58;

	/**
	 * The feature id for the '<em><b>Points</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRAJECTORY__POINTS = 0;

	/**
	 * The number of structural features of the '<em>Trajectory</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRAJECTORY_FEATURE_COUNT = 1;

	/**
	 * The number of operations of the '<em>Trajectory</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TRAJECTORY_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.TimelineImpl <em>Timeline</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.TimelineImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getTimeline()
	 * @generated
	 */
	int TIMELINE = 59;

	/**
	 * The feature id for the '<em><b>Curves</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMELINE__CURVES = 0;

	/**
	 * The feature id for the '<em><b>Events</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMELINE__EVENTS = 1;

	/**
	 * The number of structural features of the '<em>Timeline</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMELINE_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Timeline</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMELINE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.ParameterCurveImpl <em>Parameter Curve</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.ParameterCurveImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getParameterCurve()
	 * @generated
	 */
	int PARAMETER_CURVE = 60;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER_CURVE__ID = IDENTIFIED__ID;

	/**
	 * The feature id for the '<em><b>Parameter</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER_CURVE__PARAMETER = IDENTIFIED_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Keys</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER_CURVE__KEYS = IDENTIFIED_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Parameter Curve</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER_CURVE_FEATURE_COUNT = IDENTIFIED_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Parameter Curve</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PARAMETER_CURVE_OPERATION_COUNT = IDENTIFIED_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.TimeKeyImpl <em>Time Key</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.TimeKeyImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getTimeKey()
	 * @generated
	 */
	int TIME_KEY = 61;

	/**
	 * The feature id for the '<em><b>Time</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIME_KEY__TIME = 0;

	/**
	 * The feature id for the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIME_KEY__VALUE = 1;

	/**
	 * The number of structural features of the '<em>Time Key</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIME_KEY_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Time Key</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIME_KEY_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.TimelineEventImpl <em>Timeline Event</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.TimelineEventImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getTimelineEvent()
	 * @generated
	 */
	int TIMELINE_EVENT = 62;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMELINE_EVENT__ID = NAMED__ID;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMELINE_EVENT__NAME = NAMED__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMELINE_EVENT__DESCRIPTION = NAMED__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Time</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMELINE_EVENT__TIME = NAMED_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Timeline Event</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMELINE_EVENT_FEATURE_COUNT = NAMED_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Timeline Event</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TIMELINE_EVENT_OPERATION_COUNT = NAMED_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.SetGlobalInterestEventImpl <em>Set Global Interest Event</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.SetGlobalInterestEventImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getSetGlobalInterestEvent()
	 * @generated
	 */
	int SET_GLOBAL_INTEREST_EVENT = 63;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SET_GLOBAL_INTEREST_EVENT__ID = TIMELINE_EVENT__ID;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SET_GLOBAL_INTEREST_EVENT__NAME = TIMELINE_EVENT__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SET_GLOBAL_INTEREST_EVENT__DESCRIPTION = TIMELINE_EVENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Time</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SET_GLOBAL_INTEREST_EVENT__TIME = TIMELINE_EVENT__TIME;

	/**
	 * The feature id for the '<em><b>Value</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SET_GLOBAL_INTEREST_EVENT__VALUE = TIMELINE_EVENT_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Set Global Interest Event</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SET_GLOBAL_INTEREST_EVENT_FEATURE_COUNT = TIMELINE_EVENT_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Set Global Interest Event</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SET_GLOBAL_INTEREST_EVENT_OPERATION_COUNT = TIMELINE_EVENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.FireAlarmEventImpl <em>Fire Alarm Event</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.FireAlarmEventImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getFireAlarmEvent()
	 * @generated
	 */
	int FIRE_ALARM_EVENT = 64;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FIRE_ALARM_EVENT__ID = TIMELINE_EVENT__ID;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FIRE_ALARM_EVENT__NAME = TIMELINE_EVENT__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FIRE_ALARM_EVENT__DESCRIPTION = TIMELINE_EVENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Time</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FIRE_ALARM_EVENT__TIME = TIMELINE_EVENT__TIME;

	/**
	 * The feature id for the '<em><b>Global Interest</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FIRE_ALARM_EVENT__GLOBAL_INTEREST = TIMELINE_EVENT_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Fire Alarm Event</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FIRE_ALARM_EVENT_FEATURE_COUNT = TIMELINE_EVENT_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Fire Alarm Event</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FIRE_ALARM_EVENT_OPERATION_COUNT = TIMELINE_EVENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.AllClearEventImpl <em>All Clear Event</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.AllClearEventImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getAllClearEvent()
	 * @generated
	 */
	int ALL_CLEAR_EVENT = 65;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ALL_CLEAR_EVENT__ID = TIMELINE_EVENT__ID;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ALL_CLEAR_EVENT__NAME = TIMELINE_EVENT__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ALL_CLEAR_EVENT__DESCRIPTION = TIMELINE_EVENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Time</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ALL_CLEAR_EVENT__TIME = TIMELINE_EVENT__TIME;

	/**
	 * The number of structural features of the '<em>All Clear Event</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ALL_CLEAR_EVENT_FEATURE_COUNT = TIMELINE_EVENT_FEATURE_COUNT + 0;

	/**
	 * The number of operations of the '<em>All Clear Event</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ALL_CLEAR_EVENT_OPERATION_COUNT = TIMELINE_EVENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.impl.GroupChangeEventImpl <em>Group Change Event</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.impl.GroupChangeEventImpl
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getGroupChangeEvent()
	 * @generated
	 */
	int GROUP_CHANGE_EVENT = 66;

	/**
	 * The feature id for the '<em><b>Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_CHANGE_EVENT__ID = TIMELINE_EVENT__ID;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_CHANGE_EVENT__NAME = TIMELINE_EVENT__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_CHANGE_EVENT__DESCRIPTION = TIMELINE_EVENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Time</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_CHANGE_EVENT__TIME = TIMELINE_EVENT__TIME;

	/**
	 * The feature id for the '<em><b>Formation</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_CHANGE_EVENT__FORMATION = TIMELINE_EVENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Group</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_CHANGE_EVENT__GROUP = TIMELINE_EVENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Parameters</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_CHANGE_EVENT__PARAMETERS = TIMELINE_EVENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Joining</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_CHANGE_EVENT__JOINING = TIMELINE_EVENT_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Leaving</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_CHANGE_EVENT__LEAVING = TIMELINE_EVENT_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Leave Other Groups</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_CHANGE_EVENT__LEAVE_OTHER_GROUPS = TIMELINE_EVENT_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Leaders</b></em>' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_CHANGE_EVENT__LEADERS = TIMELINE_EVENT_FEATURE_COUNT + 6;

	/**
	 * The number of structural features of the '<em>Group Change Event</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_CHANGE_EVENT_FEATURE_COUNT = TIMELINE_EVENT_FEATURE_COUNT + 7;

	/**
	 * The number of operations of the '<em>Group Change Event</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GROUP_CHANGE_EVENT_OPERATION_COUNT = TIMELINE_EVENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.PlaceKind <em>Place Kind</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.PlaceKind
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getPlaceKind()
	 * @generated
	 */
	int PLACE_KIND = 67;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.VelocityCombination <em>Velocity Combination</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.VelocityCombination
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getVelocityCombination()
	 * @generated
	 */
	int VELOCITY_COMBINATION = 68;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.GoalRule <em>Goal Rule</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.GoalRule
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getGoalRule()
	 * @generated
	 */
	int GOAL_RULE = 69;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.FieldKind <em>Field Kind</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.FieldKind
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getFieldKind()
	 * @generated
	 */
	int FIELD_KIND = 70;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.FieldParameter <em>Field Parameter</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.FieldParameter
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getFieldParameter()
	 * @generated
	 */
	int FIELD_PARAMETER = 71;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.CurveStyle <em>Curve Style</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.CurveStyle
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getCurveStyle()
	 * @generated
	 */
	int CURVE_STYLE = 72;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.ObjectShape <em>Object Shape</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.ObjectShape
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getObjectShape()
	 * @generated
	 */
	int OBJECT_SHAPE = 73;

	/**
	 * The meta object id for the '{@link org.crowdstudio.model.scenario.FormationKind <em>Formation Kind</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.crowdstudio.model.scenario.FormationKind
	 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getFormationKind()
	 * @generated
	 */
	int FORMATION_KIND = 74;


	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.Identified <em>Identified</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Identified</em>'.
	 * @see org.crowdstudio.model.scenario.Identified
	 * @generated
	 */
	EClass getIdentified();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.Identified#getId <em>Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Id</em>'.
	 * @see org.crowdstudio.model.scenario.Identified#getId()
	 * @see #getIdentified()
	 * @generated
	 */
	EAttribute getIdentified_Id();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.Named <em>Named</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Named</em>'.
	 * @see org.crowdstudio.model.scenario.Named
	 * @generated
	 */
	EClass getNamed();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.Named#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see org.crowdstudio.model.scenario.Named#getName()
	 * @see #getNamed()
	 * @generated
	 */
	EAttribute getNamed_Name();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.Named#getDescription <em>Description</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Description</em>'.
	 * @see org.crowdstudio.model.scenario.Named#getDescription()
	 * @see #getNamed()
	 * @generated
	 */
	EAttribute getNamed_Description();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.FieldEmitter <em>Field Emitter</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Field Emitter</em>'.
	 * @see org.crowdstudio.model.scenario.FieldEmitter
	 * @generated
	 */
	EClass getFieldEmitter();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.FieldReceiver <em>Field Receiver</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Field Receiver</em>'.
	 * @see org.crowdstudio.model.scenario.FieldReceiver
	 * @generated
	 */
	EClass getFieldReceiver();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.LinkTarget <em>Link Target</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Link Target</em>'.
	 * @see org.crowdstudio.model.scenario.LinkTarget
	 * @generated
	 */
	EClass getLinkTarget();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.GraphNode <em>Graph Node</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Graph Node</em>'.
	 * @see org.crowdstudio.model.scenario.GraphNode
	 * @generated
	 */
	EClass getGraphNode();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.GraphNode#getGraphPin <em>Graph Pin</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Graph Pin</em>'.
	 * @see org.crowdstudio.model.scenario.GraphNode#getGraphPin()
	 * @see #getGraphNode()
	 * @generated
	 */
	EReference getGraphNode_GraphPin();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.Vector2 <em>Vector2</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Vector2</em>'.
	 * @see org.crowdstudio.model.scenario.Vector2
	 * @generated
	 */
	EClass getVector2();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.Vector2#getX <em>X</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>X</em>'.
	 * @see org.crowdstudio.model.scenario.Vector2#getX()
	 * @see #getVector2()
	 * @generated
	 */
	EAttribute getVector2_X();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.Vector2#getY <em>Y</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Y</em>'.
	 * @see org.crowdstudio.model.scenario.Vector2#getY()
	 * @see #getVector2()
	 * @generated
	 */
	EAttribute getVector2_Y();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.Scenario <em>Scenario</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Scenario</em>'.
	 * @see org.crowdstudio.model.scenario.Scenario
	 * @generated
	 */
	EClass getScenario();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.Scenario#getFormatVersion <em>Format Version</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Format Version</em>'.
	 * @see org.crowdstudio.model.scenario.Scenario#getFormatVersion()
	 * @see #getScenario()
	 * @generated
	 */
	EAttribute getScenario_FormatVersion();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.Scenario#getSettings <em>Settings</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Settings</em>'.
	 * @see org.crowdstudio.model.scenario.Scenario#getSettings()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Settings();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.Scenario#getEnvironment <em>Environment</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Environment</em>'.
	 * @see org.crowdstudio.model.scenario.Scenario#getEnvironment()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Environment();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.Scenario#getProfiles <em>Profiles</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Profiles</em>'.
	 * @see org.crowdstudio.model.scenario.Scenario#getProfiles()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Profiles();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.Scenario#getAgents <em>Agents</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Agents</em>'.
	 * @see org.crowdstudio.model.scenario.Scenario#getAgents()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Agents();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.Scenario#getPopulations <em>Populations</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Populations</em>'.
	 * @see org.crowdstudio.model.scenario.Scenario#getPopulations()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Populations();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.Scenario#getFields <em>Fields</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Fields</em>'.
	 * @see org.crowdstudio.model.scenario.Scenario#getFields()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Fields();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.Scenario#getFieldBindings <em>Field Bindings</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Field Bindings</em>'.
	 * @see org.crowdstudio.model.scenario.Scenario#getFieldBindings()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_FieldBindings();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.Scenario#getActivationRules <em>Activation Rules</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Activation Rules</em>'.
	 * @see org.crowdstudio.model.scenario.Scenario#getActivationRules()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_ActivationRules();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.Scenario#getSocial <em>Social</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Social</em>'.
	 * @see org.crowdstudio.model.scenario.Scenario#getSocial()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Social();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.Scenario#getRelations <em>Relations</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Relations</em>'.
	 * @see org.crowdstudio.model.scenario.Scenario#getRelations()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Relations();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.Scenario#getGroups <em>Groups</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Groups</em>'.
	 * @see org.crowdstudio.model.scenario.Scenario#getGroups()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Groups();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.Scenario#getAnisotropicFields <em>Anisotropic Fields</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Anisotropic Fields</em>'.
	 * @see org.crowdstudio.model.scenario.Scenario#getAnisotropicFields()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_AnisotropicFields();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.Scenario#getTimeline <em>Timeline</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Timeline</em>'.
	 * @see org.crowdstudio.model.scenario.Scenario#getTimeline()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Timeline();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.SimulationSettings <em>Simulation Settings</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Simulation Settings</em>'.
	 * @see org.crowdstudio.model.scenario.SimulationSettings
	 * @generated
	 */
	EClass getSimulationSettings();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.SimulationSettings#getTimeStep <em>Time Step</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Time Step</em>'.
	 * @see org.crowdstudio.model.scenario.SimulationSettings#getTimeStep()
	 * @see #getSimulationSettings()
	 * @generated
	 */
	EAttribute getSimulationSettings_TimeStep();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.SimulationSettings#getDuration <em>Duration</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Duration</em>'.
	 * @see org.crowdstudio.model.scenario.SimulationSettings#getDuration()
	 * @see #getSimulationSettings()
	 * @generated
	 */
	EAttribute getSimulationSettings_Duration();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.SimulationSettings#getRandomSeed <em>Random Seed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Random Seed</em>'.
	 * @see org.crowdstudio.model.scenario.SimulationSettings#getRandomSeed()
	 * @see #getSimulationSettings()
	 * @generated
	 */
	EAttribute getSimulationSettings_RandomSeed();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.SimulationSettings#getThreadCount <em>Thread Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Thread Count</em>'.
	 * @see org.crowdstudio.model.scenario.SimulationSettings#getThreadCount()
	 * @see #getSimulationSettings()
	 * @generated
	 */
	EAttribute getSimulationSettings_ThreadCount();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.Environment <em>Environment</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Environment</em>'.
	 * @see org.crowdstudio.model.scenario.Environment
	 * @generated
	 */
	EClass getEnvironment();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.Environment#getMin <em>Min</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Min</em>'.
	 * @see org.crowdstudio.model.scenario.Environment#getMin()
	 * @see #getEnvironment()
	 * @generated
	 */
	EReference getEnvironment_Min();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.Environment#getMax <em>Max</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Max</em>'.
	 * @see org.crowdstudio.model.scenario.Environment#getMax()
	 * @see #getEnvironment()
	 * @generated
	 */
	EReference getEnvironment_Max();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.Environment#getObstacles <em>Obstacles</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Obstacles</em>'.
	 * @see org.crowdstudio.model.scenario.Environment#getObstacles()
	 * @see #getEnvironment()
	 * @generated
	 */
	EReference getEnvironment_Obstacles();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.Environment#getPlaces <em>Places</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Places</em>'.
	 * @see org.crowdstudio.model.scenario.Environment#getPlaces()
	 * @see #getEnvironment()
	 * @generated
	 */
	EReference getEnvironment_Places();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.Obstacle <em>Obstacle</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Obstacle</em>'.
	 * @see org.crowdstudio.model.scenario.Obstacle
	 * @generated
	 */
	EClass getObstacle();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.Obstacle#getOrientation <em>Orientation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Orientation</em>'.
	 * @see org.crowdstudio.model.scenario.Obstacle#getOrientation()
	 * @see #getObstacle()
	 * @generated
	 */
	EAttribute getObstacle_Orientation();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.Obstacle#getVertices <em>Vertices</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Vertices</em>'.
	 * @see org.crowdstudio.model.scenario.Obstacle#getVertices()
	 * @see #getObstacle()
	 * @generated
	 */
	EReference getObstacle_Vertices();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.Place <em>Place</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Place</em>'.
	 * @see org.crowdstudio.model.scenario.Place
	 * @generated
	 */
	EClass getPlace();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.Place#getKind <em>Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Kind</em>'.
	 * @see org.crowdstudio.model.scenario.Place#getKind()
	 * @see #getPlace()
	 * @generated
	 */
	EAttribute getPlace_Kind();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.Waypoint <em>Waypoint</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Waypoint</em>'.
	 * @see org.crowdstudio.model.scenario.Waypoint
	 * @generated
	 */
	EClass getWaypoint();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.Waypoint#getArrivalRadius <em>Arrival Radius</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Arrival Radius</em>'.
	 * @see org.crowdstudio.model.scenario.Waypoint#getArrivalRadius()
	 * @see #getWaypoint()
	 * @generated
	 */
	EAttribute getWaypoint_ArrivalRadius();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.Waypoint#getPosition <em>Position</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Position</em>'.
	 * @see org.crowdstudio.model.scenario.Waypoint#getPosition()
	 * @see #getWaypoint()
	 * @generated
	 */
	EReference getWaypoint_Position();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.Region <em>Region</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Region</em>'.
	 * @see org.crowdstudio.model.scenario.Region
	 * @generated
	 */
	EClass getRegion();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.Region#getVertices <em>Vertices</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Vertices</em>'.
	 * @see org.crowdstudio.model.scenario.Region#getVertices()
	 * @see #getRegion()
	 * @generated
	 */
	EReference getRegion_Vertices();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.BehaviourProfile <em>Behaviour Profile</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Behaviour Profile</em>'.
	 * @see org.crowdstudio.model.scenario.BehaviourProfile
	 * @generated
	 */
	EClass getBehaviourProfile();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.BehaviourProfile#getRadius <em>Radius</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Radius</em>'.
	 * @see org.crowdstudio.model.scenario.BehaviourProfile#getRadius()
	 * @see #getBehaviourProfile()
	 * @generated
	 */
	EAttribute getBehaviourProfile_Radius();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.BehaviourProfile#getMass <em>Mass</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Mass</em>'.
	 * @see org.crowdstudio.model.scenario.BehaviourProfile#getMass()
	 * @see #getBehaviourProfile()
	 * @generated
	 */
	EAttribute getBehaviourProfile_Mass();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.BehaviourProfile#getPreferredSpeed <em>Preferred Speed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Preferred Speed</em>'.
	 * @see org.crowdstudio.model.scenario.BehaviourProfile#getPreferredSpeed()
	 * @see #getBehaviourProfile()
	 * @generated
	 */
	EAttribute getBehaviourProfile_PreferredSpeed();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.BehaviourProfile#getMaxSpeed <em>Max Speed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Speed</em>'.
	 * @see org.crowdstudio.model.scenario.BehaviourProfile#getMaxSpeed()
	 * @see #getBehaviourProfile()
	 * @generated
	 */
	EAttribute getBehaviourProfile_MaxSpeed();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.BehaviourProfile#getColor <em>Color</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Color</em>'.
	 * @see org.crowdstudio.model.scenario.BehaviourProfile#getColor()
	 * @see #getBehaviourProfile()
	 * @generated
	 */
	EAttribute getBehaviourProfile_Color();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.BehaviourProfile#getPipeline <em>Pipeline</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Pipeline</em>'.
	 * @see org.crowdstudio.model.scenario.BehaviourProfile#getPipeline()
	 * @see #getBehaviourProfile()
	 * @generated
	 */
	EReference getBehaviourProfile_Pipeline();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.BehaviourProfile#getSocialTraits <em>Social Traits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Social Traits</em>'.
	 * @see org.crowdstudio.model.scenario.BehaviourProfile#getSocialTraits()
	 * @see #getBehaviourProfile()
	 * @generated
	 */
	EReference getBehaviourProfile_SocialTraits();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.BehaviourProfile#getGroupParameters <em>Group Parameters</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Group Parameters</em>'.
	 * @see org.crowdstudio.model.scenario.BehaviourProfile#getGroupParameters()
	 * @see #getBehaviourProfile()
	 * @generated
	 */
	EReference getBehaviourProfile_GroupParameters();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.SteeringPipeline <em>Steering Pipeline</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Steering Pipeline</em>'.
	 * @see org.crowdstudio.model.scenario.SteeringPipeline
	 * @generated
	 */
	EClass getSteeringPipeline();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.SteeringPipeline#getCombination <em>Combination</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Combination</em>'.
	 * @see org.crowdstudio.model.scenario.SteeringPipeline#getCombination()
	 * @see #getSteeringPipeline()
	 * @generated
	 */
	EAttribute getSteeringPipeline_Combination();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.SteeringPipeline#getWaypointModifiers <em>Waypoint Modifiers</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Waypoint Modifiers</em>'.
	 * @see org.crowdstudio.model.scenario.SteeringPipeline#getWaypointModifiers()
	 * @see #getSteeringPipeline()
	 * @generated
	 */
	EReference getSteeringPipeline_WaypointModifiers();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.SteeringPipeline#getVelocitySources <em>Velocity Sources</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Velocity Sources</em>'.
	 * @see org.crowdstudio.model.scenario.SteeringPipeline#getVelocitySources()
	 * @see #getSteeringPipeline()
	 * @generated
	 */
	EReference getSteeringPipeline_VelocitySources();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.SteeringPipeline#getVelocitySolver <em>Velocity Solver</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Velocity Solver</em>'.
	 * @see org.crowdstudio.model.scenario.SteeringPipeline#getVelocitySolver()
	 * @see #getSteeringPipeline()
	 * @generated
	 */
	EReference getSteeringPipeline_VelocitySolver();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.SteeringPipeline#getContactForces <em>Contact Forces</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Contact Forces</em>'.
	 * @see org.crowdstudio.model.scenario.SteeringPipeline#getContactForces()
	 * @see #getSteeringPipeline()
	 * @generated
	 */
	EReference getSteeringPipeline_ContactForces();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.SteeringPipeline#getOrientation <em>Orientation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Orientation</em>'.
	 * @see org.crowdstudio.model.scenario.SteeringPipeline#getOrientation()
	 * @see #getSteeringPipeline()
	 * @generated
	 */
	EReference getSteeringPipeline_Orientation();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.AlgorithmSettings <em>Algorithm Settings</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Algorithm Settings</em>'.
	 * @see org.crowdstudio.model.scenario.AlgorithmSettings
	 * @generated
	 */
	EClass getAlgorithmSettings();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.AlgorithmSettings#getAlgorithmId <em>Algorithm Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Algorithm Id</em>'.
	 * @see org.crowdstudio.model.scenario.AlgorithmSettings#getAlgorithmId()
	 * @see #getAlgorithmSettings()
	 * @generated
	 */
	EAttribute getAlgorithmSettings_AlgorithmId();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.AlgorithmSettings#getParameters <em>Parameters</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Parameters</em>'.
	 * @see org.crowdstudio.model.scenario.AlgorithmSettings#getParameters()
	 * @see #getAlgorithmSettings()
	 * @generated
	 */
	EReference getAlgorithmSettings_Parameters();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.VelocitySource <em>Velocity Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Velocity Source</em>'.
	 * @see org.crowdstudio.model.scenario.VelocitySource
	 * @generated
	 */
	EClass getVelocitySource();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.VelocitySource#getWeight <em>Weight</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Weight</em>'.
	 * @see org.crowdstudio.model.scenario.VelocitySource#getWeight()
	 * @see #getVelocitySource()
	 * @generated
	 */
	EAttribute getVelocitySource_Weight();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.ParameterValue <em>Parameter Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Parameter Value</em>'.
	 * @see org.crowdstudio.model.scenario.ParameterValue
	 * @generated
	 */
	EClass getParameterValue();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.ParameterValue#getKey <em>Key</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Key</em>'.
	 * @see org.crowdstudio.model.scenario.ParameterValue#getKey()
	 * @see #getParameterValue()
	 * @generated
	 */
	EAttribute getParameterValue_Key();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.RealParameter <em>Real Parameter</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Real Parameter</em>'.
	 * @see org.crowdstudio.model.scenario.RealParameter
	 * @generated
	 */
	EClass getRealParameter();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.RealParameter#getValue <em>Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Value</em>'.
	 * @see org.crowdstudio.model.scenario.RealParameter#getValue()
	 * @see #getRealParameter()
	 * @generated
	 */
	EAttribute getRealParameter_Value();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.IntegerParameter <em>Integer Parameter</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Integer Parameter</em>'.
	 * @see org.crowdstudio.model.scenario.IntegerParameter
	 * @generated
	 */
	EClass getIntegerParameter();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.IntegerParameter#getValue <em>Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Value</em>'.
	 * @see org.crowdstudio.model.scenario.IntegerParameter#getValue()
	 * @see #getIntegerParameter()
	 * @generated
	 */
	EAttribute getIntegerParameter_Value();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.BooleanParameter <em>Boolean Parameter</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Boolean Parameter</em>'.
	 * @see org.crowdstudio.model.scenario.BooleanParameter
	 * @generated
	 */
	EClass getBooleanParameter();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.BooleanParameter#isValue <em>Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Value</em>'.
	 * @see org.crowdstudio.model.scenario.BooleanParameter#isValue()
	 * @see #getBooleanParameter()
	 * @generated
	 */
	EAttribute getBooleanParameter_Value();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.TextParameter <em>Text Parameter</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Text Parameter</em>'.
	 * @see org.crowdstudio.model.scenario.TextParameter
	 * @generated
	 */
	EClass getTextParameter();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.TextParameter#getValue <em>Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Value</em>'.
	 * @see org.crowdstudio.model.scenario.TextParameter#getValue()
	 * @see #getTextParameter()
	 * @generated
	 */
	EAttribute getTextParameter_Value();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.ContactForces <em>Contact Forces</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Contact Forces</em>'.
	 * @see org.crowdstudio.model.scenario.ContactForces
	 * @generated
	 */
	EClass getContactForces();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.ContactForces#getAgentStiffness <em>Agent Stiffness</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Agent Stiffness</em>'.
	 * @see org.crowdstudio.model.scenario.ContactForces#getAgentStiffness()
	 * @see #getContactForces()
	 * @generated
	 */
	EAttribute getContactForces_AgentStiffness();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.ContactForces#getObstacleStiffness <em>Obstacle Stiffness</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Obstacle Stiffness</em>'.
	 * @see org.crowdstudio.model.scenario.ContactForces#getObstacleStiffness()
	 * @see #getContactForces()
	 * @generated
	 */
	EAttribute getContactForces_ObstacleStiffness();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.Agent <em>Agent</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Agent</em>'.
	 * @see org.crowdstudio.model.scenario.Agent
	 * @generated
	 */
	EClass getAgent();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.Agent#getOrientation <em>Orientation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Orientation</em>'.
	 * @see org.crowdstudio.model.scenario.Agent#getOrientation()
	 * @see #getAgent()
	 * @generated
	 */
	EAttribute getAgent_Orientation();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.Agent#isLoopGoals <em>Loop Goals</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Loop Goals</em>'.
	 * @see org.crowdstudio.model.scenario.Agent#isLoopGoals()
	 * @see #getAgent()
	 * @generated
	 */
	EAttribute getAgent_LoopGoals();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.Agent#getFriendshipAngle <em>Friendship Angle</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Friendship Angle</em>'.
	 * @see org.crowdstudio.model.scenario.Agent#getFriendshipAngle()
	 * @see #getAgent()
	 * @generated
	 */
	EAttribute getAgent_FriendshipAngle();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.Agent#getMood <em>Mood</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Mood</em>'.
	 * @see org.crowdstudio.model.scenario.Agent#getMood()
	 * @see #getAgent()
	 * @generated
	 */
	EAttribute getAgent_Mood();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.Agent#getPreferredSpeed <em>Preferred Speed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Preferred Speed</em>'.
	 * @see org.crowdstudio.model.scenario.Agent#getPreferredSpeed()
	 * @see #getAgent()
	 * @generated
	 */
	EAttribute getAgent_PreferredSpeed();

	/**
	 * Returns the meta object for the reference '{@link org.crowdstudio.model.scenario.Agent#getProfile <em>Profile</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Profile</em>'.
	 * @see org.crowdstudio.model.scenario.Agent#getProfile()
	 * @see #getAgent()
	 * @generated
	 */
	EReference getAgent_Profile();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.Agent#getPosition <em>Position</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Position</em>'.
	 * @see org.crowdstudio.model.scenario.Agent#getPosition()
	 * @see #getAgent()
	 * @generated
	 */
	EReference getAgent_Position();

	/**
	 * Returns the meta object for the reference list '{@link org.crowdstudio.model.scenario.Agent#getGoals <em>Goals</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Goals</em>'.
	 * @see org.crowdstudio.model.scenario.Agent#getGoals()
	 * @see #getAgent()
	 * @generated
	 */
	EReference getAgent_Goals();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.Population <em>Population</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Population</em>'.
	 * @see org.crowdstudio.model.scenario.Population
	 * @generated
	 */
	EClass getPopulation();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.Population#getCount <em>Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Count</em>'.
	 * @see org.crowdstudio.model.scenario.Population#getCount()
	 * @see #getPopulation()
	 * @generated
	 */
	EAttribute getPopulation_Count();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.Population#getGoalRule <em>Goal Rule</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Goal Rule</em>'.
	 * @see org.crowdstudio.model.scenario.Population#getGoalRule()
	 * @see #getPopulation()
	 * @generated
	 */
	EAttribute getPopulation_GoalRule();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.Population#getSeedOffset <em>Seed Offset</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Seed Offset</em>'.
	 * @see org.crowdstudio.model.scenario.Population#getSeedOffset()
	 * @see #getPopulation()
	 * @generated
	 */
	EAttribute getPopulation_SeedOffset();

	/**
	 * Returns the meta object for the reference '{@link org.crowdstudio.model.scenario.Population#getProfile <em>Profile</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Profile</em>'.
	 * @see org.crowdstudio.model.scenario.Population#getProfile()
	 * @see #getPopulation()
	 * @generated
	 */
	EReference getPopulation_Profile();

	/**
	 * Returns the meta object for the reference '{@link org.crowdstudio.model.scenario.Population#getSpawnRegion <em>Spawn Region</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Spawn Region</em>'.
	 * @see org.crowdstudio.model.scenario.Population#getSpawnRegion()
	 * @see #getPopulation()
	 * @generated
	 */
	EReference getPopulation_SpawnRegion();

	/**
	 * Returns the meta object for the reference list '{@link org.crowdstudio.model.scenario.Population#getGoals <em>Goals</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Goals</em>'.
	 * @see org.crowdstudio.model.scenario.Population#getGoals()
	 * @see #getPopulation()
	 * @generated
	 */
	EReference getPopulation_Goals();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.Population#getOrientation <em>Orientation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Orientation</em>'.
	 * @see org.crowdstudio.model.scenario.Population#getOrientation()
	 * @see #getPopulation()
	 * @generated
	 */
	EReference getPopulation_Orientation();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.Population#getPreferredSpeed <em>Preferred Speed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Preferred Speed</em>'.
	 * @see org.crowdstudio.model.scenario.Population#getPreferredSpeed()
	 * @see #getPopulation()
	 * @generated
	 */
	EReference getPopulation_PreferredSpeed();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.Population#getSocialTraits <em>Social Traits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Social Traits</em>'.
	 * @see org.crowdstudio.model.scenario.Population#getSocialTraits()
	 * @see #getPopulation()
	 * @generated
	 */
	EReference getPopulation_SocialTraits();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.Distribution <em>Distribution</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Distribution</em>'.
	 * @see org.crowdstudio.model.scenario.Distribution
	 * @generated
	 */
	EClass getDistribution();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.ConstantDistribution <em>Constant Distribution</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Constant Distribution</em>'.
	 * @see org.crowdstudio.model.scenario.ConstantDistribution
	 * @generated
	 */
	EClass getConstantDistribution();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.ConstantDistribution#getValue <em>Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Value</em>'.
	 * @see org.crowdstudio.model.scenario.ConstantDistribution#getValue()
	 * @see #getConstantDistribution()
	 * @generated
	 */
	EAttribute getConstantDistribution_Value();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.UniformDistribution <em>Uniform Distribution</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Uniform Distribution</em>'.
	 * @see org.crowdstudio.model.scenario.UniformDistribution
	 * @generated
	 */
	EClass getUniformDistribution();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.UniformDistribution#getMin <em>Min</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Min</em>'.
	 * @see org.crowdstudio.model.scenario.UniformDistribution#getMin()
	 * @see #getUniformDistribution()
	 * @generated
	 */
	EAttribute getUniformDistribution_Min();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.UniformDistribution#getMax <em>Max</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max</em>'.
	 * @see org.crowdstudio.model.scenario.UniformDistribution#getMax()
	 * @see #getUniformDistribution()
	 * @generated
	 */
	EAttribute getUniformDistribution_Max();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.NormalDistribution <em>Normal Distribution</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Normal Distribution</em>'.
	 * @see org.crowdstudio.model.scenario.NormalDistribution
	 * @generated
	 */
	EClass getNormalDistribution();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.NormalDistribution#getMean <em>Mean</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Mean</em>'.
	 * @see org.crowdstudio.model.scenario.NormalDistribution#getMean()
	 * @see #getNormalDistribution()
	 * @generated
	 */
	EAttribute getNormalDistribution_Mean();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.NormalDistribution#getStandardDeviation <em>Standard Deviation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Standard Deviation</em>'.
	 * @see org.crowdstudio.model.scenario.NormalDistribution#getStandardDeviation()
	 * @see #getNormalDistribution()
	 * @generated
	 */
	EAttribute getNormalDistribution_StandardDeviation();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.NormalDistribution#getMin <em>Min</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Min</em>'.
	 * @see org.crowdstudio.model.scenario.NormalDistribution#getMin()
	 * @see #getNormalDistribution()
	 * @generated
	 */
	EAttribute getNormalDistribution_Min();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.NormalDistribution#getMax <em>Max</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max</em>'.
	 * @see org.crowdstudio.model.scenario.NormalDistribution#getMax()
	 * @see #getNormalDistribution()
	 * @generated
	 */
	EAttribute getNormalDistribution_Max();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.VonMisesDistribution <em>Von Mises Distribution</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Von Mises Distribution</em>'.
	 * @see org.crowdstudio.model.scenario.VonMisesDistribution
	 * @generated
	 */
	EClass getVonMisesDistribution();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.VonMisesDistribution#getMean <em>Mean</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Mean</em>'.
	 * @see org.crowdstudio.model.scenario.VonMisesDistribution#getMean()
	 * @see #getVonMisesDistribution()
	 * @generated
	 */
	EAttribute getVonMisesDistribution_Mean();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.VonMisesDistribution#getConcentration <em>Concentration</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Concentration</em>'.
	 * @see org.crowdstudio.model.scenario.VonMisesDistribution#getConcentration()
	 * @see #getVonMisesDistribution()
	 * @generated
	 */
	EAttribute getVonMisesDistribution_Concentration();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.MixtureDistribution <em>Mixture Distribution</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Mixture Distribution</em>'.
	 * @see org.crowdstudio.model.scenario.MixtureDistribution
	 * @generated
	 */
	EClass getMixtureDistribution();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.MixtureDistribution#getComponents <em>Components</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Components</em>'.
	 * @see org.crowdstudio.model.scenario.MixtureDistribution#getComponents()
	 * @see #getMixtureDistribution()
	 * @generated
	 */
	EReference getMixtureDistribution_Components();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.MixtureComponent <em>Mixture Component</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Mixture Component</em>'.
	 * @see org.crowdstudio.model.scenario.MixtureComponent
	 * @generated
	 */
	EClass getMixtureComponent();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.MixtureComponent#getWeight <em>Weight</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Weight</em>'.
	 * @see org.crowdstudio.model.scenario.MixtureComponent#getWeight()
	 * @see #getMixtureComponent()
	 * @generated
	 */
	EAttribute getMixtureComponent_Weight();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.MixtureComponent#getDistribution <em>Distribution</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Distribution</em>'.
	 * @see org.crowdstudio.model.scenario.MixtureComponent#getDistribution()
	 * @see #getMixtureComponent()
	 * @generated
	 */
	EReference getMixtureComponent_Distribution();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.InteractionField <em>Interaction Field</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Interaction Field</em>'.
	 * @see org.crowdstudio.model.scenario.InteractionField
	 * @generated
	 */
	EClass getInteractionField();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.InteractionField#getKind <em>Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Kind</em>'.
	 * @see org.crowdstudio.model.scenario.InteractionField#getKind()
	 * @see #getInteractionField()
	 * @generated
	 */
	EAttribute getInteractionField_Kind();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.InteractionField#getParameter <em>Parameter</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Parameter</em>'.
	 * @see org.crowdstudio.model.scenario.InteractionField#getParameter()
	 * @see #getInteractionField()
	 * @generated
	 */
	EAttribute getInteractionField_Parameter();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.InteractionField#getGridColumns <em>Grid Columns</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Grid Columns</em>'.
	 * @see org.crowdstudio.model.scenario.InteractionField#getGridColumns()
	 * @see #getInteractionField()
	 * @generated
	 */
	EAttribute getInteractionField_GridColumns();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.InteractionField#getGridRows <em>Grid Rows</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Grid Rows</em>'.
	 * @see org.crowdstudio.model.scenario.InteractionField#getGridRows()
	 * @see #getInteractionField()
	 * @generated
	 */
	EAttribute getInteractionField_GridRows();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.InteractionField#getIdwPower <em>Idw Power</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Idw Power</em>'.
	 * @see org.crowdstudio.model.scenario.InteractionField#getIdwPower()
	 * @see #getInteractionField()
	 * @generated
	 */
	EAttribute getInteractionField_IdwPower();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.InteractionField#getSamplingStep <em>Sampling Step</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Sampling Step</em>'.
	 * @see org.crowdstudio.model.scenario.InteractionField#getSamplingStep()
	 * @see #getInteractionField()
	 * @generated
	 */
	EAttribute getInteractionField_SamplingStep();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.InteractionField#getBorderFalloff <em>Border Falloff</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Border Falloff</em>'.
	 * @see org.crowdstudio.model.scenario.InteractionField#getBorderFalloff()
	 * @see #getInteractionField()
	 * @generated
	 */
	EAttribute getInteractionField_BorderFalloff();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.InteractionField#getDomain <em>Domain</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Domain</em>'.
	 * @see org.crowdstudio.model.scenario.InteractionField#getDomain()
	 * @see #getInteractionField()
	 * @generated
	 */
	EReference getInteractionField_Domain();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.InteractionField#getKeyframes <em>Keyframes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Keyframes</em>'.
	 * @see org.crowdstudio.model.scenario.InteractionField#getKeyframes()
	 * @see #getInteractionField()
	 * @generated
	 */
	EReference getInteractionField_Keyframes();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.Domain <em>Domain</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Domain</em>'.
	 * @see org.crowdstudio.model.scenario.Domain
	 * @generated
	 */
	EClass getDomain();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.Domain#getCenter <em>Center</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Center</em>'.
	 * @see org.crowdstudio.model.scenario.Domain#getCenter()
	 * @see #getDomain()
	 * @generated
	 */
	EReference getDomain_Center();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.RectangleDomain <em>Rectangle Domain</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Rectangle Domain</em>'.
	 * @see org.crowdstudio.model.scenario.RectangleDomain
	 * @generated
	 */
	EClass getRectangleDomain();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.RectangleDomain#getWidth <em>Width</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Width</em>'.
	 * @see org.crowdstudio.model.scenario.RectangleDomain#getWidth()
	 * @see #getRectangleDomain()
	 * @generated
	 */
	EAttribute getRectangleDomain_Width();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.RectangleDomain#getHeight <em>Height</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Height</em>'.
	 * @see org.crowdstudio.model.scenario.RectangleDomain#getHeight()
	 * @see #getRectangleDomain()
	 * @generated
	 */
	EAttribute getRectangleDomain_Height();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.DiskDomain <em>Disk Domain</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Disk Domain</em>'.
	 * @see org.crowdstudio.model.scenario.DiskDomain
	 * @generated
	 */
	EClass getDiskDomain();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.DiskDomain#getRadius <em>Radius</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Radius</em>'.
	 * @see org.crowdstudio.model.scenario.DiskDomain#getRadius()
	 * @see #getDiskDomain()
	 * @generated
	 */
	EAttribute getDiskDomain_Radius();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.Keyframe <em>Keyframe</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Keyframe</em>'.
	 * @see org.crowdstudio.model.scenario.Keyframe
	 * @generated
	 */
	EClass getKeyframe();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.Keyframe#getParameterValue <em>Parameter Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Parameter Value</em>'.
	 * @see org.crowdstudio.model.scenario.Keyframe#getParameterValue()
	 * @see #getKeyframe()
	 * @generated
	 */
	EAttribute getKeyframe_ParameterValue();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.Keyframe#getDomain <em>Domain</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Domain</em>'.
	 * @see org.crowdstudio.model.scenario.Keyframe#getDomain()
	 * @see #getKeyframe()
	 * @generated
	 */
	EReference getKeyframe_Domain();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.Keyframe#getSketch <em>Sketch</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Sketch</em>'.
	 * @see org.crowdstudio.model.scenario.Keyframe#getSketch()
	 * @see #getKeyframe()
	 * @generated
	 */
	EReference getKeyframe_Sketch();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.Keyframe#getBakedGrid <em>Baked Grid</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Baked Grid</em>'.
	 * @see org.crowdstudio.model.scenario.Keyframe#getBakedGrid()
	 * @see #getKeyframe()
	 * @generated
	 */
	EReference getKeyframe_BakedGrid();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.Sketch <em>Sketch</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Sketch</em>'.
	 * @see org.crowdstudio.model.scenario.Sketch
	 * @generated
	 */
	EClass getSketch();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.Sketch#getGuideCurves <em>Guide Curves</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Guide Curves</em>'.
	 * @see org.crowdstudio.model.scenario.Sketch#getGuideCurves()
	 * @see #getSketch()
	 * @generated
	 */
	EReference getSketch_GuideCurves();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.Sketch#getZeroAreas <em>Zero Areas</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Zero Areas</em>'.
	 * @see org.crowdstudio.model.scenario.Sketch#getZeroAreas()
	 * @see #getSketch()
	 * @generated
	 */
	EReference getSketch_ZeroAreas();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.Sketch#getSourceObject <em>Source Object</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Source Object</em>'.
	 * @see org.crowdstudio.model.scenario.Sketch#getSourceObject()
	 * @see #getSketch()
	 * @generated
	 */
	EReference getSketch_SourceObject();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.Sketch#getReferenceObjects <em>Reference Objects</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Reference Objects</em>'.
	 * @see org.crowdstudio.model.scenario.Sketch#getReferenceObjects()
	 * @see #getSketch()
	 * @generated
	 */
	EReference getSketch_ReferenceObjects();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.GuideCurve <em>Guide Curve</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Guide Curve</em>'.
	 * @see org.crowdstudio.model.scenario.GuideCurve
	 * @generated
	 */
	EClass getGuideCurve();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.GuideCurve#getStyle <em>Style</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Style</em>'.
	 * @see org.crowdstudio.model.scenario.GuideCurve#getStyle()
	 * @see #getGuideCurve()
	 * @generated
	 */
	EAttribute getGuideCurve_Style();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.GuideCurve#getMagnitude <em>Magnitude</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Magnitude</em>'.
	 * @see org.crowdstudio.model.scenario.GuideCurve#getMagnitude()
	 * @see #getGuideCurve()
	 * @generated
	 */
	EAttribute getGuideCurve_Magnitude();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.GuideCurve#getInfluenceDistance <em>Influence Distance</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Influence Distance</em>'.
	 * @see org.crowdstudio.model.scenario.GuideCurve#getInfluenceDistance()
	 * @see #getGuideCurve()
	 * @generated
	 */
	EAttribute getGuideCurve_InfluenceDistance();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.GuideCurve#getPoints <em>Points</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Points</em>'.
	 * @see org.crowdstudio.model.scenario.GuideCurve#getPoints()
	 * @see #getGuideCurve()
	 * @generated
	 */
	EReference getGuideCurve_Points();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.ZeroArea <em>Zero Area</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Zero Area</em>'.
	 * @see org.crowdstudio.model.scenario.ZeroArea
	 * @generated
	 */
	EClass getZeroArea();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.ZeroPolygon <em>Zero Polygon</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Zero Polygon</em>'.
	 * @see org.crowdstudio.model.scenario.ZeroPolygon
	 * @generated
	 */
	EClass getZeroPolygon();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.ZeroPolygon#getVertices <em>Vertices</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Vertices</em>'.
	 * @see org.crowdstudio.model.scenario.ZeroPolygon#getVertices()
	 * @see #getZeroPolygon()
	 * @generated
	 */
	EReference getZeroPolygon_Vertices();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.ZeroCells <em>Zero Cells</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Zero Cells</em>'.
	 * @see org.crowdstudio.model.scenario.ZeroCells
	 * @generated
	 */
	EClass getZeroCells();

	/**
	 * Returns the meta object for the attribute list '{@link org.crowdstudio.model.scenario.ZeroCells#getRows <em>Rows</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Rows</em>'.
	 * @see org.crowdstudio.model.scenario.ZeroCells#getRows()
	 * @see #getZeroCells()
	 * @generated
	 */
	EAttribute getZeroCells_Rows();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.SketchObject <em>Sketch Object</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Sketch Object</em>'.
	 * @see org.crowdstudio.model.scenario.SketchObject
	 * @generated
	 */
	EClass getSketchObject();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.SketchObject#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see org.crowdstudio.model.scenario.SketchObject#getName()
	 * @see #getSketchObject()
	 * @generated
	 */
	EAttribute getSketchObject_Name();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.SketchObject#getShape <em>Shape</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Shape</em>'.
	 * @see org.crowdstudio.model.scenario.SketchObject#getShape()
	 * @see #getSketchObject()
	 * @generated
	 */
	EAttribute getSketchObject_Shape();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.SketchObject#getRadius <em>Radius</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Radius</em>'.
	 * @see org.crowdstudio.model.scenario.SketchObject#getRadius()
	 * @see #getSketchObject()
	 * @generated
	 */
	EAttribute getSketchObject_Radius();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.SketchObject#getCenter <em>Center</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Center</em>'.
	 * @see org.crowdstudio.model.scenario.SketchObject#getCenter()
	 * @see #getSketchObject()
	 * @generated
	 */
	EReference getSketchObject_Center();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.SketchObject#getVertices <em>Vertices</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Vertices</em>'.
	 * @see org.crowdstudio.model.scenario.SketchObject#getVertices()
	 * @see #getSketchObject()
	 * @generated
	 */
	EReference getSketchObject_Vertices();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.BakedGrid <em>Baked Grid</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Baked Grid</em>'.
	 * @see org.crowdstudio.model.scenario.BakedGrid
	 * @generated
	 */
	EClass getBakedGrid();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.BakedGrid#getColumns <em>Columns</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Columns</em>'.
	 * @see org.crowdstudio.model.scenario.BakedGrid#getColumns()
	 * @see #getBakedGrid()
	 * @generated
	 */
	EAttribute getBakedGrid_Columns();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.BakedGrid#getRows <em>Rows</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rows</em>'.
	 * @see org.crowdstudio.model.scenario.BakedGrid#getRows()
	 * @see #getBakedGrid()
	 * @generated
	 */
	EAttribute getBakedGrid_Rows();

	/**
	 * Returns the meta object for the attribute list '{@link org.crowdstudio.model.scenario.BakedGrid#getCells <em>Cells</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Cells</em>'.
	 * @see org.crowdstudio.model.scenario.BakedGrid#getCells()
	 * @see #getBakedGrid()
	 * @generated
	 */
	EAttribute getBakedGrid_Cells();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.FieldBinding <em>Field Binding</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Field Binding</em>'.
	 * @see org.crowdstudio.model.scenario.FieldBinding
	 * @generated
	 */
	EClass getFieldBinding();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.FieldBinding#getWeight <em>Weight</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Weight</em>'.
	 * @see org.crowdstudio.model.scenario.FieldBinding#getWeight()
	 * @see #getFieldBinding()
	 * @generated
	 */
	EAttribute getFieldBinding_Weight();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.FieldBinding#getNearSourceGain <em>Near Source Gain</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Near Source Gain</em>'.
	 * @see org.crowdstudio.model.scenario.FieldBinding#getNearSourceGain()
	 * @see #getFieldBinding()
	 * @generated
	 */
	EAttribute getFieldBinding_NearSourceGain();

	/**
	 * Returns the meta object for the reference '{@link org.crowdstudio.model.scenario.FieldBinding#getField <em>Field</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Field</em>'.
	 * @see org.crowdstudio.model.scenario.FieldBinding#getField()
	 * @see #getFieldBinding()
	 * @generated
	 */
	EReference getFieldBinding_Field();

	/**
	 * Returns the meta object for the reference list '{@link org.crowdstudio.model.scenario.FieldBinding#getSources <em>Sources</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Sources</em>'.
	 * @see org.crowdstudio.model.scenario.FieldBinding#getSources()
	 * @see #getFieldBinding()
	 * @generated
	 */
	EReference getFieldBinding_Sources();

	/**
	 * Returns the meta object for the reference list '{@link org.crowdstudio.model.scenario.FieldBinding#getReceivers <em>Receivers</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Receivers</em>'.
	 * @see org.crowdstudio.model.scenario.FieldBinding#getReceivers()
	 * @see #getFieldBinding()
	 * @generated
	 */
	EReference getFieldBinding_Receivers();

	/**
	 * Returns the meta object for the reference '{@link org.crowdstudio.model.scenario.FieldBinding#getLinkedObject <em>Linked Object</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Linked Object</em>'.
	 * @see org.crowdstudio.model.scenario.FieldBinding#getLinkedObject()
	 * @see #getFieldBinding()
	 * @generated
	 */
	EReference getFieldBinding_LinkedObject();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.ActivationRule <em>Activation Rule</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Activation Rule</em>'.
	 * @see org.crowdstudio.model.scenario.ActivationRule
	 * @generated
	 */
	EClass getActivationRule();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.TimeWindowRule <em>Time Window Rule</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Time Window Rule</em>'.
	 * @see org.crowdstudio.model.scenario.TimeWindowRule
	 * @generated
	 */
	EClass getTimeWindowRule();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.TimeWindowRule#getStart <em>Start</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Start</em>'.
	 * @see org.crowdstudio.model.scenario.TimeWindowRule#getStart()
	 * @see #getTimeWindowRule()
	 * @generated
	 */
	EAttribute getTimeWindowRule_Start();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.TimeWindowRule#getEnd <em>End</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>End</em>'.
	 * @see org.crowdstudio.model.scenario.TimeWindowRule#getEnd()
	 * @see #getTimeWindowRule()
	 * @generated
	 */
	EAttribute getTimeWindowRule_End();

	/**
	 * Returns the meta object for the reference '{@link org.crowdstudio.model.scenario.TimeWindowRule#getField <em>Field</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Field</em>'.
	 * @see org.crowdstudio.model.scenario.TimeWindowRule#getField()
	 * @see #getTimeWindowRule()
	 * @generated
	 */
	EReference getTimeWindowRule_Field();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.EnterFieldRule <em>Enter Field Rule</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Enter Field Rule</em>'.
	 * @see org.crowdstudio.model.scenario.EnterFieldRule
	 * @generated
	 */
	EClass getEnterFieldRule();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.EnterFieldRule#getDuration <em>Duration</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Duration</em>'.
	 * @see org.crowdstudio.model.scenario.EnterFieldRule#getDuration()
	 * @see #getEnterFieldRule()
	 * @generated
	 */
	EAttribute getEnterFieldRule_Duration();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.EnterFieldRule#isThenIgnoreEntered <em>Then Ignore Entered</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Then Ignore Entered</em>'.
	 * @see org.crowdstudio.model.scenario.EnterFieldRule#isThenIgnoreEntered()
	 * @see #getEnterFieldRule()
	 * @generated
	 */
	EAttribute getEnterFieldRule_ThenIgnoreEntered();

	/**
	 * Returns the meta object for the reference '{@link org.crowdstudio.model.scenario.EnterFieldRule#getEntered <em>Entered</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Entered</em>'.
	 * @see org.crowdstudio.model.scenario.EnterFieldRule#getEntered()
	 * @see #getEnterFieldRule()
	 * @generated
	 */
	EReference getEnterFieldRule_Entered();

	/**
	 * Returns the meta object for the reference '{@link org.crowdstudio.model.scenario.EnterFieldRule#getIgnored <em>Ignored</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Ignored</em>'.
	 * @see org.crowdstudio.model.scenario.EnterFieldRule#getIgnored()
	 * @see #getEnterFieldRule()
	 * @generated
	 */
	EReference getEnterFieldRule_Ignored();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.SocialSettings <em>Social Settings</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Social Settings</em>'.
	 * @see org.crowdstudio.model.scenario.SocialSettings
	 * @generated
	 */
	EClass getSocialSettings();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.SocialSettings#isEnabled <em>Enabled</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Enabled</em>'.
	 * @see org.crowdstudio.model.scenario.SocialSettings#isEnabled()
	 * @see #getSocialSettings()
	 * @generated
	 */
	EAttribute getSocialSettings_Enabled();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.SocialSettings#getFirstConversation <em>First Conversation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>First Conversation</em>'.
	 * @see org.crowdstudio.model.scenario.SocialSettings#getFirstConversation()
	 * @see #getSocialSettings()
	 * @generated
	 */
	EAttribute getSocialSettings_FirstConversation();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.SocialSettings#getGreeting <em>Greeting</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Greeting</em>'.
	 * @see org.crowdstudio.model.scenario.SocialSettings#getGreeting()
	 * @see #getSocialSettings()
	 * @generated
	 */
	EAttribute getSocialSettings_Greeting();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.SocialSettings#getTalkAgainAfter <em>Talk Again After</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Talk Again After</em>'.
	 * @see org.crowdstudio.model.scenario.SocialSettings#getTalkAgainAfter()
	 * @see #getSocialSettings()
	 * @generated
	 */
	EAttribute getSocialSettings_TalkAgainAfter();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.SocialSettings#getSocialisingThreshold <em>Socialising Threshold</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Socialising Threshold</em>'.
	 * @see org.crowdstudio.model.scenario.SocialSettings#getSocialisingThreshold()
	 * @see #getSocialSettings()
	 * @generated
	 */
	EAttribute getSocialSettings_SocialisingThreshold();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.SocialSettings#getNearDistance <em>Near Distance</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Near Distance</em>'.
	 * @see org.crowdstudio.model.scenario.SocialSettings#getNearDistance()
	 * @see #getSocialSettings()
	 * @generated
	 */
	EAttribute getSocialSettings_NearDistance();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.SocialSettings#getTalkDistance <em>Talk Distance</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Talk Distance</em>'.
	 * @see org.crowdstudio.model.scenario.SocialSettings#getTalkDistance()
	 * @see #getSocialSettings()
	 * @generated
	 */
	EAttribute getSocialSettings_TalkDistance();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.SocialSettings#getShoulderOffset <em>Shoulder Offset</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Shoulder Offset</em>'.
	 * @see org.crowdstudio.model.scenario.SocialSettings#getShoulderOffset()
	 * @see #getSocialSettings()
	 * @generated
	 */
	EAttribute getSocialSettings_ShoulderOffset();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.SocialSettings#getPairWalkSlowdownCosine <em>Pair Walk Slowdown Cosine</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Pair Walk Slowdown Cosine</em>'.
	 * @see org.crowdstudio.model.scenario.SocialSettings#getPairWalkSlowdownCosine()
	 * @see #getSocialSettings()
	 * @generated
	 */
	EAttribute getSocialSettings_PairWalkSlowdownCosine();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.SocialSettings#getGlobalInterest <em>Global Interest</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Global Interest</em>'.
	 * @see org.crowdstudio.model.scenario.SocialSettings#getGlobalInterest()
	 * @see #getSocialSettings()
	 * @generated
	 */
	EAttribute getSocialSettings_GlobalInterest();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.SocialTraits <em>Social Traits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Social Traits</em>'.
	 * @see org.crowdstudio.model.scenario.SocialTraits
	 * @generated
	 */
	EClass getSocialTraits();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.SocialTraits#getFriendshipAngle <em>Friendship Angle</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Friendship Angle</em>'.
	 * @see org.crowdstudio.model.scenario.SocialTraits#getFriendshipAngle()
	 * @see #getSocialTraits()
	 * @generated
	 */
	EReference getSocialTraits_FriendshipAngle();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.SocialTraits#getMood <em>Mood</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Mood</em>'.
	 * @see org.crowdstudio.model.scenario.SocialTraits#getMood()
	 * @see #getSocialTraits()
	 * @generated
	 */
	EReference getSocialTraits_Mood();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.Relation <em>Relation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Relation</em>'.
	 * @see org.crowdstudio.model.scenario.Relation
	 * @generated
	 */
	EClass getRelation();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.Relation#getWeight <em>Weight</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Weight</em>'.
	 * @see org.crowdstudio.model.scenario.Relation#getWeight()
	 * @see #getRelation()
	 * @generated
	 */
	EAttribute getRelation_Weight();

	/**
	 * Returns the meta object for the reference '{@link org.crowdstudio.model.scenario.Relation#getFrom <em>From</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>From</em>'.
	 * @see org.crowdstudio.model.scenario.Relation#getFrom()
	 * @see #getRelation()
	 * @generated
	 */
	EReference getRelation_From();

	/**
	 * Returns the meta object for the reference '{@link org.crowdstudio.model.scenario.Relation#getTo <em>To</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>To</em>'.
	 * @see org.crowdstudio.model.scenario.Relation#getTo()
	 * @see #getRelation()
	 * @generated
	 */
	EReference getRelation_To();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.Relation#getFormation <em>Formation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Formation</em>'.
	 * @see org.crowdstudio.model.scenario.Relation#getFormation()
	 * @see #getRelation()
	 * @generated
	 */
	EReference getRelation_Formation();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.FormationConstraint <em>Formation Constraint</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Formation Constraint</em>'.
	 * @see org.crowdstudio.model.scenario.FormationConstraint
	 * @generated
	 */
	EClass getFormationConstraint();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.FormationConstraint#getKind <em>Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Kind</em>'.
	 * @see org.crowdstudio.model.scenario.FormationConstraint#getKind()
	 * @see #getFormationConstraint()
	 * @generated
	 */
	EAttribute getFormationConstraint_Kind();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.FormationConstraint#getOffset <em>Offset</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Offset</em>'.
	 * @see org.crowdstudio.model.scenario.FormationConstraint#getOffset()
	 * @see #getFormationConstraint()
	 * @generated
	 */
	EAttribute getFormationConstraint_Offset();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.FormationConstraint#getOrientation <em>Orientation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Orientation</em>'.
	 * @see org.crowdstudio.model.scenario.FormationConstraint#getOrientation()
	 * @see #getFormationConstraint()
	 * @generated
	 */
	EAttribute getFormationConstraint_Orientation();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.Group <em>Group</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Group</em>'.
	 * @see org.crowdstudio.model.scenario.Group
	 * @generated
	 */
	EClass getGroup();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.Group#getMemberWeight <em>Member Weight</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Member Weight</em>'.
	 * @see org.crowdstudio.model.scenario.Group#getMemberWeight()
	 * @see #getGroup()
	 * @generated
	 */
	EAttribute getGroup_MemberWeight();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.Group#getLeaderWeight <em>Leader Weight</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Leader Weight</em>'.
	 * @see org.crowdstudio.model.scenario.Group#getLeaderWeight()
	 * @see #getGroup()
	 * @generated
	 */
	EAttribute getGroup_LeaderWeight();

	/**
	 * Returns the meta object for the reference list '{@link org.crowdstudio.model.scenario.Group#getMembers <em>Members</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Members</em>'.
	 * @see org.crowdstudio.model.scenario.Group#getMembers()
	 * @see #getGroup()
	 * @generated
	 */
	EReference getGroup_Members();

	/**
	 * Returns the meta object for the reference list '{@link org.crowdstudio.model.scenario.Group#getLeaders <em>Leaders</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Leaders</em>'.
	 * @see org.crowdstudio.model.scenario.Group#getLeaders()
	 * @see #getGroup()
	 * @generated
	 */
	EReference getGroup_Leaders();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.Group#getFormation <em>Formation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Formation</em>'.
	 * @see org.crowdstudio.model.scenario.Group#getFormation()
	 * @see #getGroup()
	 * @generated
	 */
	EReference getGroup_Formation();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.Group#getParameters <em>Parameters</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Parameters</em>'.
	 * @see org.crowdstudio.model.scenario.Group#getParameters()
	 * @see #getGroup()
	 * @generated
	 */
	EReference getGroup_Parameters();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.GroupParameters <em>Group Parameters</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Group Parameters</em>'.
	 * @see org.crowdstudio.model.scenario.GroupParameters
	 * @generated
	 */
	EClass getGroupParameters();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.GroupParameters#getConnectionNeighbours <em>Connection Neighbours</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Connection Neighbours</em>'.
	 * @see org.crowdstudio.model.scenario.GroupParameters#getConnectionNeighbours()
	 * @see #getGroupParameters()
	 * @generated
	 */
	EAttribute getGroupParameters_ConnectionNeighbours();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.GroupParameters#getInterGroupConnections <em>Inter Group Connections</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Inter Group Connections</em>'.
	 * @see org.crowdstudio.model.scenario.GroupParameters#getInterGroupConnections()
	 * @see #getGroupParameters()
	 * @generated
	 */
	EAttribute getGroupParameters_InterGroupConnections();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.GroupParameters#getMaxGroupingDistance <em>Max Grouping Distance</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Grouping Distance</em>'.
	 * @see org.crowdstudio.model.scenario.GroupParameters#getMaxGroupingDistance()
	 * @see #getGroupParameters()
	 * @generated
	 */
	EAttribute getGroupParameters_MaxGroupingDistance();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.GroupParameters#getMinGroupingTime <em>Min Grouping Time</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Min Grouping Time</em>'.
	 * @see org.crowdstudio.model.scenario.GroupParameters#getMinGroupingTime()
	 * @see #getGroupParameters()
	 * @generated
	 */
	EAttribute getGroupParameters_MinGroupingTime();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.GroupParameters#getTimeHorizon <em>Time Horizon</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Time Horizon</em>'.
	 * @see org.crowdstudio.model.scenario.GroupParameters#getTimeHorizon()
	 * @see #getGroupParameters()
	 * @generated
	 */
	EAttribute getGroupParameters_TimeHorizon();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.GroupParameters#getGroupWeight <em>Group Weight</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Group Weight</em>'.
	 * @see org.crowdstudio.model.scenario.GroupParameters#getGroupWeight()
	 * @see #getGroupParameters()
	 * @generated
	 */
	EAttribute getGroupParameters_GroupWeight();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.GroupParameters#getVelocityWeight <em>Velocity Weight</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Velocity Weight</em>'.
	 * @see org.crowdstudio.model.scenario.GroupParameters#getVelocityWeight()
	 * @see #getGroupParameters()
	 * @generated
	 */
	EAttribute getGroupParameters_VelocityWeight();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.GroupParameters#getDistanceWeight <em>Distance Weight</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Distance Weight</em>'.
	 * @see org.crowdstudio.model.scenario.GroupParameters#getDistanceWeight()
	 * @see #getGroupParameters()
	 * @generated
	 */
	EAttribute getGroupParameters_DistanceWeight();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.GroupParameters#getPreferredDistance <em>Preferred Distance</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Preferred Distance</em>'.
	 * @see org.crowdstudio.model.scenario.GroupParameters#getPreferredDistance()
	 * @see #getGroupParameters()
	 * @generated
	 */
	EAttribute getGroupParameters_PreferredDistance();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.AnisotropicField <em>Anisotropic Field</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Anisotropic Field</em>'.
	 * @see org.crowdstudio.model.scenario.AnisotropicField
	 * @generated
	 */
	EClass getAnisotropicField();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.AnisotropicField#getCellSize <em>Cell Size</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Cell Size</em>'.
	 * @see org.crowdstudio.model.scenario.AnisotropicField#getCellSize()
	 * @see #getAnisotropicField()
	 * @generated
	 */
	EAttribute getAnisotropicField_CellSize();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.AnisotropicField#getColumns <em>Columns</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Columns</em>'.
	 * @see org.crowdstudio.model.scenario.AnisotropicField#getColumns()
	 * @see #getAnisotropicField()
	 * @generated
	 */
	EAttribute getAnisotropicField_Columns();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.AnisotropicField#getRows <em>Rows</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rows</em>'.
	 * @see org.crowdstudio.model.scenario.AnisotropicField#getRows()
	 * @see #getAnisotropicField()
	 * @generated
	 */
	EAttribute getAnisotropicField_Rows();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.AnisotropicField#getDirectionBins <em>Direction Bins</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Direction Bins</em>'.
	 * @see org.crowdstudio.model.scenario.AnisotropicField#getDirectionBins()
	 * @see #getAnisotropicField()
	 * @generated
	 */
	EAttribute getAnisotropicField_DirectionBins();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.AnisotropicField#getInertia <em>Inertia</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Inertia</em>'.
	 * @see org.crowdstudio.model.scenario.AnisotropicField#getInertia()
	 * @see #getAnisotropicField()
	 * @generated
	 */
	EAttribute getAnisotropicField_Inertia();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.AnisotropicField#getAcceleration <em>Acceleration</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Acceleration</em>'.
	 * @see org.crowdstudio.model.scenario.AnisotropicField#getAcceleration()
	 * @see #getAnisotropicField()
	 * @generated
	 */
	EAttribute getAnisotropicField_Acceleration();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.AnisotropicField#getGain <em>Gain</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Gain</em>'.
	 * @see org.crowdstudio.model.scenario.AnisotropicField#getGain()
	 * @see #getAnisotropicField()
	 * @generated
	 */
	EAttribute getAnisotropicField_Gain();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.AnisotropicField#getSpeedRelaxation <em>Speed Relaxation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Speed Relaxation</em>'.
	 * @see org.crowdstudio.model.scenario.AnisotropicField#getSpeedRelaxation()
	 * @see #getAnisotropicField()
	 * @generated
	 */
	EAttribute getAnisotropicField_SpeedRelaxation();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.AnisotropicField#getOrigin <em>Origin</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Origin</em>'.
	 * @see org.crowdstudio.model.scenario.AnisotropicField#getOrigin()
	 * @see #getAnisotropicField()
	 * @generated
	 */
	EReference getAnisotropicField_Origin();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.AnisotropicField#getPreferredSpeed <em>Preferred Speed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Preferred Speed</em>'.
	 * @see org.crowdstudio.model.scenario.AnisotropicField#getPreferredSpeed()
	 * @see #getAnisotropicField()
	 * @generated
	 */
	EReference getAnisotropicField_PreferredSpeed();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.AnisotropicField#getStrokes <em>Strokes</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Strokes</em>'.
	 * @see org.crowdstudio.model.scenario.AnisotropicField#getStrokes()
	 * @see #getAnisotropicField()
	 * @generated
	 */
	EReference getAnisotropicField_Strokes();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.AnisotropicField#getTrajectorySets <em>Trajectory Sets</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Trajectory Sets</em>'.
	 * @see org.crowdstudio.model.scenario.AnisotropicField#getTrajectorySets()
	 * @see #getAnisotropicField()
	 * @generated
	 */
	EReference getAnisotropicField_TrajectorySets();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.AnisotropicField#getDistributions <em>Distributions</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Distributions</em>'.
	 * @see org.crowdstudio.model.scenario.AnisotropicField#getDistributions()
	 * @see #getAnisotropicField()
	 * @generated
	 */
	EReference getAnisotropicField_Distributions();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.BrushStroke <em>Brush Stroke</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Brush Stroke</em>'.
	 * @see org.crowdstudio.model.scenario.BrushStroke
	 * @generated
	 */
	EClass getBrushStroke();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.BrushStroke#getWeight <em>Weight</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Weight</em>'.
	 * @see org.crowdstudio.model.scenario.BrushStroke#getWeight()
	 * @see #getBrushStroke()
	 * @generated
	 */
	EAttribute getBrushStroke_Weight();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.BrushStroke#getRange <em>Range</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Range</em>'.
	 * @see org.crowdstudio.model.scenario.BrushStroke#getRange()
	 * @see #getBrushStroke()
	 * @generated
	 */
	EAttribute getBrushStroke_Range();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.BrushStroke#getFalloff <em>Falloff</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Falloff</em>'.
	 * @see org.crowdstudio.model.scenario.BrushStroke#getFalloff()
	 * @see #getBrushStroke()
	 * @generated
	 */
	EAttribute getBrushStroke_Falloff();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.BrushStroke#getPoints <em>Points</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Points</em>'.
	 * @see org.crowdstudio.model.scenario.BrushStroke#getPoints()
	 * @see #getBrushStroke()
	 * @generated
	 */
	EReference getBrushStroke_Points();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.TrajectorySet <em>Trajectory Set</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Trajectory Set</em>'.
	 * @see org.crowdstudio.model.scenario.TrajectorySet
	 * @generated
	 */
	EClass getTrajectorySet();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.TrajectorySet#getSource <em>Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Source</em>'.
	 * @see org.crowdstudio.model.scenario.TrajectorySet#getSource()
	 * @see #getTrajectorySet()
	 * @generated
	 */
	EAttribute getTrajectorySet_Source();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.TrajectorySet#getTrajectories <em>Trajectories</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Trajectories</em>'.
	 * @see org.crowdstudio.model.scenario.TrajectorySet#getTrajectories()
	 * @see #getTrajectorySet()
	 * @generated
	 */
	EReference getTrajectorySet_Trajectories();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.Trajectory <em>Trajectory</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Trajectory</em>'.
	 * @see org.crowdstudio.model.scenario.Trajectory
	 * @generated
	 */
	EClass getTrajectory();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.Trajectory#getPoints <em>Points</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Points</em>'.
	 * @see org.crowdstudio.model.scenario.Trajectory#getPoints()
	 * @see #getTrajectory()
	 * @generated
	 */
	EReference getTrajectory_Points();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.Timeline <em>Timeline</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Timeline</em>'.
	 * @see org.crowdstudio.model.scenario.Timeline
	 * @generated
	 */
	EClass getTimeline();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.Timeline#getCurves <em>Curves</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Curves</em>'.
	 * @see org.crowdstudio.model.scenario.Timeline#getCurves()
	 * @see #getTimeline()
	 * @generated
	 */
	EReference getTimeline_Curves();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.Timeline#getEvents <em>Events</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Events</em>'.
	 * @see org.crowdstudio.model.scenario.Timeline#getEvents()
	 * @see #getTimeline()
	 * @generated
	 */
	EReference getTimeline_Events();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.ParameterCurve <em>Parameter Curve</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Parameter Curve</em>'.
	 * @see org.crowdstudio.model.scenario.ParameterCurve
	 * @generated
	 */
	EClass getParameterCurve();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.ParameterCurve#getParameter <em>Parameter</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Parameter</em>'.
	 * @see org.crowdstudio.model.scenario.ParameterCurve#getParameter()
	 * @see #getParameterCurve()
	 * @generated
	 */
	EAttribute getParameterCurve_Parameter();

	/**
	 * Returns the meta object for the containment reference list '{@link org.crowdstudio.model.scenario.ParameterCurve#getKeys <em>Keys</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Keys</em>'.
	 * @see org.crowdstudio.model.scenario.ParameterCurve#getKeys()
	 * @see #getParameterCurve()
	 * @generated
	 */
	EReference getParameterCurve_Keys();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.TimeKey <em>Time Key</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Time Key</em>'.
	 * @see org.crowdstudio.model.scenario.TimeKey
	 * @generated
	 */
	EClass getTimeKey();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.TimeKey#getTime <em>Time</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Time</em>'.
	 * @see org.crowdstudio.model.scenario.TimeKey#getTime()
	 * @see #getTimeKey()
	 * @generated
	 */
	EAttribute getTimeKey_Time();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.TimeKey#getValue <em>Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Value</em>'.
	 * @see org.crowdstudio.model.scenario.TimeKey#getValue()
	 * @see #getTimeKey()
	 * @generated
	 */
	EAttribute getTimeKey_Value();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.TimelineEvent <em>Timeline Event</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Timeline Event</em>'.
	 * @see org.crowdstudio.model.scenario.TimelineEvent
	 * @generated
	 */
	EClass getTimelineEvent();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.TimelineEvent#getTime <em>Time</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Time</em>'.
	 * @see org.crowdstudio.model.scenario.TimelineEvent#getTime()
	 * @see #getTimelineEvent()
	 * @generated
	 */
	EAttribute getTimelineEvent_Time();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.SetGlobalInterestEvent <em>Set Global Interest Event</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Set Global Interest Event</em>'.
	 * @see org.crowdstudio.model.scenario.SetGlobalInterestEvent
	 * @generated
	 */
	EClass getSetGlobalInterestEvent();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.SetGlobalInterestEvent#getValue <em>Value</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Value</em>'.
	 * @see org.crowdstudio.model.scenario.SetGlobalInterestEvent#getValue()
	 * @see #getSetGlobalInterestEvent()
	 * @generated
	 */
	EAttribute getSetGlobalInterestEvent_Value();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.FireAlarmEvent <em>Fire Alarm Event</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Fire Alarm Event</em>'.
	 * @see org.crowdstudio.model.scenario.FireAlarmEvent
	 * @generated
	 */
	EClass getFireAlarmEvent();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.FireAlarmEvent#getGlobalInterest <em>Global Interest</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Global Interest</em>'.
	 * @see org.crowdstudio.model.scenario.FireAlarmEvent#getGlobalInterest()
	 * @see #getFireAlarmEvent()
	 * @generated
	 */
	EAttribute getFireAlarmEvent_GlobalInterest();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.AllClearEvent <em>All Clear Event</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>All Clear Event</em>'.
	 * @see org.crowdstudio.model.scenario.AllClearEvent
	 * @generated
	 */
	EClass getAllClearEvent();

	/**
	 * Returns the meta object for class '{@link org.crowdstudio.model.scenario.GroupChangeEvent <em>Group Change Event</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Group Change Event</em>'.
	 * @see org.crowdstudio.model.scenario.GroupChangeEvent
	 * @generated
	 */
	EClass getGroupChangeEvent();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.GroupChangeEvent#getFormation <em>Formation</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Formation</em>'.
	 * @see org.crowdstudio.model.scenario.GroupChangeEvent#getFormation()
	 * @see #getGroupChangeEvent()
	 * @generated
	 */
	EAttribute getGroupChangeEvent_Formation();

	/**
	 * Returns the meta object for the reference '{@link org.crowdstudio.model.scenario.GroupChangeEvent#getGroup <em>Group</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Group</em>'.
	 * @see org.crowdstudio.model.scenario.GroupChangeEvent#getGroup()
	 * @see #getGroupChangeEvent()
	 * @generated
	 */
	EReference getGroupChangeEvent_Group();

	/**
	 * Returns the meta object for the containment reference '{@link org.crowdstudio.model.scenario.GroupChangeEvent#getParameters <em>Parameters</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Parameters</em>'.
	 * @see org.crowdstudio.model.scenario.GroupChangeEvent#getParameters()
	 * @see #getGroupChangeEvent()
	 * @generated
	 */
	EReference getGroupChangeEvent_Parameters();

	/**
	 * Returns the meta object for the reference list '{@link org.crowdstudio.model.scenario.GroupChangeEvent#getJoining <em>Joining</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Joining</em>'.
	 * @see org.crowdstudio.model.scenario.GroupChangeEvent#getJoining()
	 * @see #getGroupChangeEvent()
	 * @generated
	 */
	EReference getGroupChangeEvent_Joining();

	/**
	 * Returns the meta object for the reference list '{@link org.crowdstudio.model.scenario.GroupChangeEvent#getLeaving <em>Leaving</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Leaving</em>'.
	 * @see org.crowdstudio.model.scenario.GroupChangeEvent#getLeaving()
	 * @see #getGroupChangeEvent()
	 * @generated
	 */
	EReference getGroupChangeEvent_Leaving();

	/**
	 * Returns the meta object for the attribute '{@link org.crowdstudio.model.scenario.GroupChangeEvent#isLeaveOtherGroups <em>Leave Other Groups</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Leave Other Groups</em>'.
	 * @see org.crowdstudio.model.scenario.GroupChangeEvent#isLeaveOtherGroups()
	 * @see #getGroupChangeEvent()
	 * @generated
	 */
	EAttribute getGroupChangeEvent_LeaveOtherGroups();

	/**
	 * Returns the meta object for the reference list '{@link org.crowdstudio.model.scenario.GroupChangeEvent#getLeaders <em>Leaders</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference list '<em>Leaders</em>'.
	 * @see org.crowdstudio.model.scenario.GroupChangeEvent#getLeaders()
	 * @see #getGroupChangeEvent()
	 * @generated
	 */
	EReference getGroupChangeEvent_Leaders();

	/**
	 * Returns the meta object for enum '{@link org.crowdstudio.model.scenario.PlaceKind <em>Place Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Place Kind</em>'.
	 * @see org.crowdstudio.model.scenario.PlaceKind
	 * @generated
	 */
	EEnum getPlaceKind();

	/**
	 * Returns the meta object for enum '{@link org.crowdstudio.model.scenario.VelocityCombination <em>Velocity Combination</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Velocity Combination</em>'.
	 * @see org.crowdstudio.model.scenario.VelocityCombination
	 * @generated
	 */
	EEnum getVelocityCombination();

	/**
	 * Returns the meta object for enum '{@link org.crowdstudio.model.scenario.GoalRule <em>Goal Rule</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Goal Rule</em>'.
	 * @see org.crowdstudio.model.scenario.GoalRule
	 * @generated
	 */
	EEnum getGoalRule();

	/**
	 * Returns the meta object for enum '{@link org.crowdstudio.model.scenario.FieldKind <em>Field Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Field Kind</em>'.
	 * @see org.crowdstudio.model.scenario.FieldKind
	 * @generated
	 */
	EEnum getFieldKind();

	/**
	 * Returns the meta object for enum '{@link org.crowdstudio.model.scenario.FieldParameter <em>Field Parameter</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Field Parameter</em>'.
	 * @see org.crowdstudio.model.scenario.FieldParameter
	 * @generated
	 */
	EEnum getFieldParameter();

	/**
	 * Returns the meta object for enum '{@link org.crowdstudio.model.scenario.CurveStyle <em>Curve Style</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Curve Style</em>'.
	 * @see org.crowdstudio.model.scenario.CurveStyle
	 * @generated
	 */
	EEnum getCurveStyle();

	/**
	 * Returns the meta object for enum '{@link org.crowdstudio.model.scenario.ObjectShape <em>Object Shape</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Object Shape</em>'.
	 * @see org.crowdstudio.model.scenario.ObjectShape
	 * @generated
	 */
	EEnum getObjectShape();

	/**
	 * Returns the meta object for enum '{@link org.crowdstudio.model.scenario.FormationKind <em>Formation Kind</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Formation Kind</em>'.
	 * @see org.crowdstudio.model.scenario.FormationKind
	 * @generated
	 */
	EEnum getFormationKind();

	/**
	 * Returns the factory that creates the instances of the model.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the factory that creates the instances of the model.
	 * @generated
	 */
	ScenarioFactory getScenarioFactory();

	/**
	 * <!-- begin-user-doc -->
	 * Defines literals for the meta objects that represent
	 * <ul>
	 *   <li>each class,</li>
	 *   <li>each feature of each class,</li>
	 *   <li>each operation of each class,</li>
	 *   <li>each enum,</li>
	 *   <li>and each data type</li>
	 * </ul>
	 * <!-- end-user-doc -->
	 * @generated
	 */
	interface Literals {
		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.IdentifiedImpl <em>Identified</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.IdentifiedImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getIdentified()
		 * @generated
		 */
		EClass IDENTIFIED = eINSTANCE.getIdentified();

		/**
		 * The meta object literal for the '<em><b>Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute IDENTIFIED__ID = eINSTANCE.getIdentified_Id();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.NamedImpl <em>Named</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.NamedImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getNamed()
		 * @generated
		 */
		EClass NAMED = eINSTANCE.getNamed();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NAMED__NAME = eINSTANCE.getNamed_Name();

		/**
		 * The meta object literal for the '<em><b>Description</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NAMED__DESCRIPTION = eINSTANCE.getNamed_Description();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.FieldEmitter <em>Field Emitter</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.FieldEmitter
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getFieldEmitter()
		 * @generated
		 */
		EClass FIELD_EMITTER = eINSTANCE.getFieldEmitter();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.FieldReceiver <em>Field Receiver</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.FieldReceiver
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getFieldReceiver()
		 * @generated
		 */
		EClass FIELD_RECEIVER = eINSTANCE.getFieldReceiver();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.LinkTarget <em>Link Target</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.LinkTarget
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getLinkTarget()
		 * @generated
		 */
		EClass LINK_TARGET = eINSTANCE.getLinkTarget();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.GraphNode <em>Graph Node</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.GraphNode
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getGraphNode()
		 * @generated
		 */
		EClass GRAPH_NODE = eINSTANCE.getGraphNode();

		/**
		 * The meta object literal for the '<em><b>Graph Pin</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GRAPH_NODE__GRAPH_PIN = eINSTANCE.getGraphNode_GraphPin();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.Vector2Impl <em>Vector2</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.Vector2Impl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getVector2()
		 * @generated
		 */
		EClass VECTOR2 = eINSTANCE.getVector2();

		/**
		 * The meta object literal for the '<em><b>X</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VECTOR2__X = eINSTANCE.getVector2_X();

		/**
		 * The meta object literal for the '<em><b>Y</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VECTOR2__Y = eINSTANCE.getVector2_Y();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.ScenarioImpl <em>Scenario</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.ScenarioImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getScenario()
		 * @generated
		 */
		EClass SCENARIO = eINSTANCE.getScenario();

		/**
		 * The meta object literal for the '<em><b>Format Version</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCENARIO__FORMAT_VERSION = eINSTANCE.getScenario_FormatVersion();

		/**
		 * The meta object literal for the '<em><b>Settings</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__SETTINGS = eINSTANCE.getScenario_Settings();

		/**
		 * The meta object literal for the '<em><b>Environment</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__ENVIRONMENT = eINSTANCE.getScenario_Environment();

		/**
		 * The meta object literal for the '<em><b>Profiles</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__PROFILES = eINSTANCE.getScenario_Profiles();

		/**
		 * The meta object literal for the '<em><b>Agents</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__AGENTS = eINSTANCE.getScenario_Agents();

		/**
		 * The meta object literal for the '<em><b>Populations</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__POPULATIONS = eINSTANCE.getScenario_Populations();

		/**
		 * The meta object literal for the '<em><b>Fields</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__FIELDS = eINSTANCE.getScenario_Fields();

		/**
		 * The meta object literal for the '<em><b>Field Bindings</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__FIELD_BINDINGS = eINSTANCE.getScenario_FieldBindings();

		/**
		 * The meta object literal for the '<em><b>Activation Rules</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__ACTIVATION_RULES = eINSTANCE.getScenario_ActivationRules();

		/**
		 * The meta object literal for the '<em><b>Social</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__SOCIAL = eINSTANCE.getScenario_Social();

		/**
		 * The meta object literal for the '<em><b>Relations</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__RELATIONS = eINSTANCE.getScenario_Relations();

		/**
		 * The meta object literal for the '<em><b>Groups</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__GROUPS = eINSTANCE.getScenario_Groups();

		/**
		 * The meta object literal for the '<em><b>Anisotropic Fields</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__ANISOTROPIC_FIELDS = eINSTANCE.getScenario_AnisotropicFields();

		/**
		 * The meta object literal for the '<em><b>Timeline</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__TIMELINE = eINSTANCE.getScenario_Timeline();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.SimulationSettingsImpl <em>Simulation Settings</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.SimulationSettingsImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getSimulationSettings()
		 * @generated
		 */
		EClass SIMULATION_SETTINGS = eINSTANCE.getSimulationSettings();

		/**
		 * The meta object literal for the '<em><b>Time Step</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SIMULATION_SETTINGS__TIME_STEP = eINSTANCE.getSimulationSettings_TimeStep();

		/**
		 * The meta object literal for the '<em><b>Duration</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SIMULATION_SETTINGS__DURATION = eINSTANCE.getSimulationSettings_Duration();

		/**
		 * The meta object literal for the '<em><b>Random Seed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SIMULATION_SETTINGS__RANDOM_SEED = eINSTANCE.getSimulationSettings_RandomSeed();

		/**
		 * The meta object literal for the '<em><b>Thread Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SIMULATION_SETTINGS__THREAD_COUNT = eINSTANCE.getSimulationSettings_ThreadCount();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.EnvironmentImpl <em>Environment</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.EnvironmentImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getEnvironment()
		 * @generated
		 */
		EClass ENVIRONMENT = eINSTANCE.getEnvironment();

		/**
		 * The meta object literal for the '<em><b>Min</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ENVIRONMENT__MIN = eINSTANCE.getEnvironment_Min();

		/**
		 * The meta object literal for the '<em><b>Max</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ENVIRONMENT__MAX = eINSTANCE.getEnvironment_Max();

		/**
		 * The meta object literal for the '<em><b>Obstacles</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ENVIRONMENT__OBSTACLES = eINSTANCE.getEnvironment_Obstacles();

		/**
		 * The meta object literal for the '<em><b>Places</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ENVIRONMENT__PLACES = eINSTANCE.getEnvironment_Places();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.ObstacleImpl <em>Obstacle</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.ObstacleImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getObstacle()
		 * @generated
		 */
		EClass OBSTACLE = eINSTANCE.getObstacle();

		/**
		 * The meta object literal for the '<em><b>Orientation</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute OBSTACLE__ORIENTATION = eINSTANCE.getObstacle_Orientation();

		/**
		 * The meta object literal for the '<em><b>Vertices</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference OBSTACLE__VERTICES = eINSTANCE.getObstacle_Vertices();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.PlaceImpl <em>Place</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.PlaceImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getPlace()
		 * @generated
		 */
		EClass PLACE = eINSTANCE.getPlace();

		/**
		 * The meta object literal for the '<em><b>Kind</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PLACE__KIND = eINSTANCE.getPlace_Kind();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.WaypointImpl <em>Waypoint</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.WaypointImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getWaypoint()
		 * @generated
		 */
		EClass WAYPOINT = eINSTANCE.getWaypoint();

		/**
		 * The meta object literal for the '<em><b>Arrival Radius</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WAYPOINT__ARRIVAL_RADIUS = eINSTANCE.getWaypoint_ArrivalRadius();

		/**
		 * The meta object literal for the '<em><b>Position</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference WAYPOINT__POSITION = eINSTANCE.getWaypoint_Position();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.RegionImpl <em>Region</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.RegionImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getRegion()
		 * @generated
		 */
		EClass REGION = eINSTANCE.getRegion();

		/**
		 * The meta object literal for the '<em><b>Vertices</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference REGION__VERTICES = eINSTANCE.getRegion_Vertices();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.BehaviourProfileImpl <em>Behaviour Profile</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.BehaviourProfileImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getBehaviourProfile()
		 * @generated
		 */
		EClass BEHAVIOUR_PROFILE = eINSTANCE.getBehaviourProfile();

		/**
		 * The meta object literal for the '<em><b>Radius</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute BEHAVIOUR_PROFILE__RADIUS = eINSTANCE.getBehaviourProfile_Radius();

		/**
		 * The meta object literal for the '<em><b>Mass</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute BEHAVIOUR_PROFILE__MASS = eINSTANCE.getBehaviourProfile_Mass();

		/**
		 * The meta object literal for the '<em><b>Preferred Speed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute BEHAVIOUR_PROFILE__PREFERRED_SPEED = eINSTANCE.getBehaviourProfile_PreferredSpeed();

		/**
		 * The meta object literal for the '<em><b>Max Speed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute BEHAVIOUR_PROFILE__MAX_SPEED = eINSTANCE.getBehaviourProfile_MaxSpeed();

		/**
		 * The meta object literal for the '<em><b>Color</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute BEHAVIOUR_PROFILE__COLOR = eINSTANCE.getBehaviourProfile_Color();

		/**
		 * The meta object literal for the '<em><b>Pipeline</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference BEHAVIOUR_PROFILE__PIPELINE = eINSTANCE.getBehaviourProfile_Pipeline();

		/**
		 * The meta object literal for the '<em><b>Social Traits</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference BEHAVIOUR_PROFILE__SOCIAL_TRAITS = eINSTANCE.getBehaviourProfile_SocialTraits();

		/**
		 * The meta object literal for the '<em><b>Group Parameters</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference BEHAVIOUR_PROFILE__GROUP_PARAMETERS = eINSTANCE.getBehaviourProfile_GroupParameters();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.SteeringPipelineImpl <em>Steering Pipeline</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.SteeringPipelineImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getSteeringPipeline()
		 * @generated
		 */
		EClass STEERING_PIPELINE = eINSTANCE.getSteeringPipeline();

		/**
		 * The meta object literal for the '<em><b>Combination</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STEERING_PIPELINE__COMBINATION = eINSTANCE.getSteeringPipeline_Combination();

		/**
		 * The meta object literal for the '<em><b>Waypoint Modifiers</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference STEERING_PIPELINE__WAYPOINT_MODIFIERS = eINSTANCE.getSteeringPipeline_WaypointModifiers();

		/**
		 * The meta object literal for the '<em><b>Velocity Sources</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference STEERING_PIPELINE__VELOCITY_SOURCES = eINSTANCE.getSteeringPipeline_VelocitySources();

		/**
		 * The meta object literal for the '<em><b>Velocity Solver</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference STEERING_PIPELINE__VELOCITY_SOLVER = eINSTANCE.getSteeringPipeline_VelocitySolver();

		/**
		 * The meta object literal for the '<em><b>Contact Forces</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference STEERING_PIPELINE__CONTACT_FORCES = eINSTANCE.getSteeringPipeline_ContactForces();

		/**
		 * The meta object literal for the '<em><b>Orientation</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference STEERING_PIPELINE__ORIENTATION = eINSTANCE.getSteeringPipeline_Orientation();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.AlgorithmSettingsImpl <em>Algorithm Settings</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.AlgorithmSettingsImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getAlgorithmSettings()
		 * @generated
		 */
		EClass ALGORITHM_SETTINGS = eINSTANCE.getAlgorithmSettings();

		/**
		 * The meta object literal for the '<em><b>Algorithm Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ALGORITHM_SETTINGS__ALGORITHM_ID = eINSTANCE.getAlgorithmSettings_AlgorithmId();

		/**
		 * The meta object literal for the '<em><b>Parameters</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ALGORITHM_SETTINGS__PARAMETERS = eINSTANCE.getAlgorithmSettings_Parameters();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.VelocitySourceImpl <em>Velocity Source</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.VelocitySourceImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getVelocitySource()
		 * @generated
		 */
		EClass VELOCITY_SOURCE = eINSTANCE.getVelocitySource();

		/**
		 * The meta object literal for the '<em><b>Weight</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VELOCITY_SOURCE__WEIGHT = eINSTANCE.getVelocitySource_Weight();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.ParameterValueImpl <em>Parameter Value</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.ParameterValueImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getParameterValue()
		 * @generated
		 */
		EClass PARAMETER_VALUE = eINSTANCE.getParameterValue();

		/**
		 * The meta object literal for the '<em><b>Key</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PARAMETER_VALUE__KEY = eINSTANCE.getParameterValue_Key();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.RealParameterImpl <em>Real Parameter</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.RealParameterImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getRealParameter()
		 * @generated
		 */
		EClass REAL_PARAMETER = eINSTANCE.getRealParameter();

		/**
		 * The meta object literal for the '<em><b>Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute REAL_PARAMETER__VALUE = eINSTANCE.getRealParameter_Value();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.IntegerParameterImpl <em>Integer Parameter</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.IntegerParameterImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getIntegerParameter()
		 * @generated
		 */
		EClass INTEGER_PARAMETER = eINSTANCE.getIntegerParameter();

		/**
		 * The meta object literal for the '<em><b>Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INTEGER_PARAMETER__VALUE = eINSTANCE.getIntegerParameter_Value();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.BooleanParameterImpl <em>Boolean Parameter</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.BooleanParameterImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getBooleanParameter()
		 * @generated
		 */
		EClass BOOLEAN_PARAMETER = eINSTANCE.getBooleanParameter();

		/**
		 * The meta object literal for the '<em><b>Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute BOOLEAN_PARAMETER__VALUE = eINSTANCE.getBooleanParameter_Value();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.TextParameterImpl <em>Text Parameter</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.TextParameterImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getTextParameter()
		 * @generated
		 */
		EClass TEXT_PARAMETER = eINSTANCE.getTextParameter();

		/**
		 * The meta object literal for the '<em><b>Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TEXT_PARAMETER__VALUE = eINSTANCE.getTextParameter_Value();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.ContactForcesImpl <em>Contact Forces</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.ContactForcesImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getContactForces()
		 * @generated
		 */
		EClass CONTACT_FORCES = eINSTANCE.getContactForces();

		/**
		 * The meta object literal for the '<em><b>Agent Stiffness</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CONTACT_FORCES__AGENT_STIFFNESS = eINSTANCE.getContactForces_AgentStiffness();

		/**
		 * The meta object literal for the '<em><b>Obstacle Stiffness</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CONTACT_FORCES__OBSTACLE_STIFFNESS = eINSTANCE.getContactForces_ObstacleStiffness();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.AgentImpl <em>Agent</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.AgentImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getAgent()
		 * @generated
		 */
		EClass AGENT = eINSTANCE.getAgent();

		/**
		 * The meta object literal for the '<em><b>Orientation</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute AGENT__ORIENTATION = eINSTANCE.getAgent_Orientation();

		/**
		 * The meta object literal for the '<em><b>Loop Goals</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute AGENT__LOOP_GOALS = eINSTANCE.getAgent_LoopGoals();

		/**
		 * The meta object literal for the '<em><b>Friendship Angle</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute AGENT__FRIENDSHIP_ANGLE = eINSTANCE.getAgent_FriendshipAngle();

		/**
		 * The meta object literal for the '<em><b>Mood</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute AGENT__MOOD = eINSTANCE.getAgent_Mood();

		/**
		 * The meta object literal for the '<em><b>Preferred Speed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute AGENT__PREFERRED_SPEED = eINSTANCE.getAgent_PreferredSpeed();

		/**
		 * The meta object literal for the '<em><b>Profile</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference AGENT__PROFILE = eINSTANCE.getAgent_Profile();

		/**
		 * The meta object literal for the '<em><b>Position</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference AGENT__POSITION = eINSTANCE.getAgent_Position();

		/**
		 * The meta object literal for the '<em><b>Goals</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference AGENT__GOALS = eINSTANCE.getAgent_Goals();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.PopulationImpl <em>Population</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.PopulationImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getPopulation()
		 * @generated
		 */
		EClass POPULATION = eINSTANCE.getPopulation();

		/**
		 * The meta object literal for the '<em><b>Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POPULATION__COUNT = eINSTANCE.getPopulation_Count();

		/**
		 * The meta object literal for the '<em><b>Goal Rule</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POPULATION__GOAL_RULE = eINSTANCE.getPopulation_GoalRule();

		/**
		 * The meta object literal for the '<em><b>Seed Offset</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POPULATION__SEED_OFFSET = eINSTANCE.getPopulation_SeedOffset();

		/**
		 * The meta object literal for the '<em><b>Profile</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference POPULATION__PROFILE = eINSTANCE.getPopulation_Profile();

		/**
		 * The meta object literal for the '<em><b>Spawn Region</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference POPULATION__SPAWN_REGION = eINSTANCE.getPopulation_SpawnRegion();

		/**
		 * The meta object literal for the '<em><b>Goals</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference POPULATION__GOALS = eINSTANCE.getPopulation_Goals();

		/**
		 * The meta object literal for the '<em><b>Orientation</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference POPULATION__ORIENTATION = eINSTANCE.getPopulation_Orientation();

		/**
		 * The meta object literal for the '<em><b>Preferred Speed</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference POPULATION__PREFERRED_SPEED = eINSTANCE.getPopulation_PreferredSpeed();

		/**
		 * The meta object literal for the '<em><b>Social Traits</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference POPULATION__SOCIAL_TRAITS = eINSTANCE.getPopulation_SocialTraits();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.DistributionImpl <em>Distribution</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.DistributionImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getDistribution()
		 * @generated
		 */
		EClass DISTRIBUTION = eINSTANCE.getDistribution();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.ConstantDistributionImpl <em>Constant Distribution</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.ConstantDistributionImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getConstantDistribution()
		 * @generated
		 */
		EClass CONSTANT_DISTRIBUTION = eINSTANCE.getConstantDistribution();

		/**
		 * The meta object literal for the '<em><b>Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CONSTANT_DISTRIBUTION__VALUE = eINSTANCE.getConstantDistribution_Value();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.UniformDistributionImpl <em>Uniform Distribution</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.UniformDistributionImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getUniformDistribution()
		 * @generated
		 */
		EClass UNIFORM_DISTRIBUTION = eINSTANCE.getUniformDistribution();

		/**
		 * The meta object literal for the '<em><b>Min</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute UNIFORM_DISTRIBUTION__MIN = eINSTANCE.getUniformDistribution_Min();

		/**
		 * The meta object literal for the '<em><b>Max</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute UNIFORM_DISTRIBUTION__MAX = eINSTANCE.getUniformDistribution_Max();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.NormalDistributionImpl <em>Normal Distribution</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.NormalDistributionImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getNormalDistribution()
		 * @generated
		 */
		EClass NORMAL_DISTRIBUTION = eINSTANCE.getNormalDistribution();

		/**
		 * The meta object literal for the '<em><b>Mean</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NORMAL_DISTRIBUTION__MEAN = eINSTANCE.getNormalDistribution_Mean();

		/**
		 * The meta object literal for the '<em><b>Standard Deviation</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NORMAL_DISTRIBUTION__STANDARD_DEVIATION = eINSTANCE.getNormalDistribution_StandardDeviation();

		/**
		 * The meta object literal for the '<em><b>Min</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NORMAL_DISTRIBUTION__MIN = eINSTANCE.getNormalDistribution_Min();

		/**
		 * The meta object literal for the '<em><b>Max</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NORMAL_DISTRIBUTION__MAX = eINSTANCE.getNormalDistribution_Max();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.VonMisesDistributionImpl <em>Von Mises Distribution</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.VonMisesDistributionImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getVonMisesDistribution()
		 * @generated
		 */
		EClass VON_MISES_DISTRIBUTION = eINSTANCE.getVonMisesDistribution();

		/**
		 * The meta object literal for the '<em><b>Mean</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VON_MISES_DISTRIBUTION__MEAN = eINSTANCE.getVonMisesDistribution_Mean();

		/**
		 * The meta object literal for the '<em><b>Concentration</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VON_MISES_DISTRIBUTION__CONCENTRATION = eINSTANCE.getVonMisesDistribution_Concentration();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.MixtureDistributionImpl <em>Mixture Distribution</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.MixtureDistributionImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getMixtureDistribution()
		 * @generated
		 */
		EClass MIXTURE_DISTRIBUTION = eINSTANCE.getMixtureDistribution();

		/**
		 * The meta object literal for the '<em><b>Components</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference MIXTURE_DISTRIBUTION__COMPONENTS = eINSTANCE.getMixtureDistribution_Components();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.MixtureComponentImpl <em>Mixture Component</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.MixtureComponentImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getMixtureComponent()
		 * @generated
		 */
		EClass MIXTURE_COMPONENT = eINSTANCE.getMixtureComponent();

		/**
		 * The meta object literal for the '<em><b>Weight</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MIXTURE_COMPONENT__WEIGHT = eINSTANCE.getMixtureComponent_Weight();

		/**
		 * The meta object literal for the '<em><b>Distribution</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference MIXTURE_COMPONENT__DISTRIBUTION = eINSTANCE.getMixtureComponent_Distribution();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.InteractionFieldImpl <em>Interaction Field</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.InteractionFieldImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getInteractionField()
		 * @generated
		 */
		EClass INTERACTION_FIELD = eINSTANCE.getInteractionField();

		/**
		 * The meta object literal for the '<em><b>Kind</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INTERACTION_FIELD__KIND = eINSTANCE.getInteractionField_Kind();

		/**
		 * The meta object literal for the '<em><b>Parameter</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INTERACTION_FIELD__PARAMETER = eINSTANCE.getInteractionField_Parameter();

		/**
		 * The meta object literal for the '<em><b>Grid Columns</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INTERACTION_FIELD__GRID_COLUMNS = eINSTANCE.getInteractionField_GridColumns();

		/**
		 * The meta object literal for the '<em><b>Grid Rows</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INTERACTION_FIELD__GRID_ROWS = eINSTANCE.getInteractionField_GridRows();

		/**
		 * The meta object literal for the '<em><b>Idw Power</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INTERACTION_FIELD__IDW_POWER = eINSTANCE.getInteractionField_IdwPower();

		/**
		 * The meta object literal for the '<em><b>Sampling Step</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INTERACTION_FIELD__SAMPLING_STEP = eINSTANCE.getInteractionField_SamplingStep();

		/**
		 * The meta object literal for the '<em><b>Border Falloff</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute INTERACTION_FIELD__BORDER_FALLOFF = eINSTANCE.getInteractionField_BorderFalloff();

		/**
		 * The meta object literal for the '<em><b>Domain</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference INTERACTION_FIELD__DOMAIN = eINSTANCE.getInteractionField_Domain();

		/**
		 * The meta object literal for the '<em><b>Keyframes</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference INTERACTION_FIELD__KEYFRAMES = eINSTANCE.getInteractionField_Keyframes();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.DomainImpl <em>Domain</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.DomainImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getDomain()
		 * @generated
		 */
		EClass DOMAIN = eINSTANCE.getDomain();

		/**
		 * The meta object literal for the '<em><b>Center</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference DOMAIN__CENTER = eINSTANCE.getDomain_Center();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.RectangleDomainImpl <em>Rectangle Domain</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.RectangleDomainImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getRectangleDomain()
		 * @generated
		 */
		EClass RECTANGLE_DOMAIN = eINSTANCE.getRectangleDomain();

		/**
		 * The meta object literal for the '<em><b>Width</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RECTANGLE_DOMAIN__WIDTH = eINSTANCE.getRectangleDomain_Width();

		/**
		 * The meta object literal for the '<em><b>Height</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RECTANGLE_DOMAIN__HEIGHT = eINSTANCE.getRectangleDomain_Height();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.DiskDomainImpl <em>Disk Domain</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.DiskDomainImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getDiskDomain()
		 * @generated
		 */
		EClass DISK_DOMAIN = eINSTANCE.getDiskDomain();

		/**
		 * The meta object literal for the '<em><b>Radius</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DISK_DOMAIN__RADIUS = eINSTANCE.getDiskDomain_Radius();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.KeyframeImpl <em>Keyframe</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.KeyframeImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getKeyframe()
		 * @generated
		 */
		EClass KEYFRAME = eINSTANCE.getKeyframe();

		/**
		 * The meta object literal for the '<em><b>Parameter Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute KEYFRAME__PARAMETER_VALUE = eINSTANCE.getKeyframe_ParameterValue();

		/**
		 * The meta object literal for the '<em><b>Domain</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference KEYFRAME__DOMAIN = eINSTANCE.getKeyframe_Domain();

		/**
		 * The meta object literal for the '<em><b>Sketch</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference KEYFRAME__SKETCH = eINSTANCE.getKeyframe_Sketch();

		/**
		 * The meta object literal for the '<em><b>Baked Grid</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference KEYFRAME__BAKED_GRID = eINSTANCE.getKeyframe_BakedGrid();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.SketchImpl <em>Sketch</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.SketchImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getSketch()
		 * @generated
		 */
		EClass SKETCH = eINSTANCE.getSketch();

		/**
		 * The meta object literal for the '<em><b>Guide Curves</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SKETCH__GUIDE_CURVES = eINSTANCE.getSketch_GuideCurves();

		/**
		 * The meta object literal for the '<em><b>Zero Areas</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SKETCH__ZERO_AREAS = eINSTANCE.getSketch_ZeroAreas();

		/**
		 * The meta object literal for the '<em><b>Source Object</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SKETCH__SOURCE_OBJECT = eINSTANCE.getSketch_SourceObject();

		/**
		 * The meta object literal for the '<em><b>Reference Objects</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SKETCH__REFERENCE_OBJECTS = eINSTANCE.getSketch_ReferenceObjects();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.GuideCurveImpl <em>Guide Curve</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.GuideCurveImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getGuideCurve()
		 * @generated
		 */
		EClass GUIDE_CURVE = eINSTANCE.getGuideCurve();

		/**
		 * The meta object literal for the '<em><b>Style</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GUIDE_CURVE__STYLE = eINSTANCE.getGuideCurve_Style();

		/**
		 * The meta object literal for the '<em><b>Magnitude</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GUIDE_CURVE__MAGNITUDE = eINSTANCE.getGuideCurve_Magnitude();

		/**
		 * The meta object literal for the '<em><b>Influence Distance</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GUIDE_CURVE__INFLUENCE_DISTANCE = eINSTANCE.getGuideCurve_InfluenceDistance();

		/**
		 * The meta object literal for the '<em><b>Points</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GUIDE_CURVE__POINTS = eINSTANCE.getGuideCurve_Points();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.ZeroAreaImpl <em>Zero Area</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.ZeroAreaImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getZeroArea()
		 * @generated
		 */
		EClass ZERO_AREA = eINSTANCE.getZeroArea();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.ZeroPolygonImpl <em>Zero Polygon</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.ZeroPolygonImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getZeroPolygon()
		 * @generated
		 */
		EClass ZERO_POLYGON = eINSTANCE.getZeroPolygon();

		/**
		 * The meta object literal for the '<em><b>Vertices</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ZERO_POLYGON__VERTICES = eINSTANCE.getZeroPolygon_Vertices();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.ZeroCellsImpl <em>Zero Cells</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.ZeroCellsImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getZeroCells()
		 * @generated
		 */
		EClass ZERO_CELLS = eINSTANCE.getZeroCells();

		/**
		 * The meta object literal for the '<em><b>Rows</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ZERO_CELLS__ROWS = eINSTANCE.getZeroCells_Rows();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.SketchObjectImpl <em>Sketch Object</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.SketchObjectImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getSketchObject()
		 * @generated
		 */
		EClass SKETCH_OBJECT = eINSTANCE.getSketchObject();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SKETCH_OBJECT__NAME = eINSTANCE.getSketchObject_Name();

		/**
		 * The meta object literal for the '<em><b>Shape</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SKETCH_OBJECT__SHAPE = eINSTANCE.getSketchObject_Shape();

		/**
		 * The meta object literal for the '<em><b>Radius</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SKETCH_OBJECT__RADIUS = eINSTANCE.getSketchObject_Radius();

		/**
		 * The meta object literal for the '<em><b>Center</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SKETCH_OBJECT__CENTER = eINSTANCE.getSketchObject_Center();

		/**
		 * The meta object literal for the '<em><b>Vertices</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SKETCH_OBJECT__VERTICES = eINSTANCE.getSketchObject_Vertices();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.BakedGridImpl <em>Baked Grid</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.BakedGridImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getBakedGrid()
		 * @generated
		 */
		EClass BAKED_GRID = eINSTANCE.getBakedGrid();

		/**
		 * The meta object literal for the '<em><b>Columns</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute BAKED_GRID__COLUMNS = eINSTANCE.getBakedGrid_Columns();

		/**
		 * The meta object literal for the '<em><b>Rows</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute BAKED_GRID__ROWS = eINSTANCE.getBakedGrid_Rows();

		/**
		 * The meta object literal for the '<em><b>Cells</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute BAKED_GRID__CELLS = eINSTANCE.getBakedGrid_Cells();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.FieldBindingImpl <em>Field Binding</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.FieldBindingImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getFieldBinding()
		 * @generated
		 */
		EClass FIELD_BINDING = eINSTANCE.getFieldBinding();

		/**
		 * The meta object literal for the '<em><b>Weight</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FIELD_BINDING__WEIGHT = eINSTANCE.getFieldBinding_Weight();

		/**
		 * The meta object literal for the '<em><b>Near Source Gain</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FIELD_BINDING__NEAR_SOURCE_GAIN = eINSTANCE.getFieldBinding_NearSourceGain();

		/**
		 * The meta object literal for the '<em><b>Field</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference FIELD_BINDING__FIELD = eINSTANCE.getFieldBinding_Field();

		/**
		 * The meta object literal for the '<em><b>Sources</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference FIELD_BINDING__SOURCES = eINSTANCE.getFieldBinding_Sources();

		/**
		 * The meta object literal for the '<em><b>Receivers</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference FIELD_BINDING__RECEIVERS = eINSTANCE.getFieldBinding_Receivers();

		/**
		 * The meta object literal for the '<em><b>Linked Object</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference FIELD_BINDING__LINKED_OBJECT = eINSTANCE.getFieldBinding_LinkedObject();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.ActivationRuleImpl <em>Activation Rule</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.ActivationRuleImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getActivationRule()
		 * @generated
		 */
		EClass ACTIVATION_RULE = eINSTANCE.getActivationRule();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.TimeWindowRuleImpl <em>Time Window Rule</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.TimeWindowRuleImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getTimeWindowRule()
		 * @generated
		 */
		EClass TIME_WINDOW_RULE = eINSTANCE.getTimeWindowRule();

		/**
		 * The meta object literal for the '<em><b>Start</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TIME_WINDOW_RULE__START = eINSTANCE.getTimeWindowRule_Start();

		/**
		 * The meta object literal for the '<em><b>End</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TIME_WINDOW_RULE__END = eINSTANCE.getTimeWindowRule_End();

		/**
		 * The meta object literal for the '<em><b>Field</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TIME_WINDOW_RULE__FIELD = eINSTANCE.getTimeWindowRule_Field();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.EnterFieldRuleImpl <em>Enter Field Rule</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.EnterFieldRuleImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getEnterFieldRule()
		 * @generated
		 */
		EClass ENTER_FIELD_RULE = eINSTANCE.getEnterFieldRule();

		/**
		 * The meta object literal for the '<em><b>Duration</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ENTER_FIELD_RULE__DURATION = eINSTANCE.getEnterFieldRule_Duration();

		/**
		 * The meta object literal for the '<em><b>Then Ignore Entered</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ENTER_FIELD_RULE__THEN_IGNORE_ENTERED = eINSTANCE.getEnterFieldRule_ThenIgnoreEntered();

		/**
		 * The meta object literal for the '<em><b>Entered</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ENTER_FIELD_RULE__ENTERED = eINSTANCE.getEnterFieldRule_Entered();

		/**
		 * The meta object literal for the '<em><b>Ignored</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ENTER_FIELD_RULE__IGNORED = eINSTANCE.getEnterFieldRule_Ignored();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.SocialSettingsImpl <em>Social Settings</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.SocialSettingsImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getSocialSettings()
		 * @generated
		 */
		EClass SOCIAL_SETTINGS = eINSTANCE.getSocialSettings();

		/**
		 * The meta object literal for the '<em><b>Enabled</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SOCIAL_SETTINGS__ENABLED = eINSTANCE.getSocialSettings_Enabled();

		/**
		 * The meta object literal for the '<em><b>First Conversation</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SOCIAL_SETTINGS__FIRST_CONVERSATION = eINSTANCE.getSocialSettings_FirstConversation();

		/**
		 * The meta object literal for the '<em><b>Greeting</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SOCIAL_SETTINGS__GREETING = eINSTANCE.getSocialSettings_Greeting();

		/**
		 * The meta object literal for the '<em><b>Talk Again After</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SOCIAL_SETTINGS__TALK_AGAIN_AFTER = eINSTANCE.getSocialSettings_TalkAgainAfter();

		/**
		 * The meta object literal for the '<em><b>Socialising Threshold</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SOCIAL_SETTINGS__SOCIALISING_THRESHOLD = eINSTANCE.getSocialSettings_SocialisingThreshold();

		/**
		 * The meta object literal for the '<em><b>Near Distance</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SOCIAL_SETTINGS__NEAR_DISTANCE = eINSTANCE.getSocialSettings_NearDistance();

		/**
		 * The meta object literal for the '<em><b>Talk Distance</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SOCIAL_SETTINGS__TALK_DISTANCE = eINSTANCE.getSocialSettings_TalkDistance();

		/**
		 * The meta object literal for the '<em><b>Shoulder Offset</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SOCIAL_SETTINGS__SHOULDER_OFFSET = eINSTANCE.getSocialSettings_ShoulderOffset();

		/**
		 * The meta object literal for the '<em><b>Pair Walk Slowdown Cosine</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SOCIAL_SETTINGS__PAIR_WALK_SLOWDOWN_COSINE = eINSTANCE.getSocialSettings_PairWalkSlowdownCosine();

		/**
		 * The meta object literal for the '<em><b>Global Interest</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SOCIAL_SETTINGS__GLOBAL_INTEREST = eINSTANCE.getSocialSettings_GlobalInterest();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.SocialTraitsImpl <em>Social Traits</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.SocialTraitsImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getSocialTraits()
		 * @generated
		 */
		EClass SOCIAL_TRAITS = eINSTANCE.getSocialTraits();

		/**
		 * The meta object literal for the '<em><b>Friendship Angle</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SOCIAL_TRAITS__FRIENDSHIP_ANGLE = eINSTANCE.getSocialTraits_FriendshipAngle();

		/**
		 * The meta object literal for the '<em><b>Mood</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SOCIAL_TRAITS__MOOD = eINSTANCE.getSocialTraits_Mood();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.RelationImpl <em>Relation</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.RelationImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getRelation()
		 * @generated
		 */
		EClass RELATION = eINSTANCE.getRelation();

		/**
		 * The meta object literal for the '<em><b>Weight</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute RELATION__WEIGHT = eINSTANCE.getRelation_Weight();

		/**
		 * The meta object literal for the '<em><b>From</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference RELATION__FROM = eINSTANCE.getRelation_From();

		/**
		 * The meta object literal for the '<em><b>To</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference RELATION__TO = eINSTANCE.getRelation_To();

		/**
		 * The meta object literal for the '<em><b>Formation</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference RELATION__FORMATION = eINSTANCE.getRelation_Formation();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.FormationConstraintImpl <em>Formation Constraint</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.FormationConstraintImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getFormationConstraint()
		 * @generated
		 */
		EClass FORMATION_CONSTRAINT = eINSTANCE.getFormationConstraint();

		/**
		 * The meta object literal for the '<em><b>Kind</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FORMATION_CONSTRAINT__KIND = eINSTANCE.getFormationConstraint_Kind();

		/**
		 * The meta object literal for the '<em><b>Offset</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FORMATION_CONSTRAINT__OFFSET = eINSTANCE.getFormationConstraint_Offset();

		/**
		 * The meta object literal for the '<em><b>Orientation</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FORMATION_CONSTRAINT__ORIENTATION = eINSTANCE.getFormationConstraint_Orientation();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.GroupImpl <em>Group</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.GroupImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getGroup()
		 * @generated
		 */
		EClass GROUP = eINSTANCE.getGroup();

		/**
		 * The meta object literal for the '<em><b>Member Weight</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP__MEMBER_WEIGHT = eINSTANCE.getGroup_MemberWeight();

		/**
		 * The meta object literal for the '<em><b>Leader Weight</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP__LEADER_WEIGHT = eINSTANCE.getGroup_LeaderWeight();

		/**
		 * The meta object literal for the '<em><b>Members</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GROUP__MEMBERS = eINSTANCE.getGroup_Members();

		/**
		 * The meta object literal for the '<em><b>Leaders</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GROUP__LEADERS = eINSTANCE.getGroup_Leaders();

		/**
		 * The meta object literal for the '<em><b>Formation</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GROUP__FORMATION = eINSTANCE.getGroup_Formation();

		/**
		 * The meta object literal for the '<em><b>Parameters</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GROUP__PARAMETERS = eINSTANCE.getGroup_Parameters();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.GroupParametersImpl <em>Group Parameters</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.GroupParametersImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getGroupParameters()
		 * @generated
		 */
		EClass GROUP_PARAMETERS = eINSTANCE.getGroupParameters();

		/**
		 * The meta object literal for the '<em><b>Connection Neighbours</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_PARAMETERS__CONNECTION_NEIGHBOURS = eINSTANCE.getGroupParameters_ConnectionNeighbours();

		/**
		 * The meta object literal for the '<em><b>Inter Group Connections</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_PARAMETERS__INTER_GROUP_CONNECTIONS = eINSTANCE.getGroupParameters_InterGroupConnections();

		/**
		 * The meta object literal for the '<em><b>Max Grouping Distance</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_PARAMETERS__MAX_GROUPING_DISTANCE = eINSTANCE.getGroupParameters_MaxGroupingDistance();

		/**
		 * The meta object literal for the '<em><b>Min Grouping Time</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_PARAMETERS__MIN_GROUPING_TIME = eINSTANCE.getGroupParameters_MinGroupingTime();

		/**
		 * The meta object literal for the '<em><b>Time Horizon</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_PARAMETERS__TIME_HORIZON = eINSTANCE.getGroupParameters_TimeHorizon();

		/**
		 * The meta object literal for the '<em><b>Group Weight</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_PARAMETERS__GROUP_WEIGHT = eINSTANCE.getGroupParameters_GroupWeight();

		/**
		 * The meta object literal for the '<em><b>Velocity Weight</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_PARAMETERS__VELOCITY_WEIGHT = eINSTANCE.getGroupParameters_VelocityWeight();

		/**
		 * The meta object literal for the '<em><b>Distance Weight</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_PARAMETERS__DISTANCE_WEIGHT = eINSTANCE.getGroupParameters_DistanceWeight();

		/**
		 * The meta object literal for the '<em><b>Preferred Distance</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_PARAMETERS__PREFERRED_DISTANCE = eINSTANCE.getGroupParameters_PreferredDistance();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.AnisotropicFieldImpl <em>Anisotropic Field</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.AnisotropicFieldImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getAnisotropicField()
		 * @generated
		 */
		EClass ANISOTROPIC_FIELD = eINSTANCE.getAnisotropicField();

		/**
		 * The meta object literal for the '<em><b>Cell Size</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANISOTROPIC_FIELD__CELL_SIZE = eINSTANCE.getAnisotropicField_CellSize();

		/**
		 * The meta object literal for the '<em><b>Columns</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANISOTROPIC_FIELD__COLUMNS = eINSTANCE.getAnisotropicField_Columns();

		/**
		 * The meta object literal for the '<em><b>Rows</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANISOTROPIC_FIELD__ROWS = eINSTANCE.getAnisotropicField_Rows();

		/**
		 * The meta object literal for the '<em><b>Direction Bins</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANISOTROPIC_FIELD__DIRECTION_BINS = eINSTANCE.getAnisotropicField_DirectionBins();

		/**
		 * The meta object literal for the '<em><b>Inertia</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANISOTROPIC_FIELD__INERTIA = eINSTANCE.getAnisotropicField_Inertia();

		/**
		 * The meta object literal for the '<em><b>Acceleration</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANISOTROPIC_FIELD__ACCELERATION = eINSTANCE.getAnisotropicField_Acceleration();

		/**
		 * The meta object literal for the '<em><b>Gain</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANISOTROPIC_FIELD__GAIN = eINSTANCE.getAnisotropicField_Gain();

		/**
		 * The meta object literal for the '<em><b>Speed Relaxation</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ANISOTROPIC_FIELD__SPEED_RELAXATION = eINSTANCE.getAnisotropicField_SpeedRelaxation();

		/**
		 * The meta object literal for the '<em><b>Origin</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ANISOTROPIC_FIELD__ORIGIN = eINSTANCE.getAnisotropicField_Origin();

		/**
		 * The meta object literal for the '<em><b>Preferred Speed</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ANISOTROPIC_FIELD__PREFERRED_SPEED = eINSTANCE.getAnisotropicField_PreferredSpeed();

		/**
		 * The meta object literal for the '<em><b>Strokes</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ANISOTROPIC_FIELD__STROKES = eINSTANCE.getAnisotropicField_Strokes();

		/**
		 * The meta object literal for the '<em><b>Trajectory Sets</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ANISOTROPIC_FIELD__TRAJECTORY_SETS = eINSTANCE.getAnisotropicField_TrajectorySets();

		/**
		 * The meta object literal for the '<em><b>Distributions</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference ANISOTROPIC_FIELD__DISTRIBUTIONS = eINSTANCE.getAnisotropicField_Distributions();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.BrushStrokeImpl <em>Brush Stroke</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.BrushStrokeImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getBrushStroke()
		 * @generated
		 */
		EClass BRUSH_STROKE = eINSTANCE.getBrushStroke();

		/**
		 * The meta object literal for the '<em><b>Weight</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute BRUSH_STROKE__WEIGHT = eINSTANCE.getBrushStroke_Weight();

		/**
		 * The meta object literal for the '<em><b>Range</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute BRUSH_STROKE__RANGE = eINSTANCE.getBrushStroke_Range();

		/**
		 * The meta object literal for the '<em><b>Falloff</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute BRUSH_STROKE__FALLOFF = eINSTANCE.getBrushStroke_Falloff();

		/**
		 * The meta object literal for the '<em><b>Points</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference BRUSH_STROKE__POINTS = eINSTANCE.getBrushStroke_Points();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.TrajectorySetImpl <em>Trajectory Set</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.TrajectorySetImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getTrajectorySet()
		 * @generated
		 */
		EClass TRAJECTORY_SET = eINSTANCE.getTrajectorySet();

		/**
		 * The meta object literal for the '<em><b>Source</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TRAJECTORY_SET__SOURCE = eINSTANCE.getTrajectorySet_Source();

		/**
		 * The meta object literal for the '<em><b>Trajectories</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TRAJECTORY_SET__TRAJECTORIES = eINSTANCE.getTrajectorySet_Trajectories();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.TrajectoryImpl <em>Trajectory</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.TrajectoryImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getTrajectory()
		 * @generated
		 */
		EClass TRAJECTORY = eINSTANCE.getTrajectory();

		/**
		 * The meta object literal for the '<em><b>Points</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TRAJECTORY__POINTS = eINSTANCE.getTrajectory_Points();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.TimelineImpl <em>Timeline</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.TimelineImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getTimeline()
		 * @generated
		 */
		EClass TIMELINE = eINSTANCE.getTimeline();

		/**
		 * The meta object literal for the '<em><b>Curves</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TIMELINE__CURVES = eINSTANCE.getTimeline_Curves();

		/**
		 * The meta object literal for the '<em><b>Events</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TIMELINE__EVENTS = eINSTANCE.getTimeline_Events();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.ParameterCurveImpl <em>Parameter Curve</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.ParameterCurveImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getParameterCurve()
		 * @generated
		 */
		EClass PARAMETER_CURVE = eINSTANCE.getParameterCurve();

		/**
		 * The meta object literal for the '<em><b>Parameter</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PARAMETER_CURVE__PARAMETER = eINSTANCE.getParameterCurve_Parameter();

		/**
		 * The meta object literal for the '<em><b>Keys</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PARAMETER_CURVE__KEYS = eINSTANCE.getParameterCurve_Keys();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.TimeKeyImpl <em>Time Key</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.TimeKeyImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getTimeKey()
		 * @generated
		 */
		EClass TIME_KEY = eINSTANCE.getTimeKey();

		/**
		 * The meta object literal for the '<em><b>Time</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TIME_KEY__TIME = eINSTANCE.getTimeKey_Time();

		/**
		 * The meta object literal for the '<em><b>Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TIME_KEY__VALUE = eINSTANCE.getTimeKey_Value();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.TimelineEventImpl <em>Timeline Event</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.TimelineEventImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getTimelineEvent()
		 * @generated
		 */
		EClass TIMELINE_EVENT = eINSTANCE.getTimelineEvent();

		/**
		 * The meta object literal for the '<em><b>Time</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute TIMELINE_EVENT__TIME = eINSTANCE.getTimelineEvent_Time();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.SetGlobalInterestEventImpl <em>Set Global Interest Event</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.SetGlobalInterestEventImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getSetGlobalInterestEvent()
		 * @generated
		 */
		EClass SET_GLOBAL_INTEREST_EVENT = eINSTANCE.getSetGlobalInterestEvent();

		/**
		 * The meta object literal for the '<em><b>Value</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SET_GLOBAL_INTEREST_EVENT__VALUE = eINSTANCE.getSetGlobalInterestEvent_Value();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.FireAlarmEventImpl <em>Fire Alarm Event</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.FireAlarmEventImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getFireAlarmEvent()
		 * @generated
		 */
		EClass FIRE_ALARM_EVENT = eINSTANCE.getFireAlarmEvent();

		/**
		 * The meta object literal for the '<em><b>Global Interest</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FIRE_ALARM_EVENT__GLOBAL_INTEREST = eINSTANCE.getFireAlarmEvent_GlobalInterest();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.AllClearEventImpl <em>All Clear Event</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.AllClearEventImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getAllClearEvent()
		 * @generated
		 */
		EClass ALL_CLEAR_EVENT = eINSTANCE.getAllClearEvent();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.impl.GroupChangeEventImpl <em>Group Change Event</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.impl.GroupChangeEventImpl
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getGroupChangeEvent()
		 * @generated
		 */
		EClass GROUP_CHANGE_EVENT = eINSTANCE.getGroupChangeEvent();

		/**
		 * The meta object literal for the '<em><b>Formation</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_CHANGE_EVENT__FORMATION = eINSTANCE.getGroupChangeEvent_Formation();

		/**
		 * The meta object literal for the '<em><b>Group</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GROUP_CHANGE_EVENT__GROUP = eINSTANCE.getGroupChangeEvent_Group();

		/**
		 * The meta object literal for the '<em><b>Parameters</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GROUP_CHANGE_EVENT__PARAMETERS = eINSTANCE.getGroupChangeEvent_Parameters();

		/**
		 * The meta object literal for the '<em><b>Joining</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GROUP_CHANGE_EVENT__JOINING = eINSTANCE.getGroupChangeEvent_Joining();

		/**
		 * The meta object literal for the '<em><b>Leaving</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GROUP_CHANGE_EVENT__LEAVING = eINSTANCE.getGroupChangeEvent_Leaving();

		/**
		 * The meta object literal for the '<em><b>Leave Other Groups</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GROUP_CHANGE_EVENT__LEAVE_OTHER_GROUPS = eINSTANCE.getGroupChangeEvent_LeaveOtherGroups();

		/**
		 * The meta object literal for the '<em><b>Leaders</b></em>' reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GROUP_CHANGE_EVENT__LEADERS = eINSTANCE.getGroupChangeEvent_Leaders();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.PlaceKind <em>Place Kind</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.PlaceKind
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getPlaceKind()
		 * @generated
		 */
		EEnum PLACE_KIND = eINSTANCE.getPlaceKind();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.VelocityCombination <em>Velocity Combination</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.VelocityCombination
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getVelocityCombination()
		 * @generated
		 */
		EEnum VELOCITY_COMBINATION = eINSTANCE.getVelocityCombination();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.GoalRule <em>Goal Rule</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.GoalRule
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getGoalRule()
		 * @generated
		 */
		EEnum GOAL_RULE = eINSTANCE.getGoalRule();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.FieldKind <em>Field Kind</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.FieldKind
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getFieldKind()
		 * @generated
		 */
		EEnum FIELD_KIND = eINSTANCE.getFieldKind();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.FieldParameter <em>Field Parameter</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.FieldParameter
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getFieldParameter()
		 * @generated
		 */
		EEnum FIELD_PARAMETER = eINSTANCE.getFieldParameter();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.CurveStyle <em>Curve Style</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.CurveStyle
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getCurveStyle()
		 * @generated
		 */
		EEnum CURVE_STYLE = eINSTANCE.getCurveStyle();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.ObjectShape <em>Object Shape</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.ObjectShape
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getObjectShape()
		 * @generated
		 */
		EEnum OBJECT_SHAPE = eINSTANCE.getObjectShape();

		/**
		 * The meta object literal for the '{@link org.crowdstudio.model.scenario.FormationKind <em>Formation Kind</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see org.crowdstudio.model.scenario.FormationKind
		 * @see org.crowdstudio.model.scenario.impl.ScenarioPackageImpl#getFormationKind()
		 * @generated
		 */
		EEnum FORMATION_KIND = eINSTANCE.getFormationKind();

	}

} //ScenarioPackage
