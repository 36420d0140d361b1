/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Group</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A group of agents with leaders and parameters (VC paper §4).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.Group#getMembers <em>Members</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Group#getLeaders <em>Leaders</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Group#getParameters <em>Parameters</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroup()
 * @model
 * @generated
 */
public interface Group extends Named {
	/**
	 * Returns the value of the '<em><b>Members</b></em>' reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.Agent}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Members.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Members</em>' reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroup_Members()
	 * @model
	 * @generated
	 */
	EList<Agent> getMembers();

	/**
	 * Returns the value of the '<em><b>Leaders</b></em>' reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.Agent}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Leaders, which members follow more strongly.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Leaders</em>' reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroup_Leaders()
	 * @model
	 * @generated
	 */
	EList<Agent> getLeaders();

	/**
	 * Returns the value of the '<em><b>Parameters</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Overrides the members' profile parameters.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Parameters</em>' containment reference.
	 * @see #setParameters(GroupParameters)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroup_Parameters()
	 * @model containment="true"
	 * @generated
	 */
	GroupParameters getParameters();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Group#getParameters <em>Parameters</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Parameters</em>' containment reference.
	 * @see #getParameters()
	 * @generated
	 */
	void setParameters(GroupParameters value);

} // Group
