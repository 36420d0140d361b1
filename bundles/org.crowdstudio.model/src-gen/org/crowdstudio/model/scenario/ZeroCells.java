/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Zero Cells</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Zero area painted on the grid: one text row per grid row, top row first, '#' painted and '.' not.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.ZeroCells#getRows <em>Rows</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getZeroCells()
 * @model
 * @generated
 */
public interface ZeroCells extends ZeroArea {
	/**
	 * Returns the value of the '<em><b>Rows</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Grid rows, each as long as the grid is wide.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rows</em>' attribute list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getZeroCells_Rows()
	 * @model unique="false"
	 * @generated
	 */
	EList<String> getRows();

} // ZeroCells
