/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import org.crowdstudio.model.scenario.BehaviourProfile;
import org.crowdstudio.model.scenario.GroupParameters;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.SocialTraits;
import org.crowdstudio.model.scenario.SteeringPipeline;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Behaviour Profile</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.impl.BehaviourProfileImpl#getRadius <em>Radius</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.BehaviourProfileImpl#getMass <em>Mass</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.BehaviourProfileImpl#getPreferredSpeed <em>Preferred Speed</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.BehaviourProfileImpl#getMaxSpeed <em>Max Speed</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.BehaviourProfileImpl#getColor <em>Color</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.BehaviourProfileImpl#getPipeline <em>Pipeline</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.BehaviourProfileImpl#getSocialTraits <em>Social Traits</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.BehaviourProfileImpl#getGroupParameters <em>Group Parameters</em>}</li>
 * </ul>
 *
 * @generated
 */
public class BehaviourProfileImpl extends NamedImpl implements BehaviourProfile {
	/**
	 * The default value of the '{@link #getRadius() <em>Radius</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRadius()
	 * @generated
	 * @ordered
	 */
	protected static final double RADIUS_EDEFAULT = 0.3;

	/**
	 * The cached value of the '{@link #getRadius() <em>Radius</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRadius()
	 * @generated
	 * @ordered
	 */
	protected double radius = RADIUS_EDEFAULT;

	/**
	 * The default value of the '{@link #getMass() <em>Mass</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMass()
	 * @generated
	 * @ordered
	 */
	protected static final double MASS_EDEFAULT = 1.0;

	/**
	 * The cached value of the '{@link #getMass() <em>Mass</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMass()
	 * @generated
	 * @ordered
	 */
	protected double mass = MASS_EDEFAULT;

	/**
	 * The default value of the '{@link #getPreferredSpeed() <em>Preferred Speed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPreferredSpeed()
	 * @generated
	 * @ordered
	 */
	protected static final double PREFERRED_SPEED_EDEFAULT = 1.3;

	/**
	 * The cached value of the '{@link #getPreferredSpeed() <em>Preferred Speed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPreferredSpeed()
	 * @generated
	 * @ordered
	 */
	protected double preferredSpeed = PREFERRED_SPEED_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxSpeed() <em>Max Speed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxSpeed()
	 * @generated
	 * @ordered
	 */
	protected static final double MAX_SPEED_EDEFAULT = 1.8;

	/**
	 * The cached value of the '{@link #getMaxSpeed() <em>Max Speed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxSpeed()
	 * @generated
	 * @ordered
	 */
	protected double maxSpeed = MAX_SPEED_EDEFAULT;

	/**
	 * The default value of the '{@link #getColor() <em>Color</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getColor()
	 * @generated
	 * @ordered
	 */
	protected static final String COLOR_EDEFAULT = "#4C78A8";

	/**
	 * The cached value of the '{@link #getColor() <em>Color</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getColor()
	 * @generated
	 * @ordered
	 */
	protected String color = COLOR_EDEFAULT;

