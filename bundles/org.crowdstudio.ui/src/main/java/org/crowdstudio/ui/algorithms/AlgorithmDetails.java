package org.crowdstudio.ui.algorithms;

import java.util.Locale;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.engine.spi.ParameterType;
import org.crowdstudio.ui.Messages;
import org.eclipse.osgi.util.NLS;

/** An algorithm's description and parameters as the Installed Algorithms view shows them. */
final class AlgorithmDetails {

    private AlgorithmDetails() {
    }

    static String of(AlgorithmDescriptor<?> algorithm) {
        StringBuilder text = new StringBuilder(algorithm.name()).append(" (").append(algorithm.stage().label()).append(")\n")
                .append(algorithm.description()).append('\n');
        if (algorithm.inNewProfiles()) {
            text.append(Messages.AlgorithmDetails_newProfilesStartWithIt);
        }
        text.append('\n').append(algorithm.parameters().isEmpty() ? Messages.AlgorithmDetails_noParameters : Messages.AlgorithmDetails_parameters).append('\n');
        for (ParameterDescriptor<?> parameter : algorithm.parameters()) {
            text.append("• ").append(parameter.id()).append(": ").append(kind(parameter)).append('\n');
            text.append("   ").append(parameter.description()).append('\n');
        }
        return text.toString();
    }

    private static String kind(ParameterDescriptor<?> parameter) {
        String unit = parameter.unit().isEmpty() ? "" : " " + parameter.unit();
        String type = parameter.type().name().toLowerCase(Locale.ROOT);
        return switch (parameter.type()) {
            case REAL, INTEGER -> NLS.bind(Messages.AlgorithmDetails_0Default123,
                    type, number(parameter.defaultValue()), unit, range(parameter, unit));
            case CHOICE -> NLS.bind(Messages.AlgorithmDetails_0Default1OneOf,
                    type, parameter.defaultValue(), String.join(", ", parameter.choices()));
            default -> NLS.bind(Messages.AlgorithmDetails_0Default1, type,
                    parameter.type() == ParameterType.TEXT ? "\"" + parameter.defaultValue() + "\"" : parameter.defaultValue());
        };
    }

    private static String range(ParameterDescriptor<?> parameter, String unit) {
        boolean from = Double.isFinite(parameter.min());
        boolean to = Double.isFinite(parameter.max());
        if (from && to) {
            return ", " + number(parameter.min()) + " to " + number(parameter.max()) + unit;
        }
        return from ? NLS.bind(Messages.AlgorithmDetails_atLeast01,
                number(parameter.min()), unit) : to ? NLS.bind(Messages.AlgorithmDetails_atMost01, number(parameter.max()), unit) : "";
    }

    private static String number(Object value) {
        double number = ((Number) value).doubleValue();
        return number == Math.rint(number) && Math.abs(number) < 1e15 ? Long.toString((long) number) : Double.toString(number);
    }
}
