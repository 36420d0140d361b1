/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.SimulationSettings;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Simulation Settings</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SimulationSettingsImpl#getTimeStep <em>Time Step</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SimulationSettingsImpl#getDuration <em>Duration</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SimulationSettingsImpl#getRandomSeed <em>Random Seed</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.SimulationSettingsImpl#getThreadCount <em>Thread Count</em>}</li>
 * </ul>
 *
 * @generated
 */
public class SimulationSettingsImpl extends MinimalEObjectImpl.Container implements SimulationSettings {
	/**
	 * The default value of the '{@link #getTimeStep() <em>Time Step</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeStep()
	 * @generated
	 * @ordered
	 */
	protected static final double TIME_STEP_EDEFAULT = 0.1;

	/**
	 * The cached value of the '{@link #getTimeStep() <em>Time Step</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeStep()
	 * @generated
	 * @ordered
	 */
	protected double timeStep = TIME_STEP_EDEFAULT;

	/**
	 * The default value of the '{@link #getDuration() <em>Duration</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDuration()
	 * @generated
	 * @ordered
	 */
	protected static final double DURATION_EDEFAULT = 60.0;

	/**
	 * The cached value of the '{@link #getDuration() <em>Duration</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDuration()
	 * @generated
	 * @ordered
	 */
	protected double duration = DURATION_EDEFAULT;

	/**
	 * The default value of the '{@link #getRandomSeed() <em>Random Seed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRandomSeed()
	 * @generated
	 * @ordered
	 */
	protected static final long RANDOM_SEED_EDEFAULT = 1L;

	/**
	 * The cached value of the '{@link #getRandomSeed() <em>Random Seed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRandomSeed()
	 * @generated
	 * @ordered
	 */
	protected long randomSeed = RANDOM_SEED_EDEFAULT;

	/**
	 * The default value of the '{@link #getThreadCount() <em>Thread Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getThreadCount()
	 * @generated
	 * @ordered
	 */
	protected static final int THREAD_COUNT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getThreadCount() <em>Thread Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getThreadCount()
	 * @generated
	 * @ordered
	 */
	protected int threadCount = THREAD_COUNT_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected SimulationSettingsImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.SIMULATION_SETTINGS;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getTimeStep() {
		return timeStep;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTimeStep(double newTimeStep) {
		double oldTimeStep = timeStep;
		timeStep = newTimeStep;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SIMULATION_SETTINGS__TIME_STEP, oldTimeStep, timeStep));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getDuration() {
		return duration;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDuration(double newDuration) {
		double oldDuration = duration;
		duration = newDuration;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SIMULATION_SETTINGS__DURATION, oldDuration, duration));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getRandomSeed() {
		return randomSeed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRandomSeed(long newRandomSeed) {
		long oldRandomSeed = randomSeed;
		randomSeed = newRandomSeed;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SIMULATION_SETTINGS__RANDOM_SEED, oldRandomSeed, randomSeed));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getThreadCount() {
		return threadCount;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setThreadCount(int newThreadCount) {
		int oldThreadCount = threadCount;
		threadCount = newThreadCount;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SIMULATION_SETTINGS__THREAD_COUNT, oldThreadCount, threadCount));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ScenarioPackage.SIMULATION_SETTINGS__TIME_STEP:
				return getTimeStep();
			case ScenarioPackage.SIMULATION_SETTINGS__DURATION:
				return getDuration();
			case ScenarioPackage.SIMULATION_SETTINGS__RANDOM_SEED:
				return getRandomSeed();
			case ScenarioPackage.SIMULATION_SETTINGS__THREAD_COUNT:
				return getThreadCount();
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
			case ScenarioPackage.SIMULATION_SETTINGS__TIME_STEP:
				setTimeStep((Double)newValue);
				return;
			case ScenarioPackage.SIMULATION_SETTINGS__DURATION:
				setDuration((Double)newValue);
				return;
			case ScenarioPackage.SIMULATION_SETTINGS__RANDOM_SEED:
				setRandomSeed((Long)newValue);
				return;
			case ScenarioPackage.SIMULATION_SETTINGS__THREAD_COUNT:
				setThreadCount((Integer)newValue);
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
			case ScenarioPackage.SIMULATION_SETTINGS__TIME_STEP:
				setTimeStep(TIME_STEP_EDEFAULT);
				return;
			case ScenarioPackage.SIMULATION_SETTINGS__DURATION:
				setDuration(DURATION_EDEFAULT);
				return;
			case ScenarioPackage.SIMULATION_SETTINGS__RANDOM_SEED:
				setRandomSeed(RANDOM_SEED_EDEFAULT);
				return;
			case ScenarioPackage.SIMULATION_SETTINGS__THREAD_COUNT:
				setThreadCount(THREAD_COUNT_EDEFAULT);
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
			case ScenarioPackage.SIMULATION_SETTINGS__TIME_STEP:
				return timeStep != TIME_STEP_EDEFAULT;
			case ScenarioPackage.SIMULATION_SETTINGS__DURATION:
				return duration != DURATION_EDEFAULT;
			case ScenarioPackage.SIMULATION_SETTINGS__RANDOM_SEED:
				return randomSeed != RANDOM_SEED_EDEFAULT;
			case ScenarioPackage.SIMULATION_SETTINGS__THREAD_COUNT:
				return threadCount != THREAD_COUNT_EDEFAULT;
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
		result.append(" (timeStep: ");
		result.append(timeStep);
		result.append(", duration: ");
		result.append(duration);
		result.append(", randomSeed: ");
		result.append(randomSeed);
		result.append(", threadCount: ");
		result.append(threadCount);
		result.append(')');
		return result.toString();
	}

} //SimulationSettingsImpl
