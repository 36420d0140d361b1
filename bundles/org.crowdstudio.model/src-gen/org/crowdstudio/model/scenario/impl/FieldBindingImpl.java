/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import java.util.Collection;

import org.crowdstudio.model.scenario.FieldBinding;
import org.crowdstudio.model.scenario.FieldEmitter;
import org.crowdstudio.model.scenario.FieldReceiver;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.LinkTarget;
import org.crowdstudio.model.scenario.ScenarioPackage;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectResolvingEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Field Binding</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.impl.FieldBindingImpl#getWeight <em>Weight</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.FieldBindingImpl#getNearSourceGain <em>Near Source Gain</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.FieldBindingImpl#getField <em>Field</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.FieldBindingImpl#getSources <em>Sources</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.FieldBindingImpl#getReceivers <em>Receivers</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.FieldBindingImpl#getLinkedObject <em>Linked Object</em>}</li>
 * </ul>
 *
 * @generated
 */
public class FieldBindingImpl extends IdentifiedImpl implements FieldBinding {
	/**
	 * The default value of the '{@link #getWeight() <em>Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWeight()
	 * @generated
	 * @ordered
	 */
	protected static final double WEIGHT_EDEFAULT = 1.0;

	/**
	 * The cached value of the '{@link #getWeight() <em>Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWeight()
	 * @generated
	 * @ordered
	 */
	protected double weight = WEIGHT_EDEFAULT;

	/**
	 * The default value of the '{@link #getNearSourceGain() <em>Near Source Gain</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNearSourceGain()
	 * @generated
	 * @ordered
	 */
	protected static final double NEAR_SOURCE_GAIN_EDEFAULT = 1.0;

	/**
	 * The cached value of the '{@link #getNearSourceGain() <em>Near Source Gain</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNearSourceGain()
	 * @generated
	 * @ordered
	 */
	protected double nearSourceGain = NEAR_SOURCE_GAIN_EDEFAULT;

	/**
	 * The cached value of the '{@link #getField() <em>Field</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getField()
	 * @generated
	 * @ordered
	 */
	protected InteractionField field;

	/**
	 * The cached value of the '{@link #getSources() <em>Sources</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSources()
	 * @generated
	 * @ordered
	 */
	protected EList<FieldEmitter> sources;

	/**
	 * The cached value of the '{@link #getReceivers() <em>Receivers</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReceivers()
	 * @generated
	 * @ordered
	 */
	protected EList<FieldReceiver> receivers;

