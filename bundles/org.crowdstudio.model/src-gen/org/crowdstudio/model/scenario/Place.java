/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Place</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A named place: a goal, exit, spawn area or area of interest.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.Place#getKind <em>Kind</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getPlace()
 * @model abstract="true"
 * @generated
 */
public interface Place extends Named, LinkTarget {
	/**
	 * Returns the value of the '<em><b>Kind</b></em>' attribute.
	 * The default value is <code>"GENERIC"</code>.
	 * The literals are from the enumeration {@link org.crowdstudio.model.scenario.PlaceKind}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What the place is for.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Kind</em>' attribute.
	 * @see org.crowdstudio.model.scenario.PlaceKind
	 * @see #setKind(PlaceKind)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getPlace_Kind()
	 * @model default="GENERIC"
	 * @generated
	 */
	PlaceKind getKind();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Place#getKind <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kind</em>' attribute.
	 * @see org.crowdstudio.model.scenario.PlaceKind
	 * @see #getKind()
	 * @generated
	 */
	void setKind(PlaceKind value);

} // Place
