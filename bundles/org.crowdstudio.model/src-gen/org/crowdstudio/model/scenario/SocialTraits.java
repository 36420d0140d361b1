/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Social Traits</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Distributions of the social traits of agents (TA paper §6, Table 1).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.SocialTraits#getFriendshipAngle <em>Friendship Angle</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SocialTraits#getMood <em>Mood</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSocialTraits()
 * @model
 * @generated
 */
public interface SocialTraits extends EObject {
	/**
	 * Returns the value of the '<em><b>Friendship Angle</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Friendship base angle in radians.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Friendship Angle</em>' containment reference.
	 * @see #setFriendshipAngle(Distribution)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSocialTraits_FriendshipAngle()
	 * @model containment="true"
	 * @generated
	 */
	Distribution getFriendshipAngle();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SocialTraits#getFriendshipAngle <em>Friendship Angle</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Friendship Angle</em>' containment reference.
	 * @see #getFriendshipAngle()
	 * @generated
	 */
	void setFriendshipAngle(Distribution value);

	/**
	 * Returns the value of the '<em><b>Mood</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Mood in [0, 1].
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Mood</em>' containment reference.
	 * @see #setMood(Distribution)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSocialTraits_Mood()
	 * @model containment="true"
	 * @generated
	 */
	Distribution getMood();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SocialTraits#getMood <em>Mood</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mood</em>' containment reference.
	 * @see #getMood()
	 * @generated
	 */
	void setMood(Distribution value);

} // SocialTraits
