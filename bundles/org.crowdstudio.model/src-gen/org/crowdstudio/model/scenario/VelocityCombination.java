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
 * A representation of the literals of the enumeration '<em><b>Velocity Combination</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * How the preferred-velocity sources of a pipeline are combined (IF paper eq. 1 uses the weighted average).
 * <!-- end-model-doc -->
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getVelocityCombination()
 * @model
 * @generated
 */
public enum VelocityCombination implements Enumerator {
	/**
	 * The '<em><b>WEIGHTED AVERAGE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Sum of weight times velocity, divided by the sum of the weights of the sources that propose a velocity.
	 * <!-- end-model-doc -->
	 * @see #WEIGHTED_AVERAGE_VALUE
	 * @generated
	 * @ordered
	 */
	WEIGHTED_AVERAGE(0, "WEIGHTED_AVERAGE", "WEIGHTED_AVERAGE"),

	/**
	 * The '<em><b>WEIGHTED SUM</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Sum of weight times velocity.
	 * <!-- end-model-doc -->
	 * @see #WEIGHTED_SUM_VALUE
	 * @generated
	 * @ordered
	 */
	WEIGHTED_SUM(1, "WEIGHTED_SUM", "WEIGHTED_SUM");

	/**
	 * The '<em><b>WEIGHTED AVERAGE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Sum of weight times velocity, divided by the sum of the weights of the sources that propose a velocity.
	 * <!-- end-model-doc -->
	 * @see #WEIGHTED_AVERAGE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int WEIGHTED_AVERAGE_VALUE = 0;

	/**
	 * The '<em><b>WEIGHTED SUM</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Sum of weight times velocity.
	 * <!-- end-model-doc -->
	 * @see #WEIGHTED_SUM
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int WEIGHTED_SUM_VALUE = 1;

	/**
	 * An array of all the '<em><b>Velocity Combination</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final VelocityCombination[] VALUES_ARRAY =
		new VelocityCombination[] {
			WEIGHTED_AVERAGE,
			WEIGHTED_SUM,
		};

	/**
	 * A public read-only list of all the '<em><b>Velocity Combination</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<VelocityCombination> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Velocity Combination</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static VelocityCombination get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			VelocityCombination result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Velocity Combination</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static VelocityCombination getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			VelocityCombination result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Velocity Combination</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static VelocityCombination get(int value) {
		switch (value) {
			case WEIGHTED_AVERAGE_VALUE: return WEIGHTED_AVERAGE;
			case WEIGHTED_SUM_VALUE: return WEIGHTED_SUM;
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
	private VelocityCombination(int value, String name, String literal) {
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
	
} //VelocityCombination
