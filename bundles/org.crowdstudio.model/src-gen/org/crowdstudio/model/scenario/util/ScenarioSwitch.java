/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.util;

import org.crowdstudio.model.scenario.*;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;

import org.eclipse.emf.ecore.util.Switch;

/**
 * <!-- begin-user-doc -->
 * The <b>Switch</b> for the model's inheritance hierarchy.
 * It supports the call {@link #doSwitch(EObject) doSwitch(object)}
 * to invoke the <code>caseXXX</code> method for each class of the model,
 * starting with the actual class of the object
 * and proceeding up the inheritance hierarchy
 * until a non-null result is returned,
 * which is the result of the switch.
 * <!-- end-user-doc -->
 * @see org.crowdstudio.model.scenario.ScenarioPackage
 * @generated
 */
public class ScenarioSwitch<T> extends Switch<T> {
	/**
	 * The cached model package
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected static ScenarioPackage modelPackage;

	/**
	 * Creates an instance of the switch.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public ScenarioSwitch() {
		if (modelPackage == null) {
			modelPackage = ScenarioPackage.eINSTANCE;
		}
	}

	/**
	 * Checks whether this is a switch for the given package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param ePackage the package in question.
	 * @return whether this is a switch for the given package.
	 * @generated
	 */
	@Override
	protected boolean isSwitchFor(EPackage ePackage) {
		return ePackage == modelPackage;
	}

