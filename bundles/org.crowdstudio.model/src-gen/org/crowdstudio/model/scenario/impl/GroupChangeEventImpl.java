/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import java.util.Collection;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.FormationKind;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.GroupChangeEvent;
import org.crowdstudio.model.scenario.GroupParameters;
import org.crowdstudio.model.scenario.ScenarioPackage;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectResolvingEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Group Change Event</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupChangeEventImpl#getFormation <em>Formation</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupChangeEventImpl#getGroup <em>Group</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupChangeEventImpl#getParameters <em>Parameters</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupChangeEventImpl#getJoining <em>Joining</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupChangeEventImpl#getLeaving <em>Leaving</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupChangeEventImpl#isLeaveOtherGroups <em>Leave Other Groups</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupChangeEventImpl#getLeaders <em>Leaders</em>}</li>
 * </ul>
 *
 * @generated
 */
public class GroupChangeEventImpl extends TimelineEventImpl implements GroupChangeEvent {
	/**
	 * The default value of the '{@link #getFormation() <em>Formation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFormation()
	 * @generated
	 * @ordered
	 */
	protected static final FormationKind FORMATION_EDEFAULT = FormationKind.ISOTROPIC;

	/**
	 * The cached value of the '{@link #getFormation() <em>Formation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFormation()
	 * @generated
	 * @ordered
	 */
	protected FormationKind formation = FORMATION_EDEFAULT;

	/**
	 * This is true if the Formation attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean formationESet;

	/**
	 * The cached value of the '{@link #getGroup() <em>Group</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGroup()
	 * @generated
	 * @ordered
	 */
	protected Group group;

	/**
	 * The cached value of the '{@link #getParameters() <em>Parameters</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getParameters()
	 * @generated
	 * @ordered
	 */
	protected GroupParameters parameters;

	/**
	 * The cached value of the '{@link #getJoining() <em>Joining</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getJoining()
	 * @generated
	 * @ordered
	 */
	protected EList<Agent> joining;

	/**
	 * The cached value of the '{@link #getLeaving() <em>Leaving</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLeaving()
	 * @generated
	 * @ordered
	 */
	protected EList<Agent> leaving;

	/**
	 * The default value of the '{@link #isLeaveOtherGroups() <em>Leave Other Groups</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isLeaveOtherGroups()
	 * @generated
	 * @ordered
	 */
	protected static final boolean LEAVE_OTHER_GROUPS_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isLeaveOtherGroups() <em>Leave Other Groups</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isLeaveOtherGroups()
	 * @generated
	 * @ordered
	 */
	protected boolean leaveOtherGroups = LEAVE_OTHER_GROUPS_EDEFAULT;

