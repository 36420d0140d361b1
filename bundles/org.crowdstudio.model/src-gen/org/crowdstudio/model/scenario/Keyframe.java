/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Keyframe</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * One keyframe of a field: a parameter value and the sketch drawn for it (IF paper §4.4.1).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.Keyframe#getParameterValue <em>Parameter Value</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Keyframe#getDomain <em>Domain</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Keyframe#getSketch <em>Sketch</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Keyframe#getBakedGrid <em>Baked Grid</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getKeyframe()
 * @model
 * @generated
 */
public interface Keyframe extends Identified {
	/**
	 * Returns the value of the '<em><b>Parameter Value</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Value of the field parameter at this keyframe, in the parameter's unit.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Parameter Value</em>' attribute.
	 * @see #setParameterValue(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getKeyframe_ParameterValue()
	 * @model default="0.0"
	 * @generated
	 */
	double getParameterValue();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Keyframe#getParameterValue <em>Parameter Value</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Parameter Value</em>' attribute.
	 * @see #getParameterValue()
	 * @generated
	 */
	void setParameterValue(double value);

	/**
	 * Returns the value of the '<em><b>Domain</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * This keyframe's own domain; absent: the field's. Interpolated between keyframes.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Domain</em>' containment reference.
	 * @see #setDomain(Domain)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getKeyframe_Domain()
	 * @model containment="true"
	 * @generated
	 */
	Domain getDomain();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Keyframe#getDomain <em>Domain</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Domain</em>' containment reference.
	 * @see #getDomain()
	 * @generated
	 */
	void setDomain(Domain value);

	/**
	 * Returns the value of the '<em><b>Sketch</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What the artist drew.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Sketch</em>' containment reference.
	 * @see #setSketch(Sketch)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getKeyframe_Sketch()
	 * @model containment="true" required="true"
	 * @generated
	 */
	Sketch getSketch();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Keyframe#getSketch <em>Sketch</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Sketch</em>' containment reference.
	 * @see #getSketch()
	 * @generated
	 */
	void setSketch(Sketch value);

	/**
	 * Returns the value of the '<em><b>Baked Grid</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The field sampled on the grid, with the artist's per-cell edits. Absent: computed from the sketch.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Baked Grid</em>' containment reference.
	 * @see #setBakedGrid(BakedGrid)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getKeyframe_BakedGrid()
	 * @model containment="true"
	 * @generated
	 */
	BakedGrid getBakedGrid();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Keyframe#getBakedGrid <em>Baked Grid</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Baked Grid</em>' containment reference.
	 * @see #getBakedGrid()
	 * @generated
	 */
	void setBakedGrid(BakedGrid value);

} // Keyframe
