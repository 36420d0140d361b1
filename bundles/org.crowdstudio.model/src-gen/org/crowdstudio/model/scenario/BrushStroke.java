/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Brush Stroke</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A brush stroke that adds its direction to nearby cells (AF paper §3.4, Algorithm 1).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.BrushStroke#getWeight <em>Weight</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.BrushStroke#getRange <em>Range</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.BrushStroke#getFalloff <em>Falloff</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.BrushStroke#getPoints <em>Points</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getBrushStroke()
 * @model
 * @generated
 */
public interface BrushStroke extends Identified {
	/**
	 * Returns the value of the '<em><b>Weight</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * μ in [0, 1].
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Weight</em>' attribute.
	 * @see #setWeight(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getBrushStroke_Weight()
	 * @model default="1.0"
	 * @generated
	 */
	double getWeight();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.BrushStroke#getWeight <em>Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Weight</em>' attribute.
	 * @see #getWeight()
	 * @generated
	 */
	void setWeight(double value);

	/**
	 * Returns the value of the '<em><b>Range</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ρ, reach in metres.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Range</em>' attribute.
	 * @see #setRange(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getBrushStroke_Range()
	 * @model default="1.0"
	 * @generated
	 */
	double getRange();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.BrushStroke#getRange <em>Range</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Range</em>' attribute.
	 * @see #getRange()
	 * @generated
	 */
	void setRange(double value);

	/**
	 * Returns the value of the '<em><b>Falloff</b></em>' attribute.
	 * The default value is <code>"1.5"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * φ, distance falloff exponent (eq. 5).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Falloff</em>' attribute.
	 * @see #setFalloff(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getBrushStroke_Falloff()
	 * @model default="1.5"
	 * @generated
	 */
	double getFalloff();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.BrushStroke#getFalloff <em>Falloff</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Falloff</em>' attribute.
	 * @see #getFalloff()
	 * @generated
	 */
	void setFalloff(double value);

	/**
	 * Returns the value of the '<em><b>Points</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.Vector2}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * World points (m), at least 2, in drawing order.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Points</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getBrushStroke_Points()
	 * @model containment="true"
	 * @generated
	 */
	EList<Vector2> getPoints();

} // BrushStroke
