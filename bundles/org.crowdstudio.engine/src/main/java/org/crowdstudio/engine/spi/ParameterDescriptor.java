package org.crowdstudio.engine.spi;

import java.util.List;
import java.util.Objects;

/**
 * One parameter an algorithm declares: what it is called, what values it takes, its default, its
 * unit and what it means. The model validates stored values against it; the workbench renders an
 * editor from it. An algorithm declares each parameter once, as a constant that its descriptor
 * lists and its {@code create} reads with {@link Parameters#get}:
 *
 * <pre>{@code
 * static final ParameterDescriptor<Double> TIME_HORIZON = ParameterDescriptor.real("timeHorizon", 2, 0.01, 60, "s", "...");
 * ... parameters.get(TIME_HORIZON) ...
 * }</pre>
 *
 * @param <T> the value's type: Double, Long, Boolean or String
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
public record ParameterDescriptor<T>(String id, ParameterType type, T defaultValue, double min, double max, List<String> choices,
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
            case REAL -> requireInRange(id, requireType(id, defaultValue, Double.class), min, max);
            case INTEGER -> requireInRange(id, requireType(id, defaultValue, Long.class), min, max);
            case BOOLEAN -> requireType(id, defaultValue, Boolean.class);
            case CHOICE -> {
                if (!choices.contains(requireType(id, defaultValue, String.class))) {
                    throw new IllegalArgumentException("parameter " + id + ": default '" + defaultValue + "' is not one of " + choices);
                }
            }
            case TEXT -> requireType(id, defaultValue, String.class);
        }
    }

    /** The value type each kind stores, so that {@link Parameters#get} returns what {@code T} says. */
    private static <V> V requireType(String id, Object value, Class<V> type) {
        if (!type.isInstance(value)) {
            throw new IllegalArgumentException("parameter " + id + ": default " + value + " is not a " + type.getSimpleName()
                    + ", as its kind needs (use the factory methods: real, integer, bool, choice, text)");
        }
        return type.cast(value);
    }

    private static void requireInRange(String id, Number number, double min, double max) {
        double value = number.doubleValue();
        if (value < min || value > max) {
            throw new IllegalArgumentException("parameter " + id + ": default " + value + " is outside [" + min + ", " + max + "]");
        }
    }

    /** A real number in [min, max] of the given unit. */
    public static ParameterDescriptor<Double> real(String id, double defaultValue, double min, double max, String unit, String description) {
        return new ParameterDescriptor<>(id, ParameterType.REAL, defaultValue, min, max, List.of(), unit, description);
    }

    /** A whole number in [min, max]. */
    public static ParameterDescriptor<Long> integer(String id, long defaultValue, long min, long max, String description) {
        return new ParameterDescriptor<>(id, ParameterType.INTEGER, defaultValue, min, max, List.of(), "", description);
    }

    /** Yes or no. */
    public static ParameterDescriptor<Boolean> bool(String id, boolean defaultValue, String description) {
        return new ParameterDescriptor<>(id, ParameterType.BOOLEAN, defaultValue, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
                List.of(), "", description);
    }

    /** One of the given texts. */
    public static ParameterDescriptor<String> choice(String id, String defaultValue, List<String> choices, String description) {
        return new ParameterDescriptor<>(id, ParameterType.CHOICE, defaultValue, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
                choices, "", description);
    }

    /** Free text. */
    public static ParameterDescriptor<String> text(String id, String defaultValue, String description) {
        return new ParameterDescriptor<>(id, ParameterType.TEXT, defaultValue, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
                List.of(), "", description);
    }
}
