/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Interaction Field</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * An interaction field definition (IF paper §4–5): a velocity or orientation field sketched in the source's frame (source at the origin, facing −y), possibly parametric through keyframes.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.InteractionField#getKind <em>Kind</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.InteractionField#getParameter <em>Parameter</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.InteractionField#getGridColumns <em>Grid Columns</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.InteractionField#getGridRows <em>Grid Rows</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.InteractionField#getIdwPower <em>Idw Power</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.InteractionField#getSamplingStep <em>Sampling Step</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.InteractionField#getBorderFalloff <em>Border Falloff</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.InteractionField#getDomain <em>Domain</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.InteractionField#getKeyframes <em>Keyframes</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getInteractionField()
 * @model
 * @generated
 */
public interface InteractionField extends Named {
	/**
	 * Returns the value of the '<em><b>Kind</b></em>' attribute.
	 * The default value is <code>"VELOCITY"</code>.
	 * The literals are from the enumeration {@link org.crowdstudio.model.scenario.FieldKind}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Velocity (m/s) or orientation (unit vectors).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Kind</em>' attribute.
	 * @see org.crowdstudio.model.scenario.FieldKind
	 * @see #setKind(FieldKind)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getInteractionField_Kind()
	 * @model default="VELOCITY"
	 * @generated
	 */
	FieldKind getKind();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.InteractionField#getKind <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kind</em>' attribute.
	 * @see org.crowdstudio.model.scenario.FieldKind
	 * @see #getKind()
	 * @generated
	 */
	void setKind(FieldKind value);

	/**
	 * Returns the value of the '<em><b>Parameter</b></em>' attribute.
	 * The default value is <code>"NONE"</code>.
	 * The literals are from the enumeration {@link org.crowdstudio.model.scenario.FieldParameter}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What the keyframes are indexed by.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Parameter</em>' attribute.
	 * @see org.crowdstudio.model.scenario.FieldParameter
	 * @see #setParameter(FieldParameter)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getInteractionField_Parameter()
	 * @model default="NONE"
	 * @generated
	 */
	FieldParameter getParameter();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.InteractionField#getParameter <em>Parameter</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Parameter</em>' attribute.
	 * @see org.crowdstudio.model.scenario.FieldParameter
	 * @see #getParameter()
	 * @generated
	 */
	void setParameter(FieldParameter value);

	/**
	 * Returns the value of the '<em><b>Grid Columns</b></em>' attribute.
	 * The default value is <code>"32"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Columns of the baked grid.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Grid Columns</em>' attribute.
	 * @see #setGridColumns(int)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getInteractionField_GridColumns()
	 * @model default="32"
	 * @generated
	 */
	int getGridColumns();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.InteractionField#getGridColumns <em>Grid Columns</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Grid Columns</em>' attribute.
	 * @see #getGridColumns()
	 * @generated
	 */
	void setGridColumns(int value);

	/**
	 * Returns the value of the '<em><b>Grid Rows</b></em>' attribute.
	 * The default value is <code>"32"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Rows of the baked grid.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Grid Rows</em>' attribute.
	 * @see #setGridRows(int)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getInteractionField_GridRows()
	 * @model default="32"
	 * @generated
	 */
	int getGridRows();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.InteractionField#getGridRows <em>Grid Rows</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Grid Rows</em>' attribute.
	 * @see #getGridRows()
	 * @generated
	 */
	void setGridRows(int value);

	/**
	 * Returns the value of the '<em><b>Idw Power</b></em>' attribute.
	 * The default value is <code>"1.9"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * κ, the decay power of inverse-distance weighting (IF paper eq. 2).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Idw Power</em>' attribute.
	 * @see #setIdwPower(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getInteractionField_IdwPower()
	 * @model default="1.9"
	 * @generated
	 */
	double getIdwPower();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.InteractionField#getIdwPower <em>Idw Power</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Idw Power</em>' attribute.
	 * @see #getIdwPower()
	 * @generated
	 */
	void setIdwPower(double value);

	/**
	 * Returns the value of the '<em><b>Sampling Step</b></em>' attribute.
	 * The default value is <code>"0.1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Arc length in metres between curve samples (IF paper §6).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Sampling Step</em>' attribute.
	 * @see #setSamplingStep(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getInteractionField_SamplingStep()
	 * @model default="0.1"
	 * @generated
	 */
	double getSamplingStep();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.InteractionField#getSamplingStep <em>Sampling Step</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Sampling Step</em>' attribute.
	 * @see #getSamplingStep()
	 * @generated
	 */
	void setSamplingStep(double value);

	/**
	 * Returns the value of the '<em><b>Border Falloff</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Width in metres over which the field fades out at the domain border; 0 is off (the paper's behaviour).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Border Falloff</em>' attribute.
	 * @see #setBorderFalloff(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getInteractionField_BorderFalloff()
	 * @model default="0.0"
	 * @generated
	 */
	double getBorderFalloff();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.InteractionField#getBorderFalloff <em>Border Falloff</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Border Falloff</em>' attribute.
	 * @see #getBorderFalloff()
	 * @generated
	 */
	void setBorderFalloff(double value);

	/**
	 * Returns the value of the '<em><b>Domain</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The domain in the source's frame.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Domain</em>' containment reference.
	 * @see #setDomain(Domain)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getInteractionField_Domain()
	 * @model containment="true" required="true"
	 * @generated
	 */
	Domain getDomain();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.InteractionField#getDomain <em>Domain</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Domain</em>' containment reference.
	 * @see #getDomain()
	 * @generated
	 */
	void setDomain(Domain value);

	/**
	 * Returns the value of the '<em><b>Keyframes</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.Keyframe}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Keyframes in increasing parameter value; exactly one for a field that is not parametric.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Keyframes</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getInteractionField_Keyframes()
	 * @model containment="true"
	 * @generated
	 */
	EList<Keyframe> getKeyframes();

} // InteractionField
