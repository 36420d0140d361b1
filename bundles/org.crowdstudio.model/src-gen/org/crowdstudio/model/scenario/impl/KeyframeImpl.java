/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import org.crowdstudio.model.scenario.BakedGrid;
import org.crowdstudio.model.scenario.Domain;
import org.crowdstudio.model.scenario.Keyframe;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.Sketch;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Keyframe</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.impl.KeyframeImpl#getParameterValue <em>Parameter Value</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.KeyframeImpl#getDomain <em>Domain</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.KeyframeImpl#getSketch <em>Sketch</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.KeyframeImpl#getBakedGrid <em>Baked Grid</em>}</li>
 * </ul>
 *
 * @generated
 */
public class KeyframeImpl extends IdentifiedImpl implements Keyframe {
	/**
	 * The default value of the '{@link #getParameterValue() <em>Parameter Value</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getParameterValue()
	 * @generated
	 * @ordered
	 */
	protected static final double PARAMETER_VALUE_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getParameterValue() <em>Parameter Value</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getParameterValue()
	 * @generated
	 * @ordered
	 */
	protected double parameterValue = PARAMETER_VALUE_EDEFAULT;

	/**
	 * The cached value of the '{@link #getDomain() <em>Domain</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDomain()
	 * @generated
	 * @ordered
	 */
	protected Domain domain;

	/**
	 * The cached value of the '{@link #getSketch() <em>Sketch</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSketch()
	 * @generated
	 * @ordered
	 */
	protected Sketch sketch;

	/**
	 * The cached value of the '{@link #getBakedGrid() <em>Baked Grid</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBakedGrid()
	 * @generated
	 * @ordered
	 */
	protected BakedGrid bakedGrid;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected KeyframeImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.KEYFRAME;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getParameterValue() {
		return parameterValue;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setParameterValue(double newParameterValue) {
		double oldParameterValue = parameterValue;
		parameterValue = newParameterValue;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.KEYFRAME__PARAMETER_VALUE, oldParameterValue, parameterValue));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Domain getDomain() {
		return domain;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetDomain(Domain newDomain, NotificationChain msgs) {
		Domain oldDomain = domain;
		domain = newDomain;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.KEYFRAME__DOMAIN, oldDomain, newDomain);
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
	public void setDomain(Domain newDomain) {
		if (newDomain != domain) {
			NotificationChain msgs = null;
			if (domain != null)
				msgs = ((InternalEObject)domain).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.KEYFRAME__DOMAIN, null, msgs);
			if (newDomain != null)
				msgs = ((InternalEObject)newDomain).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.KEYFRAME__DOMAIN, null, msgs);
			msgs = basicSetDomain(newDomain, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.KEYFRAME__DOMAIN, newDomain, newDomain));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Sketch getSketch() {
		return sketch;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetSketch(Sketch newSketch, NotificationChain msgs) {
		Sketch oldSketch = sketch;
		sketch = newSketch;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.KEYFRAME__SKETCH, oldSketch, newSketch);
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
	public void setSketch(Sketch newSketch) {
		if (newSketch != sketch) {
			NotificationChain msgs = null;
			if (sketch != null)
				msgs = ((InternalEObject)sketch).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.KEYFRAME__SKETCH, null, msgs);
			if (newSketch != null)
				msgs = ((InternalEObject)newSketch).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.KEYFRAME__SKETCH, null, msgs);
			msgs = basicSetSketch(newSketch, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.KEYFRAME__SKETCH, newSketch, newSketch));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public BakedGrid getBakedGrid() {
		return bakedGrid;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetBakedGrid(BakedGrid newBakedGrid, NotificationChain msgs) {
		BakedGrid oldBakedGrid = bakedGrid;
		bakedGrid = newBakedGrid;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.KEYFRAME__BAKED_GRID, oldBakedGrid, newBakedGrid);
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
	public void setBakedGrid(BakedGrid newBakedGrid) {
		if (newBakedGrid != bakedGrid) {
			NotificationChain msgs = null;
			if (bakedGrid != null)
				msgs = ((InternalEObject)bakedGrid).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.KEYFRAME__BAKED_GRID, null, msgs);
			if (newBakedGrid != null)
				msgs = ((InternalEObject)newBakedGrid).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.KEYFRAME__BAKED_GRID, null, msgs);
			msgs = basicSetBakedGrid(newBakedGrid, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.KEYFRAME__BAKED_GRID, newBakedGrid, newBakedGrid));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case ScenarioPackage.KEYFRAME__DOMAIN:
				return basicSetDomain(null, msgs);
			case ScenarioPackage.KEYFRAME__SKETCH:
				return basicSetSketch(null, msgs);
			case ScenarioPackage.KEYFRAME__BAKED_GRID:
				return basicSetBakedGrid(null, msgs);
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
			case ScenarioPackage.KEYFRAME__PARAMETER_VALUE:
				return getParameterValue();
			case ScenarioPackage.KEYFRAME__DOMAIN:
				return getDomain();
			case ScenarioPackage.KEYFRAME__SKETCH:
				return getSketch();
			case ScenarioPackage.KEYFRAME__BAKED_GRID:
				return getBakedGrid();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case ScenarioPackage.KEYFRAME__PARAMETER_VALUE:
				setParameterValue((Double)newValue);
				return;
			case ScenarioPackage.KEYFRAME__DOMAIN:
				setDomain((Domain)newValue);
				return;
			case ScenarioPackage.KEYFRAME__SKETCH:
				setSketch((Sketch)newValue);
				return;
			case ScenarioPackage.KEYFRAME__BAKED_GRID:
				setBakedGrid((BakedGrid)newValue);
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
			case ScenarioPackage.KEYFRAME__PARAMETER_VALUE:
				setParameterValue(PARAMETER_VALUE_EDEFAULT);
				return;
			case ScenarioPackage.KEYFRAME__DOMAIN:
				setDomain((Domain)null);
				return;
			case ScenarioPackage.KEYFRAME__SKETCH:
				setSketch((Sketch)null);
				return;
			case ScenarioPackage.KEYFRAME__BAKED_GRID:
				setBakedGrid((BakedGrid)null);
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
			case ScenarioPackage.KEYFRAME__PARAMETER_VALUE:
				return parameterValue != PARAMETER_VALUE_EDEFAULT;
			case ScenarioPackage.KEYFRAME__DOMAIN:
				return domain != null;
			case ScenarioPackage.KEYFRAME__SKETCH:
				return sketch != null;
			case ScenarioPackage.KEYFRAME__BAKED_GRID:
				return bakedGrid != null;
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
		result.append(" (parameterValue: ");
		result.append(parameterValue);
		result.append(')');
		return result.toString();
	}

} //KeyframeImpl
