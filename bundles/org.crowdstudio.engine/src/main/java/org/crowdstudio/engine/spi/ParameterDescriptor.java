package org.crowdstudio.engine.spi;

import java.util.List;
import java.util.Objects;

/**
 * One parameter an algorithm declares: what it is called, what values it takes, its default, its
 * unit and what it means. The model validates stored values against it; the workbench renders an
 * editor from it.
 *
 * @param id identifier used in scenario files, e.g. {@code timeHorizon}
 * @param type the kind of value
 * @param defaultValue the value used when a scenario stores none: a Double, Long, Boolean or String by type
 * @param min smallest allowed number ({@code Double.NEGATIVE_INFINITY} for none)
 * @param max largest allowed number ({@code Double.POSITIVE_INFINITY} for none)
 * @param choices the allowed texts of a {@link ParameterType#CHOICE}; empty otherwise
 * @param unit the unit of a number, e.g. {@code s}; empty if none
 * @param description what the parameter does, for people
 */
public record ParameterDescriptor(String id, ParameterType type, Object defaultValue, double min, double max, List<String> choices,
        String unit, String description) {

    public ParameterDescriptor {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("a parameter needs an id");
        }
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(defaultValue, "default value of " + id);
        choices = List.copyOf(choices);
        unit = unit == null ? "" : unit;
        description = description == null ? "" : description;
        if (min > max) {
            throw new IllegalArgumentException("parameter " + id + ": min " + min + " is above max " + max);
        }
        switch (type) {
            case REAL -> requireInRange(id, ((Number) defaultValue).doubleValue(), min, max);
            case INTEGER -> requireInRange(id, ((Number) defaultValue).longValue(), min, max);
            case BOOLEAN -> Objects.requireNonNull((Boolean) defaultValue);
            case CHOICE -> {
                if (!choices.contains(defaultValue)) {
                    throw new IllegalArgumentException("parameter " + id + ": default '" + defaultValue + "' is not one of " + choices);
                }
            }
            case TEXT -> Objects.requireNonNull((String) defaultValue);
        }
    }

    private static void requireInRange(String id, double value, double min, double max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException("parameter " + id + ": default " + value + " is outside [" + min + ", " + max + "]");
        }
    }

    /** A real number in [min, max] of the given unit. */
    public static ParameterDescriptor real(String id, double defaultValue, double min, double max, String unit, String description) {
        return new ParameterDescriptor(id, ParameterType.REAL, defaultValue, min, max, List.of(), unit, description);
    }

    /** A whole number in [min, max]. */
    public static ParameterDescriptor integer(String id, long defaultValue, long min, long max, String description) {
        return new ParameterDescriptor(id, ParameterType.INTEGER, defaultValue, min, max, List.of(), "", description);
    }

    /** Yes or no. */
    public static ParameterDescriptor bool(String id, boolean defaultValue, String description) {
        return new ParameterDescriptor(id, ParameterType.BOOLEAN, defaultValue, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
                List.of(), "", description);
    }

    /** One of the given texts. */
    public static ParameterDescriptor choice(String id, String defaultValue, List<String> choices, String description) {
        return new ParameterDescriptor(id, ParameterType.CHOICE, defaultValue, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
                choices, "", description);
    }

    /** Free text. */
    public static ParameterDescriptor text(String id, String defaultValue, String description) {
        return new ParameterDescriptor(id, ParameterType.TEXT, defaultValue, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
                List.of(), "", description);
    }
}
