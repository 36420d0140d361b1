/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Enter Field Rule</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * On first entering field X, a receiver ignores field Y for a while, then ignores X (the museum of IF paper §7.3).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.EnterFieldRule#getDuration <em>Duration</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.EnterFieldRule#isThenIgnoreEntered <em>Then Ignore Entered</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.EnterFieldRule#getEntered <em>Entered</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.EnterFieldRule#getIgnored <em>Ignored</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getEnterFieldRule()
 * @model
 * @generated
 */
public interface EnterFieldRule extends ActivationRule {
	/**
	 * Returns the value of the '<em><b>Duration</b></em>' attribute.
	 * The default value is <code>"10.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Seconds for which the ignored field stays ignored.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Duration</em>' attribute.
	 * @see #setDuration(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getEnterFieldRule_Duration()
	 * @model default="10.0"
	 * @generated
	 */
	double getDuration();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.EnterFieldRule#getDuration <em>Duration</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Duration</em>' attribute.
	 * @see #getDuration()
	 * @generated
	 */
	void setDuration(double value);

	/**
	 * Returns the value of the '<em><b>Then Ignore Entered</b></em>' attribute.
	 * The default value is <code>"true"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * After the duration, ignore the entered field and restore the other.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Then Ignore Entered</em>' attribute.
	 * @see #setThenIgnoreEntered(boolean)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getEnterFieldRule_ThenIgnoreEntered()
	 * @model default="true"
	 * @generated
	 */
	boolean isThenIgnoreEntered();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.EnterFieldRule#isThenIgnoreEntered <em>Then Ignore Entered</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Then Ignore Entered</em>' attribute.
	 * @see #isThenIgnoreEntered()
	 * @generated
	 */
	void setThenIgnoreEntered(boolean value);

	/**
	 * Returns the value of the '<em><b>Entered</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Field X, whose domain the receiver enters.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Entered</em>' reference.
	 * @see #setEntered(InteractionField)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getEnterFieldRule_Entered()
	 * @model required="true"
	 * @generated
	 */
	InteractionField getEntered();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.EnterFieldRule#getEntered <em>Entered</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Entered</em>' reference.
	 * @see #getEntered()
	 * @generated
	 */
	void setEntered(InteractionField value);

	/**
	 * Returns the value of the '<em><b>Ignored</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Field Y, ignored meanwhile.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Ignored</em>' reference.
	 * @see #setIgnored(InteractionField)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getEnterFieldRule_Ignored()
	 * @model required="true"
	 * @generated
	 */
	InteractionField getIgnored();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.EnterFieldRule#getIgnored <em>Ignored</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ignored</em>' reference.
	 * @see #getIgnored()
	 * @generated
	 */
	void setIgnored(InteractionField value);

} // EnterFieldRule
