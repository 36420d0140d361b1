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
 * A representation of the literals of the enumeration '<em><b>Goal Rule</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * How the agents of a population choose their goals.
 * <!-- end-model-doc -->
 * @see org.crowdstudio.model.scenario.ScenarioPackage#getGoalRule()
 * @model
 * @generated
 */
public enum GoalRule implements Enumerator {
	/**
	 * The '<em><b>NONE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * No goal: the agents stand unless something else moves them.
	 * <!-- end-model-doc -->
	 * @see #NONE_VALUE
	 * @generated
	 * @ordered
	 */
	NONE(0, "NONE", "NONE"),

	/**
	 * The '<em><b>STAY AT START</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The goal is the agent's own start position (IF paper §7.2, the crowd around the VIP).
	 * <!-- end-model-doc -->
	 * @see #STAY_AT_START_VALUE
	 * @generated
	 * @ordered
	 */
	STAY_AT_START(1, "STAY_AT_START", "STAY_AT_START"),

	/**
	 * The '<em><b>FIXED SEQUENCE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The population's goals, in order.
	 * <!-- end-model-doc -->
	 * @see #FIXED_SEQUENCE_VALUE
	 * @generated
	 * @ordered
	 */
	FIXED_SEQUENCE(2, "FIXED_SEQUENCE", "FIXED_SEQUENCE"),

	/**
	 * The '<em><b>RANDOM GOAL</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * One of the population's goals, drawn per agent with the scenario seed.
	 * <!-- end-model-doc -->
	 * @see #RANDOM_GOAL_VALUE
	 * @generated
	 * @ordered
	 */
	RANDOM_GOAL(3, "RANDOM_GOAL", "RANDOM_GOAL"),

	/**
	 * The '<em><b>NEAREST GOAL</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The population goal nearest to the agent's start position.
	 * <!-- end-model-doc -->
	 * @see #NEAREST_GOAL_VALUE
	 * @generated
	 * @ordered
	 */
	NEAREST_GOAL(4, "NEAREST_GOAL", "NEAREST_GOAL"),

	/**
	 * The '<em><b>RANDOM TOUR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * All of the population's goals in an order drawn per agent with the scenario seed, walked again and again: the agents keep wandering between them.
	 * <!-- end-model-doc -->
	 * @see #RANDOM_TOUR_VALUE
	 * @generated
	 * @ordered
	 */
	RANDOM_TOUR(5, "RANDOM_TOUR", "RANDOM_TOUR");

	/**
	 * The '<em><b>NONE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * No goal: the agents stand unless something else moves them.
	 * <!-- end-model-doc -->
	 * @see #NONE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int NONE_VALUE = 0;

	/**
	 * The '<em><b>STAY AT START</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The goal is the agent's own start position (IF paper §7.2, the crowd around the VIP).
	 * <!-- end-model-doc -->
	 * @see #STAY_AT_START
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int STAY_AT_START_VALUE = 1;

	/**
	 * The '<em><b>FIXED SEQUENCE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The population's goals, in order.
	 * <!-- end-model-doc -->
	 * @see #FIXED_SEQUENCE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int FIXED_SEQUENCE_VALUE = 2;

	/**
	 * The '<em><b>RANDOM GOAL</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * One of the population's goals, drawn per agent with the scenario seed.
	 * <!-- end-model-doc -->
	 * @see #RANDOM_GOAL
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RANDOM_GOAL_VALUE = 3;

	/**
	 * The '<em><b>NEAREST GOAL</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The population goal nearest to the agent's start position.
	 * <!-- end-model-doc -->
	 * @see #NEAREST_GOAL
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int NEAREST_GOAL_VALUE = 4;

	/**
	 * The '<em><b>RANDOM TOUR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * All of the population's goals in an order drawn per agent with the scenario seed, walked again and again: the agents keep wandering between them.
	 * <!-- end-model-doc -->
	 * @see #RANDOM_TOUR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RANDOM_TOUR_VALUE = 5;

	/**
	 * An array of all the '<em><b>Goal Rule</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final GoalRule[] VALUES_ARRAY =
		new GoalRule[] {
			NONE,
			STAY_AT_START,
			FIXED_SEQUENCE,
			RANDOM_GOAL,
			NEAREST_GOAL,
			RANDOM_TOUR,
		};

	/**
	 * A public read-only list of all the '<em><b>Goal Rule</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<GoalRule> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Goal Rule</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static GoalRule get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			GoalRule result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Goal Rule</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static GoalRule getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			GoalRule result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Goal Rule</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static GoalRule get(int value) {
		switch (value) {
			case NONE_VALUE: return NONE;
			case STAY_AT_START_VALUE: return STAY_AT_START;
			case FIXED_SEQUENCE_VALUE: return FIXED_SEQUENCE;
			case RANDOM_GOAL_VALUE: return RANDOM_GOAL;
			case NEAREST_GOAL_VALUE: return NEAREST_GOAL;
			case RANDOM_TOUR_VALUE: return RANDOM_TOUR;
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
	private GoalRule(int value, String name, String literal) {
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
	
} //GoalRule
