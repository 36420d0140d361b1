/**
 * Crowd Studio. Generated from scenario.ecore: do not edit; change the model and regenerate (docs/MODEL.md).
 */
package org.crowdstudio.model.scenario;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Curve Style</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * How a guide curve was drawn (IF paper §5.1).
 * <!-- end-model-doc -->
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getCurveStyle()
 * @model
 * @generated
 */
public enum CurveStyle implements Enumerator {
	/**
	 * The '<em><b>POLYLINE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Piecewise linear, point by point.
	 * <!-- end-model-doc -->
	 * @see #POLYLINE_VALUE
	 * @generated
	 * @ordered
	 */
	POLYLINE(0, "POLYLINE", "POLYLINE"),

	/**
	 * The '<em><b>FREEHAND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Sampled from a freehand stroke.
	 * <!-- end-model-doc -->
	 * @see #FREEHAND_VALUE
	 * @generated
	 * @ordered
	 */
	FREEHAND(1, "FREEHAND", "FREEHAND");

	/**
	 * The '<em><b>POLYLINE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Piecewise linear, point by point.
	 * <!-- end-model-doc -->
	 * @see #POLYLINE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int POLYLINE_VALUE = 0;

	/**
	 * The '<em><b>FREEHAND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Sampled from a freehand stroke.
	 * <!-- end-model-doc -->
	 * @see #FREEHAND
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int FREEHAND_VALUE = 1;

	/**
	 * An array of all the '<em><b>Curve Style</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final CurveStyle[] VALUES_ARRAY =
		new CurveStyle[] {
			POLYLINE,
			FREEHAND,
		};

	/**
	 * A public read-only list of all the '<em><b>Curve Style</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<CurveStyle> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Curve Style</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static CurveStyle get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			CurveStyle result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Curve Style</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static CurveStyle getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			CurveStyle result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Curve Style</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static CurveStyle get(int value) {
		switch (value) {
			case POLYLINE_VALUE: return POLYLINE;
			case FREEHAND_VALUE: return FREEHAND;
		}
		return null;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final int value;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String name;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String literal;

	/**
	 * Only this class can construct instances.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private CurveStyle(int value, String name, String literal) {
		this.value = value;
		this.name = name;
		this.literal = literal;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getValue() {
	  return value;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getName() {
	  return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getLiteral() {
	  return literal;
	}

	/**
	 * Returns the literal value of the enumerator, which is its string representation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		return literal;
	}
	
} //CurveStyle
