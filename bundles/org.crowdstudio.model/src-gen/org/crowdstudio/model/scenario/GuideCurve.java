/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Guide Curve</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A guide curve (IF paper §5.1): the field follows its drawing direction.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.GuideCurve#getStyle <em>Style</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.GuideCurve#getMagnitude <em>Magnitude</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.GuideCurve#getInfluenceDistance <em>Influence Distance</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.GuideCurve#getPoints <em>Points</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGuideCurve()
 * @model
 * @generated
 */
public interface GuideCurve extends Identified {
	/**
	 * Returns the value of the '<em><b>Style</b></em>' attribute.
	 * The default value is <code>"POLYLINE"</code>.
	 * The literals are from the enumeration {@link org.crowdstudio.model.scenario.CurveStyle}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How it was drawn.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Style</em>' attribute.
	 * @see org.crowdstudio.model.scenario.CurveStyle
	 * @see #setStyle(CurveStyle)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGuideCurve_Style()
	 * @model default="POLYLINE"
	 * @generated
	 */
	CurveStyle getStyle();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.GuideCurve#getStyle <em>Style</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Style</em>' attribute.
	 * @see org.crowdstudio.model.scenario.CurveStyle
	 * @see #getStyle()
	 * @generated
	 */
	void setStyle(CurveStyle value);

	/**
	 * Returns the value of the '<em><b>Magnitude</b></em>' attribute.
	 * The default value is <code>"1.8"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Speed in m/s along the curve for velocity fields; ignored (1) for orientation fields.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Magnitude</em>' attribute.
	 * @see #setMagnitude(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGuideCurve_Magnitude()
	 * @model default="1.8"
	 * @generated
	 */
	double getMagnitude();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.GuideCurve#getMagnitude <em>Magnitude</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Magnitude</em>' attribute.
	 * @see #getMagnitude()
	 * @generated
	 */
	void setMagnitude(double value);

	/**
	 * Returns the value of the '<em><b>Influence Distance</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Distance in metres beyond which the curve is ignored; 0 is unlimited (the paper's behaviour).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Influence Distance</em>' attribute.
	 * @see #setInfluenceDistance(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGuideCurve_InfluenceDistance()
	 * @model default="0.0"
	 * @generated
	 */
	double getInfluenceDistance();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.GuideCurve#getInfluenceDistance <em>Influence Distance</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Influence Distance</em>' attribute.
	 * @see #getInfluenceDistance()
	 * @generated
	 */
	void setInfluenceDistance(double value);

	/**
	 * Returns the value of the '<em><b>Points</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.Vector2}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Points in the source's frame (m), at least 2, in drawing order.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Points</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGuideCurve_Points()
	 * @model containment="true"
	 * @generated
	 */
	EList<Vector2> getPoints();

} // GuideCurve
