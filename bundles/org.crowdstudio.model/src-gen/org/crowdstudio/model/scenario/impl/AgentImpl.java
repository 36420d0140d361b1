/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import java.util.Collection;

import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.FieldEmitter;
import org.crowdstudio.model.scenario.FieldReceiver;
import org.crowdstudio.model.scenario.GraphNode;
import org.crowdstudio.model.scenario.LinkTarget;
import org.crowdstudio.model.scenario.Place;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.Vector2;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectResolvingEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Agent</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AgentImpl#getGraphPin <em>Graph Pin</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AgentImpl#getOrientation <em>Orientation</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AgentImpl#isLoopGoals <em>Loop Goals</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AgentImpl#getFriendshipAngle <em>Friendship Angle</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AgentImpl#getMood <em>Mood</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AgentImpl#getPreferredSpeed <em>Preferred Speed</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AgentImpl#getProfile <em>Profile</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AgentImpl#getPosition <em>Position</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AgentImpl#getGoals <em>Goals</em>}</li>
 * </ul>
 *
 * @generated
 */
public class AgentImpl extends NamedImpl implements Agent {
	/**
	 * The cached value of the '{@link #getGraphPin() <em>Graph Pin</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGraphPin()
	 * @generated
	 * @ordered
	 */
	protected Vector2 graphPin;

	/**
	 * The default value of the '{@link #getOrientation() <em>Orientation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOrientation()
	 * @generated
	 * @ordered
	 */
	protected static final double ORIENTATION_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getOrientation() <em>Orientation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOrientation()
	 * @generated
	 * @ordered
	 */
	protected double orientation = ORIENTATION_EDEFAULT;

	/**
	 * The default value of the '{@link #isLoopGoals() <em>Loop Goals</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isLoopGoals()
	 * @generated
	 * @ordered
	 */
	protected static final boolean LOOP_GOALS_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isLoopGoals() <em>Loop Goals</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isLoopGoals()
	 * @generated
	 * @ordered
	 */
	protected boolean loopGoals = LOOP_GOALS_EDEFAULT;

	/**
	 * The default value of the '{@link #getFriendshipAngle() <em>Friendship Angle</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFriendshipAngle()
	 * @generated
	 * @ordered
	 */
	protected static final Double FRIENDSHIP_ANGLE_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getFriendshipAngle() <em>Friendship Angle</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFriendshipAngle()
	 * @generated
	 * @ordered
	 */
	protected Double friendshipAngle = FRIENDSHIP_ANGLE_EDEFAULT;

	/**
	 * The default value of the '{@link #getMood() <em>Mood</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMood()
	 * @generated
	 * @ordered
	 */
	protected static final Double MOOD_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getMood() <em>Mood</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMood()
	 * @generated
	 * @ordered
	 */
	protected Double mood = MOOD_EDEFAULT;

	/**
	 * The default value of the '{@link #getPreferredSpeed() <em>Preferred Speed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPreferredSpeed()
	 * @generated
	 * @ordered
	 */
	protected static final Double PREFERRED_SPEED_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getPreferredSpeed() <em>Preferred Speed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPreferredSpeed()
	 * @generated
	 * @ordered
	 */
	protected Double preferredSpeed = PREFERRED_SPEED_EDEFAULT;

	/**
	 * The cached value of the '{@link #getProfile() <em>Profile</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getProfile()
	 * @generated
	 * @ordered
	 */
	protected BehaviourProfile profile;

	/**
	 * The cached value of the '{@link #getPosition() <em>Position</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPosition()
	 * @generated
	 * @ordered
	 */
	protected Vector2 position;

