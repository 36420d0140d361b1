package org.crowdstudio.ui.algorithms;

import java.util.Locale;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.ui.Messages;
import org.crowdstudio.ui.editor.pages.ParameterWords;
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
        String type = parameter.type().name().toLowerCase(Locale.ROOT);
        String defaultValue = ParameterWords.value(parameter, parameter.defaultValue());
        return switch (parameter.type()) {
            case REAL, INTEGER -> {
                String range = ParameterWords.range(parameter);
                yield NLS.bind(Messages.AlgorithmDetails_0Default123, new Object[] {type, defaultValue,
                    ParameterWords.unit(parameter), range.isEmpty() ? "" : ", " + range});
            }
            case CHOICE -> NLS.bind(Messages.AlgorithmDetails_0Default1OneOf, type, defaultValue,
                    String.join(", ", parameter.choices()));
            default -> NLS.bind(Messages.AlgorithmDetails_0Default1, type, defaultValue);
        };
    }
}
