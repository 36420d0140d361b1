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
 * A group of agents with leaders and parameters (VC paper §4). Membership stands for relation matrix entries: e_ij = memberWeight between members and leaderWeight from members to leaders, so large groups need no quadratic list. When a pair of agents is in several groups the largest weight applies; an explicit relation between them overrides all groups.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.Group#getMemberWeight <em>Member Weight</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Group#getLeaderWeight <em>Leader Weight</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Group#getMembers <em>Members</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Group#getLeaders <em>Leaders</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Group#getFormation <em>Formation</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Group#getParameters <em>Parameters</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroup()
 * @model
 * @generated
 */
public interface Group extends Named {
	/**
	 * Returns the value of the '<em><b>Member Weight</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * e_ij between two members, in [0, 1].
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Member Weight</em>' attribute.
	 * @see #setMemberWeight(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroup_MemberWeight()
	 * @model default="1.0"
	 * @generated
	 */
	double getMemberWeight();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Group#getMemberWeight <em>Member Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Member Weight</em>' attribute.
	 * @see #getMemberWeight()
	 * @generated
	 */
	void setMemberWeight(double value);

	/**
	 * Returns the value of the '<em><b>Leader Weight</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * e_ij from a member to a leader, in [0, 1].
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Leader Weight</em>' attribute.
	 * @see #setLeaderWeight(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroup_LeaderWeight()
	 * @model default="1.0"
	 * @generated
	 */
	double getLeaderWeight();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Group#getLeaderWeight <em>Leader Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Leader Weight</em>' attribute.
	 * @see #getLeaderWeight()
	 * @generated
	 */
	void setLeaderWeight(double value);

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
	 * Leaders, which members follow with leaderWeight.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Leaders</em>' reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroup_Leaders()
	 * @model
	 * @generated
	 */
	EList<Agent> getLeaders();

	/**
	 * Returns the value of the '<em><b>Formation</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Formation of the connections between members; absent: isotropic.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Formation</em>' containment reference.
	 * @see #setFormation(FormationConstraint)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroup_Formation()
	 * @model containment="true"
	 * @generated
	 */
	FormationConstraint getFormation();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Group#getFormation <em>Formation</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Formation</em>' containment reference.
	 * @see #getFormation()
	 * @generated
	 */
	void setFormation(FormationConstraint value);

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
