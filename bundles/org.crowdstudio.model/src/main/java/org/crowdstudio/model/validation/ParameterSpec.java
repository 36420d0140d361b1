package org.crowdstudio.model.validation;

import java.util.List;

/**
 * What an algorithm declares about one of its parameters, as far as validation needs it.
 *
 * @param key the parameter identifier
 * @param type the kind of value
 * @param min smallest allowed value of a number, or {@code Double.NEGATIVE_INFINITY}
 * @param max largest allowed value of a number, or {@code Double.POSITIVE_INFINITY}
 * @param choices allowed values of a text parameter; empty: any text
 * @param unit the unit of a number, for messages, e.g. {@code m}; may be empty
 */
public record ParameterSpec(String key, Type type, double min, double max, List<String> choices, String unit) {

    /** The kinds of parameter value, matching the model's parameter value classes. */
    public enum Type {
        REAL, INTEGER, BOOLEAN, TEXT
    }

    /** A real-valued parameter within [min, max]. */
    public static ParameterSpec real(String key, double min, double max, String unit) {
        return new ParameterSpec(key, Type.REAL, min, max, List.of(), unit);
    }

    /** An integer parameter within [min, max]. */
    public static ParameterSpec integer(String key, long min, long max) {
        return new ParameterSpec(key, Type.INTEGER, min, max, List.of(), "");
    }

    /** A yes/no parameter. */
    public static ParameterSpec bool(String key) {
        return new ParameterSpec(key, Type.BOOLEAN, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, List.of(), "");
    }

    /** A text parameter, limited to the given choices if any. */
    public static ParameterSpec text(String key, String... choices) {
        return new ParameterSpec(key, Type.TEXT, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, List.of(choices), "");
    }
}
