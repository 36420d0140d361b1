/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Anisotropic Field</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * An anisotropic field (AF paper §3): per-cell distributions of walking direction over the environment, sketched with brush strokes or learned from trajectories.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.AnisotropicField#getCellSize <em>Cell Size</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.AnisotropicField#getColumns <em>Columns</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.AnisotropicField#getRows <em>Rows</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.AnisotropicField#getDirectionBins <em>Direction Bins</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.AnisotropicField#getInertia <em>Inertia</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.AnisotropicField#getAcceleration <em>Acceleration</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.AnisotropicField#getGain <em>Gain</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.AnisotropicField#getSpeedRelaxation <em>Speed Relaxation</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.AnisotropicField#getOrigin <em>Origin</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.AnisotropicField#getPreferredSpeed <em>Preferred Speed</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.AnisotropicField#getStrokes <em>Strokes</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.AnisotropicField#getTrajectorySets <em>Trajectory Sets</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.AnisotropicField#getDistributions <em>Distributions</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAnisotropicField()
 * @model
 * @generated
 */
public interface AnisotropicField extends Named {
	/**
	 * Returns the value of the '<em><b>Cell Size</b></em>' attribute.
	 * The default value is <code>"0.1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Cell edge in metres (§5).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Cell Size</em>' attribute.
	 * @see #setCellSize(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAnisotropicField_CellSize()
	 * @model default="0.1"
	 * @generated
	 */
	double getCellSize();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.AnisotropicField#getCellSize <em>Cell Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cell Size</em>' attribute.
	 * @see #getCellSize()
	 * @generated
	 */
	void setCellSize(double value);

	/**
	 * Returns the value of the '<em><b>Columns</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Columns</em>' attribute.
	 * @see #setColumns(int)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAnisotropicField_Columns()
	 * @model default="0"
	 * @generated
	 */
	int getColumns();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.AnisotropicField#getColumns <em>Columns</em>}' attribute.
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
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAnisotropicField_Rows()
	 * @model default="0"
	 * @generated
	 */
	int getRows();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.AnisotropicField#getRows <em>Rows</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rows</em>' attribute.
	 * @see #getRows()
	 * @generated
	 */
	void setRows(int value);

	/**
	 * Returns the value of the '<em><b>Direction Bins</b></em>' attribute.
	 * The default value is <code>"16"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * k, the number of direction bins per cell.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Direction Bins</em>' attribute.
	 * @see #setDirectionBins(int)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAnisotropicField_DirectionBins()
	 * @model default="16"
	 * @generated
	 */
	int getDirectionBins();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.AnisotropicField#getDirectionBins <em>Direction Bins</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Direction Bins</em>' attribute.
	 * @see #getDirectionBins()
	 * @generated
	 */
	void setDirectionBins(int value);

	/**
	 * Returns the value of the '<em><b>Inertia</b></em>' attribute.
	 * The default value is <code>"2.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * δ, behaviour inertia exponent (eq. 4).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Inertia</em>' attribute.
	 * @see #setInertia(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAnisotropicField_Inertia()
	 * @model default="2.0"
	 * @generated
	 */
	double getInertia();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.AnisotropicField#getInertia <em>Inertia</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Inertia</em>' attribute.
	 * @see #getInertia()
	 * @generated
	 */
	void setInertia(double value);

	/**
	 * Returns the value of the '<em><b>Acceleration</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ρ, magnitude of the AF acceleration in m/s² (eq. 1).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Acceleration</em>' attribute.
	 * @see #setAcceleration(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAnisotropicField_Acceleration()
	 * @model default="1.0"
	 * @generated
	 */
	double getAcceleration();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.AnisotropicField#getAcceleration <em>Acceleration</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Acceleration</em>' attribute.
	 * @see #getAcceleration()
	 * @generated
	 */
	void setAcceleration(double value);

	/**
	 * Returns the value of the '<em><b>Gain</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * k_AF, gain of the AF acceleration (eq. 2).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Gain</em>' attribute.
	 * @see #setGain(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAnisotropicField_Gain()
	 * @model default="1.0"
	 * @generated
	 */
	double getGain();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.AnisotropicField#getGain <em>Gain</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Gain</em>' attribute.
	 * @see #getGain()
	 * @generated
	 */
	void setGain(double value);

	/**
	 * Returns the value of the '<em><b>Speed Relaxation</b></em>' attribute.
	 * The default value is <code>"0.1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * l in [0, 1], relaxation towards the preferred speed (eq. 3).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Speed Relaxation</em>' attribute.
	 * @see #setSpeedRelaxation(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAnisotropicField_SpeedRelaxation()
	 * @model default="0.1"
	 * @generated
	 */
	double getSpeedRelaxation();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.AnisotropicField#getSpeedRelaxation <em>Speed Relaxation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Speed Relaxation</em>' attribute.
	 * @see #getSpeedRelaxation()
	 * @generated
	 */
	void setSpeedRelaxation(double value);

	/**
	 * Returns the value of the '<em><b>Origin</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * World position of the lower-left corner of the grid (m).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Origin</em>' containment reference.
	 * @see #setOrigin(Vector2)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAnisotropicField_Origin()
	 * @model containment="true"
	 * @generated
	 */
	Vector2 getOrigin();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.AnisotropicField#getOrigin <em>Origin</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Origin</em>' containment reference.
	 * @see #getOrigin()
	 * @generated
	 */
	void setOrigin(Vector2 value);

	/**
	 * Returns the value of the '<em><b>Preferred Speed</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Per-agent v_prop in m/s (§5: uniform 1–2).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Preferred Speed</em>' containment reference.
	 * @see #setPreferredSpeed(Distribution)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAnisotropicField_PreferredSpeed()
	 * @model containment="true"
	 * @generated
	 */
	Distribution getPreferredSpeed();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.AnisotropicField#getPreferredSpeed <em>Preferred Speed</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Preferred Speed</em>' containment reference.
	 * @see #getPreferredSpeed()
	 * @generated
	 */
	void setPreferredSpeed(Distribution value);

	/**
	 * Returns the value of the '<em><b>Strokes</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.BrushStroke}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Brush strokes (§3.4).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Strokes</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAnisotropicField_Strokes()
	 * @model containment="true"
	 * @generated
	 */
	EList<BrushStroke> getStrokes();

	/**
	 * Returns the value of the '<em><b>Trajectory Sets</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.TrajectorySet}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Trajectories the field is learned from (§3.5).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Trajectory Sets</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAnisotropicField_TrajectorySets()
	 * @model containment="true"
	 * @generated
	 */
	EList<TrajectorySet> getTrajectorySets();

	/**
	 * Returns the value of the '<em><b>Distributions</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The per-cell distributions: one text row per grid row, cells separated by ";", k probabilities per cell. Absent: computed from strokes and trajectories.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Distributions</em>' containment reference.
	 * @see #setDistributions(BakedGrid)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getAnisotropicField_Distributions()
	 * @model containment="true"
	 * @generated
	 */
	BakedGrid getDistributions();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.AnisotropicField#getDistributions <em>Distributions</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Distributions</em>' containment reference.
	 * @see #getDistributions()
	 * @generated
	 */
	void setDistributions(BakedGrid value);

} // AnisotropicField
