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
 * A representation of the literals of the enumeration '<em><b>Formation Kind</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * The formation constraint of a velocity connection (VC paper §3.4, Fig. 3c).
 * <!-- end-model-doc -->
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getFormationKind()
 * @model
 * @generated
 */
public enum FormationKind implements Enumerator {
	/**
	 * The '<em><b>ISOTROPIC</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Stay within the grouping distance in any direction (a disc).
	 * <!-- end-model-doc -->
	 * @see #ISOTROPIC_VALUE
	 * @generated
	 * @ordered
	 */
	ISOTROPIC(0, "ISOTROPIC", "ISOTROPIC"),

	/**
	 * The '<em><b>ABREAST</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Walk side by side with the neighbour.
	 * <!-- end-model-doc -->
	 * @see #ABREAST_VALUE
	 * @generated
	 * @ordered
	 */
	ABREAST(1, "ABREAST", "ABREAST"),

	/**
	 * The '<em><b>QUEUE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Walk one behind the other.
	 * <!-- end-model-doc -->
	 * @see #QUEUE_VALUE
	 * @generated
	 * @ordered
	 */
	QUEUE(2, "QUEUE", "QUEUE"),

	/**
	 * The '<em><b>GUIDE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Follow behind the neighbour (a guide).
	 * <!-- end-model-doc -->
	 * @see #GUIDE_VALUE
	 * @generated
	 * @ordered
	 */
	GUIDE(3, "GUIDE", "GUIDE");

	/**
	 * The '<em><b>ISOTROPIC</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Stay within the grouping distance in any direction (a disc).
	 * <!-- end-model-doc -->
	 * @see #ISOTROPIC
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int ISOTROPIC_VALUE = 0;

	/**
	 * The '<em><b>ABREAST</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Walk side by side with the neighbour.
	 * <!-- end-model-doc -->
	 * @see #ABREAST
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int ABREAST_VALUE = 1;

	/**
	 * The '<em><b>QUEUE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Walk one behind the other.
	 * <!-- end-model-doc -->
	 * @see #QUEUE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int QUEUE_VALUE = 2;

	/**
	 * The '<em><b>GUIDE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Follow behind the neighbour (a guide).
	 * <!-- end-model-doc -->
	 * @see #GUIDE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int GUIDE_VALUE = 3;

	/**
	 * An array of all the '<em><b>Formation Kind</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final FormationKind[] VALUES_ARRAY =
		new FormationKind[] {
			ISOTROPIC,
			ABREAST,
			QUEUE,
			GUIDE,
		};

	/**
	 * A public read-only list of all the '<em><b>Formation Kind</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<FormationKind> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Formation Kind</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static FormationKind get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			FormationKind result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Formation Kind</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static FormationKind getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			FormationKind result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Formation Kind</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static FormationKind get(int value) {
		switch (value) {
			case ISOTROPIC_VALUE: return ISOTROPIC;
			case ABREAST_VALUE: return ABREAST;
			case QUEUE_VALUE: return QUEUE;
			case GUIDE_VALUE: return GUIDE;
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
	private FormationKind(int value, String name, String literal) {
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
	
} //FormationKind
