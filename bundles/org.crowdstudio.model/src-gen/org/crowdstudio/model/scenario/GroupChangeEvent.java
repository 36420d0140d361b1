/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Group Change Event</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Changes a group during a run (VC paper §4.2): its parameters and formation (square to queue), who joins or leaves it (switching groups) and who leads it. The formation applies to every connection between members, explicit relations between members included.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.GroupChangeEvent#getFormation <em>Formation</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.GroupChangeEvent#getGroup <em>Group</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.GroupChangeEvent#getParameters <em>Parameters</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.GroupChangeEvent#getJoining <em>Joining</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.GroupChangeEvent#getLeaving <em>Leaving</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.GroupChangeEvent#isLeaveOtherGroups <em>Leave Other Groups</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.GroupChangeEvent#getLeaders <em>Leaders</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroupChangeEvent()
 * @model
 * @generated
 */
public interface GroupChangeEvent extends TimelineEvent {
	/**
	 * Returns the value of the '<em><b>Formation</b></em>' attribute.
	 * The literals are from the enumeration {@link org.crowdstudio.model.scenario.FormationKind}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Formation every connection between members takes, explicit relations included; absent: each connection returns to its own (its relation's, else the group's).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Formation</em>' attribute.
	 * @see org.crowdstudio.model.scenario.FormationKind
	 * @see #isSetFormation()
	 * @see #unsetFormation()
	 * @see #setFormation(FormationKind)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroupChangeEvent_Formation()
	 * @model unsettable="true"
	 * @generated
	 */
	FormationKind getFormation();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.GroupChangeEvent#getFormation <em>Formation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Formation</em>' attribute.
	 * @see org.crowdstudio.model.scenario.FormationKind
	 * @see #isSetFormation()
	 * @see #unsetFormation()
	 * @see #getFormation()
	 * @generated
	 */
	void setFormation(FormationKind value);

	/**
	 * Unsets the value of the '{@link org.crowdstudio.model.scenario.GroupChangeEvent#getFormation <em>Formation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetFormation()
	 * @see #getFormation()
	 * @see #setFormation(FormationKind)
	 * @generated
	 */
	void unsetFormation();

	/**
	 * Returns whether the value of the '{@link org.crowdstudio.model.scenario.GroupChangeEvent#getFormation <em>Formation</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Formation</em>' attribute is set.
	 * @see #unsetFormation()
	 * @see #getFormation()
	 * @see #setFormation(FormationKind)
	 * @generated
	 */
	boolean isSetFormation();

	/**
	 * Returns the value of the '<em><b>Group</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The group.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Group</em>' reference.
	 * @see #setGroup(Group)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroupChangeEvent_Group()
	 * @model required="true"
	 * @generated
	 */
	Group getGroup();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.GroupChangeEvent#getGroup <em>Group</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Group</em>' reference.
	 * @see #getGroup()
	 * @generated
	 */
	void setGroup(Group value);

	/**
	 * Returns the value of the '<em><b>Parameters</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * New parameters; absent: unchanged.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Parameters</em>' containment reference.
	 * @see #setParameters(GroupParameters)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroupChangeEvent_Parameters()
	 * @model containment="true"
	 * @generated
	 */
	GroupParameters getParameters();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.GroupChangeEvent#getParameters <em>Parameters</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Parameters</em>' containment reference.
	 * @see #getParameters()
	 * @generated
	 */
	void setParameters(GroupParameters value);

	/**
	 * Returns the value of the '<em><b>Joining</b></em>' reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.Agent}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Agents that become members of the group.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Joining</em>' reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroupChangeEvent_Joining()
	 * @model
	 * @generated
	 */
	EList<Agent> getJoining();

	/**
	 * Returns the value of the '<em><b>Leaving</b></em>' reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.Agent}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Agents that stop being members of the group, and its leaders.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Leaving</em>' reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroupChangeEvent_Leaving()
	 * @model
	 * @generated
	 */
	EList<Agent> getLeaving();

	/**
	 * Returns the value of the '<em><b>Leave Other Groups</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Whether joining agents leave every other group they are in: they switch to this group.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Leave Other Groups</em>' attribute.
	 * @see #setLeaveOtherGroups(boolean)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroupChangeEvent_LeaveOtherGroups()
	 * @model
	 * @generated
	 */
	boolean isLeaveOtherGroups();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.GroupChangeEvent#isLeaveOtherGroups <em>Leave Other Groups</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Leave Other Groups</em>' attribute.
	 * @see #isLeaveOtherGroups()
	 * @generated
	 */
	void setLeaveOtherGroups(boolean value);

	/**
	 * Returns the value of the '<em><b>Leaders</b></em>' reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.Agent}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The group's leaders from now on, who join it if they are not members; empty: the leaders stay as they are (to be left without a leader, the leader leaves).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Leaders</em>' reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroupChangeEvent_Leaders()
	 * @model
	 * @generated
	 */
	EList<Agent> getLeaders();

} // GroupChangeEvent
