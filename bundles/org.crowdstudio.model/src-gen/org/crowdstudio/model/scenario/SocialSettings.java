/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Social Settings</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The social layer of the transactional-analysis paper (§4–6): how long conversations last, the threshold and distances. The interest rates of eq. 4–8 are derived from the durations, for any time step.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.SocialSettings#isEnabled <em>Enabled</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SocialSettings#getFirstConversation <em>First Conversation</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SocialSettings#getGreeting <em>Greeting</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SocialSettings#getTalkAgainAfter <em>Talk Again After</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SocialSettings#getSocialisingThreshold <em>Socialising Threshold</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SocialSettings#getNearDistance <em>Near Distance</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SocialSettings#getTalkDistance <em>Talk Distance</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SocialSettings#getShoulderOffset <em>Shoulder Offset</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SocialSettings#getPairWalkSlowdownCosine <em>Pair Walk Slowdown Cosine</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SocialSettings#getGlobalInterest <em>Global Interest</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSocialSettings()
 * @model
 * @generated
 */
public interface SocialSettings extends EObject {
	/**
	 * Returns the value of the '<em><b>Enabled</b></em>' attribute.
	 * The default value is <code>"true"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Enabled</em>' attribute.
	 * @see #setEnabled(boolean)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSocialSettings_Enabled()
	 * @model default="true"
	 * @generated
	 */
	boolean isEnabled();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SocialSettings#isEnabled <em>Enabled</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Enabled</em>' attribute.
	 * @see #isEnabled()
	 * @generated
	 */
	void setEnabled(boolean value);

	/**
	 * Returns the value of the '<em><b>First Conversation</b></em>' attribute.
	 * The default value is <code>"20.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Seconds two best friends (the same friendship angle) in the best mood talk when they first meet; less close or less happy pairs talk less, down to a greeting. Sets how fast interest falls while talking (eq. 5).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>First Conversation</em>' attribute.
	 * @see #setFirstConversation(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSocialSettings_FirstConversation()
	 * @model default="20.0"
	 * @generated
	 */
	double getFirstConversation();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SocialSettings#getFirstConversation <em>First Conversation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>First Conversation</em>' attribute.
	 * @see #getFirstConversation()
	 * @generated
	 */
	void setFirstConversation(double value);

	/**
	 * Returns the value of the '<em><b>Greeting</b></em>' attribute.
	 * The default value is <code>"3.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The shortest conversation, in seconds: a pair that stops to talk at all talks at least this long, unless GlobalInterest falls to 0 or they lose each other.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Greeting</em>' attribute.
	 * @see #setGreeting(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSocialSettings_Greeting()
	 * @model default="3.0"
	 * @generated
	 */
	double getGreeting();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SocialSettings#getGreeting <em>Greeting</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Greeting</em>' attribute.
	 * @see #getGreeting()
	 * @generated
	 */
	void setGreeting(double value);

	/**
	 * Returns the value of the '<em><b>Talk Again After</b></em>' attribute.
	 * The default value is <code>"60.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Seconds a pair must be apart after a conversation before they talk again, briefly; after twice as long they talk as long as on first meeting. Sets how fast interest recovers (eq. 4) and fades between near agents who do not talk (eq. 6).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Talk Again After</em>' attribute.
	 * @see #setTalkAgainAfter(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSocialSettings_TalkAgainAfter()
	 * @model default="60.0"
	 * @generated
	 */
	double getTalkAgainAfter();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SocialSettings#getTalkAgainAfter <em>Talk Again After</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Talk Again After</em>' attribute.
	 * @see #getTalkAgainAfter()
	 * @generated
	 */
	void setTalkAgainAfter(double value);

	/**
	 * Returns the value of the '<em><b>Socialising Threshold</b></em>' attribute.
	 * The default value is <code>"0.5"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Agents socialise while the social reward exceeds this (§4.4).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Socialising Threshold</em>' attribute.
	 * @see #setSocialisingThreshold(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSocialSettings_SocialisingThreshold()
	 * @model default="0.5"
	 * @generated
	 */
	double getSocialisingThreshold();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SocialSettings#getSocialisingThreshold <em>Socialising Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Socialising Threshold</em>' attribute.
	 * @see #getSocialisingThreshold()
	 * @generated
	 */
	void setSocialisingThreshold(double value);

	/**
	 * Returns the value of the '<em><b>Near Distance</b></em>' attribute.
	 * The default value is <code>"1.5"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Metres within which two agents are near.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Near Distance</em>' attribute.
	 * @see #setNearDistance(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSocialSettings_NearDistance()
	 * @model default="1.5"
	 * @generated
	 */
	double getNearDistance();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SocialSettings#getNearDistance <em>Near Distance</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Near Distance</em>' attribute.
	 * @see #getNearDistance()
	 * @generated
	 */
	void setNearDistance(double value);

	/**
	 * Returns the value of the '<em><b>Talk Distance</b></em>' attribute.
	 * The default value is <code>"1.5"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Formation nucleus radius in metres: stop-and-talk partners stand within it (eq. 10).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Talk Distance</em>' attribute.
	 * @see #setTalkDistance(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSocialSettings_TalkDistance()
	 * @model default="1.5"
	 * @generated
	 */
	double getTalkDistance();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SocialSettings#getTalkDistance <em>Talk Distance</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Talk Distance</em>' attribute.
	 * @see #getTalkDistance()
	 * @generated
	 */
	void setTalkDistance(double value);

	/**
	 * Returns the value of the '<em><b>Shoulder Offset</b></em>' attribute.
	 * The default value is <code>"0.5"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Sideways offset in metres of the non-dominant pair walker (§5.2, Fig. 7).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Shoulder Offset</em>' attribute.
	 * @see #setShoulderOffset(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSocialSettings_ShoulderOffset()
	 * @model default="0.5"
	 * @generated
	 */
	double getShoulderOffset();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SocialSettings#getShoulderOffset <em>Shoulder Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Shoulder Offset</em>' attribute.
	 * @see #getShoulderOffset()
	 * @generated
	 */
	void setShoulderOffset(double value);

	/**
	 * Returns the value of the '<em><b>Pair Walk Slowdown Cosine</b></em>' attribute.
	 * The default value is <code>"-0.1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Above this cosine the front pair walker keeps full speed (§5.2, Fig. 6).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Pair Walk Slowdown Cosine</em>' attribute.
	 * @see #setPairWalkSlowdownCosine(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSocialSettings_PairWalkSlowdownCosine()
	 * @model default="-0.1"
	 * @generated
	 */
	double getPairWalkSlowdownCosine();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SocialSettings#getPairWalkSlowdownCosine <em>Pair Walk Slowdown Cosine</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pair Walk Slowdown Cosine</em>' attribute.
	 * @see #getPairWalkSlowdownCosine()
	 * @generated
	 */
	void setPairWalkSlowdownCosine(double value);

	/**
	 * Returns the value of the '<em><b>Global Interest</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Initial GlobalInterest (eq. 9); the timeline may key it.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Global Interest</em>' attribute.
	 * @see #setGlobalInterest(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSocialSettings_GlobalInterest()
	 * @model default="1.0"
	 * @generated
	 */
	double getGlobalInterest();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SocialSettings#getGlobalInterest <em>Global Interest</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Global Interest</em>' attribute.
	 * @see #getGlobalInterest()
	 * @generated
	 */
	void setGlobalInterest(double value);

} // SocialSettings
