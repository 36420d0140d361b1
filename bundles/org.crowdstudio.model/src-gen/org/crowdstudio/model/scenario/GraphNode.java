/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Graph Node</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * What the relationship graph draws as a node of its own: an agent or a population.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.GraphNode#getGraphPin <em>Graph Pin</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGraphNode()
 * @model interface="true" abstract="true"
 * @generated
 */
public interface GraphNode extends EObject {
	/**
	 * Returns the value of the '<em><b>Graph Pin</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Where the artist pinned the node in the relationship graph: the centre of its box in the graph's units (a pixel at zoom 1, y down). None: the graph's layout places it. Only the graph reads it.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Graph Pin</em>' containment reference.
	 * @see #setGraphPin(Vector2)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGraphNode_GraphPin()
	 * @model containment="true"
	 * @generated
	 */
	Vector2 getGraphPin();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.GraphNode#getGraphPin <em>Graph Pin</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Graph Pin</em>' containment reference.
	 * @see #getGraphPin()
	 * @generated
	 */
	void setGraphPin(Vector2 value);

} // GraphNode
