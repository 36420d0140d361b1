/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Waypoint</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A named point.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.Waypoint#getArrivalRadius <em>Arrival Radius</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Waypoint#getPosition <em>Position</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getWaypoint()
 * @model
 * @generated
 */
public interface Waypoint extends Place {
	/**
	 * Returns the value of the '<em><b>Arrival Radius</b></em>' attribute.
	 * The default value is <code>"0.5"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Distance in metres at which an agent counts as arrived.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Arrival Radius</em>' attribute.
	 * @see #setArrivalRadius(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getWaypoint_ArrivalRadius()
	 * @model default="0.5"
	 * @generated
	 */
	double getArrivalRadius();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Waypoint#getArrivalRadius <em>Arrival Radius</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Arrival Radius</em>' attribute.
	 * @see #getArrivalRadius()
	 * @generated
	 */
	void setArrivalRadius(double value);

	/**
	 * Returns the value of the '<em><b>Position</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Position in metres.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Position</em>' containment reference.
	 * @see #setPosition(Vector2)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getWaypoint_Position()
	 * @model containment="true" required="true"
	 * @generated
	 */
	Vector2 getPosition();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Waypoint#getPosition <em>Position</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Position</em>' containment reference.
	 * @see #getPosition()
	 * @generated
	 */
	void setPosition(Vector2 value);

} // Waypoint
