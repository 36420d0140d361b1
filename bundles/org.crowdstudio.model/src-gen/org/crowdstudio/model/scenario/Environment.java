/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Environment</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The static world: bounds, polygon obstacles and named places. As a field source, it emits navigation fields that are not mapped (IF paper §4.2).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.Environment#getMin <em>Min</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Environment#getMax <em>Max</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Environment#getObstacles <em>Obstacles</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Environment#getPlaces <em>Places</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getEnvironment()
 * @model
 * @generated
 */
public interface Environment extends FieldEmitter {
	/**
	 * Returns the value of the '<em><b>Min</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Lower-left corner of the bounds, in metres.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Min</em>' containment reference.
	 * @see #setMin(Vector2)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getEnvironment_Min()
	 * @model containment="true" required="true"
	 * @generated
	 */
	Vector2 getMin();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Environment#getMin <em>Min</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Min</em>' containment reference.
	 * @see #getMin()
	 * @generated
	 */
	void setMin(Vector2 value);

	/**
	 * Returns the value of the '<em><b>Max</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Upper-right corner of the bounds, in metres.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max</em>' containment reference.
	 * @see #setMax(Vector2)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getEnvironment_Max()
	 * @model containment="true" required="true"
	 * @generated
	 */
	Vector2 getMax();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Environment#getMax <em>Max</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max</em>' containment reference.
	 * @see #getMax()
	 * @generated
	 */
	void setMax(Vector2 value);

	/**
	 * Returns the value of the '<em><b>Obstacles</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.Obstacle}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Polygon obstacles.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Obstacles</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getEnvironment_Obstacles()
	 * @model containment="true"
	 * @generated
	 */
	EList<Obstacle> getObstacles();

	/**
	 * Returns the value of the '<em><b>Places</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.Place}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Named points and regions.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Places</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getEnvironment_Places()
	 * @model containment="true"
	 * @generated
	 */
	EList<Place> getPlaces();

} // Environment