	/**
	 * The cached value of the '{@link #getLinkedObject() <em>Linked Object</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLinkedObject()
	 * @generated
	 * @ordered
	 */
	protected LinkTarget linkedObject;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected FieldBindingImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.FIELD_BINDING;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getWeight() {
		return weight;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWeight(double newWeight) {
		double oldWeight = weight;
		weight = newWeight;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.FIELD_BINDING__WEIGHT, oldWeight, weight));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getNearSourceGain() {
		return nearSourceGain;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNearSourceGain(double newNearSourceGain) {
		double oldNearSourceGain = nearSourceGain;
		nearSourceGain = newNearSourceGain;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.FIELD_BINDING__NEAR_SOURCE_GAIN, oldNearSourceGain, nearSourceGain));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public InteractionField getField() {
		if (field != null && field.eIsProxy()) {
			InternalEObject oldField = (InternalEObject)field;
			field = (InteractionField)eResolveProxy(oldField);
			if (field != oldField) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.FIELD_BINDING__FIELD, oldField, field));
			}
		}
		return field;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public InteractionField basicGetField() {
		return field;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setField(InteractionField newField) {
		InteractionField oldField = field;
		field = newField;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.FIELD_BINDING__FIELD, oldField, field));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<FieldEmitter> getSources() {
		if (sources == null) {
			sources = new EObjectResolvingEList<FieldEmitter>(FieldEmitter.class, this, ScenarioPackage.FIELD_BINDING__SOURCES);
		}
		return sources;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<FieldReceiver> getReceivers() {
		if (receivers == null) {
			receivers = new EObjectResolvingEList<FieldReceiver>(FieldReceiver.class, this, ScenarioPackage.FIELD_BINDING__RECEIVERS);
		}
		return receivers;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public LinkTarget getLinkedObject() {
		if (linkedObject != null && linkedObject.eIsProxy()) {
			InternalEObject oldLinkedObject = (InternalEObject)linkedObject;
			linkedObject = (LinkTarget)eResolveProxy(oldLinkedObject);
			if (linkedObject != oldLinkedObject) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.FIELD_BINDING__LINKED_OBJECT, oldLinkedObject, linkedObject));
			}
		}
		return linkedObject;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public LinkTarget basicGetLinkedObject() {
		return linkedObject;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLinkedObject(LinkTarget newLinkedObject) {
		LinkTarget oldLinkedObject = linkedObject;
		linkedObject = newLinkedObject;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.FIELD_BINDING__LINKED_OBJECT, oldLinkedObject, linkedObject));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ScenarioPackage.FIELD_BINDING__WEIGHT:
				return getWeight();
			case ScenarioPackage.FIELD_BINDING__NEAR_SOURCE_GAIN:
				return getNearSourceGain();
			case ScenarioPackage.FIELD_BINDING__FIELD:
				if (resolve) return getField();
				return basicGetField();
			case ScenarioPackage.FIELD_BINDING__SOURCES:
				return getSources();
			case ScenarioPackage.FIELD_BINDING__RECEIVERS:
				return getReceivers();
			case ScenarioPackage.FIELD_BINDING__LINKED_OBJECT:
				if (resolve) return getLinkedObject();
				return basicGetLinkedObject();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case ScenarioPackage.FIELD_BINDING__WEIGHT:
				setWeight((Double)newValue);
				return;
			case ScenarioPackage.FIELD_BINDING__NEAR_SOURCE_GAIN:
				setNearSourceGain((Double)newValue);
				return;
			case ScenarioPackage.FIELD_BINDING__FIELD:
				setField((InteractionField)newValue);
				return;
			case ScenarioPackage.FIELD_BINDING__SOURCES:
				getSources().clear();
				getSources().addAll((Collection<? extends FieldEmitter>)newValue);
				return;
			case ScenarioPackage.FIELD_BINDING__RECEIVERS:
				getReceivers().clear();
				getReceivers().addAll((Collection<? extends FieldReceiver>)newValue);
				return;
			case ScenarioPackage.FIELD_BINDING__LINKED_OBJECT:
				setLinkedObject((LinkTarget)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case ScenarioPackage.FIELD_BINDING__WEIGHT:
				setWeight(WEIGHT_EDEFAULT);
				return;
			case ScenarioPackage.FIELD_BINDING__NEAR_SOURCE_GAIN:
				setNearSourceGain(NEAR_SOURCE_GAIN_EDEFAULT);
				return;
			case ScenarioPackage.FIELD_BINDING__FIELD:
				setField((InteractionField)null);
				return;
			case ScenarioPackage.FIELD_BINDING__SOURCES:
				getSources().clear();
				return;
			case ScenarioPackage.FIELD_BINDING__RECEIVERS:
				getReceivers().clear();
				return;
			case ScenarioPackage.FIELD_BINDING__LINKED_OBJECT:
				setLinkedObject((LinkTarget)null);
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case ScenarioPackage.FIELD_BINDING__WEIGHT:
				return weight != WEIGHT_EDEFAULT;
			case ScenarioPackage.FIELD_BINDING__NEAR_SOURCE_GAIN:
				return nearSourceGain != NEAR_SOURCE_GAIN_EDEFAULT;
			case ScenarioPackage.FIELD_BINDING__FIELD:
				return field != null;
			case ScenarioPackage.FIELD_BINDING__SOURCES:
				return sources != null && !sources.isEmpty();
			case ScenarioPackage.FIELD_BINDING__RECEIVERS:
				return receivers != null && !receivers.isEmpty();
			case ScenarioPackage.FIELD_BINDING__LINKED_OBJECT:
				return linkedObject != null;
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (weight: ");
		result.append(weight);
		result.append(", nearSourceGain: ");
		result.append(nearSourceGain);
		result.append(')');
		return result.toString();
	}

} //FieldBindingImpl
