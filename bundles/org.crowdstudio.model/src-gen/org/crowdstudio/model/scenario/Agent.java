/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Agent</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * An explicitly placed agent.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.Agent#getOrientation <em>Orientation</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Agent#isLoopGoals <em>Loop Goals</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Agent#getFriendshipAngle <em>Friendship Angle</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Agent#getMood <em>Mood</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Agent#getPreferredSpeed <em>Preferred Speed</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Agent#getProfile <em>Profile</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Agent#getPosition <em>Position</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Agent#getGoals <em>Goals</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAgent()
 * @model
 * @generated
 */
public interface Agent extends Named, FieldEmitter, FieldReceiver, LinkTarget, GraphNode {
	/**
	 * Returns the value of the '<em><b>Orientation</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Initial facing direction in radians, counter-clockwise from +x.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Orientation</em>' attribute.
	 * @see #setOrientation(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAgent_Orientation()
	 * @model default="0.0"
	 * @generated
	 */
	double getOrientation();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Agent#getOrientation <em>Orientation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Orientation</em>' attribute.
	 * @see #getOrientation()
	 * @generated
	 */
	void setOrientation(double value);

	/**
	 * Returns the value of the '<em><b>Loop Goals</b></em>' attribute.
	 * The default value is <code>"false"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Start again at the first goal after reaching the last.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Loop Goals</em>' attribute.
	 * @see #setLoopGoals(boolean)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAgent_LoopGoals()
	 * @model default="false"
	 * @generated
	 */
	boolean isLoopGoals();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Agent#isLoopGoals <em>Loop Goals</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Loop Goals</em>' attribute.
	 * @see #isLoopGoals()
	 * @generated
	 */
	void setLoopGoals(boolean value);

	/**
	 * Returns the value of the '<em><b>Friendship Angle</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Friendship base angle in radians, [0, 2π) (TA paper §4.1). Absent: drawn from the profile's distribution.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Friendship Angle</em>' attribute.
	 * @see #setFriendshipAngle(Double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAgent_FriendshipAngle()
	 * @model
	 * @generated
	 */
	Double getFriendshipAngle();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Agent#getFriendshipAngle <em>Friendship Angle</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Friendship Angle</em>' attribute.
	 * @see #getFriendshipAngle()
	 * @generated
	 */
	void setFriendshipAngle(Double value);

	/**
	 * Returns the value of the '<em><b>Mood</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Mood in [0, 1] (TA paper §4.3). Absent: drawn from the profile's distribution.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Mood</em>' attribute.
	 * @see #setMood(Double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAgent_Mood()
	 * @model
	 * @generated
	 */
	Double getMood();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Agent#getMood <em>Mood</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mood</em>' attribute.
	 * @see #getMood()
	 * @generated
	 */
	void setMood(Double value);

	/**
	 * Returns the value of the '<em><b>Preferred Speed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The agent's own preferred speed in m/s (VC paper SimSpeed, AF paper v_prop). Absent: the profile's.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Preferred Speed</em>' attribute.
	 * @see #setPreferredSpeed(Double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAgent_PreferredSpeed()
	 * @model
	 * @generated
	 */
	Double getPreferredSpeed();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Agent#getPreferredSpeed <em>Preferred Speed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Preferred Speed</em>' attribute.
	 * @see #getPreferredSpeed()
	 * @generated
	 */
	void setPreferredSpeed(Double value);

	/**
	 * Returns the value of the '<em><b>Profile</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The agent's behaviour profile.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Profile</em>' reference.
	 * @see #setProfile(BehaviourProfile)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAgent_Profile()
	 * @model required="true"
	 * @generated
	 */
	BehaviourProfile getProfile();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Agent#getProfile <em>Profile</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Profile</em>' reference.
	 * @see #getProfile()
	 * @generated
	 */
	void setProfile(BehaviourProfile value);

	/**
	 * Returns the value of the '<em><b>Position</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Start position in metres.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Position</em>' containment reference.
	 * @see #setPosition(Vector2)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAgent_Position()
	 * @model containment="true" required="true"
	 * @generated
	 */
	Vector2 getPosition();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Agent#getPosition <em>Position</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Position</em>' containment reference.
	 * @see #getPosition()
	 * @generated
	 */
	void setPosition(Vector2 value);

	/**
	 * Returns the value of the '<em><b>Goals</b></em>' reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.Place}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Goals in the order they are visited.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Goals</em>' reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAgent_Goals()
	 * @model
	 * @generated
	 */
	EList<Place> getGoals();

} // Agent
