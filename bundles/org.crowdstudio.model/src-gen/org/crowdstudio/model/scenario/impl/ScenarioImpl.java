/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import java.util.Collection;

import org.crowdstudio.model.scenario.ActivationRule;
import org.crowdstudio.model.scenario.Agent;
import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.Environment;
import org.crowdstudio.model.scenario.FieldBinding;
import org.crowdstudio.model.scenario.Group;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.Population;
import org.crowdstudio.model.scenario.Relation;
import org.crowdstudio.model.scenario.Scenario;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.SimulationSettings;
import org.crowdstudio.model.scenario.SocialSettings;
import org.crowdstudio.model.scenario.Timeline;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Scenario</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.impl.ScenarioImpl#getFormatVersion <em>Format Version</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.ScenarioImpl#getSettings <em>Settings</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.ScenarioImpl#getEnvironment <em>Environment</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.ScenarioImpl#getProfiles <em>Profiles</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.ScenarioImpl#getAgents <em>Agents</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.ScenarioImpl#getPopulations <em>Populations</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.ScenarioImpl#getFields <em>Fields</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.ScenarioImpl#getFieldBindings <em>Field Bindings</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.ScenarioImpl#getActivationRules <em>Activation Rules</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.ScenarioImpl#getSocial <em>Social</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.ScenarioImpl#getRelations <em>Relations</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.ScenarioImpl#getGroups <em>Groups</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.ScenarioImpl#getAnisotropicFields <em>Anisotropic Fields</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.ScenarioImpl#getTimeline <em>Timeline</em>}</li>
 * </ul>
 *
 * @generated
 */
public class ScenarioImpl extends NamedImpl implements Scenario {
	/**
	 * The default value of the '{@link #getFormatVersion() <em>Format Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFormatVersion()
	 * @generated
	 * @ordered
	 */
	protected static final int FORMAT_VERSION_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getFormatVersion() <em>Format Version</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFormatVersion()
	 * @generated
	 * @ordered
	 */
	protected int formatVersion = FORMAT_VERSION_EDEFAULT;

	/**
	 * The cached value of the '{@link #getSettings() <em>Settings</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSettings()
	 * @generated
	 * @ordered
	 */
	protected SimulationSettings settings;

	/**
	 * The cached value of the '{@link #getEnvironment() <em>Environment</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEnvironment()
	 * @generated
	 * @ordered
	 */
	protected Environment environment;

	/**
	 * The cached value of the '{@link #getProfiles() <em>Profiles</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getProfiles()
	 * @generated
	 * @ordered
	 */
	protected EList<BehaviourProfile> profiles;

	/**
	 * The cached value of the '{@link #getAgents() <em>Agents</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAgents()
	 * @generated
	 * @ordered
	 */
	protected EList<Agent> agents;

	/**
	 * The cached value of the '{@link #getPopulations() <em>Populations</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPopulations()
	 * @generated
	 * @ordered
	 */
	protected EList<Population> populations;

	/**
	 * The cached value of the '{@link #getFields() <em>Fields</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFields()
	 * @generated
	 * @ordered
	 */
	protected EList<InteractionField> fields;

	/**
	 * The cached value of the '{@link #getFieldBindings() <em>Field Bindings</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getFieldBindings()
	 * @generated
	 * @ordered
	 */
	protected EList<FieldBinding> fieldBindings;

	/**
	 * The cached value of the '{@link #getActivationRules() <em>Activation Rules</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getActivationRules()
	 * @generated
	 * @ordered
	 */
	protected EList<ActivationRule> activationRules;

	/**
	 * The cached value of the '{@link #getSocial() <em>Social</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSocial()
	 * @generated
	 * @ordered
	 */
	protected SocialSettings social;

	/**
	 * The cached value of the '{@link #getRelations() <em>Relations</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRelations()
	 * @generated
	 * @ordered
	 */
	protected EList<Relation> relations;

	/**
	 * The cached value of the '{@link #getGroups() <em>Groups</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGroups()
	 * @generated
	 * @ordered
	 */
	protected EList<Group> groups;

	/**
	 * The cached value of the '{@link #getAnisotropicFields() <em>Anisotropic Fields</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAnisotropicFields()
	 * @generated
	 * @ordered
	 */
	protected EList<AnisotropicField> anisotropicFields;

