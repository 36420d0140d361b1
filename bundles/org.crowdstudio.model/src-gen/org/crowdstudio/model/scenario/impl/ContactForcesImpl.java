/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import org.crowdstudio.model.scenario.ContactForces;
import org.crowdstudio.model.scenario.ScenarioPackage;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Contact Forces</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.impl.ContactForcesImpl#getAgentStiffness <em>Agent Stiffness</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.ContactForcesImpl#getObstacleStiffness <em>Obstacle Stiffness</em>}</li>
 * </ul>
 *
 * @generated
 */
public class ContactForcesImpl extends MinimalEObjectImpl.Container implements ContactForces {
	/**
	 * The default value of the '{@link #getAgentStiffness() <em>Agent Stiffness</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAgentStiffness()
	 * @generated
	 * @ordered
	 */
	protected static final double AGENT_STIFFNESS_EDEFAULT = 62.5;

	/**
	 * The cached value of the '{@link #getAgentStiffness() <em>Agent Stiffness</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAgentStiffness()
	 * @generated
	 * @ordered
	 */
	protected double agentStiffness = AGENT_STIFFNESS_EDEFAULT;

	/**
	 * The default value of the '{@link #getObstacleStiffness() <em>Obstacle Stiffness</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getObstacleStiffness()
	 * @generated
	 * @ordered
	 */
	protected static final double OBSTACLE_STIFFNESS_EDEFAULT = 31.25;

	/**
	 * The cached value of the '{@link #getObstacleStiffness() <em>Obstacle Stiffness</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getObstacleStiffness()
	 * @generated
	 * @ordered
	 */
	protected double obstacleStiffness = OBSTACLE_STIFFNESS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ContactForcesImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.CONTACT_FORCES;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getAgentStiffness() {
		return agentStiffness;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setAgentStiffness(double newAgentStiffness) {
		double oldAgentStiffness = agentStiffness;
		agentStiffness = newAgentStiffness;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CONTACT_FORCES__AGENT_STIFFNESS, oldAgentStiffness, agentStiffness));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getObstacleStiffness() {
		return obstacleStiffness;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setObstacleStiffness(double newObstacleStiffness) {
		double oldObstacleStiffness = obstacleStiffness;
		obstacleStiffness = newObstacleStiffness;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CONTACT_FORCES__OBSTACLE_STIFFNESS, oldObstacleStiffness, obstacleStiffness));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ScenarioPackage.CONTACT_FORCES__AGENT_STIFFNESS:
				return getAgentStiffness();
			case ScenarioPackage.CONTACT_FORCES__OBSTACLE_STIFFNESS:
				return getObstacleStiffness();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case ScenarioPackage.CONTACT_FORCES__AGENT_STIFFNESS:
				setAgentStiffness((Double)newValue);
				return;
			case ScenarioPackage.CONTACT_FORCES__OBSTACLE_STIFFNESS:
				setObstacleStiffness((Double)newValue);
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
			case ScenarioPackage.CONTACT_FORCES__AGENT_STIFFNESS:
				setAgentStiffness(AGENT_STIFFNESS_EDEFAULT);
				return;
			case ScenarioPackage.CONTACT_FORCES__OBSTACLE_STIFFNESS:
				setObstacleStiffness(OBSTACLE_STIFFNESS_EDEFAULT);
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
			case ScenarioPackage.CONTACT_FORCES__AGENT_STIFFNESS:
				return agentStiffness != AGENT_STIFFNESS_EDEFAULT;
			case ScenarioPackage.CONTACT_FORCES__OBSTACLE_STIFFNESS:
				return obstacleStiffness != OBSTACLE_STIFFNESS_EDEFAULT;
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
		result.append(" (agentStiffness: ");
		result.append(agentStiffness);
		result.append(", obstacleStiffness: ");
		result.append(obstacleStiffness);
		result.append(')');
		return result.toString();
	}

} //ContactForcesImpl
