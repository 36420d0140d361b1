/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Field Receiver</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * What can respond to an interaction field: an agent, a population or a profile.
 * <!-- end-model-doc -->
 *
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getFieldReceiver()
 * @model interface="true" abstract="true"
 * @generated
 */
public interface FieldReceiver extends EObject {
} // FieldReceiver
