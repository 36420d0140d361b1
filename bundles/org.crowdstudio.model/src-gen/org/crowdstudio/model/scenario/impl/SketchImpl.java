/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import java.util.Collection;

import org.crowdstudio.model.scenario.GuideCurve;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.Sketch;
import org.crowdstudio.model.scenario.SketchObject;
import org.crowdstudio.model.scenario.ZeroArea;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Sketch</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SketchImpl#getGuideCurves <em>Guide Curves</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SketchImpl#getZeroAreas <em>Zero Areas</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SketchImpl#getSourceObject <em>Source Object</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SketchImpl#getReferenceObjects <em>Reference Objects</em>}</li>
 * </ul>
 *
 * @generated
 */
public class SketchImpl extends MinimalEObjectImpl.Container implements Sketch {
	/**
	 * The cached value of the '{@link #getGuideCurves() <em>Guide Curves</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGuideCurves()
	 * @generated
	 * @ordered
	 */
	protected EList<GuideCurve> guideCurves;

	/**
	 * The cached value of the '{@link #getZeroAreas() <em>Zero Areas</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getZeroAreas()
	 * @generated
	 * @ordered
	 */
	protected EList<ZeroArea> zeroAreas;

	/**
	 * The cached value of the '{@link #getSourceObject() <em>Source Object</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSourceObject()
	 * @generated
	 * @ordered
	 */
	protected SketchObject sourceObject;

	/**
	 * The cached value of the '{@link #getReferenceObjects() <em>Reference Objects</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReferenceObjects()
	 * @generated
	 * @ordered
	 */
	protected EList<SketchObject> referenceObjects;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected SketchImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.SKETCH;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<GuideCurve> getGuideCurves() {
		if (guideCurves == null) {
			guideCurves = new EObjectContainmentEList<GuideCurve>(GuideCurve.class, this, ScenarioPackage.SKETCH__GUIDE_CURVES);
		}
		return guideCurves;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<ZeroArea> getZeroAreas() {
		if (zeroAreas == null) {
			zeroAreas = new EObjectContainmentEList<ZeroArea>(ZeroArea.class, this, ScenarioPackage.SKETCH__ZERO_AREAS);
		}
		return zeroAreas;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SketchObject getSourceObject() {
		return sourceObject;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetSourceObject(SketchObject newSourceObject, NotificationChain msgs) {
		SketchObject oldSourceObject = sourceObject;
		sourceObject = newSourceObject;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.SKETCH__SOURCE_OBJECT, oldSourceObject, newSourceObject);
			if (msgs == null) msgs = notification; else msgs.add(notification);
		}
		return msgs;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSourceObject(SketchObject newSourceObject) {
		if (newSourceObject != sourceObject) {
			NotificationChain msgs = null;
			if (sourceObject != null)
				msgs = ((InternalEObject)sourceObject).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.SKETCH__SOURCE_OBJECT, null, msgs);
			if (newSourceObject != null)
				msgs = ((InternalEObject)newSourceObject).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.SKETCH__SOURCE_OBJECT, null, msgs);
			msgs = basicSetSourceObject(newSourceObject, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SKETCH__SOURCE_OBJECT, newSourceObject, newSourceObject));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<SketchObject> getReferenceObjects() {
		if (referenceObjects == null) {
			referenceObjects = new EObjectContainmentEList<SketchObject>(SketchObject.class, this, ScenarioPackage.SKETCH__REFERENCE_OBJECTS);
		}
		return referenceObjects;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case ScenarioPackage.SKETCH__GUIDE_CURVES:
				return ((InternalEList<?>)getGuideCurves()).basicRemove(otherEnd, msgs);
			case ScenarioPackage.SKETCH__ZERO_AREAS:
				return ((InternalEList<?>)getZeroAreas()).basicRemove(otherEnd, msgs);
			case ScenarioPackage.SKETCH__SOURCE_OBJECT:
				return basicSetSourceObject(null, msgs);
			case ScenarioPackage.SKETCH__REFERENCE_OBJECTS:
				return ((InternalEList<?>)getReferenceObjects()).basicRemove(otherEnd, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ScenarioPackage.SKETCH__GUIDE_CURVES:
				return getGuideCurves();
			case ScenarioPackage.SKETCH__ZERO_AREAS:
				return getZeroAreas();
			case ScenarioPackage.SKETCH__SOURCE_OBJECT:
				return getSourceObject();
			case ScenarioPackage.SKETCH__REFERENCE_OBJECTS:
				return getReferenceObjects();
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
			case ScenarioPackage.SKETCH__GUIDE_CURVES:
				getGuideCurves().clear();
				getGuideCurves().addAll((Collection<? extends GuideCurve>)newValue);
				return;
			case ScenarioPackage.SKETCH__ZERO_AREAS:
				getZeroAreas().clear();
				getZeroAreas().addAll((Collection<? extends ZeroArea>)newValue);
				return;
			case ScenarioPackage.SKETCH__SOURCE_OBJECT:
				setSourceObject((SketchObject)newValue);
				return;
			case ScenarioPackage.SKETCH__REFERENCE_OBJECTS:
				getReferenceObjects().clear();
				getReferenceObjects().addAll((Collection<? extends SketchObject>)newValue);
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
			case ScenarioPackage.SKETCH__GUIDE_CURVES:
				getGuideCurves().clear();
				return;
			case ScenarioPackage.SKETCH__ZERO_AREAS:
				getZeroAreas().clear();
				return;
			case ScenarioPackage.SKETCH__SOURCE_OBJECT:
				setSourceObject((SketchObject)null);
				return;
			case ScenarioPackage.SKETCH__REFERENCE_OBJECTS:
				getReferenceObjects().clear();
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
			case ScenarioPackage.SKETCH__GUIDE_CURVES:
				return guideCurves != null && !guideCurves.isEmpty();
			case ScenarioPackage.SKETCH__ZERO_AREAS:
				return zeroAreas != null && !zeroAreas.isEmpty();
			case ScenarioPackage.SKETCH__SOURCE_OBJECT:
				return sourceObject != null;
			case ScenarioPackage.SKETCH__REFERENCE_OBJECTS:
				return referenceObjects != null && !referenceObjects.isEmpty();
		}
		return super.eIsSet(featureID);
	}

} //SketchImpl
