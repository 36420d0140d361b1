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
 * A representation of the literals of the enumeration '<em><b>Field Parameter</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * What a parametric interaction field's keyframes are indexed by (IF paper §4.4).
 * <!-- end-model-doc -->
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getFieldParameter()
 * @model
 * @generated
 */
public enum FieldParameter implements Enumerator {
	/**
	 * The '<em><b>NONE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Not parametric: one keyframe.
	 * <!-- end-model-doc -->
	 * @see #NONE_VALUE
	 * @generated
	 * @ordered
	 */
	NONE(0, "NONE", "NONE"),

	/**
	 * The '<em><b>SOURCE SPEED</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The speed of the source, in m/s.
	 * <!-- end-model-doc -->
	 * @see #SOURCE_SPEED_VALUE
	 * @generated
	 * @ordered
	 */
	SOURCE_SPEED(1, "SOURCE_SPEED", "SOURCE_SPEED"),

	/**
	 * The '<em><b>SIMULATION TIME</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The simulation time, in s.
	 * <!-- end-model-doc -->
	 * @see #SIMULATION_TIME_VALUE
	 * @generated
	 * @ordered
	 */
	SIMULATION_TIME(2, "SIMULATION_TIME", "SIMULATION_TIME"),

	/**
	 * The '<em><b>LOCAL DENSITY</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The crowd density around the receiver, in agents/m².
	 * <!-- end-model-doc -->
	 * @see #LOCAL_DENSITY_VALUE
	 * @generated
	 * @ordered
	 */
	LOCAL_DENSITY(3, "LOCAL_DENSITY", "LOCAL_DENSITY"),

	/**
	 * The '<em><b>LINKED DISTANCE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The distance from the source to its linked object, in m.
	 * <!-- end-model-doc -->
	 * @see #LINKED_DISTANCE_VALUE
	 * @generated
	 * @ordered
	 */
	LINKED_DISTANCE(4, "LINKED_DISTANCE", "LINKED_DISTANCE"),

	/**
	 * The '<em><b>LINKED ANGLE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The rotation link: the field is turned so that its facing direction (−y) points from the source at the linked object, instead of along the source's orientation (IF paper §4.4.2).
	 * <!-- end-model-doc -->
	 * @see #LINKED_ANGLE_VALUE
	 * @generated
	 * @ordered
	 */
	LINKED_ANGLE(5, "LINKED_ANGLE", "LINKED_ANGLE");

	/**
	 * The '<em><b>NONE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Not parametric: one keyframe.
	 * <!-- end-model-doc -->
	 * @see #NONE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int NONE_VALUE = 0;

	/**
	 * The '<em><b>SOURCE SPEED</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The speed of the source, in m/s.
	 * <!-- end-model-doc -->
	 * @see #SOURCE_SPEED
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int SOURCE_SPEED_VALUE = 1;

	/**
	 * The '<em><b>SIMULATION TIME</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The simulation time, in s.
	 * <!-- end-model-doc -->
	 * @see #SIMULATION_TIME
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int SIMULATION_TIME_VALUE = 2;

	/**
	 * The '<em><b>LOCAL DENSITY</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The crowd density around the receiver, in agents/m².
	 * <!-- end-model-doc -->
	 * @see #LOCAL_DENSITY
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int LOCAL_DENSITY_VALUE = 3;

	/**
	 * The '<em><b>LINKED DISTANCE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The distance from the source to its linked object, in m.
	 * <!-- end-model-doc -->
	 * @see #LINKED_DISTANCE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int LINKED_DISTANCE_VALUE = 4;

	/**
	 * The '<em><b>LINKED ANGLE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The rotation link: the field is turned so that its facing direction (−y) points from the source at the linked object, instead of along the source's orientation (IF paper §4.4.2).
	 * <!-- end-model-doc -->
	 * @see #LINKED_ANGLE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int LINKED_ANGLE_VALUE = 5;

	/**
	 * An array of all the '<em><b>Field Parameter</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final FieldParameter[] VALUES_ARRAY =
		new FieldParameter[] {
			NONE,
			SOURCE_SPEED,
			SIMULATION_TIME,
			LOCAL_DENSITY,
			LINKED_DISTANCE,
			LINKED_ANGLE,
		};

	/**
	 * A public read-only list of all the '<em><b>Field Parameter</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<FieldParameter> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Field Parameter</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static FieldParameter get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			FieldParameter result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Field Parameter</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static FieldParameter getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			FieldParameter result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Field Parameter</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static FieldParameter get(int value) {
		switch (value) {
			case NONE_VALUE: return NONE;
			case SOURCE_SPEED_VALUE: return SOURCE_SPEED;
			case SIMULATION_TIME_VALUE: return SIMULATION_TIME;
			case LOCAL_DENSITY_VALUE: return LOCAL_DENSITY;
			case LINKED_DISTANCE_VALUE: return LINKED_DISTANCE;
			case LINKED_ANGLE_VALUE: return LINKED_ANGLE;
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
	private FieldParameter(int value, String name, String literal) {
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
	
} //FieldParameter
