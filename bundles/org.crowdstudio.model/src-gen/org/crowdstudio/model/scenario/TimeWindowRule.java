/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Time Window Rule</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The field is active only between start and end.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.TimeWindowRule#getStart <em>Start</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.TimeWindowRule#getEnd <em>End</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.TimeWindowRule#getField <em>Field</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getTimeWindowRule()
 * @model
 * @generated
 */
public interface TimeWindowRule extends ActivationRule {
	/**
	 * Returns the value of the '<em><b>Start</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Seconds.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Start</em>' attribute.
	 * @see #setStart(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getTimeWindowRule_Start()
	 * @model default="0.0"
	 * @generated
	 */
	double getStart();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.TimeWindowRule#getStart <em>Start</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Start</em>' attribute.
	 * @see #getStart()
	 * @generated
	 */
	void setStart(double value);

	/**
	 * Returns the value of the '<em><b>End</b></em>' attribute.
	 * The default value is <code>"60.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Seconds; after start.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>End</em>' attribute.
	 * @see #setEnd(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getTimeWindowRule_End()
	 * @model default="60.0"
	 * @generated
	 */
	double getEnd();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.TimeWindowRule#getEnd <em>End</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>End</em>' attribute.
	 * @see #getEnd()
	 * @generated
	 */
	void setEnd(double value);

	/**
	 * Returns the value of the '<em><b>Field</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The field.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Field</em>' reference.
	 * @see #setField(InteractionField)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getTimeWindowRule_Field()
	 * @model required="true"
	 * @generated
	 */
	InteractionField getField();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.TimeWindowRule#getField <em>Field</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Field</em>' reference.
	 * @see #getField()
	 * @generated
	 */
	void setField(InteractionField value);

} // TimeWindowRule
