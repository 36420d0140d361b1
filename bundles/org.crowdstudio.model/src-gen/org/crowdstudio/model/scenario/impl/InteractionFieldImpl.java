/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import java.util.Collection;

import org.crowdstudio.model.scenario.Domain;
import org.crowdstudio.model.scenario.FieldKind;
import org.crowdstudio.model.scenario.FieldParameter;
import org.crowdstudio.model.scenario.InteractionField;
import org.crowdstudio.model.scenario.Keyframe;
import org.crowdstudio.model.scenario.ScenarioPackage;

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
 * An implementation of the model object '<em><b>Interaction Field</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.impl.InteractionFieldImpl#getKind <em>Kind</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.InteractionFieldImpl#getParameter <em>Parameter</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.InteractionFieldImpl#getGridColumns <em>Grid Columns</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.InteractionFieldImpl#getGridRows <em>Grid Rows</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.InteractionFieldImpl#getIdwPower <em>Idw Power</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.InteractionFieldImpl#getSamplingStep <em>Sampling Step</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.InteractionFieldImpl#getBorderFalloff <em>Border Falloff</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.InteractionFieldImpl#getDomain <em>Domain</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.InteractionFieldImpl#getKeyframes <em>Keyframes</em>}</li>
 * </ul>
 *
 * @generated
 */
public class InteractionFieldImpl extends NamedImpl implements InteractionField {
	/**
	 * The default value of the '{@link #getKind() <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKind()
	 * @generated
	 * @ordered
	 */
	protected static final FieldKind KIND_EDEFAULT = FieldKind.VELOCITY;

	/**
	 * The cached value of the '{@link #getKind() <em>Kind</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKind()
	 * @generated
	 * @ordered
	 */
	protected FieldKind kind = KIND_EDEFAULT;

	/**
	 * The default value of the '{@link #getParameter() <em>Parameter</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getParameter()
	 * @generated
	 * @ordered
	 */
	protected static final FieldParameter PARAMETER_EDEFAULT = FieldParameter.NONE;

	/**
	 * The cached value of the '{@link #getParameter() <em>Parameter</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getParameter()
	 * @generated
	 * @ordered
	 */
	protected FieldParameter parameter = PARAMETER_EDEFAULT;

	/**
	 * The default value of the '{@link #getGridColumns() <em>Grid Columns</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGridColumns()
	 * @generated
	 * @ordered
	 */
	protected static final int GRID_COLUMNS_EDEFAULT = 32;

	/**
	 * The cached value of the '{@link #getGridColumns() <em>Grid Columns</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGridColumns()
	 * @generated
	 * @ordered
	 */
	protected int gridColumns = GRID_COLUMNS_EDEFAULT;

	/**
	 * The default value of the '{@link #getGridRows() <em>Grid Rows</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGridRows()
	 * @generated
	 * @ordered
	 */
	protected static final int GRID_ROWS_EDEFAULT = 32;

	/**
	 * The cached value of the '{@link #getGridRows() <em>Grid Rows</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGridRows()
	 * @generated
	 * @ordered
	 */
	protected int gridRows = GRID_ROWS_EDEFAULT;

	/**
	 * The default value of the '{@link #getIdwPower() <em>Idw Power</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIdwPower()
	 * @generated
	 * @ordered
	 */
	protected static final double IDW_POWER_EDEFAULT = 1.9;

	/**
	 * The cached value of the '{@link #getIdwPower() <em>Idw Power</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getIdwPower()
	 * @generated
	 * @ordered
	 */
	protected double idwPower = IDW_POWER_EDEFAULT;

	/**
	 * The default value of the '{@link #getSamplingStep() <em>Sampling Step</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSamplingStep()
	 * @generated
	 * @ordered
	 */
	protected static final double SAMPLING_STEP_EDEFAULT = 0.1;

	/**
	 * The cached value of the '{@link #getSamplingStep() <em>Sampling Step</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSamplingStep()
	 * @generated
	 * @ordered
	 */
	protected double samplingStep = SAMPLING_STEP_EDEFAULT;

	/**
	 * The default value of the '{@link #getBorderFalloff() <em>Border Falloff</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBorderFalloff()
	 * @generated
	 * @ordered
	 */
	protected static final double BORDER_FALLOFF_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getBorderFalloff() <em>Border Falloff</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBorderFalloff()
	 * @generated
	 * @ordered
	 */
	protected double borderFalloff = BORDER_FALLOFF_EDEFAULT;

