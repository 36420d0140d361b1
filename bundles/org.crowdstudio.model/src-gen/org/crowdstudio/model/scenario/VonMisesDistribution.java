/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Von Mises Distribution</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Von Mises distribution of an angle in radians: friendship angles clustered around a mean (TA paper §6, "lots of friends").
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.VonMisesDistribution#getMean <em>Mean</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.VonMisesDistribution#getConcentration <em>Concentration</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getVonMisesDistribution()
 * @model
 * @generated
 */
public interface VonMisesDistribution extends Distribution {
	/**
	 * Returns the value of the '<em><b>Mean</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Mean angle in radians.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Mean</em>' attribute.
	 * @see #setMean(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getVonMisesDistribution_Mean()
	 * @model default="0.0"
	 * @generated
	 */
	double getMean();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.VonMisesDistribution#getMean <em>Mean</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mean</em>' attribute.
	 * @see #getMean()
	 * @generated
	 */
	void setMean(double value);

	/**
	 * Returns the value of the '<em><b>Concentration</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * κ ≥ 0; 0 is uniform on the circle, larger is tighter.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Concentration</em>' attribute.
	 * @see #setConcentration(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getVonMisesDistribution_Concentration()
	 * @model default="1.0"
	 * @generated
	 */
	double getConcentration();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.VonMisesDistribution#getConcentration <em>Concentration</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Concentration</em>' attribute.
	 * @see #getConcentration()
	 * @generated
	 */
	void setConcentration(double value);

} // VonMisesDistribution
