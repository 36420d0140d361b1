/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import java.util.Collection;

import org.crowdstudio.model.scenario.BrushStroke;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.Vector2;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Brush Stroke</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.impl.BrushStrokeImpl#getWeight <em>Weight</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.BrushStrokeImpl#getRange <em>Range</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.BrushStrokeImpl#getFalloff <em>Falloff</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.BrushStrokeImpl#getPoints <em>Points</em>}</li>
 * </ul>
 *
 * @generated
 */
public class BrushStrokeImpl extends IdentifiedImpl implements BrushStroke {
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
	 * The default value of the '{@link #getRange() <em>Range</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRange()
	 * @generated
	 * @ordered
	 */
	protected static final double RANGE_EDEFAULT = 1.0;

	/**
	 * The cached value of the '{@link #getRange() <em>Range</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRange()
	 * @generated
	 * @ordered
	 */
	protected double range = RANGE_EDEFAULT;

	/**
	 * The default value of the '{@link #getFalloff() <em>Falloff</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFalloff()
	 * @generated
	 * @ordered
	 */
	protected static final double FALLOFF_EDEFAULT = 1.5;

	/**
	 * The cached value of the '{@link #getFalloff() <em>Falloff</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFalloff()
	 * @generated
	 * @ordered
	 */
	protected double falloff = FALLOFF_EDEFAULT;

	/**
	 * The cached value of the '{@link #getPoints() <em>Points</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPoints()
	 * @generated
	 * @ordered
	 */
	protected EList<Vector2> points;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected BrushStrokeImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.BRUSH_STROKE;
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
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.BRUSH_STROKE__WEIGHT, oldWeight, weight));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getRange() {
		return range;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRange(double newRange) {
		double oldRange = range;
		range = newRange;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.BRUSH_STROKE__RANGE, oldRange, range));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getFalloff() {
		return falloff;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFalloff(double newFalloff) {
		double oldFalloff = falloff;
		falloff = newFalloff;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.BRUSH_STROKE__FALLOFF, oldFalloff, falloff));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Vector2> getPoints() {
		if (points == null) {
			points = new EObjectContainmentEList<Vector2>(Vector2.class, this, ScenarioPackage.BRUSH_STROKE__POINTS);
		}
		return points;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case ScenarioPackage.BRUSH_STROKE__POINTS:
				return ((InternalEList<?>)getPoints()).basicRemove(otherEnd, msgs);
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
			case ScenarioPackage.BRUSH_STROKE__WEIGHT:
				return getWeight();
			case ScenarioPackage.BRUSH_STROKE__RANGE:
				return getRange();
			case ScenarioPackage.BRUSH_STROKE__FALLOFF:
				return getFalloff();
			case ScenarioPackage.BRUSH_STROKE__POINTS:
				return getPoints();
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
			case ScenarioPackage.BRUSH_STROKE__WEIGHT:
				setWeight((Double)newValue);
				return;
			case ScenarioPackage.BRUSH_STROKE__RANGE:
				setRange((Double)newValue);
				return;
			case ScenarioPackage.BRUSH_STROKE__FALLOFF:
				setFalloff((Double)newValue);
				return;
			case ScenarioPackage.BRUSH_STROKE__POINTS:
				getPoints().clear();
				getPoints().addAll((Collection<? extends Vector2>)newValue);
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
			case ScenarioPackage.BRUSH_STROKE__WEIGHT:
				setWeight(WEIGHT_EDEFAULT);
				return;
			case ScenarioPackage.BRUSH_STROKE__RANGE:
				setRange(RANGE_EDEFAULT);
				return;
			case ScenarioPackage.BRUSH_STROKE__FALLOFF:
				setFalloff(FALLOFF_EDEFAULT);
				return;
			case ScenarioPackage.BRUSH_STROKE__POINTS:
				getPoints().clear();
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
			case ScenarioPackage.BRUSH_STROKE__WEIGHT:
				return weight != WEIGHT_EDEFAULT;
			case ScenarioPackage.BRUSH_STROKE__RANGE:
				return range != RANGE_EDEFAULT;
			case ScenarioPackage.BRUSH_STROKE__FALLOFF:
				return falloff != FALLOFF_EDEFAULT;
			case ScenarioPackage.BRUSH_STROKE__POINTS:
				return points != null && !points.isEmpty();
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
		result.append(", range: ");
		result.append(range);
		result.append(", falloff: ");
		result.append(falloff);
		result.append(')');
		return result.toString();
	}

} //BrushStrokeImpl
