package org.crowdstudio.engine.spi;

import java.util.HashMap;
import java.util.Map;

/**
 * The parameter values one profile gives an algorithm: what the scenario stores, and the declared
 * default for everything else. Values are checked against the descriptor when created, so an
 * algorithm reads them without further checks.
 */
public final class Parameters {

    private final AlgorithmDescriptor<?> descriptor;
    private final Map<String, Object> values;

    private Parameters(AlgorithmDescriptor<?> descriptor, Map<String, Object> values) {
        this.descriptor = descriptor;
        this.values = values;
    }

    /**
     * @param stored values by parameter id: Double or Long for numbers, Boolean, String
     * @throws IllegalArgumentException naming the parameter if a value is unknown, of the wrong kind or out of range
     */
    public static Parameters of(AlgorithmDescriptor<?> descriptor, Map<String, ?> stored) {
        Map<String, Object> values = new HashMap<>();
        for (ParameterDescriptor<?> parameter : descriptor.parameters()) {
            values.put(parameter.id(), parameter.defaultValue());
        }
        for (Map.Entry<String, ?> entry : stored.entrySet()) {
            ParameterDescriptor<?> parameter = descriptor.parameter(entry.getKey()).orElseThrow(() -> new IllegalArgumentException(
                    "algorithm '" + descriptor.id() + "' has no parameter '" + entry.getKey() + "'"));
            values.put(parameter.id(), checked(descriptor, parameter, entry.getValue()));
        }
        return new Parameters(descriptor, values);
    }

    /** All declared defaults. */
    public static Parameters defaults(AlgorithmDescriptor<?> descriptor) {
        return of(descriptor, Map.of());
    }

    private static Object checked(AlgorithmDescriptor<?> algorithm, ParameterDescriptor<?> parameter, Object value) {
        String where = "parameter '" + parameter.id() + "' of '" + algorithm.id() + "'";
        switch (parameter.type()) {
            case REAL, INTEGER -> {
                if (!(value instanceof Number number)) {
                    throw new IllegalArgumentException(where + " must be a number, not " + value);
                }
                if (parameter.type() == ParameterType.INTEGER && number.doubleValue() != Math.rint(number.doubleValue())) {
                    throw new IllegalArgumentException(where + " must be a whole number, not " + value);
                }
                if (number.doubleValue() < parameter.min() || number.doubleValue() > parameter.max()) {
                    throw new IllegalArgumentException(where + " must be within [" + parameter.min() + ", " + parameter.max() + "], not " + value);
                }
                return parameter.type() == ParameterType.REAL ? (Object) number.doubleValue() : (Object) number.longValue();
            }
            case BOOLEAN -> {
                if (!(value instanceof Boolean)) {
                    throw new IllegalArgumentException(where + " must be true or false, not " + value);
                }
                return value;
            }
            default -> {
                if (!(value instanceof String text) || (parameter.type() == ParameterType.CHOICE && !parameter.choices().contains(text))) {
                    throw new IllegalArgumentException(where + " must be " + (parameter.type() == ParameterType.CHOICE
                            ? "one of " + parameter.choices() : "text") + ", not " + value);
                }
                return value;
            }
        }
    }

    /**
     * @return the value of a parameter the algorithm declares: the stored one, checked, or the default
     * @throws IllegalStateException if the algorithm does not declare it: a fault of the plug-in,
     *         not of the scenario
     */
    public <T> T get(ParameterDescriptor<T> parameter) {
        if (!descriptor.parameter(parameter.id()).map(parameter::equals).orElse(false)) {
            throw new IllegalStateException("algorithm '" + descriptor.id() + "' declares no parameter '" + parameter.id() + "'"
                    + (descriptor.parameter(parameter.id()).isPresent() ? " of this kind" : ""));
        }
        // Stored values were made Double and Long when checked, and defaults are of the kind's type:
        // no conversion here.
        return cast(parameter, values.get(parameter.id()));
    }

    @SuppressWarnings("unchecked")
    private static <T> T cast(ParameterDescriptor<T> parameter, Object value) {
        // The descriptor checked its default is of the kind's type: REAL Double, INTEGER Long, BOOLEAN Boolean, the rest String.
        return (T) value;
    }
}
