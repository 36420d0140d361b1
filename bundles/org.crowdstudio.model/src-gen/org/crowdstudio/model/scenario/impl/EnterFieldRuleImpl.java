/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import org.crowdstudio.model.scenario.EnterFieldRule;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.ScenarioPackage;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Enter Field Rule</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.impl.EnterFieldRuleImpl#getDuration <em>Duration</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.EnterFieldRuleImpl#isThenIgnoreEntered <em>Then Ignore Entered</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.EnterFieldRuleImpl#getEntered <em>Entered</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.EnterFieldRuleImpl#getIgnored <em>Ignored</em>}</li>
 * </ul>
 *
 * @generated
 */
public class EnterFieldRuleImpl extends ActivationRuleImpl implements EnterFieldRule {
	/**
	 * The default value of the '{@link #getDuration() <em>Duration</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDuration()
	 * @generated
	 * @ordered
	 */
	protected static final double DURATION_EDEFAULT = 10.0;

	/**
	 * The cached value of the '{@link #getDuration() <em>Duration</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDuration()
	 * @generated
	 * @ordered
	 */
	protected double duration = DURATION_EDEFAULT;

	/**
	 * The default value of the '{@link #isThenIgnoreEntered() <em>Then Ignore Entered</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isThenIgnoreEntered()
	 * @generated
	 * @ordered
	 */
	protected static final boolean THEN_IGNORE_ENTERED_EDEFAULT = true;

	/**
	 * The cached value of the '{@link #isThenIgnoreEntered() <em>Then Ignore Entered</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isThenIgnoreEntered()
	 * @generated
	 * @ordered
	 */
	protected boolean thenIgnoreEntered = THEN_IGNORE_ENTERED_EDEFAULT;

	/**
	 * The cached value of the '{@link #getEntered() <em>Entered</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEntered()
	 * @generated
	 * @ordered
	 */
	protected InteractionField entered;

	/**
	 * The cached value of the '{@link #getIgnored() <em>Ignored</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIgnored()
	 * @generated
	 * @ordered
	 */
	protected InteractionField ignored;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected EnterFieldRuleImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.ENTER_FIELD_RULE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getDuration() {
		return duration;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDuration(double newDuration) {
		double oldDuration = duration;
		duration = newDuration;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.ENTER_FIELD_RULE__DURATION, oldDuration, duration));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isThenIgnoreEntered() {
		return thenIgnoreEntered;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setThenIgnoreEntered(boolean newThenIgnoreEntered) {
		boolean oldThenIgnoreEntered = thenIgnoreEntered;
		thenIgnoreEntered = newThenIgnoreEntered;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.ENTER_FIELD_RULE__THEN_IGNORE_ENTERED, oldThenIgnoreEntered, thenIgnoreEntered));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public InteractionField getEntered() {
		if (entered != null && entered.eIsProxy()) {
			InternalEObject oldEntered = (InternalEObject)entered;
			entered = (InteractionField)eResolveProxy(oldEntered);
			if (entered != oldEntered) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.ENTER_FIELD_RULE__ENTERED, oldEntered, entered));
			}
		}
		return entered;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public InteractionField basicGetEntered() {
		return entered;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setEntered(InteractionField newEntered) {
		InteractionField oldEntered = entered;
		entered = newEntered;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.ENTER_FIELD_RULE__ENTERED, oldEntered, entered));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public InteractionField getIgnored() {
		if (ignored != null && ignored.eIsProxy()) {
			InternalEObject oldIgnored = (InternalEObject)ignored;
			ignored = (InteractionField)eResolveProxy(oldIgnored);
			if (ignored != oldIgnored) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.ENTER_FIELD_RULE__IGNORED, oldIgnored, ignored));
			}
		}
		return ignored;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public InteractionField basicGetIgnored() {
		return ignored;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setIgnored(InteractionField newIgnored) {
		InteractionField oldIgnored = ignored;
		ignored = newIgnored;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.ENTER_FIELD_RULE__IGNORED, oldIgnored, ignored));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ScenarioPackage.ENTER_FIELD_RULE__DURATION:
				return getDuration();
			case ScenarioPackage.ENTER_FIELD_RULE__THEN_IGNORE_ENTERED:
				return isThenIgnoreEntered();
			case ScenarioPackage.ENTER_FIELD_RULE__ENTERED:
				if (resolve) return getEntered();
				return basicGetEntered();
			case ScenarioPackage.ENTER_FIELD_RULE__IGNORED:
				if (resolve) return getIgnored();
				return basicGetIgnored();
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
			case ScenarioPackage.ENTER_FIELD_RULE__DURATION:
				setDuration((Double)newValue);
				return;
			case ScenarioPackage.ENTER_FIELD_RULE__THEN_IGNORE_ENTERED:
				setThenIgnoreEntered((Boolean)newValue);
				return;
			case ScenarioPackage.ENTER_FIELD_RULE__ENTERED:
				setEntered((InteractionField)newValue);
				return;
			case ScenarioPackage.ENTER_FIELD_RULE__IGNORED:
				setIgnored((InteractionField)newValue);
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
			case ScenarioPackage.ENTER_FIELD_RULE__DURATION:
				setDuration(DURATION_EDEFAULT);
				return;
			case ScenarioPackage.ENTER_FIELD_RULE__THEN_IGNORE_ENTERED:
				setThenIgnoreEntered(THEN_IGNORE_ENTERED_EDEFAULT);
				return;
			case ScenarioPackage.ENTER_FIELD_RULE__ENTERED:
				setEntered((InteractionField)null);
				return;
			case ScenarioPackage.ENTER_FIELD_RULE__IGNORED:
				setIgnored((InteractionField)null);
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
			case ScenarioPackage.ENTER_FIELD_RULE__DURATION:
				return duration != DURATION_EDEFAULT;
			case ScenarioPackage.ENTER_FIELD_RULE__THEN_IGNORE_ENTERED:
				return thenIgnoreEntered != THEN_IGNORE_ENTERED_EDEFAULT;
			case ScenarioPackage.ENTER_FIELD_RULE__ENTERED:
				return entered != null;
			case ScenarioPackage.ENTER_FIELD_RULE__IGNORED:
				return ignored != null;
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
		result.append(" (duration: ");
		result.append(duration);
		result.append(", thenIgnoreEntered: ");
		result.append(thenIgnoreEntered);
		result.append(')');
		return result.toString();
	}

} //EnterFieldRuleImpl
