/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import org.crowdstudio.model.scenario.Distribution;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.SocialTraits;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Social Traits</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SocialTraitsImpl#getFriendshipAngle <em>Friendship Angle</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SocialTraitsImpl#getMood <em>Mood</em>}</li>
 * </ul>
 *
 * @generated
 */
public class SocialTraitsImpl extends MinimalEObjectImpl.Container implements SocialTraits {
	/**
	 * The cached value of the '{@link #getFriendshipAngle() <em>Friendship Angle</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFriendshipAngle()
	 * @generated
	 * @ordered
	 */
	protected Distribution friendshipAngle;

	/**
	 * The cached value of the '{@link #getMood() <em>Mood</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMood()
	 * @generated
	 * @ordered
	 */
	protected Distribution mood;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected SocialTraitsImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.SOCIAL_TRAITS;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Distribution getFriendshipAngle() {
		return friendshipAngle;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetFriendshipAngle(Distribution newFriendshipAngle, NotificationChain msgs) {
		Distribution oldFriendshipAngle = friendshipAngle;
		friendshipAngle = newFriendshipAngle;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.SOCIAL_TRAITS__FRIENDSHIP_ANGLE, oldFriendshipAngle, newFriendshipAngle);
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
	public void setFriendshipAngle(Distribution newFriendshipAngle) {
		if (newFriendshipAngle != friendshipAngle) {
			NotificationChain msgs = null;
			if (friendshipAngle != null)
				msgs = ((InternalEObject)friendshipAngle).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.SOCIAL_TRAITS__FRIENDSHIP_ANGLE, null, msgs);
			if (newFriendshipAngle != null)
				msgs = ((InternalEObject)newFriendshipAngle).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.SOCIAL_TRAITS__FRIENDSHIP_ANGLE, null, msgs);
			msgs = basicSetFriendshipAngle(newFriendshipAngle, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SOCIAL_TRAITS__FRIENDSHIP_ANGLE, newFriendshipAngle, newFriendshipAngle));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Distribution getMood() {
		return mood;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetMood(Distribution newMood, NotificationChain msgs) {
		Distribution oldMood = mood;
		mood = newMood;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.SOCIAL_TRAITS__MOOD, oldMood, newMood);
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
	public void setMood(Distribution newMood) {
		if (newMood != mood) {
			NotificationChain msgs = null;
			if (mood != null)
				msgs = ((InternalEObject)mood).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.SOCIAL_TRAITS__MOOD, null, msgs);
			if (newMood != null)
				msgs = ((InternalEObject)newMood).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.SOCIAL_TRAITS__MOOD, null, msgs);
			msgs = basicSetMood(newMood, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SOCIAL_TRAITS__MOOD, newMood, newMood));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case ScenarioPackage.SOCIAL_TRAITS__FRIENDSHIP_ANGLE:
				return basicSetFriendshipAngle(null, msgs);
			case ScenarioPackage.SOCIAL_TRAITS__MOOD:
				return basicSetMood(null, msgs);
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
			case ScenarioPackage.SOCIAL_TRAITS__FRIENDSHIP_ANGLE:
				return getFriendshipAngle();
			case ScenarioPackage.SOCIAL_TRAITS__MOOD:
				return getMood();
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
			case ScenarioPackage.SOCIAL_TRAITS__FRIENDSHIP_ANGLE:
				setFriendshipAngle((Distribution)newValue);
				return;
			case ScenarioPackage.SOCIAL_TRAITS__MOOD:
				setMood((Distribution)newValue);
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
			case ScenarioPackage.SOCIAL_TRAITS__FRIENDSHIP_ANGLE:
				setFriendshipAngle((Distribution)null);
				return;
			case ScenarioPackage.SOCIAL_TRAITS__MOOD:
				setMood((Distribution)null);
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
			case ScenarioPackage.SOCIAL_TRAITS__FRIENDSHIP_ANGLE:
				return friendshipAngle != null;
			case ScenarioPackage.SOCIAL_TRAITS__MOOD:
				return mood != null;
		}
		return super.eIsSet(featureID);
	}

} //SocialTraitsImpl
