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
 * A representation of the literals of the enumeration '<em><b>Field Kind</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * What an interaction field prescribes (IF paper §4.1).
 * <!-- end-model-doc -->
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getFieldKind()
 * @model
 * @generated
 */
public enum FieldKind implements Enumerator {
	/**
	 * The '<em><b>VELOCITY</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * An absolute velocity in m/s at each point.
	 * <!-- end-model-doc -->
	 * @see #VELOCITY_VALUE
	 * @generated
	 * @ordered
	 */
	VELOCITY(0, "VELOCITY", "VELOCITY"),

	/**
	 * The '<em><b>ORIENTATION</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A unit facing direction at each point.
	 * <!-- end-model-doc -->
	 * @see #ORIENTATION_VALUE
	 * @generated
	 * @ordered
	 */
	ORIENTATION(1, "ORIENTATION", "ORIENTATION");

	/**
	 * The '<em><b>VELOCITY</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * An absolute velocity in m/s at each point.
	 * <!-- end-model-doc -->
	 * @see #VELOCITY
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int VELOCITY_VALUE = 0;

	/**
	 * The '<em><b>ORIENTATION</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A unit facing direction at each point.
	 * <!-- end-model-doc -->
	 * @see #ORIENTATION
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int ORIENTATION_VALUE = 1;

	/**
	 * An array of all the '<em><b>Field Kind</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final FieldKind[] VALUES_ARRAY =
		new FieldKind[] {
			VELOCITY,
			ORIENTATION,
		};

	/**
	 * A public read-only list of all the '<em><b>Field Kind</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<FieldKind> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Field Kind</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static FieldKind get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			FieldKind result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Field Kind</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static FieldKind getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			FieldKind result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Field Kind</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static FieldKind get(int value) {
		switch (value) {
			case VELOCITY_VALUE: return VELOCITY;
			case ORIENTATION_VALUE: return ORIENTATION;
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
	private FieldKind(int value, String name, String literal) {
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
	
} //FieldKind
