/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Fire Alarm Event</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Fire alarm (TA paper §7.3): GlobalInterest drops and every agent heads to its nearest exit.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.FireAlarmEvent#getGlobalInterest <em>Global Interest</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getFireAlarmEvent()
 * @model
 * @generated
 */
public interface FireAlarmEvent extends TimelineEvent {
	/**
	 * Returns the value of the '<em><b>Global Interest</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Global Interest</em>' attribute.
	 * @see #setGlobalInterest(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getFireAlarmEvent_GlobalInterest()
	 * @model default="0.0"
	 * @generated
	 */
	double getGlobalInterest();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.FireAlarmEvent#getGlobalInterest <em>Global Interest</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Global Interest</em>' attribute.
	 * @see #getGlobalInterest()
	 * @generated
	 */
	void setGlobalInterest(double value);

} // FireAlarmEvent
