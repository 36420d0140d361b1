/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.SocialSettings;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Social Settings</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SocialSettingsImpl#isEnabled <em>Enabled</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SocialSettingsImpl#getFirstConversation <em>First Conversation</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SocialSettingsImpl#getGreeting <em>Greeting</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SocialSettingsImpl#getTalkAgainAfter <em>Talk Again After</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SocialSettingsImpl#getSocialisingThreshold <em>Socialising Threshold</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SocialSettingsImpl#getNearDistance <em>Near Distance</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SocialSettingsImpl#getTalkDistance <em>Talk Distance</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SocialSettingsImpl#getShoulderOffset <em>Shoulder Offset</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SocialSettingsImpl#getPairWalkSlowdownCosine <em>Pair Walk Slowdown Cosine</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SocialSettingsImpl#getGlobalInterest <em>Global Interest</em>}</li>
 * </ul>
 *
 * @generated
 */
public class SocialSettingsImpl extends MinimalEObjectImpl.Container implements SocialSettings {
	/**
	 * The default value of the '{@link #isEnabled() <em>Enabled</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isEnabled()
	 * @generated
	 * @ordered
	 */
	protected static final boolean ENABLED_EDEFAULT = true;

	/**
	 * The cached value of the '{@link #isEnabled() <em>Enabled</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isEnabled()
	 * @generated
	 * @ordered
	 */
	protected boolean enabled = ENABLED_EDEFAULT;

	/**
	 * The default value of the '{@link #getFirstConversation() <em>First Conversation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFirstConversation()
	 * @generated
	 * @ordered
	 */
	protected static final double FIRST_CONVERSATION_EDEFAULT = 20.0;

	/**
	 * The cached value of the '{@link #getFirstConversation() <em>First Conversation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFirstConversation()
	 * @generated
	 * @ordered
	 */
	protected double firstConversation = FIRST_CONVERSATION_EDEFAULT;

	/**
	 * The default value of the '{@link #getGreeting() <em>Greeting</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGreeting()
	 * @generated
	 * @ordered
	 */
	protected static final double GREETING_EDEFAULT = 3.0;

	/**
	 * The cached value of the '{@link #getGreeting() <em>Greeting</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGreeting()
	 * @generated
	 * @ordered
	 */
	protected double greeting = GREETING_EDEFAULT;

	/**
	 * The default value of the '{@link #getTalkAgainAfter() <em>Talk Again After</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTalkAgainAfter()
	 * @generated
	 * @ordered
	 */
	protected static final double TALK_AGAIN_AFTER_EDEFAULT = 60.0;

	/**
	 * The cached value of the '{@link #getTalkAgainAfter() <em>Talk Again After</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTalkAgainAfter()
	 * @generated
	 * @ordered
	 */
	protected double talkAgainAfter = TALK_AGAIN_AFTER_EDEFAULT;

	/**
	 * The default value of the '{@link #getSocialisingThreshold() <em>Socialising Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSocialisingThreshold()
	 * @generated
	 * @ordered
	 */
	protected static final double SOCIALISING_THRESHOLD_EDEFAULT = 0.5;

	/**
	 * The cached value of the '{@link #getSocialisingThreshold() <em>Socialising Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSocialisingThreshold()
	 * @generated
	 * @ordered
	 */
	protected double socialisingThreshold = SOCIALISING_THRESHOLD_EDEFAULT;

	/**
	 * The default value of the '{@link #getNearDistance() <em>Near Distance</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNearDistance()
	 * @generated
	 * @ordered
	 */
	protected static final double NEAR_DISTANCE_EDEFAULT = 1.5;

	/**
	 * The cached value of the '{@link #getNearDistance() <em>Near Distance</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNearDistance()
	 * @generated
	 * @ordered
	 */
	protected double nearDistance = NEAR_DISTANCE_EDEFAULT;

	/**
	 * The default value of the '{@link #getTalkDistance() <em>Talk Distance</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTalkDistance()
	 * @generated
	 * @ordered
	 */
	protected static final double TALK_DISTANCE_EDEFAULT = 1.5;

	/**
	 * The cached value of the '{@link #getTalkDistance() <em>Talk Distance</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTalkDistance()
	 * @generated
	 * @ordered
	 */
	protected double talkDistance = TALK_DISTANCE_EDEFAULT;

	/**
	 * The default value of the '{@link #getShoulderOffset() <em>Shoulder Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getShoulderOffset()
	 * @generated
	 * @ordered
	 */
	protected static final double SHOULDER_OFFSET_EDEFAULT = 0.5;

	/**
	 * The cached value of the '{@link #getShoulderOffset() <em>Shoulder Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getShoulderOffset()
	 * @generated
	 * @ordered
	 */
	protected double shoulderOffset = SHOULDER_OFFSET_EDEFAULT;

