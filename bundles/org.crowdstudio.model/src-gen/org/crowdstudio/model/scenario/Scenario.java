/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Scenario</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The root of a .crowd file: environment, behaviour, agents and everything the four methods need.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.Scenario#getFormatVersion <em>Format Version</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Scenario#getSettings <em>Settings</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Scenario#getEnvironment <em>Environment</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Scenario#getProfiles <em>Profiles</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Scenario#getAgents <em>Agents</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Scenario#getPopulations <em>Populations</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Scenario#getFields <em>Fields</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Scenario#getFieldBindings <em>Field Bindings</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Scenario#getActivationRules <em>Activation Rules</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Scenario#getSocial <em>Social</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Scenario#getRelations <em>Relations</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Scenario#getGroups <em>Groups</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Scenario#getAnisotropicFields <em>Anisotropic Fields</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.Scenario#getTimeline <em>Timeline</em>}</li>
 * </ul>
 *
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getScenario()
 * @model
 * @generated
 */
public interface Scenario extends Named {
	/**
	 * Returns the value of the '<em><b>Format Version</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Version of the .crowd file format; written on every save and read first on load, where older versions are migrated and newer ones refused.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Format Version</em>' attribute.
	 * @see #setFormatVersion(int)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getScenario_FormatVersion()
	 * @model
	 * @generated
	 */
	int getFormatVersion();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Scenario#getFormatVersion <em>Format Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Format Version</em>' attribute.
	 * @see #getFormatVersion()
	 * @generated
	 */
	void setFormatVersion(int value);

	/**
	 * Returns the value of the '<em><b>Settings</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Time step, duration, seed.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Settings</em>' containment reference.
	 * @see #setSettings(SimulationSettings)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getScenario_Settings()
	 * @model containment="true"
	 * @generated
	 */
	SimulationSettings getSettings();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Scenario#getSettings <em>Settings</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Settings</em>' containment reference.
	 * @see #getSettings()
	 * @generated
	 */
	void setSettings(SimulationSettings value);

	/**
	 * Returns the value of the '<em><b>Environment</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bounds, obstacles and places.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Environment</em>' containment reference.
	 * @see #setEnvironment(Environment)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getScenario_Environment()
	 * @model containment="true"
	 * @generated
	 */
	Environment getEnvironment();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Scenario#getEnvironment <em>Environment</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Environment</em>' containment reference.
	 * @see #getEnvironment()
	 * @generated
	 */
	void setEnvironment(Environment value);

	/**
	 * Returns the value of the '<em><b>Profiles</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.BehaviourProfile}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Behaviour profiles agents and populations use.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Profiles</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getScenario_Profiles()
	 * @model containment="true"
	 * @generated
	 */
	EList<BehaviourProfile> getProfiles();

	/**
	 * Returns the value of the '<em><b>Agents</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.Agent}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Explicitly placed agents.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Agents</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getScenario_Agents()
	 * @model containment="true"
	 * @generated
	 */
	EList<Agent> getAgents();

	/**
	 * Returns the value of the '<em><b>Populations</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.Population}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Agents generated from a count and distributions.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Populations</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getScenario_Populations()
	 * @model containment="true"
	 * @generated
	 */
	EList<Population> getPopulations();

	/**
	 * Returns the value of the '<em><b>Fields</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.InteractionField}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Interaction field definitions (IF paper).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Fields</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getScenario_Fields()
	 * @model containment="true"
	 * @generated
	 */
	EList<InteractionField> getFields();

	/**
	 * Returns the value of the '<em><b>Field Bindings</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.FieldBinding}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Which sources emit which field and who responds.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Field Bindings</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getScenario_FieldBindings()
	 * @model containment="true"
	 * @generated
	 */
	EList<FieldBinding> getFieldBindings();

	/**
	 * Returns the value of the '<em><b>Activation Rules</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.ActivationRule}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * When fields are active for their receivers (IF paper §7.3, made data).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Activation Rules</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getScenario_ActivationRules()
	 * @model containment="true"
	 * @generated
	 */
	EList<ActivationRule> getActivationRules();

	/**
	 * Returns the value of the '<em><b>Social</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The social layer (transactional analysis paper).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Social</em>' containment reference.
	 * @see #setSocial(SocialSettings)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getScenario_Social()
	 * @model containment="true"
	 * @generated
	 */
	SocialSettings getSocial();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Scenario#getSocial <em>Social</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Social</em>' containment reference.
	 * @see #getSocial()
	 * @generated
	 */
	void setSocial(SocialSettings value);

	/**
	 * Returns the value of the '<em><b>Relations</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.Relation}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The relation matrix of the velocity-connection paper, stored sparsely.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Relations</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getScenario_Relations()
	 * @model containment="true"
	 * @generated
	 */
	EList<Relation> getRelations();

	/**
	 * Returns the value of the '<em><b>Groups</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.Group}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Groups with members, leaders and parameters (VC paper).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Groups</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getScenario_Groups()
	 * @model containment="true"
	 * @generated
	 */
	EList<Group> getGroups();

	/**
	 * Returns the value of the '<em><b>Anisotropic Fields</b></em>' containment reference list.
	 * The list contents are of type {@link org.crowdstudio.model.scenario.AnisotropicField}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Anisotropic fields (AF paper).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Anisotropic Fields</em>' containment reference list.
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getScenario_AnisotropicFields()
	 * @model containment="true"
	 * @generated
	 */
	EList<AnisotropicField> getAnisotropicFields();

	/**
	 * Returns the value of the '<em><b>Timeline</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Keyframed global parameters and events.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Timeline</em>' containment reference.
	 * @see #setTimeline(Timeline)
	 * @see org.crowdstudio.model.scenario.ScenarioPackage#getScenario_Timeline()
	 * @model containment="true"
	 * @generated
	 */
	Timeline getTimeline();

	/**
	 * Sets the value of the '{@link org.crowdstudio.model.scenario.Scenario#getTimeline <em>Timeline</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Timeline</em>' containment reference.
	 * @see #getTimeline()
	 * @generated
	 */
	void setTimeline(Timeline value);

} // Scenario
