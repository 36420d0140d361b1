/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import org.crowdstudio.model.scenario.GroupParameters;
import org.crowdstudio.model.scenario.ScenarioPackage;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.MinimalEObjectImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Group Parameters</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupParametersImpl#getConnectionNeighbours <em>Connection Neighbours</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupParametersImpl#getInterGroupConnections <em>Inter Group Connections</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupParametersImpl#getMaxGroupingDistance <em>Max Grouping Distance</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupParametersImpl#getMinGroupingTime <em>Min Grouping Time</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupParametersImpl#getTimeHorizon <em>Time Horizon</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupParametersImpl#getGroupWeight <em>Group Weight</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupParametersImpl#getVelocityWeight <em>Velocity Weight</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupParametersImpl#getDistanceWeight <em>Distance Weight</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.GroupParametersImpl#getPreferredDistance <em>Preferred Distance</em>}</li>
 * </ul>
 *
 * @generated
 */
public class GroupParametersImpl extends MinimalEObjectImpl.Container implements GroupParameters {
	/**
	 * The default value of the '{@link #getConnectionNeighbours() <em>Connection Neighbours</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getConnectionNeighbours()
	 * @generated
	 * @ordered
	 */
	protected static final int CONNECTION_NEIGHBOURS_EDEFAULT = 3;

	/**
	 * The cached value of the '{@link #getConnectionNeighbours() <em>Connection Neighbours</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getConnectionNeighbours()
	 * @generated
	 * @ordered
	 */
	protected int connectionNeighbours = CONNECTION_NEIGHBOURS_EDEFAULT;

	/**
	 * The default value of the '{@link #getInterGroupConnections() <em>Inter Group Connections</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInterGroupConnections()
	 * @generated
	 * @ordered
	 */
	protected static final int INTER_GROUP_CONNECTIONS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getInterGroupConnections() <em>Inter Group Connections</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInterGroupConnections()
	 * @generated
	 * @ordered
	 */
	protected int interGroupConnections = INTER_GROUP_CONNECTIONS_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxGroupingDistance() <em>Max Grouping Distance</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxGroupingDistance()
	 * @generated
	 * @ordered
	 */
	protected static final double MAX_GROUPING_DISTANCE_EDEFAULT = 1.2;

	/**
	 * The cached value of the '{@link #getMaxGroupingDistance() <em>Max Grouping Distance</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxGroupingDistance()
	 * @generated
	 * @ordered
	 */
	protected double maxGroupingDistance = MAX_GROUPING_DISTANCE_EDEFAULT;

	/**
	 * The default value of the '{@link #getMinGroupingTime() <em>Min Grouping Time</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinGroupingTime()
	 * @generated
	 * @ordered
	 */
	protected static final double MIN_GROUPING_TIME_EDEFAULT = 1.0;

	/**
	 * The cached value of the '{@link #getMinGroupingTime() <em>Min Grouping Time</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinGroupingTime()
	 * @generated
	 * @ordered
	 */
	protected double minGroupingTime = MIN_GROUPING_TIME_EDEFAULT;

	/**
	 * The default value of the '{@link #getTimeHorizon() <em>Time Horizon</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeHorizon()
	 * @generated
	 * @ordered
	 */
	protected static final double TIME_HORIZON_EDEFAULT = 2.0;

	/**
	 * The cached value of the '{@link #getTimeHorizon() <em>Time Horizon</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeHorizon()
	 * @generated
	 * @ordered
	 */
	protected double timeHorizon = TIME_HORIZON_EDEFAULT;

	/**
	 * The default value of the '{@link #getGroupWeight() <em>Group Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGroupWeight()
	 * @generated
	 * @ordered
	 */
	protected static final double GROUP_WEIGHT_EDEFAULT = 0.5;

	/**
	 * The cached value of the '{@link #getGroupWeight() <em>Group Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGroupWeight()
	 * @generated
	 * @ordered
	 */
	protected double groupWeight = GROUP_WEIGHT_EDEFAULT;

	/**
	 * The default value of the '{@link #getVelocityWeight() <em>Velocity Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getVelocityWeight()
	 * @generated
	 * @ordered
	 */
	protected static final double VELOCITY_WEIGHT_EDEFAULT = 0.2;

	/**
	 * The cached value of the '{@link #getVelocityWeight() <em>Velocity Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getVelocityWeight()
	 * @generated
	 * @ordered
	 */
	protected double velocityWeight = VELOCITY_WEIGHT_EDEFAULT;

	/**
	 * The default value of the '{@link #getDistanceWeight() <em>Distance Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDistanceWeight()
	 * @generated
	 * @ordered
	 */
	protected static final double DISTANCE_WEIGHT_EDEFAULT = 0.05;

	/**
	 * The cached value of the '{@link #getDistanceWeight() <em>Distance Weight</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDistanceWeight()
	 * @generated
	 * @ordered
	 */
	protected double distanceWeight = DISTANCE_WEIGHT_EDEFAULT;

	/**
	 * The default value of the '{@link #getPreferredDistance() <em>Preferred Distance</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPreferredDistance()
	 * @generated
	 * @ordered
	 */
	protected static final double PREFERRED_DISTANCE_EDEFAULT = 0.8;

