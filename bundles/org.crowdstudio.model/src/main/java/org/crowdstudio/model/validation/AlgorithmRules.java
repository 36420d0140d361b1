package org.crowdstudio.model.validation;

import static org.crowdstudio.model.scenario.ScenarioPackage.Literals.ALGORITHM_SETTINGS__ALGORITHM_ID;
import static org.crowdstudio.model.scenario.ScenarioPackage.Literals.ALGORITHM_SETTINGS__PARAMETERS;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.model.scenario.BooleanParameter;
import org.crowdstudio.model.scenario.IntegerParameter;
import org.crowdstudio.model.scenario.ParameterValue;
import org.crowdstudio.model.scenario.RealParameter;
import org.crowdstudio.model.scenario.TextParameter;

/**
 * Checks generically stored algorithm settings against the parameters the algorithm declares:
 * known keys, the right kind of value, within range, one of the choices.
 */
final class AlgorithmRules {

    private final Problems problems;
    private final AlgorithmCatalog catalog;

    AlgorithmRules(Problems problems, AlgorithmCatalog catalog) {
        this.problems = problems;
        this.catalog = catalog;
    }

    void check(AlgorithmSettings settings) {
        String algorithm = settings.getAlgorithmId();
        if (algorithm == null || algorithm.isBlank()) {
            problems.error(settings, ALGORITHM_SETTINGS__ALGORITHM_ID, "is required: which algorithm runs this stage");
            return;
        }
        Set<String> seen = new HashSet<>();
        for (ParameterValue value : settings.getParameters()) {
            if (!seen.add(value.getKey())) {
                problems.error(settings, ALGORITHM_SETTINGS__PARAMETERS, "parameter '" + value.getKey() + "' is given twice");
            }
        }
        Optional<List<ParameterSpec>> declared = catalog.parametersOf(algorithm);
        if (declared.isEmpty()) {
            if (!catalog.isEmpty()) {
                problems.warning(settings, ALGORITHM_SETTINGS__ALGORITHM_ID, "no installed algorithm is called '" + algorithm
                        + "' (is its plug-in installed?)");
            }
            return;
        }
        for (ParameterValue value : settings.getParameters()) {
            Optional<ParameterSpec> spec = declared.get().stream().filter(candidate -> candidate.key().equals(value.getKey())).findFirst();
            if (spec.isEmpty()) {
                problems.error(settings, ALGORITHM_SETTINGS__PARAMETERS, "algorithm '" + algorithm + "' has no parameter '" + value.getKey() + "'");
            } else {
                checkValue(settings, algorithm, spec.get(), value);
            }
        }
    }

    private void checkValue(AlgorithmSettings settings, String algorithm, ParameterSpec spec, ParameterValue value) {
        String where = "parameter '" + spec.key() + "' of '" + algorithm + "'";
        switch (spec.type()) {
            case REAL -> {
                double number = value instanceof RealParameter real ? real.getValue()
                        : value instanceof IntegerParameter integer ? integer.getValue() : Double.NaN;
                if (Double.isNaN(number)) {
                    problems.error(settings, ALGORITHM_SETTINGS__PARAMETERS, where + " must be a number");
                } else {
                    checkRange(settings, where, spec, number);
                }
            }
            case INTEGER -> {
                if (value instanceof IntegerParameter integer) {
                    checkRange(settings, where, spec, integer.getValue());
                } else {
                    problems.error(settings, ALGORITHM_SETTINGS__PARAMETERS, where + " must be a whole number");
                }
            }
            case BOOLEAN -> {
                if (!(value instanceof BooleanParameter)) {
                    problems.error(settings, ALGORITHM_SETTINGS__PARAMETERS, where + " must be true or false");
                }
            }
            case TEXT -> {
                if (!(value instanceof TextParameter text)) {
                    problems.error(settings, ALGORITHM_SETTINGS__PARAMETERS, where + " must be text");
                } else if (!spec.choices().isEmpty() && !spec.choices().contains(text.getValue())) {
                    problems.error(settings, ALGORITHM_SETTINGS__PARAMETERS, where + " must be one of " + spec.choices()
                            + " (is '" + text.getValue() + "')");
                }
            }
        }
    }

    private void checkRange(AlgorithmSettings settings, String where, ParameterSpec spec, double number) {
        if (number < spec.min() || number > spec.max()) {
            String unit = spec.unit().isEmpty() ? "" : " " + spec.unit();
            problems.error(settings, ALGORITHM_SETTINGS__PARAMETERS, where + " must be between " + Problems.format(spec.min()) + " and "
                    + Problems.format(spec.max()) + unit + " (is " + Problems.format(number) + ")");
        }
    }
}
