/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Group Parameters</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Velocity-connection parameters (VC paper Table 2 and §3).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.GroupParameters#getConnectionNeighbours <em>Connection Neighbours</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.GroupParameters#getInterGroupConnections <em>Inter Group Connections</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.GroupParameters#getMaxGroupingDistance <em>Max Grouping Distance</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.GroupParameters#getMinGroupingTime <em>Min Grouping Time</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.GroupParameters#getTimeHorizon <em>Time Horizon</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.GroupParameters#getGroupWeight <em>Group Weight</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.GroupParameters#getVelocityWeight <em>Velocity Weight</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.GroupParameters#getDistanceWeight <em>Distance Weight</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.GroupParameters#getPreferredDistance <em>Preferred Distance</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroupParameters()
 * @model
 * @generated
 */
public interface GroupParameters extends EObject {
	/**
	 * Returns the value of the '<em><b>Connection Neighbours</b></em>' attribute.
	 * The default value is <code>"3"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * n^c, neighbours connected to (1–45).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Connection Neighbours</em>' attribute.
	 * @see #setConnectionNeighbours(int)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroupParameters_ConnectionNeighbours()
	 * @model default="3"
	 * @generated
	 */
	int getConnectionNeighbours();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.GroupParameters#getConnectionNeighbours <em>Connection Neighbours</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Connection Neighbours</em>' attribute.
	 * @see #getConnectionNeighbours()
	 * @generated
	 */
	void setConnectionNeighbours(int value);

	/**
	 * Returns the value of the '<em><b>Inter Group Connections</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * n^ic, extended connections to other subgroups (§3.6).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Inter Group Connections</em>' attribute.
	 * @see #setInterGroupConnections(int)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroupParameters_InterGroupConnections()
	 * @model default="0"
	 * @generated
	 */
	int getInterGroupConnections();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.GroupParameters#getInterGroupConnections <em>Inter Group Connections</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Inter Group Connections</em>' attribute.
	 * @see #getInterGroupConnections()
	 * @generated
	 */
	void setInterGroupConnections(int value);

	/**
	 * Returns the value of the '<em><b>Max Grouping Distance</b></em>' attribute.
	 * The default value is <code>"1.2"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * r_max in metres.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Grouping Distance</em>' attribute.
	 * @see #setMaxGroupingDistance(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroupParameters_MaxGroupingDistance()
	 * @model default="1.2"
	 * @generated
	 */
	double getMaxGroupingDistance();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.GroupParameters#getMaxGroupingDistance <em>Max Grouping Distance</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Grouping Distance</em>' attribute.
	 * @see #getMaxGroupingDistance()
	 * @generated
	 */
	void setMaxGroupingDistance(double value);

	/**
	 * Returns the value of the '<em><b>Min Grouping Time</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * τ_min in seconds.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Min Grouping Time</em>' attribute.
	 * @see #setMinGroupingTime(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroupParameters_MinGroupingTime()
	 * @model default="1.0"
	 * @generated
	 */
	double getMinGroupingTime();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.GroupParameters#getMinGroupingTime <em>Min Grouping Time</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Min Grouping Time</em>' attribute.
	 * @see #getMinGroupingTime()
	 * @generated
	 */
	void setMinGroupingTime(double value);

	/**
	 * Returns the value of the '<em><b>Time Horizon</b></em>' attribute.
	 * The default value is <code>"2.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * τ in seconds.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Time Horizon</em>' attribute.
	 * @see #setTimeHorizon(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroupParameters_TimeHorizon()
	 * @model default="2.0"
	 * @generated
	 */
	double getTimeHorizon();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.GroupParameters#getTimeHorizon <em>Time Horizon</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Time Horizon</em>' attribute.
	 * @see #getTimeHorizon()
	 * @generated
	 */
	void setTimeHorizon(double value);

	/**
	 * Returns the value of the '<em><b>Group Weight</b></em>' attribute.
	 * The default value is <code>"0.5"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * w_g, weight of the velocity connections (eq. 6).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Group Weight</em>' attribute.
	 * @see #setGroupWeight(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroupParameters_GroupWeight()
	 * @model default="0.5"
	 * @generated
	 */
	double getGroupWeight();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.GroupParameters#getGroupWeight <em>Group Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Group Weight</em>' attribute.
	 * @see #getGroupWeight()
	 * @generated
	 */
	void setGroupWeight(double value);

	/**
	 * Returns the value of the '<em><b>Velocity Weight</b></em>' attribute.
	 * The default value is <code>"0.2"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * w_v, weight of the desired velocity (eq. 6).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Velocity Weight</em>' attribute.
	 * @see #setVelocityWeight(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroupParameters_VelocityWeight()
	 * @model default="0.2"
	 * @generated
	 */
	double getVelocityWeight();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.GroupParameters#getVelocityWeight <em>Velocity Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Velocity Weight</em>' attribute.
	 * @see #getVelocityWeight()
	 * @generated
	 */
	void setVelocityWeight(double value);

	/**
	 * Returns the value of the '<em><b>Distance Weight</b></em>' attribute.
	 * The default value is <code>"0.05"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * w_i, weight of the preferred distance (eq. 13), about 0.1 w_g.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Distance Weight</em>' attribute.
	 * @see #setDistanceWeight(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroupParameters_DistanceWeight()
	 * @model default="0.05"
	 * @generated
	 */
	double getDistanceWeight();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.GroupParameters#getDistanceWeight <em>Distance Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Distance Weight</em>' attribute.
	 * @see #getDistanceWeight()
	 * @generated
	 */
	void setDistanceWeight(double value);

	/**
	 * Returns the value of the '<em><b>Preferred Distance</b></em>' attribute.
	 * The default value is <code>"0.8"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Preferred distance in metres kept between group members (§3.7).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Preferred Distance</em>' attribute.
	 * @see #setPreferredDistance(double)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGroupParameters_PreferredDistance()
	 * @model default="0.8"
	 * @generated
	 */
	double getPreferredDistance();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.GroupParameters#getPreferredDistance <em>Preferred Distance</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Preferred Distance</em>' attribute.
	 * @see #getPreferredDistance()
	 * @generated
	 */
	void setPreferredDistance(double value);

} // GroupParameters
