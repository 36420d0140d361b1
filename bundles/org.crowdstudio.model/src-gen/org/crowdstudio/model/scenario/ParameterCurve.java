/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Parameter Curve</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A global value keyed over time, linearly interpolated and held before the first and after the last key.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.ParameterCurve#getParameter <em>Parameter</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.ParameterCurve#getKeys <em>Keys</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getParameterCurve()
 * @model
 * @generated
 */
public interface ParameterCurve extends Identified {
	/**
	 * Returns the value of the '<em><b>Parameter</b></em>' attribute.
	 * The default value is <code>"globalInterest"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The global value keyed.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Parameter</em>' attribute.
	 * @see #setParameter(String)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getParameterCurve_Parameter()
	 * @model default="globalInterest"
	 * @generated
	 */
	String getParameter();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.ParameterCurve#getParameter <em>Parameter</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Parameter</em>' attribute.
	 * @see #getParameter()
	 * @generated
	 */
	void setParameter(String value);

	/**
	 * Returns the value of the '<em><b>Keys</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.TimeKey}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Keys in increasing time.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Keys</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getParameterCurve_Keys()
	 * @model containment="true"
	 * @generated
	 */
	EList<TimeKey> getKeys();

} // ParameterCurve
