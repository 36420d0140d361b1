/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Steering Pipeline</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The per-agent frame pipeline (IF paper §4.3): waypoint modifiers, preferred-velocity sources, a velocity solver, contact forces and an orientation policy. Each stage names an algorithm, built in or contributed by a plug-in.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.SteeringPipeline#getCombination <em>Combination</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SteeringPipeline#getWaypointModifiers <em>Waypoint Modifiers</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SteeringPipeline#getVelocitySources <em>Velocity Sources</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SteeringPipeline#getVelocitySolver <em>Velocity Solver</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SteeringPipeline#getContactForces <em>Contact Forces</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SteeringPipeline#getOrientation <em>Orientation</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSteeringPipeline()
 * @model
 * @generated
 */
public interface SteeringPipeline extends EObject {
	/**
	 * Returns the value of the '<em><b>Combination</b></em>' attribute.
	 * The default value is <code>"WEIGHTED_AVERAGE"</code>.
	 * The literals are from the enumeration {@link org.crowdstudio.model.scenario.VelocityCombination}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How the preferred-velocity sources are combined.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Combination</em>' attribute.
	 * @see org.crowdstudio.model.scenario.VelocityCombination
	 * @see #setCombination(VelocityCombination)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSteeringPipeline_Combination()
	 * @model default="WEIGHTED_AVERAGE"
	 * @generated
	 */
	VelocityCombination getCombination();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SteeringPipeline#getCombination <em>Combination</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Combination</em>' attribute.
	 * @see org.crowdstudio.model.scenario.VelocityCombination
	 * @see #getCombination()
	 * @generated
	 */
	void setCombination(VelocityCombination value);

	/**
	 * Returns the value of the '<em><b>Waypoint Modifiers</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.AlgorithmSettings}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Stages that set temporary waypoints, e.g. the social layer.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Waypoint Modifiers</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSteeringPipeline_WaypointModifiers()
	 * @model containment="true"
	 * @generated
	 */
	EList<AlgorithmSettings> getWaypointModifiers();

	/**
	 * Returns the value of the '<em><b>Velocity Sources</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.VelocitySource}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Preferred-velocity sources: goal reaching, interaction fields, anisotropic fields, user control, plug-ins.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Velocity Sources</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSteeringPipeline_VelocitySources()
	 * @model containment="true"
	 * @generated
	 */
	EList<VelocitySource> getVelocitySources();

	/**
	 * Returns the value of the '<em><b>Velocity Solver</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Turns the preferred velocity into a new velocity (ORCA, social forces, velocity connection, ...). Absent: the new velocity is the preferred velocity.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Velocity Solver</em>' containment reference.
	 * @see #setVelocitySolver(AlgorithmSettings)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSteeringPipeline_VelocitySolver()
	 * @model containment="true"
	 * @generated
	 */
	AlgorithmSettings getVelocitySolver();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SteeringPipeline#getVelocitySolver <em>Velocity Solver</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Velocity Solver</em>' containment reference.
	 * @see #getVelocitySolver()
	 * @generated
	 */
	void setVelocitySolver(AlgorithmSettings value);

	/**
	 * Returns the value of the '<em><b>Contact Forces</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Contact forces between bodies (Helbing et al. 2000). Absent: none.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Contact Forces</em>' containment reference.
	 * @see #setContactForces(ContactForces)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSteeringPipeline_ContactForces()
	 * @model containment="true"
	 * @generated
	 */
	ContactForces getContactForces();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SteeringPipeline#getContactForces <em>Contact Forces</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Contact Forces</em>' containment reference.
	 * @see #getContactForces()
	 * @generated
	 */
	void setContactForces(ContactForces value);

	/**
	 * Returns the value of the '<em><b>Orientation</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How agents turn. Absent: an orientation field where one applies, else the average of preferred and new velocity.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Orientation</em>' containment reference.
	 * @see #setOrientation(AlgorithmSettings)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSteeringPipeline_Orientation()
	 * @model containment="true"
	 * @generated
	 */
	AlgorithmSettings getOrientation();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SteeringPipeline#getOrientation <em>Orientation</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Orientation</em>' containment reference.
	 * @see #getOrientation()
	 * @generated
	 */
	void setOrientation(AlgorithmSettings value);

} // SteeringPipeline
