package org.crowdstudio.cli;

import java.util.Locale;

import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.engine.spi.ParameterType;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/** How {@code algorithms} shows a declared parameter: one line for people, one object for tools. */
final class ParameterText {

    private ParameterText() {
    }

    /** e.g. {@code timeHorizon: real, default 2 s, range 0.01 to 60 s}. */
    static String summary(ParameterDescriptor<?> parameter) {
        String unit = parameter.unit().isEmpty() ? "" : " " + parameter.unit();
        StringBuilder text = new StringBuilder(parameter.id()).append(": ").append(parameter.type().name().toLowerCase(Locale.ROOT))
                .append(", default ").append(value(parameter.defaultValue())).append(numeric(parameter) ? unit : "");
        if (numeric(parameter) && (Double.isFinite(parameter.min()) || Double.isFinite(parameter.max()))) {
            text.append(", range ").append(bound(parameter.min())).append(" to ").append(bound(parameter.max())).append(unit);
        }
        if (parameter.type() == ParameterType.CHOICE) {
            text.append(", one of ").append(String.join(", ", parameter.choices()));
        }
        return text.toString();
    }

    static JsonObject json(ParameterDescriptor<?> parameter) {
        JsonObject entry = new JsonObject();
        entry.addProperty("id", parameter.id());
        entry.addProperty("type", parameter.type().name().toLowerCase(Locale.ROOT));
        switch (parameter.defaultValue()) {
            case Number number -> entry.addProperty("default", number);
            case Boolean bool -> entry.addProperty("default", bool);
            default -> entry.addProperty("default", parameter.defaultValue().toString());
        }
        if (numeric(parameter)) {
            // JSON has no infinity: an open end is left out.
            if (Double.isFinite(parameter.min())) {
                entry.addProperty("min", parameter.min());
            }
            if (Double.isFinite(parameter.max())) {
                entry.addProperty("max", parameter.max());
            }
        }
        if (parameter.type() == ParameterType.CHOICE) {
            JsonArray choices = new JsonArray();
            parameter.choices().forEach(choices::add);
            entry.add("choices", choices);
        }
        entry.addProperty("unit", parameter.unit());
        entry.addProperty("description", parameter.description());
        return entry;
    }

    private static boolean numeric(ParameterDescriptor<?> parameter) {
        return parameter.type() == ParameterType.REAL || parameter.type() == ParameterType.INTEGER;
    }

    private static String bound(double bound) {
        return Double.isInfinite(bound) ? (bound < 0 ? "-∞" : "∞") : value(bound);
    }

    /** Numbers without a needless ".0": 2 rather than 2.0, 0.01 as typed. */
    private static String value(Object value) {
        if (value instanceof Number number && number.doubleValue() == Math.rint(number.doubleValue()) && Math.abs(number.doubleValue()) < 1e15) {
            return Long.toString(number.longValue());
        }
        return value instanceof String text ? "\"" + text + "\"" : String.valueOf(value);
    }
}
