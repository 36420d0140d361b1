/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import org.crowdstudio.model.scenario.FireAlarmEvent;
import org.crowdstudio.model.scenario.ScenarioPackage;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Fire Alarm Event</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.impl.FireAlarmEventImpl#getGlobalInterest <em>Global Interest</em>}</li>
 * </ul>
 *
 * @generated
 */
public class FireAlarmEventImpl extends TimelineEventImpl implements FireAlarmEvent {
	/**
	 * The default value of the '{@link #getGlobalInterest() <em>Global Interest</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGlobalInterest()
	 * @generated
	 * @ordered
	 */
	protected static final double GLOBAL_INTEREST_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getGlobalInterest() <em>Global Interest</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGlobalInterest()
	 * @generated
	 * @ordered
	 */
	protected double globalInterest = GLOBAL_INTEREST_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected FireAlarmEventImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.FIRE_ALARM_EVENT;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getGlobalInterest() {
		return globalInterest;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGlobalInterest(double newGlobalInterest) {
		double oldGlobalInterest = globalInterest;
		globalInterest = newGlobalInterest;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.FIRE_ALARM_EVENT__GLOBAL_INTEREST, oldGlobalInterest, globalInterest));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ScenarioPackage.FIRE_ALARM_EVENT__GLOBAL_INTEREST:
				return getGlobalInterest();
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
			case ScenarioPackage.FIRE_ALARM_EVENT__GLOBAL_INTEREST:
				setGlobalInterest((Double)newValue);
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
			case ScenarioPackage.FIRE_ALARM_EVENT__GLOBAL_INTEREST:
				setGlobalInterest(GLOBAL_INTEREST_EDEFAULT);
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
			case ScenarioPackage.FIRE_ALARM_EVENT__GLOBAL_INTEREST:
				return globalInterest != GLOBAL_INTEREST_EDEFAULT;
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
		result.append(" (globalInterest: ");
		result.append(globalInterest);
		result.append(')');
		return result.toString();
	}

} //FireAlarmEventImpl