	/**
	 * The cached value of the '{@link #getGoals() <em>Goals</em>}' reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGoals()
	 * @generated
	 * @ordered
	 */
	protected EList<Place> goals;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected AgentImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.AGENT;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Vector2 getGraphPin() {
		return graphPin;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetGraphPin(Vector2 newGraphPin, NotificationChain msgs) {
		Vector2 oldGraphPin = graphPin;
		graphPin = newGraphPin;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.AGENT__GRAPH_PIN, oldGraphPin, newGraphPin);
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
	public void setGraphPin(Vector2 newGraphPin) {
		if (newGraphPin != graphPin) {
			NotificationChain msgs = null;
			if (graphPin != null)
				msgs = ((InternalEObject)graphPin).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.AGENT__GRAPH_PIN, null, msgs);
			if (newGraphPin != null)
				msgs = ((InternalEObject)newGraphPin).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.AGENT__GRAPH_PIN, null, msgs);
			msgs = basicSetGraphPin(newGraphPin, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.AGENT__GRAPH_PIN, newGraphPin, newGraphPin));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getOrientation() {
		return orientation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setOrientation(double newOrientation) {
		double oldOrientation = orientation;
		orientation = newOrientation;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.AGENT__ORIENTATION, oldOrientation, orientation));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isLoopGoals() {
		return loopGoals;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLoopGoals(boolean newLoopGoals) {
		boolean oldLoopGoals = loopGoals;
		loopGoals = newLoopGoals;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.AGENT__LOOP_GOALS, oldLoopGoals, loopGoals));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Double getFriendshipAngle() {
		return friendshipAngle;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFriendshipAngle(Double newFriendshipAngle) {
		Double oldFriendshipAngle = friendshipAngle;
		friendshipAngle = newFriendshipAngle;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.AGENT__FRIENDSHIP_ANGLE, oldFriendshipAngle, friendshipAngle));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Double getMood() {
		return mood;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMood(Double newMood) {
		Double oldMood = mood;
		mood = newMood;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.AGENT__MOOD, oldMood, mood));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Double getPreferredSpeed() {
		return preferredSpeed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPreferredSpeed(Double newPreferredSpeed) {
		Double oldPreferredSpeed = preferredSpeed;
		preferredSpeed = newPreferredSpeed;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.AGENT__PREFERRED_SPEED, oldPreferredSpeed, preferredSpeed));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public BehaviourProfile getProfile() {
		if (profile != null && profile.eIsProxy()) {
			InternalEObject oldProfile = (InternalEObject)profile;
			profile = (BehaviourProfile)eResolveProxy(oldProfile);
			if (profile != oldProfile) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.AGENT__PROFILE, oldProfile, profile));
			}
		}
		return profile;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public BehaviourProfile basicGetProfile() {
		return profile;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setProfile(BehaviourProfile newProfile) {
		BehaviourProfile oldProfile = profile;
		profile = newProfile;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.AGENT__PROFILE, oldProfile, profile));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Vector2 getPosition() {
		return position;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetPosition(Vector2 newPosition, NotificationChain msgs) {
		Vector2 oldPosition = position;
		position = newPosition;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.AGENT__POSITION, oldPosition, newPosition);
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
	public void setPosition(Vector2 newPosition) {
		if (newPosition != position) {
			NotificationChain msgs = null;
			if (position != null)
				msgs = ((InternalEObject)position).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.AGENT__POSITION, null, msgs);
			if (newPosition != null)
				msgs = ((InternalEObject)newPosition).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.AGENT__POSITION, null, msgs);
			msgs = basicSetPosition(newPosition, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.AGENT__POSITION, newPosition, newPosition));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Place> getGoals() {
		if (goals == null) {
			goals = new EObjectResolvingEList<Place>(Place.class, this, ScenarioPackage.AGENT__GOALS);
		}
		return goals;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case ScenarioPackage.AGENT__GRAPH_PIN:
				return basicSetGraphPin(null, msgs);
			case ScenarioPackage.AGENT__POSITION:
				return basicSetPosition(null, msgs);
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
			case ScenarioPackage.AGENT__GRAPH_PIN:
				return getGraphPin();
			case ScenarioPackage.AGENT__ORIENTATION:
				return getOrientation();
			case ScenarioPackage.AGENT__LOOP_GOALS:
				return isLoopGoals();
			case ScenarioPackage.AGENT__FRIENDSHIP_ANGLE:
				return getFriendshipAngle();
			case ScenarioPackage.AGENT__MOOD:
				return getMood();
			case ScenarioPackage.AGENT__PREFERRED_SPEED:
				return getPreferredSpeed();
			case ScenarioPackage.AGENT__PROFILE:
				if (resolve) return getProfile();
				return basicGetProfile();
			case ScenarioPackage.AGENT__POSITION:
				return getPosition();
			case ScenarioPackage.AGENT__GOALS:
				return getGoals();
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
			case ScenarioPackage.AGENT__GRAPH_PIN:
				setGraphPin((Vector2)newValue);
				return;
			case ScenarioPackage.AGENT__ORIENTATION:
				setOrientation((Double)newValue);
				return;
			case ScenarioPackage.AGENT__LOOP_GOALS:
				setLoopGoals((Boolean)newValue);
				return;
			case ScenarioPackage.AGENT__FRIENDSHIP_ANGLE:
				setFriendshipAngle((Double)newValue);
				return;
			case ScenarioPackage.AGENT__MOOD:
				setMood((Double)newValue);
				return;
			case ScenarioPackage.AGENT__PREFERRED_SPEED:
				setPreferredSpeed((Double)newValue);
				return;
			case ScenarioPackage.AGENT__PROFILE:
				setProfile((BehaviourProfile)newValue);
				return;
			case ScenarioPackage.AGENT__POSITION:
				setPosition((Vector2)newValue);
				return;
			case ScenarioPackage.AGENT__GOALS:
				getGoals().clear();
				getGoals().addAll((Collection<? extends Place>)newValue);
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
			case ScenarioPackage.AGENT__GRAPH_PIN:
				setGraphPin((Vector2)null);
				return;
			case ScenarioPackage.AGENT__ORIENTATION:
				setOrientation(ORIENTATION_EDEFAULT);
				return;
			case ScenarioPackage.AGENT__LOOP_GOALS:
				setLoopGoals(LOOP_GOALS_EDEFAULT);
				return;
			case ScenarioPackage.AGENT__FRIENDSHIP_ANGLE:
				setFriendshipAngle(FRIENDSHIP_ANGLE_EDEFAULT);
				return;
			case ScenarioPackage.AGENT__MOOD:
				setMood(MOOD_EDEFAULT);
				return;
			case ScenarioPackage.AGENT__PREFERRED_SPEED:
				setPreferredSpeed(PREFERRED_SPEED_EDEFAULT);
				return;
			case ScenarioPackage.AGENT__PROFILE:
				setProfile((BehaviourProfile)null);
				return;
			case ScenarioPackage.AGENT__POSITION:
				setPosition((Vector2)null);
				return;
			case ScenarioPackage.AGENT__GOALS:
				getGoals().clear();
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
			case ScenarioPackage.AGENT__GRAPH_PIN:
				return graphPin != null;
			case ScenarioPackage.AGENT__ORIENTATION:
				return orientation != ORIENTATION_EDEFAULT;
			case ScenarioPackage.AGENT__LOOP_GOALS:
				return loopGoals != LOOP_GOALS_EDEFAULT;
			case ScenarioPackage.AGENT__FRIENDSHIP_ANGLE:
				return FRIENDSHIP_ANGLE_EDEFAULT == null ? friendshipAngle != null : !FRIENDSHIP_ANGLE_EDEFAULT.equals(friendshipAngle);
			case ScenarioPackage.AGENT__MOOD:
				return MOOD_EDEFAULT == null ? mood != null : !MOOD_EDEFAULT.equals(mood);
			case ScenarioPackage.AGENT__PREFERRED_SPEED:
				return PREFERRED_SPEED_EDEFAULT == null ? preferredSpeed != null : !PREFERRED_SPEED_EDEFAULT.equals(preferredSpeed);
			case ScenarioPackage.AGENT__PROFILE:
				return profile != null;
			case ScenarioPackage.AGENT__POSITION:
				return position != null;
			case ScenarioPackage.AGENT__GOALS:
				return goals != null && !goals.isEmpty();
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int eBaseStructuralFeatureID(int derivedFeatureID, Class<?> baseClass) {
		if (baseClass == FieldEmitter.class) {
			switch (derivedFeatureID) {
				default: return -1;
			}
		}
		if (baseClass == FieldReceiver.class) {
			switch (derivedFeatureID) {
				default: return -1;
			}
		}
		if (baseClass == LinkTarget.class) {
			switch (derivedFeatureID) {
				default: return -1;
			}
		}
		if (baseClass == GraphNode.class) {
			switch (derivedFeatureID) {
				case ScenarioPackage.AGENT__GRAPH_PIN: return ScenarioPackage.GRAPH_NODE__GRAPH_PIN;
				default: return -1;
			}
		}
		return super.eBaseStructuralFeatureID(derivedFeatureID, baseClass);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int eDerivedStructuralFeatureID(int baseFeatureID, Class<?> baseClass) {
		if (baseClass == FieldEmitter.class) {
			switch (baseFeatureID) {
				default: return -1;
			}
		}
		if (baseClass == FieldReceiver.class) {
			switch (baseFeatureID) {
				default: return -1;
			}
		}
		if (baseClass == LinkTarget.class) {
			switch (baseFeatureID) {
				default: return -1;
			}
		}
		if (baseClass == GraphNode.class) {
			switch (baseFeatureID) {
				case ScenarioPackage.GRAPH_NODE__GRAPH_PIN: return ScenarioPackage.AGENT__GRAPH_PIN;
				default: return -1;
			}
		}
		return super.eDerivedStructuralFeatureID(baseFeatureID, baseClass);
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
		result.append(" (orientation: ");
		result.append(orientation);
		result.append(", loopGoals: ");
		result.append(loopGoals);
		result.append(", friendshipAngle: ");
		result.append(friendshipAngle);
		result.append(", mood: ");
		result.append(mood);
		result.append(", preferredSpeed: ");
		result.append(preferredSpeed);
		result.append(')');
		return result.toString();
	}

} //AgentImpl
