/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Uniform Distribution</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Uniform on [min, max].
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.UniformDistribution#getMin <em>Min</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.UniformDistribution#getMax <em>Max</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getUniformDistribution()
 * @model
 * @generated
 */
public interface UniformDistribution extends Distribution {
	/**
	 * Returns the value of the '<em><b>Min</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Min</em>' attribute.
	 * @see #setMin(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getUniformDistribution_Min()
	 * @model default="0.0"
	 * @generated
	 */
	double getMin();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.UniformDistribution#getMin <em>Min</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Min</em>' attribute.
	 * @see #getMin()
	 * @generated
	 */
	void setMin(double value);

	/**
	 * Returns the value of the '<em><b>Max</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Max</em>' attribute.
	 * @see #setMax(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getUniformDistribution_Max()
	 * @model default="1.0"
	 * @generated
	 */
	double getMax();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.UniformDistribution#getMax <em>Max</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max</em>' attribute.
	 * @see #getMax()
	 * @generated
	 */
	void setMax(double value);

} // UniformDistribution
