/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Formation Constraint</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The formation constraint of a connection (VC paper §3.4).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.FormationConstraint#getKind <em>Kind</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.FormationConstraint#getOffset <em>Offset</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.FormationConstraint#getOrientation <em>Orientation</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getFormationConstraint()
 * @model
 * @generated
 */
public interface FormationConstraint extends EObject {
	/**
	 * Returns the value of the '<em><b>Kind</b></em>' attribute.
	 * The default value is <code>"ISOTROPIC"</code>.
	 * The literals are from the enumeration {@link org.crowdstudio.model.scenario.FormationKind}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Kind</em>' attribute.
	 * @see org.crowdstudio.model.scenario.FormationKind
	 * @see #setKind(FormationKind)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getFormationConstraint_Kind()
	 * @model default="ISOTROPIC"
	 * @generated
	 */
	FormationKind getKind();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.FormationConstraint#getKind <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kind</em>' attribute.
	 * @see org.crowdstudio.model.scenario.FormationKind
	 * @see #getKind()
	 * @generated
	 */
	void setKind(FormationKind value);

	/**
	 * Returns the value of the '<em><b>Offset</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Preferred offset in metres.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Offset</em>' attribute.
	 * @see #setOffset(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getFormationConstraint_Offset()
	 * @model default="0.0"
	 * @generated
	 */
	double getOffset();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.FormationConstraint#getOffset <em>Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Offset</em>' attribute.
	 * @see #getOffset()
	 * @generated
	 */
	void setOffset(double value);

	/**
	 * Returns the value of the '<em><b>Orientation</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Orientation of the constraint in radians relative to the neighbour's heading.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Orientation</em>' attribute.
	 * @see #setOrientation(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getFormationConstraint_Orientation()
	 * @model default="0.0"
	 * @generated
	 */
	double getOrientation();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.FormationConstraint#getOrientation <em>Orientation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Orientation</em>' attribute.
	 * @see #getOrientation()
	 * @generated
	 */
	void setOrientation(double value);

} // FormationConstraint