	/**
	 * The cached value of the '{@link #getTimeline() <em>Timeline</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeline()
	 * @generated
	 * @ordered
	 */
	protected Timeline timeline;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ScenarioImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.SCENARIO;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getFormatVersion() {
		return formatVersion;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setFormatVersion(int newFormatVersion) {
		int oldFormatVersion = formatVersion;
		formatVersion = newFormatVersion;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SCENARIO__FORMAT_VERSION, oldFormatVersion, formatVersion));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SimulationSettings getSettings() {
		return settings;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetSettings(SimulationSettings newSettings, NotificationChain msgs) {
		SimulationSettings oldSettings = settings;
		settings = newSettings;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.SCENARIO__SETTINGS, oldSettings, newSettings);
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
	public void setSettings(SimulationSettings newSettings) {
		if (newSettings != settings) {
			NotificationChain msgs = null;
			if (settings != null)
				msgs = ((InternalEObject)settings).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.SCENARIO__SETTINGS, null, msgs);
			if (newSettings != null)
				msgs = ((InternalEObject)newSettings).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.SCENARIO__SETTINGS, null, msgs);
			msgs = basicSetSettings(newSettings, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SCENARIO__SETTINGS, newSettings, newSettings));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Environment getEnvironment() {
		return environment;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetEnvironment(Environment newEnvironment, NotificationChain msgs) {
		Environment oldEnvironment = environment;
		environment = newEnvironment;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.SCENARIO__ENVIRONMENT, oldEnvironment, newEnvironment);
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
	public void setEnvironment(Environment newEnvironment) {
		if (newEnvironment != environment) {
			NotificationChain msgs = null;
			if (environment != null)
				msgs = ((InternalEObject)environment).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.SCENARIO__ENVIRONMENT, null, msgs);
			if (newEnvironment != null)
				msgs = ((InternalEObject)newEnvironment).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.SCENARIO__ENVIRONMENT, null, msgs);
			msgs = basicSetEnvironment(newEnvironment, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SCENARIO__ENVIRONMENT, newEnvironment, newEnvironment));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<BehaviourProfile> getProfiles() {
		if (profiles == null) {
			profiles = new EObjectContainmentEList<BehaviourProfile>(BehaviourProfile.class, this, ScenarioPackage.SCENARIO__PROFILES);
		}
		return profiles;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Agent> getAgents() {
		if (agents == null) {
			agents = new EObjectContainmentEList<Agent>(Agent.class, this, ScenarioPackage.SCENARIO__AGENTS);
		}
		return agents;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Population> getPopulations() {
		if (populations == null) {
			populations = new EObjectContainmentEList<Population>(Population.class, this, ScenarioPackage.SCENARIO__POPULATIONS);
		}
		return populations;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<InteractionField> getFields() {
		if (fields == null) {
			fields = new EObjectContainmentEList<InteractionField>(InteractionField.class, this, ScenarioPackage.SCENARIO__FIELDS);
		}
		return fields;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<FieldBinding> getFieldBindings() {
		if (fieldBindings == null) {
			fieldBindings = new EObjectContainmentEList<FieldBinding>(FieldBinding.class, this, ScenarioPackage.SCENARIO__FIELD_BINDINGS);
		}
		return fieldBindings;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<ActivationRule> getActivationRules() {
		if (activationRules == null) {
			activationRules = new EObjectContainmentEList<ActivationRule>(ActivationRule.class, this, ScenarioPackage.SCENARIO__ACTIVATION_RULES);
		}
		return activationRules;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SocialSettings getSocial() {
		return social;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetSocial(SocialSettings newSocial, NotificationChain msgs) {
		SocialSettings oldSocial = social;
		social = newSocial;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.SCENARIO__SOCIAL, oldSocial, newSocial);
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
	public void setSocial(SocialSettings newSocial) {
		if (newSocial != social) {
			NotificationChain msgs = null;
			if (social != null)
				msgs = ((InternalEObject)social).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.SCENARIO__SOCIAL, null, msgs);
			if (newSocial != null)
				msgs = ((InternalEObject)newSocial).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.SCENARIO__SOCIAL, null, msgs);
			msgs = basicSetSocial(newSocial, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SCENARIO__SOCIAL, newSocial, newSocial));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Relation> getRelations() {
		if (relations == null) {
			relations = new EObjectContainmentEList<Relation>(Relation.class, this, ScenarioPackage.SCENARIO__RELATIONS);
		}
		return relations;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Group> getGroups() {
		if (groups == null) {
			groups = new EObjectContainmentEList<Group>(Group.class, this, ScenarioPackage.SCENARIO__GROUPS);
		}
		return groups;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<AnisotropicField> getAnisotropicFields() {
		if (anisotropicFields == null) {
			anisotropicFields = new EObjectContainmentEList<AnisotropicField>(AnisotropicField.class, this, ScenarioPackage.SCENARIO__ANISOTROPIC_FIELDS);
		}
		return anisotropicFields;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Timeline getTimeline() {
		return timeline;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetTimeline(Timeline newTimeline, NotificationChain msgs) {
		Timeline oldTimeline = timeline;
		timeline = newTimeline;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.SCENARIO__TIMELINE, oldTimeline, newTimeline);
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
	public void setTimeline(Timeline newTimeline) {
		if (newTimeline != timeline) {
			NotificationChain msgs = null;
			if (timeline != null)
				msgs = ((InternalEObject)timeline).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.SCENARIO__TIMELINE, null, msgs);
			if (newTimeline != null)
				msgs = ((InternalEObject)newTimeline).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.SCENARIO__TIMELINE, null, msgs);
			msgs = basicSetTimeline(newTimeline, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.SCENARIO__TIMELINE, newTimeline, newTimeline));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case ScenarioPackage.SCENARIO__SETTINGS:
				return basicSetSettings(null, msgs);
			case ScenarioPackage.SCENARIO__ENVIRONMENT:
				return basicSetEnvironment(null, msgs);
			case ScenarioPackage.SCENARIO__PROFILES:
				return ((InternalEList<?>)getProfiles()).basicRemove(otherEnd, msgs);
			case ScenarioPackage.SCENARIO__AGENTS:
				return ((InternalEList<?>)getAgents()).basicRemove(otherEnd, msgs);
			case ScenarioPackage.SCENARIO__POPULATIONS:
				return ((InternalEList<?>)getPopulations()).basicRemove(otherEnd, msgs);
			case ScenarioPackage.SCENARIO__FIELDS:
				return ((InternalEList<?>)getFields()).basicRemove(otherEnd, msgs);
			case ScenarioPackage.SCENARIO__FIELD_BINDINGS:
				return ((InternalEList<?>)getFieldBindings()).basicRemove(otherEnd, msgs);
			case ScenarioPackage.SCENARIO__ACTIVATION_RULES:
				return ((InternalEList<?>)getActivationRules()).basicRemove(otherEnd, msgs);
			case ScenarioPackage.SCENARIO__SOCIAL:
				return basicSetSocial(null, msgs);
			case ScenarioPackage.SCENARIO__RELATIONS:
				return ((InternalEList<?>)getRelations()).basicRemove(otherEnd, msgs);
			case ScenarioPackage.SCENARIO__GROUPS:
				return ((InternalEList<?>)getGroups()).basicRemove(otherEnd, msgs);
			case ScenarioPackage.SCENARIO__ANISOTROPIC_FIELDS:
				return ((InternalEList<?>)getAnisotropicFields()).basicRemove(otherEnd, msgs);
			case ScenarioPackage.SCENARIO__TIMELINE:
				return basicSetTimeline(null, msgs);
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
			case ScenarioPackage.SCENARIO__FORMAT_VERSION:
				return getFormatVersion();
			case ScenarioPackage.SCENARIO__SETTINGS:
				return getSettings();
			case ScenarioPackage.SCENARIO__ENVIRONMENT:
				return getEnvironment();
			case ScenarioPackage.SCENARIO__PROFILES:
				return getProfiles();
			case ScenarioPackage.SCENARIO__AGENTS:
				return getAgents();
			case ScenarioPackage.SCENARIO__POPULATIONS:
				return getPopulations();
			case ScenarioPackage.SCENARIO__FIELDS:
				return getFields();
			case ScenarioPackage.SCENARIO__FIELD_BINDINGS:
				return getFieldBindings();
			case ScenarioPackage.SCENARIO__ACTIVATION_RULES:
				return getActivationRules();
			case ScenarioPackage.SCENARIO__SOCIAL:
				return getSocial();
			case ScenarioPackage.SCENARIO__RELATIONS:
				return getRelations();
			case ScenarioPackage.SCENARIO__GROUPS:
				return getGroups();
			case ScenarioPackage.SCENARIO__ANISOTROPIC_FIELDS:
				return getAnisotropicFields();
			case ScenarioPackage.SCENARIO__TIMELINE:
				return getTimeline();
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
			case ScenarioPackage.SCENARIO__FORMAT_VERSION:
				setFormatVersion((Integer)newValue);
				return;
			case ScenarioPackage.SCENARIO__SETTINGS:
				setSettings((SimulationSettings)newValue);
				return;
			case ScenarioPackage.SCENARIO__ENVIRONMENT:
				setEnvironment((Environment)newValue);
				return;
			case ScenarioPackage.SCENARIO__PROFILES:
				getProfiles().clear();
				getProfiles().addAll((Collection<? extends BehaviourProfile>)newValue);
				return;
			case ScenarioPackage.SCENARIO__AGENTS:
				getAgents().clear();
				getAgents().addAll((Collection<? extends Agent>)newValue);
				return;
			case ScenarioPackage.SCENARIO__POPULATIONS:
				getPopulations().clear();
				getPopulations().addAll((Collection<? extends Population>)newValue);
				return;
			case ScenarioPackage.SCENARIO__FIELDS:
				getFields().clear();
				getFields().addAll((Collection<? extends InteractionField>)newValue);
				return;
			case ScenarioPackage.SCENARIO__FIELD_BINDINGS:
				getFieldBindings().clear();
				getFieldBindings().addAll((Collection<? extends FieldBinding>)newValue);
				return;
			case ScenarioPackage.SCENARIO__ACTIVATION_RULES:
				getActivationRules().clear();
				getActivationRules().addAll((Collection<? extends ActivationRule>)newValue);
				return;
			case ScenarioPackage.SCENARIO__SOCIAL:
				setSocial((SocialSettings)newValue);
				return;
			case ScenarioPackage.SCENARIO__RELATIONS:
				getRelations().clear();
				getRelations().addAll((Collection<? extends Relation>)newValue);
				return;
			case ScenarioPackage.SCENARIO__GROUPS:
				getGroups().clear();
				getGroups().addAll((Collection<? extends Group>)newValue);
				return;
			case ScenarioPackage.SCENARIO__ANISOTROPIC_FIELDS:
				getAnisotropicFields().clear();
				getAnisotropicFields().addAll((Collection<? extends AnisotropicField>)newValue);
				return;
			case ScenarioPackage.SCENARIO__TIMELINE:
				setTimeline((Timeline)newValue);
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
			case ScenarioPackage.SCENARIO__FORMAT_VERSION:
				setFormatVersion(FORMAT_VERSION_EDEFAULT);
				return;
			case ScenarioPackage.SCENARIO__SETTINGS:
				setSettings((SimulationSettings)null);
				return;
			case ScenarioPackage.SCENARIO__ENVIRONMENT:
				setEnvironment((Environment)null);
				return;
			case ScenarioPackage.SCENARIO__PROFILES:
				getProfiles().clear();
				return;
			case ScenarioPackage.SCENARIO__AGENTS:
				getAgents().clear();
				return;
			case ScenarioPackage.SCENARIO__POPULATIONS:
				getPopulations().clear();
				return;
			case ScenarioPackage.SCENARIO__FIELDS:
				getFields().clear();
				return;
			case ScenarioPackage.SCENARIO__FIELD_BINDINGS:
				getFieldBindings().clear();
				return;
			case ScenarioPackage.SCENARIO__ACTIVATION_RULES:
				getActivationRules().clear();
				return;
			case ScenarioPackage.SCENARIO__SOCIAL:
				setSocial((SocialSettings)null);
				return;
			case ScenarioPackage.SCENARIO__RELATIONS:
				getRelations().clear();
				return;
			case ScenarioPackage.SCENARIO__GROUPS:
				getGroups().clear();
				return;
			case ScenarioPackage.SCENARIO__ANISOTROPIC_FIELDS:
				getAnisotropicFields().clear();
				return;
			case ScenarioPackage.SCENARIO__TIMELINE:
				setTimeline((Timeline)null);
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
			case ScenarioPackage.SCENARIO__FORMAT_VERSION:
				return formatVersion != FORMAT_VERSION_EDEFAULT;
			case ScenarioPackage.SCENARIO__SETTINGS:
				return settings != null;
			case ScenarioPackage.SCENARIO__ENVIRONMENT:
				return environment != null;
			case ScenarioPackage.SCENARIO__PROFILES:
				return profiles != null && !profiles.isEmpty();
			case ScenarioPackage.SCENARIO__AGENTS:
				return agents != null && !agents.isEmpty();
			case ScenarioPackage.SCENARIO__POPULATIONS:
				return populations != null && !populations.isEmpty();
			case ScenarioPackage.SCENARIO__FIELDS:
				return fields != null && !fields.isEmpty();
			case ScenarioPackage.SCENARIO__FIELD_BINDINGS:
				return fieldBindings != null && !fieldBindings.isEmpty();
			case ScenarioPackage.SCENARIO__ACTIVATION_RULES:
				return activationRules != null && !activationRules.isEmpty();
			case ScenarioPackage.SCENARIO__SOCIAL:
				return social != null;
			case ScenarioPackage.SCENARIO__RELATIONS:
				return relations != null && !relations.isEmpty();
			case ScenarioPackage.SCENARIO__GROUPS:
				return groups != null && !groups.isEmpty();
			case ScenarioPackage.SCENARIO__ANISOTROPIC_FIELDS:
				return anisotropicFields != null && !anisotropicFields.isEmpty();
			case ScenarioPackage.SCENARIO__TIMELINE:
				return timeline != null;
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
		result.append(" (formatVersion: ");
		result.append(formatVersion);
		result.append(')');
		return result.toString();
	}

} //ScenarioImpl
