/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import java.util.Collection;

import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.model.scenario.ContactForces;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.SteeringPipeline;
import org.crowdstudio.model.scenario.VelocityCombination;
import org.crowdstudio.model.scenario.VelocitySource;

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
 * An implementation of the model object '<em><b>Steering Pipeline</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SteeringPipelineImpl#getCombination <em>Combination</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SteeringPipelineImpl#getWaypointModifiers <em>Waypoint Modifiers</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SteeringPipelineImpl#getVelocitySources <em>Velocity Sources</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SteeringPipelineImpl#getVelocitySolver <em>Velocity Solver</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SteeringPipelineImpl#getContactForces <em>Contact Forces</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SteeringPipelineImpl#getOrientation <em>Orientation</em>}</li>
 * </ul>
 *
 * @generated
 */
public class SteeringPipelineImpl extends MinimalEObjectImpl.Container implements SteeringPipeline {
	/**
	 * The default value of the '{@link #getCombination() <em>Combination</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCombination()
	 * @generated
	 * @ordered
	 */
	protected static final VelocityCombination COMBINATION_EDEFAULT = VelocityCombination.WEIGHTED_AVERAGE;

	/**
	 * The cached value of the '{@link #getCombination() <em>Combination</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCombination()
	 * @generated
	 * @ordered
	 */
	protected VelocityCombination combination = COMBINATION_EDEFAULT;

	/**
	 * The cached value of the '{@link #getWaypointModifiers() <em>Waypoint Modifiers</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWaypointModifiers()
	 * @generated
	 * @ordered
	 */
	protected EList<AlgorithmSettings> waypointModifiers;

	/**
	 * The cached value of the '{@link #getVelocitySources() <em>Velocity Sources</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getVelocitySources()
	 * @generated
	 * @ordered
	 */
	protected EList<VelocitySource> velocitySources;

	/**
	 * The cached value of the '{@link #getVelocitySolver() <em>Velocity Solver</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getVelocitySolver()
	 * @generated
	 * @ordered
	 */
	protected AlgorithmSettings velocitySolver;

	/**
	 * The cached value of the '{@link #getContactForces() <em>Contact Forces</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getContactForces()
	 * @generated
	 * @ordered
	 */
	protected ContactForces contactForces;

