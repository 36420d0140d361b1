/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Simulation Settings</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * How the simulation is stepped.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.SimulationSettings#getTimeStep <em>Time Step</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SimulationSettings#getDuration <em>Duration</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SimulationSettings#getRandomSeed <em>Random Seed</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.SimulationSettings#getThreadCount <em>Thread Count</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSimulationSettings()
 * @model
 * @generated
 */
public interface SimulationSettings extends EObject {
	/**
	 * Returns the value of the '<em><b>Time Step</b></em>' attribute.
	 * The default value is <code>"0.1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Fixed time step in seconds (IF paper §6.1).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Time Step</em>' attribute.
	 * @see #setTimeStep(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSimulationSettings_TimeStep()
	 * @model default="0.1"
	 * @generated
	 */
	double getTimeStep();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SimulationSettings#getTimeStep <em>Time Step</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Time Step</em>' attribute.
	 * @see #getTimeStep()
	 * @generated
	 */
	void setTimeStep(double value);

	/**
	 * Returns the value of the '<em><b>Duration</b></em>' attribute.
	 * The default value is <code>"60.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Simulated duration in seconds.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Duration</em>' attribute.
	 * @see #setDuration(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSimulationSettings_Duration()
	 * @model default="60.0"
	 * @generated
	 */
	double getDuration();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SimulationSettings#getDuration <em>Duration</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Duration</em>' attribute.
	 * @see #getDuration()
	 * @generated
	 */
	void setDuration(double value);

	/**
	 * Returns the value of the '<em><b>Random Seed</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Seed of every random choice: same scenario and seed give identical trajectories.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Random Seed</em>' attribute.
	 * @see #setRandomSeed(long)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSimulationSettings_RandomSeed()
	 * @model default="1"
	 * @generated
	 */
	long getRandomSeed();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SimulationSettings#getRandomSeed <em>Random Seed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Random Seed</em>' attribute.
	 * @see #getRandomSeed()
	 * @generated
	 */
	void setRandomSeed(long value);

	/**
	 * Returns the value of the '<em><b>Thread Count</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Threads to simulate with; 0 uses every core. Results do not depend on it.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Thread Count</em>' attribute.
	 * @see #setThreadCount(int)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getSimulationSettings_ThreadCount()
	 * @model default="0"
	 * @generated
	 */
	int getThreadCount();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.SimulationSettings#getThreadCount <em>Thread Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Thread Count</em>' attribute.
	 * @see #getThreadCount()
	 * @generated
	 */
	void setThreadCount(int value);

} // SimulationSettings