	/**
	 * The default value of the '{@link #getPairWalkSlowdownCosine() <em>Pair Walk Slowdown Cosine</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPairWalkSlowdownCosine()
	 * @generated
	 * @ordered
	 */
	protected static final double PAIR_WALK_SLOWDOWN_COSINE_EDEFAULT = -0.1;

	/**
	 * The cached value of the '{@link #getPairWalkSlowdownCosine() <em>Pair Walk Slowdown Cosine</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPairWalkSlowdownCosine()
	 * @generated
	 * @ordered
	 */
	protected double pairWalkSlowdownCosine = PAIR_WALK_SLOWDOWN_COSINE_EDEFAULT;

	/**
	 * The default value of the '{@link #getGlobalInterest() <em>Global Interest</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGlobalInterest()
	 * @generated
	 * @ordered
	 */
	protected static final double GLOBAL_INTEREST_EDEFAULT = 1.0;

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
	protected SocialSettingsImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.SOCIAL_SETTINGS;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isEnabled() {
		return enabled;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setEnabled(boolean newEnabled) {
		boolean oldEnabled = enabled;
		enabled = newEnabled;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SOCIAL_SETTINGS__ENABLED, oldEnabled, enabled));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getFirstConversation() {
		return firstConversation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFirstConversation(double newFirstConversation) {
		double oldFirstConversation = firstConversation;
		firstConversation = newFirstConversation;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SOCIAL_SETTINGS__FIRST_CONVERSATION, oldFirstConversation, firstConversation));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getGreeting() {
		return greeting;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGreeting(double newGreeting) {
		double oldGreeting = greeting;
		greeting = newGreeting;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SOCIAL_SETTINGS__GREETING, oldGreeting, greeting));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getTalkAgainAfter() {
		return talkAgainAfter;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTalkAgainAfter(double newTalkAgainAfter) {
		double oldTalkAgainAfter = talkAgainAfter;
		talkAgainAfter = newTalkAgainAfter;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SOCIAL_SETTINGS__TALK_AGAIN_AFTER, oldTalkAgainAfter, talkAgainAfter));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getSocialisingThreshold() {
		return socialisingThreshold;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSocialisingThreshold(double newSocialisingThreshold) {
		double oldSocialisingThreshold = socialisingThreshold;
		socialisingThreshold = newSocialisingThreshold;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SOCIAL_SETTINGS__SOCIALISING_THRESHOLD, oldSocialisingThreshold, socialisingThreshold));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getNearDistance() {
		return nearDistance;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNearDistance(double newNearDistance) {
		double oldNearDistance = nearDistance;
		nearDistance = newNearDistance;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SOCIAL_SETTINGS__NEAR_DISTANCE, oldNearDistance, nearDistance));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getTalkDistance() {
		return talkDistance;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTalkDistance(double newTalkDistance) {
		double oldTalkDistance = talkDistance;
		talkDistance = newTalkDistance;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SOCIAL_SETTINGS__TALK_DISTANCE, oldTalkDistance, talkDistance));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getShoulderOffset() {
		return shoulderOffset;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setShoulderOffset(double newShoulderOffset) {
		double oldShoulderOffset = shoulderOffset;
		shoulderOffset = newShoulderOffset;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SOCIAL_SETTINGS__SHOULDER_OFFSET, oldShoulderOffset, shoulderOffset));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getPairWalkSlowdownCosine() {
		return pairWalkSlowdownCosine;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPairWalkSlowdownCosine(double newPairWalkSlowdownCosine) {
		double oldPairWalkSlowdownCosine = pairWalkSlowdownCosine;
		pairWalkSlowdownCosine = newPairWalkSlowdownCosine;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SOCIAL_SETTINGS__PAIR_WALK_SLOWDOWN_COSINE, oldPairWalkSlowdownCosine, pairWalkSlowdownCosine));
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
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SOCIAL_SETTINGS__GLOBAL_INTEREST, oldGlobalInterest, globalInterest));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ScenarioPackage.SOCIAL_SETTINGS__ENABLED:
				return isEnabled();
			case ScenarioPackage.SOCIAL_SETTINGS__FIRST_CONVERSATION:
				return getFirstConversation();
			case ScenarioPackage.SOCIAL_SETTINGS__GREETING:
				return getGreeting();
			case ScenarioPackage.SOCIAL_SETTINGS__TALK_AGAIN_AFTER:
				return getTalkAgainAfter();
			case ScenarioPackage.SOCIAL_SETTINGS__SOCIALISING_THRESHOLD:
				return getSocialisingThreshold();
			case ScenarioPackage.SOCIAL_SETTINGS__NEAR_DISTANCE:
				return getNearDistance();
			case ScenarioPackage.SOCIAL_SETTINGS__TALK_DISTANCE:
				return getTalkDistance();
			case ScenarioPackage.SOCIAL_SETTINGS__SHOULDER_OFFSET:
				return getShoulderOffset();
			case ScenarioPackage.SOCIAL_SETTINGS__PAIR_WALK_SLOWDOWN_COSINE:
				return getPairWalkSlowdownCosine();
			case ScenarioPackage.SOCIAL_SETTINGS__GLOBAL_INTEREST:
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
			case ScenarioPackage.SOCIAL_SETTINGS__ENABLED:
				setEnabled((Boolean)newValue);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__FIRST_CONVERSATION:
				setFirstConversation((Double)newValue);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__GREETING:
				setGreeting((Double)newValue);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__TALK_AGAIN_AFTER:
				setTalkAgainAfter((Double)newValue);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__SOCIALISING_THRESHOLD:
				setSocialisingThreshold((Double)newValue);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__NEAR_DISTANCE:
				setNearDistance((Double)newValue);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__TALK_DISTANCE:
				setTalkDistance((Double)newValue);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__SHOULDER_OFFSET:
				setShoulderOffset((Double)newValue);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__PAIR_WALK_SLOWDOWN_COSINE:
				setPairWalkSlowdownCosine((Double)newValue);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__GLOBAL_INTEREST:
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
			case ScenarioPackage.SOCIAL_SETTINGS__ENABLED:
				setEnabled(ENABLED_EDEFAULT);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__FIRST_CONVERSATION:
				setFirstConversation(FIRST_CONVERSATION_EDEFAULT);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__GREETING:
				setGreeting(GREETING_EDEFAULT);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__TALK_AGAIN_AFTER:
				setTalkAgainAfter(TALK_AGAIN_AFTER_EDEFAULT);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__SOCIALISING_THRESHOLD:
				setSocialisingThreshold(SOCIALISING_THRESHOLD_EDEFAULT);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__NEAR_DISTANCE:
				setNearDistance(NEAR_DISTANCE_EDEFAULT);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__TALK_DISTANCE:
				setTalkDistance(TALK_DISTANCE_EDEFAULT);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__SHOULDER_OFFSET:
				setShoulderOffset(SHOULDER_OFFSET_EDEFAULT);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__PAIR_WALK_SLOWDOWN_COSINE:
				setPairWalkSlowdownCosine(PAIR_WALK_SLOWDOWN_COSINE_EDEFAULT);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__GLOBAL_INTEREST:
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
			case ScenarioPackage.SOCIAL_SETTINGS__ENABLED:
				return enabled != ENABLED_EDEFAULT;
			case ScenarioPackage.SOCIAL_SETTINGS__FIRST_CONVERSATION:
				return firstConversation != FIRST_CONVERSATION_EDEFAULT;
			case ScenarioPackage.SOCIAL_SETTINGS__GREETING:
				return greeting != GREETING_EDEFAULT;
			case ScenarioPackage.SOCIAL_SETTINGS__TALK_AGAIN_AFTER:
				return talkAgainAfter != TALK_AGAIN_AFTER_EDEFAULT;
			case ScenarioPackage.SOCIAL_SETTINGS__SOCIALISING_THRESHOLD:
				return socialisingThreshold != SOCIALISING_THRESHOLD_EDEFAULT;
			case ScenarioPackage.SOCIAL_SETTINGS__NEAR_DISTANCE:
				return nearDistance != NEAR_DISTANCE_EDEFAULT;
			case ScenarioPackage.SOCIAL_SETTINGS__TALK_DISTANCE:
				return talkDistance != TALK_DISTANCE_EDEFAULT;
			case ScenarioPackage.SOCIAL_SETTINGS__SHOULDER_OFFSET:
				return shoulderOffset != SHOULDER_OFFSET_EDEFAULT;
			case ScenarioPackage.SOCIAL_SETTINGS__PAIR_WALK_SLOWDOWN_COSINE:
				return pairWalkSlowdownCosine != PAIR_WALK_SLOWDOWN_COSINE_EDEFAULT;
			case ScenarioPackage.SOCIAL_SETTINGS__GLOBAL_INTEREST:
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
		result.append(" (enabled: ");
		result.append(enabled);
		result.append(", firstConversation: ");
		result.append(firstConversation);
		result.append(", greeting: ");
		result.append(greeting);
		result.append(", talkAgainAfter: ");
		result.append(talkAgainAfter);
		result.append(", socialisingThreshold: ");
		result.append(socialisingThreshold);
		result.append(", nearDistance: ");
		result.append(nearDistance);
		result.append(", talkDistance: ");
		result.append(talkDistance);
		result.append(", shoulderOffset: ");
		result.append(shoulderOffset);
		result.append(", pairWalkSlowdownCosine: ");
		result.append(pairWalkSlowdownCosine);
		result.append(", globalInterest: ");
		result.append(globalInterest);
		result.append(')');
		return result.toString();
	}

} //SocialSettingsImpl
