/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Behaviour Profile</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Body and steering of a kind of agent (IF paper §6.1 gives the defaults).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.BehaviourProfile#getRadius <em>Radius</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.BehaviourProfile#getMass <em>Mass</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.BehaviourProfile#getPreferredSpeed <em>Preferred Speed</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.BehaviourProfile#getMaxSpeed <em>Max Speed</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.BehaviourProfile#getColor <em>Color</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.BehaviourProfile#getPipeline <em>Pipeline</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.BehaviourProfile#getSocialTraits <em>Social Traits</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.BehaviourProfile#getGroupParameters <em>Group Parameters</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getBehaviourProfile()
 * @model
 * @generated
 */
public interface BehaviourProfile extends Named, FieldEmitter, FieldReceiver {
	/**
	 * Returns the value of the '<em><b>Radius</b></em>' attribute.
	 * The default value is <code>"0.3"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Body radius in metres.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Radius</em>' attribute.
	 * @see #setRadius(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getBehaviourProfile_Radius()
	 * @model default="0.3"
	 * @generated
	 */
	double getRadius();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.BehaviourProfile#getRadius <em>Radius</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Radius</em>' attribute.
	 * @see #getRadius()
	 * @generated
	 */
	void setRadius(double value);

	/**
	 * Returns the value of the '<em><b>Mass</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Mass; contact forces are per unit mass.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Mass</em>' attribute.
	 * @see #setMass(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getBehaviourProfile_Mass()
	 * @model default="1.0"
	 * @generated
	 */
	double getMass();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.BehaviourProfile#getMass <em>Mass</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mass</em>' attribute.
	 * @see #getMass()
	 * @generated
	 */
	void setMass(double value);

	/**
	 * Returns the value of the '<em><b>Preferred Speed</b></em>' attribute.
	 * The default value is <code>"1.3"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Preferred walking speed in m/s.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Preferred Speed</em>' attribute.
	 * @see #setPreferredSpeed(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getBehaviourProfile_PreferredSpeed()
	 * @model default="1.3"
	 * @generated
	 */
	double getPreferredSpeed();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.BehaviourProfile#getPreferredSpeed <em>Preferred Speed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Preferred Speed</em>' attribute.
	 * @see #getPreferredSpeed()
	 * @generated
	 */
	void setPreferredSpeed(double value);

	/**
	 * Returns the value of the '<em><b>Max Speed</b></em>' attribute.
	 * The default value is <code>"1.8"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Maximum speed in m/s; new and actual velocities are clamped to it.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Speed</em>' attribute.
	 * @see #setMaxSpeed(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getBehaviourProfile_MaxSpeed()
	 * @model default="1.8"
	 * @generated
	 */
	double getMaxSpeed();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.BehaviourProfile#getMaxSpeed <em>Max Speed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Speed</em>' attribute.
	 * @see #getMaxSpeed()
	 * @generated
	 */
	void setMaxSpeed(double value);

	/**
	 * Returns the value of the '<em><b>Color</b></em>' attribute.
	 * The default value is <code>"#4C78A8"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Colour in views, as #RRGGBB.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Color</em>' attribute.
	 * @see #setColor(String)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getBehaviourProfile_Color()
	 * @model default="#4C78A8"
	 * @generated
	 */
	String getColor();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.BehaviourProfile#getColor <em>Color</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Color</em>' attribute.
	 * @see #getColor()
	 * @generated
	 */
	void setColor(String value);

	/**
	 * Returns the value of the '<em><b>Pipeline</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The steering pipeline of agents with this profile.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Pipeline</em>' containment reference.
	 * @see #setPipeline(SteeringPipeline)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getBehaviourProfile_Pipeline()
	 * @model containment="true"
	 * @generated
	 */
	SteeringPipeline getPipeline();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.BehaviourProfile#getPipeline <em>Pipeline</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pipeline</em>' containment reference.
	 * @see #getPipeline()
	 * @generated
	 */
	void setPipeline(SteeringPipeline value);

	/**
	 * Returns the value of the '<em><b>Social Traits</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Distributions of friendship angle and mood (TA paper §6).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Social Traits</em>' containment reference.
	 * @see #setSocialTraits(SocialTraits)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getBehaviourProfile_SocialTraits()
	 * @model containment="true"
	 * @generated
	 */
	SocialTraits getSocialTraits();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.BehaviourProfile#getSocialTraits <em>Social Traits</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Social Traits</em>' containment reference.
	 * @see #getSocialTraits()
	 * @generated
	 */
	void setSocialTraits(SocialTraits value);

	/**
	 * Returns the value of the '<em><b>Group Parameters</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Velocity-connection parameters of agents with this profile (VC paper Table 2).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Group Parameters</em>' containment reference.
	 * @see #setGroupParameters(GroupParameters)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getBehaviourProfile_GroupParameters()
	 * @model containment="true"
	 * @generated
	 */
	GroupParameters getGroupParameters();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.BehaviourProfile#getGroupParameters <em>Group Parameters</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Group Parameters</em>' containment reference.
	 * @see #getGroupParameters()
	 * @generated
	 */
	void setGroupParameters(GroupParameters value);

} // BehaviourProfile
