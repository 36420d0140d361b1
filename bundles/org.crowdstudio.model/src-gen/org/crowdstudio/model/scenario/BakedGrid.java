/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Baked Grid</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A field sampled on its grid, one text row per grid row (top row first) so that a local edit stays a local diff. Each cell is "vx vy"; cells are separated by ";"; an empty cell is a hole.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.BakedGrid#getColumns <em>Columns</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.BakedGrid#getRows <em>Rows</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.BakedGrid#getCells <em>Cells</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getBakedGrid()
 * @model
 * @generated
 */
public interface BakedGrid extends EObject {
	/**
	 * Returns the value of the '<em><b>Columns</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Columns</em>' attribute.
	 * @see #setColumns(int)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getBakedGrid_Columns()
	 * @model default="0"
	 * @generated
	 */
	int getColumns();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.BakedGrid#getColumns <em>Columns</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Columns</em>' attribute.
	 * @see #getColumns()
	 * @generated
	 */
	void setColumns(int value);

	/**
	 * Returns the value of the '<em><b>Rows</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Rows</em>' attribute.
	 * @see #setRows(int)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getBakedGrid_Rows()
	 * @model default="0"
	 * @generated
	 */
	int getRows();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.BakedGrid#getRows <em>Rows</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rows</em>' attribute.
	 * @see #getRows()
	 * @generated
	 */
	void setRows(int value);

	/**
	 * Returns the value of the '<em><b>Cells</b></em>' attribute list.
	 * The list contents are of type {@link java.lang.String}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The grid rows.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Cells</em>' attribute list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getBakedGrid_Cells()
	 * @model unique="false"
	 * @generated
	 */
	EList<String> getCells();

} // BakedGrid