	/**
	 * The cached value of the '{@link #getLeaders() <em>Leaders</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLeaders()
	 * @generated
	 * @ordered
	 */
	protected EList<Agent> leaders;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected GroupChangeEventImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.GROUP_CHANGE_EVENT;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public FormationKind getFormation() {
		return formation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFormation(FormationKind newFormation) {
		FormationKind oldFormation = formation;
		formation = newFormation == null ? FORMATION_EDEFAULT : newFormation;
		boolean oldFormationESet = formationESet;
		formationESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.GROUP_CHANGE_EVENT__FORMATION, oldFormation, formation, !oldFormationESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetFormation() {
		FormationKind oldFormation = formation;
		boolean oldFormationESet = formationESet;
		formation = FORMATION_EDEFAULT;
		formationESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.GROUP_CHANGE_EVENT__FORMATION, oldFormation, FORMATION_EDEFAULT, oldFormationESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetFormation() {
		return formationESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Group getGroup() {
		if (group != null && group.eIsProxy()) {
			InternalEObject oldGroup = (InternalEObject)group;
			group = (Group)eResolveProxy(oldGroup);
			if (group != oldGroup) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.GROUP_CHANGE_EVENT__GROUP, oldGroup, group));
			}
		}
		return group;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Group basicGetGroup() {
		return group;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGroup(Group newGroup) {
		Group oldGroup = group;
		group = newGroup;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.GROUP_CHANGE_EVENT__GROUP, oldGroup, group));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public GroupParameters getParameters() {
		return parameters;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetParameters(GroupParameters newParameters, NotificationChain msgs) {
		GroupParameters oldParameters = parameters;
		parameters = newParameters;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.GROUP_CHANGE_EVENT__PARAMETERS, oldParameters, newParameters);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setParameters(GroupParameters newParameters) {
		if (newParameters != parameters) {
			NotificationChain msgs = null;
			if (parameters != null)
				msgs = ((InternalEObject)parameters).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.GROUP_CHANGE_EVENT__PARAMETERS, null, msgs);
			if (newParameters != null)
				msgs = ((InternalEObject)newParameters).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.GROUP_CHANGE_EVENT__PARAMETERS, null, msgs);
			msgs = basicSetParameters(newParameters, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.GROUP_CHANGE_EVENT__PARAMETERS, newParameters, newParameters));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Agent> getJoining() {
		if (joining == null) {
			joining = new EObjectResolvingEList<Agent>(Agent.class, this, ScenarioPackage.GROUP_CHANGE_EVENT__JOINING);
		}
		return joining;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Agent> getLeaving() {
		if (leaving == null) {
			leaving = new EObjectResolvingEList<Agent>(Agent.class, this, ScenarioPackage.GROUP_CHANGE_EVENT__LEAVING);
		}
		return leaving;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isLeaveOtherGroups() {
		return leaveOtherGroups;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLeaveOtherGroups(boolean newLeaveOtherGroups) {
		boolean oldLeaveOtherGroups = leaveOtherGroups;
		leaveOtherGroups = newLeaveOtherGroups;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.GROUP_CHANGE_EVENT__LEAVE_OTHER_GROUPS, oldLeaveOtherGroups, leaveOtherGroups));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Agent> getLeaders() {
		if (leaders == null) {
			leaders = new EObjectResolvingEList<Agent>(Agent.class, this, ScenarioPackage.GROUP_CHANGE_EVENT__LEADERS);
		}
		return leaders;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case ScenarioPackage.GROUP_CHANGE_EVENT__PARAMETERS:
				return basicSetParameters(null, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ScenarioPackage.GROUP_CHANGE_EVENT__FORMATION:
				return getFormation();
			case ScenarioPackage.GROUP_CHANGE_EVENT__GROUP:
				if (resolve) return getGroup();
				return basicGetGroup();
			case ScenarioPackage.GROUP_CHANGE_EVENT__PARAMETERS:
				return getParameters();
			case ScenarioPackage.GROUP_CHANGE_EVENT__JOINING:
				return getJoining();
			case ScenarioPackage.GROUP_CHANGE_EVENT__LEAVING:
				return getLeaving();
			case ScenarioPackage.GROUP_CHANGE_EVENT__LEAVE_OTHER_GROUPS:
				return isLeaveOtherGroups();
			case ScenarioPackage.GROUP_CHANGE_EVENT__LEADERS:
				return getLeaders();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case ScenarioPackage.GROUP_CHANGE_EVENT__FORMATION:
				setFormation((FormationKind)newValue);
				return;
			case ScenarioPackage.GROUP_CHANGE_EVENT__GROUP:
				setGroup((Group)newValue);
				return;
			case ScenarioPackage.GROUP_CHANGE_EVENT__PARAMETERS:
				setParameters((GroupParameters)newValue);
				return;
			case ScenarioPackage.GROUP_CHANGE_EVENT__JOINING:
				getJoining().clear();
				getJoining().addAll((Collection<? extends Agent>)newValue);
				return;
			case ScenarioPackage.GROUP_CHANGE_EVENT__LEAVING:
				getLeaving().clear();
				getLeaving().addAll((Collection<? extends Agent>)newValue);
				return;
			case ScenarioPackage.GROUP_CHANGE_EVENT__LEAVE_OTHER_GROUPS:
				setLeaveOtherGroups((Boolean)newValue);
				return;
			case ScenarioPackage.GROUP_CHANGE_EVENT__LEADERS:
				getLeaders().clear();
				getLeaders().addAll((Collection<? extends Agent>)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case ScenarioPackage.GROUP_CHANGE_EVENT__FORMATION:
				unsetFormation();
				return;
			case ScenarioPackage.GROUP_CHANGE_EVENT__GROUP:
				setGroup((Group)null);
				return;
			case ScenarioPackage.GROUP_CHANGE_EVENT__PARAMETERS:
				setParameters((GroupParameters)null);
				return;
			case ScenarioPackage.GROUP_CHANGE_EVENT__JOINING:
				getJoining().clear();
				return;
			case ScenarioPackage.GROUP_CHANGE_EVENT__LEAVING:
				getLeaving().clear();
				return;
			case ScenarioPackage.GROUP_CHANGE_EVENT__LEAVE_OTHER_GROUPS:
				setLeaveOtherGroups(LEAVE_OTHER_GROUPS_EDEFAULT);
				return;
			case ScenarioPackage.GROUP_CHANGE_EVENT__LEADERS:
				getLeaders().clear();
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case ScenarioPackage.GROUP_CHANGE_EVENT__FORMATION:
				return isSetFormation();
			case ScenarioPackage.GROUP_CHANGE_EVENT__GROUP:
				return group != null;
			case ScenarioPackage.GROUP_CHANGE_EVENT__PARAMETERS:
				return parameters != null;
			case ScenarioPackage.GROUP_CHANGE_EVENT__JOINING:
				return joining != null && !joining.isEmpty();
			case ScenarioPackage.GROUP_CHANGE_EVENT__LEAVING:
				return leaving != null && !leaving.isEmpty();
			case ScenarioPackage.GROUP_CHANGE_EVENT__LEAVE_OTHER_GROUPS:
				return leaveOtherGroups != LEAVE_OTHER_GROUPS_EDEFAULT;
			case ScenarioPackage.GROUP_CHANGE_EVENT__LEADERS:
				return leaders != null && !leaders.isEmpty();
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (formation: ");
		if (formationESet) result.append(formation); else result.append("<unset>");
		result.append(", leaveOtherGroups: ");
		result.append(leaveOtherGroups);
		result.append(')');
		return result.toString();
	}

} //GroupChangeEventImpl