	/**
	 * The cached value of the '{@link #getOrientation() <em>Orientation</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOrientation()
	 * @generated
	 * @ordered
	 */
	protected AlgorithmSettings orientation;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected SteeringPipelineImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.STEERING_PIPELINE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public VelocityCombination getCombination() {
		return combination;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCombination(VelocityCombination newCombination) {
		VelocityCombination oldCombination = combination;
		combination = newCombination == null ? COMBINATION_EDEFAULT : newCombination;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.STEERING_PIPELINE__COMBINATION, oldCombination, combination));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<AlgorithmSettings> getWaypointModifiers() {
		if (waypointModifiers == null) {
			waypointModifiers = new EObjectContainmentEList<AlgorithmSettings>(AlgorithmSettings.class, this, ScenarioPackage.STEERING_PIPELINE__WAYPOINT_MODIFIERS);
		}
		return waypointModifiers;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<VelocitySource> getVelocitySources() {
		if (velocitySources == null) {
			velocitySources = new EObjectContainmentEList<VelocitySource>(VelocitySource.class, this, ScenarioPackage.STEERING_PIPELINE__VELOCITY_SOURCES);
		}
		return velocitySources;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public AlgorithmSettings getVelocitySolver() {
		return velocitySolver;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetVelocitySolver(AlgorithmSettings newVelocitySolver, NotificationChain msgs) {
		AlgorithmSettings oldVelocitySolver = velocitySolver;
		velocitySolver = newVelocitySolver;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.STEERING_PIPELINE__VELOCITY_SOLVER, oldVelocitySolver, newVelocitySolver);
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
	public void setVelocitySolver(AlgorithmSettings newVelocitySolver) {
		if (newVelocitySolver != velocitySolver) {
			NotificationChain msgs = null;
			if (velocitySolver != null)
				msgs = ((InternalEObject)velocitySolver).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.STEERING_PIPELINE__VELOCITY_SOLVER, null, msgs);
			if (newVelocitySolver != null)
				msgs = ((InternalEObject)newVelocitySolver).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.STEERING_PIPELINE__VELOCITY_SOLVER, null, msgs);
			msgs = basicSetVelocitySolver(newVelocitySolver, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.STEERING_PIPELINE__VELOCITY_SOLVER, newVelocitySolver, newVelocitySolver));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ContactForces getContactForces() {
		return contactForces;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetContactForces(ContactForces newContactForces, NotificationChain msgs) {
		ContactForces oldContactForces = contactForces;
		contactForces = newContactForces;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.STEERING_PIPELINE__CONTACT_FORCES, oldContactForces, newContactForces);
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
	public void setContactForces(ContactForces newContactForces) {
		if (newContactForces != contactForces) {
			NotificationChain msgs = null;
			if (contactForces != null)
				msgs = ((InternalEObject)contactForces).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.STEERING_PIPELINE__CONTACT_FORCES, null, msgs);
			if (newContactForces != null)
				msgs = ((InternalEObject)newContactForces).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.STEERING_PIPELINE__CONTACT_FORCES, null, msgs);
			msgs = basicSetContactForces(newContactForces, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.STEERING_PIPELINE__CONTACT_FORCES, newContactForces, newContactForces));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public AlgorithmSettings getOrientation() {
		return orientation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetOrientation(AlgorithmSettings newOrientation, NotificationChain msgs) {
		AlgorithmSettings oldOrientation = orientation;
		orientation = newOrientation;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.STEERING_PIPELINE__ORIENTATION, oldOrientation, newOrientation);
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
	public void setOrientation(AlgorithmSettings newOrientation) {
		if (newOrientation != orientation) {
			NotificationChain msgs = null;
			if (orientation != null)
				msgs = ((InternalEObject)orientation).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.STEERING_PIPELINE__ORIENTATION, null, msgs);
			if (newOrientation != null)
				msgs = ((InternalEObject)newOrientation).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.STEERING_PIPELINE__ORIENTATION, null, msgs);
			msgs = basicSetOrientation(newOrientation, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.STEERING_PIPELINE__ORIENTATION, newOrientation, newOrientation));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case ScenarioPackage.STEERING_PIPELINE__WAYPOINT_MODIFIERS:
				return ((InternalEList<?>)getWaypointModifiers()).basicRemove(otherEnd, msgs);
			case ScenarioPackage.STEERING_PIPELINE__VELOCITY_SOURCES:
				return ((InternalEList<?>)getVelocitySources()).basicRemove(otherEnd, msgs);
			case ScenarioPackage.STEERING_PIPELINE__VELOCITY_SOLVER:
				return basicSetVelocitySolver(null, msgs);
			case ScenarioPackage.STEERING_PIPELINE__CONTACT_FORCES:
				return basicSetContactForces(null, msgs);
			case ScenarioPackage.STEERING_PIPELINE__ORIENTATION:
				return basicSetOrientation(null, msgs);
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
			case ScenarioPackage.STEERING_PIPELINE__COMBINATION:
				return getCombination();
			case ScenarioPackage.STEERING_PIPELINE__WAYPOINT_MODIFIERS:
				return getWaypointModifiers();
			case ScenarioPackage.STEERING_PIPELINE__VELOCITY_SOURCES:
				return getVelocitySources();
			case ScenarioPackage.STEERING_PIPELINE__VELOCITY_SOLVER:
				return getVelocitySolver();
			case ScenarioPackage.STEERING_PIPELINE__CONTACT_FORCES:
				return getContactForces();
			case ScenarioPackage.STEERING_PIPELINE__ORIENTATION:
				return getOrientation();
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
			case ScenarioPackage.STEERING_PIPELINE__COMBINATION:
				setCombination((VelocityCombination)newValue);
				return;
			case ScenarioPackage.STEERING_PIPELINE__WAYPOINT_MODIFIERS:
				getWaypointModifiers().clear();
				getWaypointModifiers().addAll((Collection<? extends AlgorithmSettings>)newValue);
				return;
			case ScenarioPackage.STEERING_PIPELINE__VELOCITY_SOURCES:
				getVelocitySources().clear();
				getVelocitySources().addAll((Collection<? extends VelocitySource>)newValue);
				return;
			case ScenarioPackage.STEERING_PIPELINE__VELOCITY_SOLVER:
				setVelocitySolver((AlgorithmSettings)newValue);
				return;
			case ScenarioPackage.STEERING_PIPELINE__CONTACT_FORCES:
				setContactForces((ContactForces)newValue);
				return;
			case ScenarioPackage.STEERING_PIPELINE__ORIENTATION:
				setOrientation((AlgorithmSettings)newValue);
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
			case ScenarioPackage.STEERING_PIPELINE__COMBINATION:
				setCombination(COMBINATION_EDEFAULT);
				return;
			case ScenarioPackage.STEERING_PIPELINE__WAYPOINT_MODIFIERS:
				getWaypointModifiers().clear();
				return;
			case ScenarioPackage.STEERING_PIPELINE__VELOCITY_SOURCES:
				getVelocitySources().clear();
				return;
			case ScenarioPackage.STEERING_PIPELINE__VELOCITY_SOLVER:
				setVelocitySolver((AlgorithmSettings)null);
				return;
			case ScenarioPackage.STEERING_PIPELINE__CONTACT_FORCES:
				setContactForces((ContactForces)null);
				return;
			case ScenarioPackage.STEERING_PIPELINE__ORIENTATION:
				setOrientation((AlgorithmSettings)null);
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
			case ScenarioPackage.STEERING_PIPELINE__COMBINATION:
				return combination != COMBINATION_EDEFAULT;
			case ScenarioPackage.STEERING_PIPELINE__WAYPOINT_MODIFIERS:
				return waypointModifiers != null && !waypointModifiers.isEmpty();
			case ScenarioPackage.STEERING_PIPELINE__VELOCITY_SOURCES:
				return velocitySources != null && !velocitySources.isEmpty();
			case ScenarioPackage.STEERING_PIPELINE__VELOCITY_SOLVER:
				return velocitySolver != null;
			case ScenarioPackage.STEERING_PIPELINE__CONTACT_FORCES:
				return contactForces != null;
			case ScenarioPackage.STEERING_PIPELINE__ORIENTATION:
				return orientation != null;
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
		result.append(" (combination: ");
		result.append(combination);
		result.append(')');
		return result.toString();
	}

} //SteeringPipelineImpl
