/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import java.util.Collection;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.FormationConstraint;
import org.crowdstudio.model.scenario.Group;
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
 * An implementation of the model object '<em><b>Group</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupImpl#getMemberWeight <em>Member Weight</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupImpl#getLeaderWeight <em>Leader Weight</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupImpl#getMembers <em>Members</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupImpl#getLeaders <em>Leaders</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupImpl#getFormation <em>Formation</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupImpl#getParameters <em>Parameters</em>}</li>
 * </ul>
 *
 * @generated
 */
public class GroupImpl extends NamedImpl implements Group {
	/**
	 * The default value of the '{@link #getMemberWeight() <em>Member Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMemberWeight()
	 * @generated
	 * @ordered
	 */
	protected static final double MEMBER_WEIGHT_EDEFAULT = 1.0;

	/**
	 * The cached value of the '{@link #getMemberWeight() <em>Member Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMemberWeight()
	 * @generated
	 * @ordered
	 */
	protected double memberWeight = MEMBER_WEIGHT_EDEFAULT;

	/**
	 * The default value of the '{@link #getLeaderWeight() <em>Leader Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLeaderWeight()
	 * @generated
	 * @ordered
	 */
	protected static final double LEADER_WEIGHT_EDEFAULT = 1.0;

	/**
	 * The cached value of the '{@link #getLeaderWeight() <em>Leader Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLeaderWeight()
	 * @generated
	 * @ordered
	 */
	protected double leaderWeight = LEADER_WEIGHT_EDEFAULT;

	/**
	 * The cached value of the '{@link #getMembers() <em>Members</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMembers()
	 * @generated
	 * @ordered
	 */
	protected EList<Agent> members;

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
	 * The cached value of the '{@link #getFormation() <em>Formation</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFormation()
	 * @generated
	 * @ordered
	 */
	protected FormationConstraint formation;

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
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected GroupImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.GROUP;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getMemberWeight() {
		return memberWeight;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMemberWeight(double newMemberWeight) {
		double oldMemberWeight = memberWeight;
		memberWeight = newMemberWeight;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.GROUP__MEMBER_WEIGHT, oldMemberWeight, memberWeight));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getLeaderWeight() {
		return leaderWeight;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLeaderWeight(double newLeaderWeight) {
		double oldLeaderWeight = leaderWeight;
		leaderWeight = newLeaderWeight;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.GROUP__LEADER_WEIGHT, oldLeaderWeight, leaderWeight));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Agent> getMembers() {
		if (members == null) {
			members = new EObjectResolvingEList<Agent>(Agent.class, this, ScenarioPackage.GROUP__MEMBERS);
		}
		return members;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Agent> getLeaders() {
		if (leaders == null) {
			leaders = new EObjectResolvingEList<Agent>(Agent.class, this, ScenarioPackage.GROUP__LEADERS);
		}
		return leaders;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public FormationConstraint getFormation() {
		return formation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetFormation(FormationConstraint newFormation, NotificationChain msgs) {
		FormationConstraint oldFormation = formation;
		formation = newFormation;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.GROUP__FORMATION, oldFormation, newFormation);
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
	public void setFormation(FormationConstraint newFormation) {
		if (newFormation != formation) {
			NotificationChain msgs = null;
			if (formation != null)
				msgs = ((InternalEObject)formation).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.GROUP__FORMATION, null, msgs);
			if (newFormation != null)
				msgs = ((InternalEObject)newFormation).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.GROUP__FORMATION, null, msgs);
			msgs = basicSetFormation(newFormation, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.GROUP__FORMATION, newFormation, newFormation));
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
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.GROUP__PARAMETERS, oldParameters, newParameters);
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
				msgs = ((InternalEObject)parameters).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.GROUP__PARAMETERS, null, msgs);
			if (newParameters != null)
				msgs = ((InternalEObject)newParameters).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.GROUP__PARAMETERS, null, msgs);
			msgs = basicSetParameters(newParameters, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.GROUP__PARAMETERS, newParameters, newParameters));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case ScenarioPackage.GROUP__FORMATION:
				return basicSetFormation(null, msgs);
			case ScenarioPackage.GROUP__PARAMETERS:
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
			case ScenarioPackage.GROUP__MEMBER_WEIGHT:
				return getMemberWeight();
			case ScenarioPackage.GROUP__LEADER_WEIGHT:
				return getLeaderWeight();
			case ScenarioPackage.GROUP__MEMBERS:
				return getMembers();
			case ScenarioPackage.GROUP__LEADERS:
				return getLeaders();
			case ScenarioPackage.GROUP__FORMATION:
				return getFormation();
			case ScenarioPackage.GROUP__PARAMETERS:
				return getParameters();
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
			case ScenarioPackage.GROUP__MEMBER_WEIGHT:
				setMemberWeight((Double)newValue);
				return;
			case ScenarioPackage.GROUP__LEADER_WEIGHT:
				setLeaderWeight((Double)newValue);
				return;
			case ScenarioPackage.GROUP__MEMBERS:
				getMembers().clear();
				getMembers().addAll((Collection<? extends Agent>)newValue);
				return;
			case ScenarioPackage.GROUP__LEADERS:
				getLeaders().clear();
				getLeaders().addAll((Collection<? extends Agent>)newValue);
				return;
			case ScenarioPackage.GROUP__FORMATION:
				setFormation((FormationConstraint)newValue);
				return;
			case ScenarioPackage.GROUP__PARAMETERS:
				setParameters((GroupParameters)newValue);
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
			case ScenarioPackage.GROUP__MEMBER_WEIGHT:
				setMemberWeight(MEMBER_WEIGHT_EDEFAULT);
				return;
			case ScenarioPackage.GROUP__LEADER_WEIGHT:
				setLeaderWeight(LEADER_WEIGHT_EDEFAULT);
				return;
			case ScenarioPackage.GROUP__MEMBERS:
				getMembers().clear();
				return;
			case ScenarioPackage.GROUP__LEADERS:
				getLeaders().clear();
				return;
			case ScenarioPackage.GROUP__FORMATION:
				setFormation((FormationConstraint)null);
				return;
			case ScenarioPackage.GROUP__PARAMETERS:
				setParameters((GroupParameters)null);
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
			case ScenarioPackage.GROUP__MEMBER_WEIGHT:
				return memberWeight != MEMBER_WEIGHT_EDEFAULT;
			case ScenarioPackage.GROUP__LEADER_WEIGHT:
				return leaderWeight != LEADER_WEIGHT_EDEFAULT;
			case ScenarioPackage.GROUP__MEMBERS:
				return members != null && !members.isEmpty();
			case ScenarioPackage.GROUP__LEADERS:
				return leaders != null && !leaders.isEmpty();
			case ScenarioPackage.GROUP__FORMATION:
				return formation != null;
			case ScenarioPackage.GROUP__PARAMETERS:
				return parameters != null;
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
		result.append(" (memberWeight: ");
		result.append(memberWeight);
		result.append(", leaderWeight: ");
		result.append(leaderWeight);
		result.append(')');
		return result.toString();
	}

} //GroupImpl
