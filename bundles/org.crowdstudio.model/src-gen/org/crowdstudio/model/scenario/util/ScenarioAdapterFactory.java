/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.util;

import org.crowdstudio.model.scenario.*;

import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.notify.Notifier;

import org.eclipse.emf.common.notify.impl.AdapterFactoryImpl;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * The <b>Adapter Factory</b> for the model.
 * It provides an adapter <code>createXXX</code> method for each class of the model.
 * <!-- end-user-doc -->
 * @see org.crowdstudio.model.scenario.ScenarioPackage
 * @generated
 */
public class ScenarioAdapterFactory extends AdapterFactoryImpl {
	/**
	 * The cached model package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected static ScenarioPackage modelPackage;

	/**
	 * Creates an instance of the adapter factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public ScenarioAdapterFactory() {
		if (modelPackage == null) {
			modelPackage = ScenarioPackage.eINSTANCE;
		}
	}

	/**
	 * Returns whether this factory is applicable for the type of the object.
	 * <!-- begin-user-doc -->
	 * This implementation returns <code>true</code> if the object is either the model's package or is an instance object of the model.
	 * <!-- end-user-doc -->
	 * @return whether this factory is applicable for the type of the object.
	 * @generated
	 */
	@Override
	public boolean isFactoryForType(Object object) {
		if (object == modelPackage) {
			return true;
		}
		if (object instanceof EObject) {
			return ((EObject)object).eClass().getEPackage() == modelPackage;
		}
		return false;
	}

