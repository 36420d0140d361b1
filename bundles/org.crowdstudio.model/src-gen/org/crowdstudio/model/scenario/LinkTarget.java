/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Link Target</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * What a parametric field can be linked to: an agent, an obstacle or a place.
 * <!-- end-model-doc -->
 *
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getLinkTarget()
 * @model interface="true" abstract="true"
 * @generated
 */
public interface LinkTarget extends EObject {
} // LinkTarget
