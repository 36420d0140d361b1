package org.crowdstudio.ui.editor.pages;

import java.util.List;
import java.util.Optional;

import org.crowdstudio.engine.spi.AlgorithmDescriptor;
import org.crowdstudio.engine.spi.ParameterDescriptor;
import org.crowdstudio.model.scenario.AlgorithmSettings;
import org.crowdstudio.model.scenario.BooleanParameter;
import org.crowdstudio.model.scenario.IntegerParameter;
import org.crowdstudio.model.scenario.ParameterValue;
import org.crowdstudio.model.scenario.RealParameter;
import org.crowdstudio.model.scenario.ScenarioFactory;
import org.crowdstudio.model.scenario.ScenarioPackage;
import org.crowdstudio.model.scenario.TextParameter;
import org.crowdstudio.ui.Messages;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.RemoveCommand;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.osgi.util.NLS;

/**
 * Reads and writes an algorithm's parameter values as a scenario stores them, the way the
 * compiler reads them: one {@link ParameterValue} per key that differs from the default (a
 * {@link RealParameter} for a real number, an {@link IntegerParameter} for a whole number, a
 * {@link BooleanParameter} for yes/no and a {@link TextParameter} for a choice or a text). Every
 * change is one command, so one Undo takes it back whether it set, created or replaced a value.
 */
public final class ParameterEdit {

    private ParameterEdit() {
    }

    /** The value stored for a parameter, if the scenario stores one. */
    public static Optional<ParameterValue> stored(AlgorithmSettings settings, String key) {
        return settings == null ? Optional.empty()
                : settings.getParameters().stream().filter(value -> key.equals(value.getKey())).findFirst();
    }

    /** The value in effect: the stored one, else the declared default. */
    public static Object effective(AlgorithmSettings settings, ParameterDescriptor<?> parameter) {
        return stored(settings, parameter.id()).map(ParameterEdit::value).orElse(parameter.defaultValue());
    }

    /** A stored value as a Java value: a Double, Long, Boolean or String. */
    public static Object value(ParameterValue stored) {
        return switch (stored) {
            case RealParameter real -> real.getValue();
            case IntegerParameter integer -> integer.getValue();
            case BooleanParameter bool -> bool.isValue();
            case TextParameter text -> text.getValue();
            default -> null;
        };
    }

    /** Stores a value for a parameter: sets the stored one, or creates it (replacing one of the wrong kind). */
    public static Command set(EditingDomain domain, AlgorithmSettings settings, ParameterDescriptor<?> parameter, Object value) {
        String label = NLS.bind(Messages.ParameterEdit_set0, Labels.words(parameter.id()));
        Optional<ParameterValue> existing = stored(settings, parameter.id());
        ParameterValue fresh = create(parameter, value);
        if (existing.isPresent() && existing.get().eClass() == fresh.eClass()) {
            return new CompoundCommand(label, List.of(SetCommand.create(domain, existing.get(), valueAttribute(fresh), convert(parameter, value))));
        }
        CompoundCommand replace = new CompoundCommand(label);
        int index = settings.getParameters().size();
        if (existing.isPresent()) {
            index = settings.getParameters().indexOf(existing.get());
            replace.append(RemoveCommand.create(domain, settings, ScenarioPackage.Literals.ALGORITHM_SETTINGS__PARAMETERS, existing.get()));
        }
        replace.append(AddCommand.create(domain, settings, ScenarioPackage.Literals.ALGORITHM_SETTINGS__PARAMETERS, fresh, index));
        return replace;
    }

    /** Removes a stored value, so the algorithm's default applies again. */
    public static Command reset(EditingDomain domain, AlgorithmSettings settings, String key) {
        return stored(settings, key)
                .map(value -> RemoveCommand.create(domain, settings, ScenarioPackage.Literals.ALGORITHM_SETTINGS__PARAMETERS, value))
                .orElse(null);
    }

    /**
     * Lets another algorithm fill a stage: sets its id and removes the stored values the new
     * algorithm does not declare (they belonged to the previous one, and would be errors).
     */
    public static Command chooseAlgorithm(EditingDomain domain, AlgorithmSettings settings, AlgorithmDescriptor<?> algorithm) {
        CompoundCommand choose = new CompoundCommand(NLS.bind(Messages.ParameterEdit_choose0, algorithm.name()));
        choose.append(SetCommand.create(domain, settings, ScenarioPackage.Literals.ALGORITHM_SETTINGS__ALGORITHM_ID, algorithm.id()));
        List<ParameterValue> foreign = settings.getParameters().stream().filter(value -> algorithm.parameter(value.getKey()).isEmpty()).toList();
        if (!foreign.isEmpty()) {
            choose.append(RemoveCommand.create(domain, settings, ScenarioPackage.Literals.ALGORITHM_SETTINGS__PARAMETERS, foreign));
        }
        return choose;
    }

    private static ParameterValue create(ParameterDescriptor<?> parameter, Object value) {
        ParameterValue created = switch (parameter.type()) {
            case REAL -> ScenarioFactory.eINSTANCE.createRealParameter();
            case INTEGER -> ScenarioFactory.eINSTANCE.createIntegerParameter();
            case BOOLEAN -> ScenarioFactory.eINSTANCE.createBooleanParameter();
            case CHOICE, TEXT -> ScenarioFactory.eINSTANCE.createTextParameter();
        };
        created.setKey(parameter.id());
        created.eSet(valueAttribute(created), convert(parameter, value));
        return created;
    }

    private static Object convert(ParameterDescriptor<?> parameter, Object value) {
        return switch (parameter.type()) {
            case REAL -> ((Number) value).doubleValue();
            case INTEGER -> ((Number) value).longValue();
            case BOOLEAN -> (Boolean) value;
            case CHOICE, TEXT -> String.valueOf(value);
        };
    }

    private static EAttribute valueAttribute(ParameterValue value) {
        return switch (value) {
            case RealParameter real -> ScenarioPackage.Literals.REAL_PARAMETER__VALUE;
            case IntegerParameter integer -> ScenarioPackage.Literals.INTEGER_PARAMETER__VALUE;
            case BooleanParameter bool -> ScenarioPackage.Literals.BOOLEAN_PARAMETER__VALUE;
            case TextParameter text -> ScenarioPackage.Literals.TEXT_PARAMETER__VALUE;
            default -> throw new IllegalArgumentException(NLS.bind(Messages.ParameterEdit_parameter0HasAnUnknown, value.getKey()));
        };
    }
}
