/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Obstacle</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A static polygon obstacle. Vertices in metres, counter-clockwise. As a field source it sits at the centroid of its vertices and faces its orientation.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.Obstacle#getOrientation <em>Orientation</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Obstacle#getVertices <em>Vertices</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getObstacle()
 * @model
 * @generated
 */
public interface Obstacle extends Named, FieldEmitter, LinkTarget {
	/**
	 * Returns the value of the '<em><b>Orientation</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * World angle in radians (counter-clockwise from +x) the obstacle faces; fields it emits are mapped with it, as with an agent's orientation (IF paper §4.2).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Orientation</em>' attribute.
	 * @see #setOrientation(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getObstacle_Orientation()
	 * @model default="0.0"
	 * @generated
	 */
	double getOrientation();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Obstacle#getOrientation <em>Orientation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Orientation</em>' attribute.
	 * @see #getOrientation()
	 * @generated
	 */
	void setOrientation(double value);

	/**
	 * Returns the value of the '<em><b>Vertices</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.Vector2}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Polygon vertices in world coordinates (m), counter-clockwise, at least 3.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Vertices</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getObstacle_Vertices()
	 * @model containment="true"
	 * @generated
	 */
	EList<Vector2> getVertices();

} // Obstacle
