/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Contact Forces</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Body contact forces (Helbing, Farkas, Vicsek 2000), per unit mass (IF paper §6.1).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.ContactForces#getAgentStiffness <em>Agent Stiffness</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.ContactForces#getObstacleStiffness <em>Obstacle Stiffness</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getContactForces()
 * @model
 * @generated
 */
public interface ContactForces extends EObject {
	/**
	 * Returns the value of the '<em><b>Agent Stiffness</b></em>' attribute.
	 * The default value is <code>"62.5"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * K between agents: 5000/80 for unit mass.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Agent Stiffness</em>' attribute.
	 * @see #setAgentStiffness(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getContactForces_AgentStiffness()
	 * @model default="62.5"
	 * @generated
	 */
	double getAgentStiffness();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.ContactForces#getAgentStiffness <em>Agent Stiffness</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Agent Stiffness</em>' attribute.
	 * @see #getAgentStiffness()
	 * @generated
	 */
	void setAgentStiffness(double value);

	/**
	 * Returns the value of the '<em><b>Obstacle Stiffness</b></em>' attribute.
	 * The default value is <code>"31.25"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * K between agents and obstacles: 2500/80 for unit mass.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Obstacle Stiffness</em>' attribute.
	 * @see #setObstacleStiffness(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getContactForces_ObstacleStiffness()
	 * @model default="31.25"
	 * @generated
	 */
	double getObstacleStiffness();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.ContactForces#getObstacleStiffness <em>Obstacle Stiffness</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Obstacle Stiffness</em>' attribute.
	 * @see #getObstacleStiffness()
	 * @generated
	 */
	void setObstacleStiffness(double value);

} // ContactForces
