/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import java.util.Collection;

import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Distribution;
import org.crowdstudio.model.scenario.FieldEmitter;
import org.crowdstudio.model.scenario.FieldReceiver;
import org.crowdstudio.model.scenario.GoalRule;
import org.crowdstudio.model.scenario.GraphNode;
import org.crowdstudio.model.scenario.Place;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Region;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.SocialTraits;
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
 * An implementation of the model object '<em><b>Population</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.impl.PopulationImpl#getGraphPin <em>Graph Pin</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.PopulationImpl#getCount <em>Count</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.PopulationImpl#getGoalRule <em>Goal Rule</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.PopulationImpl#getSeedOffset <em>Seed Offset</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.PopulationImpl#getProfile <em>Profile</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.PopulationImpl#getSpawnRegion <em>Spawn Region</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.PopulationImpl#getGoals <em>Goals</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.PopulationImpl#getOrientation <em>Orientation</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.PopulationImpl#getPreferredSpeed <em>Preferred Speed</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.PopulationImpl#getSocialTraits <em>Social Traits</em>}</li>
 * </ul>
 *
 * @generated
 */
public class PopulationImpl extends NamedImpl implements Population {
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
	 * The default value of the '{@link #getCount() <em>Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCount()
	 * @generated
	 * @ordered
	 */
	protected static final int COUNT_EDEFAULT = 10;

	/**
	 * The cached value of the '{@link #getCount() <em>Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCount()
	 * @generated
	 * @ordered
	 */
	protected int count = COUNT_EDEFAULT;

	/**
	 * The default value of the '{@link #getGoalRule() <em>Goal Rule</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGoalRule()
	 * @generated
	 * @ordered
	 */
	protected static final GoalRule GOAL_RULE_EDEFAULT = GoalRule.NONE;

	/**
	 * The cached value of the '{@link #getGoalRule() <em>Goal Rule</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGoalRule()
	 * @generated
	 * @ordered
	 */
	protected GoalRule goalRule = GOAL_RULE_EDEFAULT;

	/**
	 * The default value of the '{@link #getSeedOffset() <em>Seed Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSeedOffset()
	 * @generated
	 * @ordered
	 */
	protected static final long SEED_OFFSET_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getSeedOffset() <em>Seed Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSeedOffset()
	 * @generated
	 * @ordered
	 */
	protected long seedOffset = SEED_OFFSET_EDEFAULT;

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
	 * The cached value of the '{@link #getSpawnRegion() <em>Spawn Region</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSpawnRegion()
	 * @generated
	 * @ordered
	 */
	protected Region spawnRegion;

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
	 * The cached value of the '{@link #getOrientation() <em>Orientation</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOrientation()
	 * @generated
	 * @ordered
	 */
	protected Distribution orientation;

	/**
	 * The cached value of the '{@link #getPreferredSpeed() <em>Preferred Speed</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPreferredSpeed()
	 * @generated
	 * @ordered
	 */
	protected Distribution preferredSpeed;