	/**
	 * The switch that delegates to the <code>createXXX</code> methods.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ScenarioSwitch<Adapter> modelSwitch =
		new ScenarioSwitch<Adapter>() {
			@Override
			public Adapter caseIdentified(Identified object) {
				return createIdentifiedAdapter();
			}
			@Override
			public Adapter caseNamed(Named object) {
				return createNamedAdapter();
			}
			@Override
			public Adapter caseFieldEmitter(FieldEmitter object) {
				return createFieldEmitterAdapter();
			}
			@Override
			public Adapter caseFieldReceiver(FieldReceiver object) {
				return createFieldReceiverAdapter();
			}
			@Override
			public Adapter caseLinkTarget(LinkTarget object) {
				return createLinkTargetAdapter();
			}
			@Override
			public Adapter caseGraphNode(GraphNode object) {
				return createGraphNodeAdapter();
			}
			@Override
			public Adapter caseVector2(Vector2 object) {
				return createVector2Adapter();
			}
			@Override
			public Adapter caseScenario(Scenario object) {
				return createScenarioAdapter();
			}
			@Override
			public Adapter caseSimulationSettings(SimulationSettings object) {
				return createSimulationSettingsAdapter();
			}
			@Override
			public Adapter caseEnvironment(Environment object) {
				return createEnvironmentAdapter();
			}
			@Override
			public Adapter caseObstacle(Obstacle object) {
				return createObstacleAdapter();
			}
			@Override
			public Adapter casePlace(Place object) {
				return createPlaceAdapter();
			}
			@Override
			public Adapter caseWaypoint(Waypoint object) {
				return createWaypointAdapter();
			}
			@Override
			public Adapter caseRegion(Region object) {
				return createRegionAdapter();
			}
			@Override
			public Adapter caseBehaviourProfile(BehaviourProfile object) {
				return createBehaviourProfileAdapter();
			}
			@Override
			public Adapter caseSteeringPipeline(SteeringPipeline object) {
				return createSteeringPipelineAdapter();
			}
			@Override
			public Adapter caseAlgorithmSettings(AlgorithmSettings object) {
				return createAlgorithmSettingsAdapter();
			}
			@Override
			public Adapter caseVelocitySource(VelocitySource object) {
				return createVelocitySourceAdapter();
			}
			@Override
			public Adapter caseParameterValue(ParameterValue object) {
				return createParameterValueAdapter();
			}
			@Override
			public Adapter caseRealParameter(RealParameter object) {
				return createRealParameterAdapter();
			}
			@Override
			public Adapter caseIntegerParameter(IntegerParameter object) {
				return createIntegerParameterAdapter();
			}
			@Override
			public Adapter caseBooleanParameter(BooleanParameter object) {
				return createBooleanParameterAdapter();
			}
			@Override
			public Adapter caseTextParameter(TextParameter object) {
				return createTextParameterAdapter();
			}
			@Override
			public Adapter caseContactForces(ContactForces object) {
				return createContactForcesAdapter();
			}
			@Override
			public Adapter caseAgent(Agent object) {
				return createAgentAdapter();
			}
			@Override
			public Adapter casePopulation(Population object) {
				return createPopulationAdapter();
			}
			@Override
			public Adapter caseDistribution(Distribution object) {
				return createDistributionAdapter();
			}
			@Override
			public Adapter caseConstantDistribution(ConstantDistribution object) {
				return createConstantDistributionAdapter();
			}
			@Override
			public Adapter caseUniformDistribution(UniformDistribution object) {
				return createUniformDistributionAdapter();
			}
			@Override
			public Adapter caseNormalDistribution(NormalDistribution object) {
				return createNormalDistributionAdapter();
			}
			@Override
			public Adapter caseVonMisesDistribution(VonMisesDistribution object) {
				return createVonMisesDistributionAdapter();
			}
			@Override
			public Adapter caseMixtureDistribution(MixtureDistribution object) {
				return createMixtureDistributionAdapter();
			}
			@Override
			public Adapter caseMixtureComponent(MixtureComponent object) {
				return createMixtureComponentAdapter();
			}
			@Override
			public Adapter caseInteractionField(InteractionField object) {
				return createInteractionFieldAdapter();
			}
			@Override
			public Adapter caseDomain(Domain object) {
				return createDomainAdapter();
			}
			@Override
			public Adapter caseRectangleDomain(RectangleDomain object) {
				return createRectangleDomainAdapter();
			}
			@Override
			public Adapter caseDiskDomain(DiskDomain object) {
				return createDiskDomainAdapter();
			}
			@Override
			public Adapter caseKeyframe(Keyframe object) {
				return createKeyframeAdapter();
			}
			@Override
			public Adapter caseSketch(Sketch object) {
				return createSketchAdapter();
			}
			@Override
			public Adapter caseGuideCurve(GuideCurve object) {
				return createGuideCurveAdapter();
			}
			@Override
			public Adapter caseZeroArea(ZeroArea object) {
				return createZeroAreaAdapter();
			}
			@Override
			public Adapter caseZeroPolygon(ZeroPolygon object) {
				return createZeroPolygonAdapter();
			}
			@Override
			public Adapter caseZeroCells(ZeroCells object) {
				return createZeroCellsAdapter();
			}
			@Override
			public Adapter caseSketchObject(SketchObject object) {
				return createSketchObjectAdapter();
			}
			@Override
			public Adapter caseBakedGrid(BakedGrid object) {
				return createBakedGridAdapter();
			}
			@Override
			public Adapter caseFieldBinding(FieldBinding object) {
				return createFieldBindingAdapter();
			}
			@Override
			public Adapter caseActivationRule(ActivationRule object) {
				return createActivationRuleAdapter();
			}
			@Override
			public Adapter caseTimeWindowRule(TimeWindowRule object) {
				return createTimeWindowRuleAdapter();
			}
			@Override
			public Adapter caseEnterFieldRule(EnterFieldRule object) {
				return createEnterFieldRuleAdapter();
			}
			@Override
			public Adapter caseSocialSettings(SocialSettings object) {
				return createSocialSettingsAdapter();
			}
			@Override
			public Adapter caseSocialTraits(SocialTraits object) {
				return createSocialTraitsAdapter();
			}
			@Override
			public Adapter caseRelation(Relation object) {
				return createRelationAdapter();
			}
			@Override
			public Adapter caseFormationConstraint(FormationConstraint object) {
				return createFormationConstraintAdapter();
			}
			@Override
			public Adapter caseGroup(Group object) {
				return createGroupAdapter();
			}
			@Override
			public Adapter caseGroupParameters(GroupParameters object) {
				return createGroupParametersAdapter();
			}
			@Override
			public Adapter caseAnisotropicField(AnisotropicField object) {
				return createAnisotropicFieldAdapter();
			}
			@Override
			public Adapter caseBrushStroke(BrushStroke object) {
				return createBrushStrokeAdapter();
			}
			@Override
			public Adapter caseTrajectorySet(TrajectorySet object) {
				return createTrajectorySetAdapter();
			}
			@Override
			public Adapter caseTrajectory(Trajectory object) {
				return createTrajectoryAdapter();
			}
			@Override
			public Adapter caseTimeline(Timeline object) {
				return createTimelineAdapter();
			}
			@Override
			public Adapter caseParameterCurve(ParameterCurve object) {
				return createParameterCurveAdapter();
			}
			@Override
			public Adapter caseTimeKey(TimeKey object) {
				return createTimeKeyAdapter();
			}
			@Override
			public Adapter caseTimelineEvent(TimelineEvent object) {
				return createTimelineEventAdapter();
			}
			@Override
			public Adapter caseSetGlobalInterestEvent(SetGlobalInterestEvent object) {
				return createSetGlobalInterestEventAdapter();
			}
			@Override
			public Adapter caseFireAlarmEvent(FireAlarmEvent object) {
				return createFireAlarmEventAdapter();
			}
			@Override
			public Adapter caseAllClearEvent(AllClearEvent object) {
				return createAllClearEventAdapter();
			}
			@Override
			public Adapter caseGroupChangeEvent(GroupChangeEvent object) {
				return createGroupChangeEventAdapter();
			}
			@Override
			public Adapter defaultCase(EObject object) {
				return createEObjectAdapter();
			}
		};

	/**
	 * Creates an adapter for the <code>target</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param target the object to adapt.
	 * @return the adapter for the <code>target</code>.
	 * @generated
	 */
	@Override
	public Adapter createAdapter(Notifier target) {
		return modelSwitch.doSwitch((EObject)target);
	}


	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.Identified <em>Identified</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.Identified
	 * @generated
	 */
	public Adapter createIdentifiedAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.Named <em>Named</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.Named
	 * @generated
	 */
	public Adapter createNamedAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.FieldEmitter <em>Field Emitter</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.FieldEmitter
	 * @generated
	 */
	public Adapter createFieldEmitterAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.FieldReceiver <em>Field Receiver</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.FieldReceiver
	 * @generated
	 */
	public Adapter createFieldReceiverAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.LinkTarget <em>Link Target</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.LinkTarget
	 * @generated
	 */
	public Adapter createLinkTargetAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.GraphNode <em>Graph Node</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.GraphNode
	 * @generated
	 */
	public Adapter createGraphNodeAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.Vector2 <em>Vector2</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.Vector2
	 * @generated
	 */
	public Adapter createVector2Adapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.Scenario <em>Scenario</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.Scenario
	 * @generated
	 */
	public Adapter createScenarioAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.SimulationSettings <em>Simulation Settings</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.SimulationSettings
	 * @generated
	 */
	public Adapter createSimulationSettingsAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.Environment <em>Environment</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.Environment
	 * @generated
	 */
	public Adapter createEnvironmentAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.Obstacle <em>Obstacle</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.Obstacle
	 * @generated
	 */
	public Adapter createObstacleAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.Place <em>Place</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.Place
	 * @generated
	 */
	public Adapter createPlaceAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.Waypoint <em>Waypoint</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.Waypoint
	 * @generated
	 */
	public Adapter createWaypointAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.Region <em>Region</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.Region
	 * @generated
	 */
	public Adapter createRegionAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.BehaviourProfile <em>Behaviour Profile</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.BehaviourProfile
	 * @generated
	 */
	public Adapter createBehaviourProfileAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.SteeringPipeline <em>Steering Pipeline</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.SteeringPipeline
	 * @generated
	 */
	public Adapter createSteeringPipelineAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.AlgorithmSettings <em>Algorithm Settings</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.AlgorithmSettings
	 * @generated
	 */
	public Adapter createAlgorithmSettingsAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.VelocitySource <em>Velocity Source</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.VelocitySource
	 * @generated
	 */
	public Adapter createVelocitySourceAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.ParameterValue <em>Parameter Value</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.ParameterValue
	 * @generated
	 */
	public Adapter createParameterValueAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.RealParameter <em>Real Parameter</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.RealParameter
	 * @generated
	 */
	public Adapter createRealParameterAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.IntegerParameter <em>Integer Parameter</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.IntegerParameter
	 * @generated
	 */
	public Adapter createIntegerParameterAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.BooleanParameter <em>Boolean Parameter</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.BooleanParameter
	 * @generated
	 */
	public Adapter createBooleanParameterAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.TextParameter <em>Text Parameter</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.TextParameter
	 * @generated
	 */
	public Adapter createTextParameterAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.ContactForces <em>Contact Forces</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.ContactForces
	 * @generated
	 */
	public Adapter createContactForcesAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.Agent <em>Agent</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.Agent
	 * @generated
	 */
	public Adapter createAgentAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.Population <em>Population</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.Population
	 * @generated
	 */
	public Adapter createPopulationAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.Distribution <em>Distribution</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.Distribution
	 * @generated
	 */
	public Adapter createDistributionAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.ConstantDistribution <em>Constant Distribution</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.ConstantDistribution
	 * @generated
	 */
	public Adapter createConstantDistributionAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.UniformDistribution <em>Uniform Distribution</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.UniformDistribution
	 * @generated
	 */
	public Adapter createUniformDistributionAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.NormalDistribution <em>Normal Distribution</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.NormalDistribution
	 * @generated
	 */
	public Adapter createNormalDistributionAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.VonMisesDistribution <em>Von Mises Distribution</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.VonMisesDistribution
	 * @generated
	 */
	public Adapter createVonMisesDistributionAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.MixtureDistribution <em>Mixture Distribution</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.MixtureDistribution
	 * @generated
	 */
	public Adapter createMixtureDistributionAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.MixtureComponent <em>Mixture Component</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.MixtureComponent
	 * @generated
	 */
	public Adapter createMixtureComponentAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.InteractionField <em>Interaction Field</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.InteractionField
	 * @generated
	 */
	public Adapter createInteractionFieldAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.Domain <em>Domain</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.Domain
	 * @generated
	 */
	public Adapter createDomainAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.RectangleDomain <em>Rectangle Domain</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.RectangleDomain
	 * @generated
	 */
	public Adapter createRectangleDomainAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.DiskDomain <em>Disk Domain</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.DiskDomain
	 * @generated
	 */
	public Adapter createDiskDomainAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.Keyframe <em>Keyframe</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.Keyframe
	 * @generated
	 */
	public Adapter createKeyframeAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.Sketch <em>Sketch</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.Sketch
	 * @generated
	 */
	public Adapter createSketchAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.GuideCurve <em>Guide Curve</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.GuideCurve
	 * @generated
	 */
	public Adapter createGuideCurveAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.ZeroArea <em>Zero Area</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.ZeroArea
	 * @generated
	 */
	public Adapter createZeroAreaAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.ZeroPolygon <em>Zero Polygon</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.ZeroPolygon
	 * @generated
	 */
	public Adapter createZeroPolygonAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.ZeroCells <em>Zero Cells</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.ZeroCells
	 * @generated
	 */
	public Adapter createZeroCellsAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.SketchObject <em>Sketch Object</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.SketchObject
	 * @generated
	 */
	public Adapter createSketchObjectAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.BakedGrid <em>Baked Grid</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.BakedGrid
	 * @generated
	 */
	public Adapter createBakedGridAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.FieldBinding <em>Field Binding</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.FieldBinding
	 * @generated
	 */
	public Adapter createFieldBindingAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.ActivationRule <em>Activation Rule</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.ActivationRule
	 * @generated
	 */
	public Adapter createActivationRuleAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.TimeWindowRule <em>Time Window Rule</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.TimeWindowRule
	 * @generated
	 */
	public Adapter createTimeWindowRuleAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.EnterFieldRule <em>Enter Field Rule</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.EnterFieldRule
	 * @generated
	 */
	public Adapter createEnterFieldRuleAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.SocialSettings <em>Social Settings</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.SocialSettings
	 * @generated
	 */
	public Adapter createSocialSettingsAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.SocialTraits <em>Social Traits</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.SocialTraits
	 * @generated
	 */
	public Adapter createSocialTraitsAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.Relation <em>Relation</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.Relation
	 * @generated
	 */
	public Adapter createRelationAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.FormationConstraint <em>Formation Constraint</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.FormationConstraint
	 * @generated
	 */
	public Adapter createFormationConstraintAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.Group <em>Group</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.Group
	 * @generated
	 */
	public Adapter createGroupAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.GroupParameters <em>Group Parameters</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.GroupParameters
	 * @generated
	 */
	public Adapter createGroupParametersAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.AnisotropicField <em>Anisotropic Field</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.AnisotropicField
	 * @generated
	 */
	public Adapter createAnisotropicFieldAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.BrushStroke <em>Brush Stroke</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.BrushStroke
	 * @generated
	 */
	public Adapter createBrushStrokeAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.TrajectorySet <em>Trajectory Set</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.TrajectorySet
	 * @generated
	 */
	public Adapter createTrajectorySetAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.Trajectory <em>Trajectory</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.Trajectory
	 * @generated
	 */
	public Adapter createTrajectoryAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.Timeline <em>Timeline</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.Timeline
	 * @generated
	 */
	public Adapter createTimelineAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.ParameterCurve <em>Parameter Curve</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.ParameterCurve
	 * @generated
	 */
	public Adapter createParameterCurveAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.TimeKey <em>Time Key</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.TimeKey
	 * @generated
	 */
	public Adapter createTimeKeyAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.TimelineEvent <em>Timeline Event</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.TimelineEvent
	 * @generated
	 */
	public Adapter createTimelineEventAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.SetGlobalInterestEvent <em>Set Global Interest Event</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.SetGlobalInterestEvent
	 * @generated
	 */
	public Adapter createSetGlobalInterestEventAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.FireAlarmEvent <em>Fire Alarm Event</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.FireAlarmEvent
	 * @generated
	 */
	public Adapter createFireAlarmEventAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.AllClearEvent <em>All Clear Event</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.AllClearEvent
	 * @generated
	 */
	public Adapter createAllClearEventAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link org.crowdstudio.model.scenario.GroupChangeEvent <em>Group Change Event</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see org.crowdstudio.model.scenario.GroupChangeEvent
	 * @generated
	 */
	public Adapter createGroupChangeEventAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for the default case.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @generated
	 */
	public Adapter createEObjectAdapter() {
		return null;
	}

} //ScenarioAdapterFactory
