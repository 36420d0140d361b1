/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Activation Rule</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A rule that switches fields on or off for receivers over time.
 * <!-- end-model-doc -->
 *
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getActivationRule()
 * @model abstract="true"
 * @generated
 */
public interface ActivationRule extends Identified {
} // ActivationRule
