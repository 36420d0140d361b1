/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Field Emitter</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * What can emit (be the source of) an interaction field: an agent, every agent of a population or profile, an obstacle, or the whole environment.
 * <!-- end-model-doc -->
 *
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getFieldEmitter()
 * @model interface="true" abstract="true"
 * @generated
 */
public interface FieldEmitter extends EObject {
} // FieldEmitter