	/**
	 * The cached value of the '{@link #getDomain() <em>Domain</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDomain()
	 * @generated
	 * @ordered
	 */
	protected Domain domain;

	/**
	 * The cached value of the '{@link #getKeyframes() <em>Keyframes</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKeyframes()
	 * @generated
	 * @ordered
	 */
	protected EList<Keyframe> keyframes;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected InteractionFieldImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.INTERACTION_FIELD;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public FieldKind getKind() {
		return kind;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setKind(FieldKind newKind) {
		FieldKind oldKind = kind;
		kind = newKind == null ? KIND_EDEFAULT : newKind;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.INTERACTION_FIELD__KIND, oldKind, kind));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public FieldParameter getParameter() {
		return parameter;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setParameter(FieldParameter newParameter) {
		FieldParameter oldParameter = parameter;
		parameter = newParameter == null ? PARAMETER_EDEFAULT : newParameter;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.INTERACTION_FIELD__PARAMETER, oldParameter, parameter));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getGridColumns() {
		return gridColumns;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGridColumns(int newGridColumns) {
		int oldGridColumns = gridColumns;
		gridColumns = newGridColumns;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.INTERACTION_FIELD__GRID_COLUMNS, oldGridColumns, gridColumns));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getGridRows() {
		return gridRows;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGridRows(int newGridRows) {
		int oldGridRows = gridRows;
		gridRows = newGridRows;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.INTERACTION_FIELD__GRID_ROWS, oldGridRows, gridRows));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getIdwPower() {
		return idwPower;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setIdwPower(double newIdwPower) {
		double oldIdwPower = idwPower;
		idwPower = newIdwPower;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.INTERACTION_FIELD__IDW_POWER, oldIdwPower, idwPower));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getSamplingStep() {
		return samplingStep;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSamplingStep(double newSamplingStep) {
		double oldSamplingStep = samplingStep;
		samplingStep = newSamplingStep;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.INTERACTION_FIELD__SAMPLING_STEP, oldSamplingStep, samplingStep));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getBorderFalloff() {
		return borderFalloff;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBorderFalloff(double newBorderFalloff) {
		double oldBorderFalloff = borderFalloff;
		borderFalloff = newBorderFalloff;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.INTERACTION_FIELD__BORDER_FALLOFF, oldBorderFalloff, borderFalloff));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Domain getDomain() {
		return domain;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetDomain(Domain newDomain, NotificationChain msgs) {
		Domain oldDomain = domain;
		domain = newDomain;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.INTERACTION_FIELD__DOMAIN, oldDomain, newDomain);
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
	public void setDomain(Domain newDomain) {
		if (newDomain != domain) {
			NotificationChain msgs = null;
			if (domain != null)
				msgs = ((InternalEObject)domain).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.INTERACTION_FIELD__DOMAIN, null, msgs);
			if (newDomain != null)
				msgs = ((InternalEObject)newDomain).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.INTERACTION_FIELD__DOMAIN, null, msgs);
			msgs = basicSetDomain(newDomain, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.INTERACTION_FIELD__DOMAIN, newDomain, newDomain));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Keyframe> getKeyframes() {
		if (keyframes == null) {
			keyframes = new EObjectContainmentEList<Keyframe>(Keyframe.class, this, ScenarioPackage.INTERACTION_FIELD__KEYFRAMES);
		}
		return keyframes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case ScenarioPackage.INTERACTION_FIELD__DOMAIN:
				return basicSetDomain(null, msgs);
			case ScenarioPackage.INTERACTION_FIELD__KEYFRAMES:
				return ((InternalEList<?>)getKeyframes()).basicRemove(otherEnd, msgs);
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
			case ScenarioPackage.INTERACTION_FIELD__KIND:
				return getKind();
			case ScenarioPackage.INTERACTION_FIELD__PARAMETER:
				return getParameter();
			case ScenarioPackage.INTERACTION_FIELD__GRID_COLUMNS:
				return getGridColumns();
			case ScenarioPackage.INTERACTION_FIELD__GRID_ROWS:
				return getGridRows();
			case ScenarioPackage.INTERACTION_FIELD__IDW_POWER:
				return getIdwPower();
			case ScenarioPackage.INTERACTION_FIELD__SAMPLING_STEP:
				return getSamplingStep();
			case ScenarioPackage.INTERACTION_FIELD__BORDER_FALLOFF:
				return getBorderFalloff();
			case ScenarioPackage.INTERACTION_FIELD__DOMAIN:
				return getDomain();
			case ScenarioPackage.INTERACTION_FIELD__KEYFRAMES:
				return getKeyframes();
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
			case ScenarioPackage.INTERACTION_FIELD__KIND:
				setKind((FieldKind)newValue);
				return;
			case ScenarioPackage.INTERACTION_FIELD__PARAMETER:
				setParameter((FieldParameter)newValue);
				return;
			case ScenarioPackage.INTERACTION_FIELD__GRID_COLUMNS:
				setGridColumns((Integer)newValue);
				return;
			case ScenarioPackage.INTERACTION_FIELD__GRID_ROWS:
				setGridRows((Integer)newValue);
				return;
			case ScenarioPackage.INTERACTION_FIELD__IDW_POWER:
				setIdwPower((Double)newValue);
				return;
			case ScenarioPackage.INTERACTION_FIELD__SAMPLING_STEP:
				setSamplingStep((Double)newValue);
				return;
			case ScenarioPackage.INTERACTION_FIELD__BORDER_FALLOFF:
				setBorderFalloff((Double)newValue);
				return;
			case ScenarioPackage.INTERACTION_FIELD__DOMAIN:
				setDomain((Domain)newValue);
				return;
			case ScenarioPackage.INTERACTION_FIELD__KEYFRAMES:
				getKeyframes().clear();
				getKeyframes().addAll((Collection<? extends Keyframe>)newValue);
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
			case ScenarioPackage.INTERACTION_FIELD__KIND:
				setKind(KIND_EDEFAULT);
				return;
			case ScenarioPackage.INTERACTION_FIELD__PARAMETER:
				setParameter(PARAMETER_EDEFAULT);
				return;
			case ScenarioPackage.INTERACTION_FIELD__GRID_COLUMNS:
				setGridColumns(GRID_COLUMNS_EDEFAULT);
				return;
			case ScenarioPackage.INTERACTION_FIELD__GRID_ROWS:
				setGridRows(GRID_ROWS_EDEFAULT);
				return;
			case ScenarioPackage.INTERACTION_FIELD__IDW_POWER:
				setIdwPower(IDW_POWER_EDEFAULT);
				return;
			case ScenarioPackage.INTERACTION_FIELD__SAMPLING_STEP:
				setSamplingStep(SAMPLING_STEP_EDEFAULT);
				return;
			case ScenarioPackage.INTERACTION_FIELD__BORDER_FALLOFF:
				setBorderFalloff(BORDER_FALLOFF_EDEFAULT);
				return;
			case ScenarioPackage.INTERACTION_FIELD__DOMAIN:
				setDomain((Domain)null);
				return;
			case ScenarioPackage.INTERACTION_FIELD__KEYFRAMES:
				getKeyframes().clear();
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
			case ScenarioPackage.INTERACTION_FIELD__KIND:
				return kind != KIND_EDEFAULT;
			case ScenarioPackage.INTERACTION_FIELD__PARAMETER:
				return parameter != PARAMETER_EDEFAULT;
			case ScenarioPackage.INTERACTION_FIELD__GRID_COLUMNS:
				return gridColumns != GRID_COLUMNS_EDEFAULT;
			case ScenarioPackage.INTERACTION_FIELD__GRID_ROWS:
				return gridRows != GRID_ROWS_EDEFAULT;
			case ScenarioPackage.INTERACTION_FIELD__IDW_POWER:
				return idwPower != IDW_POWER_EDEFAULT;
			case ScenarioPackage.INTERACTION_FIELD__SAMPLING_STEP:
				return samplingStep != SAMPLING_STEP_EDEFAULT;
			case ScenarioPackage.INTERACTION_FIELD__BORDER_FALLOFF:
				return borderFalloff != BORDER_FALLOFF_EDEFAULT;
			case ScenarioPackage.INTERACTION_FIELD__DOMAIN:
				return domain != null;
			case ScenarioPackage.INTERACTION_FIELD__KEYFRAMES:
				return keyframes != null && !keyframes.isEmpty();
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
		result.append(" (kind: ");
		result.append(kind);
		result.append(", parameter: ");
		result.append(parameter);
		result.append(", gridColumns: ");
		result.append(gridColumns);
		result.append(", gridRows: ");
		result.append(gridRows);
		result.append(", idwPower: ");
		result.append(idwPower);
		result.append(", samplingStep: ");
		result.append(samplingStep);
		result.append(", borderFalloff: ");
		result.append(borderFalloff);
		result.append(')');
		return result.toString();
	}

} //InteractionFieldImpl
