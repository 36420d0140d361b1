/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Relation</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * One entry e_ij of the relation matrix (VC paper §3.2): how strongly agent "from" wants to stay near agent "to".
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.Relation#getWeight <em>Weight</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Relation#getFrom <em>From</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Relation#getTo <em>To</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Relation#getFormation <em>Formation</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getRelation()
 * @model
 * @generated
 */
public interface Relation extends Identified {
	/**
	 * Returns the value of the '<em><b>Weight</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * e_ij in [0, 1].
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Weight</em>' attribute.
	 * @see #setWeight(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getRelation_Weight()
	 * @model default="1.0"
	 * @generated
	 */
	double getWeight();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Relation#getWeight <em>Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Weight</em>' attribute.
	 * @see #getWeight()
	 * @generated
	 */
	void setWeight(double value);

	/**
	 * Returns the value of the '<em><b>From</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Agent i.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>From</em>' reference.
	 * @see #setFrom(Agent)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getRelation_From()
	 * @model required="true"
	 * @generated
	 */
	Agent getFrom();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Relation#getFrom <em>From</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>From</em>' reference.
	 * @see #getFrom()
	 * @generated
	 */
	void setFrom(Agent value);

	/**
	 * Returns the value of the '<em><b>To</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Agent j.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>To</em>' reference.
	 * @see #setTo(Agent)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getRelation_To()
	 * @model required="true"
	 * @generated
	 */
	Agent getTo();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Relation#getTo <em>To</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>To</em>' reference.
	 * @see #getTo()
	 * @generated
	 */
	void setTo(Agent value);

	/**
	 * Returns the value of the '<em><b>Formation</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Shape of the connection; absent: isotropic.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Formation</em>' containment reference.
	 * @see #setFormation(FormationConstraint)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getRelation_Formation()
	 * @model containment="true"
	 * @generated
	 */
	FormationConstraint getFormation();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Relation#getFormation <em>Formation</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Formation</em>' containment reference.
	 * @see #getFormation()
	 * @generated
	 */
	void setFormation(FormationConstraint value);

} // Relation
