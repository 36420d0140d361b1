/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Domain</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Where a field is defined, in the source's frame (metres).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.Domain#getCenter <em>Center</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getDomain()
 * @model abstract="true"
 * @generated
 */
public interface Domain extends EObject {
	/**
	 * Returns the value of the '<em><b>Center</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Centre of the domain relative to the source; absent: the source position.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Center</em>' containment reference.
	 * @see #setCenter(Vector2)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getDomain_Center()
	 * @model containment="true"
	 * @generated
	 */
	Vector2 getCenter();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Domain#getCenter <em>Center</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Center</em>' containment reference.
	 * @see #getCenter()
	 * @generated
	 */
	void setCenter(Vector2 value);

} // Domain
