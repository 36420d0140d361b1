/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import java.util.Collection;

import org.crowdstudio.model.scenario.CurveStyle;
import org.crowdstudio.model.scenario.GuideCurve;
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
 * An implementation of the model object '<em><b>Guide Curve</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GuideCurveImpl#getStyle <em>Style</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GuideCurveImpl#getMagnitude <em>Magnitude</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GuideCurveImpl#getInfluenceDistance <em>Influence Distance</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GuideCurveImpl#getPoints <em>Points</em>}</li>
 * </ul>
 *
 * @generated
 */
public class GuideCurveImpl extends IdentifiedImpl implements GuideCurve {
	/**
	 * The default value of the '{@link #getStyle() <em>Style</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStyle()
	 * @generated
	 * @ordered
	 */
	protected static final CurveStyle STYLE_EDEFAULT = CurveStyle.POLYLINE;

	/**
	 * The cached value of the '{@link #getStyle() <em>Style</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStyle()
	 * @generated
	 * @ordered
	 */
	protected CurveStyle style = STYLE_EDEFAULT;

	/**
	 * The default value of the '{@link #getMagnitude() <em>Magnitude</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMagnitude()
	 * @generated
	 * @ordered
	 */
	protected static final double MAGNITUDE_EDEFAULT = 1.8;

	/**
	 * The cached value of the '{@link #getMagnitude() <em>Magnitude</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMagnitude()
	 * @generated
	 * @ordered
	 */
	protected double magnitude = MAGNITUDE_EDEFAULT;

	/**
	 * The default value of the '{@link #getInfluenceDistance() <em>Influence Distance</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInfluenceDistance()
	 * @generated
	 * @ordered
	 */
	protected static final double INFLUENCE_DISTANCE_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getInfluenceDistance() <em>Influence Distance</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInfluenceDistance()
	 * @generated
	 * @ordered
	 */
	protected double influenceDistance = INFLUENCE_DISTANCE_EDEFAULT;

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
	protected GuideCurveImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.GUIDE_CURVE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CurveStyle getStyle() {
		return style;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStyle(CurveStyle newStyle) {
		CurveStyle oldStyle = style;
		style = newStyle == null ? STYLE_EDEFAULT : newStyle;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.GUIDE_CURVE__STYLE, oldStyle, style));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getMagnitude() {
		return magnitude;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMagnitude(double newMagnitude) {
		double oldMagnitude = magnitude;
		magnitude = newMagnitude;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.GUIDE_CURVE__MAGNITUDE, oldMagnitude, magnitude));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getInfluenceDistance() {
		return influenceDistance;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setInfluenceDistance(double newInfluenceDistance) {
		double oldInfluenceDistance = influenceDistance;
		influenceDistance = newInfluenceDistance;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.GUIDE_CURVE__INFLUENCE_DISTANCE, oldInfluenceDistance, influenceDistance));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Vector2> getPoints() {
		if (points == null) {
			points = new EObjectContainmentEList<Vector2>(Vector2.class, this, ScenarioPackage.GUIDE_CURVE__POINTS);
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
			case ScenarioPackage.GUIDE_CURVE__POINTS:
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
			case ScenarioPackage.GUIDE_CURVE__STYLE:
				return getStyle();
			case ScenarioPackage.GUIDE_CURVE__MAGNITUDE:
				return getMagnitude();
			case ScenarioPackage.GUIDE_CURVE__INFLUENCE_DISTANCE:
				return getInfluenceDistance();
			case ScenarioPackage.GUIDE_CURVE__POINTS:
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
			case ScenarioPackage.GUIDE_CURVE__STYLE:
				setStyle((CurveStyle)newValue);
				return;
			case ScenarioPackage.GUIDE_CURVE__MAGNITUDE:
				setMagnitude((Double)newValue);
				return;
			case ScenarioPackage.GUIDE_CURVE__INFLUENCE_DISTANCE:
				setInfluenceDistance((Double)newValue);
				return;
			case ScenarioPackage.GUIDE_CURVE__POINTS:
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
			case ScenarioPackage.GUIDE_CURVE__STYLE:
				setStyle(STYLE_EDEFAULT);
				return;
			case ScenarioPackage.GUIDE_CURVE__MAGNITUDE:
				setMagnitude(MAGNITUDE_EDEFAULT);
				return;
			case ScenarioPackage.GUIDE_CURVE__INFLUENCE_DISTANCE:
				setInfluenceDistance(INFLUENCE_DISTANCE_EDEFAULT);
				return;
			case ScenarioPackage.GUIDE_CURVE__POINTS:
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
			case ScenarioPackage.GUIDE_CURVE__STYLE:
				return style != STYLE_EDEFAULT;
			case ScenarioPackage.GUIDE_CURVE__MAGNITUDE:
				return magnitude != MAGNITUDE_EDEFAULT;
			case ScenarioPackage.GUIDE_CURVE__INFLUENCE_DISTANCE:
				return influenceDistance != INFLUENCE_DISTANCE_EDEFAULT;
			case ScenarioPackage.GUIDE_CURVE__POINTS:
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
		result.append(" (style: ");
		result.append(style);
		result.append(", magnitude: ");
		result.append(magnitude);
		result.append(", influenceDistance: ");
		result.append(influenceDistance);
		result.append(')');
		return result.toString();
	}

} //GuideCurveImpl
