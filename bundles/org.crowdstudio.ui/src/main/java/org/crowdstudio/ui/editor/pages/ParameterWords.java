package org.crowdstudio.ui.editor.pages;

import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.engine.spi.ParameterType;
import org.crowdstudio.ui.Messages;
import org.eclipse.osgi.util.NLS;

/**
 * How the workbench words a declared parameter's values and range, alike in the Installed
 * Algorithms view and in a profile's parameter rows: "0.01 to 60 s", "at least 0 s", "2 s".
 */
public final class ParameterWords {

    private ParameterWords() {
    }

    /** The unit after a space, or nothing for a parameter without one. */
    public static String unit(ParameterDescriptor<?> parameter) {
        return parameter.unit().isEmpty() ? "" : " " + parameter.unit();
    }

    /** Whether the parameter is a number, and so has a range. */
    public static boolean isNumber(ParameterDescriptor<?> parameter) {
        return parameter.type() == ParameterType.REAL || parameter.type() == ParameterType.INTEGER;
    }

    /** The range of a number with its unit ("0.01 to 60 s", "at least 0 s", "at most 5 s"); empty when open. */
    public static String range(ParameterDescriptor<?> parameter) {
        boolean from = Double.isFinite(parameter.min());
        boolean to = Double.isFinite(parameter.max());
        String unit = unit(parameter);
        if (from && to) {
            return NLS.bind(Messages.ParameterWords_0To12,
                    new Object[] {number(parameter.min()), number(parameter.max()), unit});
        }
        return from ? NLS.bind(Messages.ParameterWords_atLeast01, number(parameter.min()), unit)
                : to ? NLS.bind(Messages.ParameterWords_atMost01, number(parameter.max()), unit) : "";
    }

    /** A value as the artist types it: a whole number without ".0", text in quotes, the rest as it is. */
    public static String value(ParameterDescriptor<?> parameter, Object value) {
        if (value instanceof Number number) {
            return number(number.doubleValue());
        }
        return parameter.type() == ParameterType.TEXT ? "\"" + value + "\"" : String.valueOf(value);
    }

    /** A number without a needless ".0": 2 rather than 2.0, 0.01 as typed. */
    public static String number(double number) {
        return number == Math.rint(number) && Math.abs(number) < 1e15 ? Long.toString((long) number)
                : AttributeValues.number(number);
    }
}