	/**
	 * The cached value of the '{@link #getPipeline() <em>Pipeline</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPipeline()
	 * @generated
	 * @ordered
	 */
	protected SteeringPipeline pipeline;

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
	 * The cached value of the '{@link #getGroupParameters() <em>Group Parameters</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGroupParameters()
	 * @generated
	 * @ordered
	 */
	protected GroupParameters groupParameters;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected BehaviourProfileImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.BEHAVIOUR_PROFILE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getRadius() {
		return radius;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRadius(double newRadius) {
		double oldRadius = radius;
		radius = newRadius;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.BEHAVIOUR_PROFILE__RADIUS, oldRadius, radius));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getMass() {
		return mass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMass(double newMass) {
		double oldMass = mass;
		mass = newMass;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.BEHAVIOUR_PROFILE__MASS, oldMass, mass));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getPreferredSpeed() {
		return preferredSpeed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPreferredSpeed(double newPreferredSpeed) {
		double oldPreferredSpeed = preferredSpeed;
		preferredSpeed = newPreferredSpeed;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.BEHAVIOUR_PROFILE__PREFERRED_SPEED, oldPreferredSpeed, preferredSpeed));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getMaxSpeed() {
		return maxSpeed;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxSpeed(double newMaxSpeed) {
		double oldMaxSpeed = maxSpeed;
		maxSpeed = newMaxSpeed;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.BEHAVIOUR_PROFILE__MAX_SPEED, oldMaxSpeed, maxSpeed));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getColor() {
		return color;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setColor(String newColor) {
		String oldColor = color;
		color = newColor;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.BEHAVIOUR_PROFILE__COLOR, oldColor, color));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SteeringPipeline getPipeline() {
		return pipeline;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetPipeline(SteeringPipeline newPipeline, NotificationChain msgs) {
		SteeringPipeline oldPipeline = pipeline;
		pipeline = newPipeline;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.BEHAVIOUR_PROFILE__PIPELINE, oldPipeline, newPipeline);
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
	public void setPipeline(SteeringPipeline newPipeline) {
		if (newPipeline != pipeline) {
			NotificationChain msgs = null;
			if (pipeline != null)
				msgs = ((InternalEObject)pipeline).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.BEHAVIOUR_PROFILE__PIPELINE, null, msgs);
			if (newPipeline != null)
				msgs = ((InternalEObject)newPipeline).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.BEHAVIOUR_PROFILE__PIPELINE, null, msgs);
			msgs = basicSetPipeline(newPipeline, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.BEHAVIOUR_PROFILE__PIPELINE, newPipeline, newPipeline));
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
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.BEHAVIOUR_PROFILE__SOCIAL_TRAITS, oldSocialTraits, newSocialTraits);
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
				msgs = ((InternalEObject)socialTraits).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.BEHAVIOUR_PROFILE__SOCIAL_TRAITS, null, msgs);
			if (newSocialTraits != null)
				msgs = ((InternalEObject)newSocialTraits).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.BEHAVIOUR_PROFILE__SOCIAL_TRAITS, null, msgs);
			msgs = basicSetSocialTraits(newSocialTraits, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.BEHAVIOUR_PROFILE__SOCIAL_TRAITS, newSocialTraits, newSocialTraits));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public GroupParameters getGroupParameters() {
		return groupParameters;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetGroupParameters(GroupParameters newGroupParameters, NotificationChain msgs) {
		GroupParameters oldGroupParameters = groupParameters;
		groupParameters = newGroupParameters;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.BEHAVIOUR_PROFILE__GROUP_PARAMETERS, oldGroupParameters, newGroupParameters);
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
	public void setGroupParameters(GroupParameters newGroupParameters) {
		if (newGroupParameters != groupParameters) {
			NotificationChain msgs = null;
			if (groupParameters != null)
				msgs = ((InternalEObject)groupParameters).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.BEHAVIOUR_PROFILE__GROUP_PARAMETERS, null, msgs);
			if (newGroupParameters != null)
				msgs = ((InternalEObject)newGroupParameters).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.BEHAVIOUR_PROFILE__GROUP_PARAMETERS, null, msgs);
			msgs = basicSetGroupParameters(newGroupParameters, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.BEHAVIOUR_PROFILE__GROUP_PARAMETERS, newGroupParameters, newGroupParameters));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case ScenarioPackage.BEHAVIOUR_PROFILE__PIPELINE:
				return basicSetPipeline(null, msgs);
			case ScenarioPackage.BEHAVIOUR_PROFILE__SOCIAL_TRAITS:
				return basicSetSocialTraits(null, msgs);
			case ScenarioPackage.BEHAVIOUR_PROFILE__GROUP_PARAMETERS:
				return basicSetGroupParameters(null, msgs);
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
			case ScenarioPackage.BEHAVIOUR_PROFILE__RADIUS:
				return getRadius();
			case ScenarioPackage.BEHAVIOUR_PROFILE__MASS:
				return getMass();
			case ScenarioPackage.BEHAVIOUR_PROFILE__PREFERRED_SPEED:
				return getPreferredSpeed();
			case ScenarioPackage.BEHAVIOUR_PROFILE__MAX_SPEED:
				return getMaxSpeed();
			case ScenarioPackage.BEHAVIOUR_PROFILE__COLOR:
				return getColor();
			case ScenarioPackage.BEHAVIOUR_PROFILE__PIPELINE:
				return getPipeline();
			case ScenarioPackage.BEHAVIOUR_PROFILE__SOCIAL_TRAITS:
				return getSocialTraits();
			case ScenarioPackage.BEHAVIOUR_PROFILE__GROUP_PARAMETERS:
				return getGroupParameters();
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
			case ScenarioPackage.BEHAVIOUR_PROFILE__RADIUS:
				setRadius((Double)newValue);
				return;
			case ScenarioPackage.BEHAVIOUR_PROFILE__MASS:
				setMass((Double)newValue);
				return;
			case ScenarioPackage.BEHAVIOUR_PROFILE__PREFERRED_SPEED:
				setPreferredSpeed((Double)newValue);
				return;
			case ScenarioPackage.BEHAVIOUR_PROFILE__MAX_SPEED:
				setMaxSpeed((Double)newValue);
				return;
			case ScenarioPackage.BEHAVIOUR_PROFILE__COLOR:
				setColor((String)newValue);
				return;
			case ScenarioPackage.BEHAVIOUR_PROFILE__PIPELINE:
				setPipeline((SteeringPipeline)newValue);
				return;
			case ScenarioPackage.BEHAVIOUR_PROFILE__SOCIAL_TRAITS:
				setSocialTraits((SocialTraits)newValue);
				return;
			case ScenarioPackage.BEHAVIOUR_PROFILE__GROUP_PARAMETERS:
				setGroupParameters((GroupParameters)newValue);
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
			case ScenarioPackage.BEHAVIOUR_PROFILE__RADIUS:
				setRadius(RADIUS_EDEFAULT);
				return;
			case ScenarioPackage.BEHAVIOUR_PROFILE__MASS:
				setMass(MASS_EDEFAULT);
				return;
			case ScenarioPackage.BEHAVIOUR_PROFILE__PREFERRED_SPEED:
				setPreferredSpeed(PREFERRED_SPEED_EDEFAULT);
				return;
			case ScenarioPackage.BEHAVIOUR_PROFILE__MAX_SPEED:
				setMaxSpeed(MAX_SPEED_EDEFAULT);
				return;
			case ScenarioPackage.BEHAVIOUR_PROFILE__COLOR:
				setColor(COLOR_EDEFAULT);
				return;
			case ScenarioPackage.BEHAVIOUR_PROFILE__PIPELINE:
				setPipeline((SteeringPipeline)null);
				return;
			case ScenarioPackage.BEHAVIOUR_PROFILE__SOCIAL_TRAITS:
				setSocialTraits((SocialTraits)null);
				return;
			case ScenarioPackage.BEHAVIOUR_PROFILE__GROUP_PARAMETERS:
				setGroupParameters((GroupParameters)null);
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
			case ScenarioPackage.BEHAVIOUR_PROFILE__RADIUS:
				return radius != RADIUS_EDEFAULT;
			case ScenarioPackage.BEHAVIOUR_PROFILE__MASS:
				return mass != MASS_EDEFAULT;
			case ScenarioPackage.BEHAVIOUR_PROFILE__PREFERRED_SPEED:
				return preferredSpeed != PREFERRED_SPEED_EDEFAULT;
			case ScenarioPackage.BEHAVIOUR_PROFILE__MAX_SPEED:
				return maxSpeed != MAX_SPEED_EDEFAULT;
			case ScenarioPackage.BEHAVIOUR_PROFILE__COLOR:
				return COLOR_EDEFAULT == null ? color != null : !COLOR_EDEFAULT.equals(color);
			case ScenarioPackage.BEHAVIOUR_PROFILE__PIPELINE:
				return pipeline != null;
			case ScenarioPackage.BEHAVIOUR_PROFILE__SOCIAL_TRAITS:
				return socialTraits != null;
			case ScenarioPackage.BEHAVIOUR_PROFILE__GROUP_PARAMETERS:
				return groupParameters != null;
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
		result.append(" (radius: ");
		result.append(radius);
		result.append(", mass: ");
		result.append(mass);
		result.append(", preferredSpeed: ");
		result.append(preferredSpeed);
		result.append(", maxSpeed: ");
		result.append(maxSpeed);
		result.append(", color: ");
		result.append(color);
		result.append(')');
		return result.toString();
	}

} //BehaviourProfileImpl