	/**
	 * The cached value of the '{@link #getSocialTraits() <em>Social Traits</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSocialTraits()
	 * @generated
	 * @ordered
	 */
	protected SocialTraits socialTraits;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected PopulationImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.POPULATION;
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
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.POPULATION__GRAPH_PIN, oldGraphPin, newGraphPin);
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
				msgs = ((InternalEObject)graphPin).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.POPULATION__GRAPH_PIN, null, msgs);
			if (newGraphPin != null)
				msgs = ((InternalEObject)newGraphPin).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.POPULATION__GRAPH_PIN, null, msgs);
			msgs = basicSetGraphPin(newGraphPin, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POPULATION__GRAPH_PIN, newGraphPin, newGraphPin));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getCount() {
		return count;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCount(int newCount) {
		int oldCount = count;
		count = newCount;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POPULATION__COUNT, oldCount, count));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public GoalRule getGoalRule() {
		return goalRule;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGoalRule(GoalRule newGoalRule) {
		GoalRule oldGoalRule = goalRule;
		goalRule = newGoalRule == null ? GOAL_RULE_EDEFAULT : newGoalRule;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POPULATION__GOAL_RULE, oldGoalRule, goalRule));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getSeedOffset() {
		return seedOffset;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSeedOffset(long newSeedOffset) {
		long oldSeedOffset = seedOffset;
		seedOffset = newSeedOffset;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POPULATION__SEED_OFFSET, oldSeedOffset, seedOffset));
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
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.POPULATION__PROFILE, oldProfile, profile));
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
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POPULATION__PROFILE, oldProfile, profile));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Region getSpawnRegion() {
		if (spawnRegion != null && spawnRegion.eIsProxy()) {
			InternalEObject oldSpawnRegion = (InternalEObject)spawnRegion;
			spawnRegion = (Region)eResolveProxy(oldSpawnRegion);
			if (spawnRegion != oldSpawnRegion) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.POPULATION__SPAWN_REGION, oldSpawnRegion, spawnRegion));
			}
		}
		return spawnRegion;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Region basicGetSpawnRegion() {
		return spawnRegion;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSpawnRegion(Region newSpawnRegion) {
		Region oldSpawnRegion = spawnRegion;
		spawnRegion = newSpawnRegion;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POPULATION__SPAWN_REGION, oldSpawnRegion, spawnRegion));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Place> getGoals() {
		if (goals == null) {
			goals = new EObjectResolvingEList<Place>(Place.class, this, ScenarioPackage.POPULATION__GOALS);
		}
		return goals;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Distribution getOrientation() {
		return orientation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetOrientation(Distribution newOrientation, NotificationChain msgs) {
		Distribution oldOrientation = orientation;
		orientation = newOrientation;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.POPULATION__ORIENTATION, oldOrientation, newOrientation);
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
	public void setOrientation(Distribution newOrientation) {
		if (newOrientation != orientation) {
			NotificationChain msgs = null;
			if (orientation != null)
				msgs = ((InternalEObject)orientation).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.POPULATION__ORIENTATION, null, msgs);
			if (newOrientation != null)
				msgs = ((InternalEObject)newOrientation).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.POPULATION__ORIENTATION, null, msgs);
			msgs = basicSetOrientation(newOrientation, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POPULATION__ORIENTATION, newOrientation, newOrientation));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Distribution getPreferredSpeed() {
		return preferredSpeed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetPreferredSpeed(Distribution newPreferredSpeed, NotificationChain msgs) {
		Distribution oldPreferredSpeed = preferredSpeed;
		preferredSpeed = newPreferredSpeed;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.POPULATION__PREFERRED_SPEED, oldPreferredSpeed, newPreferredSpeed);
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
	public void setPreferredSpeed(Distribution newPreferredSpeed) {
		if (newPreferredSpeed != preferredSpeed) {
			NotificationChain msgs = null;
			if (preferredSpeed != null)
				msgs = ((InternalEObject)preferredSpeed).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.POPULATION__PREFERRED_SPEED, null, msgs);
			if (newPreferredSpeed != null)
				msgs = ((InternalEObject)newPreferredSpeed).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.POPULATION__PREFERRED_SPEED, null, msgs);
			msgs = basicSetPreferredSpeed(newPreferredSpeed, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POPULATION__PREFERRED_SPEED, newPreferredSpeed, newPreferredSpeed));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SocialTraits getSocialTraits() {
		return socialTraits;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetSocialTraits(SocialTraits newSocialTraits, NotificationChain msgs) {
		SocialTraits oldSocialTraits = socialTraits;
		socialTraits = newSocialTraits;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.POPULATION__SOCIAL_TRAITS, oldSocialTraits, newSocialTraits);
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
	public void setSocialTraits(SocialTraits newSocialTraits) {
		if (newSocialTraits != socialTraits) {
			NotificationChain msgs = null;
			if (socialTraits != null)
				msgs = ((InternalEObject)socialTraits).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.POPULATION__SOCIAL_TRAITS, null, msgs);
			if (newSocialTraits != null)
				msgs = ((InternalEObject)newSocialTraits).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.POPULATION__SOCIAL_TRAITS, null, msgs);
			msgs = basicSetSocialTraits(newSocialTraits, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POPULATION__SOCIAL_TRAITS, newSocialTraits, newSocialTraits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case ScenarioPackage.POPULATION__GRAPH_PIN:
				return basicSetGraphPin(null, msgs);
			case ScenarioPackage.POPULATION__ORIENTATION:
				return basicSetOrientation(null, msgs);
			case ScenarioPackage.POPULATION__PREFERRED_SPEED:
				return basicSetPreferredSpeed(null, msgs);
			case ScenarioPackage.POPULATION__SOCIAL_TRAITS:
				return basicSetSocialTraits(null, msgs);
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
			case ScenarioPackage.POPULATION__GRAPH_PIN:
				return getGraphPin();
			case ScenarioPackage.POPULATION__COUNT:
				return getCount();
			case ScenarioPackage.POPULATION__GOAL_RULE:
				return getGoalRule();
			case ScenarioPackage.POPULATION__SEED_OFFSET:
				return getSeedOffset();
			case ScenarioPackage.POPULATION__PROFILE:
				if (resolve) return getProfile();
				return basicGetProfile();
			case ScenarioPackage.POPULATION__SPAWN_REGION:
				if (resolve) return getSpawnRegion();
				return basicGetSpawnRegion();
			case ScenarioPackage.POPULATION__GOALS:
				return getGoals();
			case ScenarioPackage.POPULATION__ORIENTATION:
				return getOrientation();
			case ScenarioPackage.POPULATION__PREFERRED_SPEED:
				return getPreferredSpeed();
			case ScenarioPackage.POPULATION__SOCIAL_TRAITS:
				return getSocialTraits();
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
			case ScenarioPackage.POPULATION__GRAPH_PIN:
				setGraphPin((Vector2)newValue);
				return;
			case ScenarioPackage.POPULATION__COUNT:
				setCount((Integer)newValue);
				return;
			case ScenarioPackage.POPULATION__GOAL_RULE:
				setGoalRule((GoalRule)newValue);
				return;
			case ScenarioPackage.POPULATION__SEED_OFFSET:
				setSeedOffset((Long)newValue);
				return;
			case ScenarioPackage.POPULATION__PROFILE:
				setProfile((BehaviourProfile)newValue);
				return;
			case ScenarioPackage.POPULATION__SPAWN_REGION:
				setSpawnRegion((Region)newValue);
				return;
			case ScenarioPackage.POPULATION__GOALS:
				getGoals().clear();
				getGoals().addAll((Collection<? extends Place>)newValue);
				return;
			case ScenarioPackage.POPULATION__ORIENTATION:
				setOrientation((Distribution)newValue);
				return;
			case ScenarioPackage.POPULATION__PREFERRED_SPEED:
				setPreferredSpeed((Distribution)newValue);
				return;
			case ScenarioPackage.POPULATION__SOCIAL_TRAITS:
				setSocialTraits((SocialTraits)newValue);
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
			case ScenarioPackage.POPULATION__GRAPH_PIN:
				setGraphPin((Vector2)null);
				return;
			case ScenarioPackage.POPULATION__COUNT:
				setCount(COUNT_EDEFAULT);
				return;
			case ScenarioPackage.POPULATION__GOAL_RULE:
				setGoalRule(GOAL_RULE_EDEFAULT);
				return;
			case ScenarioPackage.POPULATION__SEED_OFFSET:
				setSeedOffset(SEED_OFFSET_EDEFAULT);
				return;
			case ScenarioPackage.POPULATION__PROFILE:
				setProfile((BehaviourProfile)null);
				return;
			case ScenarioPackage.POPULATION__SPAWN_REGION:
				setSpawnRegion((Region)null);
				return;
			case ScenarioPackage.POPULATION__GOALS:
				getGoals().clear();
				return;
			case ScenarioPackage.POPULATION__ORIENTATION:
				setOrientation((Distribution)null);
				return;
			case ScenarioPackage.POPULATION__PREFERRED_SPEED:
				setPreferredSpeed((Distribution)null);
				return;
			case ScenarioPackage.POPULATION__SOCIAL_TRAITS:
				setSocialTraits((SocialTraits)null);
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
			case ScenarioPackage.POPULATION__GRAPH_PIN:
				return graphPin != null;
			case ScenarioPackage.POPULATION__COUNT:
				return count != COUNT_EDEFAULT;
			case ScenarioPackage.POPULATION__GOAL_RULE:
				return goalRule != GOAL_RULE_EDEFAULT;
			case ScenarioPackage.POPULATION__SEED_OFFSET:
				return seedOffset != SEED_OFFSET_EDEFAULT;
			case ScenarioPackage.POPULATION__PROFILE:
				return profile != null;
			case ScenarioPackage.POPULATION__SPAWN_REGION:
				return spawnRegion != null;
			case ScenarioPackage.POPULATION__GOALS:
				return goals != null && !goals.isEmpty();
			case ScenarioPackage.POPULATION__ORIENTATION:
				return orientation != null;
			case ScenarioPackage.POPULATION__PREFERRED_SPEED:
				return preferredSpeed != null;
			case ScenarioPackage.POPULATION__SOCIAL_TRAITS:
				return socialTraits != null;
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
		if (baseClass == GraphNode.class) {
			switch (derivedFeatureID) {
				case ScenarioPackage.POPULATION__GRAPH_PIN: return ScenarioPackage.GRAPH_NODE__GRAPH_PIN;
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
		if (baseClass == GraphNode.class) {
			switch (baseFeatureID) {
				case ScenarioPackage.GRAPH_NODE__GRAPH_PIN: return ScenarioPackage.POPULATION__GRAPH_PIN;
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
		result.append(" (count: ");
		result.append(count);
		result.append(", goalRule: ");
		result.append(goalRule);
		result.append(", seedOffset: ");
		result.append(seedOffset);
		result.append(')');
		return result.toString();
	}

} //PopulationImpl
