/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Set Global Interest Event</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Sets GlobalInterest.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.SetGlobalInterestEvent#getValue <em>Value</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSetGlobalInterestEvent()
 * @model
 * @generated
 */
public interface SetGlobalInterestEvent extends TimelineEvent {
	/**
	 * Returns the value of the '<em><b>Value</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Value</em>' attribute.
	 * @see #setValue(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSetGlobalInterestEvent_Value()
	 * @model default="1.0"
	 * @generated
	 */
	double getValue();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SetGlobalInterestEvent#getValue <em>Value</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Value</em>' attribute.
	 * @see #getValue()
	 * @generated
	 */
	void setValue(double value);

} // SetGlobalInterestEvent