	/**
	 * Calls <code>caseXXX</code> for each class of the model until one returns a non null result; it yields that result.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the first non-null result returned by a <code>caseXXX</code> call.
	 * @generated
	 */
	@Override
	protected T doSwitch(int classifierID, EObject theEObject) {
		switch (classifierID) {
			case ScenarioPackage.IDENTIFIED: {
				Identified identified = (Identified)theEObject;
				T result = caseIdentified(identified);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.NAMED: {
				Named named = (Named)theEObject;
				T result = caseNamed(named);
				if (result == null) result = caseIdentified(named);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.FIELD_EMITTER: {
				FieldEmitter fieldEmitter = (FieldEmitter)theEObject;
				T result = caseFieldEmitter(fieldEmitter);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.FIELD_RECEIVER: {
				FieldReceiver fieldReceiver = (FieldReceiver)theEObject;
				T result = caseFieldReceiver(fieldReceiver);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.LINK_TARGET: {
				LinkTarget linkTarget = (LinkTarget)theEObject;
				T result = caseLinkTarget(linkTarget);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.GRAPH_NODE: {
				GraphNode graphNode = (GraphNode)theEObject;
				T result = caseGraphNode(graphNode);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.VECTOR2: {
				Vector2 vector2 = (Vector2)theEObject;
				T result = caseVector2(vector2);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.SCENARIO: {
				Scenario scenario = (Scenario)theEObject;
				T result = caseScenario(scenario);
				if (result == null) result = caseNamed(scenario);
				if (result == null) result = caseIdentified(scenario);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.SIMULATION_SETTINGS: {
				SimulationSettings simulationSettings = (SimulationSettings)theEObject;
				T result = caseSimulationSettings(simulationSettings);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.ENVIRONMENT: {
				Environment environment = (Environment)theEObject;
				T result = caseEnvironment(environment);
				if (result == null) result = caseFieldEmitter(environment);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.OBSTACLE: {
				Obstacle obstacle = (Obstacle)theEObject;
				T result = caseObstacle(obstacle);
				if (result == null) result = caseNamed(obstacle);
				if (result == null) result = caseFieldEmitter(obstacle);
				if (result == null) result = caseLinkTarget(obstacle);
				if (result == null) result = caseIdentified(obstacle);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.PLACE: {
				Place place = (Place)theEObject;
				T result = casePlace(place);
				if (result == null) result = caseNamed(place);
				if (result == null) result = caseLinkTarget(place);
				if (result == null) result = caseIdentified(place);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.WAYPOINT: {
				Waypoint waypoint = (Waypoint)theEObject;
				T result = caseWaypoint(waypoint);
				if (result == null) result = casePlace(waypoint);
				if (result == null) result = caseNamed(waypoint);
				if (result == null) result = caseLinkTarget(waypoint);
				if (result == null) result = caseIdentified(waypoint);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.REGION: {
				Region region = (Region)theEObject;
				T result = caseRegion(region);
				if (result == null) result = casePlace(region);
				if (result == null) result = caseNamed(region);
				if (result == null) result = caseLinkTarget(region);
				if (result == null) result = caseIdentified(region);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.BEHAVIOUR_PROFILE: {
				BehaviourProfile behaviourProfile = (BehaviourProfile)theEObject;
				T result = caseBehaviourProfile(behaviourProfile);
				if (result == null) result = caseNamed(behaviourProfile);
				if (result == null) result = caseFieldEmitter(behaviourProfile);
				if (result == null) result = caseFieldReceiver(behaviourProfile);
				if (result == null) result = caseIdentified(behaviourProfile);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.STEERING_PIPELINE: {
				SteeringPipeline steeringPipeline = (SteeringPipeline)theEObject;
				T result = caseSteeringPipeline(steeringPipeline);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.ALGORITHM_SETTINGS: {
				AlgorithmSettings algorithmSettings = (AlgorithmSettings)theEObject;
				T result = caseAlgorithmSettings(algorithmSettings);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.VELOCITY_SOURCE: {
				VelocitySource velocitySource = (VelocitySource)theEObject;
				T result = caseVelocitySource(velocitySource);
				if (result == null) result = caseAlgorithmSettings(velocitySource);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.PARAMETER_VALUE: {
				ParameterValue parameterValue = (ParameterValue)theEObject;
				T result = caseParameterValue(parameterValue);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.REAL_PARAMETER: {
				RealParameter realParameter = (RealParameter)theEObject;
				T result = caseRealParameter(realParameter);
				if (result == null) result = caseParameterValue(realParameter);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.INTEGER_PARAMETER: {
				IntegerParameter integerParameter = (IntegerParameter)theEObject;
				T result = caseIntegerParameter(integerParameter);
				if (result == null) result = caseParameterValue(integerParameter);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.BOOLEAN_PARAMETER: {
				BooleanParameter booleanParameter = (BooleanParameter)theEObject;
				T result = caseBooleanParameter(booleanParameter);
				if (result == null) result = caseParameterValue(booleanParameter);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.TEXT_PARAMETER: {
				TextParameter textParameter = (TextParameter)theEObject;
				T result = caseTextParameter(textParameter);
				if (result == null) result = caseParameterValue(textParameter);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.CONTACT_FORCES: {
				ContactForces contactForces = (ContactForces)theEObject;
				T result = caseContactForces(contactForces);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.AGENT: {
				Agent agent = (Agent)theEObject;
				T result = caseAgent(agent);
				if (result == null) result = caseNamed(agent);
				if (result == null) result = caseFieldEmitter(agent);
				if (result == null) result = caseFieldReceiver(agent);
				if (result == null) result = caseLinkTarget(agent);
				if (result == null) result = caseGraphNode(agent);
				if (result == null) result = caseIdentified(agent);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.POPULATION: {
				Population population = (Population)theEObject;
				T result = casePopulation(population);
				if (result == null) result = caseNamed(population);
				if (result == null) result = caseFieldEmitter(population);
				if (result == null) result = caseFieldReceiver(population);
				if (result == null) result = caseGraphNode(population);
				if (result == null) result = caseIdentified(population);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.DISTRIBUTION: {
				Distribution distribution = (Distribution)theEObject;
				T result = caseDistribution(distribution);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.CONSTANT_DISTRIBUTION: {
				ConstantDistribution constantDistribution = (ConstantDistribution)theEObject;
				T result = caseConstantDistribution(constantDistribution);
				if (result == null) result = caseDistribution(constantDistribution);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.UNIFORM_DISTRIBUTION: {
				UniformDistribution uniformDistribution = (UniformDistribution)theEObject;
				T result = caseUniformDistribution(uniformDistribution);
				if (result == null) result = caseDistribution(uniformDistribution);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.NORMAL_DISTRIBUTION: {
				NormalDistribution normalDistribution = (NormalDistribution)theEObject;
				T result = caseNormalDistribution(normalDistribution);
				if (result == null) result = caseDistribution(normalDistribution);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.VON_MISES_DISTRIBUTION: {
				VonMisesDistribution vonMisesDistribution = (VonMisesDistribution)theEObject;
				T result = caseVonMisesDistribution(vonMisesDistribution);
				if (result == null) result = caseDistribution(vonMisesDistribution);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.MIXTURE_DISTRIBUTION: {
				MixtureDistribution mixtureDistribution = (MixtureDistribution)theEObject;
				T result = caseMixtureDistribution(mixtureDistribution);
				if (result == null) result = caseDistribution(mixtureDistribution);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.MIXTURE_COMPONENT: {
				MixtureComponent mixtureComponent = (MixtureComponent)theEObject;
				T result = caseMixtureComponent(mixtureComponent);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.INTERACTION_FIELD: {
				InteractionField interactionField = (InteractionField)theEObject;
				T result = caseInteractionField(interactionField);
				if (result == null) result = caseNamed(interactionField);
				if (result == null) result = caseIdentified(interactionField);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.DOMAIN: {
				Domain domain = (Domain)theEObject;
				T result = caseDomain(domain);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.RECTANGLE_DOMAIN: {
				RectangleDomain rectangleDomain = (RectangleDomain)theEObject;
				T result = caseRectangleDomain(rectangleDomain);
				if (result == null) result = caseDomain(rectangleDomain);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.DISK_DOMAIN: {
				DiskDomain diskDomain = (DiskDomain)theEObject;
				T result = caseDiskDomain(diskDomain);
				if (result == null) result = caseDomain(diskDomain);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.KEYFRAME: {
				Keyframe keyframe = (Keyframe)theEObject;
				T result = caseKeyframe(keyframe);
				if (result == null) result = caseIdentified(keyframe);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.SKETCH: {
				Sketch sketch = (Sketch)theEObject;
				T result = caseSketch(sketch);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.GUIDE_CURVE: {
				GuideCurve guideCurve = (GuideCurve)theEObject;
				T result = caseGuideCurve(guideCurve);
				if (result == null) result = caseIdentified(guideCurve);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.ZERO_AREA: {
				ZeroArea zeroArea = (ZeroArea)theEObject;
				T result = caseZeroArea(zeroArea);
				if (result == null) result = caseIdentified(zeroArea);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.ZERO_POLYGON: {
				ZeroPolygon zeroPolygon = (ZeroPolygon)theEObject;
				T result = caseZeroPolygon(zeroPolygon);
				if (result == null) result = caseZeroArea(zeroPolygon);
				if (result == null) result = caseIdentified(zeroPolygon);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.ZERO_CELLS: {
				ZeroCells zeroCells = (ZeroCells)theEObject;
				T result = caseZeroCells(zeroCells);
				if (result == null) result = caseZeroArea(zeroCells);
				if (result == null) result = caseIdentified(zeroCells);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.SKETCH_OBJECT: {
				SketchObject sketchObject = (SketchObject)theEObject;
				T result = caseSketchObject(sketchObject);
				if (result == null) result = caseIdentified(sketchObject);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.BAKED_GRID: {
				BakedGrid bakedGrid = (BakedGrid)theEObject;
				T result = caseBakedGrid(bakedGrid);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.FIELD_BINDING: {
				FieldBinding fieldBinding = (FieldBinding)theEObject;
				T result = caseFieldBinding(fieldBinding);
				if (result == null) result = caseIdentified(fieldBinding);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.ACTIVATION_RULE: {
				ActivationRule activationRule = (ActivationRule)theEObject;
				T result = caseActivationRule(activationRule);
				if (result == null) result = caseIdentified(activationRule);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.TIME_WINDOW_RULE: {
				TimeWindowRule timeWindowRule = (TimeWindowRule)theEObject;
				T result = caseTimeWindowRule(timeWindowRule);
				if (result == null) result = caseActivationRule(timeWindowRule);
				if (result == null) result = caseIdentified(timeWindowRule);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.ENTER_FIELD_RULE: {
				EnterFieldRule enterFieldRule = (EnterFieldRule)theEObject;
				T result = caseEnterFieldRule(enterFieldRule);
				if (result == null) result = caseActivationRule(enterFieldRule);
				if (result == null) result = caseIdentified(enterFieldRule);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.SOCIAL_SETTINGS: {
				SocialSettings socialSettings = (SocialSettings)theEObject;
				T result = caseSocialSettings(socialSettings);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.SOCIAL_TRAITS: {
				SocialTraits socialTraits = (SocialTraits)theEObject;
				T result = caseSocialTraits(socialTraits);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.RELATION: {
				Relation relation = (Relation)theEObject;
				T result = caseRelation(relation);
				if (result == null) result = caseIdentified(relation);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.FORMATION_CONSTRAINT: {
				FormationConstraint formationConstraint = (FormationConstraint)theEObject;
				T result = caseFormationConstraint(formationConstraint);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.GROUP: {
				Group group = (Group)theEObject;
				T result = caseGroup(group);
				if (result == null) result = caseNamed(group);
				if (result == null) result = caseIdentified(group);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.GROUP_PARAMETERS: {
				GroupParameters groupParameters = (GroupParameters)theEObject;
				T result = caseGroupParameters(groupParameters);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.ANISOTROPIC_FIELD: {
				AnisotropicField anisotropicField = (AnisotropicField)theEObject;
				T result = caseAnisotropicField(anisotropicField);
				if (result == null) result = caseNamed(anisotropicField);
				if (result == null) result = caseIdentified(anisotropicField);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.BRUSH_STROKE: {
				BrushStroke brushStroke = (BrushStroke)theEObject;
				T result = caseBrushStroke(brushStroke);
				if (result == null) result = caseIdentified(brushStroke);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.TRAJECTORY_SET: {
				TrajectorySet trajectorySet = (TrajectorySet)theEObject;
				T result = caseTrajectorySet(trajectorySet);
				if (result == null) result = caseNamed(trajectorySet);
				if (result == null) result = caseIdentified(trajectorySet);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.TRAJECTORY: {
				Trajectory trajectory = (Trajectory)theEObject;
				T result = caseTrajectory(trajectory);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.TIMELINE: {
				Timeline timeline = (Timeline)theEObject;
				T result = caseTimeline(timeline);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.PARAMETER_CURVE: {
				ParameterCurve parameterCurve = (ParameterCurve)theEObject;
				T result = caseParameterCurve(parameterCurve);
				if (result == null) result = caseIdentified(parameterCurve);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.TIME_KEY: {
				TimeKey timeKey = (TimeKey)theEObject;
				T result = caseTimeKey(timeKey);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.TIMELINE_EVENT: {
				TimelineEvent timelineEvent = (TimelineEvent)theEObject;
				T result = caseTimelineEvent(timelineEvent);
				if (result == null) result = caseNamed(timelineEvent);
				if (result == null) result = caseIdentified(timelineEvent);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.SET_GLOBAL_INTEREST_EVENT: {
				SetGlobalInterestEvent setGlobalInterestEvent = (SetGlobalInterestEvent)theEObject;
				T result = caseSetGlobalInterestEvent(setGlobalInterestEvent);
				if (result == null) result = caseTimelineEvent(setGlobalInterestEvent);
				if (result == null) result = caseNamed(setGlobalInterestEvent);
				if (result == null) result = caseIdentified(setGlobalInterestEvent);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.FIRE_ALARM_EVENT: {
				FireAlarmEvent fireAlarmEvent = (FireAlarmEvent)theEObject;
				T result = caseFireAlarmEvent(fireAlarmEvent);
				if (result == null) result = caseTimelineEvent(fireAlarmEvent);
				if (result == null) result = caseNamed(fireAlarmEvent);
				if (result == null) result = caseIdentified(fireAlarmEvent);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.ALL_CLEAR_EVENT: {
				AllClearEvent allClearEvent = (AllClearEvent)theEObject;
				T result = caseAllClearEvent(allClearEvent);
				if (result == null) result = caseTimelineEvent(allClearEvent);
				if (result == null) result = caseNamed(allClearEvent);
				if (result == null) result = caseIdentified(allClearEvent);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.GROUP_CHANGE_EVENT: {
				GroupChangeEvent groupChangeEvent = (GroupChangeEvent)theEObject;
				T result = caseGroupChangeEvent(groupChangeEvent);
				if (result == null) result = caseTimelineEvent(groupChangeEvent);
				if (result == null) result = caseNamed(groupChangeEvent);
				if (result == null) result = caseIdentified(groupChangeEvent);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			default: return defaultCase(theEObject);
		}
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Identified</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Identified</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseIdentified(Identified object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Named</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Named</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseNamed(Named object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Field Emitter</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Field Emitter</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseFieldEmitter(FieldEmitter object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Field Receiver</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Field Receiver</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseFieldReceiver(FieldReceiver object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Link Target</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Link Target</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseLinkTarget(LinkTarget object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Graph Node</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Graph Node</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseGraphNode(GraphNode object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Vector2</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Vector2</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseVector2(Vector2 object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Scenario</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Scenario</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseScenario(Scenario object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Simulation Settings</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Simulation Settings</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseSimulationSettings(SimulationSettings object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Environment</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Environment</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseEnvironment(Environment object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Obstacle</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Obstacle</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseObstacle(Obstacle object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Place</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Place</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T casePlace(Place object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Waypoint</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Waypoint</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseWaypoint(Waypoint object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Region</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Region</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseRegion(Region object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Behaviour Profile</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Behaviour Profile</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseBehaviourProfile(BehaviourProfile object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Steering Pipeline</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Steering Pipeline</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseSteeringPipeline(SteeringPipeline object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Algorithm Settings</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Algorithm Settings</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseAlgorithmSettings(AlgorithmSettings object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Velocity Source</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Velocity Source</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseVelocitySource(VelocitySource object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Parameter Value</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Parameter Value</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseParameterValue(ParameterValue object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Real Parameter</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Real Parameter</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseRealParameter(RealParameter object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Integer Parameter</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Integer Parameter</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseIntegerParameter(IntegerParameter object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Boolean Parameter</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Boolean Parameter</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseBooleanParameter(BooleanParameter object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Text Parameter</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Text Parameter</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseTextParameter(TextParameter object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Contact Forces</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Contact Forces</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseContactForces(ContactForces object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Agent</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Agent</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseAgent(Agent object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Population</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Population</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T casePopulation(Population object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Distribution</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Distribution</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseDistribution(Distribution object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Constant Distribution</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Constant Distribution</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseConstantDistribution(ConstantDistribution object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Uniform Distribution</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Uniform Distribution</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseUniformDistribution(UniformDistribution object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Normal Distribution</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Normal Distribution</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseNormalDistribution(NormalDistribution object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Von Mises Distribution</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Von Mises Distribution</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseVonMisesDistribution(VonMisesDistribution object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Mixture Distribution</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Mixture Distribution</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseMixtureDistribution(MixtureDistribution object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Mixture Component</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Mixture Component</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseMixtureComponent(MixtureComponent object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Interaction Field</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Interaction Field</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseInteractionField(InteractionField object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Domain</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Domain</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseDomain(Domain object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Rectangle Domain</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Rectangle Domain</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseRectangleDomain(RectangleDomain object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Disk Domain</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Disk Domain</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseDiskDomain(DiskDomain object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Keyframe</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Keyframe</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseKeyframe(Keyframe object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Sketch</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Sketch</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseSketch(Sketch object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Guide Curve</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Guide Curve</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseGuideCurve(GuideCurve object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Zero Area</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Zero Area</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseZeroArea(ZeroArea object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Zero Polygon</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Zero Polygon</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseZeroPolygon(ZeroPolygon object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Zero Cells</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Zero Cells</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseZeroCells(ZeroCells object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Sketch Object</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Sketch Object</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseSketchObject(SketchObject object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Baked Grid</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Baked Grid</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseBakedGrid(BakedGrid object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Field Binding</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Field Binding</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseFieldBinding(FieldBinding object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Activation Rule</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Activation Rule</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseActivationRule(ActivationRule object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Time Window Rule</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Time Window Rule</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseTimeWindowRule(TimeWindowRule object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Enter Field Rule</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Enter Field Rule</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseEnterFieldRule(EnterFieldRule object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Social Settings</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Social Settings</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseSocialSettings(SocialSettings object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Social Traits</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Social Traits</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseSocialTraits(SocialTraits object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Relation</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Relation</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseRelation(Relation object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Formation Constraint</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Formation Constraint</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseFormationConstraint(FormationConstraint object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Group</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Group</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseGroup(Group object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Group Parameters</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Group Parameters</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseGroupParameters(GroupParameters object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Anisotropic Field</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Anisotropic Field</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseAnisotropicField(AnisotropicField object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Brush Stroke</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Brush Stroke</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseBrushStroke(BrushStroke object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Trajectory Set</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Trajectory Set</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseTrajectorySet(TrajectorySet object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Trajectory</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Trajectory</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseTrajectory(Trajectory object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Timeline</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Timeline</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseTimeline(Timeline object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Parameter Curve</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Parameter Curve</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseParameterCurve(ParameterCurve object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Time Key</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Time Key</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseTimeKey(TimeKey object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Timeline Event</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Timeline Event</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseTimelineEvent(TimelineEvent object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Set Global Interest Event</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Set Global Interest Event</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseSetGlobalInterestEvent(SetGlobalInterestEvent object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Fire Alarm Event</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Fire Alarm Event</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseFireAlarmEvent(FireAlarmEvent object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>All Clear Event</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>All Clear Event</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseAllClearEvent(AllClearEvent object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Group Change Event</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Group Change Event</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseGroupChangeEvent(GroupChangeEvent object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>EObject</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch, but this is the last case anyway.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>EObject</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject)
	 * @generated
	 */
	@Override
	public T defaultCase(EObject object) {
		return null;
	}

} //ScenarioSwitch
