/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Algorithm Settings</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A steering algorithm and its parameter values, stored generically so plug-in algorithms need no model change; values are validated against the parameters the algorithm declares.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.AlgorithmSettings#getAlgorithmId <em>Algorithm Id</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.AlgorithmSettings#getParameters <em>Parameters</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAlgorithmSettings()
 * @model
 * @generated
 */
public interface AlgorithmSettings extends EObject {
	/**
	 * Returns the value of the '<em><b>Algorithm Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Identifier of the algorithm, e.g. "orca" or a plug-in's own id.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Algorithm Id</em>' attribute.
	 * @see #setAlgorithmId(String)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAlgorithmSettings_AlgorithmId()
	 * @model
	 * @generated
	 */
	String getAlgorithmId();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.AlgorithmSettings#getAlgorithmId <em>Algorithm Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Algorithm Id</em>' attribute.
	 * @see #getAlgorithmId()
	 * @generated
	 */
	void setAlgorithmId(String value);

	/**
	 * Returns the value of the '<em><b>Parameters</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.ParameterValue}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Values that differ from the algorithm's defaults.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Parameters</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAlgorithmSettings_Parameters()
	 * @model containment="true"
	 * @generated
	 */
	EList<ParameterValue> getParameters();

} // AlgorithmSettings
