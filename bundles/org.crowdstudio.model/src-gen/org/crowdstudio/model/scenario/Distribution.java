/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Distribution</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A probability distribution of a real value, sampled with the scenario seed.
 * <!-- end-model-doc -->
 *
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getDistribution()
 * @model abstract="true"
 * @generated
 */
public interface Distribution extends EObject {
} // Distribution
