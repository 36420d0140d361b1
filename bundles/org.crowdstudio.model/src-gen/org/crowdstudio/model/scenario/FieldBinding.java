/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Field Binding</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Who emits a field and who responds to it (IF paper §3, §4.2). A receiver never perceives a field it emits itself.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.FieldBinding#getWeight <em>Weight</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.FieldBinding#getNearSourceGain <em>Near Source Gain</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.FieldBinding#getField <em>Field</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.FieldBinding#getSources <em>Sources</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.FieldBinding#getReceivers <em>Receivers</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.FieldBinding#getLinkedObject <em>Linked Object</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getFieldBinding()
 * @model
 * @generated
 */
public interface FieldBinding extends Identified {
	/**
	 * Returns the value of the '<em><b>Weight</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Weight w_j in the combination of fields (IF paper eq. 1); 0 mutes the binding.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Weight</em>' attribute.
	 * @see #setWeight(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getFieldBinding_Weight()
	 * @model default="1.0"
	 * @generated
	 */
	double getWeight();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.FieldBinding#getWeight <em>Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Weight</em>' attribute.
	 * @see #getWeight()
	 * @generated
	 */
	void setWeight(double value);

	/**
	 * Returns the value of the '<em><b>Near Source Gain</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How the weight grows as a receiver nears the source (IF paper §4.2): weight × nearSourceGain at the source, falling linearly to weight at the farthest reach of the field's domain. 1 keeps the weight constant; not used for the environment, which has no position.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Near Source Gain</em>' attribute.
	 * @see #setNearSourceGain(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getFieldBinding_NearSourceGain()
	 * @model default="1.0"
	 * @generated
	 */
	double getNearSourceGain();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.FieldBinding#getNearSourceGain <em>Near Source Gain</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Near Source Gain</em>' attribute.
	 * @see #getNearSourceGain()
	 * @generated
	 */
	void setNearSourceGain(double value);

	/**
	 * Returns the value of the '<em><b>Field</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The field.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Field</em>' reference.
	 * @see #setField(InteractionField)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getFieldBinding_Field()
	 * @model required="true"
	 * @generated
	 */
	InteractionField getField();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.FieldBinding#getField <em>Field</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Field</em>' reference.
	 * @see #getField()
	 * @generated
	 */
	void setField(InteractionField value);

	/**
	 * Returns the value of the '<em><b>Sources</b></em>' reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.FieldEmitter}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What emits it.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Sources</em>' reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getFieldBinding_Sources()
	 * @model
	 * @generated
	 */
	EList<FieldEmitter> getSources();

	/**
	 * Returns the value of the '<em><b>Receivers</b></em>' reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.FieldReceiver}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Who responds to it.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Receivers</em>' reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getFieldBinding_Receivers()
	 * @model
	 * @generated
	 */
	EList<FieldReceiver> getReceivers();

	/**
	 * Returns the value of the '<em><b>Linked Object</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The object a linked parameter measures against (distance or rotation link).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Linked Object</em>' reference.
	 * @see #setLinkedObject(LinkTarget)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getFieldBinding_LinkedObject()
	 * @model
	 * @generated
	 */
	LinkTarget getLinkedObject();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.FieldBinding#getLinkedObject <em>Linked Object</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Linked Object</em>' reference.
	 * @see #getLinkedObject()
	 * @generated
	 */
	void setLinkedObject(LinkTarget value);

} // FieldBinding
