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
 *   <li>{@link org.crowdstudio.model.scenario.impl.SocialSettingsImpl#getInterestRecoveryRate <em>Interest Recovery Rate</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SocialSettingsImpl#getGreetingDecayRate <em>Greeting Decay Rate</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SocialSettingsImpl#getTalkingDecayRate <em>Talking Decay Rate</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SocialSettingsImpl#getConversationEndDrop <em>Conversation End Drop</em>}</li>
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
	 * The default value of the '{@link #getInterestRecoveryRate() <em>Interest Recovery Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInterestRecoveryRate()
	 * @generated
	 * @ordered
	 */
	protected static final double INTEREST_RECOVERY_RATE_EDEFAULT = 0.1;

	/**
	 * The cached value of the '{@link #getInterestRecoveryRate() <em>Interest Recovery Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInterestRecoveryRate()
	 * @generated
	 * @ordered
	 */
	protected double interestRecoveryRate = INTEREST_RECOVERY_RATE_EDEFAULT;

	/**
	 * The default value of the '{@link #getGreetingDecayRate() <em>Greeting Decay Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGreetingDecayRate()
	 * @generated
	 * @ordered
	 */
	protected static final double GREETING_DECAY_RATE_EDEFAULT = 0.1;

	/**
	 * The cached value of the '{@link #getGreetingDecayRate() <em>Greeting Decay Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGreetingDecayRate()
	 * @generated
	 * @ordered
	 */
	protected double greetingDecayRate = GREETING_DECAY_RATE_EDEFAULT;

	/**
	 * The default value of the '{@link #getTalkingDecayRate() <em>Talking Decay Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTalkingDecayRate()
	 * @generated
	 * @ordered
	 */
	protected static final double TALKING_DECAY_RATE_EDEFAULT = 0.3;

	/**
	 * The cached value of the '{@link #getTalkingDecayRate() <em>Talking Decay Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTalkingDecayRate()
	 * @generated
	 * @ordered
	 */
	protected double talkingDecayRate = TALKING_DECAY_RATE_EDEFAULT;

	/**
	 * The default value of the '{@link #getConversationEndDrop() <em>Conversation End Drop</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getConversationEndDrop()
	 * @generated
	 * @ordered
	 */
	protected static final double CONVERSATION_END_DROP_EDEFAULT = 0.5;

	/**
	 * The cached value of the '{@link #getConversationEndDrop() <em>Conversation End Drop</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getConversationEndDrop()
	 * @generated
	 * @ordered
	 */
	protected double conversationEndDrop = CONVERSATION_END_DROP_EDEFAULT;

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
	public double getInterestRecoveryRate() {
		return interestRecoveryRate;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setInterestRecoveryRate(double newInterestRecoveryRate) {
		double oldInterestRecoveryRate = interestRecoveryRate;
		interestRecoveryRate = newInterestRecoveryRate;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SOCIAL_SETTINGS__INTEREST_RECOVERY_RATE, oldInterestRecoveryRate, interestRecoveryRate));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getGreetingDecayRate() {
		return greetingDecayRate;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGreetingDecayRate(double newGreetingDecayRate) {
		double oldGreetingDecayRate = greetingDecayRate;
		greetingDecayRate = newGreetingDecayRate;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SOCIAL_SETTINGS__GREETING_DECAY_RATE, oldGreetingDecayRate, greetingDecayRate));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getTalkingDecayRate() {
		return talkingDecayRate;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTalkingDecayRate(double newTalkingDecayRate) {
		double oldTalkingDecayRate = talkingDecayRate;
		talkingDecayRate = newTalkingDecayRate;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SOCIAL_SETTINGS__TALKING_DECAY_RATE, oldTalkingDecayRate, talkingDecayRate));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getConversationEndDrop() {
		return conversationEndDrop;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setConversationEndDrop(double newConversationEndDrop) {
		double oldConversationEndDrop = conversationEndDrop;
		conversationEndDrop = newConversationEndDrop;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SOCIAL_SETTINGS__CONVERSATION_END_DROP, oldConversationEndDrop, conversationEndDrop));
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
			case ScenarioPackage.SOCIAL_SETTINGS__INTEREST_RECOVERY_RATE:
				return getInterestRecoveryRate();
			case ScenarioPackage.SOCIAL_SETTINGS__GREETING_DECAY_RATE:
				return getGreetingDecayRate();
			case ScenarioPackage.SOCIAL_SETTINGS__TALKING_DECAY_RATE:
				return getTalkingDecayRate();
			case ScenarioPackage.SOCIAL_SETTINGS__CONVERSATION_END_DROP:
				return getConversationEndDrop();
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
			case ScenarioPackage.SOCIAL_SETTINGS__INTEREST_RECOVERY_RATE:
				setInterestRecoveryRate((Double)newValue);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__GREETING_DECAY_RATE:
				setGreetingDecayRate((Double)newValue);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__TALKING_DECAY_RATE:
				setTalkingDecayRate((Double)newValue);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__CONVERSATION_END_DROP:
				setConversationEndDrop((Double)newValue);
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
			case ScenarioPackage.SOCIAL_SETTINGS__INTEREST_RECOVERY_RATE:
				setInterestRecoveryRate(INTEREST_RECOVERY_RATE_EDEFAULT);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__GREETING_DECAY_RATE:
				setGreetingDecayRate(GREETING_DECAY_RATE_EDEFAULT);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__TALKING_DECAY_RATE:
				setTalkingDecayRate(TALKING_DECAY_RATE_EDEFAULT);
				return;
			case ScenarioPackage.SOCIAL_SETTINGS__CONVERSATION_END_DROP:
				setConversationEndDrop(CONVERSATION_END_DROP_EDEFAULT);
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
			case ScenarioPackage.SOCIAL_SETTINGS__INTEREST_RECOVERY_RATE:
				return interestRecoveryRate != INTEREST_RECOVERY_RATE_EDEFAULT;
			case ScenarioPackage.SOCIAL_SETTINGS__GREETING_DECAY_RATE:
				return greetingDecayRate != GREETING_DECAY_RATE_EDEFAULT;
			case ScenarioPackage.SOCIAL_SETTINGS__TALKING_DECAY_RATE:
				return talkingDecayRate != TALKING_DECAY_RATE_EDEFAULT;
			case ScenarioPackage.SOCIAL_SETTINGS__CONVERSATION_END_DROP:
				return conversationEndDrop != CONVERSATION_END_DROP_EDEFAULT;
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
		result.append(", interestRecoveryRate: ");
		result.append(interestRecoveryRate);
		result.append(", greetingDecayRate: ");
		result.append(greetingDecayRate);
		result.append(", talkingDecayRate: ");
		result.append(talkingDecayRate);
		result.append(", conversationEndDrop: ");
		result.append(conversationEndDrop);
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
