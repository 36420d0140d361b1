/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Population</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Agents generated at load time: a count placed in a spawn region, with seeded distributions.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.Population#getCount <em>Count</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Population#getGoalRule <em>Goal Rule</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Population#getSeedOffset <em>Seed Offset</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Population#getProfile <em>Profile</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Population#getSpawnRegion <em>Spawn Region</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Population#getGoals <em>Goals</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Population#getOrientation <em>Orientation</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Population#getPreferredSpeed <em>Preferred Speed</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Population#getSocialTraits <em>Social Traits</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getPopulation()
 * @model
 * @generated
 */
public interface Population extends Named, FieldEmitter, FieldReceiver, GraphNode {
	/**
	 * Returns the value of the '<em><b>Count</b></em>' attribute.
	 * The default value is <code>"10"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Number of agents.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Count</em>' attribute.
	 * @see #setCount(int)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getPopulation_Count()
	 * @model default="10"
	 * @generated
	 */
	int getCount();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Population#getCount <em>Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Count</em>' attribute.
	 * @see #getCount()
	 * @generated
	 */
	void setCount(int value);

	/**
	 * Returns the value of the '<em><b>Goal Rule</b></em>' attribute.
	 * The default value is <code>"NONE"</code>.
	 * The literals are from the enumeration {@link org.crowdstudio.model.scenario.GoalRule}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How each agent gets its goals.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Goal Rule</em>' attribute.
	 * @see org.crowdstudio.model.scenario.GoalRule
	 * @see #setGoalRule(GoalRule)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getPopulation_GoalRule()
	 * @model default="NONE"
	 * @generated
	 */
	GoalRule getGoalRule();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Population#getGoalRule <em>Goal Rule</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Goal Rule</em>' attribute.
	 * @see org.crowdstudio.model.scenario.GoalRule
	 * @see #getGoalRule()
	 * @generated
	 */
	void setGoalRule(GoalRule value);

	/**
	 * Returns the value of the '<em><b>Seed Offset</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Added to the scenario seed for this population, so populations can be re-drawn independently.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Seed Offset</em>' attribute.
	 * @see #setSeedOffset(long)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getPopulation_SeedOffset()
	 * @model default="0"
	 * @generated
	 */
	long getSeedOffset();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Population#getSeedOffset <em>Seed Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Seed Offset</em>' attribute.
	 * @see #getSeedOffset()
	 * @generated
	 */
	void setSeedOffset(long value);

	/**
	 * Returns the value of the '<em><b>Profile</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The agents' behaviour profile.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Profile</em>' reference.
	 * @see #setProfile(BehaviourProfile)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getPopulation_Profile()
	 * @model required="true"
	 * @generated
	 */
	BehaviourProfile getProfile();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Population#getProfile <em>Profile</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Profile</em>' reference.
	 * @see #getProfile()
	 * @generated
	 */
	void setProfile(BehaviourProfile value);

	/**
	 * Returns the value of the '<em><b>Spawn Region</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Where agents are placed, uniformly, without overlap.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Spawn Region</em>' reference.
	 * @see #setSpawnRegion(Region)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getPopulation_SpawnRegion()
	 * @model required="true"
	 * @generated
	 */
	Region getSpawnRegion();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Population#getSpawnRegion <em>Spawn Region</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Spawn Region</em>' reference.
	 * @see #getSpawnRegion()
	 * @generated
	 */
	void setSpawnRegion(Region value);

	/**
	 * Returns the value of the '<em><b>Goals</b></em>' reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.Place}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Goals used by the goal rule.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Goals</em>' reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getPopulation_Goals()
	 * @model
	 * @generated
	 */
	EList<Place> getGoals();

	/**
	 * Returns the value of the '<em><b>Orientation</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Initial facing direction in radians. Absent: towards the first goal, or 0.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Orientation</em>' containment reference.
	 * @see #setOrientation(Distribution)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getPopulation_Orientation()
	 * @model containment="true"
	 * @generated
	 */
	Distribution getOrientation();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Population#getOrientation <em>Orientation</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Orientation</em>' containment reference.
	 * @see #getOrientation()
	 * @generated
	 */
	void setOrientation(Distribution value);

	/**
	 * Returns the value of the '<em><b>Preferred Speed</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Per-agent preferred speed in m/s. Absent: the profile's.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Preferred Speed</em>' containment reference.
	 * @see #setPreferredSpeed(Distribution)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getPopulation_PreferredSpeed()
	 * @model containment="true"
	 * @generated
	 */
	Distribution getPreferredSpeed();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Population#getPreferredSpeed <em>Preferred Speed</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Preferred Speed</em>' containment reference.
	 * @see #getPreferredSpeed()
	 * @generated
	 */
	void setPreferredSpeed(Distribution value);

	/**
	 * Returns the value of the '<em><b>Social Traits</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Overrides the profile's friendship and mood distributions.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Social Traits</em>' containment reference.
	 * @see #setSocialTraits(SocialTraits)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getPopulation_SocialTraits()
	 * @model containment="true"
	 * @generated
	 */
	SocialTraits getSocialTraits();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Population#getSocialTraits <em>Social Traits</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Social Traits</em>' containment reference.
	 * @see #getSocialTraits()
	 * @generated
	 */
	void setSocialTraits(SocialTraits value);

} // Population
