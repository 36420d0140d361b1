/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario.impl;

import java.util.Collection;

import org.crowdstudio.model.scenario.AnisotropicField;
import org.crowdstudio.model.scenario.BakedGrid;
import org.crowdstudio.model.scenario.BrushStroke;
import org.crowdstudio.model.scenario.Distribution;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.TrajectorySet;
import org.crowdstudio.model.scenario.Vector2;

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
 * An implementation of the model object '<em><b>Anisotropic Field</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AnisotropicFieldImpl#getCellSize <em>Cell Size</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AnisotropicFieldImpl#getColumns <em>Columns</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AnisotropicFieldImpl#getRows <em>Rows</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AnisotropicFieldImpl#getDirectionBins <em>Direction Bins</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AnisotropicFieldImpl#getInertia <em>Inertia</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AnisotropicFieldImpl#getAcceleration <em>Acceleration</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AnisotropicFieldImpl#getGain <em>Gain</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AnisotropicFieldImpl#getSpeedRelaxation <em>Speed Relaxation</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AnisotropicFieldImpl#getOrigin <em>Origin</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AnisotropicFieldImpl#getPreferredSpeed <em>Preferred Speed</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AnisotropicFieldImpl#getStrokes <em>Strokes</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AnisotropicFieldImpl#getTrajectorySets <em>Trajectory Sets</em>}</li>
 *   <li>{@link org.crowdstudio.model.scenario.impl.AnisotropicFieldImpl#getDistributions <em>Distributions</em>}</li>
 * </ul>
 *
 * @generated
 */
public class AnisotropicFieldImpl extends NamedImpl implements AnisotropicField {
	/**
	 * The default value of the '{@link #getCellSize() <em>Cell Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCellSize()
	 * @generated
	 * @ordered
	 */
	protected static final double CELL_SIZE_EDEFAULT = 0.1;

	/**
	 * The cached value of the '{@link #getCellSize() <em>Cell Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCellSize()
	 * @generated
	 * @ordered
	 */
	protected double cellSize = CELL_SIZE_EDEFAULT;

	/**
	 * The default value of the '{@link #getColumns() <em>Columns</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getColumns()
	 * @generated
	 * @ordered
	 */
	protected static final int COLUMNS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getColumns() <em>Columns</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getColumns()
	 * @generated
	 * @ordered
	 */
	protected int columns = COLUMNS_EDEFAULT;

	/**
	 * The default value of the '{@link #getRows() <em>Rows</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRows()
	 * @generated
	 * @ordered
	 */
	protected static final int ROWS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getRows() <em>Rows</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRows()
	 * @generated
	 * @ordered
	 */
	protected int rows = ROWS_EDEFAULT;

	/**
	 * The default value of the '{@link #getDirectionBins() <em>Direction Bins</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDirectionBins()
	 * @generated
	 * @ordered
	 */
	protected static final int DIRECTION_BINS_EDEFAULT = 16;

	/**
	 * The cached value of the '{@link #getDirectionBins() <em>Direction Bins</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDirectionBins()
	 * @generated
	 * @ordered
	 */
	protected int directionBins = DIRECTION_BINS_EDEFAULT;

	/**
	 * The default value of the '{@link #getInertia() <em>Inertia</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInertia()
	 * @generated
	 * @ordered
	 */
	protected static final double INERTIA_EDEFAULT = 2.0;

	/**
	 * The cached value of the '{@link #getInertia() <em>Inertia</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInertia()
	 * @generated
	 * @ordered
	 */
	protected double inertia = INERTIA_EDEFAULT;

	/**
	 * The default value of the '{@link #getAcceleration() <em>Acceleration</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAcceleration()
	 * @generated
	 * @ordered
	 */
	protected static final double ACCELERATION_EDEFAULT = 1.0;

	/**
	 * The cached value of the '{@link #getAcceleration() <em>Acceleration</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAcceleration()
	 * @generated
	 * @ordered
	 */
	protected double acceleration = ACCELERATION_EDEFAULT;

	/**
	 * The default value of the '{@link #getGain() <em>Gain</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGain()
	 * @generated
	 * @ordered
	 */
	protected static final double GAIN_EDEFAULT = 1.0;

	/**
	 * The cached value of the '{@link #getGain() <em>Gain</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGain()
	 * @generated
	 * @ordered
	 */
	protected double gain = GAIN_EDEFAULT;

	/**
	 * The default value of the '{@link #getSpeedRelaxation() <em>Speed Relaxation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSpeedRelaxation()
	 * @generated
	 * @ordered
	 */
	protected static final double SPEED_RELAXATION_EDEFAULT = 0.1;

	/**
	 * The cached value of the '{@link #getSpeedRelaxation() <em>Speed Relaxation</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSpeedRelaxation()
	 * @generated
	 * @ordered
	 */
	protected double speedRelaxation = SPEED_RELAXATION_EDEFAULT;

	/**
	 * The cached value of the '{@link #getOrigin() <em>Origin</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOrigin()
	 * @generated
	 * @ordered
	 */
	protected Vector2 origin;

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
	 * The cached value of the '{@link #getStrokes() <em>Strokes</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStrokes()
	 * @generated
	 * @ordered
	 */
	protected EList<BrushStroke> strokes;

	/**
	 * The cached value of the '{@link #getTrajectorySets() <em>Trajectory Sets</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTrajectorySets()
	 * @generated
	 * @ordered
	 */
	protected EList<TrajectorySet> trajectorySets;

	/**
	 * The cached value of the '{@link #getDistributions() <em>Distributions</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDistributions()
	 * @generated
	 * @ordered
	 */
	protected BakedGrid distributions;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected AnisotropicFieldImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.ANISOTROPIC_FIELD;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getCellSize() {
		return cellSize;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCellSize(double newCellSize) {
		double oldCellSize = cellSize;
		cellSize = newCellSize;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.ANISOTROPIC_FIELD__CELL_SIZE, oldCellSize, cellSize));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getColumns() {
		return columns;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setColumns(int newColumns) {
		int oldColumns = columns;
		columns = newColumns;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.ANISOTROPIC_FIELD__COLUMNS, oldColumns, columns));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRows() {
		return rows;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRows(int newRows) {
		int oldRows = rows;
		rows = newRows;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.ANISOTROPIC_FIELD__ROWS, oldRows, rows));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getDirectionBins() {
		return directionBins;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDirectionBins(int newDirectionBins) {
		int oldDirectionBins = directionBins;
		directionBins = newDirectionBins;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.ANISOTROPIC_FIELD__DIRECTION_BINS, oldDirectionBins, directionBins));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getInertia() {
		return inertia;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setInertia(double newInertia) {
		double oldInertia = inertia;
		inertia = newInertia;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.ANISOTROPIC_FIELD__INERTIA, oldInertia, inertia));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getAcceleration() {
		return acceleration;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setAcceleration(double newAcceleration) {
		double oldAcceleration = acceleration;
		acceleration = newAcceleration;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.ANISOTROPIC_FIELD__ACCELERATION, oldAcceleration, acceleration));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getGain() {
		return gain;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGain(double newGain) {
		double oldGain = gain;
		gain = newGain;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.ANISOTROPIC_FIELD__GAIN, oldGain, gain));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getSpeedRelaxation() {
		return speedRelaxation;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSpeedRelaxation(double newSpeedRelaxation) {
		double oldSpeedRelaxation = speedRelaxation;
		speedRelaxation = newSpeedRelaxation;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.ANISOTROPIC_FIELD__SPEED_RELAXATION, oldSpeedRelaxation, speedRelaxation));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Vector2 getOrigin() {
		return origin;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetOrigin(Vector2 newOrigin, NotificationChain msgs) {
		Vector2 oldOrigin = origin;
		origin = newOrigin;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.ANISOTROPIC_FIELD__ORIGIN, oldOrigin, newOrigin);
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
	public void setOrigin(Vector2 newOrigin) {
		if (newOrigin != origin) {
			NotificationChain msgs = null;
			if (origin != null)
				msgs = ((InternalEObject)origin).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.ANISOTROPIC_FIELD__ORIGIN, null, msgs);
			if (newOrigin != null)
				msgs = ((InternalEObject)newOrigin).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.ANISOTROPIC_FIELD__ORIGIN, null, msgs);
			msgs = basicSetOrigin(newOrigin, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.ANISOTROPIC_FIELD__ORIGIN, newOrigin, newOrigin));
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
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.ANISOTROPIC_FIELD__PREFERRED_SPEED, oldPreferredSpeed, newPreferredSpeed);
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
				msgs = ((InternalEObject)preferredSpeed).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.ANISOTROPIC_FIELD__PREFERRED_SPEED, null, msgs);
			if (newPreferredSpeed != null)
				msgs = ((InternalEObject)newPreferredSpeed).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.ANISOTROPIC_FIELD__PREFERRED_SPEED, null, msgs);
			msgs = basicSetPreferredSpeed(newPreferredSpeed, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.ANISOTROPIC_FIELD__PREFERRED_SPEED, newPreferredSpeed, newPreferredSpeed));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<BrushStroke> getStrokes() {
		if (strokes == null) {
			strokes = new EObjectContainmentEList<BrushStroke>(BrushStroke.class, this, ScenarioPackage.ANISOTROPIC_FIELD__STROKES);
		}
		return strokes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<TrajectorySet> getTrajectorySets() {
		if (trajectorySets == null) {
			trajectorySets = new EObjectContainmentEList<TrajectorySet>(TrajectorySet.class, this, ScenarioPackage.ANISOTROPIC_FIELD__TRAJECTORY_SETS);
		}
		return trajectorySets;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public BakedGrid getDistributions() {
		return distributions;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NotificationChain basicSetDistributions(BakedGrid newDistributions, NotificationChain msgs) {
		BakedGrid oldDistributions = distributions;
		distributions = newDistributions;
		if (eNotificationRequired()) {
			ENotificationImpl notification = new ENotificationImpl(this, Notification.SET, ScenarioPackage.ANISOTROPIC_FIELD__DISTRIBUTIONS, oldDistributions, newDistributions);
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
	public void setDistributions(BakedGrid newDistributions) {
		if (newDistributions != distributions) {
			NotificationChain msgs = null;
			if (distributions != null)
				msgs = ((InternalEObject)distributions).eInverseRemove(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.ANISOTROPIC_FIELD__DISTRIBUTIONS, null, msgs);
			if (newDistributions != null)
				msgs = ((InternalEObject)newDistributions).eInverseAdd(this, EOPPOSITE_FEATURE_BASE - ScenarioPackage.ANISOTROPIC_FIELD__DISTRIBUTIONS, null, msgs);
			msgs = basicSetDistributions(newDistributions, msgs);
			if (msgs != null) msgs.dispatch();
		}
		else if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.ANISOTROPIC_FIELD__DISTRIBUTIONS, newDistributions, newDistributions));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case ScenarioPackage.ANISOTROPIC_FIELD__ORIGIN:
				return basicSetOrigin(null, msgs);
			case ScenarioPackage.ANISOTROPIC_FIELD__PREFERRED_SPEED:
				return basicSetPreferredSpeed(null, msgs);
			case ScenarioPackage.ANISOTROPIC_FIELD__STROKES:
				return ((InternalEList<?>)getStrokes()).basicRemove(otherEnd, msgs);
			case ScenarioPackage.ANISOTROPIC_FIELD__TRAJECTORY_SETS:
				return ((InternalEList<?>)getTrajectorySets()).basicRemove(otherEnd, msgs);
			case ScenarioPackage.ANISOTROPIC_FIELD__DISTRIBUTIONS:
				return basicSetDistributions(null, msgs);
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
			case ScenarioPackage.ANISOTROPIC_FIELD__CELL_SIZE:
				return getCellSize();
			case ScenarioPackage.ANISOTROPIC_FIELD__COLUMNS:
				return getColumns();
			case ScenarioPackage.ANISOTROPIC_FIELD__ROWS:
				return getRows();
			case ScenarioPackage.ANISOTROPIC_FIELD__DIRECTION_BINS:
				return getDirectionBins();
			case ScenarioPackage.ANISOTROPIC_FIELD__INERTIA:
				return getInertia();
			case ScenarioPackage.ANISOTROPIC_FIELD__ACCELERATION:
				return getAcceleration();
			case ScenarioPackage.ANISOTROPIC_FIELD__GAIN:
				return getGain();
			case ScenarioPackage.ANISOTROPIC_FIELD__SPEED_RELAXATION:
				return getSpeedRelaxation();
			case ScenarioPackage.ANISOTROPIC_FIELD__ORIGIN:
				return getOrigin();
			case ScenarioPackage.ANISOTROPIC_FIELD__PREFERRED_SPEED:
				return getPreferredSpeed();
			case ScenarioPackage.ANISOTROPIC_FIELD__STROKES:
				return getStrokes();
			case ScenarioPackage.ANISOTROPIC_FIELD__TRAJECTORY_SETS:
				return getTrajectorySets();
			case ScenarioPackage.ANISOTROPIC_FIELD__DISTRIBUTIONS:
				return getDistributions();
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
			case ScenarioPackage.ANISOTROPIC_FIELD__CELL_SIZE:
				setCellSize((Double)newValue);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__COLUMNS:
				setColumns((Integer)newValue);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__ROWS:
				setRows((Integer)newValue);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__DIRECTION_BINS:
				setDirectionBins((Integer)newValue);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__INERTIA:
				setInertia((Double)newValue);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__ACCELERATION:
				setAcceleration((Double)newValue);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__GAIN:
				setGain((Double)newValue);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__SPEED_RELAXATION:
				setSpeedRelaxation((Double)newValue);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__ORIGIN:
				setOrigin((Vector2)newValue);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__PREFERRED_SPEED:
				setPreferredSpeed((Distribution)newValue);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__STROKES:
				getStrokes().clear();
				getStrokes().addAll((Collection<? extends BrushStroke>)newValue);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__TRAJECTORY_SETS:
				getTrajectorySets().clear();
				getTrajectorySets().addAll((Collection<? extends TrajectorySet>)newValue);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__DISTRIBUTIONS:
				setDistributions((BakedGrid)newValue);
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
			case ScenarioPackage.ANISOTROPIC_FIELD__CELL_SIZE:
				setCellSize(CELL_SIZE_EDEFAULT);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__COLUMNS:
				setColumns(COLUMNS_EDEFAULT);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__ROWS:
				setRows(ROWS_EDEFAULT);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__DIRECTION_BINS:
				setDirectionBins(DIRECTION_BINS_EDEFAULT);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__INERTIA:
				setInertia(INERTIA_EDEFAULT);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__ACCELERATION:
				setAcceleration(ACCELERATION_EDEFAULT);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__GAIN:
				setGain(GAIN_EDEFAULT);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__SPEED_RELAXATION:
				setSpeedRelaxation(SPEED_RELAXATION_EDEFAULT);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__ORIGIN:
				setOrigin((Vector2)null);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__PREFERRED_SPEED:
				setPreferredSpeed((Distribution)null);
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__STROKES:
				getStrokes().clear();
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__TRAJECTORY_SETS:
				getTrajectorySets().clear();
				return;
			case ScenarioPackage.ANISOTROPIC_FIELD__DISTRIBUTIONS:
				setDistributions((BakedGrid)null);
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
			case ScenarioPackage.ANISOTROPIC_FIELD__CELL_SIZE:
				return cellSize != CELL_SIZE_EDEFAULT;
			case ScenarioPackage.ANISOTROPIC_FIELD__COLUMNS:
				return columns != COLUMNS_EDEFAULT;
			case ScenarioPackage.ANISOTROPIC_FIELD__ROWS:
				return rows != ROWS_EDEFAULT;
			case ScenarioPackage.ANISOTROPIC_FIELD__DIRECTION_BINS:
				return directionBins != DIRECTION_BINS_EDEFAULT;
			case ScenarioPackage.ANISOTROPIC_FIELD__INERTIA:
				return inertia != INERTIA_EDEFAULT;
			case ScenarioPackage.ANISOTROPIC_FIELD__ACCELERATION:
				return acceleration != ACCELERATION_EDEFAULT;
			case ScenarioPackage.ANISOTROPIC_FIELD__GAIN:
				return gain != GAIN_EDEFAULT;
			case ScenarioPackage.ANISOTROPIC_FIELD__SPEED_RELAXATION:
				return speedRelaxation != SPEED_RELAXATION_EDEFAULT;
			case ScenarioPackage.ANISOTROPIC_FIELD__ORIGIN:
				return origin != null;
			case ScenarioPackage.ANISOTROPIC_FIELD__PREFERRED_SPEED:
				return preferredSpeed != null;
			case ScenarioPackage.ANISOTROPIC_FIELD__STROKES:
				return strokes != null && !strokes.isEmpty();
			case ScenarioPackage.ANISOTROPIC_FIELD__TRAJECTORY_SETS:
				return trajectorySets != null && !trajectorySets.isEmpty();
			case ScenarioPackage.ANISOTROPIC_FIELD__DISTRIBUTIONS:
				return distributions != null;
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
		result.append(" (cellSize: ");
		result.append(cellSize);
		result.append(", columns: ");
		result.append(columns);
		result.append(", rows: ");
		result.append(rows);
		result.append(", directionBins: ");
		result.append(directionBins);
		result.append(", inertia: ");
		result.append(inertia);
		result.append(", acceleration: ");
		result.append(acceleration);
		result.append(", gain: ");
		result.append(gain);
		result.append(", speedRelaxation: ");
		result.append(speedRelaxation);
		result.append(')');
		return result.toString();
	}

} //AnisotropicFieldImpl