	/**
	 * The cached value of the '{@link #getPreferredDistance() <em>Preferred Distance</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPreferredDistance()
	 * @generated
	 * @ordered
	 */
	protected double preferredDistance = PREFERRED_DISTANCE_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected GroupParametersImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.GROUP_PARAMETERS;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getConnectionNeighbours() {
		return connectionNeighbours;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setConnectionNeighbours(int newConnectionNeighbours) {
		int oldConnectionNeighbours = connectionNeighbours;
		connectionNeighbours = newConnectionNeighbours;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.GROUP_PARAMETERS__CONNECTION_NEIGHBOURS, oldConnectionNeighbours, connectionNeighbours));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getInterGroupConnections() {
		return interGroupConnections;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setInterGroupConnections(int newInterGroupConnections) {
		int oldInterGroupConnections = interGroupConnections;
		interGroupConnections = newInterGroupConnections;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.GROUP_PARAMETERS__INTER_GROUP_CONNECTIONS, oldInterGroupConnections, interGroupConnections));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getMaxGroupingDistance() {
		return maxGroupingDistance;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxGroupingDistance(double newMaxGroupingDistance) {
		double oldMaxGroupingDistance = maxGroupingDistance;
		maxGroupingDistance = newMaxGroupingDistance;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.GROUP_PARAMETERS__MAX_GROUPING_DISTANCE, oldMaxGroupingDistance, maxGroupingDistance));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getMinGroupingTime() {
		return minGroupingTime;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMinGroupingTime(double newMinGroupingTime) {
		double oldMinGroupingTime = minGroupingTime;
		minGroupingTime = newMinGroupingTime;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.GROUP_PARAMETERS__MIN_GROUPING_TIME, oldMinGroupingTime, minGroupingTime));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getTimeHorizon() {
		return timeHorizon;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTimeHorizon(double newTimeHorizon) {
		double oldTimeHorizon = timeHorizon;
		timeHorizon = newTimeHorizon;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.GROUP_PARAMETERS__TIME_HORIZON, oldTimeHorizon, timeHorizon));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getGroupWeight() {
		return groupWeight;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGroupWeight(double newGroupWeight) {
		double oldGroupWeight = groupWeight;
		groupWeight = newGroupWeight;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.GROUP_PARAMETERS__GROUP_WEIGHT, oldGroupWeight, groupWeight));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getVelocityWeight() {
		return velocityWeight;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setVelocityWeight(double newVelocityWeight) {
		double oldVelocityWeight = velocityWeight;
		velocityWeight = newVelocityWeight;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.GROUP_PARAMETERS__VELOCITY_WEIGHT, oldVelocityWeight, velocityWeight));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getDistanceWeight() {
		return distanceWeight;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDistanceWeight(double newDistanceWeight) {
		double oldDistanceWeight = distanceWeight;
		distanceWeight = newDistanceWeight;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.GROUP_PARAMETERS__DISTANCE_WEIGHT, oldDistanceWeight, distanceWeight));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getPreferredDistance() {
		return preferredDistance;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPreferredDistance(double newPreferredDistance) {
		double oldPreferredDistance = preferredDistance;
		preferredDistance = newPreferredDistance;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.GROUP_PARAMETERS__PREFERRED_DISTANCE, oldPreferredDistance, preferredDistance));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ScenarioPackage.GROUP_PARAMETERS__CONNECTION_NEIGHBOURS:
				return getConnectionNeighbours();
			case ScenarioPackage.GROUP_PARAMETERS__INTER_GROUP_CONNECTIONS:
				return getInterGroupConnections();
			case ScenarioPackage.GROUP_PARAMETERS__MAX_GROUPING_DISTANCE:
				return getMaxGroupingDistance();
			case ScenarioPackage.GROUP_PARAMETERS__MIN_GROUPING_TIME:
				return getMinGroupingTime();
			case ScenarioPackage.GROUP_PARAMETERS__TIME_HORIZON:
				return getTimeHorizon();
			case ScenarioPackage.GROUP_PARAMETERS__GROUP_WEIGHT:
				return getGroupWeight();
			case ScenarioPackage.GROUP_PARAMETERS__VELOCITY_WEIGHT:
				return getVelocityWeight();
			case ScenarioPackage.GROUP_PARAMETERS__DISTANCE_WEIGHT:
				return getDistanceWeight();
			case ScenarioPackage.GROUP_PARAMETERS__PREFERRED_DISTANCE:
				return getPreferredDistance();
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
			case ScenarioPackage.GROUP_PARAMETERS__CONNECTION_NEIGHBOURS:
				setConnectionNeighbours((Integer)newValue);
				return;
			case ScenarioPackage.GROUP_PARAMETERS__INTER_GROUP_CONNECTIONS:
				setInterGroupConnections((Integer)newValue);
				return;
			case ScenarioPackage.GROUP_PARAMETERS__MAX_GROUPING_DISTANCE:
				setMaxGroupingDistance((Double)newValue);
				return;
			case ScenarioPackage.GROUP_PARAMETERS__MIN_GROUPING_TIME:
				setMinGroupingTime((Double)newValue);
				return;
			case ScenarioPackage.GROUP_PARAMETERS__TIME_HORIZON:
				setTimeHorizon((Double)newValue);
				return;
			case ScenarioPackage.GROUP_PARAMETERS__GROUP_WEIGHT:
				setGroupWeight((Double)newValue);
				return;
			case ScenarioPackage.GROUP_PARAMETERS__VELOCITY_WEIGHT:
				setVelocityWeight((Double)newValue);
				return;
			case ScenarioPackage.GROUP_PARAMETERS__DISTANCE_WEIGHT:
				setDistanceWeight((Double)newValue);
				return;
			case ScenarioPackage.GROUP_PARAMETERS__PREFERRED_DISTANCE:
				setPreferredDistance((Double)newValue);
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
			case ScenarioPackage.GROUP_PARAMETERS__CONNECTION_NEIGHBOURS:
				setConnectionNeighbours(CONNECTION_NEIGHBOURS_EDEFAULT);
				return;
			case ScenarioPackage.GROUP_PARAMETERS__INTER_GROUP_CONNECTIONS:
				setInterGroupConnections(INTER_GROUP_CONNECTIONS_EDEFAULT);
				return;
			case ScenarioPackage.GROUP_PARAMETERS__MAX_GROUPING_DISTANCE:
				setMaxGroupingDistance(MAX_GROUPING_DISTANCE_EDEFAULT);
				return;
			case ScenarioPackage.GROUP_PARAMETERS__MIN_GROUPING_TIME:
				setMinGroupingTime(MIN_GROUPING_TIME_EDEFAULT);
				return;
			case ScenarioPackage.GROUP_PARAMETERS__TIME_HORIZON:
				setTimeHorizon(TIME_HORIZON_EDEFAULT);
				return;
			case ScenarioPackage.GROUP_PARAMETERS__GROUP_WEIGHT:
				setGroupWeight(GROUP_WEIGHT_EDEFAULT);
				return;
			case ScenarioPackage.GROUP_PARAMETERS__VELOCITY_WEIGHT:
				setVelocityWeight(VELOCITY_WEIGHT_EDEFAULT);
				return;
			case ScenarioPackage.GROUP_PARAMETERS__DISTANCE_WEIGHT:
				setDistanceWeight(DISTANCE_WEIGHT_EDEFAULT);
				return;
			case ScenarioPackage.GROUP_PARAMETERS__PREFERRED_DISTANCE:
				setPreferredDistance(PREFERRED_DISTANCE_EDEFAULT);
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
			case ScenarioPackage.GROUP_PARAMETERS__CONNECTION_NEIGHBOURS:
				return connectionNeighbours != CONNECTION_NEIGHBOURS_EDEFAULT;
			case ScenarioPackage.GROUP_PARAMETERS__INTER_GROUP_CONNECTIONS:
				return interGroupConnections != INTER_GROUP_CONNECTIONS_EDEFAULT;
			case ScenarioPackage.GROUP_PARAMETERS__MAX_GROUPING_DISTANCE:
				return maxGroupingDistance != MAX_GROUPING_DISTANCE_EDEFAULT;
			case ScenarioPackage.GROUP_PARAMETERS__MIN_GROUPING_TIME:
				return minGroupingTime != MIN_GROUPING_TIME_EDEFAULT;
			case ScenarioPackage.GROUP_PARAMETERS__TIME_HORIZON:
				return timeHorizon != TIME_HORIZON_EDEFAULT;
			case ScenarioPackage.GROUP_PARAMETERS__GROUP_WEIGHT:
				return groupWeight != GROUP_WEIGHT_EDEFAULT;
			case ScenarioPackage.GROUP_PARAMETERS__VELOCITY_WEIGHT:
				return velocityWeight != VELOCITY_WEIGHT_EDEFAULT;
			case ScenarioPackage.GROUP_PARAMETERS__DISTANCE_WEIGHT:
				return distanceWeight != DISTANCE_WEIGHT_EDEFAULT;
			case ScenarioPackage.GROUP_PARAMETERS__PREFERRED_DISTANCE:
				return preferredDistance != PREFERRED_DISTANCE_EDEFAULT;
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
		result.append(" (connectionNeighbours: ");
		result.append(connectionNeighbours);
		result.append(", interGroupConnections: ");
		result.append(interGroupConnections);
		result.append(", maxGroupingDistance: ");
		result.append(maxGroupingDistance);
		result.append(", minGroupingTime: ");
		result.append(minGroupingTime);
		result.append(", timeHorizon: ");
		result.append(timeHorizon);
		result.append(", groupWeight: ");
		result.append(groupWeight);
		result.append(", velocityWeight: ");
		result.append(velocityWeight);
		result.append(", distanceWeight: ");
		result.append(distanceWeight);
		result.append(", preferredDistance: ");
		result.append(preferredDistance);
		result.append(')');
		return result.toString();
	}

} //GroupParametersImpl
