/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Trajectory Set</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Observed trajectories a field is learned from.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.TrajectorySet#getSource <em>Source</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.TrajectorySet#getTrajectories <em>Trajectories</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getTrajectorySet()
 * @model
 * @generated
 */
public interface TrajectorySet extends Named {
	/**
	 * Returns the value of the '<em><b>Source</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * File the trajectories were imported from, relative to the scenario.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Source</em>' attribute.
	 * @see #setSource(String)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getTrajectorySet_Source()
	 * @model
	 * @generated
	 */
	String getSource();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.TrajectorySet#getSource <em>Source</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Source</em>' attribute.
	 * @see #getSource()
	 * @generated
	 */
	void setSource(String value);

	/**
	 * Returns the value of the '<em><b>Trajectories</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.Trajectory}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The trajectories.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Trajectories</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getTrajectorySet_Trajectories()
	 * @model containment="true"
	 * @generated
	 */
	EList<Trajectory> getTrajectories();

} // TrajectorySet
